import { useEffect, useEffectEvent, useRef } from 'react';
import { useLocation } from 'react-router-dom';

import { usePlatform } from './platform';

// Needed only once a title changes after the first load (the page the server sends has its title): not
// part of the first load's code.
const load = () => import('./routeTitle');

/** The title builders (libs/schema seo), once loaded. */
export type TitleBuilders = Awaited<ReturnType<typeof load>>;

/** A title made from a page's data with the title builders. */
export type PageTitleOf = (titles: TitleBuilders) => string;

/** Titles that pages gave themselves from their data (a job's page: the job), by path. */
const pageTitles = new Map<string, PageTitleOf>();

/** Whether the title has changed since the first load (until then the server's title is the page's). */
let changed = false;

/** Sets the tab's title with the builders once loaded, unless stopped before; returns the stop. */
function setTitle(title: PageTitleOf): () => void {
  let live = true;
  load()
    .then((titles) => {
      if (live) document.title = title(titles);
    })
    .catch(() => undefined);
  return () => {
    live = false;
  };
}

/**
 * Keeps the tab's title on the page shown after navigation inside the app, from the same head builders as
 * the server's (libs/schema seo): the title the page gave itself from its data (usePageTitle), else its
 * route's. On the first load the server's title stays.
 */
export function useRouteTitle(): void {
  const { pathname, search } = useLocation();
  const { name } = usePlatform();
  const arrived = useRef<string | null>(`${pathname}${search}\n${name}`);

  useEffect(() => {
    if (`${pathname}${search}\n${name}` === arrived.current) return undefined;
    arrived.current = null;
    changed = true;
    return setTitle((titles) =>
      (pageTitles.get(pathname) ?? ((t) => t.routeTitle(pathname, search.slice(1), name)))(titles),
    );
  }, [pathname, search, name]);
}

/**
 * A page's title made from its data (null while it loads), kept while the page shows. `key` names the
 * data the title is made of (e.g. the job's id and title): the title is made again when it changes.
 */
export function usePageTitle(title: PageTitleOf | null, key: string): void {
  const { pathname } = useLocation();
  const ready = title !== null;
  const currentTitle = useEffectEvent(() => title);

  useEffect(() => {
    const current = currentTitle();
    if (!ready || !current) return undefined;
    pageTitles.set(pathname, current);
    const stop = changed ? setTitle(current) : () => undefined;
    return () => {
      stop();
      if (pageTitles.get(pathname) === current) pageTitles.delete(pathname);
    };
  }, [pathname, key, ready]);
}
