import { useEffect } from 'react';
import { notify } from '../../../../lib/notify';

/** Toasts the spec's failure text (part 2 §8) once when a panel's call fails. */
export function useFailureToast(isError: boolean, text: string): void {
  useEffect(() => {
    if (isError) notify.error(text);
  }, [isError, text]);
}
