import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router-dom';

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import FactoryOutlinedIcon from '@mui/icons-material/FactoryOutlined';
import GroupsOutlinedIcon from '@mui/icons-material/GroupsOutlined';
import LanguageOutlinedIcon from '@mui/icons-material/LanguageOutlined';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import SearchOffOutlinedIcon from '@mui/icons-material/SearchOffOutlined';
import WorkOutlineOutlinedIcon from '@mui/icons-material/WorkOutlineOutlined';

import {
  COMPANY_PAGE_JOBS_MAX,
  companyPath,
  ENTERED_LINK_REL,
  externalHref,
  openJobsText,
} from '@hireloop/schema';
import { DetailFact, DetailHeader, DetailPage, DetailSection, EmptyState } from '@hireloop/ui';

import { RecordView } from '../../../app/components/RecordView';
import { jobsSearchPath, paths } from '../../../app/paths';
import { usePlatform } from '../../../app/platform';
import { usePageTitle } from '../../../app/pageTitle';
import { JobGrid } from '../../jobs/components/JobGrid';
import { usePublicCompany, type PublicCompanyProfile } from '../hooks/usePublicCompany';

export const COMPANY_ERROR = 'Failed to load the company';

function CompanyView({ profile }: { profile: PublicCompanyProfile }) {
  const { company, openJobCount, openJobs } = profile;
  return (
    <Box
      sx={{
        display: 'grid',
        gap: { xs: 3, md: 4 },
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 2fr) minmax(0, 1fr)' },
        alignItems: 'start',
      }}
    >
      <Paper variant="outlined" sx={{ p: { xs: 2.5, md: 4 }, borderRadius: 4 }}>
        <DetailHeader
          logo={{
            name: company.name,
            hasLogo: company.hasLogo,
            logoImage: company.logoImage,
            color: company.logoColor,
            text: company.logoText,
          }}
          logoSize={72}
          title={company.name}
          subtitle={[company.industry, company.location].filter(Boolean).join(' · ')}
          chips={
            <Chip
              size="small"
              color="primary"
              label={openJobsText(openJobCount)}
              data-testid="company-open-jobs"
              sx={{ fontWeight: 700 }}
            />
          }
        />
        <Box component="hr" sx={{ my: 4, border: 0, borderTop: 1, borderColor: 'divider' }} />
        <DetailSection title={`About ${company.name}`}>
          <Typography color="text.secondary" sx={{ whiteSpace: 'pre-line' }} data-testid="company-about">
            {company.description.trim() || `${company.name} has not written about itself yet.`}
          </Typography>
        </DetailSection>
      </Paper>

      <Paper variant="outlined" sx={{ p: 3, borderRadius: 4 }}>
        <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
          Company facts
        </Typography>
        <Box component="dl" sx={{ m: 0, display: 'grid', gap: 2 }}>
          {company.industry && (
            <DetailFact icon={<FactoryOutlinedIcon />} label="Industry">
              {company.industry}
            </DetailFact>
          )}
          {company.size && (
            <DetailFact icon={<GroupsOutlinedIcon />} label="Company size">
              {`${company.size} employees`}
            </DetailFact>
          )}
          {company.location && (
            <DetailFact icon={<PlaceOutlinedIcon />} label="Location">
              {company.location}
            </DetailFact>
          )}
          {company.website && (
            <DetailFact icon={<LanguageOutlinedIcon />} label="Website">
              <Link
                href={externalHref(company.website)}
                target="_blank"
                rel={ENTERED_LINK_REL}
                data-testid="company-website"
              >
                {company.website.replace(/^https?:\/\//i, '')}
              </Link>
            </DetailFact>
          )}
        </Box>
      </Paper>

      <Box component="section" sx={{ gridColumn: '1 / -1' }} aria-labelledby="company-jobs-heading">
        <Typography id="company-jobs-heading" variant="h5" component="h2" sx={{ mb: 2 }}>
          {`Open jobs at ${company.name}`}
        </Typography>
        {openJobs.length ? (
          <>
            <JobGrid jobs={openJobs} />
            {openJobCount > COMPANY_PAGE_JOBS_MAX && (
              <Typography color="text.secondary" sx={{ mt: 3 }}>
                {`The ${COMPANY_PAGE_JOBS_MAX} newest of ${openJobCount} open jobs. `}
                <Link href={jobsSearchPath(company.name)}>Search all jobs at {company.name}</Link>
              </Typography>
            )}
          </>
        ) : (
          <EmptyState
            icon={<WorkOutlineOutlinedIcon />}
            title="No open jobs right now"
            description={`${company.name} has no jobs open to applications at the moment.`}
            action={<Button href={paths.jobs}>Browse all jobs</Button>}
          />
        )}
      </Box>
    </Box>
  );
}

/**
 * A company's public page (/companies/{slug}): about, facts, website and its open jobs. A slug the company
 * had before a rename shows the company and moves the address to its current slug.
 */
export function CompanyPage() {
  const { slug = '' } = useParams();
  const navigate = useNavigate();
  const { name: platformName } = usePlatform();
  const { record: profile, loading, error, retry } = usePublicCompany(slug);
  const current = profile?.company.slug;
  usePageTitle(
    profile
      ? (titles) =>
          titles.companyHead(
            {
              ...profile.company,
              logoUrl: profile.company.logoImage?.url256 ?? null,
              openJobCount: profile.openJobCount,
            },
            platformName,
          ).title
      : null,
    `${profile?.company.id}\n${profile?.company.name}\n${platformName}`,
  );

  useEffect(() => {
    if (current && current !== slug) void navigate(companyPath(current), { replace: true });
  }, [current, slug, navigate]);

  return (
    <DetailPage
      backHref={paths.companies}
      backLabel="All companies"
      placeholderHeading={profile ? null : 'Company'}
    >
      <RecordView
        record={profile}
        loading={loading}
        error={error}
        retry={retry}
        loadingText="Loading company..."
        errorTitle={COMPANY_ERROR}
        notFound={
          <EmptyState
            icon={<SearchOffOutlinedIcon />}
            title="Company not found"
            description="This company's page does not exist or has moved."
            action={
              <Button href={paths.companies} variant="contained" startIcon={<ArrowBackIcon />}>
                All companies
              </Button>
            }
          />
        }
      >
        {(shown) => <CompanyView profile={shown} />}
      </RecordView>
    </DetailPage>
  );
}
