import { Role } from '@hireloop/schema';
import { Args, Mutation, Query, Resolver } from '@nestjs/graphql';
import { Auth } from '../auth/auth.decorators';
import { CurrentUser } from '../auth/current-user.decorator';
import { User } from '../users/user.entity';
import { PreferenceSurveyInput, PreferenceSurveyModel } from './survey.types';
import { SurveysService } from './surveys.service';

@Resolver()
export class SurveysResolver {
  constructor(private readonly surveys: SurveysService) {}

  @Auth(Role.JOB_SEEKER)
  @Query(() => PreferenceSurveyModel, {
    description: "The seeker's preference survey, if answered.",
    nullable: true,
  })
  myPreferenceSurvey(@CurrentUser() user: User) {
    return this.surveys.find(user.id);
  }

  @Auth(Role.JOB_SEEKER)
  @Mutation(() => PreferenceSurveyModel, { description: "Saves the seeker's preference survey." })
  savePreferenceSurvey(
    @CurrentUser() user: User,
    @Args('input', { description: 'The answers.' }) input: PreferenceSurveyInput,
  ) {
    return this.surveys.save(user.id, input);
  }
}
