import { RecruiterPlan, Role, UpgradeRequestStatus } from '@hireloop/schema';
import { Args, Field, ID, Mutation, ObjectType, Query, registerEnumType, Resolver } from '@nestjs/graphql';
import { Auth } from '../auth/auth.decorators';
import { CurrentUser } from '../auth/current-user.decorator';
import { User } from '../users/user.entity';
import { PlansService } from './plans.service';

registerEnumType(UpgradeRequestStatus, { name: 'UpgradeRequestStatus' });

@ObjectType()
export class UpgradeRequestModel {
  @Field(() => ID)
  id!: string;

  @Field(() => UpgradeRequestStatus)
  status!: UpgradeRequestStatus;

  @Field(() => RecruiterPlan, { nullable: true })
  requestedPlan!: RecruiterPlan | null;

  @Field(() => RecruiterPlan, { nullable: true })
  grantedPlan!: RecruiterPlan | null;

  @Field()
  createdAt!: Date;

  @Field(() => Date, { nullable: true })
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
    @Args('plan', { type: () => RecruiterPlan, defaultValue: RecruiterPlan.PREMIUM }) plan: RecruiterPlan,
  ) {
    return this.plans.request(user, plan);
  }

  @Auth(Role.RECRUITER)
  @Query(() => UpgradeRequestModel, { nullable: true, description: 'My latest upgrade request.' })
  myUpgradeRequest(@CurrentUser() user: User) {
    return this.plans.latest(user);
  }
}
