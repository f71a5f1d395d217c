/** What a deleted account's applications show to recruiters and administrators in place of the person. */
export const DELETED_ACCOUNT_LABEL = 'Deleted account';

/** Deleting one's own account: the confirmations and refusals. */
export const ACCOUNT_DELETION_MESSAGES = {
  codeSent: 'We have e-mailed you a 6-digit code to confirm the deletion of your account.',
  noCodeRequested: 'Please request a deletion code first.',
  deleted: 'Your account has been deleted.',
  recruiterRefused:
    'Recruiter accounts are closed by an administrator because companies and jobs depend on them. Please contact support.',
  adminRefused: 'Administrator accounts cannot be deleted from the account page.',
} as const;
