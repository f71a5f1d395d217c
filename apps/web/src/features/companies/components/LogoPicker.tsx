import { useEffect, useId, useMemo, useRef, type ChangeEvent } from 'react';

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import UploadFileOutlinedIcon from '@mui/icons-material/UploadFileOutlined';

import { IMAGE_TYPES } from '@hireloop/schema';
import { CompanyLogo } from '@hireloop/ui';

import { checkLogo } from '../companyForm';

export interface LogoPickerProps {
  /** The company name (initials tile while there is no image). */
  name: string;
  /** A newly picked file. */
  file: File | null;
  /** The stored logo's address (editing), unless it is to be removed. */
  currentUrl: string | null;
  color?: string | null;
  text?: string | null;
  /** The message of the last rejected file. */
  error: string | null;
  onPick: (file: File | null, error: string | null) => void;
  /** Drops the new file, or the stored logo when there is no new file. */
  onRemove: () => void;
  disabled?: boolean;
}

/** Company logo: preview, an image picker checked in the browser (image, at most 5 MB), remove. */
export function LogoPicker({
  name,
  file,
  currentUrl,
  color,
  text,
  error,
  onPick,
  onRemove,
  disabled = false,
}: LogoPickerProps) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const preview = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);

  const shownUrl = preview ?? currentUrl;

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = event.target.files?.[0] ?? null;
    // The same file may be picked again after a removal.
    event.target.value = '';
    if (!picked) return;
    const problem = checkLogo(picked);
    onPick(problem ? null : picked, problem);
  };

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2.5} sx={{ alignItems: { sm: 'center' } }}>
      <CompanyLogo
        size={88}
        name={name || 'Company'}
        hasLogo={Boolean(shownUrl)}
        logoUrl={shownUrl}
        color={color}
        text={text}
      />
      <Box sx={{ minWidth: 0 }}>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Button
            component="label"
            htmlFor={inputId}
            variant="outlined"
            startIcon={<UploadFileOutlinedIcon />}
            disabled={disabled}
          >
            {shownUrl ? 'Change Logo' : 'Upload Logo'}
            <input
              ref={input}
              id={inputId}
              data-testid="logo-input"
              type="file"
              accept={IMAGE_TYPES.join(',')}
              hidden
              onChange={handleChange}
            />
          </Button>
          {shownUrl && (
            <Button
              color="inherit"
              startIcon={<DeleteOutlineIcon />}
              onClick={onRemove}
              disabled={disabled}
              sx={{ color: 'text.secondary' }}
            >
              Remove
            </Button>
          )}
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {file ? file.name : 'PNG, JPEG or WebP image, up to 5MB.'}
        </Typography>
        {error && (
          <FormHelperText error role="alert" data-testid="logo-error" sx={{ mx: 0 }}>
            {error}
          </FormHelperText>
        )}
      </Box>
    </Stack>
  );
}
