import { useState, type FormEvent } from 'react';

import { ErrorCode, SEEKER_MESSAGES, USER_FACING_ERROR_CODES } from '@hireloop/schema';

import { MultipartRequestError, UploadCancelledError } from '../../../app/multipart';
import { useSession } from '../../../app/session';
import { JOB_TOAST_MS } from '../../../app/timings';
import { useToast } from '../../../app/toast';
import type { ProfileFieldsFragment } from '../../../gql/graphql';
import { openOwnDocument } from '../openDocument';
import {
  DOCUMENT_LABELS,
  checkPdf,
  chooseDocument,
  formFromProfile,
  profileInput,
  removeDocument,
  validateProfileForm,
  type DocumentKind,
  type ProfileForm,
} from '../profileForm';
import { useSaveProfile } from './useSaveProfile';

export const NETWORK_ERROR = 'Network error. Please check your connection and try again.';

export const UPLOAD_CANCELLED =
  'Upload cancelled: nothing was saved, and your previous resume and cover letter are kept.';

/** The toast of a failed save: no answer, the server's message, else 'Failed to update profile'. */
export function saveErrorMessage(error: unknown): string {
  if (error instanceof MultipartRequestError) {
    if (!error.answered) return NETWORK_ERROR;
    if (error.code && USER_FACING_ERROR_CODES.has(error.code)) return error.message;
  }
  return SEEKER_MESSAGES.profileUpdateFailed;
}

/** A change of the form, as a function of the form before it. */
export type UpdateForm = (change: (form: ProfileForm) => ProfileForm) => void;

const NO_FILE_ERRORS: Record<DocumentKind, string | null> = { resume: null, coverLetter: null };

/**
 * The profile form's state and actions: the fields, the documents' checks (a refused file is toasted and
 * shown at its field), and the save (names checked first; the saved profile refills the form and the nav
 * bar's name; an expired session logs out as every refused request does; a cancelled upload keeps the
 * stored documents).
 */
export function useProfileForm(profile: ProfileFieldsFragment) {
  const session = useSession();
  const [form, setForm] = useState<ProfileForm>(() => formFromProfile(profile));
  const [fileErrors, setFileErrors] = useState(NO_FILE_ERRORS);
  const [namesMissing, setNamesMissing] = useState(false);
  const toast = useToast(JOB_TOAST_MS);
  const { save, saving, upload } = useSaveProfile();

  const setFileError = (kind: DocumentKind, problem: string | null) =>
    setFileErrors((current) => ({ ...current, [kind]: problem }));

  const choose = (kind: DocumentKind, file: File) => {
    const problem = checkPdf(file);
    setFileError(kind, problem);
    if (problem) {
      toast.error(problem);
      return;
    }
    setForm((current) => chooseDocument(current, kind, file));
  };

  const remove = (kind: DocumentKind) => {
    setFileError(kind, null);
    setForm((current) => removeDocument(current, kind));
  };

  const open = (kind: DocumentKind) =>
    openOwnDocument(DOCUMENT_LABELS[kind], form[kind].current, session.token, toast.show);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = validateProfileForm(form);
    setNamesMissing(problem === SEEKER_MESSAGES.profileNamesRequired);
    if (problem) {
      toast.error(problem);
      return;
    }
    try {
      const saved = await save({
        input: profileInput(form),
        resume: form.resume.file,
        coverLetter: form.coverLetter.file,
      });
      setForm(formFromProfile(saved));
      setFileErrors(NO_FILE_ERRORS);
      // The nav bar's profile menu shows the first name.
      if (session.user && session.token) {
        session.login(
          { ...session.user, firstName: saved.firstName, lastName: saved.lastName },
          session.token,
        );
      }
      toast.success(SEEKER_MESSAGES.profileUpdated);
    } catch (error) {
      if (error instanceof UploadCancelledError) {
        // The chosen files are dropped: the form shows the stored documents again.
        setForm((current) => ({
          ...current,
          resume: { ...current.resume, file: null },
          coverLetter: { ...current.coverLetter, file: null },
        }));
        toast.show(UPLOAD_CANCELLED, 'info');
        return;
      }
      // A refused session has logged out already (as every request does); nothing to add.
      if (error instanceof MultipartRequestError && error.code === ErrorCode.UNAUTHENTICATED) return;
      toast.error(saveErrorMessage(error));
    }
  };

  const update: UpdateForm = setForm;
  const documents = { errors: fileErrors, choose, remove, open };
  const sending = [form.resume.file && 'resume', form.coverLetter.file && 'cover letter'].filter(Boolean);
  const uploading =
    upload.percent === null
      ? null
      : { label: `Uploading ${sending.join(' and ')}`, percent: upload.percent, cancel: upload.cancel };
  return { form, update, namesMissing, documents, saving, uploading, submit };
}

export type ProfileDocuments = ReturnType<typeof useProfileForm>['documents'];
