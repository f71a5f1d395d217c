import IconButton from '@mui/material/IconButton';
import DarkModeOutlinedIcon from '@mui/icons-material/DarkModeOutlined';
import LightModeOutlinedIcon from '@mui/icons-material/LightModeOutlined';

import { useThemeMode } from '@hireloop/ui';

/**
 * Switches between the light and dark theme. Both icons are drawn and the mode's CSS shows one: the
 * markup is the same in both modes (the server draws it once), the mode itself is known after mounting.
 */
export function ThemeToggle() {
  const { mode, toggleMode } = useThemeMode();
  return (
    <IconButton
      onClick={toggleMode}
      aria-label="Toggle theme"
      title={
        mode ? `Switch to ${mode === 'dark' ? 'light' : 'dark'} mode` : 'Switch between light and dark mode'
      }
      data-testid="theme-toggle"
      data-mode={mode}
      sx={{ border: 1, borderColor: 'divider', width: 40, height: 40 }}
    >
      <LightModeOutlinedIcon
        fontSize="small"
        sx={(theme) => ({ display: 'none', ...theme.applyStyles('dark', { display: 'inline-block' }) })}
      />
      <DarkModeOutlinedIcon fontSize="small" sx={(theme) => theme.applyStyles('dark', { display: 'none' })} />
    </IconButton>
  );
}
