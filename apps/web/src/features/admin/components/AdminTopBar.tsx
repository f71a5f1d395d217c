import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';

import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputBase from '@mui/material/InputBase';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import LogoutIcon from '@mui/icons-material/Logout';
import MenuIcon from '@mui/icons-material/Menu';
import NotificationsNoneOutlinedIcon from '@mui/icons-material/NotificationsNoneOutlined';
import SearchIcon from '@mui/icons-material/Search';

import { ThemeToggle } from '../../../app/components/ThemeToggle';
import { SignOutEverywhereButton } from '../../accounts/components/SignOutEverywhereButton';
import { adminSectionPath } from '../../../app/paths';
import { ADMIN_SECTIONS, type AdminSectionKey } from '../adminSections';
import { SECTION_ICONS } from './AdminSidebar';
import { InitialsAvatar } from './InitialsAvatar';

/** The sections with a searchable table, in the order the top bar offers them. */
export const SEARCHABLE_SECTIONS: readonly AdminSectionKey[] = [
  'seekers',
  'recruiters',
  'jobs',
  'applications',
];

/** /admin/{section}?q={term} */
export function sectionSearchPath(section: AdminSectionKey, term: string): string {
  return `${adminSectionPath(section)}?q=${encodeURIComponent(term)}`;
}

export interface AdminTopBarProps {
  current: AdminSectionKey;
  openRequests: number;
  adminName: string;
  adminEmail: string;
  onOpenMenu: () => void;
  onLogout: () => void;
}

/**
 * The admin top bar: a search across the tables (Enter offers the section to search, the current one
 * first), the bell with the open upgrade requests, the theme toggle, the signed-in admin and Logout.
 */
export function AdminTopBar({
  current,
  openRequests,
  adminName,
  adminEmail,
  onOpenMenu,
  onLogout,
}: AdminTopBarProps) {
  const navigate = useNavigate();
  const [term, setTerm] = useState('');
  const searchBox = useRef<HTMLDivElement>(null);
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  const sections = [
    ...SEARCHABLE_SECTIONS.filter((key) => key === current),
    ...SEARCHABLE_SECTIONS.filter((key) => key !== current),
  ];

  const go = (section: AdminSectionKey) => {
    setMenuAnchor(null);
    void navigate(sectionSearchPath(section, term.trim()));
  };

  return (
    <Stack
      component="header"
      direction="row"
      spacing={1.5}
      sx={{
        px: { xs: 2, md: 3 },
        py: 1.5,
        alignItems: 'center',
        borderBottom: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
        position: 'sticky',
        top: 0,
        zIndex: 'appBar',
      }}
    >
      <IconButton aria-label="Open admin menu" onClick={onOpenMenu} sx={{ display: { md: 'none' } }}>
        <MenuIcon />
      </IconButton>
      <Stack
        ref={searchBox}
        direction="row"
        spacing={1}
        role="search"
        sx={{
          flex: 1,
          maxWidth: 420,
          display: { xs: 'none', sm: 'flex' },
          alignItems: 'center',
          px: 1.5,
          py: 0.5,
          borderRadius: 2.5,
          border: 1,
          borderColor: 'divider',
          '&:focus-within': { borderColor: 'primary.main' },
        }}
      >
        <SearchIcon fontSize="small" color="action" aria-hidden />
        <InputBase
          value={term}
          onChange={(event) => setTerm(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && term.trim()) {
              event.preventDefault();
              setMenuAnchor(searchBox.current);
            }
          }}
          placeholder="Search seekers, recruiters, jobs..."
          inputProps={{ 'aria-label': 'Search admin tables', 'aria-haspopup': 'menu' }}
          sx={{ flex: 1 }}
        />
      </Stack>
      <Menu
        anchorEl={menuAnchor}
        open={menuAnchor !== null}
        onClose={() => setMenuAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        slotProps={{ paper: { sx: { mt: 0.75, minWidth: 300 } } }}
      >
        {sections.map((key) => {
          const section = ADMIN_SECTIONS.find((item) => item.key === key) ?? ADMIN_SECTIONS[0];
          const Icon = SECTION_ICONS[key];
          return (
            <MenuItem key={key} onClick={() => go(key)}>
              <ListItemIcon>
                <Icon fontSize="small" />
              </ListItemIcon>
              <ListItemText primary={`Search ${section.label} for “${term.trim()}”`} />
            </MenuItem>
          );
        })}
      </Menu>
      <Box sx={{ flex: 1 }} />
      <Tooltip title="Open upgrade requests">
        <IconButton
          aria-label={`Notifications: ${openRequests} open upgrade ${openRequests === 1 ? 'request' : 'requests'}`}
          onClick={() => void navigate(adminSectionPath('payments'))}
          data-testid="admin-bell"
        >
          <Badge badgeContent={openRequests} color="error" data-testid="admin-bell-count">
            <NotificationsNoneOutlinedIcon />
          </Badge>
        </IconButton>
      </Tooltip>
      <ThemeToggle />
      <Stack
        direction="row"
        spacing={1.25}
        sx={{ alignItems: 'center', display: { xs: 'none', sm: 'flex' } }}
        title={adminEmail}
        data-testid="admin-user"
      >
        <InitialsAvatar name={adminName} size={36} />
        <Box>
          <Typography variant="body2" sx={{ fontWeight: 700, lineHeight: 1.2 }}>
            {adminName}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            System Administrator
          </Typography>
        </Box>
      </Stack>
      <SignOutEverywhereButton variant="icon" />
      <Button variant="outlined" size="small" startIcon={<LogoutIcon />} onClick={onLogout}>
        Logout
      </Button>
    </Stack>
  );
}
