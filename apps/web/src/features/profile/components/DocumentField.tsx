import type { ChangeEvent } from 'react';

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineOutlined';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import PictureAsPdfOutlinedIcon from '@mui/icons-material/PictureAsPdfOutlined';
import UploadFileOutlinedIcon from '@mui/icons-material/UploadFileOutlined';

import { fileSizeText, type DocumentSlot } from '../profileForm';

export interface DocumentFieldProps {
  /** 'Resume' or 'Cover Letter'. */
  label: string;
  /** Used for test ids, e.g. 'resume'. */
  name: string;
  slot: DocumentSlot;
  /** A refused file's message, shown under the field. */
  error?: string | null;
  onChoose: (file: File) => void;
  onRemove: () => void;
  onOpen: () => void;
}

/** One PDF slot of the profile form: the stored or chosen file, Upload / Replace, Open and Remove. */
export function DocumentField({ label, name, slot, error, onChoose, onRemove, onOpen }: DocumentFieldProps) {
  const stored = slot.remove ? null : slot.current;
  const fileName = slot.file?.name ?? stored?.name ?? null;
  const size = slot.file?.size ?? stored?.sizeBytes ?? null;

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Let the same file be chosen again after a refusal.
    event.target.value = '';
    if (file) onChoose(file);
  };

  return (
    <Box
      data-testid={`document-${name}`}
      sx={(theme) => ({
        p: 2,
        borderRadius: 3,
        border: 1,
        borderStyle: fileName ? 'solid' : 'dashed',
        borderColor: error ? 'error.main' : 'divider',
        bgcolor: fileName ? theme.alpha(theme.vars.palette.primary.main, 0.04) : 'transparent',
      })}
    >
      <Typography variant="subtitle2" sx={{ mb: 1.5 }}>
        {label}
      </Typography>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', minWidth: 0 }}>
        <PictureAsPdfOutlinedIcon color={fileName ? 'error' : 'disabled'} aria-hidden />
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Typography variant="body2" sx={{ fontWeight: 600 }} noWrap data-testid={`document-${name}-name`}>
            {fileName ?? `No ${label.toLowerCase()} uploaded`}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {slot.file
              ? `${fileSizeText(slot.file.size)} · uploads when you save`
              : size !== null
                ? fileSizeText(size)
                : 'PDF only, up to 10 MB'}
          </Typography>
        </Box>
      </Stack>
      <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 1.5, flexWrap: 'wrap' }}>
        <Button component="label" size="small" variant="outlined" startIcon={<UploadFileOutlinedIcon />}>
          {fileName ? 'Replace' : 'Upload PDF'}
          <input
            hidden
            type="file"
            accept="application/pdf,.pdf"
            onChange={handleChange}
            data-testid={`${name}-input`}
            aria-label={`${label} file`}
          />
        </Button>
        {stored && !slot.file && (
          <Button size="small" startIcon={<OpenInNewIcon />} onClick={onOpen}>
            Open
          </Button>
        )}
        {fileName && (
          <Button size="small" color="error" startIcon={<DeleteOutlineIcon />} onClick={onRemove}>
            Remove
          </Button>
        )}
      </Stack>
      {error && (
        <Typography variant="caption" color="error" role="alert" sx={{ display: 'block', mt: 1 }}>
          {error}
        </Typography>
      )}
    </Box>
  );
}
