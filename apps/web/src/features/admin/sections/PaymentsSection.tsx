import { useState } from 'react';

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import AllInclusiveOutlinedIcon from '@mui/icons-material/AllInclusiveOutlined';
import DoneOutlinedIcon from '@mui/icons-material/DoneOutlined';
import CloseIcon from '@mui/icons-material/Close';
import InboxOutlinedIcon from '@mui/icons-material/InboxOutlined';
import WorkspacePremiumOutlinedIcon from '@mui/icons-material/WorkspacePremiumOutlined';

import { useToast } from '../../../app/toast';
import type { RecruiterPlan } from '../../../gql/graphql';
import { adminErrorMessage } from '../adminErrors';
import {
  ADMIN_MESSAGES,
  ADMIN_TOAST_MS,
  RECRUITER_PLANS,
  formatCount,
  formatDate,
  percentOf,
  planLabel,
  postingLimitLabel,
} from '../adminText';
import { ConfirmAction } from '../components/ConfirmAction';
import { RefreshButton } from '../components/RefreshButton';
import { SectionBody } from '../components/SectionBody';
import { SectionHeader } from '../components/SectionHeader';
import { PLAN_TONES, PlanPill } from '../components/StatusChips';
import { useAdminActions } from '../hooks/useAdminActions';
import { useAdminPayments, type AdminPaymentsData, type PlanHistoryRow } from '../hooks/useAdminPayments';
import { useRowAction } from '../hooks/useRowAction';
import { adminTableSx } from '../components/tableStyles';
import { TonePill, TONES, toneFill, type StatusTone } from '@hireloop/ui';

const REQUEST_STATUS: Record<string, { label: string; tone: StatusTone }> = {
  open: { label: 'Open', tone: 'amber' },
  granted: { label: 'Granted', tone: 'green' },
  declined: { label: 'Declined', tone: 'red' },
};

function requestStatus(status: string) {
  return REQUEST_STATUS[status.toLowerCase()] ?? { label: planLabel(status), tone: 'grey' as const };
}

/** A plan with its price, posting allowance and how many recruiters are on it. */
function PlanCard({
  plan,
  totalRecruiters,
}: {
  plan: AdminPaymentsData['plans'][number];
  totalRecruiters: number;
}) {
  const color = TONES[PLAN_TONES[plan.plan]];
  return (
    <Paper
      variant="outlined"
      sx={{ p: 2.5, borderRadius: 4, height: '100%', position: 'relative', overflow: 'hidden' }}
      data-testid="plan-card"
    >
      <Box
        sx={(theme) => ({
          position: 'absolute',
          inset: '0 0 auto 0',
          height: 4,
          ...toneFill(theme, color),
        })}
      />
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
        <Typography variant="h6" component="h3">
          {planLabel(plan.plan)}
        </Typography>
        {plan.plan === 'PREMIUM' && (
          <WorkspacePremiumOutlinedIcon sx={{ color }} aria-hidden fontSize="small" />
        )}
      </Stack>
      <Typography sx={{ mt: 1 }}>
        <Box component="span" sx={{ fontSize: 32, fontWeight: 800, letterSpacing: '-0.02em' }}>
          ${plan.priceUsdPerMonth}
        </Box>
        <Box component="span" sx={{ color: 'text.secondary', ml: 0.5 }}>
          /mo
        </Box>
      </Typography>
      <Stack direction="row" spacing={1} sx={{ mt: 0.5, alignItems: 'center', color: 'text.secondary' }}>
        {plan.postingLimit === null && <AllInclusiveOutlinedIcon fontSize="small" aria-hidden />}
        <Typography variant="body2">{postingLimitLabel(plan.postingLimit)}</Typography>
      </Stack>
      <Box sx={{ mt: 2.5 }}>
        <Stack direction="row" sx={{ justifyContent: 'space-between', mb: 0.75 }}>
          <Typography variant="body2" sx={{ fontWeight: 600 }} data-testid="plan-recruiters">
            {formatCount(plan.recruiters)} {plan.recruiters === 1 ? 'recruiter' : 'recruiters'}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {percentOf(plan.recruiters, totalRecruiters)}
          </Typography>
        </Stack>
        <Box
          sx={(theme) => ({
            height: 8,
            borderRadius: 4,
            bgcolor: theme.alpha(theme.vars.palette.text.primary, 0.08),
          })}
          aria-hidden
        >
          <Box
            sx={(theme) => ({
              height: '100%',
              borderRadius: 4,
              ...toneFill(theme, color),
              width: `${totalRecruiters ? (plan.recruiters / totalRecruiters) * 100 : 0}%`,
            })}
          />
        </Box>
      </Box>
    </Paper>
  );
}

interface GrantDialogProps {
  request: PlanHistoryRow | null;
  plans: AdminPaymentsData['plans'];
  busy: boolean;
  onGrant: (plan: RecruiterPlan) => void;
  onCancel: () => void;
}

/** Grant: choose the plan (the requested one first) and confirm. */
function GrantDialog({ request, plans, busy, onGrant, onCancel }: GrantDialogProps) {
  const [shown, setShown] = useState(request);
  const [plan, setPlan] = useState<RecruiterPlan>('PREMIUM');
  if (request !== null && request !== shown) {
    setShown(request);
    setPlan(request.requestedPlan ?? 'PREMIUM');
  }
  const current = request ?? shown;
  return (
    <Dialog
      open={request !== null}
      onClose={busy ? undefined : onCancel}
      maxWidth="xs"
      fullWidth
      aria-labelledby="grant-title"
    >
      <DialogTitle id="grant-title">Grant a plan</DialogTitle>
      <DialogContent>
        {current && (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
            Choose the plan for {current.recruiter} ({current.email})
            {current.requestedPlan ? `, who asked for ${planLabel(current.requestedPlan)}` : ''}. Their
            posting limit follows the plan at once; no payment is taken.
          </Typography>
        )}
        <RadioGroup
          aria-label="Plan"
          value={plan}
          onChange={(event) => setPlan(event.target.value as RecruiterPlan)}
        >
          {RECRUITER_PLANS.map((value) => {
            const info = plans.find((item) => item.plan === value);
            return (
              <FormControlLabel
                key={value}
                value={value}
                disabled={busy}
                control={<Radio size="small" />}
                label={
                  <Typography variant="body2">
                    <strong>{planLabel(value)}</strong>
                    {info ? ` · $${info.priceUsdPerMonth}/mo · ${postingLimitLabel(info.postingLimit)}` : ''}
                  </Typography>
                }
              />
            );
          })}
        </RadioGroup>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button onClick={onCancel} disabled={busy} color="inherit">
          Cancel
        </Button>
        <Button
          variant="contained"
          onClick={() => onGrant(plan)}
          disabled={busy}
          startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          Grant {planLabel(plan)}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function History({
  rows,
  onGrant,
  onDecline,
}: {
  rows: readonly PlanHistoryRow[];
  onGrant: (row: PlanHistoryRow) => void;
  onDecline: (row: PlanHistoryRow) => void;
}) {
  if (rows.length === 0) {
    return (
      <Stack spacing={1} sx={{ alignItems: 'center', py: 6 }} data-testid="history-empty">
        <InboxOutlinedIcon color="disabled" sx={{ fontSize: 36 }} aria-hidden />
        <Typography sx={{ fontWeight: 600 }}>No upgrade requests yet</Typography>
        <Typography variant="body2" color="text.secondary">
          Recruiters ask for a bigger plan from My Jobs when they reach their posting limit.
        </Typography>
      </Stack>
    );
  }
  return (
    <TableContainer sx={adminTableSx}>
      <Table size="small" aria-label="Upgrade requests" sx={{ minWidth: 760 }}>
        <TableHead>
          <TableRow>
            <TableCell>Recruiter</TableCell>
            <TableCell>Requested</TableCell>
            <TableCell>Status</TableCell>
            <TableCell>Granted Plan</TableCell>
            <TableCell>Requested On</TableCell>
            <TableCell>Decided On</TableCell>
            <TableCell align="right" className="actions">
              Actions
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => {
            const status = requestStatus(row.status);
            const open = row.status.toLowerCase() === 'open';
            return (
              <TableRow key={row.id} hover data-testid="upgrade-request">
                <TableCell>
                  <Typography sx={{ fontWeight: 600, fontSize: 14 }}>{row.recruiter}</Typography>
                  <Typography variant="caption" color="text.secondary">
                    {row.email}
                  </Typography>
                </TableCell>
                <TableCell>{row.requestedPlan ? <PlanPill plan={row.requestedPlan} /> : '—'}</TableCell>
                <TableCell>
                  <TonePill label={status.label} tone={status.tone} testId="request-status" />
                </TableCell>
                <TableCell>{row.grantedPlan ? <PlanPill plan={row.grantedPlan} /> : '—'}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(row.createdAt)}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(row.decidedAt) || '—'}</TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }} className="actions">
                  {open ? (
                    <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
                      <Button
                        size="small"
                        variant="contained"
                        startIcon={<DoneOutlinedIcon />}
                        onClick={() => onGrant(row)}
                      >
                        Grant
                      </Button>
                      <Button
                        size="small"
                        variant="outlined"
                        color="error"
                        startIcon={<CloseIcon />}
                        onClick={() => onDecline(row)}
                      >
                        Decline
                      </Button>
                    </Stack>
                  ) : (
                    <Typography variant="caption" color="text.secondary">
                      Decided
                    </Typography>
                  )}
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** Payments (/admin/payments): the real plans with their recruiters, and upgrade requests to grant or decline. */
export function PaymentsSection() {
  const payments = useAdminPayments();
  const { decideUpgrade } = useAdminActions();
  const toast = useToast();
  const [granting, setGranting] = useState<PlanHistoryRow | null>(null);
  const [busy, setBusy] = useState(false);
  const decline = useRowAction((row: PlanHistoryRow) => decideUpgrade(row.id, null), {
    success: (row) => `${row.recruiter}'s upgrade request has been declined`,
    failed: ADMIN_MESSAGES.decideFailed,
  });

  const grant = async (plan: RecruiterPlan) => {
    if (!granting) return;
    setBusy(true);
    try {
      await decideUpgrade(granting.id, plan);
      toast.success(`${granting.recruiter} is now on the ${planLabel(plan)} plan`, ADMIN_TOAST_MS);
    } catch (error) {
      toast.error(adminErrorMessage(error, ADMIN_MESSAGES.decideFailed), ADMIN_TOAST_MS);
    } finally {
      setBusy(false);
      setGranting(null);
    }
  };

  const totalRecruiters = payments.data?.plans.reduce((sum, plan) => sum + plan.recruiters, 0) ?? 0;
  const openCount = payments.data?.history.filter((row) => row.status.toLowerCase() === 'open').length ?? 0;

  return (
    <>
      <SectionHeader
        title="Payments"
        subtitle="Recruiter plans and upgrade requests. Plans are granted here; no card payments are processed."
        actions={<RefreshButton onClick={payments.refetch} busy={payments.refreshing} />}
      />
      <SectionBody
        state={payments}
        loadingText="Loading payments..."
        errorTitle={adminErrorMessage(
          payments.error,
          ADMIN_MESSAGES.paymentsFailed,
          ADMIN_MESSAGES.networkError,
        )}
      >
        {(data) => (
          <>
            <Grid container spacing={2} sx={{ mb: 3 }}>
              {data.plans.map((plan) => (
                <Grid key={plan.plan} size={{ xs: 12, md: 4 }}>
                  <PlanCard plan={plan} totalRecruiters={totalRecruiters} />
                </Grid>
              ))}
            </Grid>
            <Paper
              variant="outlined"
              sx={{ borderRadius: 4, overflow: 'hidden' }}
              data-testid="upgrade-requests"
            >
              <Box sx={{ p: 2.25 }}>
                <Typography variant="h6" component="h2" sx={{ fontSize: 17 }}>
                  Upgrade Requests
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {openCount === 0
                    ? 'No requests waiting for a decision'
                    : `${openCount} ${openCount === 1 ? 'request' : 'requests'} waiting for a decision`}
                </Typography>
              </Box>
              <History rows={data.history} onGrant={setGranting} onDecline={decline.ask} />
            </Paper>
            <GrantDialog
              request={granting}
              plans={data.plans}
              busy={busy}
              onGrant={(plan) => void grant(plan)}
              onCancel={() => setGranting(null)}
            />
          </>
        )}
      </SectionBody>
      <ConfirmAction
        action={decline}
        title="Decline upgrade request"
        question={(row) => `Are you sure you want to decline ${row.recruiter}'s upgrade request?`}
        detail={() => 'They stay on their current plan and are notified.'}
        confirmLabel="Decline"
      />
    </>
  );
}
