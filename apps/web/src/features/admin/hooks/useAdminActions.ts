import { useMutation } from '@apollo/client/react';

import {
  AdminSetApplicationStatusDocument,
  AdminSetJobOpenDocument,
  AdminSetRecruiterPlanDocument,
  AdminSetSeekerActiveDocument,
  DecideUpgradeRequestDocument,
  DeleteApplicationDocument,
  DeleteJobDocument,
  DeleteRecruiterDocument,
  DeleteSeekerDocument,
  type ApplicationStatus,
  type RecruiterPlan,
} from '../../../gql/graphql';

/**
 * After each action every query on screen asks again: the table of the section (so the list reloads) and
 * the dashboard figures behind the top bar's bell.
 */
const REFRESH = { refetchQueries: 'active' } as const;

export interface AdminActions {
  /** Removes the recruiter owning a company (by the company's id), with their companies and jobs. */
  deleteRecruiter: (companyId: string) => Promise<void>;
  deleteJob: (id: string) => Promise<void>;
  deleteSeeker: (id: string) => Promise<void>;
  deleteApplication: (id: string) => Promise<void>;
  setApplicationStatus: (id: string, status: ApplicationStatus) => Promise<void>;
  /** Grants `plan` on an open upgrade request, or declines it with null. */
  decideUpgrade: (id: string, plan: RecruiterPlan | null) => Promise<void>;
  /** Reopens (true) or closes (false) a job. */
  setJobOpen: (id: string, open: boolean) => Promise<void>;
  /** Puts the recruiter owning a company (by the company's id) on a plan. */
  setRecruiterPlan: (companyId: string, plan: RecruiterPlan) => Promise<void>;
  /** Reactivates (true) or deactivates (false) a job seeker. */
  setSeekerActive: (id: string, active: boolean) => Promise<void>;
}

/** The administrator's actions; each refreshes the data on screen once it is done. */
export function useAdminActions(): AdminActions {
  const [deleteRecruiter] = useMutation(DeleteRecruiterDocument, REFRESH);
  const [deleteJob] = useMutation(DeleteJobDocument, REFRESH);
  const [deleteSeeker] = useMutation(DeleteSeekerDocument, REFRESH);
  const [deleteApplication] = useMutation(DeleteApplicationDocument, REFRESH);
  const [setStatus] = useMutation(AdminSetApplicationStatusDocument, REFRESH);
  const [decide] = useMutation(DecideUpgradeRequestDocument, REFRESH);
  const [setJobOpen] = useMutation(AdminSetJobOpenDocument, REFRESH);
  const [setPlan] = useMutation(AdminSetRecruiterPlanDocument, REFRESH);
  const [setSeekerActive] = useMutation(AdminSetSeekerActiveDocument, REFRESH);

  return {
    deleteRecruiter: async (id) => {
      await deleteRecruiter({ variables: { id } });
    },
    deleteJob: async (id) => {
      await deleteJob({ variables: { id } });
    },
    deleteSeeker: async (id) => {
      await deleteSeeker({ variables: { id } });
    },
    deleteApplication: async (id) => {
      await deleteApplication({ variables: { id } });
    },
    setApplicationStatus: async (id, status) => {
      await setStatus({ variables: { id, status } });
    },
    decideUpgrade: async (id, plan) => {
      await decide({ variables: { id, plan } });
    },
    setJobOpen: async (id, open) => {
      await setJobOpen({ variables: { id, open } });
    },
    setRecruiterPlan: async (id, plan) => {
      await setPlan({ variables: { id, plan } });
    },
    setSeekerActive: async (id, active) => {
      await setSeekerActive({ variables: { id, active } });
    },
  };
}
