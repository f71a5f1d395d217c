import { useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import BookmarkRemoveOutlinedIcon from '@mui/icons-material/BookmarkRemoveOutlined';
import BookmarkIcon from '@mui/icons-material/Bookmark';
import CategoryOutlinedIcon from '@mui/icons-material/CategoryOutlined';
import GroupsOutlinedIcon from '@mui/icons-material/GroupsOutlined';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import PaymentsOutlinedIcon from '@mui/icons-material/PaymentsOutlined';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import ShareOutlinedIcon from '@mui/icons-material/ShareOutlined';

import { CARD_MAX_SKILLS, positionsLabel, rupees, shortLocation } from '@hireloop/schema';
import { JobCardHeader, jobTypeBadge } from '@hireloop/ui';

import { jobPath } from '../../../app/paths';
import type { SavedJob } from '../hooks/useBookmarkedJobs';

export interface BookmarkCardProps {
  saved: SavedJob;
  /** e.g. '3 days ago'. */
  savedAge: string;
  onRemove: () => void;
  onShare: () => void;
  /** True while this job's removal is being saved. */
  removing?: boolean;
}

function Meta({ icon, children, testId }: { icon: ReactNode; children: ReactNode; testId?: string }) {
  return (
    <Stack
      direction="row"
      spacing={0.75}
      sx={{ alignItems: 'center', minWidth: 0, color: 'text.secondary', '& svg': { fontSize: 18 } }}
    >
      {icon}
      <Typography variant="body2" noWrap data-testid={testId}>
        {children}
      </Typography>
    </Stack>
  );
}

/**
 * A saved job: logo, title (opens /job/{id}; the whole card is clickable), company, type, location,
 * salary (rupees, or 'Not specified'), category (else the job type, else 'General'), positions, how long
 * ago it was saved, a share button and a menu with Remove.
 */
export function BookmarkCard({ saved, savedAge, onRemove, onShare, removing = false }: BookmarkCardProps) {
  const { job } = saved;
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  const badge = jobTypeBadge(job.jobType);
  const salary = rupees(job.salary) || 'Not specified';
  const category = job.category.trim() || job.jobType.trim() || 'General';
  const closed = job.status !== 'ACTIVE';
  const menuId = `bookmark-menu-${job.id}`;

  return (
    <Card
      data-testid="bookmark-card"
      sx={(theme) => ({
        position: 'relative',
        height: '100%',
        p: 2.5,
        display: 'flex',
        flexDirection: 'column',
        opacity: removing ? 0.5 : 1,
        '&:hover': {
          borderColor: theme.alpha(theme.vars.palette.primary.main, 0.5),
          boxShadow: `0 12px 28px -12px ${alpha('#1e3a8a', 0.35)}`,
          ...theme.applyStyles('dark', { boxShadow: `0 12px 28px -12px ${alpha('#000', 0.35)}` }),
        },
        '&:focus-within': { borderColor: 'primary.main' },
      })}
    >
      <JobCardHeader
        company={job.company}
        logoColor={job.logoColor}
        logoText={job.logoText}
        title={
          <Box
            component={RouterLink}
            to={jobPath(job.id)}
            data-testid="bookmark-card-title"
            sx={{
              color: 'inherit',
              textDecoration: 'none',
              '&:hover': { color: 'primary.main' },
              '&:focus-visible': { outline: 'none' },
              // Stretched link: the whole card opens the job.
              '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: 'inherit' },
            }}
          >
            {job.title}
          </Box>
        }
        trailing={
          <Stack direction="row" sx={{ position: 'relative', zIndex: 1, mr: -1, mt: -0.5 }}>
            <Tooltip title="Share">
              <IconButton size="small" aria-label={`Share ${job.title}`} onClick={onShare}>
                <ShareOutlinedIcon fontSize="small" />
              </IconButton>
            </Tooltip>
            <IconButton
              size="small"
              aria-label={`More actions for ${job.title}`}
              aria-haspopup="menu"
              aria-controls={menuAnchor ? menuId : undefined}
              aria-expanded={Boolean(menuAnchor)}
              onClick={(event) => setMenuAnchor(event.currentTarget)}
              disabled={removing}
            >
              <MoreVertIcon fontSize="small" />
            </IconButton>
          </Stack>
        }
      />

      <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 1.5, flexWrap: 'wrap' }}>
        <Chip
          size="small"
          label={badge.label}
          sx={(theme) => {
            const color =
              badge.tone === 'green' ? theme.vars.palette.success.main : theme.vars.palette.primary.main;
            return { color, bgcolor: theme.alpha(color, 0.12), fontWeight: 600 };
          }}
        />
        {closed && (
          <Chip
            size="small"
            label="No longer open"
            color="warning"
            variant="outlined"
            sx={{ fontWeight: 600 }}
          />
        )}
      </Stack>

      <Box
        sx={{
          mt: 1.75,
          display: 'grid',
          gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
          columnGap: 2,
          rowGap: 1,
        }}
      >
        <Meta icon={<PlaceOutlinedIcon />}>{shortLocation(job.location)}</Meta>
        <Meta icon={<PaymentsOutlinedIcon />} testId="bookmark-card-salary">
          {salary}
        </Meta>
        <Meta icon={<CategoryOutlinedIcon />}>{category}</Meta>
        <Meta icon={<GroupsOutlinedIcon />}>{positionsLabel(job.positions || 1)}</Meta>
      </Box>

      <Box sx={{ mt: 1.5, flexGrow: 1 }}>
        <Typography
          variant="body2"
          color="text.secondary"
          sx={{ display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}
        >
          {job.description}
        </Typography>
      </Box>

      {job.skills.length > 0 && (
        <Stack
          direction="row"
          spacing={0.75}
          useFlexGap
          sx={{ mt: 1.5, flexWrap: 'wrap' }}
          data-testid="bookmark-card-skills"
        >
          {job.skills.slice(0, CARD_MAX_SKILLS).map((skill) => (
            <Chip key={skill} size="small" label={skill} variant="outlined" sx={{ borderColor: 'divider' }} />
          ))}
          {job.skills.length > CARD_MAX_SKILLS && (
            <Chip
              size="small"
              label={`+${job.skills.length - CARD_MAX_SKILLS} more`}
              sx={{ bgcolor: 'action.hover', fontWeight: 600 }}
            />
          )}
        </Stack>
      )}

      <Stack
        direction="row"
        spacing={0.75}
        sx={{
          mt: 2,
          pt: 1.5,
          borderTop: 1,
          borderColor: 'divider',
          alignItems: 'center',
          color: 'primary.main',
        }}
      >
        <BookmarkIcon sx={{ fontSize: 16 }} aria-hidden />
        <Typography variant="caption" sx={{ fontWeight: 600 }} data-testid="bookmark-card-age">
          Saved {savedAge}
        </Typography>
      </Stack>

      <Menu
        id={menuId}
        anchorEl={menuAnchor}
        open={Boolean(menuAnchor)}
        onClose={() => setMenuAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { borderRadius: 2.5, minWidth: 180 } } }}
      >
        <MenuItem
          onClick={() => {
            setMenuAnchor(null);
            onShare();
          }}
        >
          <ListItemIcon>
            <ShareOutlinedIcon fontSize="small" />
          </ListItemIcon>
          Share
        </MenuItem>
        <MenuItem
          onClick={() => {
            setMenuAnchor(null);
            onRemove();
          }}
          sx={{ color: 'error.main' }}
        >
          <ListItemIcon sx={{ color: 'inherit' }}>
            <BookmarkRemoveOutlinedIcon fontSize="small" />
          </ListItemIcon>
          Remove
        </MenuItem>
      </Menu>
    </Card>
  );
}
