import { Field, ID, Int, ObjectType } from '@nestjs/graphql';

@ObjectType({ description: 'Who wrote a note or set a rating.' })
export class NoteAuthor {
  @Field(() => ID, { description: 'Unique id.' })
  id!: string;

  @Field({ description: 'Their name.' })
  name!: string;
}

@ObjectType({
  description: 'A private note on an applicant: only the owning recruiter and administrators read it.',
})
export class ApplicantNoteModel {
  @Field(() => ID, { description: 'Unique id.' })
  id!: string;

  @Field({ description: 'The note, plain text (line breaks kept).' })
  body!: string;

  @Field(() => NoteAuthor, {
    description: 'Who wrote it; null once their account is deleted.',
    nullable: true,
  })
  author!: NoteAuthor | null;

  @Field({ description: 'Whether I wrote it (only its author changes or deletes it).' })
  mine!: boolean;

  @Field({ description: 'When it was written.' })
  createdAt!: Date;

  @Field({ description: 'When it was last changed.' })
  updatedAt!: Date;
}

@ObjectType({ description: "An applicant's rating, shared by everyone on the job's side." })
export class ApplicantRatingModel {
  @Field(() => Int, { description: 'Stars, 1 to 5.' })
  value!: number;

  @Field(() => NoteAuthor, { description: 'Who set it; null once their account is deleted.', nullable: true })
  ratedBy!: NoteAuthor | null;

  @Field({ description: 'When it was set.' })
  ratedAt!: Date;
}
