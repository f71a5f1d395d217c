/** User-visible messages of the spec, word for word, shared by the API and the web. */
export const MESSAGES = {
  // E-mail entry (signup, forgot)
  emailRequired: 'Please enter your email address',
  emailInvalid: 'Please enter a valid email address',
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
