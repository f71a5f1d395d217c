import { useEffect } from 'react';

import type { ApolloCache } from '@apollo/client';
import { useMutation, useQuery } from '@apollo/client/react';

import { RESUME_READING_POLL_MS } from '../../../app/timings';
import {
  AcceptAllResumeSkillsDocument,
  AcceptResumeProposalDocument,
  DismissResumeProposalDocument,
  MyProfileDocument,
  ResumeProposalsDocument,
  type ResumeReadingFieldsFragment,
} from '../../../gql/graphql';

export type ResumeProposalItem = ResumeReadingFieldsFragment['proposals'][number];

export interface ResumeProposalsState {
  reading: ResumeReadingFieldsFragment | null;
  accept: (id: string) => Promise<void>;
  dismiss: (id: string) => Promise<void>;
  acceptAllSkills: () => Promise<void>;
}

/** An accepted proposal changes the profile: the profile on screen asks again. */
const REFRESH_PROFILE = { refetchQueries: [MyProfileDocument] };

/**
 * What was read from the seeker's resume; asked again every few seconds while the resume is being read.
 * Accepting or dismissing answers the new state (accepting refreshes the profile too); a refusal rejects
 * with the server's error.
 */
export function useResumeProposals(): ResumeProposalsState {
  const { data, startPolling, stopPolling } = useQuery(ResumeProposalsDocument, {
    fetchPolicy: 'cache-and-network',
  });
  const reading = data?.resumeProposals ?? null;
  const pending = reading?.status === 'PENDING';
  useEffect(() => {
    if (!pending) return undefined;
    startPolling(RESUME_READING_POLL_MS);
    return () => stopPolling();
  }, [pending, startPolling, stopPolling]);

  const [accept] = useMutation(AcceptResumeProposalDocument, REFRESH_PROFILE);
  const [dismiss] = useMutation(DismissResumeProposalDocument);
  const [acceptAll] = useMutation(AcceptAllResumeSkillsDocument, REFRESH_PROFILE);
  const show = (cache: ApolloCache, next: ResumeReadingFieldsFragment | undefined) => {
    if (next) cache.writeQuery({ query: ResumeProposalsDocument, data: { resumeProposals: next } });
  };
  return {
    reading,
    accept: async (id) => {
      await accept({
        variables: { id },
        update: (cache, { data: d }) => show(cache, d?.acceptResumeProposal),
      });
    },
    dismiss: async (id) => {
      await dismiss({
        variables: { id },
        update: (cache, { data: d }) => show(cache, d?.dismissResumeProposal),
      });
    },
    acceptAllSkills: async () => {
      await acceptAll({ update: (cache, { data: d }) => show(cache, d?.acceptAllResumeSkills) });
    },
  };
}
