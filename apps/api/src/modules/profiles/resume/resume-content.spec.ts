import type { SeekerProfile } from '../dto/profile.types';
import { clip, resumeContent, resumeFileName, SHORTENING_LEVELS, shorten } from './resume-content';

function profile(overrides: Partial<SeekerProfile> = {}): SeekerProfile {
  return {
    exists: true,
    complete: true,
    firstName: 'Asha',
    middleName: null,
    lastName: 'Verma',
    email: 'asha@example.in',
    contactNo: '+91 98765 43210',
    bio: 'Backend engineer.',
    skills: ['TypeScript', 'PostgreSQL'],
    photoUrl: null,
    resume: null,
    coverLetter: null,
    experiences: [],
    school: { schoolName: '', grade: '', percentage: '', year: '' },
    colleges: [],
    creditPoints: 0,
    updatedAt: null,
    ...overrides,
  };
}

const position = (i: number) => ({
  company: `Company ${i}`,
  jobTitle: `Engineer ${i}`,
  duration: `${2010 + i}–${2011 + i}`,
  description: `Work ${i}. `.repeat(100),
});

describe('clip', () => {
  it('keeps short text, collapsing its white space', () => {
    expect(clip('  Built   the\n\nsearch  ', 50)).toBe('Built the search');
  });

  it('cuts long text at a word boundary and ends it with an ellipsis within the limit', () => {
    const text = 'Designed and shipped the payments ledger for ₹40 crore a month of UPI transfers';
    const clipped = clip(text, 40);
    expect(clipped.length).toBeLessThanOrEqual(40);
    expect(clipped).toBe('Designed and shipped the payments…');
  });

  it('cuts a long word where it must', () => {
    expect(clip('x'.repeat(100), 10)).toBe(`${'x'.repeat(9)}…`);
  });
});

describe('resumeContent', () => {
  it('takes the name, the latest position as headline, e-mail and phone, and education lines', () => {
    const content = resumeContent(
      profile({
        middleName: 'K.',
        experiences: [position(2), position(1)],
        colleges: [{ collegeName: 'IIT Bombay', degree: 'B.Tech', year: '2019', cgpa: '8.4' }],
        school: { schoolName: 'DPS Pune', grade: 'XII', percentage: '92', year: '2015' },
      }),
    );
    expect(content.name).toBe('Asha K. Verma');
    expect(content.headline).toBe('Engineer 2 at Company 2');
    expect(content.contact).toEqual(['asha@example.in', '+91 98765 43210']);
    expect(content.education).toEqual([
      { title: 'B.Tech', detail: 'IIT Bombay · 2019 · CGPA 8.4' },
      { title: 'DPS Pune', detail: 'XII · 2015 · 92%' },
    ]);
  });

  it('leaves out blank positions and colleges, and a missing phone', () => {
    const content = resumeContent(
      profile({
        contactNo: null,
        experiences: [{ company: ' ', jobTitle: '', duration: '2020', description: 'x' }],
        colleges: [{ collegeName: '', degree: '', year: '2019', cgpa: '' }],
      }),
    );
    expect(content.headline).toBe('');
    expect(content.contact).toEqual(['asha@example.in']);
    expect(content.experiences).toEqual([]);
    expect(content.education).toEqual([]);
  });
});

describe('shorten', () => {
  const full = resumeContent(
    profile({ bio: 'word '.repeat(1000), experiences: Array.from({ length: 20 }, (_, i) => position(i)) }),
  );

  it('keeps every position in full at the first level, within its clip lengths', () => {
    const level = SHORTENING_LEVELS[0];
    const short = shorten(full, level);
    expect(short.experiences).toHaveLength(20);
    expect(short.omittedExperiences).toBe(0);
    expect(short.summary.length).toBeLessThanOrEqual(level.summary);
    expect(short.summary.endsWith('…')).toBe(true);
    expect(short.experiences.every((e) => e.description.length <= level.description)).toBe(true);
  });

  it('summarises older positions to their title line and counts the ones left out', () => {
    const level = SHORTENING_LEVELS[SHORTENING_LEVELS.length - 1];
    const short = shorten(full, level);
    expect(short.experiences).toHaveLength(level.listed);
    expect(short.experiences.slice(0, level.detailed).every((e) => e.description)).toBe(true);
    expect(short.experiences.slice(level.detailed).every((e) => !e.description && e.jobTitle)).toBe(true);
    expect(short.experiences[0].jobTitle).toBe('Engineer 0');
    expect(short.omittedExperiences).toBe(20 - level.listed);
  });

  it('keeps less at each level than at the one before', () => {
    for (let i = 1; i < SHORTENING_LEVELS.length; i++) {
      const [before, now] = [SHORTENING_LEVELS[i - 1], SHORTENING_LEVELS[i]];
      for (const key of Object.keys(now) as (keyof typeof now)[])
        expect(now[key]).toBeLessThanOrEqual(before[key]);
    }
  });
});

describe('resumeFileName', () => {
  it("joins the name's words with hyphens", () => {
    expect(resumeFileName('Tara  Iyer')).toBe('Tara-Iyer-resume.pdf');
    expect(resumeFileName('   ')).toBe('my-resume.pdf');
  });

  it('leaves out line breaks, quotes, slashes and right-to-left overrides', () => {
    expect(resumeFileName('Zed \u202efdp.exe')).toBe('Zed-fdp.exe-resume.pdf');
    expect(resumeFileName('A"b\r\nc/d\\e\u2066f')).toBe('A-b-c-d-e-f-resume.pdf');
  });
});
