import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import AddIcon from '@mui/icons-material/Add';
import ApartmentOutlinedIcon from '@mui/icons-material/ApartmentOutlined';

import { AccentScope, EmptyState, ErrorBlock, LoadingBlock, PageHeader } from '@hireloop/ui';

import { paths } from '../../../app/paths';
import { CompanyCard } from '../components/CompanyCard';
import { useMyCompanies } from '../hooks/useMyCompanies';
import { plural } from '@hireloop/schema';

/** The spec's two texts of a failed company list: the alert, then the state with 'Try again'. */
export const COMPANIES_FETCH_FAILED = 'Failed to fetch companies';
export const COMPANIES_LOAD_ERROR = 'Failed to load companies. Please try again.';

/** Company list (/recruiter/company/list): the recruiter's company profiles. */
export function CompanyListPage() {
  const { companies, loading, error, retry } = useMyCompanies();

  let body;
  if (loading) {
    body = <LoadingBlock text="Loading companies..." />;
  } else if (error) {
    body = (
      <ErrorBlock
        title={COMPANIES_FETCH_FAILED}
        message={COMPANIES_LOAD_ERROR}
        retryLabel="Try again"
        onRetry={retry}
      />
    );
  } else if (companies.length === 0) {
    body = (
      <EmptyState
        icon={<ApartmentOutlinedIcon />}
        title="No companies found"
        description="Add your first company to get started with recruiting"
        action={
          <Button href={paths.registerCompany} variant="contained" startIcon={<AddIcon />}>
            Add Company
          </Button>
        }
      />
    );
  } else {
    body = (
      <Grid container spacing={3} data-testid="company-list">
        {companies.map((company) => (
          <Grid key={company.id} size={{ xs: 12, sm: 6, lg: 4 }}>
            <CompanyCard company={company} />
          </Grid>
        ))}
      </Grid>
    );
  }

  return (
    <AccentScope accent="secondary">
      <PageHeader
        icon={<ApartmentOutlinedIcon />}
        title="Manage your company profiles"
        subtitle={
          companies.length > 0
            ? `${plural(companies.length, 'company', 'companies')} on your account`
            : 'Create company profiles, then post jobs for them.'
        }
        actions={
          <Button href={paths.registerCompany} variant="contained" startIcon={<AddIcon />}>
            Add Company
          </Button>
        }
      />
      <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
        {body}
      </Container>
    </AccentScope>
  );
}
