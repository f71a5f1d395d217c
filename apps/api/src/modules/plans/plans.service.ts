import { ErrorCode, RecruiterPlan, UpgradeRequestStatus } from '@hireloop/schema';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AppError, BadInputError } from '../../common/errors';
import { User } from '../users/user.entity';
import { UpgradeRequest } from './upgrade-request.entity';

export const UPGRADE_ERRORS = {
  open: 'You already have an upgrade request in review. We will get back to you soon.',
  samePlan: 'You are already on this plan or a bigger one.',
  unknownPlan: `plan must be one of ${Object.values(RecruiterPlan).join(', ')}`,
} as const;

/** A plan's name as a client sent it (any case, spaces around), or BAD_USER_INPUT naming the choices. */
export function parsePlan(value: unknown): RecruiterPlan {
  const name = typeof value === 'string' ? value.trim().toLowerCase() : '';
  const plan = Object.values(RecruiterPlan).find((p) => p === name);
  if (!plan) throw new BadInputError(UPGRADE_ERRORS.unknownPlan);
  return plan;
}

/** Plans from the smallest to the biggest. */
export const PLAN_RANK: Record<RecruiterPlan, number> = { basic: 0, standard: 1, premium: 2 };

/** Upgrade requests: one open request per recruiter; an administrator grants a plan. */
@Injectable()
export class PlansService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async request(user: User, requested: RecruiterPlan | string): Promise<UpgradeRequest> {
    const plan = parsePlan(requested);
    if (PLAN_RANK[plan] <= PLAN_RANK[user.plan]) throw new BadInputError(UPGRADE_ERRORS.samePlan);
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
