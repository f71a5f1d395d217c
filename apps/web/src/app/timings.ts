/** How long the web app's messages stay and its motions take (the API knows nothing of these). */

/** Typing pauses this long before a search box asks again (the shared search field's own default). */
export { SEARCH_DEBOUNCE_MS } from '@hireloop/ui';
/** Sign-in and account toasts. */
export const AUTH_TOAST_MS = 3000;
/** Toasts on the job, bookmark, profile and survey pages. */
export const JOB_TOAST_MS = 4000;
/** A page that says where it goes next waits this long before going. */
export const REDIRECT_DELAY_MS = 1000;
/** The wait before the company's careers portal opens after applying. */
export const PORTAL_LINK_DELAY_MS = 1500;
/** The home page's figures turn every this long. */
export const STAT_ROTATION_MS = 3000;
/** The home page's feature cards turn every this long. */
export const FEATURE_ROTATION_MS = 4000;

/** How often the profile asks whether the resume has been read yet, while it is being read. */
export const RESUME_READING_POLL_MS = 2000;
