export { ToastProvider } from './ToastProvider';
export { useToast, type ToastApi } from './toastContext';
