import { JobStatus, yearlySalary } from '@hireloop/schema';
import { DataSource } from 'typeorm';
import { Job } from '../../src/modules/jobs/job.entity';
import { createCompany } from './company.factory';

let n = 0;

export async function createJob(ds: DataSource, overrides: Partial<Job> = {}): Promise<Job> {
  n += 1;
  const companyId = overrides.companyId ?? (await createCompany(ds)).id;
  const repo = ds.getRepository(Job);
  const salary = overrides.salary ?? '₹6,00,000 - ₹9,00,000 per annum';
  // The salary's yearly range as the service writes it with the text.
  const yearly = yearlySalary(salary);
  const saved = await repo.save(
    repo.create({
      title: `Factory Job ${n}`,
      description: 'A job made by a test factory.',
      requirements: ['2+ years of experience'],
      skills: ['TypeScript', 'PostgreSQL'],
      salary,
      salaryMinInr: yearly?.min ?? null,
      salaryMaxInr: yearly?.max ?? null,
      location: 'Bangalore, Karnataka',
      jobType: 'Full-time',
      category: 'Technology',
      positions: 1,
      shift: 'Day',
      status: JobStatus.ACTIVE,
      ...overrides,
      companyId,
    }),
  );
  return repo.findOneOrFail({ where: { id: saved.id }, relations: { company: true } });
}

/** A valid GraphQL JobInput (postJob, updateJob). */
export const JOB_INPUT = {
  title: 'Test Engineer',
  description: 'A job posted by a test.',
  requirements: ['Patience'],
  skills: ['Testing'],
  salary: '₹6,00,000 - ₹9,00,000 per annum',
  location: 'Pune, Maharashtra',
  jobType: 'Full-time',
  category: 'Technology',
  positions: 1,
  shift: 'Day',
};
