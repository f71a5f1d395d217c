import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

export interface BrandMarkProps {
  /** Text colour of the word mark; the tile keeps the brand gradient. */
  inverted?: boolean;
}

/** The Hireloop logo: a gradient tile with a loop and the word mark. */
export function BrandMark({ inverted = false }: BrandMarkProps) {
  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
      <Box
        aria-hidden
        sx={{
          width: 32,
          height: 32,
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
      <Typography
        component="span"
        sx={{
          fontWeight: 800,
          fontSize: 20,
          letterSpacing: '-0.03em',
          color: inverted ? '#ffffff' : 'text.primary',
        }}
      >
        Hireloop
      </Typography>
    </Box>
  );
}
