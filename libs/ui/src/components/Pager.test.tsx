import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { Pager, pageItems } from './Pager';

describe('pageItems', () => {
  it.each([
    [1, 1, [1]],
    [2, 3, [1, 2, 3]],
    [5, 5, [1, 2, 3, 4, 5]],
  ])('shows every page when there are 5 or fewer (page %i of %i)', (page, count, expected) => {
    expect(pageItems(page, count)).toEqual(expected);
  });

  it('shows nothing for no pages', () => {
    expect(pageItems(1, 0)).toEqual([]);
  });

  it.each([
    [1, 10, [1, 2, 3, 4, 'end-ellipsis', 10]],
    [3, 10, [1, 2, 3, 4, 'end-ellipsis', 10]],
    [4, 10, [1, 'start-ellipsis', 3, 4, 5, 'end-ellipsis', 10]],
    [7, 10, [1, 'start-ellipsis', 6, 7, 8, 'end-ellipsis', 10]],
    [8, 10, [1, 'start-ellipsis', 7, 8, 9, 10]],
    [10, 10, [1, 'start-ellipsis', 7, 8, 9, 10]],
    [4, 6, [1, 'start-ellipsis', 3, 4, 5, 6]],
  ])('uses ellipses beyond 5 pages (page %i of %i)', (page, count, expected) => {
    expect(pageItems(page, count)).toEqual(expected);
  });
});

describe('Pager', () => {
  it('renders Previous, the pages and Next, marking the current page', () => {
    render(<Pager page={2} pageCount={4} onPageChange={() => undefined} />);
    const nav = within(screen.getByRole('navigation', { name: 'Pagination' }));
    expect(nav.getByRole('button', { name: 'Previous' })).toBeEnabled();
    expect(nav.getByRole('button', { name: 'Next' })).toBeEnabled();
    expect(nav.getAllByRole('button', { name: /^Page \d$/ })).toHaveLength(4);
    expect(nav.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(nav.queryByTestId('pager-ellipsis')).not.toBeInTheDocument();
  });

  it('shows two ellipses in the middle of many pages', () => {
    render(<Pager page={6} pageCount={12} onPageChange={() => undefined} />);
    expect(screen.getAllByTestId('pager-ellipsis')).toHaveLength(2);
    expect(screen.getAllByRole('button', { name: /^Page \d+$/ }).map((button) => button.textContent)).toEqual(
      ['1', '5', '6', '7', '12'],
    );
  });

  it('disables Previous on the first page and Next on the last', () => {
    const { rerender } = render(<Pager page={1} pageCount={3} onPageChange={() => undefined} />);
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
    rerender(<Pager page={3} pageCount={3} onPageChange={() => undefined} />);
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('reports the page chosen', () => {
    const onPageChange = vi.fn();
    render(<Pager page={2} pageCount={8} onPageChange={onPageChange} />);
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    fireEvent.click(screen.getByRole('button', { name: 'Page 8' }));
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(onPageChange.mock.calls).toEqual([[3], [1], [8]]);
  });

  it('renders nothing for a single page', () => {
    const { container } = render(<Pager page={1} pageCount={1} onPageChange={() => undefined} />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe('Pager with page addresses', () => {
  const href = (page: number) => `/jobs?search=react&page=${page}`;

  it('makes every other page a real link, with rel prev and next', () => {
    render(<Pager page={2} pageCount={4} onPageChange={() => undefined} pageHref={href} />);
    const nav = within(screen.getByRole('navigation', { name: 'Pagination' }));
    expect(nav.getByRole('link', { name: 'Previous' })).toHaveAttribute('href', href(1));
    expect(nav.getByRole('link', { name: 'Previous' })).toHaveAttribute('rel', 'prev');
    expect(nav.getByRole('link', { name: 'Next' })).toHaveAttribute('href', href(3));
    expect(nav.getByRole('link', { name: 'Next' })).toHaveAttribute('rel', 'next');
    expect(nav.getByRole('link', { name: 'Page 4' })).toHaveAttribute('href', href(4));
    // The current page leads nowhere.
    expect(nav.queryByRole('link', { name: 'Page 2' })).not.toBeInTheDocument();
    expect(nav.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  });

  it('handles a plain click in the app and leaves a modified click to the browser', () => {
    const onPageChange = vi.fn();
    render(<Pager page={1} pageCount={3} onPageChange={onPageChange} pageHref={href} />);
    const page3 = screen.getByRole('link', { name: 'Page 3' });
    expect(fireEvent.click(page3)).toBe(false);
    expect(onPageChange).toHaveBeenCalledWith(3);
    onPageChange.mockClear();
    expect(fireEvent.click(page3, { ctrlKey: true })).toBe(true);
    expect(onPageChange).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
  });
});
