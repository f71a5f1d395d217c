import type { ReactNode } from 'react';

import Box from '@mui/material/Box';

import { StatTile, type StatTileTone } from '@hireloop/ui';

export interface StatCard {
  /** Names the tile for the tests: data-testid `stat-{id}`. */
  id: string;
  label: string;
  value: ReactNode;
  icon: ReactNode;
  tone?: StatTileTone;
  hint?: ReactNode;
}

/** Columns per breakpoint; two on phones unless told otherwise. */
export type StatColumns = Partial<Record<'xs' | 'sm' | 'md' | 'lg' | 'xl', number>>;

const FOUR: StatColumns = { xs: 2, lg: 4 };

/** The row of summary cards at the top of a section (Total Jobs, Active Jobs, ...). */
export function StatGrid({ cards, columns = FOUR }: { cards: readonly StatCard[]; columns?: StatColumns }) {
  const template = Object.fromEntries(
    Object.entries(columns).map(([breakpoint, count]) => [breakpoint, `repeat(${count}, minmax(0, 1fr))`]),
  );
  return (
    <Box sx={{ display: 'grid', gap: 2, mb: 3, gridTemplateColumns: template }} data-testid="stat-grid">
      {cards.map((card) => (
        <StatTile
          key={card.id}
          label={card.label}
          value={card.value}
          icon={card.icon}
          tone={card.tone}
          hint={
            card.hint && (
              // Its own line height: the tile's caption would otherwise take the body's taller lines.
              <Box component="span" sx={{ display: 'block', lineHeight: 1.45, mt: 0.25 }}>
                {card.hint}
              </Box>
            )
          }
          testId={`stat-${card.id}`}
        />
      ))}
    </Box>
  );
}
