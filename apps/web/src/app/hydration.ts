import { useEffect, type RefObject } from 'react';

import { PRERENDERED_SITE } from './platform';

/** On the prerendered page when it was drawn with its data (src/prerender/prerender.tsx). */
export const PRERENDERED_WITH_DATA = 'data-prerender-data';

/**
 * Whether the prerendered markup shows the platform as `signature` says (siteSignature): markup drawn
 * with another name or logo (the build's, before an administrator changed them) is drawn again instead
 * of hydrated, which would find the text different.
 */
export function prerenderedForSite(container: HTMLElement, signature: string): boolean {
  const copy = container.querySelector<HTMLElement>(':scope > [data-prerender]');
  return copy?.getAttribute(PRERENDERED_SITE) === signature;
}

/**
 * The prerendered page (src/prerender/prerender.tsx, drawn once for both colour modes) that the app
 * hydrates: it loses its `data-prerender` mark (which hides it from signed-in visitors) and from now on
 * is the app's container. Null when the page came without prerendered markup.
 */
export function takePrerenderedCopy(container: HTMLElement): HTMLElement | null {
  const copy = container.querySelector<HTMLElement>(':scope > [data-prerender]');
  copy?.removeAttribute('data-prerender');
  return copy;
}

type TextField = HTMLInputElement | HTMLTextAreaElement;

/** A text box's text and caret. */
interface Typed {
  value: string;
  selection: readonly [number | null, number | null, 'forward' | 'backward' | 'none' | null];
}

const typedOf = (field: TextField): Typed => ({
  value: field.value,
  selection: [field.selectionStart, field.selectionEnd, field.selectionDirection],
});

/**
 * The prerendered page's text boxes whose text has not been handed to the app yet, with what they held
 * before hydrateRoot.
 */
const typedBeforeHydration = new WeakMap<TextField, Typed>();

/**
 * Remembers the text boxes of the prerendered markup, and what the visitor typed into them (the markup
 * works before any JavaScript has loaded), before the app hydrates it. Each box's text is handed to the
 * component that renders the box once React has hydrated that box (useTypedValueHandover). Checkboxes
 * and radio buttons are left as they are.
 */
export function rememberTypedValues(root: HTMLElement): void {
  for (const field of root.querySelectorAll<TextField>('input, textarea')) {
    if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) continue;
    typedBeforeHydration.set(field, typedOf(field));
  }
}

/**
 * Hands what the visitor typed into a box of the prerendered markup (rememberTypedValues) to the
 * component that renders the box, once: call it in that component with the box's ref. Its effect runs
 * when React has hydrated the box, which may be well after the app's first commit (a Suspense boundary
 * is hydrated in a pass of its own, and an event on a box not hydrated yet reaches no handler). A box
 * whose text differs from the value it was drawn with is then told of the change as if it had been
 * typed now (its `onChange` runs), and the caret stays where it was: the text the box shows (typed
 * before or during hydration), else the text it held before hydrateRoot, as hydrating a `<textarea>`
 * sets it back to the rendered value. Hydration keeps the element itself, so focus stays too.
 */
export function useTypedValueHandover(ref: RefObject<TextField | null>): void {
  useEffect(() => {
    const field = ref.current;
    const before = field && typedBeforeHydration.get(field);
    if (!field || !before) return;
    typedBeforeHydration.delete(field);
    const now = typedOf(field);
    if (now.value !== field.defaultValue) handOver(field, now);
    else if (before.value !== field.defaultValue) handOver(field, before);
  }, [ref]);
}

function handOver(field: TextField, { value, selection: [start, end, direction] }: Typed): void {
  // After the event React sets a controlled box back to its props unless the change has rendered, and it
  // cannot render during its own commit (where effects run): the event is sent once the commit is over.
  queueMicrotask(() => {
    if (!field.isConnected) return;
    // Through React's value tracker (it then holds the rendered value), then past it, so that the input
    // event reads as a change.
    field.value = field.defaultValue;
    const prototype =
      field instanceof HTMLInputElement ? HTMLInputElement.prototype : HTMLTextAreaElement.prototype;
    Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
    field.dispatchEvent(new Event('input', { bubbles: true }));
    if (document.activeElement === field && start !== null && end !== null) {
      field.setSelectionRange(start, end, direction ?? undefined);
    }
  });
}
