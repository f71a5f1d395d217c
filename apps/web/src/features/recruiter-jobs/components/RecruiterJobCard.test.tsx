import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { renderWithProviders } from '../../../test/render';
import { makeRecruiterJob } from '../test/fixtures';
import { RecruiterJobCard } from './RecruiterJobCard';

describe('RecruiterJobCard', () => {
  it("shows at most 3 skills then '+n more', the salary, the posting date and both buttons", () => {
    renderWithProviders(
      <RecruiterJobCard
        job={makeRecruiterJob(7, { skills: ['React', 'TypeScript', 'GraphQL', 'Node.js', 'Jest'] })}
      />,
    );
    const card = within(screen.getByTestId('recruiter-job-card'));
    const skills = within(card.getByTestId('skills'));
    expect(skills.getByText('React')).toBeInTheDocument();
    expect(skills.getByText('TypeScript')).toBeInTheDocument();
    expect(skills.getByText('GraphQL')).toBeInTheDocument();
    expect(skills.queryByText('Node.js')).not.toBeInTheDocument();
    expect(skills.getByText('+2 more')).toBeInTheDocument();
    expect(card.getByTestId('recruiter-job-salary')).toHaveTextContent('₹12,00,000 - ₹18,00,000 per annum');
    // Short month, day, year in English (US).
    expect(card.getByText('Posted Nov 20, 2026')).toBeInTheDocument();
    expect(card.getByText('TechNova 1')).toBeInTheDocument();
    expect(card.getByTestId('applicants-button')).toHaveAttribute('href', '/recruiter/job/job-7/applicants');
    expect(card.getByTestId('applicants-button')).toHaveTextContent('Applicants (4)');
    expect(card.getByTestId('view-details-button')).toHaveAttribute('href', '/recruiter/job/job-7');
    expect(card.getByTestId('view-details-button')).toHaveTextContent('View Details');
  });

  it("says 'Salary not disclosed' when the salary is blank, and shows 3 skills without '+n more'", () => {
    renderWithProviders(
      <RecruiterJobCard
        job={makeRecruiterJob(1, { salary: '  ', skills: ['Go', 'SQL', 'Kafka'] })}
        hideCompany
      />,
    );
    const card = within(screen.getByTestId('recruiter-job-card'));
    expect(card.getByTestId('recruiter-job-salary')).toHaveTextContent('Salary not disclosed');
    expect(within(card.getByTestId('skills')).getAllByText(/^(Go|SQL|Kafka)$/)).toHaveLength(3);
    expect(card.queryByText(/more$/)).not.toBeInTheDocument();
    expect(card.queryByText('TechNova 1')).not.toBeInTheDocument();
  });

  it('adds the rupee sign to a salary stored without it', () => {
    renderWithProviders(<RecruiterJobCard job={makeRecruiterJob(1, { salary: '6,00,000 per annum' })} />);
    expect(screen.getByTestId('recruiter-job-salary')).toHaveTextContent('₹6,00,000 per annum');
  });

  it('shows the closing date and offers Extend to open and expired jobs', () => {
    const onExtend = vi.fn();
    const job = makeRecruiterJob(3, { validThrough: '2026-12-20T10:00:00.000Z' });
    renderWithProviders(<RecruiterJobCard job={job} onExtend={onExtend} />);
    expect(screen.getByTestId('recruiter-job-closing')).toHaveTextContent('Closes Dec 20, 2026');
    fireEvent.click(screen.getByRole('button', { name: 'Extend Frontend Engineer 3 by 30 days' }));
    expect(onExtend).toHaveBeenCalledWith(job);
  });

  it('says an expired job expired, and shows Extend disabled while it is extended', () => {
    renderWithProviders(
      <RecruiterJobCard
        job={makeRecruiterJob(4, { status: 'EXPIRED', validThrough: '2026-11-21T10:00:00.000Z' })}
        onExtend={vi.fn()}
        extending
      />,
    );
    expect(screen.getByTestId('recruiter-job-closing')).toHaveTextContent('Expired Nov 21, 2026');
    expect(screen.getByTestId('extend-button')).toHaveTextContent('Extending...');
    expect(screen.getByTestId('extend-button')).toBeDisabled();
  });

  it('offers no Extend on a closed job, nor where no one handles it', () => {
    const { unmount } = renderWithProviders(
      <RecruiterJobCard job={makeRecruiterJob(5, { status: 'CLOSED' })} onExtend={vi.fn()} />,
    );
    expect(screen.queryByTestId('extend-button')).not.toBeInTheDocument();
    unmount();
    renderWithProviders(<RecruiterJobCard job={makeRecruiterJob(6)} />);
    expect(screen.getByTestId('recruiter-job-closing')).toBeInTheDocument();
    expect(screen.queryByTestId('extend-button')).not.toBeInTheDocument();
  });
});
