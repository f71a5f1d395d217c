import { useState, type MouseEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';

import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import AssignmentTurnedInOutlinedIcon from '@mui/icons-material/AssignmentTurnedInOutlined';
import DevicesOtherOutlinedIcon from '@mui/icons-material/DevicesOtherOutlined';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import LogoutIcon from '@mui/icons-material/Logout';
import ManageAccountsOutlinedIcon from '@mui/icons-material/ManageAccountsOutlined';
import PrivacyTipOutlinedIcon from '@mui/icons-material/PrivacyTipOutlined';
import TuneOutlinedIcon from '@mui/icons-material/TuneOutlined';

import { SIGN_OUT_EVERYWHERE_LABEL } from '../../features/accounts/components/SignOutEverywhereButton';
import { useSignOutEverywhere } from '../../features/accounts/hooks/useSignOutEverywhere';
import { useMyPhoto } from '../../features/profile/hooks/useProfilePhoto';

export { prefetchMyPhoto } from '../../features/profile/hooks/useProfilePhoto';
import { appliedJobsPath, paths } from '../paths';
import { profileLabel, type SessionUser } from '../session';

export interface ProfileMenuProps {
  user: SessionUser;
  onLogout: () => void;
}

/** The job seeker's account menu, labelled with the first name, else the name, else 'Profile'. */
export function ProfileMenu({ user, onLogout }: ProfileMenuProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const open = Boolean(anchor);
  const label = profileLabel(user);
  const close = () => setAnchor(null);
  const { signOutEverywhere, loading } = useSignOutEverywhere();
  const photoUrl = useMyPhoto();

  return (
    <>
      <Button
        id="profile-menu-button"
        color="inherit"
        aria-haspopup="menu"
        aria-controls={open ? 'profile-menu' : undefined}
        aria-expanded={open}
        onClick={(event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget)}
        endIcon={<ExpandMoreIcon />}
        startIcon={
          <Avatar
            aria-hidden
            src={photoUrl ?? undefined}
            alt=""
            data-testid="menu-photo"
            sx={{
              width: 28,
              height: 28,
              fontSize: 14,
              bgcolor: 'primary.main',
              color: 'primary.contrastText',
            }}
          >
            {label.charAt(0).toUpperCase()}
          </Avatar>
        }
        sx={{ pl: 0.75, borderRadius: 999, border: 1, borderColor: 'divider' }}
      >
        {label}
      </Button>
      <Menu
        id="profile-menu"
        anchorEl={anchor}
        open={open}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{
          list: { 'aria-labelledby': 'profile-menu-button' },
          paper: { sx: { mt: 1, minWidth: 220, borderRadius: 3 } },
        }}
      >
        <MenuItem component={RouterLink} to={paths.profile} onClick={close}>
          <ListItemIcon>
            <ManageAccountsOutlinedIcon fontSize="small" />
          </ListItemIcon>
          Manage Your Profile
        </MenuItem>
        <MenuItem component={RouterLink} to={appliedJobsPath(user.id)} onClick={close}>
          <ListItemIcon>
            <AssignmentTurnedInOutlinedIcon fontSize="small" />
          </ListItemIcon>
          Jobs Status Screen
        </MenuItem>
        <MenuItem component={RouterLink} to={paths.preferenceSurvey} onClick={close}>
          <ListItemIcon>
            <TuneOutlinedIcon fontSize="small" />
          </ListItemIcon>
          Job Preferences
        </MenuItem>
        <MenuItem component={RouterLink} to={paths.privacy} onClick={close}>
          <ListItemIcon>
            <PrivacyTipOutlinedIcon fontSize="small" />
          </ListItemIcon>
          Privacy &amp; Account
        </MenuItem>
        <Divider />
        <MenuItem
          onClick={() => {
            close();
            onLogout();
          }}
        >
          <ListItemIcon>
            <LogoutIcon fontSize="small" />
          </ListItemIcon>
          Logout
        </MenuItem>
        <MenuItem
          disabled={loading}
          onClick={() => {
            close();
            void signOutEverywhere();
          }}
        >
          <ListItemIcon>
            <DevicesOtherOutlinedIcon fontSize="small" />
          </ListItemIcon>
          {SIGN_OUT_EVERYWHERE_LABEL}
        </MenuItem>
      </Menu>
    </>
  );
}
