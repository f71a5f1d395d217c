import type { ReactNode } from 'react';

import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export interface ProfileSectionProps {
  title: string;
  description?: string;
  icon: ReactNode;
  /** On the right of the title, e.g. an Add button. */
  action?: ReactNode;
  children: ReactNode;
  testId?: string;
}

/** A titled card of the profile view or form. */
export function ProfileSection({ title, description, icon, action, children, testId }: ProfileSectionProps) {
  const id = `section-${title.toLowerCase().replace(/[^a-z]+/g, '-')}`;
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={id}
      data-testid={testId}
      sx={{ p: { xs: 2.5, md: 3.5 }, borderRadius: 4 }}
    >
      <Stack
        direction="row"
        spacing={1.5}
        sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 2.5, gap: 1 }}
      >
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', minWidth: 0 }}>
          <Box
            aria-hidden
            sx={(theme) => ({
              width: 40,
              height: 40,
              flexShrink: 0,
              borderRadius: 2.5,
              display: 'grid',
              placeItems: 'center',
              color: 'primary.main',
              bgcolor: theme.alpha(theme.vars.palette.primary.main, 0.1),
              '& svg': { fontSize: 22 },
            })}
          >
            {icon}
          </Box>
          <Box sx={{ minWidth: 0 }}>
            <Typography id={id} variant="h6" component="h2" sx={{ lineHeight: 1.3 }}>
              {title}
            </Typography>
            {description && (
              <Typography variant="body2" color="text.secondary">
                {description}
              </Typography>
            )}
          </Box>
        </Stack>
        {action}
      </Stack>
      {children}
    </Paper>
  );
}
