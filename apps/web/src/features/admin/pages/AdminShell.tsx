import { useState } from 'react';
import { NavLink, useNavigate, useParams } from 'react-router-dom';

import Avatar from '@mui/material/Avatar';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import InputBase from '@mui/material/InputBase';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import AnalyticsOutlinedIcon from '@mui/icons-material/AnalyticsOutlined';
import ApartmentOutlinedIcon from '@mui/icons-material/ApartmentOutlined';
import AssignmentOutlinedIcon from '@mui/icons-material/AssignmentOutlined';
import DashboardOutlinedIcon from '@mui/icons-material/DashboardOutlined';
import LogoutIcon from '@mui/icons-material/Logout';
import MenuIcon from '@mui/icons-material/Menu';
import NotificationsNoneOutlinedIcon from '@mui/icons-material/NotificationsNoneOutlined';
import PaymentsOutlinedIcon from '@mui/icons-material/PaymentsOutlined';
import PeopleAltOutlinedIcon from '@mui/icons-material/PeopleAltOutlined';
import SearchIcon from '@mui/icons-material/Search';
import SettingsOutlinedIcon from '@mui/icons-material/SettingsOutlined';
import WorkOutlineOutlinedIcon from '@mui/icons-material/WorkOutlineOutlined';

import { BrandMark } from '../../../app/components/BrandMark';
import { ComingSoon } from '../../../app/components/ComingSoon';
import { ThemeToggle } from '../../../app/components/ThemeToggle';
import { paths } from '../../../app/paths';
import { useSession } from '../../../app/session';
import { ADMIN_SECTIONS, adminSection, adminSectionHref, type AdminSectionKey } from '../adminSections';

const SIDEBAR_WIDTH = 248;

const ICONS: Record<AdminSectionKey, typeof DashboardOutlinedIcon> = {
  dashboard: DashboardOutlinedIcon,
  jobs: WorkOutlineOutlinedIcon,
  seekers: PeopleAltOutlinedIcon,
  recruiters: ApartmentOutlinedIcon,
  applications: AssignmentOutlinedIcon,
  payments: PaymentsOutlinedIcon,
  analytics: AnalyticsOutlinedIcon,
  settings: SettingsOutlinedIcon,
};

function Sidebar({ current, onNavigate }: { current: AdminSectionKey; onNavigate?: () => void }) {
  return (
    <Box sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <Box sx={{ px: 2.5, py: 2.25 }}>
        <BrandMark />
      </Box>
      <List component="nav" aria-label="Admin sections" sx={{ px: 1.5 }}>
        {ADMIN_SECTIONS.map((section) => {
          const Icon = ICONS[section.key];
          const selected = section.key === current;
          return (
            <ListItemButton
              key={section.key}
              component={NavLink}
              to={adminSectionHref(section)}
              onClick={onNavigate}
              selected={selected}
              sx={(theme) => ({
                borderRadius: 2.5,
                mb: 0.5,
                '&.Mui-selected': {
                  color: 'primary.main',
                  bgcolor: alpha(theme.palette.primary.main, 0.1),
                  '& .MuiListItemIcon-root': { color: 'primary.main' },
                },
              })}
            >
              <ListItemIcon>
                <Icon fontSize="small" />
              </ListItemIcon>
              <ListItemText primary={section.label} />
            </ListItemButton>
          );
        })}
      </List>
    </Box>
  );
}

/** The administrator area (/admin/*): sidebar of eight sections, top bar and the section's content. */
export function AdminShell() {
  const params = useParams();
  const section = adminSection(params['*']);
  const SectionIcon = ICONS[section.key];
  const { logout } = useSession();
  const navigate = useNavigate();
  const [mobileOpen, setMobileOpen] = useState(false);

  const handleLogout = () => {
    logout();
    void navigate(paths.home);
  };

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'background.default' }}>
      <Box
        component="aside"
        sx={{
          width: SIDEBAR_WIDTH,
          flexShrink: 0,
          display: { xs: 'none', md: 'block' },
          borderRight: 1,
          borderColor: 'divider',
          bgcolor: 'background.paper',
          position: 'sticky',
          top: 0,
          height: '100vh',
        }}
      >
        <Sidebar current={section.key} />
      </Box>
      <Drawer
        open={mobileOpen}
        onClose={() => setMobileOpen(false)}
        slotProps={{ paper: { sx: { width: SIDEBAR_WIDTH } } }}
      >
        <Sidebar current={section.key} onNavigate={() => setMobileOpen(false)} />
      </Drawer>

      <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
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
          <IconButton
            aria-label="Open admin menu"
            onClick={() => setMobileOpen(true)}
            sx={{ display: { md: 'none' } }}
          >
            <MenuIcon />
          </IconButton>
          <Stack
            direction="row"
            spacing={1}
            sx={{
              flex: 1,
              maxWidth: 420,
              alignItems: 'center',
              px: 1.5,
              py: 0.5,
              borderRadius: 2.5,
              border: 1,
              borderColor: 'divider',
            }}
          >
            <SearchIcon fontSize="small" color="action" aria-hidden />
            <InputBase
              placeholder="Search..."
              inputProps={{ 'aria-label': 'Search admin' }}
              sx={{ flex: 1 }}
            />
          </Stack>
          <Box sx={{ flex: 1 }} />
          <IconButton aria-label="Notifications (3)">
            <Badge badgeContent={3} color="error">
              <NotificationsNoneOutlinedIcon />
            </Badge>
          </IconButton>
          <ThemeToggle />
          <Stack
            direction="row"
            spacing={1.25}
            sx={{ alignItems: 'center', display: { xs: 'none', sm: 'flex' } }}
          >
            <Avatar sx={{ width: 36, height: 36, bgcolor: 'primary.main', fontSize: 15 }}>A</Avatar>
            <Box>
              <Typography variant="body2" sx={{ fontWeight: 700, lineHeight: 1.2 }}>
                Admin User
              </Typography>
              <Typography variant="caption" color="text.secondary">
                System Administrator
              </Typography>
            </Box>
          </Stack>
          <Button variant="outlined" size="small" startIcon={<LogoutIcon />} onClick={handleLogout}>
            Logout
          </Button>
        </Stack>

        <Box component="main" sx={{ flex: 1 }} data-testid="admin-section" data-section={section.key}>
          <ComingSoon
            title={section.label}
            subtitle="Platform-wide figures, tables and actions for administrators."
            icon={<SectionIcon />}
            maxWidth="lg"
          />
        </Box>
      </Box>
    </Box>
  );
}
