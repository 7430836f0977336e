import { Button, Card, Divider, Group, NumberInput, Stack, Switch, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconReceipt } from '@tabler/icons-react';
import { Link } from 'react-router';
import { BILLING_CURRENCY } from '@ared/contract/billing';
import type { TSme } from '@ared/contract/smes';
import { applyFieldErrors } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import { useUpdateSme } from '../api/update-sme';
import { billingSettingsChanges, type BillingSettingsValues } from '../sme-form-rules';
import { SME_DETAILS_TEXTS } from '../texts';

const T = SME_DETAILS_TEXTS.settings;

type SmeBillingSettingsCardProps = {
  sme: TSme;
  /** Refetches the SME after a save; resolves whether the refetch failed. */
  refresh: () => Promise<{ isError: boolean }>;
  onOpenBilling: () => void;
};

/** Custom price and auto-suspend, saved with PATCH smes/{id}/; the SME's billing popup and page. */
export function SmeBillingSettingsCard({ sme, refresh, onOpenBilling }: SmeBillingSettingsCardProps) {
  const update = useUpdateSme();
  const form = useForm<BillingSettingsValues>({
    mode: 'controlled',
    initialValues: { custom_price: sme.custom_price ?? '', auto_suspend: sme.auto_suspend },
  });
  const changes = billingSettingsChanges(sme, form.values);
  const isUnchanged = Object.keys(changes).length === 0;

  const submit = form.onSubmit(async () => {
    if (isUnchanged) return;
    try {
      const saved = await update.mutateAsync({ id: sme.id, body: changes });
      form.setInitialValues({ custom_price: saved.custom_price ?? '', auto_suspend: saved.auto_suspend });
      notify.success(T.saved);
    } catch (error) {
      applyFieldErrors(form, error, ['custom_price', 'auto_suspend']);
      notify.error(T.saveFailed);
      return;
    }
    if ((await refresh()).isError) notify.error(T.refreshFailed);
  });

  return (
    <Card padding="lg">
      <Title order={4} mb="sm">
        {T.heading}
      </Title>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {sme.subscription_plan && (
            <Text size="sm" c="dimmed">
              {T.planPrice}: {sme.subscription_plan.name} ({sme.subscription_plan.currency}{' '}
              {sme.subscription_plan.price})
            </Text>
          )}
          <NumberInput
            label={T.customPrice}
            description={T.customPriceHint}
            suffix={` ${BILLING_CURRENCY}`}
            min={0}
            allowNegative={false}
            thousandSeparator=","
            {...form.getInputProps('custom_price')}
          />
          <Switch
            label={T.autoSuspend}
            description={T.autoSuspendHint}
            {...form.getInputProps('auto_suspend', { type: 'checkbox' })}
          />
          <Group justify="flex-end">
            <Button type="submit" disabled={isUnchanged} loading={update.isPending}>
              {T.save}
            </Button>
          </Group>
          <Divider />
          <Group gap="xs" wrap="wrap">
            <Button variant="light" leftSection={<IconReceipt size={16} />} onClick={onOpenBilling}>
              {T.openBilling}
            </Button>
            <Button variant="subtle" component={Link} to="/billings">
              {T.allBillings}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
