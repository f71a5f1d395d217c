import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import UploadOutlinedIcon from '@mui/icons-material/UploadOutlined';

import { PLATFORM_LOGO_MAX_BYTES, SETTINGS_MESSAGES } from '@hireloop/schema';
import { ImageButtons, UploadProgress } from '@hireloop/ui';

import { useImagePicker } from '../../../app/useImagePicker';

export interface PlatformLogoFieldProps {
  logoUrl: string | null;
  platformName: string;
  busy: boolean;
  /** While a logo is sent: how far, and how to stop it. */
  uploading?: { percent: number | null; cancel: () => void } | null;
  upload: (logo: File) => Promise<void>;
  remove: () => Promise<void>;
  /** Tells the administrator what happened (success or the refusal's message). */
  onResult: (message: string, severity: 'success' | 'error' | 'info') => void;
}

/**
 * The platform logo with Upload/Change and Remove: PNG, JPEG or WebP of at most 1 MB, checked here as
 * picked and by the server by its bytes. It takes effect at once, without Save.
 */
export function PlatformLogoField({
  logoUrl,
  platformName,
  busy,
  uploading,
  upload,
  remove,
  onResult,
}: PlatformLogoFieldProps) {
  const { inputProps, pick, removeImage } = useImagePicker({
    maxBytes: PLATFORM_LOGO_MAX_BYTES,
    upload,
    remove,
    messages: {
      notImage: SETTINGS_MESSAGES.logoNotImage,
      tooLarge: SETTINGS_MESSAGES.logoTooLarge,
      uploaded: SETTINGS_MESSAGES.logoUploaded,
      removed: SETTINGS_MESSAGES.logoRemoved,
      failed: 'Failed to update the logo',
      cancelled: 'Upload cancelled: the logo is as it was.',
    },
    onResult,
  });

  return (
    <Box component="section" aria-label="Platform Logo">
      <Typography sx={{ fontWeight: 600, fontSize: 15, mb: 1 }}>Platform Logo</Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <Box
          sx={{
            width: 120,
            height: 64,
            flexShrink: 0,
            borderRadius: 2,
            border: 1,
            borderColor: 'divider',
            borderStyle: logoUrl ? 'solid' : 'dashed',
            display: 'grid',
            placeItems: 'center',
            bgcolor: 'background.default',
            overflow: 'hidden',
          }}
        >
          {logoUrl ? (
            <Box
              component="img"
              src={logoUrl}
              alt={`${platformName} logo`}
              data-testid="settings-logo"
              sx={{ maxWidth: 104, maxHeight: 48, objectFit: 'contain' }}
            />
          ) : (
            <Typography variant="caption" color="text.secondary">
              No logo
            </Typography>
          )}
        </Box>
        <Box sx={{ minWidth: 0 }}>
          <input {...inputProps} data-testid="platform-logo-input" />
          <ImageButtons
            hasImage={Boolean(logoUrl)}
            changeLabel="Change logo"
            addLabel="Upload logo"
            icon={<UploadOutlinedIcon />}
            busy={busy}
            onPick={pick}
            onRemove={removeImage}
          />
          {uploading && uploading.percent !== null && (
            <Box sx={{ mt: 1 }}>
              <UploadProgress
                label="Uploading logo"
                percent={uploading.percent}
                onCancel={uploading.cancel}
              />
            </Box>
          )}
          <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.75 }}>
            PNG, JPEG or WebP, up to 1 MB. Shown beside the name in the nav bar, in e-mails and in link
            previews; applied as soon as it is uploaded.
          </Typography>
        </Box>
      </Stack>
    </Box>
  );
}
