import { MAIN_CONTENT_ID } from '@hireloop/ui';

/** How long a new page without its heading yet leaves the focus where it was before it goes to `<main>`. */
export const MAIN_FALLBACK_MS = 500;
/** How long a new page may take to draw its heading (its code, its data) to still receive the focus. */
export const HEADING_WAIT_MS = 10_000;

/** Where the user types or chooses: focus there stays, even when the path changes meanwhile. */
const EDITING =
  'input, textarea, select, [contenteditable=""], [contenteditable="true"], [role="textbox"], [role="combobox"]';
/** Focus inside a dialog stays there. */
const DIALOG = '[role="dialog"], [role="alertdialog"], [aria-modal="true"]';

function keepsFocus(element: Element | null): boolean {
  return (
    element !== null &&
    element !== document.body &&
    element.isConnected &&
    element.closest(`${EDITING}, ${DIALOG}`) !== null
  );
}

/** Focuses an element the script may focus but Tab skips (tabindex -1 unless it has a tabindex). */
function focusTarget(element: HTMLElement) {
  if (!element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1');
  // The scroll position is the router's (top of a new page, the remembered one going back).
  element.focus({ preventScroll: true });
}

let interacted = false;

/**
 * Watches for the user's first action (a key, a pointer, a click, also one from assistive technology)
 * from now on; until then navigations are the first load's redirects. Returns the function that stops it.
 */
export function watchInteraction(): () => void {
  interacted = false;
  const mark = () => {
    interacted = true;
  };
  const events = ['pointerdown', 'keydown', 'click'] as const;
  for (const type of events) document.addEventListener(type, mark, true);
  return () => {
    for (const type of events) document.removeEventListener(type, mark, true);
  };
}

/**
 * After navigation to another path: moves the focus to the new page's `<h1>` in `<main>` as soon as it is
 * drawn; while it is not, after MAIN_FALLBACK_MS to `<main>` itself. Gives up after HEADING_WAIT_MS, or as
 * soon as the user acts (a key, a pointer) or anything else moves the focus. Nothing moves before the
 * user's first action (the first load's redirects), nor away from a field being filled in or a dialog.
 * Returns the function that stops it.
 */
export function focusNewPage(): () => void {
  if (!interacted || keepsFocus(document.activeElement)) return () => undefined;
  let moving = false;
  const move = (element: HTMLElement) => {
    moving = true;
    try {
      focusTarget(element);
    } finally {
      moving = false;
    }
  };
  const main = () => document.getElementById(MAIN_CONTENT_ID);
  const heading = () => main()?.querySelector<HTMLElement>('h1') ?? null;

  const observer = new MutationObserver(() => {
    const found = heading();
    if (found) {
      move(found);
      stop();
    }
  });
  const fallback = window.setTimeout(() => {
    const element = main();
    if (!element) return;
    move(element);
  }, MAIN_FALLBACK_MS);
  const expire = window.setTimeout(() => stop(), HEADING_WAIT_MS);
  const focusMovedElsewhere = () => {
    if (!moving) stop();
  };
  const userActed = () => stop();

  function stop() {
    observer.disconnect();
    window.clearTimeout(fallback);
    window.clearTimeout(expire);
    document.removeEventListener('focusin', focusMovedElsewhere, true);
    document.removeEventListener('keydown', userActed, true);
    document.removeEventListener('pointerdown', userActed, true);
  }

  const found = heading();
  if (found) {
    move(found);
    stop();
    return stop;
  }
  observer.observe(document.body, { childList: true, subtree: true });
  document.addEventListener('focusin', focusMovedElsewhere, true);
  document.addEventListener('keydown', userActed, true);
  document.addEventListener('pointerdown', userActed, true);
  return stop;
}
