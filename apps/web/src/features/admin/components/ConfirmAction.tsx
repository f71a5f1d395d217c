import type { ReactNode } from 'react';

import Box from '@mui/material/Box';

import { ConfirmDialog } from '@hireloop/ui';

import type { RowAction } from '../hooks/useRowAction';

export interface ConfirmActionProps<T> {
  action: RowAction<T>;
  title: string;
  /** The question, e.g. 'Are you sure you want to delete TechNova Solutions?'. */
  question: (row: T) => string;
  /** What else happens, on a line of its own. */
  detail?: (row: T) => ReactNode;
  confirmLabel?: string;
  destructive?: boolean;
}

/** The confirmation of a row action (delete, decline, status change). */
export function ConfirmAction<T>({
  action,
  title,
  question,
  detail,
  confirmLabel = 'Delete',
  destructive = true,
}: ConfirmActionProps<T>) {
  const row = action.subject;
  return (
    <ConfirmDialog
      open={action.open}
      title={title}
      message={
        row ? (
          <>
            <Box component="span" sx={{ display: 'block', color: 'text.primary', fontWeight: 500 }}>
              {question(row)}
            </Box>
            {detail && (
              <Box component="span" sx={{ display: 'block', mt: 1 }}>
                {detail(row)}
              </Box>
            )}
          </>
        ) : (
          ''
        )
      }
      confirmLabel={confirmLabel}
      destructive={destructive}
      busy={action.busy}
      onConfirm={() => void action.confirm()}
      onCancel={action.cancel}
    />
  );
}
