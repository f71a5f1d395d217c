import Button, { type ButtonProps } from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import DevicesOtherOutlinedIcon from '@mui/icons-material/DevicesOtherOutlined';

import { useSignOutEverywhere } from '../hooks/useSignOutEverywhere';

export const SIGN_OUT_EVERYWHERE_LABEL = 'Sign out of all devices';

export interface SignOutEverywhereButtonProps {
  /** 'icon': a compact icon button with a tooltip (top bars); 'button': a labelled button. */
  variant?: 'icon' | 'button';
  color?: ButtonProps['color'];
  fullWidth?: boolean;
}

/** Ends every session of the account (other browsers and devices too), then signs this browser out. */
export function SignOutEverywhereButton({
  variant = 'button',
  color = 'inherit',
  fullWidth = false,
}: SignOutEverywhereButtonProps) {
  const { signOutEverywhere, loading } = useSignOutEverywhere();
  if (variant === 'icon') {
    return (
      <Tooltip title={SIGN_OUT_EVERYWHERE_LABEL}>
        <span>
          <IconButton
            aria-label={SIGN_OUT_EVERYWHERE_LABEL}
            onClick={() => void signOutEverywhere()}
            disabled={loading}
            size="small"
          >
            <DevicesOtherOutlinedIcon fontSize="small" />
          </IconButton>
        </span>
      </Tooltip>
    );
  }
  return (
    <Button
      variant="outlined"
      color={color}
      fullWidth={fullWidth}
      disabled={loading}
      onClick={() => void signOutEverywhere()}
      startIcon={loading ? <CircularProgress size={16} color="inherit" /> : <DevicesOtherOutlinedIcon />}
    >
      {SIGN_OUT_EVERYWHERE_LABEL}
    </Button>
  );
}
