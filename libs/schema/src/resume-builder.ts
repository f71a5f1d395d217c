/** Where a signed-in job seeker downloads their profile drawn as a PDF resume (GET, bearer token). */
export const GENERATED_RESUME_PATH = '/api/v1/profile/resume-pdf';

/** The most A4 pages a generated resume has: longer profiles are shortened to fit. */
export const RESUME_MAX_PAGES = 2;
