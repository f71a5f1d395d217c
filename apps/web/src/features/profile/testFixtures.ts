import type { MockLink } from '@apollo/client/testing';

import { MyProfileDocument, ResumeProposalsDocument } from '../../gql/graphql';

/** Test data of the profile feature. */

export function makeProfile(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'SeekerProfile' as const,
    exists: true,
    complete: true,
    firstName: 'Priya',
    middleName: null,
    lastName: 'Sharma',
    email: 'priya@example.com',
    contactNo: '+91-9876543210',
    photoUrl: null,
    bio: 'Frontend engineer who loves accessible interfaces.',
    skills: ['React', 'TypeScript'],
    resume: {
      __typename: 'ProfileDocument' as const,
      id: 'file-1',
      name: 'priya-resume.pdf',
      sizeBytes: 245_000,
      url: '/api/v1/files/file-1',
      uploadedAt: '2026-11-20T10:00:00.000Z',
    },
    coverLetter: null,
    experiences: [
      {
        __typename: 'ExperienceEntry' as const,
        company: 'Acme',
        jobTitle: 'Frontend Developer',
        duration: '2 years',
        description: 'Built the design system.',
      },
    ],
    school: {
      __typename: 'SchoolEntry' as const,
      schoolName: 'Kendriya Vidyalaya',
      grade: 'XII',
      percentage: '91',
      year: '2017',
    },
    colleges: [
      {
        __typename: 'CollegeEntry' as const,
        collegeName: 'IIT Madras',
        degree: 'B.Tech',
        year: '2021',
        cgpa: '8.6',
      },
    ],
    creditPoints: 120,
    updatedAt: '2026-11-21T10:00:00.000Z',
    ...overrides,
  };
}

export type ProfileFixture = ReturnType<typeof makeProfile>;

export function profileAnswer(profile: ProfileFixture = makeProfile()): MockLink.MockedResponse {
  return { request: { query: MyProfileDocument }, result: { data: { myProfile: profile } } };
}

const NO_ENTRY = { skill: null, experience: null, college: null, school: null };

/** What was read from a resume: by default one skill, one position and one degree, all pending. */
export function makeReading(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'ResumeReading' as const,
    status: 'DONE',
    resumeId: 'file-1',
    proposals: [
      {
        ...NO_ENTRY,
        __typename: 'ResumeProposal' as const,
        id: 'p-react',
        kind: 'SKILL',
        status: 'PENDING',
        skill: 'React',
      },
      {
        ...NO_ENTRY,
        __typename: 'ResumeProposal' as const,
        id: 'p-infosys',
        kind: 'EXPERIENCE',
        status: 'PENDING',
        experience: {
          __typename: 'ExperienceEntry' as const,
          company: 'Infosys Ltd',
          jobTitle: 'Senior Software Engineer',
          duration: 'Jan 2020 – Present',
          description: 'Built the portal.',
        },
      },
      {
        ...NO_ENTRY,
        __typename: 'ResumeProposal' as const,
        id: 'p-btech',
        kind: 'EDUCATION',
        status: 'PENDING',
        college: {
          __typename: 'CollegeEntry' as const,
          collegeName: 'IIT Delhi',
          degree: 'B.Tech',
          year: '2017',
          cgpa: '8.2',
        },
      },
    ] as Record<string, unknown>[],
    ...overrides,
  };
}

export function readingAnswer(reading = makeReading()): MockLink.MockedResponse {
  return { request: { query: ResumeProposalsDocument }, result: { data: { resumeProposals: reading } } };
}
