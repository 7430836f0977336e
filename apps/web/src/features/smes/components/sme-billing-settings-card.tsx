import { Button, Card, Divider, Group, NumberInput, Stack, Switch, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconReceipt } from '@tabler/icons-react';
import { Link } from 'react-router';
import { BILLING_CURRENCY } from '@ared/contract/billing-fields';
import type { TSme } from '@ared/contract/smes';
import { applyFieldErrors } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import { useUpdateSme } from '../api/update-sme';
import { useAuthStore } from '../../../lib/auth-store';
import { useCan } from '../../../lib/use-can';
import { useSmsPackages } from '../api/get-sms-packages';
import { useDisplayMoney } from '../../../lib/use-display-money';
import { RatesNote } from '../../../components/rates-note';
import { billingSettingsChanges, billingSettingsValues, type BillingSettingsValues } from '../sme-form-rules';
import { SME_DETAILS_TEXTS } from '../texts';
import { FirstUseSelect } from '../../../components/first-use-select';

const T = SME_DETAILS_TEXTS.settings;

type SmeBillingSettingsCardProps = {
  sme: TSme;
  /** Refetches the SME after a save; resolves whether the refetch failed. */
  refresh: () => Promise<{ isError: boolean }>;
  onOpenBilling: () => void;
};

/** Custom price, SMS package and auto-suspend, saved with PATCH smes/{id}/; the SME's billing popup and page. */
export function SmeBillingSettingsCard({ sme, refresh, onOpenBilling }: SmeBillingSettingsCardProps) {
  // Partner staff read the settings; changing them is partner_admin's (decision 011).
  const canChange = useCan('admin');
  const update = useUpdateSme();
  const form = useForm<BillingSettingsValues>({
    mode: 'controlled',
    initialValues: billingSettingsValues(sme),
  });
  const packages = useSmsPackages(useAuthStore((s) => s.partnerId));
  // The plan is priced in USD, the custom price and the packages are billed in RWF: each shows its value
  // in the partner's display currency too, and the rates are stated under them (decision 061).
  const money = useDisplayMoney();
  const plan = sme.subscription_plan;
  const packageOptions = [
    { value: '', label: T.noSmsPackage },
    ...(packages.data ?? []).map((p) => ({
      value: String(p.id),
      label: T.smsPackageOption(p.name, money.show(p.price, BILLING_CURRENCY)),
    })),
  ];
  const conversions = [
    plan ? money.convert(plan.price, plan.currency) : null,
    ...(packages.data ?? []).map((p) => money.convert(p.price, BILLING_CURRENCY)),
  ];
  const changes = billingSettingsChanges(sme, form.values);
  const isUnchanged = Object.keys(changes).length === 0;

  const submit = form.onSubmit(async () => {
    if (isUnchanged) return;
    try {
      const saved = await update.mutateAsync({ id: sme.id, body: changes });
      form.setInitialValues(billingSettingsValues(saved));
      notify.success(T.saved);
    } catch (error) {
      applyFieldErrors(form, error, ['custom_price', 'auto_suspend', 'sms_package']);
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
          {plan && (
            <Text size="sm" c="dimmed" data-testid="sme-plan-price">
              {T.planPrice}: {plan.name} ({money.show(plan.price, plan.currency)})
            </Text>
          )}
          <RatesNote conversions={conversions} />
          <NumberInput
            label={T.customPrice}
            description={T.customPriceHint}
            suffix={` ${BILLING_CURRENCY}`}
            min={0}
            allowNegative={false}
            thousandSeparator=","
            readOnly={!canChange}
            {...form.getInputProps('custom_price')}
          />
          <FirstUseSelect
            label={T.smsPackage}
            description={T.smsPackageHint}
            data={packageOptions}
            allowDeselect={false}
            readOnly={!canChange}
            {...form.getInputProps('sms_package')}
          />
          <Switch
            label={T.autoSuspend}
            description={T.autoSuspendHint}
            disabled={!canChange}
            {...form.getInputProps('auto_suspend', { type: 'checkbox' })}
          />
          {canChange && (
            <Group justify="flex-end">
              <Button type="submit" disabled={isUnchanged} loading={update.isPending}>
                {T.save}
              </Button>
            </Group>
          )}
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
