import { useNavigate, useParams } from 'react-router-dom';

import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import EditNoteOutlinedIcon from '@mui/icons-material/EditNoteOutlined';

import { RECRUITER_MESSAGES } from '@hireloop/schema';
import { AccentScope, ErrorBlock, LoadingBlock, PageHeader } from '@hireloop/ui';

import { paths } from '../../../app/paths';
import { useToast } from '../../../app/toast';
import { CompanyForm, type CompanyFormSubmit } from '../components/CompanyForm';
import { CompanyNotFound } from '../components/CompanyNotFound';
import { companyFormFrom, toCompanyInput } from '../companyForm';
import { useCompany } from '../hooks/useCompany';
import { useSaveCompany } from '../hooks/useSaveCompany';
import { versionedLogoUrl } from '../logoVersion';
import { companyPath } from '../paths';
import { companySaveErrorMessage } from '../saveErrors';
import { COMPANY_LOAD_ERROR } from './CompanyDetailsPage';

export const COMPANY_UPDATE_FAILED = 'Failed to update company profile';

/** Edit Company Profile (/recruiter/company/{id}/edit); success returns to the company's details. */
export function CompanyEditPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const toast = useToast();
  const { company, loading, notFound, error, retry } = useCompany(id);
  const { save, saving } = useSaveCompany(id);

  const submit = ({ values, logo, removeLogo }: CompanyFormSubmit) => {
    save({ input: toCompanyInput(values), logo, removeLogo })
      .then((saved) => {
        toast.success(RECRUITER_MESSAGES.companyUpdated);
        void navigate(companyPath(saved.id));
      })
      .catch((failure: unknown) =>
        toast.error(companySaveErrorMessage(failure, COMPANY_UPDATE_FAILED), 5000),
      );
  };

  const back = company ? companyPath(company.id) : paths.companyList;

  let body;
  if (loading) body = <LoadingBlock text="Loading company..." />;
  else if (company)
    body = (
      <CompanyForm
        // A fresh form when another company loads.
        key={company.id}
        mode="edit"
        initial={companyFormFrom(company)}
        contactEmail={company.contactEmail ?? ''}
        logo={{
          url: company.hasLogo ? versionedLogoUrl(company.id, company.logoUrl) : null,
          color: company.logoColor,
          text: company.logoText,
        }}
        saving={saving}
        onSubmit={submit}
        cancelHref={back}
      />
    );
  else if (notFound || !error) body = <CompanyNotFound />;
  else body = <ErrorBlock title={COMPANY_LOAD_ERROR} message="Please try again." onRetry={retry} />;

  return (
    <AccentScope accent="secondary">
      <PageHeader
        maxWidth="md"
        icon={<EditNoteOutlinedIcon />}
        title="Edit Company Profile"
        subtitle={company ? company.name : 'Update your company details and logo.'}
        actions={
          <Button href={back} color="inherit" startIcon={<ArrowBackIcon />}>
            Back
          </Button>
        }
      />
      <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
        {body}
      </Container>
    </AccentScope>
  );
}
