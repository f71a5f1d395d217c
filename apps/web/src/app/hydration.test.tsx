import { act, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';

import { rememberTypedValues, takePrerenderedCopy, useHydrated } from './hydration';

function Search({ onText }: { onText: (text: string) => void }) {
  const [text, setText] = useState('');
  onText(text);
  return (
    <form>
      <input aria-label="Search jobs" value={text} onChange={(event) => setText(event.target.value)} />
      <input type="checkbox" aria-label="Remote" />
    </form>
  );
}

describe('takePrerenderedCopy', () => {
  afterEach(() => document.body.replaceChildren());

  it('hands the prerendered page to the app, unmarked', () => {
    const root = document.createElement('div');
    const page = document.createElement('div');
    page.dataset['prerender'] = '';
    page.textContent = 'P';
    root.append(page);
    document.body.append(root);
    const copy = takePrerenderedCopy(root);
    expect(copy).toBe(page);
    expect(copy?.hasAttribute('data-prerender')).toBe(false);
    expect(root.children).toHaveLength(1);
  });

  it('is null without prerendered markup', () => {
    const root = document.createElement('div');
    expect(takePrerenderedCopy(root)).toBeNull();
  });
});

describe('rememberTypedValues', () => {
  beforeAll(() => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  });
  afterEach(() => document.body.replaceChildren());

  it('hands text typed before hydration to the component that owns the box, caret and focus kept', async () => {
    const container = document.createElement('div');
    // The server's markup, as the prerendered page brings it.
    container.append(
      document.createRange().createContextualFragment(renderToString(<Search onText={() => undefined} />)),
    );
    document.body.append(container);
    const input = container.querySelector<HTMLInputElement>('input[aria-label="Search jobs"]')!;
    // The visitor types before the app has loaded, and moves the caret back by one.
    input.focus();
    input.value = 'React';
    input.setSelectionRange(4, 4);

    let seen = '';
    const adoptTypedValues = rememberTypedValues(container);
    await act(async () => {
      hydrateRoot(container, <Search onText={(text) => (seen = text)} />);
    });
    expect(seen).toBe('');
    await act(async () => adoptTypedValues());
    expect(seen).toBe('React');
    expect(input.value).toBe('React');
    expect(document.activeElement).toBe(input);
    expect([input.selectionStart, input.selectionEnd]).toEqual([4, 4]);
  });
});

describe('useHydrated', () => {
  it('is false in the server render and true in a client render', () => {
    function Where() {
      return <>{useHydrated() ? 'client' : 'server'}</>;
    }
    expect(renderToString(<Where />)).toBe('server');
  });
});
