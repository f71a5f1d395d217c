import type { ReactNode } from 'react';

import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export interface PageHeaderProps {
  title: ReactNode;
  subtitle?: ReactNode;
  /** An icon shown in a tinted tile before the title. */
  icon?: ReactNode;
  /** Buttons on the right, e.g. Refresh or Edit Profile. */
  actions?: ReactNode;
  /** Below the title, e.g. a search box and filters. */
  children?: ReactNode;
  maxWidth?: 'sm' | 'md' | 'lg';
}

/** The top band of a screen: tinted background, optional icon, title, subtitle and actions. */
export function PageHeader({ title, subtitle, icon, actions, children, maxWidth = 'lg' }: PageHeaderProps) {
  return (
    <Box
      sx={(theme) => ({
        py: { xs: 4, md: 5 },
        borderBottom: 1,
        borderColor: 'divider',
        background: `linear-gradient(180deg, ${theme.alpha(theme.vars.palette.primary.main, 0.07)}, transparent)`,
        ...theme.applyStyles('dark', {
          background: `linear-gradient(180deg, ${theme.alpha(theme.vars.palette.primary.main, 0.14)}, transparent)`,
        }),
      })}
    >
      <Container maxWidth={maxWidth}>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
        >
          <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', minWidth: 0 }}>
            {icon && (
              <Box
                aria-hidden
                sx={(theme) => ({
                  width: 52,
                  height: 52,
                  flexShrink: 0,
                  borderRadius: 3.5,
                  display: { xs: 'none', sm: 'grid' },
                  placeItems: 'center',
                  color: 'primary.main',
                  bgcolor: theme.alpha(theme.vars.palette.primary.main, 0.12),
                  '& svg': { fontSize: 28 },
                })}
              >
                {icon}
              </Box>
            )}
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="h4" component="h1" sx={{ fontSize: { xs: 26, md: 32 } }}>
                {title}
              </Typography>
              {subtitle && (
                <Typography color="text.secondary" sx={{ mt: 0.5 }} data-testid="page-subtitle">
                  {subtitle}
                </Typography>
              )}
            </Box>
          </Stack>
          {actions && (
            <Stack direction="row" spacing={1} sx={{ flexShrink: 0 }}>
              {actions}
            </Stack>
          )}
        </Stack>
        {children && <Box sx={{ mt: 3 }}>{children}</Box>}
      </Container>
    </Box>
  );
}
