/** /recruiter/job/{id} */
export function recruiterJobPath(id: string): string {
  return `/recruiter/job/${encodeURIComponent(id)}`;
}

/** /recruiter/job/{id}/edit */
export function recruiterJobEditPath(id: string): string {
  return `${recruiterJobPath(id)}/edit`;
}

/** /recruiter/job/{id}/applicants */
export function jobApplicantsPath(id: string): string {
  return `${recruiterJobPath(id)}/applicants`;
}

/** /recruiter/job/post/new, with the company picked in advance when given. */
export function postJobPath(companyId?: string): string {
  return companyId
    ? `/recruiter/job/post/new?company=${encodeURIComponent(companyId)}`
    : '/recruiter/job/post/new';
}
