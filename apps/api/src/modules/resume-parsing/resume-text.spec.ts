import {
  capitalsResume,
  compressionBombPdf,
  corruptPdf,
  imageOnlyResume,
  singleColumnResume,
  threePageResume,
  twoColumnResume,
} from '../../../test/support/resume-layouts';
import { findInResume } from './resume-extract';
import { readPdfText } from './resume-text';

async function found(pdf: Promise<Buffer>) {
  const result = await readPdfText(await pdf);
  if (!result.ok) throw new Error(result.reason);
  return findInResume(result.text);
}

const skills = (items: Awaited<ReturnType<typeof found>>) =>
  items.flatMap((i) => (i.kind === 'skill' ? [i.skill] : []));
const experiences = (items: Awaited<ReturnType<typeof found>>) =>
  items.flatMap((i) => (i.kind === 'experience' ? [i.experience] : []));
const education = (items: Awaited<ReturnType<typeof found>>) =>
  items.flatMap((i) => (i.kind === 'education' ? [i.college ?? i.school] : []));

describe('readPdfText + findInResume over PDFs of several layouts', () => {
  it('single column', async () => {
    const items = await found(singleColumnResume());
    expect(skills(items)).toEqual(
      expect.arrayContaining([
        'React',
        'TypeScript',
        'GraphQL',
        'Node.js',
        'PostgreSQL',
        'JavaScript',
        'Docker',
      ]),
    );
    expect(experiences(items)).toEqual([
      expect.objectContaining({
        jobTitle: 'Senior Software Engineer',
        company: 'Infosys Ltd',
        duration: 'Jan 2020 – Present',
      }),
      expect.objectContaining({ jobTitle: 'Software Engineer', company: 'Wipro Technologies' }),
    ]);
    expect(education(items)).toEqual([
      { degree: 'B.Tech in Computer Science', collegeName: 'IIT Delhi', year: '2017', cgpa: '8.2/10' },
    ]);
  }, 30_000);

  it('two columns', async () => {
    const items = await found(twoColumnResume());
    expect(skills(items)).toEqual(expect.arrayContaining(['Tally', 'GST', 'Microsoft Excel', 'TDS']));
    expect(experiences(items).map((e) => [e.jobTitle, e.company, e.duration])).toEqual([
      ['Accountant', 'Sharma Traders', '2019-2023'],
      ['Accounts Assistant', 'Gupta Enterprises', '2016-2019'],
    ]);
    expect(education(items)).toEqual([
      { degree: 'B.Com', collegeName: 'University of Mumbai', year: '2016', cgpa: '' },
    ]);
  }, 30_000);

  it('headings in capitals, employer above the title', async () => {
    const items = await found(capitalsResume());
    expect(skills(items)).toEqual(
      expect.arrayContaining([
        'Patient Care',
        'Critical Care',
        'IV Cannulation',
        'Wound Care',
        'Basic Life Support',
        'CPR',
      ]),
    );
    expect(experiences(items).map((e) => [e.jobTitle, e.company, e.duration])).toEqual([
      ['Staff Nurse', 'Apollo Hospitals', 'March 2018 to Present'],
    ]);
    expect(education(items)).toEqual([
      {
        degree: 'B.Sc Nursing',
        collegeName: 'Rajiv Gandhi University of Health Sciences',
        year: '2016',
        cgpa: '',
      },
      { grade: '12th', schoolName: 'Kendriya Vidyalaya', year: '2012', percentage: '82%' },
    ]);
  }, 30_000);

  it('three pages', async () => {
    const items = await found(threePageResume());
    expect(experiences(items).map((e) => [e.jobTitle, e.company])).toEqual([
      ['Data Analyst', 'Flipkart'],
      ['Business Analyst', 'Deloitte'],
    ]);
    expect(education(items)).toEqual([
      expect.objectContaining({
        degree: 'MBA (Business Analytics)',
        collegeName: 'Symbiosis Institute of Business Management',
      }),
    ]);
  }, 30_000);

  it('an image-only PDF has no text, and a corrupt one is a result, not a throw', async () => {
    const scan = await readPdfText(await imageOnlyResume());
    expect(scan).toEqual({ ok: true, text: '', pages: 1 });
    const corrupt = await readPdfText(corruptPdf());
    expect(corrupt.ok).toBe(false);
  }, 30_000);

  it('gives up a file past its time limit, and reads only the first pages', async () => {
    expect(await readPdfText(await threePageResume(), { timeoutMs: 1 })).toEqual({
      ok: false,
      reason: 'timed out',
    });
    const first = await readPdfText(await threePageResume(), { maxPages: 1 });
    expect(first.ok && first.text).toContain('Karthik Iyer');
    expect(first.ok && first.text).not.toContain('Flipkart');
  }, 30_000);

  it('survives deeply nested objects', async () => {
    const depth = 200_000;
    const body = `%PDF-1.4\n1 0 obj\n${'['.repeat(depth)}${']'.repeat(depth)}\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n`;
    const result = await readPdfText(Buffer.from(body));
    expect(result.ok).toBe(false);
  }, 30_000);

  it('reads in a process of its own whose memory is bounded: a compression bomb fails there, not in the API', async () => {
    const bomb = await compressionBombPdf(300);
    expect(bomb.length).toBeLessThan(400_000);
    const before = process.memoryUsage().rss;
    const bounded = await readPdfText(bomb, { memoryKib: 200 * 1024 });
    expect(bounded.ok).toBe(false);
    // The same file with room enough is read (all spaces: no text), so it was the limit that stopped it.
    expect(await readPdfText(bomb, { memoryKib: 1024 * 1024 })).toEqual({ ok: true, text: '', pages: 1 });
    expect(process.memoryUsage().rss - before).toBeLessThan(100 * 1024 * 1024);
  }, 60_000);
});
