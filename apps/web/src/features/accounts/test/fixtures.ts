/** adminLogin's answer without two-factor sign-in: the session at once. */
export function adminLoginPayload(email: string, firstName = 'Priya') {
  return {
    ...authPayload('ADMIN', email, firstName),
    __typename: 'AdminLoginPayload' as const,
    twoFactorRequired: false,
    otp: null,
  };
}

/** The AuthPayload of a sign-in, as the API answers it. */
export function authPayload(role: 'JOB_SEEKER' | 'RECRUITER' | 'ADMIN', email: string, firstName = 'Priya') {
  return {
    __typename: 'AuthPayload' as const,
    token: `${role.toLowerCase()}-token`,
    user: {
      __typename: 'User' as const,
      id: `${role.toLowerCase()}-1`,
      email,
      firstName,
      lastName: 'Sharma',
      name: `${firstName} Sharma`,
      role,
    },
  };
}
