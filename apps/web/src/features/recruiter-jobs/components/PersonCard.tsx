import type { ReactNode } from 'react';

import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import EmailOutlinedIcon from '@mui/icons-material/EmailOutlined';
import PhoneOutlinedIcon from '@mui/icons-material/PhoneOutlined';

import { SkillChips } from './RecruiterJobCard';

/** Up to two initials of a person's name for their avatar ('?' without a name). */
function initials(name: string): string {
  return (
    name
      .split(/\s+/)
      .filter(Boolean)
      .slice(0, 2)
      .map((word) => word[0])
      .join('')
      .toUpperCase() || '?'
  );
}

/** One fact of a person (an icon and a short text) in their card's row of facts. */
export function PersonFact({
  icon,
  children,
  truncate = false,
}: {
  icon: ReactNode;
  children: ReactNode;
  truncate?: boolean;
}) {
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', ...(truncate && { minWidth: 0 }) }}>
      {icon}
      <Typography variant="body2" noWrap={truncate}>
        {children}
      </Typography>
    </Stack>
  );
}

/** The person's email (cut to the card's width) and phone number when they have one. */
export function ContactFacts({
  email,
  phone,
}: {
  email: string | null | undefined;
  phone: string | null | undefined;
}) {
  return (
    <>
      {email && (
        <PersonFact icon={<EmailOutlinedIcon />} truncate>
          {email}
        </PersonFact>
      )}
      {phone && <PersonFact icon={<PhoneOutlinedIcon />}>{phone}</PersonFact>}
    </>
  );
}

export interface PersonCardProps {
  /** The card's data-testid, and its name's (`{testId}`-name without '-card'). */
  testId: 'candidate-card' | 'applicant-card';
  /** More attributes of the card, e.g. `data-application`. */
  cardData?: Record<`data-${string}`, string>;
  name: string;
  photoUrl: string | null | undefined;
  avatarSize: number;
  /** Beside the name: a status or availability chip. */
  badge: ReactNode;
  /** A line under the name (e.g. the candidate's title). */
  subtitle?: ReactNode;
  /** The row of facts (see PersonFact). */
  facts: ReactNode;
  bio: string | null | undefined;
  skills: readonly string[];
  /** The row of buttons at the end (documents, menus). */
  actions: ReactNode;
}

/** A person a recruiter looks at: avatar, name with a badge, facts, bio, skills and buttons. */
export function PersonCard({
  testId,
  cardData,
  name,
  photoUrl,
  avatarSize,
  badge,
  subtitle,
  facts,
  bio,
  skills,
  actions,
}: PersonCardProps) {
  return (
    <Card data-testid={testId} {...cardData} sx={{ p: { xs: 2, sm: 2.5 } }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
        <Avatar
          src={photoUrl ?? undefined}
          alt={name}
          data-testid="person-photo"
          sx={(theme) => ({
            width: avatarSize,
            height: avatarSize,
            fontWeight: 700,
            color: 'primary.main',
            bgcolor: theme.alpha(theme.vars.palette.primary.main, 0.14),
          })}
        >
          {initials(name)}
        </Avatar>
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography
              variant="subtitle1"
              component="h2"
              sx={{ fontWeight: 700 }}
              data-testid={testId.replace('-card', '-name')}
            >
              {name}
            </Typography>
            {badge}
          </Stack>
          {subtitle}
          <Stack
            direction="row"
            spacing={2}
            useFlexGap
            sx={{
              mt: subtitle ? 1 : 0.5,
              flexWrap: 'wrap',
              color: 'text.secondary',
              '& svg': { fontSize: 17 },
            }}
          >
            {facts}
          </Stack>
          {bio && (
            <Typography
              variant="body2"
              color="text.secondary"
              sx={{
                mt: 1.25,
                display: '-webkit-box',
                WebkitLineClamp: 3,
                WebkitBoxOrient: 'vertical',
                overflow: 'hidden',
              }}
            >
              {bio}
            </Typography>
          )}
          <Box sx={{ mt: 1.25 }}>
            <SkillChips skills={skills} />
          </Box>
          <Stack
            direction="row"
            spacing={1}
            useFlexGap
            sx={{ mt: 2, flexWrap: 'wrap', alignItems: 'center' }}
          >
            {actions}
          </Stack>
        </Box>
      </Stack>
    </Card>
  );
}
