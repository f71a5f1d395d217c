import { useState } from 'react';

import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ApartmentOutlinedIcon from '@mui/icons-material/ApartmentOutlined';
import DeleteForeverOutlinedIcon from '@mui/icons-material/DeleteForeverOutlined';
import InsightsOutlinedIcon from '@mui/icons-material/InsightsOutlined';
import StorefrontOutlinedIcon from '@mui/icons-material/StorefrontOutlined';
import WorkspacePremiumOutlinedIcon from '@mui/icons-material/WorkspacePremiumOutlined';

import { CompanyLogo, StatTile } from '@hireloop/ui';

import { adminErrorMessage } from '../adminErrors';
import {
  ADMIN_MESSAGES,
  deleteQuestion,
  formatCount,
  formatDate,
  plural,
  removedMessage,
} from '../adminText';
import { AdminTable, type TableColumn } from '../components/AdminTable';
import { ConfirmAction } from '../components/ConfirmAction';
import { DetailsDrawer } from '../components/DetailsDrawer';
import { RefreshButton } from '../components/RefreshButton';
import { SectionHeader } from '../components/SectionHeader';
import { PlanPill } from '../components/StatusChips';
import { useAdminActions } from '../hooks/useAdminActions';
import { useAdminCompanies, type AdminCompanyRow } from '../hooks/useAdminTables';
import { useLoadErrorToast } from '../hooks/useLoadErrorToast';
import { usePageInRange } from '../hooks/usePageInRange';
import { useRowAction } from '../hooks/useRowAction';
import { useTableParams } from '../hooks/useTableParams';

export const COMPANY_SORT_KEYS = [
  'company',
  'contact',
  'email',
  'phone',
  'industry',
  'size',
  'location',
  'subscription',
  'website',
  'joined',
] as const;
type CompanySortKey = (typeof COMPANY_SORT_KEYS)[number];

/** An address to open: the website as entered, with https:// when it has no scheme. */
export function websiteHref(website: string): string {
  const text = website.trim();
  return /^https?:\/\//i.test(text) ? text : `https://${text}`;
}

/** The website without its scheme and trailing slash, for display. */
function websiteText(website: string): string {
  return website
    .trim()
    .replace(/^https?:\/\//i, '')
    .replace(/\/$/, '');
}

function Website({ website }: { website: string }) {
  if (!website.trim()) return <>—</>;
  return (
    <Link
      href={websiteHref(website)}
      target="_blank"
      rel="noopener noreferrer"
      component="a"
      underline="hover"
    >
      {websiteText(website)}
    </Link>
  );
}

const COLUMNS: TableColumn<AdminCompanyRow, CompanySortKey>[] = [
  {
    id: 'company',
    label: 'Company Name',
    sortKey: 'company',
    minWidth: 200,
    render: (row) => (
      <Stack direction="row" spacing={1.25} sx={{ alignItems: 'center' }}>
        <CompanyLogo name={row.company} size={32} />
        <Typography sx={{ fontWeight: 600, fontSize: 'inherit' }}>{row.company}</Typography>
      </Stack>
    ),
  },
  { id: 'contact', label: 'Contact Person', sortKey: 'contact', minWidth: 140, render: (row) => row.contact },
  { id: 'email', label: 'Email', sortKey: 'email', render: (row) => row.email },
  {
    id: 'phone',
    label: 'Phone',
    sortKey: 'phone',
    render: (row) => <span style={{ whiteSpace: 'nowrap' }}>{row.phone || '—'}</span>,
  },
  { id: 'industry', label: 'Industry', sortKey: 'industry', minWidth: 140, render: (row) => row.industry },
  { id: 'size', label: 'Company Size', sortKey: 'size', render: (row) => row.size || '—' },
  { id: 'location', label: 'Location', sortKey: 'location', render: (row) => row.location },
  {
    id: 'subscription',
    label: 'Subscription',
    sortKey: 'subscription',
    render: (row) => <PlanPill plan={row.subscription} />,
  },
  { id: 'website', label: 'Website', sortKey: 'website', render: (row) => <Website website={row.website} /> },
  {
    id: 'joined',
    label: 'Joined',
    sortKey: 'joined',
    render: (row) => <span style={{ whiteSpace: 'nowrap' }}>{formatDate(row.createdAt)}</span>,
  },
];

/** Recruiters (/admin/recruiters): a row per company with its recruiter; deleting removes the recruiter. */
export function RecruitersSection() {
  const params = useTableParams(COMPANY_SORT_KEYS, { key: 'joined', dir: 'DESC' });
  const companies = useAdminCompanies(params.query);
  const { deleteRecruiter } = useAdminActions();
  const [viewing, setViewing] = useState<AdminCompanyRow | null>(null);
  const remove = useRowAction((row: AdminCompanyRow) => deleteRecruiter(row.id), {
    success: (row) => removedMessage(row.company),
    failed: ADMIN_MESSAGES.recruiterDeleteFailed,
    offline: ADMIN_MESSAGES.deleteNetworkError,
  });
  useLoadErrorToast(companies.error, ADMIN_MESSAGES.recruitersFailed, ADMIN_MESSAGES.networkError);
  usePageInRange(params.page, companies.data?.pageCount, params.setPage);

  const summary = companies.data?.summary;
  const value = (n: number | undefined) => (n === undefined ? '—' : formatCount(n));

  return (
    <>
      <SectionHeader
        title="Recruiters"
        subtitle="Companies registered on Hireloop and the recruiters who manage them."
        actions={<RefreshButton onClick={companies.refetch} busy={companies.refreshing} />}
      />
      <Grid container spacing={2} sx={{ mb: 3 }}>
        <Grid size={{ xs: 6, lg: 3 }}>
          <StatTile
            label="Total Companies"
            value={value(summary?.registeredCompanies)}
            icon={<ApartmentOutlinedIcon />}
            testId="stat-total-companies"
          />
        </Grid>
        <Grid size={{ xs: 6, lg: 3 }}>
          <StatTile
            label="Active Companies"
            value={value(summary?.activeCompanies)}
            icon={<StorefrontOutlinedIcon />}
            tone="success"
            hint={summary ? `${summary.activeRate}% active rate` : undefined}
            testId="stat-active-companies"
          />
        </Grid>
        <Grid size={{ xs: 6, lg: 3 }}>
          <StatTile
            label="Premium Subscribers"
            value={value(summary?.premiumSubscribers)}
            icon={<WorkspacePremiumOutlinedIcon />}
            tone="secondary"
            hint="On Standard or Premium"
            testId="stat-premium"
          />
        </Grid>
        <Grid size={{ xs: 6, lg: 3 }}>
          <StatTile
            label="Avg. Jobs per Company"
            value={value(summary?.avgJobsPerCompany)}
            icon={<InsightsOutlinedIcon />}
            tone="info"
            hint={
              summary ? `${plural(summary.recruitersWithCompanies, 'recruiter')} with companies` : undefined
            }
            testId="stat-avg-jobs"
          />
        </Grid>
      </Grid>

      <AdminTable
        title="Registered Companies"
        noun={{ one: 'company', many: 'companies' }}
        columns={COLUMNS}
        data={companies.data}
        loading={companies.loading}
        refreshing={companies.refreshing}
        error={
          companies.error
            ? adminErrorMessage(companies.error, ADMIN_MESSAGES.recruitersFailed, ADMIN_MESSAGES.networkError)
            : null
        }
        onRetry={companies.refetch}
        search={params.search}
        onSearch={params.setSearch}
        searchPlaceholder="Company, recruiter, industry, city"
        sort={params.sort}
        onSort={params.toggleSort}
        onPageChange={params.setPage}
        rowLabel={(row) => row.company}
        onView={setViewing}
        onDelete={remove.ask}
        testId="companies-table"
      />

      <DetailsDrawer
        open={viewing !== null}
        onClose={() => setViewing(null)}
        title={viewing?.company ?? ''}
        subtitle={viewing?.industry}
        leading={viewing && <CompanyLogo name={viewing.company} size={44} />}
        fields={
          viewing
            ? [
                { label: 'Contact person', value: viewing.contact },
                { label: 'Email', value: viewing.email },
                { label: 'Phone', value: viewing.phone },
                { label: 'Industry', value: viewing.industry },
                { label: 'Company size', value: viewing.size ? `${viewing.size} employees` : '' },
                { label: 'Location', value: viewing.location },
                { label: 'Subscription', value: <PlanPill plan={viewing.subscription} /> },
                { label: 'Website', value: <Website website={viewing.website} /> },
                { label: 'Jobs posted', value: formatCount(viewing.jobs) },
                { label: 'Joined', value: formatDate(viewing.createdAt) },
              ]
            : []
        }
        actions={
          viewing && (
            <Button
              color="error"
              variant="contained"
              startIcon={<DeleteForeverOutlinedIcon />}
              onClick={() => {
                remove.ask(viewing);
                setViewing(null);
              }}
            >
              Delete recruiter
            </Button>
          )
        }
      />

      <ConfirmAction
        action={remove}
        title="Delete recruiter"
        question={(row) => deleteQuestion(row.company)}
        detail={(row) =>
          `This removes the recruiter ${row.contact} (${row.email}) with all of their companies, jobs and applications. They can no longer sign in.`
        }
      />
    </>
  );
}
