import Avatar from '@mui/material/Avatar';

import { logoColor, logoInitials } from '@hireloop/schema';

export interface CompanyLogoProps {
  /** Company name: alt text, and the source of initials and colour when those are not given. */
  name?: string | null;
  /** True when the company uploaded a logo image. */
  hasLogo?: boolean;
  /** Address of the uploaded logo image. */
  logoUrl?: string | null;
  /** Tile colour (the palette colour stored with the company or job). */
  color?: string | null;
  /** Tile text (the initials stored with the company or job). */
  text?: string | null;
  /** Edge length in pixels. */
  size?: number;
}

/** The company's logo image when it has one, else a coloured tile with its initials. */
export function CompanyLogo({ name, hasLogo = false, logoUrl, color, text, size = 48 }: CompanyLogoProps) {
  const label = `${name?.trim() || 'Company'} logo`;
  const initials = (text?.trim() || logoInitials(name)).slice(0, 3).toUpperCase();
  const showImage = hasLogo && Boolean(logoUrl);

  return (
    <Avatar
      variant="rounded"
      data-testid="company-logo"
      data-logo={showImage ? 'image' : 'initials'}
      src={showImage ? (logoUrl ?? undefined) : undefined}
      alt={label}
      role={showImage ? undefined : 'img'}
      aria-label={showImage ? undefined : label}
      sx={{
        width: size,
        height: size,
        borderRadius: `${Math.round(size / 4)}px`,
        fontSize: size * 0.36,
        fontWeight: 700,
        letterSpacing: '0.02em',
        color: '#ffffff',
        bgcolor: showImage ? 'background.paper' : color || logoColor(name),
        border: showImage ? 1 : 0,
        borderColor: 'divider',
        flexShrink: 0,
        '& img': { objectFit: 'contain', p: 0.5 },
      }}
    >
      {initials}
    </Avatar>
  );
}
