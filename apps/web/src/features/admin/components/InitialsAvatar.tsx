import Avatar from '@mui/material/Avatar';

import { initials } from '../adminText';

/** A round badge with a person's initials ('Asha Menon' -> 'AM'). */
export function InitialsAvatar({ name, size }: { name: string; size: number }) {
  return (
    <Avatar
      sx={{
        width: size,
        height: size,
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
        fontSize: size >= 40 ? 16 : 14,
        fontWeight: 700,
      }}
    >
      {initials(name)}
    </Avatar>
  );
}
