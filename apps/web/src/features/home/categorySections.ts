import { HOME_CATEGORY_SECTION_JOBS, HOME_CATEGORY_SECTIONS } from '@hireloop/schema';

export interface CategorySection<T> {
  category: string;
  /** Jobs of the category among those loaded. */
  count: number;
  /** The first jobs of the category, at most `perSection`. */
  jobs: T[];
}

/**
 * Groups jobs by category: the categories with the most jobs first (ties by name), at most `maxSections`
 * of them, each with at most `perSection` jobs. Jobs without a category are left out.
 */
export function categorySections<T extends { category: string }>(
  jobs: readonly T[],
  maxSections: number = HOME_CATEGORY_SECTIONS,
  perSection: number = HOME_CATEGORY_SECTION_JOBS,
): CategorySection<T>[] {
  const groups = new Map<string, T[]>();
  for (const job of jobs) {
    const category = job.category.trim();
    if (!category) continue;
    const group = groups.get(category);
    if (group) group.push(job);
    else groups.set(category, [job]);
  }
  return [...groups.entries()]
    .sort(([a, aJobs], [b, bJobs]) => bJobs.length - aJobs.length || a.localeCompare(b))
    .slice(0, maxSections)
    .map(([category, group]) => ({ category, count: group.length, jobs: group.slice(0, perSection) }));
}
