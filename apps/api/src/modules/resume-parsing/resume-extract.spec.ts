import { canonicalSkill, findEducation, findExperiences, findInResume, findSkills } from './resume-extract';

const SINGLE_COLUMN = `Priya Sharma
priya@example.com | +91 98765 43210
SUMMARY
Full-stack developer with five years of ReactJS and Node.js.
WORK EXPERIENCE
Senior Software Engineer, Infosys Ltd    Jan 2020 – Present
• Built the billing portal in React and TypeScript
• Led a team of four
Software Engineer | Wipro Technologies | Jun 2017 - Dec 2019
- Wrote REST APIs in Java and Spring Boot
EDUCATION
B.Tech in Computer Science, IIT Delhi, 2013 - 2017, CGPA 8.2/10
12th, Delhi Public School, 2013, 91.4%
SKILLS
JS, ReactJS, Node.js, PostgreSQL, Docker, Excel, Tally, GST`;

const STACKED = `Anita Verma
Professional Experience
Apollo Hospitals
Staff Nurse
March 2018 to Present
Patient care in the ICU; IV cannulation and wound dressing.
Monitored vital signs.
Fortis Clinic
Nursing Intern
2016-2017
Academic Qualifications
Rajiv Gandhi University of Health Sciences
B.Sc Nursing
2012 - 2016
HSC
St. Mary's Higher Secondary School
2012   82%
Key Skills: BLS, CPR, Patient Care`;

describe('findSkills', () => {
  it('finds dictionary skills as whole words, case-insensitively, under their usual names', () => {
    expect(findSkills('Skills: reactjs, js, ms excel, TALLY prime and gst filing')).toEqual([
      'React',
      'JavaScript',
      'Microsoft Excel',
      'Tally',
      'GST',
    ]);
  });

  it('does not find a skill inside another word or name', () => {
    expect(findSkills('Gulshan Javanagar wrote a Nodejsx file; Angularity; Reactive; C++ and C#')).toEqual([
      'C++',
      'C#',
    ]);
    expect(findSkills('Node.js')).toEqual(['Node.js']);
  });

  it('leaves out skills the profile has, under any of their names', () => {
    expect(findSkills('React, JavaScript, Docker', ['reactjs', 'JS'])).toEqual(['Docker']);
    expect(canonicalSkill('React.js')).toBe('React');
    expect(canonicalSkill('Basket weaving')).toBe('Basket weaving');
  });

  it('prefers the longer name where both start ("React Native" over "React")', () => {
    expect(findSkills('React Native apps')).toEqual(['React Native']);
  });
});

describe('findExperiences', () => {
  it('reads title, employer, dates and bullets from a single-column resume', () => {
    expect(findExperiences(SINGLE_COLUMN)).toEqual([
      {
        jobTitle: 'Senior Software Engineer',
        company: 'Infosys Ltd',
        duration: 'Jan 2020 – Present',
        description: 'Built the billing portal in React and TypeScript\nLed a team of four',
      },
      {
        jobTitle: 'Software Engineer',
        company: 'Wipro Technologies',
        duration: 'Jun 2017 - Dec 2019',
        description: 'Wrote REST APIs in Java and Spring Boot',
      },
    ]);
  });

  it('reads employer and title on the lines above the dates', () => {
    expect(findExperiences(STACKED)).toEqual([
      {
        jobTitle: 'Staff Nurse',
        company: 'Apollo Hospitals',
        duration: 'March 2018 to Present',
        description: 'Patient care in the ICU; IV cannulation and wound dressing.\nMonitored vital signs.',
      },
      { jobTitle: 'Nursing Intern', company: 'Fortis Clinic', duration: '2016-2017', description: '' },
    ]);
  });

  it('reads "Title at Company (dates)"', () => {
    expect(findExperiences('EMPLOYMENT HISTORY\nAccountant at Sharma & Co. (2015-2019)')).toEqual([
      { jobTitle: 'Accountant', company: 'Sharma & Co.', duration: '2015-2019', description: '' },
    ]);
  });

  it('finds nothing without an experience section or without dates', () => {
    expect(findExperiences('Software Engineer at Infosys 2019-2021')).toEqual([]);
    expect(findExperiences('EXPERIENCE\nFreelance writing for blogs')).toEqual([]);
  });
});

describe('findEducation', () => {
  it('reads degree, institution, year and grade on one line, and a school certificate', () => {
    expect(findEducation(SINGLE_COLUMN)).toEqual([
      {
        college: {
          degree: 'B.Tech in Computer Science',
          collegeName: 'IIT Delhi',
          year: '2017',
          cgpa: '8.2/10',
        },
      },
      { school: { grade: '12th', schoolName: 'Delhi Public School', year: '2013', percentage: '91.4%' } },
    ]);
  });

  it('reads institutions written on the line above or below the degree', () => {
    expect(findEducation(STACKED)).toEqual([
      {
        college: {
          degree: 'B.Sc Nursing',
          collegeName: 'Rajiv Gandhi University of Health Sciences',
          year: '2016',
          cgpa: '',
        },
      },
      {
        school: {
          grade: '12th',
          schoolName: "St. Mary's Higher Secondary School",
          year: '2012',
          percentage: '82%',
        },
      },
    ]);
  });

  it('finds degrees anywhere when there is no education section (MBA, M.Sc, B.Com)', () => {
    const found = findEducation(
      'MBA (Finance) from Symbiosis Institute 2021\nB.Com, Osmania University, 2018',
    );
    expect(found.map((e) => e.college?.degree)).toEqual(['MBA (Finance)', 'B.Com']);
    expect(found.map((e) => e.college?.collegeName)).toEqual(['Symbiosis Institute', 'Osmania University']);
  });
});

describe('findInResume', () => {
  it('proposes nothing from empty text', () => {
    expect(findInResume('   \n ')).toEqual([]);
  });

  it('keeps every value within the profile field limits', () => {
    const long = 'x'.repeat(300);
    const [found] = findExperiences(
      `EXPERIENCE\nEngineer, ${long} Ltd 2019-2021\n${Array(20).fill(long).join('\n')}`,
    );
    expect(found.company).toHaveLength(200);
    expect(found.description).toHaveLength(2000);
  });

  it('cuts every line to 400 characters, so that no line costs more than that to read', () => {
    const hostile = `EDUCATION\nB.Tech ${' 1'.repeat(50_000)}\nEXPERIENCE\n${'2019 '.repeat(20_000)}-`;
    const found = findInResume(hostile);
    expect(found.filter((f) => f.kind === 'education')).toHaveLength(1);
  });
});
