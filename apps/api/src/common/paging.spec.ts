import { AppError } from './errors';
import { isUuid, pageCount, pageRequest } from './paging';

describe('paging', () => {
  it('turns a page and size into an offset', () => {
    expect(pageRequest(3, 6)).toEqual({ page: 3, pageSize: 6, offset: 12 });
  });

  it.each([
    [0, 6],
    [1.5, 6],
    [1, 0],
    [1, 101],
  ])('refuses page %p size %p', (page, size) => {
    expect(() => pageRequest(page, size)).toThrow(AppError);
  });

  it('has at least one page', () => {
    expect(pageCount(0, 6)).toBe(1);
    expect(pageCount(13, 6)).toBe(3);
  });

  it('recognises uuids', () => {
    expect(isUuid('9b2f7c1e-3a4b-4c5d-8e9f-0a1b2c3d4e5f')).toBe(true);
    expect(isUuid("1' OR '1'='1")).toBe(false);
  });
});
