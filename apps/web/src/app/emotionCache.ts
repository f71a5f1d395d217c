import createCache, { type EmotionCache } from '@emotion/cache';

/** On the style element of a prerendered page's class rules: their names (src/prerender/prerender.tsx). */
export const PRERENDERED_CLASSES = 'data-prerender-classes';

/**
 * On each style element of a prerendered page's global styles (CSS baseline, keyframes, the theme's
 * variables: one element for what all colour modes share, one per mode): the names of the styles in it.
 */
export const PRERENDERED_GLOBALS = 'data-prerender-globals';

const namesOf = (style: Element, attribute: string) =>
  (style.getAttribute(attribute) ?? '').split(' ').filter(Boolean);

/**
 * The app's Emotion cache (MUI's styles), with the styles of the prerendered page counted as inserted:
 * the app's first render draws the same page, and parsing and inserting those rules again was most of its
 * commit, a long task on a phone. The class rules' element joins the cache's sheet where it is (Emotion's
 * own server-rendering support would first move it, and the browser would take in its rules again), so
 * the app's rules follow it and global styles go before it, as with Emotion's own server rendering.
 * A global style (`<Global>`, which inserts without asking the cache) that the page came with is not
 * inserted again: its element stays as long as the page, so the style applies whenever its `<Global>` is
 * mounted. A colour mode's variables that the server left out (the visitor's mode was known) are not
 * named on the page and are inserted when the visitor switches to that mode.
 */
export function createEmotionCache(): EmotionCache {
  const cache = createCache({ key: 'css' });
  const style = document.querySelector<HTMLStyleElement>(`style[${PRERENDERED_CLASSES}]`);
  if (style) {
    for (const name of namesOf(style, PRERENDERED_CLASSES)) cache.inserted[name] = true;
    cache.sheet.tags.push(style);
  }
  const globals = new Set(
    [...document.querySelectorAll(`style[${PRERENDERED_GLOBALS}]`)].flatMap((element) =>
      namesOf(element, PRERENDERED_GLOBALS),
    ),
  );
  if (globals.size > 0) {
    for (const name of globals) cache.inserted[name] = true;
    const insert = cache.insert.bind(cache);
    cache.insert = (selector, serialized, sheet, shouldCache) =>
      selector === '' && globals.has(serialized.name)
        ? undefined
        : insert(selector, serialized, sheet, shouldCache);
  }
  return cache;
}
