import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

import { usePlatform } from './platform';

// Needed only once the visitor navigates (the page the server sends has its title): not part of the first
// load's code.
const load = () => import('./routeTitle');

/** Titles that pages gave themselves from their data (a job's page: the job), by path. */
const pageTitles = new Map<string, string>();

/**
 * Keeps the tab's title on the page shown after navigation inside the app, from the same head builders as
 * the server's (libs/schema seo): the route's title at once, or the title the page gave itself from its
 * data (usePageTitle). On the first load the server's title stays.
 */
export function useRouteTitle(): void {
  const { pathname, search } = useLocation();
  const { name } = usePlatform();
  const arrived = useRef<string | null>(`${pathname}${search}\n${name}`);

  useEffect(() => {
    const key = `${pathname}${search}\n${name}`;
    if (key === arrived.current) return undefined;
    arrived.current = null;
    let live = true;
    load()
      .then(({ routeTitle }) => {
        if (live) document.title = pageTitles.get(pathname) ?? routeTitle(pathname, search.slice(1), name);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [pathname, search, name]);
}

/** The tab's title for a page made from its data (null while it loads): kept while the page shows. */
export function usePageTitle(title: string | null): void {
  const { pathname } = useLocation();
  useEffect(() => {
    if (!title) return undefined;
    pageTitles.set(pathname, title);
    document.title = title;
    return () => {
      if (pageTitles.get(pathname) === title) pageTitles.delete(pathname);
    };
  }, [pathname, title]);
}
