/** /recruiter/company/{id} */
export function companyPath(id: string): string {
  return `/recruiter/company/${encodeURIComponent(id)}`;
}

/** /recruiter/company/{id}/edit */
export function companyEditPath(id: string): string {
  return `${companyPath(id)}/edit`;
}

/** /recruiter/company/{id}/jobs */
export function companyJobsPath(id: string): string {
  return `${companyPath(id)}/jobs`;
}
