import { Context, Parent, ResolveField, Resolver } from '@nestjs/graphql';
import type { GqlContext } from '../../graphql/loaders';
import { ScreeningAnswerModel } from '../jobs/screening-question.model';
import { Applicant } from './applicant.model';

/** The screening answers on an applicant (reached only through the recruiter's own applicant lists). */
@Resolver(() => Applicant)
export class ScreeningResolver {
  @ResolveField(() => [ScreeningAnswerModel], {
    description:
      "The answers sent to the job's screening questions, in the job's order then, each with the question text as asked and whether it met its knock-out rule.",
  })
  async screeningAnswers(
    @Parent() applicant: Applicant,
    @Context() ctx: GqlContext,
  ): Promise<ScreeningAnswerModel[]> {
    return (await ctx.loaders.screeningByApplication.load(applicant.id))?.answers ?? [];
  }
}
