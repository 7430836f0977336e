import { notifications } from '@mantine/notifications';
import { toastsWanted } from './toasts-wanted';

/** Toast durations: the spec keeps some messages up for 8 s (part 1 §9). */
export const LONG_TOAST_MS = 8000;
const DEFAULT_TOAST_MS = 4000;

type ToastOptions = { autoClose?: number };

const show = (color: string, message: string, options?: ToastOptions) => {
  // Mantine's store keeps the toast until the container, drawn from now on (app/providers.tsx), shows it.
  toastsWanted.set(true);
  return notifications.show({
    message,
    color,
    autoClose: options?.autoClose ?? DEFAULT_TOAST_MS,
    withBorder: true,
  });
};

export const notify = {
  success: (message: string, options?: ToastOptions) => show('brand', message, options),
  error: (message: string, options?: ToastOptions) => show('red', message, options),
  info: (message: string, options?: ToastOptions) => show('blue', message, options),
  /** The spec's warnings ('Provide the missing fields'). */
  warning: (message: string, options?: ToastOptions) => show('orange', message, options),
};
