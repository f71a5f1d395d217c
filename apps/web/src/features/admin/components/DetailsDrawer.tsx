import type { ReactNode } from 'react';

import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';

export interface DetailField {
  label: string;
  value: ReactNode;
}

export interface DetailsDrawerProps {
  open: boolean;
  title: string;
  subtitle?: ReactNode;
  /** A badge or avatar beside the title. */
  leading?: ReactNode;
  fields: readonly DetailField[];
  /** Buttons at the bottom, e.g. Delete. */
  actions?: ReactNode;
  onClose: () => void;
}

/** A row's details in a panel on the right (the view button of the admin tables). */
export function DetailsDrawer({
  open,
  title,
  subtitle,
  leading,
  fields,
  actions,
  onClose,
}: DetailsDrawerProps) {
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{
        paper: {
          sx: { width: { xs: '100%', sm: 420 } },
          role: 'dialog',
          'aria-labelledby': 'details-drawer-title',
        },
      }}
    >
      <Stack direction="row" spacing={1.5} sx={{ p: 2.5, alignItems: 'center' }} data-testid="details-drawer">
        {leading}
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography id="details-drawer-title" variant="h6" component="h2" sx={{ lineHeight: 1.3 }}>
            {title}
          </Typography>
          {subtitle && (
            <Typography variant="body2" color="text.secondary" noWrap>
              {subtitle}
            </Typography>
          )}
        </Box>
        <IconButton aria-label="Close details" onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </Stack>
      <Divider />
      <Box component="dl" sx={{ m: 0, p: 2.5, flex: 1, overflowY: 'auto' }}>
        {fields.map((field) => (
          <Box key={field.label} sx={{ mb: 2 }}>
            <Typography
              component="dt"
              variant="caption"
              color="text.secondary"
              sx={{ fontWeight: 600, textTransform: 'uppercase', letterSpacing: '0.05em' }}
            >
              {field.label}
            </Typography>
            <Typography component="dd" sx={{ m: 0, mt: 0.25, wordBreak: 'break-word' }}>
              {field.value === '' || field.value === null || field.value === undefined ? '—' : field.value}
            </Typography>
          </Box>
        ))}
      </Box>
      {actions && (
        <>
          <Divider />
          <Stack direction="row" spacing={1} sx={{ p: 2, justifyContent: 'flex-end' }}>
            {actions}
          </Stack>
        </>
      )}
    </Drawer>
  );
}
