import { toast, type ToastOptions } from 'react-toastify';
import { TOAST_AUTO_CLOSE_MS } from '@easel/store';

type Notice = (message: string, options?: ToastOptions) => ReturnType<typeof toast>;

const productToast =
  (show: typeof toast.success): Notice =>
  (message, options) =>
    show(message, { autoClose: TOAST_AUTO_CLOSE_MS, ...options });

/** The product's toasts (spec §9: they close after 3000 ms); every team shows its messages through these. */
export const notify = {
  success: productToast(toast.success),
  info: productToast(toast.info),
  warning: productToast(toast.warning),
  error: productToast(toast.error),
};
