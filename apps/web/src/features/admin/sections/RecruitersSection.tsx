import { useState } from 'react';

import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ApartmentOutlinedIcon from '@mui/icons-material/ApartmentOutlined';
import InsightsOutlinedIcon from '@mui/icons-material/InsightsOutlined';
import StorefrontOutlinedIcon from '@mui/icons-material/StorefrontOutlined';
import WorkspacePremiumOutlinedIcon from '@mui/icons-material/WorkspacePremiumOutlined';

import { ADMIN_ACTION_MESSAGES, planChangedMessage, plural } from '@hireloop/schema';
import { CompanyLogo } from '@hireloop/ui';

import { usePlatform } from '../../../app/platform';
import { useToast } from '../../../app/toast';
import type { RecruiterPlan } from '../../../gql/graphql';
import { adminErrorMessage } from '../adminErrors';
import {
  ADMIN_MESSAGES,
  ADMIN_TOAST_MS,
  deleteQuestion,
  formatCount,
  formatDate,
  planLabel,
  removedMessage,
  statValue,
} from '../adminText';
import { AdminTable, type TableColumn } from '../components/AdminTable';
import { ConfirmAction } from '../components/ConfirmAction';
import { DetailsDrawer } from '../components/DetailsDrawer';
import { DrawerDeleteButton } from '../components/DrawerDeleteButton';
import { PlanDialog } from '../components/PlanDialog';
import { RefreshButton } from '../components/RefreshButton';
import { SectionHeader } from '../components/SectionHeader';
import { StatGrid } from '../components/StatGrid';
import { PlanPill } from '../components/StatusChips';
import { useAdminActions } from '../hooks/useAdminActions';
import { useAdminTable } from '../hooks/useAdminTable';
import { useAdminCompanies, type AdminCompanyRow } from '../hooks/useAdminTables';
import { useRowAction } from '../hooks/useRowAction';

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
  {
    id: 'contact',
    label: 'Contact Person',
    sortKey: 'contact',
    minWidth: 140,
    hideBelow: 'lg',
    render: (row) => row.contact,
  },
  { id: 'email', label: 'Email', sortKey: 'email', hideBelow: 'lg', render: (row) => row.email },
  {
    id: 'phone',
    label: 'Phone',
    sortKey: 'phone',
    hideBelow: 'xl',
    render: (row) => <span style={{ whiteSpace: 'nowrap' }}>{row.phone || '—'}</span>,
  },
  {
    id: 'industry',
    label: 'Industry',
    sortKey: 'industry',
    minWidth: 140,
    hideBelow: 'xl',
    render: (row) => row.industry,
  },
  { id: 'size', label: 'Company Size', sortKey: 'size', hideBelow: 'xl', render: (row) => row.size || '—' },
  { id: 'location', label: 'Location', sortKey: 'location', hideBelow: 'xl', render: (row) => row.location },
  {
    id: 'subscription',
    label: 'Subscription',
    sortKey: 'subscription',
    render: (row) => <PlanPill plan={row.subscription} />,
  },
  {
    id: 'website',
    label: 'Website',
    sortKey: 'website',
    hideBelow: 'xl',
    render: (row) => <Website website={row.website} />,
  },
  {
    id: 'joined',
    label: 'Joined',
    sortKey: 'joined',
    hideBelow: 'md',
    render: (row) => <span style={{ whiteSpace: 'nowrap' }}>{formatDate(row.createdAt)}</span>,
  },
];

/**
 * Recruiters (/admin/recruiters): a row per company with its recruiter; the edit changes the recruiter's
 * plan, deleting removes the recruiter.
 */
export function RecruitersSection() {
  const platform = usePlatform();
  const { state: companies, table } = useAdminTable(
    COMPANY_SORT_KEYS,
    { key: 'joined', dir: 'DESC' },
    useAdminCompanies,
    ADMIN_MESSAGES.recruitersFailed,
  );
  const { deleteRecruiter, setRecruiterPlan } = useAdminActions();
  const toast = useToast();
  const [viewing, setViewing] = useState<AdminCompanyRow | null>(null);
  const [editing, setEditing] = useState<AdminCompanyRow | null>(null);
  const [saving, setSaving] = useState(false);
  const remove = useRowAction((row: AdminCompanyRow) => deleteRecruiter(row.id), {
    success: (row) => removedMessage(row.company),
    failed: ADMIN_MESSAGES.recruiterDeleteFailed,
    offline: ADMIN_MESSAGES.deleteNetworkError,
  });
  const changePlan = async (plan: RecruiterPlan) => {
    if (!editing) return;
    setSaving(true);
    try {
      await setRecruiterPlan(editing.id, plan);
      toast.success(planChangedMessage(editing.contact, planLabel(plan)), ADMIN_TOAST_MS);
    } catch (error) {
      toast.error(adminErrorMessage(error, ADMIN_ACTION_MESSAGES.planFailed), ADMIN_TOAST_MS);
    } finally {
      setSaving(false);
      setEditing(null);
    }
  };
  const summary = companies.data?.summary;

  return (
    <>
      <SectionHeader
        title="Recruiters"
        subtitle={`Companies registered on ${platform.name} and the recruiters who manage them.`}
        actions={<RefreshButton onClick={companies.refetch} busy={companies.refreshing} />}
      />
      <StatGrid
        cards={[
          {
            id: 'total-companies',
            label: 'Total Companies',
            value: statValue(summary?.registeredCompanies),
            icon: <ApartmentOutlinedIcon />,
          },
          {
            id: 'active-companies',
            label: 'Active Companies',
            value: statValue(summary?.activeCompanies),
            icon: <StorefrontOutlinedIcon />,
            tone: 'success',
            hint: summary ? `${summary.activeRate}% active rate` : undefined,
          },
          {
            id: 'premium',
            label: 'Premium Subscribers',
            value: statValue(summary?.premiumSubscribers),
            icon: <WorkspacePremiumOutlinedIcon />,
            tone: 'secondary',
            hint: 'On Standard or Premium',
          },
          {
            id: 'avg-jobs',
            label: 'Avg. Jobs per Company',
            value: statValue(summary?.avgJobsPerCompany),
            icon: <InsightsOutlinedIcon />,
            tone: 'info',
            hint: summary
              ? `${plural(summary.recruitersWithCompanies, 'recruiter')} with companies`
              : undefined,
          },
        ]}
      />

      <AdminTable
        {...table}
        title="Registered Companies"
        noun={{ one: 'company', many: 'companies' }}
        columns={COLUMNS}
        searchPlaceholder="Company, recruiter, industry, city"
        rowLabel={(row) => row.company}
        onView={setViewing}
        onEdit={setEditing}
        editLabel="Change plan of"
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
            <DrawerDeleteButton
              row={viewing}
              label="Delete recruiter"
              ask={remove.ask}
              close={() => setViewing(null)}
            />
          )
        }
      />

      <PlanDialog
        recruiter={editing}
        busy={saving}
        onConfirm={(plan) => void changePlan(plan)}
        onCancel={() => setEditing(null)}
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
