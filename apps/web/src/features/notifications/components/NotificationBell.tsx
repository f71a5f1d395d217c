import { useState } from 'react';
import { useNavigate } from 'react-router-dom';

import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import Popover from '@mui/material/Popover';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DoneAllIcon from '@mui/icons-material/DoneAll';
import NotificationsNoneIcon from '@mui/icons-material/NotificationsNone';
import NotificationsOutlinedIcon from '@mui/icons-material/NotificationsOutlined';

import { appliedJobsPath } from '../../../app/paths';
import { useSession } from '../../../app/session';
import { useNotifications, type BellNotification } from '../hooks/useNotifications';
import { timeAgo } from '@hireloop/schema';

export { prefetchNotifications } from '../hooks/useNotifications';

/** Read by screen readers only. */
const visuallyHidden = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: '1px',
} as const;

/** The accessible name of the bell, with the unread count. */
export function bellLabel(unread: number): string {
  return unread > 0 ? `Notifications (${unread} unread)` : 'Notifications';
}

function NotificationItem({ item, onOpen }: { item: BellNotification; onOpen: () => void }) {
  return (
    <ListItemButton
      onClick={onOpen}
      data-testid="notification-item"
      data-read={item.read}
      sx={(theme) => ({
        alignItems: 'flex-start',
        gap: 1.5,
        py: 1.5,
        px: 2,
        borderBottom: 1,
        borderColor: 'divider',
        bgcolor: item.read ? 'transparent' : theme.alpha(theme.vars.palette.primary.main, 0.05),
        ...(!item.read &&
          theme.applyStyles('dark', { bgcolor: theme.alpha(theme.vars.palette.primary.main, 0.1) })),
      })}
    >
      <Box
        aria-hidden
        sx={{
          mt: 0.75,
          width: 8,
          height: 8,
          flexShrink: 0,
          borderRadius: '50%',
          bgcolor: item.read ? 'transparent' : 'primary.main',
        }}
      />
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Typography variant="body2" sx={{ fontWeight: item.read ? 600 : 800 }}>
          {item.title}
          {!item.read && (
            <Box component="span" sx={visuallyHidden}>
              {' '}
              (unread)
            </Box>
          )}
        </Typography>
        <Typography
          variant="body2"
          color="text.secondary"
          sx={{
            mt: 0.25,
            display: '-webkit-box',
            WebkitLineClamp: 2,
            WebkitBoxOrient: 'vertical',
            overflow: 'hidden',
          }}
        >
          {item.body}
        </Typography>
        <Typography variant="caption" color="text.secondary" sx={{ mt: 0.5, display: 'block' }}>
          {timeAgo(item.createdAt)}
        </Typography>
      </Box>
    </ListItemButton>
  );
}

/**
 * The seeker's notification bell in the nav bar: the unread count (updated live over a subscription), a
 * list of the newest notifications that marks one read when opened, and 'Mark all as read'.
 */
export function NotificationBell() {
  const { token, user } = useSession();
  const navigate = useNavigate();
  const { items, unreadCount, loading, error, retry, markRead, markAllRead } = useNotifications(token);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);

  const open = (item: BellNotification) => {
    markRead(item);
    setAnchor(null);
    if (user) void navigate(appliedJobsPath(user.id));
  };

  let content;
  if (loading) {
    content = (
      <Stack role="status" sx={{ alignItems: 'center', py: 5 }}>
        <CircularProgress size={22} aria-label="Loading notifications" />
      </Stack>
    );
  } else if (error) {
    content = (
      <Stack spacing={1.5} sx={{ alignItems: 'center', py: 4, px: 3, textAlign: 'center' }}>
        <Typography variant="body2" color="text.secondary">
          Failed to load notifications
        </Typography>
        <Button size="small" variant="outlined" onClick={retry}>
          Try again
        </Button>
      </Stack>
    );
  } else if (items.length === 0) {
    content = (
      <Stack
        spacing={1}
        sx={{ alignItems: 'center', py: 5, px: 3, textAlign: 'center' }}
        data-testid="notifications-empty"
      >
        <NotificationsNoneIcon color="disabled" sx={{ fontSize: 36 }} />
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          No notifications yet
        </Typography>
        <Typography variant="caption" color="text.secondary">
          We&apos;ll let you know when recruiters update your applications.
        </Typography>
      </Stack>
    );
  } else {
    content = (
      <List
        disablePadding
        aria-label="Notifications"
        data-testid="notification-list"
        sx={{ maxHeight: 420, overflowY: 'auto' }}
      >
        {items.map((item) => (
          <NotificationItem key={item.id} item={item} onOpen={() => open(item)} />
        ))}
      </List>
    );
  }

  return (
    <>
      <IconButton
        aria-label={bellLabel(unreadCount)}
        aria-haspopup="true"
        aria-expanded={Boolean(anchor)}
        onClick={(event) => setAnchor(event.currentTarget)}
        data-testid="notification-bell"
        sx={{ border: 1, borderColor: 'divider', width: 40, height: 40 }}
      >
        <Badge
          badgeContent={unreadCount}
          color="error"
          max={99}
          slotProps={{ badge: { 'data-testid': 'notification-count' } as object }}
        >
          <NotificationsOutlinedIcon fontSize="small" />
        </Badge>
      </IconButton>
      <Popover
        open={Boolean(anchor)}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { mt: 1, width: 360, maxWidth: 'calc(100vw - 24px)', borderRadius: 3 } } }}
      >
        <Stack
          direction="row"
          sx={{
            px: 2,
            py: 1.5,
            alignItems: 'center',
            justifyContent: 'space-between',
            borderBottom: 1,
            borderColor: 'divider',
          }}
        >
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
            Notifications
          </Typography>
          <Button size="small" startIcon={<DoneAllIcon />} onClick={markAllRead} disabled={unreadCount === 0}>
            Mark all as read
          </Button>
        </Stack>
        {content}
      </Popover>
    </>
  );
}
