import { InMemoryCache } from '@apollo/client';

/** The Apollo cache of the web app (and of its tests, so they see what the app sees). */
export function createCache(): InMemoryCache {
  return new InMemoryCache({
    typePolicies: {
      // A page of applicants is asked for in two parts (the cards, then the screening answers): the
      // second adds to the first instead of replacing it.
      JobApplicants: { merge: true },
    },
  });
}
