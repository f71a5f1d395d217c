import type { SeekerProfile } from '../dto/profile.types';
import { firstLevelToTry, resumeContent } from './resume-content';
import { drawResume } from './resume-pdf';

/** A profile with `positions` positions of `chars` characters of description, and as many long skills. */
function profile(positions: number, chars: number): SeekerProfile {
  return {
    exists: true,
    complete: true,
    firstName: 'Asha',
    middleName: null,
    lastName: 'Verma',
    email: 'asha@example.in',
    contactNo: null,
    bio: 'A summary of a career so far. '.repeat(Math.ceil(chars / 30)).slice(0, chars * 2),
    skills: Array.from({ length: positions * 2 }, (_, i) => `Skill ${i} ${'s'.repeat(30)}`),
    photoUrl: null,
    resume: null,
    coverLetter: null,
    experiences: Array.from({ length: positions }, (_, i) => ({
      company: `Company ${i}`,
      jobTitle: `Engineer ${i}`,
      duration: '2019–2022',
      description: 'Built and ran services. '.repeat(Math.ceil(chars / 24)).slice(0, chars),
    })),
    school: { schoolName: 'KV Pune', grade: 'XII', percentage: '90', year: '2012' },
    colleges: Array.from({ length: Math.ceil(positions / 2) }, (_, i) => ({
      collegeName: `College ${i}`,
      degree: 'B.Tech',
      year: '2016',
      cgpa: '8',
    })),
    creditPoints: 0,
    updatedAt: null,
  };
}

describe('drawResume', () => {
  it('draws a short profile in full', async () => {
    const { pdf, level } = await drawResume(resumeContent(profile(2, 200)), 2);
    expect(level).toBe(0);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  it.each([
    [4, 700],
    [8, 700],
    [12, 1000],
    [20, 2000],
  ])(
    'with %i positions of %i characters, skips only levels that do not fit',
    async (positions, chars) => {
      const content = resumeContent(profile(positions, chars));
      const skipped = firstLevelToTry(content, 2);
      const drawn = await drawResume(content, 2, skipped);
      const fromFirst = await drawResume(content, 2, 0);
      expect(drawn.level).toBe(fromFirst.level);
    },
    30_000,
  );
});
