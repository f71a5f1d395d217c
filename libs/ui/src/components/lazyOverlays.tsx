import { lazy, Suspense, useState } from 'react';

import type { ConfirmDialogProps } from './ConfirmDialog';
import type { ToastProps } from './Toast';

// The code of these overlays (Snackbar, Alert, Modal, Dialog, transitions) loads when one is first shown,
// so the pages that may show them render without it.
const ToastImpl = lazy(() => import('./Toast').then((m) => ({ default: m.Toast })));
const ConfirmDialogImpl = lazy(() => import('./ConfirmDialog').then((m) => ({ default: m.ConfirmDialog })));

/** Toast that loads its code with the first message. */
export function LazyToast(props: ToastProps) {
  if (!props.toast) return null;
  return (
    <Suspense fallback={null}>
      <ToastImpl {...props} />
    </Suspense>
  );
}

/** ConfirmDialog that loads its code when it first opens, and stays mounted for its closing transition. */
export function LazyConfirmDialog(props: ConfirmDialogProps) {
  const [used, setUsed] = useState(props.open);
  if (props.open && !used) setUsed(true);
  if (!used) return null;
  return (
    <Suspense fallback={null}>
      <ConfirmDialogImpl {...props} />
    </Suspense>
  );
}
