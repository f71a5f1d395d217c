import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

import { UploadProgress } from '@hireloop/ui';

import { paths } from '../../../app/paths';

export interface SaveBarProps {
  saving: boolean;
  /** While chosen documents are sent: what, how far, and how to stop it. */
  uploading?: { label: string; percent: number; cancel: () => void } | null;
}

/**
 * The form's Cancel and Save Profile buttons, kept in view at the bottom of the screen; while documents
 * are sent, their progress and a Cancel upload button.
 */
export function SaveBar({ saving, uploading }: SaveBarProps) {
  return (
    <Paper
      variant="outlined"
      sx={{
        position: 'sticky',
        bottom: 16,
        zIndex: 2,
        p: 1.5,
        borderRadius: 4,
        display: 'flex',
        gap: 1.5,
        justifyContent: 'flex-end',
        alignItems: 'center',
        boxShadow: 6,
      }}
    >
      {uploading ? (
        <Box sx={{ mr: 'auto', pl: 1, flex: 1, minWidth: 0 }}>
          <UploadProgress label={uploading.label} percent={uploading.percent} onCancel={uploading.cancel} />
        </Box>
      ) : (
        <Typography
          variant="body2"
          color="text.secondary"
          sx={{ mr: 'auto', pl: 1, display: { xs: 'none', sm: 'block' } }}
        >
          Fields marked * are required.
        </Typography>
      )}
      <Button href={paths.profile} color="inherit">
        Cancel
      </Button>
      <Button type="submit" variant="contained" size="large" disabled={saving}>
        {saving ? 'Saving...' : 'Save Profile'}
      </Button>
    </Paper>
  );
}
