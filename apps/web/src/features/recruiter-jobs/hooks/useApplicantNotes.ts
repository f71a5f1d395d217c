import type { Reference } from '@apollo/client';
import { useMutation } from '@apollo/client/react';

import {
  AddApplicantNoteDocument,
  DeleteApplicantNoteDocument,
  RateApplicantDocument,
  UpdateApplicantNoteDocument,
} from '../../../gql/graphql';

/**
 * The private notes and the rating of one applicant: each change is written into the cached applicant,
 * so the card and the notes dialog show it at once.
 */
export function useApplicantNotes(applicationId: string) {
  const applicant = { __typename: 'Applicant' as const, id: applicationId };
  const [addMutation, adding] = useMutation(AddApplicantNoteDocument, {
    update(cache, { data }) {
      const note = data?.addApplicantNote;
      if (!note) return;
      cache.modify({
        id: cache.identify(applicant),
        fields: {
          notes: (existing, { toReference }) => {
            const added = toReference(note);
            const list = Array.isArray(existing) ? (existing as Reference[]) : [];
            return added ? [...list, added] : list;
          },
        },
      });
    },
  });
  const [updateMutation, updating] = useMutation(UpdateApplicantNoteDocument);
  const [deleteMutation, deleting] = useMutation(DeleteApplicantNoteDocument, {
    update(cache, { data }) {
      const id = data?.deleteApplicantNote;
      if (!id) return;
      cache.modify({
        id: cache.identify(applicant),
        fields: {
          notes: (existing, { readField }) =>
            (Array.isArray(existing) ? (existing as Reference[]) : []).filter(
              (ref) => readField('id', ref) !== id,
            ),
        },
      });
      cache.evict({ id: cache.identify({ __typename: 'ApplicantNoteModel', id }) });
    },
  });
  const [rateMutation, rating] = useMutation(RateApplicantDocument, {
    update(cache, { data }) {
      if (!data) return;
      cache.modify({ id: cache.identify(applicant), fields: { rating: () => data.rateApplicant ?? null } });
    },
  });

  return {
    add: async (body: string) => {
      await addMutation({ variables: { input: { applicationId, body } } });
    },
    update: async (noteId: string, body: string) => {
      await updateMutation({ variables: { input: { noteId, body } } });
    },
    remove: async (noteId: string) => {
      await deleteMutation({ variables: { noteId } });
    },
    rate: async (value: number | null) => {
      await rateMutation({ variables: { input: { applicationId, rating: value } } });
    },
    saving: adding.loading || updating.loading || deleting.loading,
    rating: rating.loading,
  };
}
