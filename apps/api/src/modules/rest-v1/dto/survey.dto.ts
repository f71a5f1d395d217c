import { salaryBandOf, splitSkills } from '@hireloop/schema';
import { validated } from '../../../common/validated';
import { PreferenceSurveyInput } from '../../surveys/survey.types';
import { Fields, text, textList } from './fields';

/**
 * The legacy survey (`job_title`, `job_type`; skills as a list or comma-separated) as
 * PreferenceSurveyInput. The legacy client's dollar salary bands stand for the rupee bands in the same
 * place.
 */
export function legacySurveyInput(body: Fields): Promise<PreferenceSurveyInput> {
  return validated(PreferenceSurveyInput, {
    jobTitle: text(body.job_title ?? body.jobTitle),
    skills: splitSkills(Array.isArray(body.skills) ? textList(body.skills) : text(body.skills)),
    jobType: text(body.job_type ?? body.jobType),
    category: text(body.category),
    location: text(body.location),
    salary: salaryBandOf(text(body.salary)),
    shift: text(body.shift),
  });
}
