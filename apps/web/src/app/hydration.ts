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
 * Reads what the visitor typed into the prerendered markup before the app hydrates it, and returns the
 * step that hands it to the app once the hydrated tree has committed: for each text box whose value
 * differed from the one the markup was drawn with, React is told of the change as if it had been typed
 * now (its `onChange` runs), and the caret stays where it was. Read before `hydrateRoot`, because
 * hydrating a controlled box may set it back to the rendered value. Hydration keeps the elements
 * themselves, so focus stays too.
 */
export function rememberTypedValues(root: HTMLElement): () => void {
  const typed = [...root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')]
    .filter(
      (field) =>
        !(field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')),
    )
    .filter((field) => field.value !== field.defaultValue)
    .map((field) => ({
      field,
      value: field.value,
      selection: [field.selectionStart, field.selectionEnd, field.selectionDirection] as const,
    }));
  return () => {
    for (const { field, value, selection } of typed) {
      const [start, end, direction] = selection;
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
    }
  };
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
