import { useState } from 'react';

import { useApolloClient } from '@apollo/client/react';

import { MyProfileDocument, type ProfileInput } from '../../../gql/graphql';
import { useSession } from '../../../app/session';
import { saveProfile, type SavedProfile } from '../profileUpload';

export interface SaveProfileArgs {
  input: ProfileInput;
  resume: File | null;
  coverLetter: File | null;
}

/**
 * Saves the profile (with PDF uploads) as the signed-in seeker and puts the saved profile in the Apollo
 * cache, so the profile view shows it at once. Rejects with a ProfileSaveError.
 */
export function useSaveProfile(): {
  save: (args: SaveProfileArgs) => Promise<SavedProfile>;
  saving: boolean;
} {
  const client = useApolloClient();
  const { token } = useSession();
  const [saving, setSaving] = useState(false);

  const save = async ({ input, resume, coverLetter }: SaveProfileArgs) => {
    setSaving(true);
    try {
      const saved = await saveProfile({ input, resume, coverLetter, token });
      client.writeQuery({ query: MyProfileDocument, data: { myProfile: saved } });
      return saved;
    } finally {
      setSaving(false);
    }
  };

  return { save, saving };
}
