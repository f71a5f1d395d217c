import { NavLink, useLocation } from 'react-router-dom';

import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Stack from '@mui/material/Stack';
import type { Theme } from '@mui/material/styles';
import CloseIcon from '@mui/icons-material/Close';

import { Role } from '@hireloop/schema';

import { SIGN_OUT_EVERYWHERE_LABEL } from '../../features/accounts/components/SignOutEverywhereButton';
import { useSignOutEverywhere } from '../../features/accounts/hooks/useSignOutEverywhere';
import { BrandMark } from '../components/BrandMark';
import { appliedJobsPath, paths } from '../paths';
import { profileLabel, type SessionUser } from '../session';
import { alsoActive, type NavItem } from './navLinks';

export interface MobileNavDrawerProps {
  open: boolean;
  onClose: () => void;
  links: NavItem[];
  accent: 'primary' | 'secondary';
  role: Role | null;
  user: SessionUser | null;
  onLogout: () => void;
}

/** The small-screen menu: the same links as the nav bar, plus the account entries. */
export function MobileNavDrawer({
  open,
  onClose,
  links,
  accent,
  role,
  user,
  onLogout,
}: MobileNavDrawerProps) {
  const { pathname } = useLocation();
  const itemSx = (theme: Theme) => ({
    borderRadius: 2,
    mx: 1,
    '&.active, &[data-active="true"]': {
      color: theme.vars.palette[accent].main,
      bgcolor: theme.alpha(theme.vars.palette[accent].main, 0.1),
    },
  });

  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{ paper: { id: 'mobile-nav', sx: { width: 288 } } }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', px: 2, py: 1.5 }}>
        <BrandMark />
        <IconButton aria-label="Close navigation menu" onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </Stack>
      <Divider />
      <Box component="nav" aria-label="Mobile">
        <List>
          {links.map((link) => (
            <ListItemButton
              key={link.to}
              component={NavLink}
              to={link.to}
              end={link.to === paths.home}
              data-active={alsoActive(link, pathname) || undefined}
              onClick={onClose}
              sx={itemSx}
            >
              <ListItemText primary={link.label} />
            </ListItemButton>
          ))}
        </List>
        {role === Role.JOB_SEEKER && user && (
          <List subheader={<ListSubheader disableSticky>{profileLabel(user)}</ListSubheader>}>
            <ListItemButton component={NavLink} to={paths.profile} onClick={onClose} sx={itemSx}>
              <ListItemText primary="Manage Your Profile" />
            </ListItemButton>
            <ListItemButton component={NavLink} to={appliedJobsPath(user.id)} onClick={onClose} sx={itemSx}>
              <ListItemText primary="Jobs Status Screen" />
            </ListItemButton>
            <ListItemButton component={NavLink} to={paths.preferenceSurvey} onClick={onClose} sx={itemSx}>
              <ListItemText primary="Job Preferences" />
            </ListItemButton>
            <ListItemButton component={NavLink} to={paths.privacy} onClick={onClose} sx={itemSx}>
              <ListItemText primary="Privacy & Account" />
            </ListItemButton>
          </List>
        )}
        {role !== null && (
          <>
            <Divider />
            <List>
              <ListItemButton
                onClick={() => {
                  onClose();
                  onLogout();
                }}
                sx={{ borderRadius: 2, mx: 1 }}
              >
                <ListItemText primary="Logout" />
              </ListItemButton>
              <SignOutEverywhereItem onClose={onClose} />
            </List>
          </>
        )}
      </Box>
    </Drawer>
  );
}

function SignOutEverywhereItem({ onClose }: { onClose: () => void }) {
  const { signOutEverywhere, loading } = useSignOutEverywhere();
  return (
    <ListItemButton
      disabled={loading}
      onClick={() => {
        onClose();
        void signOutEverywhere();
      }}
      sx={{ borderRadius: 2, mx: 1 }}
    >
      <ListItemText primary={SIGN_OUT_EVERYWHERE_LABEL} />
    </ListItemButton>
  );
}
