import Typography from '@mui/material/Typography';

import { StatusBadge } from '@hireloop/ui';

import type { ApplicationStatus } from '../../../gql/graphql';
import { APPLICATION_STATUSES, applicationStatusLabel, statusQuestion } from '../adminText';
import { ChoiceDialog } from './ChoiceDialog';

export interface StatusDialogProps {
  /** The application being edited; null closes the dialog. */
  application: { applicant: string; job: string; status: ApplicationStatus } | null;
  busy: boolean;
  onConfirm: (status: ApplicationStatus) => void;
  onCancel: () => void;
}

/**
 * The applications table's edit: choose a new status, read the confirmation question, then confirm
 * (the applicant is notified by the server).
 */
export function StatusDialog({ application, busy, onConfirm, onCancel }: StatusDialogProps) {
  return (
    <ChoiceDialog
      subject={application}
      current={(row) => row.status}
      choices={APPLICATION_STATUSES}
      choiceLabel={applicationStatusLabel}
      id="status-dialog"
      title="Change application status"
      heading={(row) => `${row.applicant} · ${row.job}`}
      currentLabel="Current status:"
      currentPill={(row) => <StatusBadge status={row.status} />}
      choicesLabel="New status"
      choicesSx={{ display: 'grid', gridTemplateColumns: '1fr 1fr' }}
      question={(row, status) => (
        <Typography sx={{ mt: 1.5, fontWeight: 500 }} data-testid="status-question">
          {statusQuestion(row.applicant, status)}
        </Typography>
      )}
      note="The applicant is notified of the change."
      confirmLabel="Update Status"
      busy={busy}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
