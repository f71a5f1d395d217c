import { useState } from 'react';

import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ApartmentOutlinedIcon from '@mui/icons-material/ApartmentOutlined';
import InsightsOutlinedIcon from '@mui/icons-material/InsightsOutlined';
import StorefrontOutlinedIcon from '@mui/icons-material/StorefrontOutlined';
import WorkspacePremiumOutlinedIcon from '@mui/icons-material/WorkspacePremiumOutlined';

import { ADMIN_ACTION_MESSAGES, planChangedMessage, plural, externalHref } from '@hireloop/schema';
import { CompanyLogo } from '@hireloop/ui';

import { useToast } from '../../../app/toast';
import type { RecruiterPlan } from '../../../gql/graphql';
import { adminErrorMessage } from '../adminErrors';
import { ADMIN_MESSAGES, ADMIN_TOAST_MS, formatCount, formatDate, planLabel } from '../adminText';
import type { TableColumn } from '../components/AdminTable';
import { CONTACT_COLUMNS, dateColumn } from '../components/columns';
import { PlanDialog } from '../components/PlanDialog';
import { PlanPill } from '../components/StatusChips';
import { TableSection, type TableSectionConfig } from '../components/TableSection';
import { useAdminActions } from '../hooks/useAdminActions';
import { useAdminCompanies, type AdminCompaniesTable, type AdminCompanyRow } from '../hooks/useAdminTables';

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
      href={externalHref(website)}
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
  ...CONTACT_COLUMNS,
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
  dateColumn('joined', 'Joined', 'md'),
];

/** The recruiters table's edit: the plan dialog, then a toast with the outcome. */
function RecruiterPlanDialog({ row, onClose }: { row: AdminCompanyRow | null; onClose: () => void }) {
  const { setRecruiterPlan } = useAdminActions();
  const toast = useToast();
  const [saving, setSaving] = useState(false);
  const changePlan = async (plan: RecruiterPlan) => {
    if (!row) return;
    setSaving(true);
    try {
      await setRecruiterPlan(row.id, plan);
      toast.success(planChangedMessage(row.contact, planLabel(plan)), ADMIN_TOAST_MS);
    } catch (error) {
      toast.error(adminErrorMessage(error, ADMIN_ACTION_MESSAGES.planFailed), ADMIN_TOAST_MS);
    } finally {
      setSaving(false);
      onClose();
    }
  };
  return (
    <PlanDialog
      recruiter={row}
      busy={saving}
      onConfirm={(plan) => void changePlan(plan)}
      onCancel={onClose}
    />
  );
}

const RECRUITERS: TableSectionConfig<AdminCompanyRow, AdminCompaniesTable, CompanySortKey> = {
  title: 'Recruiters',
  subtitle: (platform) => `Companies registered on ${platform} and the recruiters who manage them.`,
  exportTable: 'companies',
  sortKeys: COMPANY_SORT_KEYS,
  defaultSort: { key: 'joined', dir: 'DESC' },
  useRows: useAdminCompanies,
  loadFailed: ADMIN_MESSAGES.recruitersFailed,
  cards: [
    {
      id: 'total-companies',
      label: 'Total Companies',
      stat: 'registeredCompanies',
      icon: <ApartmentOutlinedIcon />,
    },
    {
      id: 'active-companies',
      label: 'Active Companies',
      stat: 'activeCompanies',
      icon: <StorefrontOutlinedIcon />,
      tone: 'success',
      hint: (summary) => `${summary.activeRate}% active rate`,
    },
    {
      id: 'premium',
      label: 'Premium Subscribers',
      stat: 'premiumSubscribers',
      icon: <WorkspacePremiumOutlinedIcon />,
      tone: 'secondary',
      hint: 'On Standard or Premium',
    },
    {
      id: 'avg-jobs',
      label: 'Avg. Jobs per Company',
      stat: 'avgJobsPerCompany',
      icon: <InsightsOutlinedIcon />,
      tone: 'info',
      hint: (summary) => `${plural(summary.recruitersWithCompanies, 'recruiter')} with companies`,
    },
  ],
  table: {
    title: 'Registered Companies',
    noun: { one: 'company', many: 'companies' },
    columns: COLUMNS,
    searchPlaceholder: 'Company, recruiter, industry, city',
    rowLabel: (row) => row.company,
    testId: 'companies-table',
  },
  edit: { kind: 'dialog', label: 'Change plan of', Dialog: RecruiterPlanDialog },
  remove: {
    title: 'Delete recruiter',
    buttonLabel: 'Delete recruiter',
    name: (row) => row.company,
    detail: (row) =>
      `This removes the recruiter ${row.contact} (${row.email}) with all of their companies, jobs and applications. They can no longer sign in.`,
    run: (actions, row) => actions.deleteRecruiter(row.id),
    failed: ADMIN_MESSAGES.recruiterDeleteFailed,
    offline: ADMIN_MESSAGES.deleteNetworkError,
  },
  details: {
    title: (row) => row.company,
    subtitle: (row) => row.industry,
    leading: (row) => <CompanyLogo name={row.company} size={44} />,
    fields: (row) => [
      { label: 'Contact person', value: row.contact },
      { label: 'Email', value: row.email },
      { label: 'Phone', value: row.phone },
      { label: 'Industry', value: row.industry },
      { label: 'Company size', value: row.size ? `${row.size} employees` : '' },
      { label: 'Location', value: row.location },
      { label: 'Subscription', value: <PlanPill plan={row.subscription} /> },
      { label: 'Website', value: <Website website={row.website} /> },
      { label: 'Jobs posted', value: formatCount(row.jobs) },
      { label: 'Joined', value: formatDate(row.createdAt) },
    ],
  },
};

/**
 * Recruiters (/admin/recruiters): a row per company with its recruiter; the edit changes the recruiter's
 * plan, deleting removes the recruiter.
 */
export function RecruitersSection() {
  return <TableSection config={RECRUITERS} />;
}
