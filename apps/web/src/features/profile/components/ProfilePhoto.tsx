import { useId, useRef, type ChangeEvent } from 'react';

import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddAPhotoOutlinedIcon from '@mui/icons-material/AddAPhotoOutlined';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';

import { IMAGE_TYPES, PHOTO_MAX_BYTES, SEEKER_MESSAGES, validateImage } from '@hireloop/schema';

import { useProfilePhoto } from '../hooks/useProfilePhoto';

export interface ProfilePhotoProps {
  photoUrl: string | null;
  name: string;
  initials: string;
  /** Tells the seeker what happened (success or the refusal's message). */
  onResult: (message: string, severity: 'success' | 'error') => void;
}

/** The seeker's photo (else initials) with Add/Change and Remove: PNG, JPEG or WebP of at most 2 MB. */
export function ProfilePhoto({ photoUrl, name, initials, onResult }: ProfilePhotoProps) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const { upload, remove, busy } = useProfilePhoto();

  const fail = (error: unknown) =>
    onResult(
      error instanceof Error && error.message ? error.message : SEEKER_MESSAGES.profileUpdateFailed,
      'error',
    );

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = event.target.files?.[0] ?? null;
    // The same file may be picked again later.
    event.target.value = '';
    if (!picked) return;
    const problem = validateImage(picked, PHOTO_MAX_BYTES, {
      notImage: SEEKER_MESSAGES.photoNotImage,
      tooLarge: SEEKER_MESSAGES.photoTooLarge,
    });
    if (problem) {
      onResult(problem, 'error');
      return;
    }
    upload(picked).then(() => onResult(SEEKER_MESSAGES.photoUpdated, 'success'), fail);
  };

  return (
    <Stack spacing={1.25} sx={{ alignItems: 'center' }}>
      <Avatar
        src={photoUrl ?? undefined}
        alt={name}
        data-testid="profile-photo"
        sx={{
          width: 88,
          height: 88,
          fontSize: 32,
          fontWeight: 700,
          background: 'linear-gradient(135deg, #2563eb 0%, #7c3aed 100%)',
          color: '#ffffff',
        }}
      >
        {initials}
      </Avatar>
      <input
        ref={input}
        id={inputId}
        type="file"
        accept={IMAGE_TYPES.join(',')}
        hidden
        onChange={handleChange}
        data-testid="profile-photo-input"
      />
      <Stack
        direction="row"
        spacing={0.5}
        useFlexGap
        sx={{ justifyContent: 'center', flexWrap: 'wrap', '& .MuiButton-root': { whiteSpace: 'nowrap' } }}
      >
        <Button
          size="small"
          startIcon={<AddAPhotoOutlinedIcon />}
          disabled={busy}
          onClick={() => input.current?.click()}
        >
          {photoUrl ? 'Change photo' : 'Add photo'}
        </Button>
        {photoUrl && (
          <Button
            size="small"
            color="inherit"
            startIcon={<DeleteOutlineIcon />}
            disabled={busy}
            onClick={() => remove().then(() => onResult(SEEKER_MESSAGES.photoRemoved, 'success'), fail)}
          >
            Remove
          </Button>
        )}
      </Stack>
      <Typography variant="caption" color="text.secondary">
        PNG, JPEG or WebP, up to 2 MB
      </Typography>
    </Stack>
  );
}
