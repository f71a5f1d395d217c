import { afterEach, describe, expect, it } from 'vitest';

import { createEmotionCache, PRERENDERED_CLASSES } from './emotionCache';

describe('createEmotionCache', () => {
  afterEach(() => document.head.querySelectorAll('style').forEach((s) => s.remove()));

  it("counts the prerendered page's class rules as inserted and keeps their element where it is", () => {
    const style = document.createElement('style');
    style.setAttribute(PRERENDERED_CLASSES, 'abc123 def456');
    style.textContent = '.css-abc123{color:red}.css-def456{color:blue}';
    const after = document.createElement('meta');
    document.head.append(style, after);
    const cache = createEmotionCache();
    expect(cache.inserted).toEqual({ abc123: true, def456: true });
    expect(cache.sheet.tags).toEqual([style]);
    expect(style.nextSibling).toBe(after);
  });

  it('is an empty cache on a page that was not prerendered', () => {
    const cache = createEmotionCache();
    expect(cache.inserted).toEqual({});
    expect(cache.sheet.tags).toEqual([]);
  });
});
