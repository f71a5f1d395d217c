import { Suspense, lazy, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { useNavigate, useParams } from 'react-router-dom';

import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';

import { LoadingBlock, MAIN_CONTENT_ID, SkipLink } from '@hireloop/ui';

import { paths } from '../../../app/paths';
import { useSession } from '../../../app/session';
import { adminSection, type AdminSectionKey } from '../adminSections';
import { AdminSidebar } from '../components/AdminSidebar';
import { AdminTopBar } from '../components/AdminTopBar';
import { useAdminDashboard } from '../hooks/useAdminDashboard';

const SIDEBAR_WIDTH = 256;

/** A section loaded on first visit (its own chunk), from a module's named export. */
function section<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) {
  return lazy(async () => ({ default: (await load())[name] }));
}

const SECTIONS: Record<AdminSectionKey, LazyExoticComponent<ComponentType>> = {
  dashboard: section(() => import('../sections/DashboardSection'), 'DashboardSection'),
  jobs: section(() => import('../sections/JobsSection'), 'JobsSection'),
  seekers: section(() => import('../sections/SeekersSection'), 'SeekersSection'),
  recruiters: section(() => import('../sections/RecruitersSection'), 'RecruitersSection'),
  applications: section(() => import('../sections/ApplicationsSection'), 'ApplicationsSection'),
  payments: section(() => import('../sections/PaymentsSection'), 'PaymentsSection'),
  analytics: section(() => import('../sections/AnalyticsSection'), 'AnalyticsSection'),
  'background-jobs': section(() => import('../sections/BackgroundJobsSection'), 'BackgroundJobsSection'),
  webhooks: section(() => import('../sections/WebhooksSection'), 'WebhooksSection'),
  'api-keys': section(() => import('../sections/ApiKeysSection'), 'ApiKeysSection'),
  settings: section(() => import('../sections/SettingsSection'), 'SettingsSection'),
};

/** The signed-in admin's name for the top bar: first and last name, else the name, else the e-mail. */
export function adminDisplayName(user: ReturnType<typeof useSession>['user']): string {
  const full = [user?.firstName, user?.lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  return full || user?.name?.trim() || user?.email?.trim() || 'Admin User';
}

/**
 * The administrator area (/admin/*): skip link, sidebar of ten sections, top bar, and the section of the
 * second path segment (an unknown one shows the dashboard).
 */
export function AdminShell() {
  const params = useParams();
  const current = adminSection(params['*']);
  const Section = SECTIONS[current.key];
  const { user, logout } = useSession();
  const navigate = useNavigate();
  const [mobileOpen, setMobileOpen] = useState(false);
  const dashboard = useAdminDashboard();
  const openRequests = dashboard.data?.openUpgradeRequests ?? 0;
  const adminName = adminDisplayName(user);
  const adminEmail = user?.email ?? '';

  const handleLogout = () => {
    logout();
    void navigate(paths.home);
  };

  const sidebar = (onNavigate?: () => void) => (
    <AdminSidebar
      current={current.key}
      openRequests={openRequests}
      adminName={adminName}
      adminEmail={adminEmail}
      onNavigate={onNavigate}
    />
  );

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'background.default' }}>
      <SkipLink />
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
        {sidebar()}
      </Box>
      <Drawer
        open={mobileOpen}
        onClose={() => setMobileOpen(false)}
        slotProps={{ paper: { sx: { width: SIDEBAR_WIDTH } } }}
      >
        {sidebar(() => setMobileOpen(false))}
      </Drawer>

      <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <AdminTopBar
          current={current.key}
          openRequests={openRequests}
          adminName={adminName}
          adminEmail={adminEmail}
          onOpenMenu={() => setMobileOpen(true)}
          onLogout={handleLogout}
        />
        <Box
          component="main"
          id={MAIN_CONTENT_ID}
          tabIndex={-1}
          sx={{
            flex: 1,
            px: { xs: 2, md: 3, xl: 4 },
            py: { xs: 3, md: 4 },
            maxWidth: 1600,
            width: '100%',
            mx: 'auto',
            // Focused only from the skip link or after navigation, never by Tab: no ring around the page.
            '&:focus': { outline: 'none' },
          }}
          data-testid="admin-section"
          data-section={current.key}
        >
          <Suspense fallback={<LoadingBlock text={`Loading ${current.label.toLowerCase()}...`} />}>
            <Section />
          </Suspense>
        </Box>
      </Box>
    </Box>
  );
}
