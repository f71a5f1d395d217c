import { CANDIDATES_PAGE_SIZE, Role } from '@hireloop/schema';
import { Args, Field, ID, Int, ObjectType, Query, registerEnumType, Resolver } from '@nestjs/graphql';
import { Auth } from '../auth/auth.decorators';
import { CurrentUser } from '../auth/current-user.decorator';
import { User } from '../users/user.entity';
import {
  Availability,
  availabilityOf,
  CandidatesService,
  experienceBand,
  expectedSalary,
  titleGuess,
} from './candidates.service';

registerEnumType(Availability, { name: 'Availability' });

@ObjectType()
export class Candidate {
  @Field(() => ID)
  id!: string;

  @Field()
  name!: string;

  @Field()
  email!: string;

  @Field(() => String, { nullable: true })
  contactNo!: string | null;

  @Field({ description: 'From the first experience, else the skills.' })
  title!: string;

  @Field()
  bio!: string;

  @Field(() => [String])
  skills!: string[];

  @Field({ description: "'0-1 years', '1+ years', '3+ years' or '5+ years'." })
  experience!: string;

  @Field(() => Availability)
  availability!: Availability;

  @Field({ description: 'Our estimate from the experience band.' })
  expectedSalary!: string;

  @Field(() => String, {
    nullable: true,
    description:
      'Documents open for recruiters the candidate applied to (and administrators); null otherwise.',
  })
  resumeUrl!: string | null;

  @Field(() => String, { nullable: true })
  coverLetterUrl!: string | null;

  @Field()
  updatedAt!: Date;
}

@ObjectType()
export class CandidatePage {
  @Field(() => [Candidate])
  items!: Candidate[];

  @Field(() => Int)
  total!: number;

  @Field(() => Int)
  page!: number;

  @Field(() => Int)
  pageSize!: number;

  @Field(() => Int)
  pageCount!: number;
}

@Resolver()
export class CandidatesResolver {
  constructor(private readonly candidatesService: CandidatesService) {}

  @Auth(Role.RECRUITER, Role.ADMIN)
  @Query(() => CandidatePage, { description: 'Job seekers with a resume.' })
  async candidates(
    @CurrentUser() viewer: User,
    @Args('keyword', { type: () => String, nullable: true }) keyword: string | null,
    @Args('availability', { type: () => Availability, nullable: true }) availability: Availability | null,
    @Args('page', { type: () => Int, defaultValue: 1 }) page: number,
    @Args('pageSize', { type: () => Int, defaultValue: CANDIDATES_PAGE_SIZE }) pageSize: number,
  ): Promise<CandidatePage> {
    const result = await this.candidatesService.search(viewer, keyword, availability, page, pageSize);
    return {
      ...result,
      items: result.rows.map((r) => {
        const band = experienceBand(r.experience_count);
        return {
          id: r.id,
          name: [r.first_name, r.middle_name, r.last_name].filter(Boolean).join(' '),
          email: r.email,
          contactNo: r.contact_no,
          title: titleGuess(r.first_title, r.skills),
          bio: r.bio ?? '',
          skills: r.skills,
          experience: band,
          availability: availabilityOf(r.updated_at),
          expectedSalary: expectedSalary(band),
          resumeUrl: r.may_read ? `/api/v1/files/${r.resume_file_id}` : null,
          coverLetterUrl:
            r.may_read && r.cover_letter_file_id ? `/api/v1/files/${r.cover_letter_file_id}` : null,
          updatedAt: r.updated_at,
        };
      }),
    };
  }
}
