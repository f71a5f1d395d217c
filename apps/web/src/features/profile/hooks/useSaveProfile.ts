import { useState } from 'react';

import { useApolloClient } from '@apollo/client/react';

import { postMultipart, useUploadProgress, type UploadTracking } from '../../../app/multipart';
import { useSession } from '../../../app/session';
import {
  MyProfileDocument,
  UpdateProfileDocument,
  type ProfileInput,
  type UpdateProfileMutation,
} from '../../../gql/graphql';

export type SavedProfile = UpdateProfileMutation['updateProfile'];

export interface SaveProfileArgs {
  input: ProfileInput;
  resume: File | null;
  coverLetter: File | null;
}

/**
 * Saves the profile (with PDF uploads, whose progress `upload` reports and whose Cancel stops the save)
 * as the signed-in seeker and puts the saved profile in the Apollo cache, so the profile view shows it at
 * once. Rejects with a MultipartRequestError, or an UploadCancelledError.
 */
export function useSaveProfile(): {
  save: (args: SaveProfileArgs) => Promise<SavedProfile>;
  saving: boolean;
  upload: Pick<UploadTracking, 'percent' | 'cancel'>;
} {
  const client = useApolloClient();
  const { token } = useSession();
  const [saving, setSaving] = useState(false);
  const upload = useUploadProgress();

  const save = async ({ input, resume, coverLetter }: SaveProfileArgs) => {
    setSaving(true);
    try {
      const { updateProfile: saved } = await postMultipart({
        document: UpdateProfileDocument,
        variables: { input, resume: null, coverLetter: null },
        files: { resume, coverLetter },
        token,
        ...(resume || coverLetter ? upload.track() : {}),
      });
      client.writeQuery({ query: MyProfileDocument, data: { myProfile: saved } });
      return saved;
    } finally {
      setSaving(false);
      upload.done();
    }
  };

  return { save, saving, upload: { percent: upload.percent, cancel: upload.cancel } };
}
