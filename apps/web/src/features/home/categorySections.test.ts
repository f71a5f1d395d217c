import { describe, expect, it } from 'vitest';

import { categorySections } from './categorySections';

const job = (id: number, category: string) => ({ id, category });

describe('categorySections', () => {
  it('orders categories by job count, then name, and keeps at most 4 with 3 jobs each', () => {
    const jobs = [
      job(1, 'Sales'),
      job(2, 'Technology'),
      job(3, 'Technology'),
      job(4, 'Technology'),
      job(5, 'Technology'),
      job(6, 'Marketing'),
      job(7, 'Finance'),
      job(8, 'Finance'),
      job(9, 'Design'),
      job(10, ' '),
    ];
    const sections = categorySections(jobs);
    expect(sections.map((s) => [s.category, s.count])).toEqual([
      ['Technology', 4],
      ['Finance', 2],
      ['Design', 1],
      ['Marketing', 1],
    ]);
    expect(sections[0].jobs.map((j) => j.id)).toEqual([2, 3, 4]);
  });

  it('returns nothing for no jobs', () => {
    expect(categorySections([])).toEqual([]);
  });
});
