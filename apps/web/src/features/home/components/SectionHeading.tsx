import type { ReactNode } from 'react';

import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export interface SectionHeadingProps {
  id: string;
  title: string;
  subtitle?: ReactNode;
  action?: ReactNode;
}

/** A home-page section title with an optional link on the right. */
export function SectionHeading({ id, title, subtitle, action }: SectionHeadingProps) {
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-end' }, mb: { xs: 3, md: 4 } }}
    >
      <Box>
        <Typography id={id} variant="h4" component="h2">
          {title}
        </Typography>
        {subtitle && (
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            {subtitle}
          </Typography>
        )}
      </Box>
      {action}
    </Stack>
  );
}
