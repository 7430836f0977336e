import { z } from 'zod/mini';
import { Alert, Button, Group, Modal, NumberInput, Select, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertTriangle } from '@tabler/icons-react';
import { zod4Resolver } from '../../../lib/zod-form-resolver';
import {
  ZSubscriptionPlanCreateRequestSchema,
  remainingPlanNames,
  type TSubscriptionPlanCreateRequest,
} from '@ared/contract/subscriptions';
import { applyFieldErrors } from '../../../lib/api-error';
import { useAuthStore } from '../../../lib/auth-store';
import { notify } from '../../../lib/notify';
import { useCreateSubscriptionPlan } from '../api/create-subscription-plan';
import { SUBSCRIPTION_TEXTS } from '../texts';
import { FormActions } from '../../../components/form-actions';

const T = SUBSCRIPTION_TEXTS.form;

type AddSubscriptionValues = { name: string | null; price: number | string };

const ZAddSubscriptionFormSchema = z.pick(ZSubscriptionPlanCreateRequestSchema, { name: true, price: true });

/** The request, or null while the plan or the price is missing (then nothing is sent). */
export const addSubscriptionBody = (
  values: AddSubscriptionValues,
  partnerId: number | null,
): TSubscriptionPlanCreateRequest | null => {
  const parsed = ZAddSubscriptionFormSchema.safeParse(values);
  if (!parsed.success) return null;
  return { ...parsed.data, partner: partnerId ?? undefined };
};

type AddSubscriptionFormProps = { remaining: string[]; onClose: () => void };

function AddSubscriptionForm({ remaining, onClose }: AddSubscriptionFormProps) {
  const partnerId = useAuthStore((s) => s.partnerId);
  const create = useCreateSubscriptionPlan(partnerId);
  const form = useForm<AddSubscriptionValues>({
    mode: 'controlled',
    initialValues: { name: null, price: '' },
    validate: zod4Resolver(ZAddSubscriptionFormSchema),
    validateInputOnBlur: true,
  });
  const body = addSubscriptionBody(form.values, partnerId);

  const submit = form.onSubmit(async () => {
    if (!body) return; // plan or price missing: nothing is sent (spec part 2 §5)
    try {
      await create.mutateAsync(body);
      notify.success(T.added);
      onClose();
    } catch (error) {
      applyFieldErrors(form, error, ['name', 'price']);
      notify.error(T.failed);
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Select
          label={T.plan}
          placeholder={T.planPlaceholder}
          data={remaining}
          withAsterisk
          allowDeselect={false}
          {...form.getInputProps('name')}
        />
        <NumberInput
          label={T.price}
          description={T.priceHint}
          prefix="$ "
          min={0}
          decimalScale={2}
          allowNegative={false}
          thousandSeparator=","
          withAsterisk
          {...form.getInputProps('price')}
        />
        <FormActions
          cancelLabel={T.cancel}
          submitLabel={T.submit}
          onCancel={onClose}
          isSubmitting={create.isPending}
          isSubmitDisabled={!body}
        />
      </Stack>
    </form>
  );
}

type AddSubscriptionModalProps = { opened: boolean; existingNames: readonly string[]; onClose: () => void };

/** Add Subscription: one of Starter, Plus, Pro, Pro+ not created yet, and its monthly price in USD. */
export function AddSubscriptionModal({ opened, existingNames, onClose }: AddSubscriptionModalProps) {
  const remaining = remainingPlanNames(existingNames);
  return (
    <Modal opened={opened} onClose={onClose} title={T.title} centered radius="lg">
      {opened && remaining.length === 0 && (
        <Stack gap="md">
          <Alert color="yellow" variant="light" icon={<IconAlertTriangle size={18} />}>
            {T.allCreated}
          </Alert>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {T.close}
            </Button>
          </Group>
        </Stack>
      )}
      {/* Mounted per opening: every Add starts from an empty form. */}
      {opened && remaining.length > 0 && <AddSubscriptionForm remaining={remaining} onClose={onClose} />}
    </Modal>
  );
}
