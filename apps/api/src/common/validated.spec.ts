import { IsString, MaxLength } from 'class-validator';
import { fieldInWords, validated } from './validated';

class Sample {
  @IsString()
  @MaxLength(5)
  jobTitle!: string;
}

describe('validation messages', () => {
  it('names fields in words', () => {
    expect(['jobTitle', 'job_title', 'email_Id', 'bio'].map(fieldInWords)).toEqual([
      'Job title',
      'Job title',
      'Email id',
      'Bio',
    ]);
  });

  it('refuses with the field named for people, not by its key', async () => {
    await expect(validated(Sample, { jobTitle: 'Senior engineer' })).rejects.toMatchObject({
      response: { message: ['Job title must be shorter than or equal to 5 characters'] },
    });
  });

  it("answers a value of the wrong type with the type's message only", async () => {
    for (const jobTitle of [12345, { a: 1 }, ['x']]) {
      await expect(validated(Sample, { jobTitle })).rejects.toMatchObject({
        response: { message: ['Job title must be a string'] },
      });
    }
  });
});
