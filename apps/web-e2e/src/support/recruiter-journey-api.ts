import { baseUrl } from './browser';
import { GraphQLAnswer, graphqlData } from './graphql';

interface StoredProfile {
  resume: { name: string } | null;
  firstName: string;
  middleName: string | null;
  lastName: string;
  contactNo: string | null;
  bio: string;
  skills: string[];
  experiences: { company: string; jobTitle: string; duration: string; description: string }[];
  school: { schoolName: string; grade: string; percentage: string; year: string };
  colleges: { collegeName: string; degree: string; year: string; cgpa: string }[];
}

/**
 * Makes sure the seeker has a resume to apply with: when the profile has none, uploads one with a GraphQL
 * multipart updateProfile request, sending the stored profile back unchanged so nothing else on it is
 * lost. A resume already there is kept (other journeys may rely on it).
 */
export async function ensureResume(token: string, pdf: Buffer, fileName = 'resume.pdf'): Promise<void> {
  const { myProfile: p } = await graphqlData<{ myProfile: StoredProfile }>(
    `
      query {
        myProfile {
          resume {
            name
          }
          firstName
          middleName
          lastName
          contactNo
          bio
          skills
          experiences {
            company
            jobTitle
            duration
            description
          }
          school {
            schoolName
            grade
            percentage
            year
          }
          colleges {
            collegeName
            degree
            year
            cgpa
          }
        }
      }
    `,
    {},
    token,
  );
  if (p.resume) return;
  const input = {
    firstName: p.firstName,
    middleName: p.middleName,
    lastName: p.lastName,
    contactNo: p.contactNo,
    bio: p.bio,
    skills: p.skills,
    experiences: p.experiences,
    school: p.school,
    colleges: p.colleges,
  };
  const form = new FormData();
  form.append(
    'operations',
    JSON.stringify({
      query: `mutation UpdateProfile($input: ProfileInput!, $resume: Upload) {
        updateProfile(input: $input, resume: $resume) { resume { name } }
      }`,
      variables: { input, resume: null },
    }),
  );
  form.append('map', JSON.stringify({ 0: ['variables.resume'] }));
  form.append('0', new Blob([new Uint8Array(pdf)], { type: 'application/pdf' }), fileName);
  const res = await fetch(`${baseUrl()}/graphql`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'apollo-require-preflight': 'true' },
    body: form,
  });
  const answer = (await res.json()) as GraphQLAnswer<{ updateProfile: { resume: { name: string } | null } }>;
  if (answer.errors?.length || !answer.data?.updateProfile.resume) {
    throw new Error(`The resume upload failed: ${JSON.stringify(answer)}`);
  }
}

/**
 * An open job of the recruiter's (active, closing more than an hour from now) that asks no screening
 * questions, so that a seeker can apply to it with one call; fails when they have none.
 */
export async function openDemoJob(token: string): Promise<{ id: string; title: string }> {
  const { myJobs } = await graphqlData<{
    myJobs: { items: { id: string; title: string; validThrough: string; screeningQuestions: unknown[] }[] };
  }>(
    'query { myJobs(status: ACTIVE, pageSize: 50) { items { id title validThrough screeningQuestions { id } } } }',
    {},
    token,
  );
  const job = myJobs.items.find(
    (j) => new Date(j.validThrough).getTime() > Date.now() + 3_600_000 && j.screeningQuestions.length === 0,
  );
  if (!job) throw new Error('the recruiter has no open job without screening questions');
  return { id: job.id, title: job.title };
}

/** Applies to a job as the seeker (the web's own apply call). */
export async function applyToJob(token: string, jobId: string): Promise<string> {
  const data = await graphqlData<{ applyToJob: { id: string; status: string } }>(
    `
      mutation Apply($jobId: ID!) {
        applyToJob(jobId: $jobId) {
          id
          status
        }
      }
    `,
    { jobId },
    token,
  );
  return data.applyToJob.id;
}

/** The recruiter's posting allowance. */
export async function postingLimit(token: string): Promise<{ used: number; limit: number | null }> {
  const data = await graphqlData<{ postingLimit: { used: number; limit: number | null } }>(
    `
      query {
        postingLimit {
          used
          limit
        }
      }
    `,
    {},
    token,
  );
  return data.postingLimit;
}
