import { useState } from 'react';
import { Group, Modal, NumberInput, SegmentedControl, Select, Stack, Switch, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  VOUCHER_EXPIRY_DAYS,
  VOUCHER_MAX_COUNT,
  VOUCHER_MAX_HOURS,
  VOUCHER_PRESET_MINUTES,
} from '@ared/contract/vouchers';
import { notify } from '../../../lib/notify';
import { useCreateVouchers } from '../api/create-vouchers';
import {
  VOUCHER_FORM_DEFAULTS,
  checkVoucherForm,
  type DurationMode,
  type VoucherFormValues,
} from '../voucher-form';
import { VOUCHERS_TEXTS } from '../texts';
import { BatchPrintPanel } from './batch-print-panel';
import { VoucherRealmSelect } from './voucher-realm-select';
import { FormActions } from '../../../components/form-actions';

const T = VOUCHERS_TEXTS.create;

const PRESETS = VOUCHER_PRESET_MINUTES.map((m) => ({ value: String(m), label: T.presetOption(m) }));
const EXPIRIES = VOUCHER_EXPIRY_DAYS.map((d) => ({ value: String(d), label: T.expiryOption(d) }));

type Batch = { batchId: string; created: number; failed: number };

function CreateVoucherForm({ onClose, onBatch }: { onClose: () => void; onBatch: (batch: Batch) => void }) {
  const create = useCreateVouchers();
  const form = useForm<VoucherFormValues>({ mode: 'controlled', initialValues: VOUCHER_FORM_DEFAULTS });
  const isManual = form.values.mode === 'manual';

  const submit = form.onSubmit(async (values) => {
    const check = checkVoucherForm(values);
    if (!check.ok) {
      // The spec shows these as toasts; the field says where the problem is.
      const field = check.field === 'count' ? 'count' : isManual ? 'hours' : 'presetMinutes';
      form.setFieldError(field, check.message);
      notify.error(check.message);
      return;
    }
    try {
      const result = await create.mutateAsync(check.request);
      if (result.kind === 'single') {
        notify.success(T.created);
        onClose();
        return;
      }
      const { created_count: created, failed_count: failed, batch_id: batchId } = result.response;
      if (created === 0) {
        notify.error(T.failed);
        return;
      }
      notify.success(T.bulkCreated(created, failed));
      onBatch({ batchId, created, failed });
    } catch {
      notify.error(T.failed);
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Stack gap={4}>
          <Text size="sm" fw={500} id="voucher-duration-mode">
            {T.durationMode}
          </Text>
          <SegmentedControl
            aria-labelledby="voucher-duration-mode"
            fullWidth
            data={[
              { value: 'preset', label: T.preset },
              { value: 'manual', label: T.manual },
            ]}
            value={form.values.mode}
            onChange={(mode) => {
              form.clearErrors();
              form.setFieldValue('mode', mode as DurationMode);
            }}
          />
        </Stack>
        {isManual ? (
          <Group grow align="flex-start">
            <NumberInput
              label={T.hours}
              min={0}
              max={VOUCHER_MAX_HOURS}
              clampBehavior="none"
              allowDecimal={false}
              allowNegative={false}
              {...form.getInputProps('hours')}
            />
            <NumberInput
              label={T.minutes}
              min={0}
              max={59}
              clampBehavior="none"
              allowDecimal={false}
              allowNegative={false}
              {...form.getInputProps('minutes')}
            />
          </Group>
        ) : (
          <Select
            label={T.presetLabel}
            data={PRESETS}
            allowDeselect={false}
            {...form.getInputProps('presetMinutes')}
          />
        )}
        <Select
          label={T.expiry}
          data={EXPIRIES}
          allowDeselect={false}
          {...form.getInputProps('expiryDays')}
        />
        <NumberInput
          label={T.count}
          min={1}
          max={VOUCHER_MAX_COUNT}
          // Not clamped: 150 is refused with the spec's message instead of silently becoming 100.
          clampBehavior="none"
          allowDecimal={false}
          allowNegative={false}
          {...form.getInputProps('count')}
        />
        <Switch label={T.multiUser} {...form.getInputProps('multiUser', { type: 'checkbox' })} />
        <VoucherRealmSelect
          value={form.values.realm}
          onChange={(realm) => form.setFieldValue('realm', realm)}
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

type Props = { opened: boolean; onClose: () => void };

/**
 * Create Voucher (part 2 §5): a preset or manual duration, expiry, count 1–100, multi-user and an optional
 * realm. One voucher goes to /vouchers/create, more to /vouchers/create/bulk, after which the new batch
 * can be printed.
 */
export function CreateVoucherModal({ opened, onClose }: Props) {
  const [batch, setBatch] = useState<Batch | null>(null);
  const close = () => {
    setBatch(null);
    onClose();
  };
  return (
    <Modal opened={opened} onClose={close} title={T.title} centered radius="lg">
      {/* Mounted per opening: every create starts from the defaults. */}
      {opened &&
        (batch ? (
          <BatchPrintPanel {...batch} onClose={close} />
        ) : (
          <CreateVoucherForm onClose={close} onBatch={setBatch} />
        ))}
    </Modal>
  );
}
