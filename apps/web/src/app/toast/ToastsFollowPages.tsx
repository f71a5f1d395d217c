import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

import { useToast } from './toastContext';

/** Tells the toasts when the visitor moves to another page (rendered inside the router). */
export function ToastsFollowPages() {
  const { pathname } = useLocation();
  const { pageChanged } = useToast();
  const last = useRef(pathname);
  useEffect(() => {
    if (last.current === pathname) return;
    last.current = pathname;
    pageChanged();
  }, [pathname, pageChanged]);
  return null;
}
