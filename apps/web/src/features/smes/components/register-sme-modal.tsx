import { Button, Group, Modal, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from '../../../lib/zod-form-resolver';
import { applyFieldErrors } from '../../../lib/api-error';
import { useAuthStore } from '../../../lib/auth-store';
import { notify } from '../../../lib/notify';
import { useCan } from '../../../lib/use-can';
import { useCreateSme } from '../api/create-sme';
import { useSubscriptionPlans } from '../../../lib/api/get-subscription-plans';
import {
  EMPTY_SME_FORM,
  SME_FORM_FIELDS,
  hasMissingRequired,
  registerFailure,
  smeFormBody,
  type SmeFormValues,
} from '../sme-form-rules';
import { ZSmeRegisterFormSchema } from '../sme-form-schemas';
import { SME_FORM_TEXTS as T } from '../texts';
import { SmeFormFields } from './sme-form-fields';

/** SMEs are registered in Rwanda (spec part 1 §7: POST smes/ carries the country). */
const SME_COUNTRY = 'Rwanda';

function RegisterSmeForm({ onClose }: { onClose: () => void }) {
  const partnerId = useAuthStore((s) => s.partnerId);
  const plans = useSubscriptionPlans(partnerId);
  const create = useCreateSme();
  // A price of its own and auto-suspend are the admin's on create as on edit (decision 011).
  const canPrice = useCan('admin');
  const form = useForm<SmeFormValues>({
    mode: 'controlled',
    initialValues: EMPTY_SME_FORM,
    validate: zod4Resolver(ZSmeRegisterFormSchema),
  });

  const submit = form.onSubmit(
    async (values) => {
      const body = smeFormBody(values);
      try {
        await create.mutateAsync({
          ...body,
          subscription_plan: body.subscription_plan ?? undefined,
          country: SME_COUNTRY,
          partner: partnerId ?? undefined,
        });
        notify.success(T.registered);
        onClose();
      } catch (error) {
        const failure = registerFailure(error);
        if (failure.kind === 'fields') applyFieldErrors(form, error, SME_FORM_FIELDS);
        else notify.error(T[failure.message]);
      }
    },
    // Empty required fields: the spec's one toast; nothing is sent.
    (_errors, values) => {
      if (hasMissingRequired(values, { requirePlan: true })) notify.error(T.allRequired);
    },
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        <SmeFormFields
          form={form}
          plans={plans.data ?? []}
          isLoadingPlans={plans.isPending}
          requirePlan
          showPricing={canPrice}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {T.cancel}
          </Button>
          <Button type="submit" loading={create.isPending}>
            {T.register}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Add SME: the register dialog (spec part 1 §5 Register SME). */
export function RegisterSmeModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Modal opened={opened} onClose={onClose} title={T.registerTitle} centered radius="lg" size="lg">
      {/* Mounted per opening: every registration starts from an empty form. */}
      {opened && <RegisterSmeForm onClose={onClose} />}
    </Modal>
  );
}
