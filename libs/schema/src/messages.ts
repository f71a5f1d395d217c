/** User-visible messages of the spec, word for word, shared by the API and the web. */
export const MESSAGES = {
  // E-mail entry (signup, forgot)
  emailRequired: 'Please enter your email address',
  emailInvalid: 'Please enter a valid email address',
  emailTooLong: 'Email address must be at most 254 characters',
  // Recruiter login and signup (organisation e-mail)
  recruiterLoginEmail: "Organisation ID cannot contain 'gmail' and must be a valid corporate email",
  companyNameRequired: 'Please enter company name',
  orgIdRequired: 'Please enter organisation ID',
  orgIdGmail: "Organisation ID cannot contain 'gmail'",
  orgIdFormat: 'Organisation ID must be a valid email format',
  orgIdDomain: 'Invalid organisation ID format',
  orgIdCompany: 'Organisation ID domain should contain company name or initials',
  // Codes
  otpSixDigits: 'Please enter a valid 6-digit OTP',
  otpRequired: 'Please enter the OTP',
  otpSentOrganisation: 'OTP sent to your organisation email',
  otpSent: 'OTP sent to your email',
  otpSendFailed: 'Failed to send OTP. Please try again.',
  otpVerified: 'Email verified successfully!',
  otpInvalid: 'Invalid OTP. Please try again.',
  otpResent: 'OTP resent successfully!',
  otpResendFailed: 'Failed to resend OTP. Please try again.',
  // Completion
  firstNameRequired: 'Please enter your first name',
  lastNameRequired: 'Please enter your last name',
  passwordTooShort: 'Password must be at least 6 characters long',
  contactRequired: 'Please enter your contact number',
  recruiterCreated: 'Recruiter account created successfully!',
  seekerCreated: 'Account created successfully!',
  signupFailed: 'Signup failed. Please try again.',
  // Login
  loginSuccess: 'Login successful! Redirecting...',
  loginFailed: 'Login Failed. Please check your credentials and try again',
  googleSuccess: 'Google Sign-In successful! Redirecting...',
  googleFailed: 'Google Sign-In failed. Please try again.',
  // Forgot / reset
  resetOtpSent: 'OTP has been sent to your email address',
  resetOtpSendFailed: 'Failed to send OTP',
  resetOtpVerified: 'OTP verified successfully',
  resetOtpInvalid: 'Invalid OTP',
  resetOtpVerifyFailed: 'Failed to verify OTP. Please try again.',
  newPasswordRequired: 'Please enter a new password',
  confirmPasswordRequired: 'Please confirm your password',
  passwordsDoNotMatch: 'Passwords do not match',
  passwordUpdated: 'Password has been updated successfully',
  passwordUpdateFailed: 'Failed to update password',
  passwordUpdateFailedRetry: 'Failed to update password. Please try again.',
  // Admin login
  adminEmailRequired: 'Email is required',
  adminEmailInvalid: 'Please enter a valid email',
  adminPasswordRequired: 'Password is required',
  adminPasswordTooShort: 'Password must be at least 6 characters',
} as const;

/** Recruiter-side messages of the spec, word for word. */
export const RECRUITER_MESSAGES = {
  companyRequiredFields: 'Please fill in all required fields',
  companySize: 'Please select company size',
  companyPhone: 'Please enter phone number',
  companyDescription: 'Please enter company description',
  logoTooLarge: 'File size should be less than 5MB',
  logoNotImage: 'Please select a valid image file',
  companyCreated: 'Company profile created successfully!',
  companyUpdated: 'Company profile updated successfully!',
  companyNotFound: 'Company not found',
  jobPosted: 'Job posted successfully!',
  jobUpdated: 'Job updated successfully!',
  jobNotFound: 'Job not found',
  requirementNeeded: 'At least one requirement is needed',
  positionsMin: 'Positions must be at least 1',
  positionsMax: 'Positions must be at most 1000',
  jobTypeUnknown: 'Choose a job type from the list',
  categoryUnknown: 'Choose a category from the list',
  shiftUnknown: 'Choose a shift from the list',
  statusUpdated: 'Status Updated',
} as const;

/** Moving several applicants to one status at once. */
export const BULK_STATUS_MESSAGES = {
  noneChosen: 'Choose at least one applicant',
  tooMany: 'Choose at most 100 applicants at once',
  applicationNotFound: 'Application not found',
} as const;

/** The administrator's platform settings: the spec's wording where it has one, ours in the same style. */
export const SETTINGS_MESSAGES = {
  platformNameRequired: 'Platform name is required',
  logoTooLarge: 'File size should be less than 1MB',
  logoNotImage: 'Please select a valid image file',
  logoUploaded: 'Logo uploaded successfully',
  logoRemoved: 'Logo removed',
} as const;

/** Notification titles sent to an applicant when a recruiter changes the application's status. */
export const STATUS_NOTIFICATION_TITLES: Record<string, string> = {
  accept: 'Application Accepted!',
  reject: 'Application Update',
  recruited: "Congratulations! You're Hired!",
  seen: 'Application Reviewed',
  pending: 'Application Status Update',
  reviewed: 'Application Reviewed',
  shortlisted: "You've Been Shortlisted!",
};

/** The administrator's row actions (close or reopen a job, change a plan, deactivate a seeker). */
export const ADMIN_ACTION_MESSAGES = {
  accountDeactivated: 'This account has been deactivated. Please contact support to reactivate it.',
  jobNotFound: 'Job not found',
  onlyClosedReopen:
    'Only a closed job can be reopened; drafts and paused jobs are published by their recruiter',
  recruiterNotFound: 'Recruiter not found',
  seekerNotFound: 'Job seeker not found',
  jobStatusFailed: 'Failed to update the job status',
  planFailed: 'Failed to change the plan',
  seekerStatusFailed: 'Failed to update the job seeker',
} as const;

/** '{title} is now closed' / '… is open again', after an administrator closes or reopens a job. */
export function jobOpenMessage(title: string, open: boolean): string {
  return open ? `${title} is open again` : `${title} is now closed`;
}

/** '{name} is now on the Premium plan', after an administrator changes a recruiter's plan. */
export function planChangedMessage(name: string, planLabel: string): string {
  return `${name} is now on the ${planLabel} plan`;
}

/** '{name} has been deactivated' / '… reactivated', after an administrator changes a seeker's access. */
export function seekerActiveMessage(name: string, active: boolean): string {
  return `${name} has been ${active ? 'reactivated' : 'deactivated'}`;
}

/** The administrator's background jobs (retry or discard a failed one). */
export const BACKGROUND_JOB_MESSAGES = {
  notFound: 'No failed background job with this id in that queue',
  retried: 'The job will run again shortly',
  discarded: 'The job has been discarded',
};

/** Said after a field's name when it holds characters `hasHiddenCharacters` finds. */
export const HIDDEN_CHARACTERS_MESSAGE = 'may not contain control, invisible or text-direction characters';
