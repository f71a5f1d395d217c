import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

export interface SurveySummaryProps {
  title: string;
  /** The answers, each under its step's title. */
  items: { title: string; value: string }[];
}

/** The answers given, as a tinted list of step titles and answers. */
export function SurveySummary({ items, title }: SurveySummaryProps) {
  return (
    <Box
      data-testid="survey-summary"
      sx={(theme) => ({
        p: 2.5,
        borderRadius: 3,
        bgcolor: theme.alpha(theme.vars.palette.primary.main, 0.05),
        ...theme.applyStyles('dark', { bgcolor: theme.alpha(theme.vars.palette.primary.main, 0.1) }),
        border: 1,
        borderColor: theme.alpha(theme.vars.palette.primary.main, 0.2),
      })}
    >
      <Typography variant="subtitle2" component="h3" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: 'max-content minmax(0, 1fr)' },
          columnGap: 3,
          rowGap: 0.75,
        }}
      >
        {items.map((item) => (
          <Box key={item.title} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {item.title}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 600, mb: { xs: 1, sm: 0 } }}>
              {item.value}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
