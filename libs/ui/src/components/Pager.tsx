import type { MouseEvent, ReactNode } from 'react';

import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';

export type PageItem = number | 'start-ellipsis' | 'end-ellipsis';

/** Pages shown when there are at most this many: all of them, without ellipsis. */
const SHOW_ALL_UP_TO = 5;

/**
 * The page buttons to show: every page when there are 5 or fewer; otherwise the first and last page,
 * the current page with its neighbours, and an ellipsis for each skipped run.
 */
export function pageItems(page: number, pageCount: number): PageItem[] {
  if (pageCount <= 0) return [];
  const last = pageCount;
  if (last <= SHOW_ALL_UP_TO) return Array.from({ length: last }, (_, i) => i + 1);
  const current = Math.min(Math.max(page, 1), last);
  if (current <= 3) return [1, 2, 3, 4, 'end-ellipsis', last];
  if (current >= last - 2) return [1, 'start-ellipsis', last - 3, last - 2, last - 1, last];
  return [1, 'start-ellipsis', current - 1, current, current + 1, 'end-ellipsis', last];
}

export interface PagerProps {
  /** The current page, starting at 1. */
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  /** Accessible name of the navigation landmark. */
  label?: string;
  /**
   * The address of a page: the pages become real links (crawlers and "open in new tab" follow them),
   * while a plain click still goes through `onPageChange` inside the app.
   */
  pageHref?: (page: number) => string;
}

/** A plain left click, which the app handles itself; modified clicks keep the browser's behaviour. */
function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/** Previous, page numbers with ellipsis, Next. Renders nothing when there is a single page. */
export function Pager({ page, pageCount, onPageChange, label = 'Pagination', pageHref }: PagerProps) {
  if (pageCount <= 1) return null;
  const items = pageItems(page, pageCount);
  /** Props that make a control lead to `target`: a link when addresses are given, else a button. */
  const goTo = (target: number) =>
    pageHref
      ? {
          component: 'a' as const,
          href: pageHref(target),
          onClick: (event: MouseEvent) => {
            if (!isPlainClick(event)) return;
            event.preventDefault();
            onPageChange(target);
          },
        }
      : { onClick: () => onPageChange(target) };

  return (
    <Box component="nav" aria-label={label} data-testid="pager">
      <Stack
        direction="row"
        spacing={1}
        useFlexGap
        sx={{ alignItems: 'center', justifyContent: 'center', flexWrap: 'wrap' }}
      >
        <Button
          variant="outlined"
          color="inherit"
          size="small"
          startIcon={<ChevronLeftIcon />}
          disabled={page <= 1}
          {...(page > 1 ? goTo(page - 1) : {})}
          rel={pageHref && page > 1 ? 'prev' : undefined}
          sx={{ borderColor: 'divider' }}
        >
          Previous
        </Button>
        {items.map((item) =>
          typeof item === 'number' ? (
            <Button
              key={item}
              size="small"
              variant={item === page ? 'contained' : 'text'}
              color={item === page ? 'primary' : 'inherit'}
              aria-label={`Page ${item}`}
              aria-current={item === page ? 'page' : undefined}
              {...(item === page ? {} : goTo(item))}
              sx={{ minWidth: 36, px: 1 }}
            >
              {item}
            </Button>
          ) : (
            <Box
              key={item}
              component="span"
              aria-hidden
              data-testid="pager-ellipsis"
              sx={{ px: 0.5, color: 'text.secondary', userSelect: 'none' }}
            >
              …
            </Box>
          ),
        )}
        <Button
          variant="outlined"
          color="inherit"
          size="small"
          endIcon={<ChevronRightIcon />}
          disabled={page >= pageCount}
          {...(page < pageCount ? goTo(page + 1) : {})}
          rel={pageHref && page < pageCount ? 'next' : undefined}
          sx={{ borderColor: 'divider' }}
        >
          Next
        </Button>
      </Stack>
    </Box>
  );
}

export interface PagedFooterProps extends PagerProps {
  /** The line under the pager, e.g. 'Showing 1-12 of 40 jobs'. */
  showing: ReactNode;
  /** The line's data-testid. */
  showingTestId: string;
}

/** The end of a paged list of cards: the pager, and which of the items are shown. */
export function PagedFooter({ showing, showingTestId, ...pager }: PagedFooterProps) {
  return (
    <Stack spacing={2} sx={{ mt: 5, alignItems: 'center' }}>
      <Pager {...pager} />
      <Typography variant="body2" color="text.secondary" data-testid={showingTestId}>
        {showing}
      </Typography>
    </Stack>
  );
}
