import { lazy, Suspense, useState } from 'react';
import { NavLink, useLocation, useNavigate } from 'react-router-dom';

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import LogoutIcon from '@mui/icons-material/Logout';
import MenuIcon from '@mui/icons-material/Menu';

import type { ApolloClient } from '@apollo/client';

import { Role } from '@hireloop/schema';

import { BrandMark } from '../components/BrandMark';
import { ThemeToggle } from '../components/ThemeToggle';
import { paths } from '../paths';
import { usePlatform } from '../platform';
import { useSession } from '../session';
import { alsoActive, homePathFor, navAccent, navLinks } from './navLinks';

// Loaded on demand: logged-out visitors on wide screens never need them.
const loadMobileNavDrawer = () => import('./MobileNavDrawer');
const MobileNavDrawer = lazy(async () => ({ default: (await loadMobileNavDrawer()).MobileNavDrawer }));
const loadProfileMenu = () => import('./ProfileMenu');
const loadSignOutEverywhereButton = () =>
  import('../../features/accounts/components/SignOutEverywhereButton');
const loadNotificationBell = () => import('../../features/notifications/components/NotificationBell');
const ProfileMenu = lazy(async () => ({ default: (await loadProfileMenu()).ProfileMenu }));
const SignOutEverywhereButton = lazy(async () => ({
  default: (await loadSignOutEverywhereButton()).SignOutEverywhereButton,
}));
const NotificationBell = lazy(async () => ({
  default: (await loadNotificationBell()).NotificationBell,
}));

/**
 * Starts loading the code of a signed-in role's account controls (main.tsx, as soon as the session is
 * known), alongside the page's, and once `client` is given (it exists once the page's code has loaded)
 * asks for their data: bell and menu are drawn with the page instead of after it. Never rejects: a
 * failed load is retried by the component's own lazy loading, a failed query by the component's query.
 */
export function preloadAccountControls(role: Role | null, client?: ApolloClient): void {
  if (role === Role.JOB_SEEKER) {
    loadNotificationBell()
      .then((bell) => client && bell.prefetchNotifications(client))
      .catch(() => undefined);
    loadProfileMenu()
      .then((menu) => client && menu.prefetchMyPhoto(client))
      .catch(() => undefined);
  } else if (role === Role.RECRUITER || role === Role.ADMIN) {
    loadSignOutEverywhereButton().catch(() => undefined);
  }
}

/** Top navigation: role-dependent links, theme toggle, account controls and a mobile drawer. */
export function NavBar() {
  const { role, user, logout } = useSession();
  const platform = usePlatform();
  const navigate = useNavigate();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerUsed, setDrawerUsed] = useState(false);

  const accent = navAccent(role);
  const { pathname } = useLocation();
  const links = navLinks(role);
  const isAccountLink = (to: string) => to === paths.login || to === paths.signup;
  const mainLinks = links.filter((link) => !isAccountLink(link.to));

  const handleLogout = () => {
    logout();
    void navigate(paths.home);
  };

  return (
    <Box
      component="header"
      data-testid="nav-bar"
      sx={(theme) => ({
        position: 'sticky',
        top: 0,
        zIndex: 'appBar',
        bgcolor: theme.alpha(theme.vars.palette.background.paper, 0.82),
        backdropFilter: 'saturate(180%) blur(14px)',
        borderBottom: 1,
        borderColor: 'divider',
      })}
    >
      <Container maxWidth="lg">
        <Toolbar disableGutters sx={{ minHeight: { xs: 60, md: 68 }, gap: 1 }}>
          <Link
            href={homePathFor(role)}
            underline="none"
            aria-label={`${platform.name} home`}
            sx={{ mr: { md: 3 } }}
          >
            <BrandMark />
          </Link>

          <Stack
            component="nav"
            aria-label="Main"
            direction="row"
            spacing={0.5}
            sx={{ display: { xs: 'none', md: 'flex' } }}
          >
            {mainLinks.map((link) => (
              <Button
                key={link.to}
                component={NavLink}
                to={link.to}
                end={link.to === paths.home}
                data-active={alsoActive(link, pathname) || undefined}
                color="inherit"
                sx={(theme) => ({
                  px: 1.5,
                  color: 'text.secondary',
                  '&:hover': { color: 'text.primary' },
                  '&.active, &[data-active="true"]': {
                    color: theme.vars.palette[accent].main,
                    bgcolor: theme.alpha(theme.vars.palette[accent].main, 0.1),
                  },
                })}
              >
                {link.label}
              </Button>
            ))}
          </Stack>

          <Box sx={{ flexGrow: 1 }} />

          {role === Role.JOB_SEEKER && user && (
            <Suspense fallback={null}>
              <NotificationBell />
            </Suspense>
          )}
          <ThemeToggle />

          <Stack
            direction="row"
            spacing={1}
            sx={{ display: { xs: 'none', md: 'flex' }, alignItems: 'center' }}
          >
            {role === null && (
              <>
                <Button
                  component={NavLink}
                  to={paths.login}
                  color="inherit"
                  sx={(theme) => ({ '&.active': { color: theme.vars.palette.primary.main } })}
                >
                  Login
                </Button>
                <Button component={NavLink} to={paths.signup} variant="contained">
                  Sign Up
                </Button>
              </>
            )}
            {role === Role.JOB_SEEKER && user && (
              <Suspense fallback={null}>
                <ProfileMenu user={user} onLogout={handleLogout} />
              </Suspense>
            )}
            {(role === Role.RECRUITER || role === Role.ADMIN) && (
              <>
                <Suspense fallback={null}>
                  <SignOutEverywhereButton variant="icon" />
                </Suspense>
                <Button variant="outlined" color={accent} startIcon={<LogoutIcon />} onClick={handleLogout}>
                  Logout
                </Button>
              </>
            )}
          </Stack>

          <IconButton
            aria-label="Open navigation menu"
            aria-controls={drawerOpen ? 'mobile-nav' : undefined}
            aria-expanded={drawerOpen}
            onClick={() => {
              setDrawerUsed(true);
              setDrawerOpen(true);
            }}
            onPointerEnter={() => void loadMobileNavDrawer()}
            sx={{ display: { md: 'none' } }}
          >
            <MenuIcon />
          </IconButton>
        </Toolbar>
      </Container>

      {drawerUsed && (
        <Suspense fallback={null}>
          <MobileNavDrawer
            open={drawerOpen}
            onClose={() => setDrawerOpen(false)}
            links={links}
            accent={accent}
            role={role}
            user={user}
            onLogout={handleLogout}
          />
        </Suspense>
      )}
    </Box>
  );
}
