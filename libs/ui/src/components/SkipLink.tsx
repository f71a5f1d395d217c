import type { MouseEvent } from 'react';

import Box from '@mui/material/Box';

/** The id of every layout's `<main>` element: the skip link's target. */
export const MAIN_CONTENT_ID = 'main-content';

export interface SkipLinkProps {
  /** The id of the element to move to; it needs `tabIndex={-1}` to take the focus. */
  targetId?: string;
}

/** Off screen but read by screen readers: one pixel, clipped. */
const hidden = {
  width: '1px',
  height: '1px',
  p: 0,
  m: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

/**
 * "Skip to main content": the first element of a layout, so the first Tab reaches it. Hidden until it has
 * the focus; activating it moves the focus to the page's main content. Before the app has taken over a
 * prerendered page, the browser follows the address fragment to the same element.
 */
export function SkipLink({ targetId = MAIN_CONTENT_ID }: SkipLinkProps) {
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const target = document.getElementById(targetId);
    if (!target) return;
    // Focus only: the address stays as it is.
    event.preventDefault();
    target.focus();
  };

  return (
    <Box
      component="a"
      href={`#${targetId}`}
      onClick={skip}
      sx={(theme) => ({
        position: 'fixed',
        top: 8,
        left: 8,
        zIndex: theme.zIndex.tooltip + 1,
        px: 2,
        py: 1,
        borderRadius: 2,
        bgcolor: 'background.paper',
        color: 'primary.main',
        fontWeight: 600,
        textDecoration: 'underline',
        boxShadow: theme.shadows[4],
        '&:not(:focus)': hidden,
      })}
    >
      Skip to main content
    </Box>
  );
}
