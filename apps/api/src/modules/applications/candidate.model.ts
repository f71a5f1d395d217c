import { Field, ID, ObjectType, registerEnumType } from '@nestjs/graphql';
import { Paginated } from '../../graphql/paginated';
import { documentUrl, photoUrl } from '../files/files.service';
import {
  Availability,
  availabilityOf,
  CandidateRow,
  experienceBand,
  expectedSalary,
  titleGuess,
} from './candidates.service';

registerEnumType(Availability, {
  description: "When a candidate can start, guessed from their profile's last update.",
  valuesMap: {
    IMMEDIATELY: { description: 'Can start now.' },
    NOT_LOOKING: { description: 'Not looking at the moment.' },
    WITHIN_2_WEEKS: { description: 'Can start within two weeks.' },
    WITHIN_MONTH: { description: 'Can start within a month.' },
  },
  name: 'Availability',
});

@ObjectType({ description: 'A job seeker with a resume, as recruiters see them.' })
export class Candidate {
  @Field(() => ID, { description: 'Unique id.' })
  id!: string;

  @Field({ description: 'First and last name.' })
  name!: string;

  @Field(() => String, {
    description: 'E-mail address; null unless the candidate applied to one of your jobs.',
    nullable: true,
  })
  email!: string | null;

  @Field(() => String, {
    description: 'Contact number, when given; null unless the candidate applied to one of your jobs.',
    nullable: true,
  })
  contactNo!: string | null;

  @Field({ description: 'From the first experience, else the skills.' })
  title!: string;

  @Field({ description: 'About the candidate.' })
  bio!: string;

  @Field(() => [String], { description: 'Skills from the profile.' })
  skills!: string[];

  @Field({ description: "'0-1 years', '1+ years', '3+ years' or '5+ years'." })
  experience!: string;

  @Field(() => Availability, { description: 'When they can start.' })
  availability!: Availability;

  @Field({ description: 'Our estimate from the experience band.' })
  expectedSalary!: string;

  @Field(() => String, {
    nullable: true,
    description:
      'Path of the profile photo; null without one or unless the candidate applied to one of your jobs.',
  })
  photoUrl!: string | null;

  @Field(() => String, {
    nullable: true,
    description:
      'Documents open for recruiters the candidate applied to (and administrators); null otherwise.',
  })
  resumeUrl!: string | null;

  @Field({
    description:
      'Whether the candidate has applied to one of your jobs (always for administrators): only then are their resume, cover letter and contacts open to you.',
  })
  sharedWithYou!: boolean;

  @Field(() => String, {
    description: "Path of the cover letter, only for the recruiter's own applicants.",
    nullable: true,
  })
  coverLetterUrl!: string | null;

  @Field({ description: 'When the profile last changed.' })
  updatedAt!: Date;
}

@ObjectType({ description: 'One page of candidates.' })
export class CandidatePage extends Paginated(Candidate) {}

/** A candidate row as recruiters see it (GraphQL's Candidate; the legacy REST shape is built from it). */
export function toCandidate(r: CandidateRow): Candidate {
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
    photoUrl: photoUrl(r.profile_image_file_id),
    resumeUrl: r.may_read ? documentUrl(r.resume_file_id) : null,
    sharedWithYou: r.may_read,
    coverLetterUrl: r.may_read && r.cover_letter_file_id ? documentUrl(r.cover_letter_file_id) : null,
    updatedAt: r.updated_at,
  };
}
