export { ToastProvider } from './ToastProvider';
export { ToastsFollowPages } from './ToastsFollowPages';
export { useToast, type ToastApi } from './toastContext';
