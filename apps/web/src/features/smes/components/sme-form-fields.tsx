import { NumberInput, SimpleGrid, Switch, TextInput } from '@mantine/core';
import { FirstUseSelect } from '../../../components/first-use-select';
import type { UseFormReturnType } from '@mantine/form';
import { SME_TYPES } from '@ared/contract/smes';
import type { TSubscriptionPlan } from '@ared/contract/subscriptions';
import { BILLING_CURRENCY } from '@ared/contract/billing-fields';
import type { SmeFormValues } from '../sme-form-rules';
import { SME_FORM_TEXTS as T } from '../texts';
import { ratesNote } from '../../../lib/money';
import { useDisplayMoney } from '../../../lib/use-display-money';

type SmeFormFieldsProps = {
  form: UseFormReturnType<SmeFormValues>;
  plans: readonly TSubscriptionPlan[];
  isLoadingPlans: boolean;
  /** The plan is required on register only. */
  requirePlan: boolean;
  /** The plan: staff choose it on register, only an admin changes it afterwards. */
  showPlan?: boolean;
  /** Custom price and auto-suspend: an admin's, on register as on edit. */
  showPricing?: boolean;
};

/** The fields the register and edit dialogs share, two columns from tablets up. */
export function SmeFormFields({
  form,
  plans,
  isLoadingPlans,
  requirePlan,
  showPlan = true,
  showPricing = true,
}: SmeFormFieldsProps) {
  const F = T.fields;
  // Plans are priced in USD and billed in RWF: each option shows both, the rate under the field (decision 061).
  const money = useDisplayMoney();
  const planRates = ratesNote(plans.map((p) => money.convert(p.price, p.currency)));
  const text = (field: keyof SmeFormValues, label: string, type = 'text') => (
    <TextInput label={label} type={type} withAsterisk {...form.getInputProps(field)} />
  );
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
      {text('name', F.name)}
      {text('tin_number', F.tin_number)}
      {text('admin_name', F.admin_name)}
      {text('admin_phone', F.admin_phone, 'tel')}
      {text('admin_email', F.admin_email, 'email')}
      {text('location', F.location)}
      {showPlan && (
        <FirstUseSelect
          label={F.subscription_plan}
          placeholder={T.planPlaceholder}
          nothingFoundMessage={isLoadingPlans ? undefined : T.noPlans}
          description={planRates}
          data={plans.map((p) => ({
            value: String(p.id),
            label: T.planOption(p.name, money.show(p.price, p.currency)),
          }))}
          withAsterisk={requirePlan}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
          {...form.getInputProps('subscription_plan')}
        />
      )}
      <FirstUseSelect
        label={F.type}
        placeholder={T.typePlaceholder}
        data={[...SME_TYPES]}
        withAsterisk
        allowDeselect={false}
        {...form.getInputProps('type')}
      />
      {showPricing && (
        <>
          <NumberInput
            label={F.custom_price}
            description={T.customPriceHint}
            suffix={` ${BILLING_CURRENCY}`}
            min={0}
            allowNegative={false}
            thousandSeparator=","
            {...form.getInputProps('custom_price')}
          />
          <Switch
            label={F.auto_suspend}
            description={T.autoSuspendHint}
            mt={{ base: 0, sm: 'lg' }}
            {...form.getInputProps('auto_suspend', { type: 'checkbox' })}
          />
        </>
      )}
    </SimpleGrid>
  );
}
