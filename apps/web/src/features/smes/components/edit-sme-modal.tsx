import { Button, Group, Modal, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from '../../../lib/zod-form-resolver';
import type { TSme } from '@ared/contract/smes';
import { applyFieldErrors } from '../../../lib/api-error';
import { useAuthStore } from '../../../lib/auth-store';
import { notify } from '../../../lib/notify';
import { useCan } from '../../../lib/use-can';
import { useSubscriptionPlans } from '../../../lib/api/get-subscription-plans';
import { useUpdateSme } from '../api/update-sme';
import {
  SME_FORM_FIELDS,
  changedSmeFields,
  hasMissingRequired,
  smeFormValuesOf,
  type SmeFormValues,
} from '../sme-form-rules';
import { ZSmeEditFormSchema } from '../sme-form-schemas';
import { SME_FORM_TEXTS as T } from '../texts';
import { SmeFormFields } from './sme-form-fields';

function EditSmeForm({ sme, onClose }: { sme: TSme; onClose: () => void }) {
  const partnerId = useAuthStore((s) => s.partnerId);
  const plans = useSubscriptionPlans(partnerId);
  const update = useUpdateSme();
  // Plan, custom price and auto-suspend are money: partner_admin only (decision 011).
  const canPrice = useCan('admin');
  const form = useForm<SmeFormValues>({
    mode: 'controlled',
    initialValues: smeFormValuesOf(sme),
    validate: zod4Resolver(ZSmeEditFormSchema),
  });

  const submit = form.onSubmit(
    async (values) => {
      const body = changedSmeFields(sme, values);
      if (Object.keys(body).length === 0) {
        onClose(); // nothing changed: no call (spec part 1 §5)
        return;
      }
      try {
        await update.mutateAsync({ id: sme.id, body });
        notify.success(T.updated);
        onClose();
      } catch (error) {
        applyFieldErrors(form, error, SME_FORM_FIELDS);
        notify.error(T.updateFailed);
      }
    },
    (_errors, values) => {
      if (hasMissingRequired(values, { requirePlan: false })) notify.error(T.allRequired);
    },
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        <SmeFormFields
          form={form}
          plans={plans.data ?? []}
          isLoadingPlans={plans.isPending}
          requirePlan={false}
          showPlan={canPrice}
          showPricing={canPrice}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {T.cancel}
          </Button>
          <Button type="submit" loading={update.isPending}>
            {T.save}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The edit dialog, prefilled with the SME; open while `sme` is set. */
export function EditSmeModal({ sme, onClose }: { sme: TSme | null; onClose: () => void }) {
  return (
    <Modal opened={sme !== null} onClose={onClose} title={T.editTitle} centered radius="lg" size="lg">
      {sme && <EditSmeForm key={sme.id} sme={sme} onClose={onClose} />}
    </Modal>
  );
}
