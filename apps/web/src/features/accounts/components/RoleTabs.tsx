import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { alpha } from '@mui/material/styles';
import BusinessCenterOutlinedIcon from '@mui/icons-material/BusinessCenterOutlined';
import PersonOutlineOutlinedIcon from '@mui/icons-material/PersonOutlineOutlined';

import type { AccountRole } from '../routeState';

export interface RoleTabsProps {
  /** The side this screen belongs to. */
  active: AccountRole;
  /** The same screen for job seekers, e.g. /login. */
  seekerHref: string;
  /** The same screen for recruiters, e.g. /recruiter/login. */
  recruiterHref: string;
}

/** The Job Seeker / Recruiter switch of the login and sign-up screens (each side has its own page). */
export function RoleTabs({ active, seekerHref, recruiterHref }: RoleTabsProps) {
  const tabs = [
    {
      role: 'finder',
      label: 'Job Seeker',
      href: seekerHref,
      color: 'primary',
      icon: <PersonOutlineOutlinedIcon />,
    },
    {
      role: 'recruiter',
      label: 'Recruiter',
      href: recruiterHref,
      color: 'secondary',
      icon: <BusinessCenterOutlinedIcon />,
    },
  ] as const;

  return (
    <Box
      component="nav"
      aria-label="Account type"
      sx={{
        display: 'grid',
        gridTemplateColumns: '1fr 1fr',
        gap: 0.5,
        p: 0.5,
        borderRadius: 3,
        bgcolor: 'action.hover',
      }}
    >
      {tabs.map((tab) => {
        const current = tab.role === active;
        return (
          <Button
            key={tab.role}
            href={tab.href}
            aria-current={current ? 'page' : undefined}
            startIcon={tab.icon}
            color="inherit"
            sx={(theme) => ({
              borderRadius: 2.5,
              py: 1,
              color: current ? theme.vars.palette[tab.color].main : 'text.secondary',
              bgcolor: current ? 'background.paper' : 'transparent',
              boxShadow: current
                ? `0 1px 2px ${alpha('#0f172a', 0.12)}, 0 0 0 1px ${theme.alpha(theme.vars.palette[tab.color].main, 0.25)}`
                : 'none',
              '&:hover': {
                bgcolor: current ? 'background.paper' : theme.alpha(theme.vars.palette.text.primary, 0.05),
              },
            })}
          >
            {tab.label}
          </Button>
        );
      })}
    </Box>
  );
}
