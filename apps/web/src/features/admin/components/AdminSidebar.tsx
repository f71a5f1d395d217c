import { Link } from 'react-router-dom';

import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AnalyticsOutlinedIcon from '@mui/icons-material/AnalyticsOutlined';
import WebhookOutlinedIcon from '@mui/icons-material/WebhookOutlined';
import ApartmentOutlinedIcon from '@mui/icons-material/ApartmentOutlined';
import AssignmentOutlinedIcon from '@mui/icons-material/AssignmentOutlined';
import DashboardOutlinedIcon from '@mui/icons-material/DashboardOutlined';
import DynamicFeedOutlinedIcon from '@mui/icons-material/DynamicFeedOutlined';
import KeyOutlinedIcon from '@mui/icons-material/KeyOutlined';
import PaymentsOutlinedIcon from '@mui/icons-material/PaymentsOutlined';
import PeopleAltOutlinedIcon from '@mui/icons-material/PeopleAltOutlined';
import SettingsOutlinedIcon from '@mui/icons-material/SettingsOutlined';
import WorkOutlineOutlinedIcon from '@mui/icons-material/WorkOutlineOutlined';

import { BrandMark } from '../../../app/components/BrandMark';
import { ADMIN_SECTIONS, adminSectionHref, type AdminSectionKey } from '../adminSections';
import { InitialsAvatar } from './InitialsAvatar';

export const SECTION_ICONS: Record<AdminSectionKey, typeof DashboardOutlinedIcon> = {
  dashboard: DashboardOutlinedIcon,
  jobs: WorkOutlineOutlinedIcon,
  seekers: PeopleAltOutlinedIcon,
  recruiters: ApartmentOutlinedIcon,
  applications: AssignmentOutlinedIcon,
  payments: PaymentsOutlinedIcon,
  analytics: AnalyticsOutlinedIcon,
  'background-jobs': DynamicFeedOutlinedIcon,
  webhooks: WebhookOutlinedIcon,
  'api-keys': KeyOutlinedIcon,
  settings: SettingsOutlinedIcon,
};

export interface AdminSidebarProps {
  current: AdminSectionKey;
  /** Open upgrade requests, counted on the Payments entry. */
  openRequests: number;
  adminName: string;
  adminEmail: string;
  onNavigate?: () => void;
}

/** The admin area's navigation: the ten sections and who is signed in. */
export function AdminSidebar({
  current,
  openRequests,
  adminName,
  adminEmail,
  onNavigate,
}: AdminSidebarProps) {
  return (
    <Box sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      {/* A long platform name moves the chip to a line of its own rather than being cut short. */}
      <Stack
        direction="row"
        spacing={1}
        useFlexGap
        sx={{ px: 2.5, py: 2.25, alignItems: 'center', flexWrap: 'wrap' }}
      >
        <BrandMark />
        <Chip label="Admin" size="small" color="primary" variant="outlined" sx={{ fontWeight: 700 }} />
      </Stack>
      <List component="nav" aria-label="Admin sections" sx={{ px: 1.5, flex: 1 }}>
        {ADMIN_SECTIONS.map((section) => {
          const Icon = SECTION_ICONS[section.key];
          const selected = section.key === current;
          return (
            <ListItemButton
              key={section.key}
              component={Link}
              to={adminSectionHref(section)}
              onClick={onNavigate}
              selected={selected}
              aria-current={selected ? 'page' : undefined}
              sx={(theme) => ({
                borderRadius: 2.5,
                mb: 0.5,
                '&.Mui-selected': {
                  color: 'primary.main',
                  bgcolor: theme.alpha(theme.vars.palette.primary.main, 0.1),
                  '& .MuiListItemIcon-root': { color: 'primary.main' },
                  '& .MuiListItemText-primary': { fontWeight: 700 },
                },
              })}
            >
              <ListItemIcon sx={{ minWidth: 40 }}>
                <Icon fontSize="small" />
              </ListItemIcon>
              <ListItemText primary={section.label} />
              {section.key === 'payments' && openRequests > 0 && (
                <Chip
                  label={openRequests}
                  size="small"
                  color="error"
                  aria-label={`${openRequests} open upgrade requests`}
                  sx={{ height: 20, fontWeight: 700, '& .MuiChip-label': { px: 0.75 } }}
                />
              )}
            </ListItemButton>
          );
        })}
      </List>
      <Stack
        direction="row"
        spacing={1.25}
        sx={{ m: 1.5, p: 1.5, alignItems: 'center', borderRadius: 3, border: 1, borderColor: 'divider' }}
        data-testid="admin-signed-in"
      >
        <InitialsAvatar name={adminName} size={34} />
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="body2" sx={{ fontWeight: 700 }} noWrap>
            {adminName}
          </Typography>
          <Typography variant="caption" color="text.secondary" noWrap component="p" title={adminEmail}>
            {adminEmail}
          </Typography>
        </Box>
      </Stack>
    </Box>
  );
}
