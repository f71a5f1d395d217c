// A module of its own: the job page needs these and none of the other messages in its first load.
import { WITHDRAWAL_REASON_MAX_LENGTH } from './constants';

/** Seeker-side messages of the spec (job details, bookmarks, profile, survey), word for word. */
export const SEEKER_MESSAGES = {
  profileRequired: 'Profile Required: Please create your profile first before applying for jobs.',
  applied: 'Application submitted successfully!',
  applyFailed: 'Failed to apply for job',
  jobExpired: 'This job has expired and no longer accepts applications',
  loginBeforeApplying: 'Please login before applying for jobs',
  loginToBookmark: 'Please login to bookmark jobs',
  bookmarkAdded: 'Job added to bookmarks',
  bookmarkRemoved: 'Job removed from bookmarks',
  bookmarkFailed: 'Failed to update bookmark',
  profileUpdated: 'Profile updated successfully!',
  profileUpdateFailed: 'Failed to update profile',
  profileNamesRequired: 'Please fill in all required fields (First Name, Last Name)',
  pdfOnly: 'Please select a PDF file only',
  pdfTooLarge: 'File too large. Please select a PDF file smaller than 10MB',
  photoTooLarge: 'File size should be less than 2MB',
  photoNotImage: 'Please select a valid image file',
  photoUpdated: 'Profile photo updated',
  photoRemoved: 'Profile photo removed',
  surveySaved: 'Preferences saved successfully!',
  surveyJobTitle: 'Please select or enter a job title',
  surveySkills: 'Please select at least one skill',
  surveyJobType: 'Please select a job type',
  surveyCategory: 'Please select a category',
  surveyLocation: 'Please select or enter a location',
  surveySalary: 'Please select a salary range',
  surveyShift: 'Please select a shift preference',
} as const;

/** Withdrawing an application: the seeker's confirmation and the refusals of both sides. */
export const WITHDRAWAL_MESSAGES = {
  withdrawn: 'Application withdrawn',
  withdrawFailed: 'Failed to withdraw the application',
  alreadyWithdrawn: 'This application has already been withdrawn',
  decided: 'A rejected or hired application can no longer be withdrawn',
  notFound: 'Application not found',
  reasonTooLong: `The reason may be at most ${WITHDRAWAL_REASON_MAX_LENGTH} characters`,
  reasonHidden: 'The reason may not contain control, invisible or text-direction characters',
  pipelineClosed: 'The applicant withdrew this application; its status can no longer be changed',
  onlyApplicant: 'Only the applicant can withdraw an application',
} as const;
