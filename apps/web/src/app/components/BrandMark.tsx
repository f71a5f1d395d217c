import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

import { usePlatform } from '../platform';

export interface BrandMarkProps {
  /** Text colour of the word mark; the tile keeps the brand gradient. */
  inverted?: boolean;
}

/**
 * The platform's mark: the administrator's logo when one is set, else the built-in gradient tile with a
 * loop, then the platform's name.
 */
export function BrandMark({ inverted = false }: BrandMarkProps) {
  const { name, logoUrl } = usePlatform();
  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, minWidth: 0 }} data-testid="brand-mark">
      {logoUrl ? (
        <Box
          component="img"
          src={logoUrl}
          alt=""
          data-testid="platform-logo"
          sx={{
            display: 'block',
            height: 32,
            width: 'auto',
            maxWidth: 96,
            objectFit: 'contain',
            flexShrink: 0,
          }}
        />
      ) : (
        <Box
          aria-hidden
          sx={{
            width: 32,
            height: 32,
            flexShrink: 0,
            borderRadius: '10px',
            display: 'grid',
            placeItems: 'center',
            background: 'linear-gradient(135deg, #2563eb 0%, #7c3aed 55%, #ea580c 100%)',
            boxShadow: '0 6px 16px -6px rgba(37, 99, 235, 0.6)',
          }}
        >
          <Box
            sx={{
              width: 14,
              height: 14,
              borderRadius: '50%',
              border: '3px solid #ffffff',
              borderRightColor: 'transparent',
            }}
          />
        </Box>
      )}
      <Typography
        component="span"
        noWrap
        title={name}
        sx={{
          fontWeight: 800,
          fontSize: 20,
          letterSpacing: '-0.03em',
          maxWidth: { xs: 160, sm: 240 },
          color: inverted ? '#ffffff' : 'text.primary',
        }}
      >
        {name}
      </Typography>
    </Box>
  );
}
