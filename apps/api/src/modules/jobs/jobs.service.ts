import { JobStatus } from '@hireloop/schema';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { NotFoundError } from '../../common/errors';
import { isUuid, pageCount, pageRequest } from '../../common/paging';
import { Job } from './job.entity';

export const JOB_NOT_FOUND = 'Job not found';

export interface JobPageResult {
  items: Job[];
  total: number;
  page: number;
  pageSize: number;
  pageCount: number;
}

@Injectable()
export class JobsService {
  constructor(@InjectRepository(Job) private readonly jobs: Repository<Job>) {}

  /** Active jobs, newest first, with their company (one statement for the page, one for the total). */
  async listActive(page: number, pageSize: number): Promise<JobPageResult> {
    const req = pageRequest(page, pageSize);
    const [items, total] = await this.jobs
      .createQueryBuilder('job')
      .innerJoinAndSelect('job.company', 'company')
      .where('job.status = :status', { status: JobStatus.ACTIVE })
      .orderBy('job.createdAt', 'DESC')
      .addOrderBy('job.id', 'DESC')
      .offset(req.offset)
      .limit(req.pageSize)
      .getManyAndCount();
    return {
      items,
      total,
      page: req.page,
      pageSize: req.pageSize,
      pageCount: pageCount(total, req.pageSize),
    };
  }

  /** Every active job with its company, newest first (the legacy `GET /api/v1/jobs`). */
  allActive(): Promise<Job[]> {
    return this.jobs
      .createQueryBuilder('job')
      .innerJoinAndSelect('job.company', 'company')
      .where('job.status = :status', { status: JobStatus.ACTIVE })
      .orderBy('job.createdAt', 'DESC')
      .addOrderBy('job.id', 'DESC')
      .getMany();
  }

  /** A job visible to the public: it exists and is active. */
  async findPublic(id: string): Promise<Job> {
    if (!isUuid(id)) throw new NotFoundError(JOB_NOT_FOUND);
    const job = await this.jobs.findOne({
      where: { id, status: JobStatus.ACTIVE },
      relations: { company: true },
    });
    if (!job) throw new NotFoundError(JOB_NOT_FOUND);
    return job;
  }
}
