import createCache, { type EmotionCache } from '@emotion/cache';

/** On the style element of a prerendered page's class rules: their names (src/prerender/prerender.tsx). */
export const PRERENDERED_CLASSES = 'data-prerender-classes';

/**
 * The app's Emotion cache (MUI's styles), with the class rules of the prerendered page counted as
 * inserted: the app's first render draws the same page, and parsing and inserting those rules again was
 * most of its commit, a long task on a phone. The element joins the cache's sheet where it is (Emotion's
 * own server-rendering support would first move it, and the browser would take in its rules again), so
 * the app's rules follow it and global styles go before it, as with Emotion's own server rendering.
 */
export function createEmotionCache(): EmotionCache {
  const cache = createCache({ key: 'css' });
  const style = document.querySelector<HTMLStyleElement>(`style[${PRERENDERED_CLASSES}]`);
  if (style) {
    for (const name of (style.getAttribute(PRERENDERED_CLASSES) ?? '').split(' ')) {
      if (name) cache.inserted[name] = true;
    }
    cache.sheet.tags.push(style);
  }
  return cache;
}
