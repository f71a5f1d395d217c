import { useState } from 'react';

import type { ApolloClient } from '@apollo/client';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';

import { postMultipart } from '../../../app/multipart';
import { useSession } from '../../../app/session';
import {
  MyPhotoDocument,
  MyProfileDocument,
  RemoveProfilePhotoDocument,
  UploadProfilePhotoDocument,
  type ProfileFieldsFragment,
} from '../../../gql/graphql';

/** Asks for the account menu's photo ahead of its first render (NavBar's preloadAccountControls). */
export function prefetchMyPhoto(client: ApolloClient): void {
  client.query({ query: MyPhotoDocument, fetchPolicy: 'network-only' }).catch(() => undefined);
}

/** The signed-in user's photo path (null without one, or while it loads). */
export function useMyPhoto(): string | null {
  const { data } = useQuery(MyPhotoDocument, { fetchPolicy: 'cache-first' });
  return data?.me.photoUrl ?? null;
}

export interface ProfilePhotoActions {
  /** Sends the picked image; rejects with a MultipartRequestError carrying the server's message. */
  upload: (photo: File) => Promise<void>;
  remove: () => Promise<void>;
  busy: boolean;
}

/** Sets or removes the profile photo; the profile and the account menu show the answer at once. */
export function useProfilePhoto(): ProfilePhotoActions {
  const client = useApolloClient();
  const { user, token } = useSession();
  const [removeMutation] = useMutation(RemoveProfilePhotoDocument);
  const [busy, setBusy] = useState(false);

  const show = (profile: ProfileFieldsFragment) => {
    client.writeQuery({ query: MyProfileDocument, data: { myProfile: profile } });
    if (user) {
      client.writeQuery({
        query: MyPhotoDocument,
        data: { me: { __typename: 'User', id: user.id, photoUrl: profile.photoUrl ?? null } },
      });
    }
  };
  const run = async (action: () => Promise<ProfileFieldsFragment | undefined>) => {
    setBusy(true);
    try {
      const profile = await action();
      if (profile) show(profile);
    } finally {
      setBusy(false);
    }
  };

  return {
    busy,
    upload: (photo) =>
      run(async () => {
        const data = await postMultipart({
          document: UploadProfilePhotoDocument,
          variables: { photo: null },
          files: { photo },
          token,
        });
        return data.uploadProfilePhoto;
      }),
    remove: () => run(async () => (await removeMutation()).data?.removeProfilePhoto),
  };
}
