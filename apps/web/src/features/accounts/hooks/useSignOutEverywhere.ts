import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';

import { useMutation } from '@apollo/client/react';

import { Role } from '@hireloop/schema';

import { serverMessage } from '../../../app/graphqlErrors';
import { paths } from '../../../app/paths';
import { useSession } from '../../../app/session';
import { useToast } from '../../../app/toast';
import { SignOutEverywhereDocument } from '../../../gql/graphql';

export const SIGNED_OUT_EVERYWHERE = 'You have been signed out of all devices.';
export const SIGN_OUT_EVERYWHERE_FAILED = 'Could not sign out of all devices. Please try again.';

export interface SignOutEverywhereState {
  signOutEverywhere: () => Promise<void>;
  loading: boolean;
}

/**
 * "Sign out of all devices": the server ends every session of the account, then this browser signs out
 * too and goes to the account's sign-in page.
 */
export function useSignOutEverywhere(): SignOutEverywhereState {
  const [mutate, { loading }] = useMutation(SignOutEverywhereDocument);
  const { role, logout } = useSession();
  const toast = useToast();
  const navigate = useNavigate();
  const signOutEverywhere = useCallback(async () => {
    try {
      await mutate();
    } catch (error) {
      toast.error(serverMessage(error) ?? SIGN_OUT_EVERYWHERE_FAILED);
      return;
    }
    logout();
    toast.success(SIGNED_OUT_EVERYWHERE);
    const login =
      role === Role.ADMIN ? paths.adminLogin : role === Role.RECRUITER ? paths.recruiterLogin : paths.login;
    void navigate(login, { replace: true });
  }, [mutate, logout, toast, navigate, role]);
  return { signOutEverywhere, loading };
}
