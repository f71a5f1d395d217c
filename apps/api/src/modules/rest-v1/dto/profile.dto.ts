import { splitSkills } from '@hireloop/schema';
import { BadInputError } from '../../../common/errors';
import { validated } from '../../../common/validated';
import { ProfileInput } from '../../profiles/dto/profile.types';
import { Fields, text, textList } from './fields';

/** A multipart field that carries JSON (the profile form's lists); absent or empty: `fallback`. */
function parseJson(value: unknown, fallback: unknown, field: string): unknown {
  if (value === undefined || value === null || value === '') return fallback;
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    throw new BadInputError(`${field} must be valid JSON`);
  }
}

const isFields = (v: unknown): v is Fields => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The legacy profile form (`firstname`, `contact_No`, `jobExperiences` and `education` as JSON, the
 * entries' old names `position`, `name`, `gpa`) as ProfileInput; the documents travel as files.
 */
export function legacyProfileInput(body: Fields): Promise<ProfileInput> {
  const experiences = parseJson(body.jobExperiences, [], 'jobExperiences');
  const education = parseJson(body.education, {}, 'education');
  const colleges = isFields(education) ? (education.college ?? []) : [];
  if (
    !Array.isArray(experiences) ||
    !experiences.every(isFields) ||
    !isFields(education) ||
    !Array.isArray(colleges) ||
    !colleges.every(isFields)
  ) {
    throw new BadInputError('jobExperiences and education.college must be lists');
  }
  const school = education.school;
  if (school !== undefined && school !== null && !isFields(school)) {
    throw new BadInputError('education.school must be an object');
  }
  return validated(ProfileInput, {
    firstName: text(body.firstname ?? body.firstName),
    middleName: text(body.middlename ?? body.middleName) || null,
    lastName: text(body.lastname ?? body.lastName),
    contactNo: text(body.contact_No ?? body.contactNo) || null,
    bio: text(body.bio),
    skills: splitSkills(Array.isArray(body.skills) ? textList(body.skills) : text(body.skills)),
    experiences: experiences.map((e) => ({
      company: text(e.company),
      jobTitle: text(e.jobTitle ?? e.position),
      duration: text(e.duration),
      description: text(e.description),
    })),
    school: school
      ? {
          schoolName: text(school.schoolName ?? school.name),
          grade: text(school.grade),
          percentage: text(school.percentage),
          year: text(school.year),
        }
      : null,
    colleges: colleges.map((c) => ({
      collegeName: text(c.collegeName ?? c.name),
      degree: text(c.degree),
      year: text(c.year),
      cgpa: text(c.cgpa ?? c.gpa),
    })),
    removeResume: false,
    removeCoverLetter: false,
  });
}
