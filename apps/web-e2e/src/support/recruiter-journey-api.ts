import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';
import { BrowserContext, Page } from 'playwright-core';
import { ARTIFACTS, baseUrl } from './browser';
import { GraphQLAnswer, graphqlData } from './graphql';

/** The signed-in user as the login mutation answers it. */
export interface SignedIn {
  token: string;
  user: { id: string; email: string; firstName: string; lastName: string; name: string; role: string };
}

/** Signs in with the login mutation (the web's own sign-in call). */
export async function signIn(
  email: string,
  password: string,
  role: 'RECRUITER' | 'JOB_SEEKER',
): Promise<SignedIn> {
  const data = await graphqlData<{ login: SignedIn }>(
    `
      mutation Login($input: LoginInput!) {
        login(input: $input) {
          token
          user {
            id
            email
            firstName
            lastName
            name
            role
          }
        }
      }
    `,
    { input: { email, password, role } },
  );
  return data.login;
}

/**
 * Puts the session into local storage before any page script runs, in the format of
 * apps/web/src/app/session/session.ts (key 'persist:root', version 1, user and token).
 */
export async function startSession(context: BrowserContext, session: SignedIn): Promise<void> {
  const stored = JSON.stringify({ version: 1, user: session.user, token: session.token });
  await context.addInitScript(
    ([key, value]) => {
      if (!window.localStorage.getItem(key)) window.localStorage.setItem(key, value);
    },
    ['persist:root', stored] as const,
  );
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A small PNG: a coloured square with a lighter ring, made in the test (no fixture files). */
export function pngImage(size = 64, rgb: [number, number, number] = [234, 88, 12]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour
  const rows: Buffer[] = [];
  const centre = (size - 1) / 2;
  for (let y = 0; y < size; y += 1) {
    const row = Buffer.alloc(1 + size * 3);
    for (let x = 0; x < size; x += 1) {
      const distance = Math.hypot(x - centre, y - centre) / (size / 2);
      const ring = distance > 0.45 && distance < 0.7;
      const [r, g, b] = ring ? [255, 255, 255] : rgb;
      row.set([r, g, b], 1 + x * 3);
    }
    rows.push(row);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.concat(rows))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

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

/** A screenshot of what the viewport shows (the sticky nav bar stays on top), into the artifacts folder. */
export async function viewportShot(page: Page, name: string): Promise<void> {
  mkdirSync(ARTIFACTS, { recursive: true });
  await page.screenshot({ path: join(ARTIFACTS, `${name}.png`), fullPage: false });
}
