/** The title builders, loaded when a title changes after the first load (pageTitle.ts). */
export { companyHead, jobTitle, routeTitle } from '@hireloop/schema';
