import type { ReactNode } from 'react';

import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

export interface EmptyStateProps {
  title: string;
  description?: ReactNode;
  /** An illustration icon, e.g. `<WorkOutlineIcon />`. */
  icon?: ReactNode;
  /** Buttons offered below the text. */
  action?: ReactNode;
}

/** A centred message for an empty list or search. */
export function EmptyState({ title, description, icon, action }: EmptyStateProps) {
  return (
    <Box
      data-testid="empty-state"
      sx={{
        textAlign: 'center',
        py: { xs: 6, md: 8 },
        px: 3,
        border: 1,
        borderStyle: 'dashed',
        borderColor: 'divider',
        borderRadius: 4,
        bgcolor: 'background.paper',
      }}
    >
      {icon && (
        <Box
          aria-hidden
          sx={{
            mx: 'auto',
            mb: 2,
            width: 56,
            height: 56,
            borderRadius: '50%',
            display: 'grid',
            placeItems: 'center',
            color: 'primary.main',
            bgcolor: 'action.hover',
            '& svg': { fontSize: 28 },
          }}
        >
          {icon}
        </Box>
      )}
      <Typography variant="h6" component="p">
        {title}
      </Typography>
      {description && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.75, maxWidth: 460, mx: 'auto' }}>
          {description}
        </Typography>
      )}
      {action && <Box sx={{ mt: 3, display: 'flex', gap: 1.5, justifyContent: 'center' }}>{action}</Box>}
    </Box>
  );
}
