/** The route titles, loaded on the first navigation inside the app (pageTitle.ts). */
export { routeTitle } from '@hireloop/schema';
