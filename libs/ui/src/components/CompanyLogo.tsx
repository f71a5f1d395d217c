import { useState } from 'react';

import Box from '@mui/material/Box';
import { getContrastRatio } from '@mui/material/styles';

import { logoInitials, PLACEHOLDER_LOGO_COLOR } from '@hireloop/schema';

/** A logo's square copies (GraphQL `LogoImage`): 64, 128 and 256 px; each address is kept for good. */
export interface LogoImageUrls {
  url64: string;
  url128: string;
  url256: string;
}

/** The image for 1x screens and, when it differs, the sharper one for 2x screens. */
export interface LogoSources {
  src: string;
  srcSet?: string;
}

/**
 * The copies a logo drawn `size` CSS pixels wide needs: the smallest at least `size` pixels for 1x
 * screens and the smallest at least twice that for 2x screens (the largest when none is that large).
 */
export function logoSources(image: LogoImageUrls, size: number): LogoSources {
  const atLeast = (px: number) => image[px > 128 ? 'url256' : px > 64 ? 'url128' : 'url64'];
  const src = atLeast(size);
  const sharp = atLeast(size * 2);
  return sharp === src ? { src } : { src, srcSet: `${src} 1x, ${sharp} 2x` };
}

export interface CompanyLogoProps {
  /** Company name: alt text, and the source of initials and colour when those are not given. */
  name?: string | null;
  /** True when the company uploaded a logo image. */
  hasLogo?: boolean;
  /** The uploaded logo's square copies; chosen from by `size` (see logoSources). */
  logoImage?: LogoImageUrls | null;
  /** Address of a logo image shown as is (a preview of a picked file), when there are no copies. */
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
export function CompanyLogo({
  name,
  hasLogo = false,
  logoImage,
  logoUrl,
  color,
  text,
  size = 48,
}: CompanyLogoProps) {
  const [brokenUrl, setBrokenUrl] = useState<string | null>(null);
  const label = `${name?.trim() || 'Company'} logo`;
  const initials = (text?.trim() || logoInitials(name)).slice(0, 3).toUpperCase();
  const sources: Partial<LogoSources> = logoImage ? logoSources(logoImage, size) : { src: logoUrl ?? '' };
  const showImage = hasLogo && Boolean(sources.src) && brokenUrl !== sources.src;
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
          src={sources.src}
          srcSet={sources.srcSet}
          width={size}
          height={size}
          alt={label}
          onError={() => setBrokenUrl(sources.src ?? null)}
          sx={{ width: '100%', height: '100%', objectFit: 'contain', p: 0.5 }}
        />
      ) : (
        initials
      )}
    </Box>
  );
}
