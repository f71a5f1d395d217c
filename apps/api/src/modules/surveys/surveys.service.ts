import { splitSkills, SurveyAnswers, validateSurvey, yearlySalary } from '@hireloop/schema';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, Repository } from 'typeorm';
import { BadInputError } from '../../common/errors';
import { PreferenceSurvey } from './preference-survey.entity';

@Injectable()
export class SurveysService {
  constructor(@InjectRepository(PreferenceSurvey) private readonly surveys: Repository<PreferenceSurvey>) {}

  /** Erases the seeker's answers (in the caller's transaction). */
  async eraseOf(userId: string, manager: EntityManager): Promise<void> {
    await manager.getRepository(PreferenceSurvey).delete({ userId });
  }

  find(userId: string): Promise<PreferenceSurvey | null> {
    return this.surveys.findOneBy({ userId });
  }

  /** The seeker's answers, for their data export (null when they never answered). */
  async exportFor(userId: string) {
    const s = await this.find(userId);
    if (!s) return null;
    const { jobTitle, skills, jobType, category, location, salary, shift } = s;
    return {
      jobTitle,
      skills,
      jobType,
      category,
      location,
      salary,
      shift,
      createdAt: s.createdAt.toISOString(),
      updatedAt: s.updatedAt.toISOString(),
    };
  }

  /** Saves (or replaces) the seeker's answers; every step must be answered. */
  async save(userId: string, answers: SurveyAnswers): Promise<PreferenceSurvey> {
    const clean = {
      jobTitle: (answers.jobTitle ?? '').trim(),
      skills: splitSkills(answers.skills ?? []),
      jobType: (answers.jobType ?? '').trim(),
      category: (answers.category ?? '').trim(),
      location: (answers.location ?? '').trim(),
      salary: (answers.salary ?? '').trim(),
      shift: (answers.shift ?? '').trim(),
    };
    const problem = validateSurvey(clean);
    if (problem) throw new BadInputError(problem);
    const expectedSalaryInr = yearlySalary(clean.salary)?.min ?? null;
    await this.surveys.upsert({ userId, ...clean, expectedSalaryInr, updatedAt: new Date() }, ['userId']);
    return this.surveys.findOneByOrFail({ userId });
  }
}
