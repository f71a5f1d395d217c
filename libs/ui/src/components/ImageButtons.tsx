import type { ReactNode } from 'react';

import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';

export interface ImageButtonsProps {
  /** Whether there is an image now: the first button changes it and Remove is offered. */
  hasImage: boolean;
  /** The first button's words with and without an image, e.g. 'Change photo' and 'Add photo'. */
  changeLabel: string;
  addLabel: string;
  icon: ReactNode;
  busy: boolean;
  onPick: () => void;
  onRemove: () => void;
  /** Centre the buttons (under an avatar) rather than start them at the left. */
  centered?: boolean;
}

/** The Add/Change and Remove buttons of an uploaded image (a profile photo, the platform logo). */
export function ImageButtons({
  hasImage,
  changeLabel,
  addLabel,
  icon,
  busy,
  onPick,
  onRemove,
  centered = false,
}: ImageButtonsProps) {
  return (
    <Stack
      direction="row"
      spacing={1}
      useFlexGap
      sx={{
        flexWrap: 'wrap',
        justifyContent: centered ? 'center' : 'flex-start',
        '& .MuiButton-root': { whiteSpace: 'nowrap' },
      }}
    >
      <Button size="small" variant="outlined" startIcon={icon} disabled={busy} onClick={onPick}>
        {hasImage ? changeLabel : addLabel}
      </Button>
      {hasImage && (
        <Button
          size="small"
          color="inherit"
          startIcon={<DeleteOutlineIcon />}
          disabled={busy}
          onClick={onRemove}
        >
          Remove
        </Button>
      )}
    </Stack>
  );
}
