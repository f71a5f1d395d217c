import type { Theme } from '@mui/material/styles';

/** The header colour of admin tables: solid, so a sticky header cell matches the others. */
function headerColor(theme: Theme) {
  return { bgcolor: '#f8fafc', ...theme.applyStyles('dark', { bgcolor: '#151e33' }) };
}

/**
 * The look of the admin tables, for the box around a `<Table>`: small uppercase headers on a tinted row,
 * compact cells, and a column of row buttons (class `actions`) that stays in view should a table be wider
 * than its box (the tables choose their columns per width so that they fit).
 */
export function adminTableSx(theme: Theme) {
  return {
    borderTop: 1,
    borderColor: 'divider',
    '& thead th': {
      fontWeight: 700,
      fontSize: 12.5,
      color: 'text.secondary',
      textTransform: 'uppercase',
      letterSpacing: '0.04em',
      whiteSpace: 'nowrap',
      ...headerColor(theme),
    },
    '& td, & th': { px: 1.25, '&:first-of-type': { pl: 2.25 }, '&:last-of-type': { pr: 2 } },
    // A long e-mail or address may break anywhere rather than widen the table past its box.
    '& tbody td': { fontSize: 13.5, overflowWrap: 'anywhere' },
    '& .actions': {
      position: 'sticky',
      right: 0,
      zIndex: 1,
      bgcolor: 'background.paper',
      boxShadow: `-8px 0 12px -10px ${theme.alpha(theme.vars.palette.common.black, 0.25)}`,
      ...theme.applyStyles('dark', {
        boxShadow: `-8px 0 12px -10px ${theme.alpha(theme.vars.palette.common.black, 0.6)}`,
      }),
    },
    '& thead .actions': headerColor(theme),
  } as const;
}
