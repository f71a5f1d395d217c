import ButtonBase from '@mui/material/ButtonBase';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';

export interface OptionGridProps {
  options: readonly string[];
  /** Whether an option is chosen. */
  isSelected: (option: string) => boolean;
  onSelect: (option: string) => void;
  /** Accessible name of the group, e.g. 'Job Type'. */
  label: string;
  /** Several may be chosen (skills) rather than one. */
  multiple?: boolean;
  minWidth?: number;
}

/** Choices as a grid of toggle tiles; the chosen ones are tinted and ticked. */
export function OptionGrid({
  options,
  isSelected,
  onSelect,
  label,
  multiple = false,
  minWidth = 160,
}: OptionGridProps) {
  return (
    <Box
      role="group"
      aria-label={label}
      sx={{
        display: 'grid',
        gap: 1.25,
        gridTemplateColumns: {
          xs: 'repeat(2, minmax(0, 1fr))',
          sm: `repeat(auto-fill, minmax(min(${minWidth}px, 100%), 1fr))`,
        },
      }}
    >
      {options.map((option) => {
        const selected = isSelected(option);
        return (
          <ButtonBase
            key={option}
            aria-pressed={selected}
            onClick={() => onSelect(option)}
            data-testid="survey-option"
            sx={(theme) => ({
              justifyContent: 'space-between',
              gap: 1,
              px: 1.75,
              py: 1.25,
              borderRadius: 2.5,
              border: 1,
              textAlign: 'left',
              borderColor: selected ? 'primary.main' : 'divider',
              bgcolor: selected ? theme.alpha(theme.vars.palette.primary.main, 0.1) : 'background.paper',
              color: selected ? 'primary.main' : 'text.primary',
              transition: 'border-color 120ms ease, background-color 120ms ease',
              '&:hover': { borderColor: 'primary.main' },
              '&.Mui-focusVisible': {
                outline: `2px solid ${theme.vars.palette.primary.main}`,
                outlineOffset: 2,
              },
            })}
          >
            <Typography variant="body2" sx={{ fontWeight: selected ? 700 : 500 }}>
              {option}
            </Typography>
            <CheckCircleIcon
              aria-hidden
              sx={{
                fontSize: 18,
                flexShrink: 0,
                opacity: selected ? 1 : 0,
                display: multiple || selected ? 'block' : 'none',
              }}
            />
          </ButtonBase>
        );
      })}
    </Box>
  );
}
