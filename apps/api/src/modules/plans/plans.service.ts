import { RecruiterPlan, UpgradeRequestStatus } from '@hireloop/schema';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AppError, BadInputError, ErrorCode } from '../../common/errors';
import { User } from '../users/user.entity';
import { UpgradeRequest } from './upgrade-request.entity';

export const UPGRADE_ERRORS = {
  open: 'You already have an upgrade request in review. We will get back to you soon.',
  samePlan: 'You are already on this plan or a bigger one.',
} as const;

const RANK: Record<RecruiterPlan, number> = { basic: 0, standard: 1, premium: 2 };

/** Upgrade requests: one open request per recruiter; an administrator grants a plan. */
@Injectable()
export class PlansService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async request(user: User, plan: RecruiterPlan): Promise<UpgradeRequest> {
    if (RANK[plan] <= RANK[user.plan]) throw new BadInputError(UPGRADE_ERRORS.samePlan);
    const repo = this.dataSource.getRepository(UpgradeRequest);
    try {
      return await repo.save(
        repo.create({ recruiterId: user.id, requestedPlan: plan, status: UpgradeRequestStatus.OPEN }),
      );
    } catch (error) {
      if ((error as { code?: string }).code === '23505')
        throw new AppError(ErrorCode.CONFLICT, UPGRADE_ERRORS.open);
      throw error;
    }
  }

  latest(user: User): Promise<UpgradeRequest | null> {
    return this.dataSource
      .getRepository(UpgradeRequest)
      .findOne({ where: { recruiterId: user.id }, order: { createdAt: 'DESC' } });
  }
}
