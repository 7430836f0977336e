import { Modal, MultiSelect, NumberInput, Select, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { couponFormError } from '@ared/contract/billing';
import { useSmeOptions } from '../../../entities/sme/api/get-sme-options';
import { ApiError } from '../../../lib/api-error';
import { useAuthStore } from '../../../lib/auth-store';
import { notify } from '../../../lib/notify';
import { useAddons } from '../api/billing-addons';
import { useCreateCoupon } from '../api/billing-create-coupon';
import { BILLING_TEXTS } from '../texts';
import { FormActions } from '../../../components/form-actions';

const T = BILLING_TEXTS.coupon;

/** The coupon dialog offers the partner's first 100 SMEs (the server's largest page), searched here. */
const COUPON_SME_PAGE_SIZE = 100;

type CouponFormValues = {
  sme: string | null;
  addons: string[];
  code: string;
  percentage_discount: number | string;
};
const FIELDS: readonly (keyof CouponFormValues)[] = ['sme', 'addons', 'code', 'percentage_discount'];

/** Server field errors under the matching field: first message, key lowercased (spec part 1 §5). */
function showServerFieldErrors(
  form: { setFieldError: (field: string, message: string) => void },
  error: unknown,
) {
  if (!(error instanceof ApiError)) return;
  for (const [key, messages] of Object.entries(error.fieldErrors ?? {})) {
    const field = FIELDS.find((f) => f === key.toLowerCase());
    if (field && messages[0]) form.setFieldError(field, messages[0]);
  }
}

type CreateCouponFormProps = { onClose: () => void; smeId?: number };

function CreateCouponForm({ onClose, smeId }: CreateCouponFormProps) {
  const partnerId = useAuthStore((s) => s.partnerId);
  const smes = useSmeOptions(partnerId, { pageSize: COUPON_SME_PAGE_SIZE });
  const addons = useAddons();
  const create = useCreateCoupon();
  const form = useForm<CouponFormValues>({
    mode: 'controlled',
    initialValues: {
      sme: smeId === undefined ? null : String(smeId),
      addons: [],
      code: '',
      percentage_discount: '',
    },
  });

  const submit = form.onSubmit(async (values) => {
    // The spec's checks in its order; the first failure blocks the call.
    const problem = couponFormError(values);
    if (problem) {
      form.setFieldError(problem.field, problem.message);
      return;
    }
    try {
      await create.mutateAsync({
        sme: Number(values.sme),
        addons: values.addons.map(Number),
        partner: partnerId ?? undefined,
        code: values.code.trim(),
        percentage_discount: Number(values.percentage_discount),
      });
      notify.success(T.created);
      onClose();
    } catch (error) {
      showServerFieldErrors(form, error);
      notify.error(T.failed);
    }
  });

  const smeOptions = (smes.data?.results ?? []).map((s) => ({ value: String(s.id), label: s.name }));
  const addonOptions = (addons.data ?? []).map((a) => ({ value: String(a.id), label: a.name }));
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Select
          label={T.sme}
          placeholder={T.smePlaceholder}
          data={smeOptions}
          searchable
          nothingFoundMessage={T.nothingFound}
          withAsterisk
          {...form.getInputProps('sme')}
        />
        <MultiSelect
          label={T.addons}
          placeholder={T.addonsPlaceholder}
          data={addonOptions}
          searchable
          nothingFoundMessage={T.nothingFound}
          withAsterisk
          {...form.getInputProps('addons')}
        />
        <TextInput
          label={T.code}
          placeholder={T.codePlaceholder}
          withAsterisk
          {...form.getInputProps('code')}
        />
        <NumberInput
          label={T.percentage}
          placeholder={T.percentagePlaceholder}
          min={0}
          max={100}
          // Not clamped: a value over 100 is refused with a message instead of silently changed.
          clampBehavior="none"
          allowNegative={false}
          suffix="%"
          withAsterisk
          {...form.getInputProps('percentage_discount')}
        />
        <FormActions
          cancelLabel={T.cancel}
          submitLabel={T.submit}
          onCancel={onClose}
          isSubmitting={create.isPending}
        />
      </Stack>
    </form>
  );
}

type CreateCouponModalProps = CreateCouponFormProps & { opened: boolean };

/** Create Coupon: SME, add-ons, code and discount percentage (spec part 1 §5). */
export function CreateCouponModal({ opened, ...form }: CreateCouponModalProps) {
  return (
    <Modal opened={opened} onClose={form.onClose} title={T.title} centered radius="lg">
      {/* Mounted per opening: every coupon starts from an empty form. */}
      {opened && <CreateCouponForm {...form} />}
    </Modal>
  );
}
