import { useNavigate, useParams } from 'react-router-dom';

import { RECRUITER_MESSAGES } from '@hireloop/schema';

import { EditRecordPage } from '../../../app/components/EditRecordPage';
import { RecordView } from '../../../app/components/RecordView';
import { paths } from '../../../app/paths';
import { useToast } from '../../../app/toast';
import { CompanyForm, type CompanyFormSubmit } from '../components/CompanyForm';
import { CompanyNotFound } from '../components/CompanyNotFound';
import { companyFormFrom, toCompanyInput } from '../companyForm';
import { useCompany } from '../hooks/useCompany';
import { useSaveCompany } from '../hooks/useSaveCompany';
import { companyPath } from '../paths';
import { toastCompanySaveFailure } from '../saveErrors';
import { COMPANY_LOAD_ERROR } from './CompanyDetailsPage';

export const COMPANY_UPDATE_FAILED = 'Failed to update company profile';

/** Edit Company Profile (/recruiter/company/{id}/edit); success returns to the company's details. */
export function CompanyEditPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const toast = useToast();
  const { company, loading, error, retry } = useCompany(id);
  const { save, saving, upload } = useSaveCompany(id);

  const submit = ({ values, logo, removeLogo }: CompanyFormSubmit) => {
    save({ input: toCompanyInput(values), logo, removeLogo })
      .then((saved) => {
        toast.success(RECRUITER_MESSAGES.companyUpdated);
        void navigate(companyPath(saved.id));
      })
      .catch((failure: unknown) => toastCompanySaveFailure(toast, failure, COMPANY_UPDATE_FAILED));
  };

  const back = company ? companyPath(company.id) : paths.companyList;

  return (
    <EditRecordPage
      title="Edit Company Profile"
      subtitle={company ? company.name : 'Update your company details and logo.'}
      backHref={back}
    >
      <RecordView
        record={company}
        loading={loading}
        error={error}
        retry={retry}
        loadingText="Loading company..."
        errorTitle={COMPANY_LOAD_ERROR}
        notFound={<CompanyNotFound />}
      >
        {(shown) => (
          <CompanyForm
            // A fresh form when another company loads.
            key={shown.id}
            mode="edit"
            initial={companyFormFrom(shown)}
            contactEmail={shown.contactEmail ?? ''}
            logo={{
              url: shown.hasLogo ? (shown.logoImage?.url256 ?? null) : null,
              color: shown.logoColor,
              text: shown.logoText,
            }}
            saving={saving}
            uploading={upload.percent === null ? null : { percent: upload.percent, cancel: upload.cancel }}
            onSubmit={submit}
            cancelHref={back}
          />
        )}
      </RecordView>
    </EditRecordPage>
  );
}
