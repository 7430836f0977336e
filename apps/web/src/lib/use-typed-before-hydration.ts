import { useEffect, useRef } from 'react';

type FieldSetter = {
  getValues: () => Record<string, unknown>;
  setFieldValue: (path: string, value: string) => void;
};

/**
 * A prerendered form (the sign-in page, decision 084) is on screen before its script: a guest may type
 * into it, or the browser's password manager fill it, before React hydrates it, and React's state then
 * starts empty while the fields show text (the button stays disabled, the submit sends nothing). Once
 * mounted, this takes what the form's text fields hold (Mantine marks each with `data-path`) into the form.
 * Returns the ref to put on the <form>.
 */
export function useTypedBeforeHydration(form: FieldSetter) {
  const ref = useRef<HTMLFormElement>(null);
  useEffect(() => {
    const values = form.getValues();
    for (const input of ref.current?.querySelectorAll<HTMLInputElement>('input[data-path]') ?? []) {
      const path = input.dataset.path!;
      if (input.value !== '' && input.value !== values[path]) form.setFieldValue(path, input.value);
    }
    // Once, after the first commit: later changes reach the form through its own handlers.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return ref;
}
