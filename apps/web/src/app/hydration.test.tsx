import { act, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';

import { rememberTypedValues, takePrerenderedCopy, useTypedValueHandover } from './hydration';

function Search({ onText }: { onText: (text: string) => void }) {
  const [text, setText] = useState('');
  const box = useRef<HTMLInputElement>(null);
  useTypedValueHandover(box);
  onText(text);
  return (
    <form>
      <input
        ref={box}
        aria-label="Search jobs"
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <input type="checkbox" aria-label="Remote" />
    </form>
  );
}

/** The app's frame: the page is in a Suspense boundary, which React hydrates after the frame. */
function Page({ onText, onFirstCommit }: { onText: (text: string) => void; onFirstCommit?: () => void }) {
  useEffect(() => onFirstCommit?.(), [onFirstCommit]);
  return (
    <main>
      <Suspense fallback="Loading">
        <Search onText={onText} />
      </Suspense>
    </main>
  );
}

/** The server's markup of `page`, in the document, as the prerendered page brings it. */
function prerender(page: ReactNode): HTMLElement {
  const container = document.createElement('div');
  container.append(document.createRange().createContextualFragment(renderToString(page)));
  document.body.append(container);
  return container;
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

  it('hands text typed before hydration to the component that owns the box once it has hydrated, caret and focus kept', async () => {
    const container = prerender(<Page onText={() => undefined} />);
    const input = container.querySelector<HTMLInputElement>('input[aria-label="Search jobs"]')!;
    // The visitor types before the app has loaded...
    input.focus();
    input.value = 'Rea';
    rememberTypedValues(container);
    // ...and on while it hydrates, then moves the caret back by one.
    input.value = 'React';
    input.setSelectionRange(4, 4);

    const seen: string[] = [];
    let seenAtFirstCommit: string[] = [];
    await act(async () => {
      hydrateRoot(
        container,
        <Page
          onText={(text) => seen.push(text)}
          onFirstCommit={() => {
            seenAtFirstCommit = [...seen];
          }}
        />,
      );
    });
    // The frame committed before the box's component had drawn anything.
    expect(seenAtFirstCommit).toEqual([]);
    expect(seen.at(-1)).toBe('React');
    expect(input.value).toBe('React');
    expect(document.activeElement).toBe(input);
    expect([input.selectionStart, input.selectionEnd]).toEqual([4, 4]);
    // The checkbox is left as it is; the box goes on with the app.
    expect(container.querySelector<HTMLInputElement>('input[type="checkbox"]')!.checked).toBe(false);
  });

  it('hands over the text a box held before hydrateRoot when hydrating set it back (a textarea)', async () => {
    function Note({ onText }: { onText: (text: string) => void }) {
      const [text, setText] = useState('Hello');
      const box = useRef<HTMLTextAreaElement>(null);
      useTypedValueHandover(box);
      onText(text);
      return <textarea ref={box} aria-label="Note" value={text} onChange={(e) => setText(e.target.value)} />;
    }
    const container = prerender(<Note onText={() => undefined} />);
    const note = container.querySelector('textarea')!;
    note.focus();
    note.value = 'Hello there';
    note.setSelectionRange(5, 5);
    rememberTypedValues(container);

    const seen: string[] = [];
    await act(async () => {
      hydrateRoot(container, <Note onText={(text) => seen.push(text)} />);
    });
    expect(seen.at(-1)).toBe('Hello there');
    expect(note.value).toBe('Hello there');
    expect([note.selectionStart, note.selectionEnd]).toEqual([5, 5]);
  });

  it('leaves a box the visitor did not type into, and one that was not in the prerendered markup', async () => {
    const container = prerender(<Page onText={() => undefined} />);
    rememberTypedValues(container);
    const seen: string[] = [];
    await act(async () => {
      hydrateRoot(container, <Page onText={(text) => seen.push(text)} />);
    });
    expect(new Set(seen)).toEqual(new Set(['']));

    // A box the app draws itself starts from its own value, whatever its element holds.
    const drawn = document.createElement('div');
    document.body.append(drawn);
    const root = createRoot(drawn);
    await act(async () => root.render(<Page onText={(text) => seen.push(text)} />));
    const box = drawn.querySelector<HTMLInputElement>('input[aria-label="Search jobs"]')!;
    box.value = 'typed later';
    await act(async () => root.render(<Page onText={(text) => seen.push(text)} />));
    expect(new Set(seen)).toEqual(new Set(['']));
    await act(async () => root.unmount());
  });
});
