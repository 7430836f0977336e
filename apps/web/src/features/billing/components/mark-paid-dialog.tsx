import { z } from 'zod/mini';
import { Alert, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertTriangle } from '@tabler/icons-react';
import { zod4Resolver } from '../../../lib/zod-form-resolver';
import {
  PAYMENT_METHODS,
  PAYMENT_METHOD_LABELS,
  ZPaymentRequestSchema,
  type TBilling,
} from '@ared/contract/billing';
import { formatRwf } from '../billing-format';
import { BILLING_TEXTS } from '../texts';
import { FormActions } from '../../../components/form-actions';

const T = BILLING_TEXTS.markPaid;

export type MarkPaidValues = { method: string | null; payment_reference: string };

// The form checks what the request checks: method required, reference optional.
const ZMarkPaidFormSchema = z.pick(ZPaymentRequestSchema, { method: true, payment_reference: true });

const METHOD_OPTIONS = PAYMENT_METHODS.map((value) => ({ value, label: PAYMENT_METHOD_LABELS[value] }));

type FormProps = {
  billing: TBilling;
  isSubmitting: boolean;
  onCancel: () => void;
  onConfirm: (values: { method: string; payment_reference: string }) => void;
};

function MarkPaidForm({ billing, isSubmitting, onCancel, onConfirm }: FormProps) {
  const form = useForm<MarkPaidValues>({
    mode: 'controlled',
    initialValues: { method: null, payment_reference: '' },
    validate: zod4Resolver(ZMarkPaidFormSchema),
  });
  const submit = form.onSubmit((values) =>
    onConfirm({ method: values.method ?? '', payment_reference: values.payment_reference.trim() }),
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Alert color="yellow" variant="light" icon={<IconAlertTriangle size={18} />}>
          {T.warning}
        </Alert>
        <Text size="sm" fw={500} data-testid="mark-paid-billing">
          {T.summary(billing.sme.name, formatRwf(billing.final_amount))}
        </Text>
        <Select
          label={T.method}
          placeholder={T.methodPlaceholder}
          data={METHOD_OPTIONS}
          withAsterisk
          comboboxProps={{ withinPortal: true }}
          {...form.getInputProps('method')}
        />
        <TextInput
          label={T.reference}
          placeholder={T.referencePlaceholder}
          {...form.getInputProps('payment_reference')}
        />
        <FormActions
          cancelLabel={T.cancel}
          submitLabel={T.confirm}
          onCancel={onCancel}
          isSubmitting={isSubmitting}
          lockCancel
        />
      </Stack>
    </form>
  );
}

type MarkPaidDialogProps = Omit<FormProps, 'billing'> & { billing: TBilling | null };

/** 'Are you sure you want to mark the billing as paid', with the payment method and reference. */
export function MarkPaidDialog({ billing, onCancel, ...props }: MarkPaidDialogProps) {
  return (
    <Modal opened={billing !== null} onClose={onCancel} title={T.title} centered radius="lg">
      {/* Mounted per opening: every confirmation starts without a method. */}
      {billing && <MarkPaidForm billing={billing} onCancel={onCancel} {...props} />}
    </Modal>
  );
}
