import { useState } from 'react';
import { useParams } from 'react-router-dom';

import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import PeopleAltOutlinedIcon from '@mui/icons-material/PeopleAltOutlined';
import RefreshIcon from '@mui/icons-material/Refresh';

import { applicantsCsvPath, RECRUITER_MESSAGES } from '@hireloop/schema';
import {
  AccentScope,
  applicationStatusDisplay,
  ConfirmDialog,
  EmptyState,
  ErrorBlock,
  LoadingBlock,
  PageHeader,
  Pager,
} from '@hireloop/ui';

import { CsvDownloadButton } from '../../../app/components/CsvDownloadButton';
import { useToast } from '../../../app/toast';
import { usePageInRange } from '../../../app/usePageInRange';
import type { ApplicationStatus } from '../../../gql/graphql';
import {
  APPLICANTS_LOAD_ERROR,
  STATUS_TOAST_MS,
  STATUS_UPDATE_FAILED,
  statusChangeQuestion,
} from '../applicantStatus';
import { ApplicantCard, applicantName } from '../components/ApplicantCard';
import { GoBackToJobs, JobNotFound } from '../components/JobNotFound';
import { APPLICATION_STATUSES, applicationStatusValue } from '../format';
import { useJobApplicants, type Applicant, type JobApplicantsData } from '../hooks/useJobApplicants';
import { useListParams } from '../hooks/useListParams';
import { useOpenDocument } from '../hooks/useOpenDocument';
import { useSetApplicationStatus } from '../hooks/useSetApplicationStatus';
import { recruiterJobPath } from '../paths';

/** The spec's five statuses always; reviewed, shortlisted and withdrawn when some application has them. */
const ALWAYS_SHOWN: readonly ApplicationStatus[] = ['PENDING', 'SEEN', 'ACCEPT', 'REJECT', 'RECRUITED'];

/** The tabs' statuses: those a recruiter sets, then withdrawn (shown when some application has it). */
const TAB_STATUSES: readonly ApplicationStatus[] = [...APPLICATION_STATUSES, 'WITHDRAWN'];

function parseStatus(value: string): ApplicationStatus | null {
  const upper = value.trim().toUpperCase();
  return (TAB_STATUSES as readonly string[]).includes(upper) ? (upper as ApplicationStatus) : null;
}

function tabs(data: JobApplicantsData | null, selected: ApplicationStatus | null) {
  const counts = new Map(data?.statusCounts.map((row) => [row.status, row.count]) ?? []);
  const total = data?.statusCounts.reduce((sum, row) => sum + row.count, 0) ?? 0;
  const statuses = TAB_STATUSES.filter(
    (status) => ALWAYS_SHOWN.includes(status) || (counts.get(status) ?? 0) > 0 || status === selected,
  );
  return [
    { value: null, label: 'All', count: total },
    ...statuses.map((status) => ({
      value: status,
      label: applicationStatusDisplay(status).label,
      count: counts.get(status) ?? 0,
    })),
  ];
}

interface PendingChange {
  application: Applicant;
  status: ApplicationStatus;
}

/**
 * Applicants of one job (/recruiter/job/{id}/applicants): status tabs with the counts of all applicants,
 * pages of 20 (`?page=`), documents, status changes, ratings and private notes, and the CSV download of
 * every applicant.
 */
export function JobApplicantsPage() {
  const { id = '' } = useParams();
  const toast = useToast();
  const { values, page, set, setPage } = useListParams(['status'] as const);
  const status = parseStatus(values.status);
  const { data, loading, refreshing, notFound, refetch } = useJobApplicants(id, status, page);
  // A page past the end (the last applicants of a tab changed status, or an old link): the last page.
  usePageInRange(page, refreshing ? undefined : data?.pageCount, setPage);
  const { setStatus, saving } = useSetApplicationStatus();
  const { open, opening } = useOpenDocument();
  const [pending, setPending] = useState<PendingChange | null>(null);
  // The question stays on screen while the dialog fades out.
  const [confirming, setConfirming] = useState(false);
  const ask = (change: PendingChange) => {
    setPending(change);
    setConfirming(true);
  };

  const openDocument = (application: Applicant, url: string, label: 'Resume' | 'Cover Letter') => {
    void open(url, label).then((opened) => {
      // Opening a pending application's document marks it seen on the server (silently).
      if (opened && application.status === 'PENDING') void refetch();
    });
  };

  const confirmChange = () => {
    if (!pending) return;
    setStatus(pending.application.id, pending.status)
      .then(() => {
        setConfirming(false);
        toast.success(RECRUITER_MESSAGES.statusUpdated, STATUS_TOAST_MS);
        void refetch();
      })
      .catch(() => {
        setConfirming(false);
        toast.error(STATUS_UPDATE_FAILED);
      });
  };

  const job = data?.job ?? null;
  const tabList = tabs(data, status);

  let body;
  if (loading) {
    body = <LoadingBlock text="Loading applicants..." />;
  } else if (notFound) {
    body = <JobNotFound />;
  } else if (!data) {
    body = (
      <ErrorBlock
        title={APPLICANTS_LOAD_ERROR}
        message="Please try again."
        onRetry={() => void refetch()}
        action={<GoBackToJobs />}
      />
    );
  } else if (data.items.length === 0) {
    body = status ? (
      <EmptyState
        icon={<PeopleAltOutlinedIcon />}
        title={`No ${applicationStatusValue(status)} applicants`}
        description="Applicants with this status will appear here."
      />
    ) : (
      <EmptyState
        icon={<PeopleAltOutlinedIcon />}
        title="No applicants yet"
        description="Applications to this job will appear here."
      />
    );
  } else {
    body = (
      <Stack spacing={3}>
        <Stack spacing={2} data-testid="applicants">
          {data.items.map((application) => (
            <ApplicantCard
              key={application.id}
              application={application}
              opening={opening}
              busy={saving}
              onOpenDocument={openDocument}
              onChooseStatus={(chosen, next) => ask({ application: chosen, status: next })}
            />
          ))}
        </Stack>
        <Pager page={data.page} pageCount={data.pageCount} onPageChange={setPage} label="Applicant pages" />
      </Stack>
    );
  }

  return (
    <AccentScope accent="secondary">
      <PageHeader
        maxWidth="md"
        icon={<PeopleAltOutlinedIcon />}
        title="Applicants"
        subtitle={job ? `${job.title} · ${job.company.name}` : 'Review applicants and update their status.'}
        actions={
          <>
            <Button href={recruiterJobPath(id)} color="inherit" startIcon={<ArrowBackIcon />}>
              Job
            </Button>
            {data && (
              <CsvDownloadButton
                url={applicantsCsvPath(id)}
                fallbackName="applicants.csv"
                what="all applicants"
              />
            )}
            <Button
              variant="outlined"
              onClick={() => void refetch()}
              disabled={refreshing || loading}
              startIcon={refreshing ? <CircularProgress size={16} color="inherit" /> : <RefreshIcon />}
            >
              Refresh
            </Button>
          </>
        }
      >
        {data && (
          <Tabs
            value={status ?? 'ALL'}
            onChange={(_event, value: string) => set({ status: value === 'ALL' ? '' : value.toLowerCase() })}
            variant="scrollable"
            scrollButtons="auto"
            allowScrollButtonsMobile
            aria-label="Applicants by status"
            sx={{ mb: -1 }}
          >
            {tabList.map((tab) => (
              <Tab
                key={tab.value ?? 'ALL'}
                value={tab.value ?? 'ALL'}
                label={`${tab.label} (${tab.count})`}
                data-status={tab.value?.toLowerCase() ?? 'all'}
                sx={{ fontWeight: 600, minHeight: 44 }}
              />
            ))}
          </Tabs>
        )}
      </PageHeader>
      <Container maxWidth="md" sx={{ py: { xs: 3, md: 4 } }}>
        {body}
      </Container>
      <ConfirmDialog
        open={confirming}
        title="Change application status"
        message={
          pending ? statusChangeQuestion(applicantName(pending.application.applicant), pending.status) : ''
        }
        confirmLabel={saving ? 'Updating...' : 'Yes, change it'}
        busy={saving}
        onConfirm={confirmChange}
        onCancel={() => setConfirming(false)}
      />
    </AccentScope>
  );
}
