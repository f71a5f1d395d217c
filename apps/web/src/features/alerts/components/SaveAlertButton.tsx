import { lazy, Suspense, useState } from 'react';

import Button from '@mui/material/Button';
import NotificationsActiveOutlinedIcon from '@mui/icons-material/NotificationsActiveOutlined';

import { Role } from '@hireloop/schema';

import { useSession } from '../../../app/session';
import type { SearchState } from '../../jobs/searchParams';
import { alertSearchOf, type AlertSearch } from '../alertSearch';

const SaveAlertDialog = lazy(async () => ({
  default: (await import('./SaveAlertDialog')).SaveAlertDialog,
}));

/**
 * "Save as alert" on /jobs: the current search (keyword and filters) as a job alert. Seekers and
 * visitors only (recruiters and administrators see nothing). The dialog's code loads on first use.
 */
export function SaveAlertButton({ search }: { search: AlertSearch }) {
  const { role } = useSession();
  const [open, setOpen] = useState(false);
  if (role && role !== Role.JOB_SEEKER) return null;
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<NotificationsActiveOutlinedIcon />}
        onClick={() => setOpen(true)}
        data-testid="save-alert"
      >
        Save as alert
      </Button>
      {open && (
        <Suspense fallback={null}>
          <SaveAlertDialog open={open} onClose={() => setOpen(false)} search={search} visitor={!role} />
        </Suspense>
      )}
    </>
  );
}

/** The button for a job list's search state; what the jobs page loads lazily (after its first paint). */
export default function SaveSearchAlertButton({ state }: { state: SearchState }) {
  return <SaveAlertButton search={alertSearchOf(state)} />;
}
