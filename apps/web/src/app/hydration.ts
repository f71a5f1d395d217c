import { useSyncExternalStore } from 'react';

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

/**
 * Hands what the visitor typed into the prerendered markup, before the app hydrated it, to the app: for
 * each text box whose value differs from the one the app rendered, React is told of the change as if it
 * had been typed now (its `onChange` runs), and the caret stays where it was. Hydration keeps the
 * elements themselves, so focus stays too. Runs once the hydrated tree has committed.
 */
export function adoptTypedValues(root: HTMLElement): void {
  for (const field of root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')) {
    if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) continue;
    const typed = field.value;
    if (typed === field.defaultValue) continue;
    const { selectionStart, selectionEnd, selectionDirection } = field;
    // Through React's value tracker (it then holds the rendered value), then past it, so that the input
    // event reads as a change.
    field.value = field.defaultValue;
    const prototype =
      field instanceof HTMLInputElement ? HTMLInputElement.prototype : HTMLTextAreaElement.prototype;
    Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, typed);
    field.dispatchEvent(new Event('input', { bubbles: true }));
    if (document.activeElement === field && selectionStart !== null && selectionEnd !== null) {
      field.setSelectionRange(selectionStart, selectionEnd, selectionDirection ?? undefined);
    }
  }
}

const noSubscription = () => () => undefined;

/**
 * False on the server and while the app hydrates prerendered markup, true otherwise (and right after
 * hydration, which renders again). What depends on where it runs (the visitor's time zone) is drawn the
 * server's way first, so the hydrated markup matches, then the visitor's.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
