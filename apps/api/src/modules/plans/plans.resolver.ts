import { RecruiterPlan, Role, UpgradeRequestStatus } from '@hireloop/schema';
import { Args, Field, ID, Mutation, ObjectType, Query, registerEnumType, Resolver } from '@nestjs/graphql';
import { Auth } from '../auth/auth.decorators';
import { CurrentUser } from '../auth/current-user.decorator';
import { User } from '../users/user.entity';
import { PlansService } from './plans.service';

registerEnumType(UpgradeRequestStatus, {
  description: 'Where an upgrade request stands.',
  valuesMap: {
    DECLINED: { description: 'Declined by an administrator.' },
    GRANTED: { description: 'Granted by an administrator.' },
    OPEN: { description: 'Waiting for a decision.' },
  },
  name: 'UpgradeRequestStatus',
});

@ObjectType({ description: "A recruiter's request for a bigger plan." })
export class UpgradeRequestModel {
  @Field(() => ID, { description: 'Unique id.' })
  id!: string;

  @Field(() => UpgradeRequestStatus, { description: 'Where the request stands.' })
  status!: UpgradeRequestStatus;

  @Field(() => RecruiterPlan, { description: 'The plan asked for.', nullable: true })
  requestedPlan!: RecruiterPlan | null;

  @Field(() => RecruiterPlan, { description: 'The plan granted, if any.', nullable: true })
  grantedPlan!: RecruiterPlan | null;

  @Field({ description: 'When it was requested.' })
  createdAt!: Date;

  @Field(() => Date, { description: 'When it was decided, if it was.', nullable: true })
  decidedAt!: Date | null;
}

@Resolver()
export class PlansResolver {
  constructor(private readonly plans: PlansService) {}

  @Auth(Role.RECRUITER)
  @Mutation(() => UpgradeRequestModel, {
    description: 'Asks for a bigger plan (one open request at a time).',
  })
  requestUpgrade(
    @CurrentUser() user: User,
    @Args('plan', {
      description: 'The plan wanted.',
      type: () => RecruiterPlan,
      defaultValue: RecruiterPlan.PREMIUM,
    })
    plan: RecruiterPlan,
  ) {
    return this.plans.request(user, plan);
  }

  @Auth(Role.RECRUITER)
  @Query(() => UpgradeRequestModel, { nullable: true, description: 'My latest upgrade request.' })
  myUpgradeRequest(@CurrentUser() user: User) {
    return this.plans.latest(user);
  }
}
