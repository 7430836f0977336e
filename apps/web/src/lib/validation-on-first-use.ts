import type { FormErrors } from '@mantine/form';

/** A form's whole-form validation, as Mantine's `validate` takes it (a resolver over the values). */
export type FormResolver<V> = (values: V) => FormErrors;

/**
 * A form's validation whose code (its zod schema, the contract's schemas, zod itself: ~14 KB gzipped) comes
 * beside the page instead of before it can draw (issue 29 §7, decision 104). `ready()` asks for it (the form's
 * module calls it as it loads, so it is there by the time anyone types); `validate` is the form's `validate`:
 * the schema's answer once loaded, nothing before (a field checked while loading is checked again on
 * submit); `submit(form.onSubmit(handler))` waits for the schema, then validates and submits as the form
 * would. If the schema cannot load (the link dropped), the form is still sent: the server checks every
 * field with the same rules (decision 014) and its field errors are shown.
 */
export function validationOnFirstUse<V>(load: () => Promise<FormResolver<V>>) {
  let resolver: FormResolver<V> | null = null;
  let loading: Promise<unknown> | undefined;
  const ready = () => {
    loading ??= load().then(
      (loaded) => {
        resolver = loaded;
      },
      () => {
        // Asked for again on the next use: a dropped link may be back.
        loading = undefined;
      },
    );
    return loading;
  };
  const validate: FormResolver<V> = (values) => {
    if (resolver) return resolver(values);
    void ready();
    return {};
  };
  /** An onSubmit for the <form>: the default prevented at once, the form's own submit once the schema is in. */
  const submit =
    (formSubmit: () => void) =>
    (event?: { preventDefault: () => void }): void => {
      event?.preventDefault();
      void ready().then(formSubmit);
    };
  return { ready, validate, submit };
}
