import type { ToastOptions } from 'react-toastify';
import { showToast, type ToastKind } from '@easel/store';

const productToast =
  (kind: ToastKind) =>
  (message: string, options?: ToastOptions): void =>
    showToast(kind, message, options);

/** The product's toasts (spec §9: they close after 3000 ms); every team shows its messages through these. */
export const notify = {
  success: productToast('success'),
  info: productToast('info'),
  warning: productToast('warning'),
  error: productToast('error'),
};
