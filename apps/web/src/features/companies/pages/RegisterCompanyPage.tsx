import { useNavigate } from 'react-router-dom';

import { useQuery } from '@apollo/client/react';

import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import AddBusinessOutlinedIcon from '@mui/icons-material/AddBusinessOutlined';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';

import { RECRUITER_MESSAGES } from '@hireloop/schema';
import { AccentScope, PageHeader } from '@hireloop/ui';

import { paths } from '../../../app/paths';
import { SignupCompanyNameDocument } from '../../../gql/graphql';
import { useSession } from '../../../app/session';
import { useToast } from '../../../app/toast';
import { CompanyForm, type CompanyFormSubmit } from '../components/CompanyForm';
import { EMPTY_COMPANY_FORM, toCompanyInput } from '../companyForm';
import { useSaveCompany } from '../hooks/useSaveCompany';
import { toastCompanySaveFailure } from '../saveErrors';

export const COMPANY_CREATE_FAILED = 'Failed to create company profile';

/** Add New Company (/recruiter/register-company); success returns to the company list. */
export function RegisterCompanyPage() {
  const { user } = useSession();
  const navigate = useNavigate();
  const toast = useToast();
  const { save, saving, upload } = useSaveCompany();
  // The first company is prefilled with the name given at sign-up.
  const { data } = useQuery(SignupCompanyNameDocument);
  const suggestedName = data && data.myCompanies.length === 0 ? data.me.signupCompanyName : null;

  const submit = ({ values, logo }: CompanyFormSubmit) => {
    save({ input: toCompanyInput(values), logo })
      .then(() => {
        toast.success(RECRUITER_MESSAGES.companyCreated);
        void navigate(paths.companyList);
      })
      .catch((error: unknown) => toastCompanySaveFailure(toast, error, COMPANY_CREATE_FAILED));
  };

  return (
    <AccentScope accent="secondary">
      <PageHeader
        maxWidth="md"
        icon={<AddBusinessOutlinedIcon />}
        title="Add New Company"
        subtitle="Tell job seekers about your company. Fields marked * are required."
        actions={
          <Button href={paths.companyList} color="inherit" startIcon={<ArrowBackIcon />}>
            Back to Companies
          </Button>
        }
      />
      <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
        <CompanyForm
          mode="create"
          initial={EMPTY_COMPANY_FORM}
          suggestedName={suggestedName}
          contactEmail={user?.email ?? ''}
          saving={saving}
          uploading={upload.percent === null ? null : { percent: upload.percent, cancel: upload.cancel }}
          onSubmit={submit}
          cancelHref={paths.companyList}
        />
      </Container>
    </AccentScope>
  );
}
