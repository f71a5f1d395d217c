import type { CsvColumn } from '../../common/csv-export';
import type { AdminRow, AdminTable } from '../admin/admin.service';
import type { ApplicantExportRow } from '../applications/applicant-notes.queries';
import { toCandidate } from '../applications/candidate.model';
import type { CandidateRow } from '../applications/candidates.service';

/**
 * The columns of each CSV export. A job's applicants: who they are, where their application stands, the
 * rating and notes of the job's side. (Answers to a job's questions will add one column per question.)
 */
export const APPLICANT_CSV: CsvColumn<ApplicantExportRow>[] = [
  { header: 'First name', value: (r) => r.firstName },
  { header: 'Middle name', value: (r) => r.middleName },
  { header: 'Last name', value: (r) => r.lastName },
  { header: 'E-mail', value: (r) => r.email },
  { header: 'Contact number', value: (r) => r.contactNo },
  { header: 'Status', value: (r) => r.status },
  { header: 'Applied at', value: (r) => r.appliedAt },
  { header: 'Updated at', value: (r) => r.updatedAt },
  { header: 'Skills', value: (r) => r.skills.join(', ') },
  { header: 'Resume', value: (r) => r.resumeName },
  { header: 'Rating', value: (r) => r.rating },
  { header: 'Rated by', value: (r) => r.ratedBy },
  { header: 'Rated at', value: (r) => r.ratedAt },
  { header: 'Notes', value: (r) => r.notes },
  { header: 'Screening result', value: (r) => r.screeningResult },
  {
    header: 'Screening answers',
    value: (r) =>
      r.screeningAnswers
        .map((a) => `${a.question}: ${a.value || '-'}${a.passed === false ? ' (knock-out failed)' : ''}`)
        .join('\n') || null,
  },
];

/** Candidates as the search shows them; contacts only where the candidate applied to the viewer. */
export const CANDIDATE_CSV: CsvColumn<ReturnType<typeof toCandidate>>[] = [
  { header: 'Name', value: (c) => c.name },
  { header: 'Title', value: (c) => c.title },
  { header: 'Skills', value: (c) => c.skills.join(', ') },
  { header: 'Experience', value: (c) => c.experience },
  { header: 'Availability', value: (c) => c.availability },
  { header: 'Expected salary', value: (c) => c.expectedSalary },
  { header: 'E-mail', value: (c) => c.email },
  { header: 'Contact number', value: (c) => c.contactNo },
  { header: 'Profile updated', value: (c) => c.updatedAt },
];

/** Candidate rows become the search's shape before their columns are read. */
export function candidateCsvRows(rows: CandidateRow[]) {
  return rows.map(toCandidate);
}

/** The columns of each admin table, as the table shows them. */
export const ADMIN_CSV: { [T in AdminTable]: CsvColumn<AdminRow<T>>[] } = {
  jobs: [
    { header: 'Title', value: (r) => r.title },
    { header: 'Company', value: (r) => r.company },
    { header: 'Location', value: (r) => r.location },
    { header: 'Type', value: (r) => r.jobType },
    { header: 'Salary', value: (r) => r.salary },
    { header: 'Status', value: (r) => r.status },
    { header: 'Applications', value: (r) => r.applications },
    { header: 'Posted at', value: (r) => r.createdAt },
  ],
  companies: [
    { header: 'Company', value: (r) => r.company },
    { header: 'Contact', value: (r) => r.contact },
    { header: 'E-mail', value: (r) => r.email },
    { header: 'Phone', value: (r) => r.phone },
    { header: 'Recruiter phone', value: (r) => r.recruiterPhone },
    { header: 'Industry', value: (r) => r.industry },
    { header: 'Size', value: (r) => r.size },
    { header: 'Location', value: (r) => r.location },
    { header: 'Subscription', value: (r) => r.subscription },
    { header: 'Website', value: (r) => r.website },
    { header: 'Jobs', value: (r) => r.jobs },
    { header: 'Joined at', value: (r) => r.createdAt },
  ],
  seekers: [
    { header: 'Name', value: (r) => r.name },
    { header: 'E-mail', value: (r) => r.email },
    { header: 'Phone', value: (r) => r.phone },
    { header: 'Experience entries', value: (r) => r.experience },
    { header: 'Latest title', value: (r) => r.latestTitle },
    { header: 'Skills', value: (r) => r.skills.join(', ') },
    { header: 'Education', value: (r) => r.education },
    { header: 'Credits', value: (r) => r.credits },
    { header: 'Profile', value: (r) => (r.hasProfile ? 'yes' : 'no') },
    { header: 'Active', value: (r) => (r.active ? 'yes' : 'no') },
    { header: 'Registered at', value: (r) => r.createdAt },
  ],
  applications: [
    { header: 'Applicant', value: (r) => r.applicant },
    { header: 'E-mail', value: (r) => r.email },
    { header: 'Phone', value: (r) => r.phone },
    { header: 'Job', value: (r) => r.job },
    { header: 'Location', value: (r) => r.location },
    { header: 'Type', value: (r) => r.jobType },
    { header: 'Category', value: (r) => r.category },
    { header: 'Salary', value: (r) => r.salary },
    { header: 'Status', value: (r) => r.status },
    { header: 'Applied at', value: (r) => r.createdAt },
  ],
};
