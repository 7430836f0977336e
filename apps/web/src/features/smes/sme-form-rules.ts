import type { TSme, TSmeUpdateRequest } from '@ared/contract/smes';
import { ApiError } from '../../lib/api-error';

/** What the register and edit dialogs hold: inputs give strings, the number input '' when empty. */
export type SmeFormValues = {
  name: string;
  tin_number: string;
  admin_name: string;
  admin_phone: string;
  admin_email: string;
  location: string;
  subscription_plan: string | null;
  type: string | null;
  custom_price: number | string;
  auto_suspend: boolean;
};

export const SME_FORM_FIELDS = [
  'name',
  'tin_number',
  'admin_name',
  'admin_phone',
  'admin_email',
  'location',
  'subscription_plan',
  'type',
  'custom_price',
  'auto_suspend',
] as const satisfies readonly (keyof SmeFormValues)[];

/** Required on register (spec part 1 §5); the edit dialog does not require the plan. */
const REQUIRED_FIELDS = [
  'name',
  'tin_number',
  'admin_name',
  'admin_phone',
  'admin_email',
  'location',
  'subscription_plan',
  'type',
] as const;

export const EMPTY_SME_FORM: SmeFormValues = {
  name: '',
  tin_number: '',
  admin_name: '',
  admin_phone: '',
  admin_email: '',
  location: '',
  subscription_plan: null,
  type: null,
  custom_price: '',
  auto_suspend: true, // spec part 1 §4: auto_suspend defaults to true on register
};

const isBlank = (value: string | null) => value === null || value.trim() === '';

/** True when a required field is empty: the dialog then says 'All fields are required' and sends nothing. */
export const hasMissingRequired = (values: SmeFormValues, { requirePlan }: { requirePlan: boolean }) =>
  REQUIRED_FIELDS.some((field) => (field !== 'subscription_plan' || requirePlan) && isBlank(values[field]));

const priceOf = (value: number | string): number | null =>
  value === '' || value === null ? null : Number(value);

/** The fields as the API takes them (trimmed; custom price null when empty). */
export const smeFormBody = (values: SmeFormValues) => ({
  name: values.name.trim(),
  tin_number: values.tin_number.trim(),
  admin_name: values.admin_name.trim(),
  admin_phone: values.admin_phone.trim(),
  admin_email: values.admin_email.trim(),
  location: values.location.trim(),
  subscription_plan: values.subscription_plan === null ? null : Number(values.subscription_plan),
  type: values.type as TSme['type'],
  custom_price: priceOf(values.custom_price),
  auto_suspend: values.auto_suspend,
});

/** The edit dialog starts from the SME as it is. */
export const smeFormValuesOf = (sme: TSme): SmeFormValues => ({
  name: sme.name,
  tin_number: sme.tin_number,
  admin_name: sme.admin_name,
  admin_phone: sme.admin_phone,
  admin_email: sme.admin_email,
  location: sme.location,
  subscription_plan: sme.subscription_plan ? String(sme.subscription_plan.id) : null,
  type: sme.type,
  custom_price: sme.custom_price ?? '',
  auto_suspend: sme.auto_suspend,
});

/** PATCH smes/{id}/ sends only what changed (spec part 1 §5); an empty object means nothing to send. */
export const changedSmeFields = (sme: TSme, values: SmeFormValues): TSmeUpdateRequest => {
  const before = smeFormBody(smeFormValuesOf(sme));
  const after = smeFormBody(values);
  const changed: Record<string, unknown> = {};
  for (const key of Object.keys(after) as (keyof typeof after)[])
    if (after[key] !== before[key]) changed[key] = after[key];
  // A plan cannot be removed from an SME: an empty plan is "unchanged".
  if (changed.subscription_plan === null) delete changed.subscription_plan;
  return changed as TSmeUpdateRequest;
};

/**
 * What a failed register shows (spec part 1 §8): field errors under the fields (no toast) when the
 * server named one of the form's fields; a 400 without them 'Could not add SME at this time'; any
 * other failure 'Could not register the SME at this time'.
 */
export const registerFailure = (
  error: unknown,
): { kind: 'fields' } | { kind: 'toast'; message: 'addFailed' | 'registerFailed' } => {
  if (hasFormFieldErrors(error)) return { kind: 'fields' };
  return {
    kind: 'toast',
    message: error instanceof ApiError && error.status === 400 ? 'addFailed' : 'registerFailed',
  };
};

/** The server named at least one field the dialog shows. */
export const hasFormFieldErrors = (error: unknown): boolean =>
  error instanceof ApiError && SME_FORM_FIELDS.some((field) => Boolean(error.fieldErrors?.[field]?.length));

/** sms_package is the package id as the select holds it, '' for none. */
export type BillingSettingsValues = {
  custom_price: number | string;
  auto_suspend: boolean;
  sms_package: string;
};

export const billingSettingsValues = (
  sme: Pick<TSme, 'custom_price' | 'auto_suspend' | 'sms_package'>,
): BillingSettingsValues => ({
  custom_price: sme.custom_price ?? '',
  auto_suspend: sme.auto_suspend,
  sms_package: sme.sms_package ? String(sme.sms_package.id) : '',
});

/**
 * The billing settings card sends only what changed: custom_price (null when emptied), auto_suspend and
 * sms_package (null to take the SME off its package).
 */
export const billingSettingsChanges = (
  sme: Pick<TSme, 'custom_price' | 'auto_suspend' | 'sms_package'>,
  values: BillingSettingsValues,
): TSmeUpdateRequest => {
  const changes: TSmeUpdateRequest = {};
  const price = priceOf(values.custom_price);
  if (price !== sme.custom_price) changes.custom_price = price;
  if (values.auto_suspend !== sme.auto_suspend) changes.auto_suspend = values.auto_suspend;
  const smsPackage = values.sms_package === '' ? null : Number(values.sms_package);
  if (smsPackage !== (sme.sms_package?.id ?? null)) changes.sms_package = smsPackage;
  return changes;
};
