import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

import { paths } from '../../../app/paths';

/** The form's Cancel and Save Profile buttons, kept in view at the bottom of the screen. */
export function SaveBar({ saving }: { saving: boolean }) {
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
      <Typography
        variant="body2"
        color="text.secondary"
        sx={{ mr: 'auto', pl: 1, display: { xs: 'none', sm: 'block' } }}
      >
        Fields marked * are required.
      </Typography>
      <Button href={paths.profile} color="inherit">
        Cancel
      </Button>
      <Button type="submit" variant="contained" size="large" disabled={saving}>
        {saving ? 'Saving...' : 'Save Profile'}
      </Button>
    </Paper>
  );
}
