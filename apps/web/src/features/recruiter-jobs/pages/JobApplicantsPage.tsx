import { lazy, Suspense, useState } from 'react';
import { useParams } from 'react-router-dom';

import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Typography from '@mui/material/Typography';
import Tabs from '@mui/material/Tabs';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import PeopleAltOutlinedIcon from '@mui/icons-material/PeopleAltOutlined';
import RefreshIcon from '@mui/icons-material/Refresh';
import ViewAgendaOutlinedIcon from '@mui/icons-material/ViewAgendaOutlined';
import ViewKanbanOutlinedIcon from '@mui/icons-material/ViewKanbanOutlined';

import { APPLICANTS_PAGE_SIZE, applicantsCsvPath, RECRUITER_MESSAGES } from '@hireloop/schema';
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
import type { ApplicationStatus, ScreeningResult } from '../../../gql/graphql';
import {
  APPLICANTS_LOAD_ERROR,
  bulkOutcome,
  bulkStatusQuestion,
  STATUS_TOAST_MS,
  STATUS_UPDATE_FAILED,
  statusChangeQuestion,
} from '../applicantStatus';
import { READ_ONLY_COLUMN } from '../board';
import { ApplicantCard, applicantName } from '../components/ApplicantCard';
import { BulkStatusBar } from '../components/BulkStatusBar';
import { GoBackToJobs, JobNotFound } from '../components/JobNotFound';
import { APPLICATION_STATUSES, applicationStatusValue } from '../format';
import { useBoardApplicants, type BoardApplicant } from '../hooks/useBoardApplicants';
import { useJobApplicantAnswers, useJobApplicants, type JobApplicantsData } from '../hooks/useJobApplicants';
import { useListParams } from '../hooks/useListParams';
import { useOpenDocument } from '../hooks/useOpenDocument';
import { useSetApplicationStatus } from '../hooks/useSetApplicationStatus';
import { useSetApplicationStatuses } from '../hooks/useSetApplicationStatuses';
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

// The board and dnd-kit load only when the board is shown.
const ApplicantsBoard = lazy(() => import('../components/board/ApplicantsBoard'));

/** An application as the list and the board both have it. */
type Applicant = Omit<BoardApplicant, 'screeningResult' | 'autoRejected'>;

type PendingChange =
  { application: Applicant; status: ApplicationStatus } | { ids: string[]; status: ApplicationStatus };

/**
 * Applicants of one job (/recruiter/job/{id}/applicants): status tabs with the counts of all applicants,
 * pages of 20 (`?page=`), documents, status changes, ratings and private notes, and the CSV download of
 * every applicant; or (`?view=board`) the pipeline board of the newest 100, one column per status, whose
 * cards move by drag and drop or keyboard. In both, applicants can be chosen and moved to a status at once.
 */
export function JobApplicantsPage() {
  const { id = '' } = useParams();
  const toast = useToast();
  const { values, page, set, setPage } = useListParams(['status', 'view', 'screening'] as const);
  const board = values.view === 'board';
  const status = board ? null : parseStatus(values.status);
  const screening = board ? null : parseScreening(values.screening);
  const list = useJobApplicants(id, status, page, APPLICANTS_PAGE_SIZE, board, screening);
  const answers = useJobApplicantAnswers(
    id,
    status,
    page,
    APPLICANTS_PAGE_SIZE,
    screening,
    !board && Boolean(list.data?.job.screeningQuestions.length),
  );
  const boardState = useBoardApplicants(id, !board);
  const { loading, refreshing, notFound, refetch } = board ? boardState : list;
  const data = board ? boardState.data : list.data;
  // A page past the end (the last applicants of a tab changed status, or an old link): the last page.
  usePageInRange(page, list.refreshing || board ? undefined : list.data?.pageCount, setPage);
  const { setStatus, saving: savingOne } = useSetApplicationStatus();
  const { setStatuses, saving: savingMany } = useSetApplicationStatuses();
  const saving = savingOne || savingMany;
  const { open, opening } = useOpenDocument();
  const [pending, setPending] = useState<PendingChange | null>(null);
  // The question stays on screen while the dialog fades out.
  const [confirming, setConfirming] = useState(false);
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const ask = (change: PendingChange) => {
    setPending(change);
    setConfirming(true);
  };

  // Only applicants on screen count as chosen (a tab, page or view change hides the others).
  const selectable = (data?.items ?? []).filter((a) => a.status !== READ_ONLY_COLUMN).map((a) => a.id);
  const selected = new Set(selectable.filter((applicationId) => chosen.has(applicationId)));
  const toggle = (applicationId: string, on: boolean) =>
    setChosen((current) => {
      const next = new Set(current);
      if (on) next.add(applicationId);
      else next.delete(applicationId);
      return next;
    });

  const openDocument = (application: Applicant, url: string, label: 'Resume' | 'Cover Letter') => {
    void open(url, label).then((opened) => {
      // Opening a pending application's document marks it seen on the server (silently).
      if (opened && application.status === 'PENDING') void refetch();
    });
  };

  const confirmChange = () => {
    if (!pending) return;
    const done = () => {
      setConfirming(false);
      void refetch();
    };
    if ('ids' in pending) {
      setStatuses(pending.ids, pending.status)
        .then((result) => {
          done();
          setChosen(new Set());
          const outcome = bulkOutcome(result, pending.status);
          if (result.failures.length) toast.error(outcome);
          else toast.success(outcome, STATUS_TOAST_MS);
        })
        .catch(() => {
          setConfirming(false);
          toast.error(STATUS_UPDATE_FAILED);
        });
      return;
    }
    setStatus(pending.application.id, pending.status)
      .then(() => {
        done();
        toast.success(RECRUITER_MESSAGES.statusUpdated, STATUS_TOAST_MS);
      })
      .catch(() => {
        setConfirming(false);
        toast.error(STATUS_UPDATE_FAILED);
      });
  };

  const job = data?.job ?? null;
  const tabList = tabs(list.data, status);

  const bulkBar = (
    <BulkStatusBar
      visibleCount={selectable.length}
      selectedCount={selected.size}
      onSelectAll={(on) => setChosen(on ? new Set(selectable) : new Set())}
      onMove={(next) => ask({ ids: [...selected], status: next })}
      busy={saving}
    />
  );

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
  } else if (board && boardState.data) {
    const boardData = boardState.data;
    body = (
      <>
        {boardData.total > boardData.items.length && (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }} data-testid="board-limit">
            The board shows the newest {boardData.items.length} of {boardData.total} applicants; the list
            shows them all.
          </Typography>
        )}
        {bulkBar}
        <Suspense fallback={<LoadingBlock text="Loading the board..." />}>
          <ApplicantsBoard
            applications={boardData.items}
            jobSkillCount={boardData.job.skills.length}
            selected={selected}
            onToggleSelected={toggle}
            onMove={(application, next) => ask({ application, status: next })}
            busy={saving}
          />
        </Suspense>
      </>
    );
  } else if (!list.data) {
    body = null;
  } else if (list.data.items.length === 0) {
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
    const listData = list.data;
    body = (
      <Stack spacing={3}>
        {bulkBar}
        <Stack spacing={2} data-testid="applicants">
          {listData.items.map((application) => (
            <ApplicantCard
              key={application.id}
              application={application}
              opening={opening}
              busy={saving}
              onOpenDocument={openDocument}
              onChooseStatus={(chosenApplication, next) =>
                ask({ application: chosenApplication, status: next })
              }
              jobSkillCount={listData.job.skills.length}
              screening={answers.get(application.id)}
              selected={selected.has(application.id)}
              onToggleSelected={toggle}
            />
          ))}
        </Stack>
        <Pager
          page={listData.page}
          pageCount={listData.pageCount}
          onPageChange={setPage}
          label="Applicant pages"
        />
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
            <ToggleButtonGroup
              exclusive
              size="small"
              value={board ? 'board' : 'list'}
              onChange={(_event, value: string | null) => {
                if (value) set({ view: value === 'board' ? 'board' : '', status: '' });
              }}
              aria-label="Applicants view"
            >
              <ToggleButton value="list" aria-label="List view">
                <ViewAgendaOutlinedIcon fontSize="small" />
              </ToggleButton>
              <ToggleButton value="board" aria-label="Board view">
                <ViewKanbanOutlinedIcon fontSize="small" />
              </ToggleButton>
            </ToggleButtonGroup>
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
        {data && !board && (
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
      <Container maxWidth={board ? 'xl' : 'md'} sx={{ py: { xs: 3, md: 4 } }}>
        {!board && (
          <TextField
            select
            size="small"
            label="Screening"
            value={screening ?? 'ALL'}
            onChange={(event) =>
              set({ screening: event.target.value === 'ALL' ? '' : event.target.value.toLowerCase() })
            }
            sx={{ mb: 2, minWidth: 200 }}
          >
            <MenuItem value="ALL">All applicants</MenuItem>
            <MenuItem value="PASSED">Passed knock-out</MenuItem>
            <MenuItem value="FAILED">Failed knock-out</MenuItem>
          </TextField>
        )}
        {body}
      </Container>
      <ConfirmDialog
        open={confirming}
        title="Change application status"
        message={
          !pending
            ? ''
            : 'ids' in pending
              ? bulkStatusQuestion(pending.ids.length, pending.status)
              : statusChangeQuestion(applicantName(pending.application.applicant), pending.status)
        }
        confirmLabel={saving ? 'Updating...' : 'Yes, change it'}
        busy={saving}
        onConfirm={confirmChange}
        onCancel={() => setConfirming(false)}
      />
    </AccentScope>
  );
}

/** The knock-out filter of the address (`?screening=passed|failed`); anything else is none. */
function parseScreening(value: string | undefined): ScreeningResult | null {
  const upper = value?.toUpperCase();
  return upper === 'PASSED' || upper === 'FAILED' ? (upper as ScreeningResult) : null;
}
