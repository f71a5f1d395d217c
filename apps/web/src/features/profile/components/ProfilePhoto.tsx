import Avatar from '@mui/material/Avatar';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddAPhotoOutlinedIcon from '@mui/icons-material/AddAPhotoOutlined';

import { PHOTO_MAX_BYTES, SEEKER_MESSAGES } from '@hireloop/schema';
import { ImageButtons } from '@hireloop/ui';

import { useImagePicker } from '../../../app/useImagePicker';

import { useProfilePhoto } from '../hooks/useProfilePhoto';

export interface ProfilePhotoProps {
  photoUrl: string | null;
  name: string;
  initials: string;
  /** Tells the seeker what happened (success or the refusal's message). */
  onResult: (message: string, severity: 'success' | 'error' | 'info') => void;
}

/** The seeker's photo (else initials) with Add/Change and Remove: PNG, JPEG or WebP of at most 2 MB. */
export function ProfilePhoto({ photoUrl, name, initials, onResult }: ProfilePhotoProps) {
  const { upload, remove, busy } = useProfilePhoto();
  const { inputProps, pick, removeImage } = useImagePicker({
    maxBytes: PHOTO_MAX_BYTES,
    upload,
    remove,
    messages: {
      notImage: SEEKER_MESSAGES.photoNotImage,
      tooLarge: SEEKER_MESSAGES.photoTooLarge,
      uploaded: SEEKER_MESSAGES.photoUpdated,
      removed: SEEKER_MESSAGES.photoRemoved,
      failed: SEEKER_MESSAGES.profileUpdateFailed,
    },
    onResult,
  });

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
      <input {...inputProps} data-testid="profile-photo-input" />
      <ImageButtons
        hasImage={Boolean(photoUrl)}
        changeLabel="Change photo"
        addLabel="Add photo"
        icon={<AddAPhotoOutlinedIcon />}
        busy={busy}
        onPick={pick}
        onRemove={removeImage}
        centered
      />
      <Typography variant="caption" color="text.secondary">
        PNG, JPEG or WebP, up to 2 MB
      </Typography>
    </Stack>
  );
}
