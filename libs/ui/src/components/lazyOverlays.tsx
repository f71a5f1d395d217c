import { lazy, Suspense, useState } from 'react';

import type { ConfirmDialogProps } from './ConfirmDialog';

// The dialog's code (Modal, Dialog, transitions) loads when one is first shown, so the pages that may show
// one render without it.
const ConfirmDialogImpl = lazy(() => import('./ConfirmDialog').then((m) => ({ default: m.ConfirmDialog })));

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
