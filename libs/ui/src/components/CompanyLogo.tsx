import { useState } from 'react';

import Box from '@mui/material/Box';
import { getContrastRatio } from '@mui/material/styles';

import { logoInitials, PLACEHOLDER_LOGO_COLOR } from '@hireloop/schema';

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

/** White initials where they read well on the tile (4.5:1), else near-black ones. */
export function initialsColor(background: string): string {
  try {
    return getContrastRatio('#ffffff', background) >= 4.5 ? '#ffffff' : 'rgba(0, 0, 0, 0.87)';
  } catch {
    return '#ffffff';
  }
}

/**
 * The company's logo image when it has one (falling back to the tile if the image cannot load), else a
 * coloured tile with its initials.
 */
export function CompanyLogo({ name, hasLogo = false, logoUrl, color, text, size = 48 }: CompanyLogoProps) {
  const [brokenUrl, setBrokenUrl] = useState<string | null>(null);
  const label = `${name?.trim() || 'Company'} logo`;
  const initials = (text?.trim() || logoInitials(name)).slice(0, 3).toUpperCase();
  const showImage = hasLogo && Boolean(logoUrl) && brokenUrl !== logoUrl;
  const tile = color || PLACEHOLDER_LOGO_COLOR;

  return (
    <Box
      data-testid="company-logo"
      data-logo={showImage ? 'image' : 'initials'}
      role={showImage ? undefined : 'img'}
      aria-label={showImage ? undefined : label}
      sx={{
        width: size,
        height: size,
        borderRadius: `${Math.round(size / 4)}px`,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        overflow: 'hidden',
        userSelect: 'none',
        lineHeight: 1,
        fontSize: size * 0.36,
        fontWeight: 700,
        letterSpacing: '0.02em',
        color: initialsColor(tile),
        bgcolor: showImage ? 'background.paper' : tile,
        border: showImage ? 1 : 0,
        borderColor: 'divider',
        flexShrink: 0,
      }}
    >
      {showImage ? (
        <Box
          component="img"
          src={logoUrl ?? undefined}
          alt={label}
          onError={() => setBrokenUrl(logoUrl ?? null)}
          sx={{ width: '100%', height: '100%', objectFit: 'contain', p: 0.5 }}
        />
      ) : (
        initials
      )}
    </Box>
  );
}
