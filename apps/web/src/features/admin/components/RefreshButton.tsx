import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import RefreshIcon from '@mui/icons-material/Refresh';

/** Loads a section's data again; spins while it does. */
export function RefreshButton({ onClick, busy }: { onClick: () => void; busy: boolean }) {
  return (
    <Button
      variant="outlined"
      onClick={onClick}
      disabled={busy}
      startIcon={busy ? <CircularProgress size={16} color="inherit" /> : <RefreshIcon />}
    >
      Refresh
    </Button>
  );
}
