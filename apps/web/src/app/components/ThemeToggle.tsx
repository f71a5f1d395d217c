import IconButton from '@mui/material/IconButton';
import DarkModeOutlinedIcon from '@mui/icons-material/DarkModeOutlined';
import LightModeOutlinedIcon from '@mui/icons-material/LightModeOutlined';

import { useThemeMode } from '@hireloop/ui';

/** Switches between the light and dark theme. */
export function ThemeToggle() {
  const { mode, toggleMode } = useThemeMode();
  const next = mode === 'dark' ? 'light' : 'dark';
  return (
    <IconButton
      onClick={toggleMode}
      aria-label="Toggle theme"
      title={`Switch to ${next} mode`}
      data-testid="theme-toggle"
      data-mode={mode}
      sx={{ border: 1, borderColor: 'divider', width: 40, height: 40 }}
    >
      {mode === 'dark' ? (
        <LightModeOutlinedIcon fontSize="small" />
      ) : (
        <DarkModeOutlinedIcon fontSize="small" />
      )}
    </IconButton>
  );
}
