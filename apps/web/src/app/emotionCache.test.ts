import { afterEach, describe, expect, it } from 'vitest';

import { createElement } from 'react';

import { CacheProvider, Global, type CSSObject } from '@emotion/react';
import { render } from '@testing-library/react';

import { createEmotionCache, PRERENDERED_CLASSES, PRERENDERED_GLOBALS } from './emotionCache';

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

  it('inserts no global style the page came with, and those it did not come with as usual', () => {
    const shared = { ':root': { '--gap': '8px' } };
    const dark = { '.dark': { '--ink': 'white' } };
    const light = { ':root, .light': { '--ink': 'black' } };
    const nameOf = (styles: CSSObject) => {
      const probe = createEmotionCache();
      const names: string[] = [];
      probe.insert = (_selector, serialized) => void names.push(serialized.name);
      render(createElement(CacheProvider, { value: probe }, createElement(Global, { styles }))).unmount();
      return names[0];
    };
    const sent = document.createElement('style');
    sent.setAttribute(PRERENDERED_GLOBALS, `${nameOf(shared)} ${nameOf(dark)}`);
    sent.textContent = ':root{--gap:8px}.dark{--ink:white}';
    document.head.append(sent);
    const cache = createEmotionCache();
    const before = document.head.querySelectorAll('style').length;
    const page = (styles: CSSObject[]) =>
      createElement(
        CacheProvider,
        { value: cache },
        styles.map((s, i) => createElement(Global, { key: i, styles: s })),
      );
    const { rerender } = render(page([shared, dark]));
    expect(document.head.querySelectorAll('style')).toHaveLength(before);
    // A mode the page came without (the server left it out) is inserted when the visitor switches to it.
    rerender(page([shared, light]));
    const added = [...document.head.querySelectorAll('style')].filter((s) => s !== sent);
    expect(added.map((s) => s.textContent).join('')).toContain('--ink:black');
    expect(added.map((s) => s.textContent).join('')).not.toContain('--gap');
  });
});
