import { Button, Card, Divider, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { internetPricing } from '@ared/contract/internet-pricing';
import { PACK_NAME_MAX } from '@ared/contract/internet-setting-texts';
import { applyFieldErrors, serverMessage } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import { useCreateInternetSetting } from '../api/create-internet-setting';
import { SERVICES_TEXTS } from '../texts';
import { PackPricingPreview } from './pack-pricing-preview';

const T = SERVICES_TEXTS.internet;

type Values = {
  name: string;
  price_per_gb: string;
  minimum_profit_percentage: string;
  max_speed_in_mbps: string;
};
const NUMERIC_FIELDS = ['price_per_gb', 'minimum_profit_percentage', 'max_speed_in_mbps'] as const;
const LABELS = {
  name: T.packName,
  price_per_gb: T.pricePerGb,
  minimum_profit_percentage: T.minimumProfit,
  max_speed_in_mbps: T.bandwidth,
} as const;

const isNumber = (text: string) => /^\s*\d+(\.\d+)?\s*$/.test(text);

/** The spec's rule (part 2 §5): the four fields required, all numeric except the name. */
export const validateInternetSetting = (v: Values) => ({
  name: v.name.trim() === '' ? T.required(LABELS.name) : null,
  ...Object.fromEntries(
    NUMERIC_FIELDS.map((f) => [
      f,
      v[f].trim() === '' ? T.required(LABELS[f]) : isNumber(v[f]) ? null : 'A valid number is required.',
    ]),
  ),
});

/** The live prices of what is typed; null until the three numbers are there and priceable. */
export const pricingOf = (v: Values) =>
  NUMERIC_FIELDS.every((f) => isNumber(v[f]))
    ? internetPricing({
        pricePerGb: Number(v.price_per_gb),
        profitPercentage: Number(v.minimum_profit_percentage),
        bandwidthMbps: Number(v.max_speed_in_mbps),
      })
    : null;

/** Add Setting's form: the prices show as the user types; the server computes and checks them again. */
export function InternetSettingForm({ partnerId, onDone }: { partnerId: number; onDone: () => void }) {
  const create = useCreateInternetSetting();
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: { name: '', price_per_gb: '', minimum_profit_percentage: '', max_speed_in_mbps: '' },
    validate: validateInternetSetting,
  });
  const pricing = pricingOf(form.values);
  const hasAllInputs = NUMERIC_FIELDS.every((f) => isNumber(form.values[f]));

  const submit = form.onSubmit(async (v) => {
    try {
      await create.mutateAsync({
        name: v.name.trim(),
        partner: partnerId,
        price_per_gb: Number(v.price_per_gb),
        minimum_profit_percentage: Number(v.minimum_profit_percentage),
        max_speed_in_mbps: Number(v.max_speed_in_mbps),
        ...(pricing && { total_internet_price: pricing.totalPrice }),
      });
      notify.success(T.added);
      onDone();
    } catch (error) {
      // The spec stores the response and shows nothing; we show each field's message where it belongs.
      applyFieldErrors(form, error, ['name', ...NUMERIC_FIELDS]);
      notify.error(serverMessage(error) ?? T.addFailed);
    }
  });

  return (
    <Card padding="lg" mb="md" data-testid="internet-setting-form">
      <form onSubmit={submit} noValidate>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="md">
          <TextInput
            label={T.packName}
            withAsterisk
            maxLength={PACK_NAME_MAX}
            data-autofocus
            {...form.getInputProps('name')}
          />
          {NUMERIC_FIELDS.map((f) => (
            <TextInput
              key={f}
              label={LABELS[f]}
              withAsterisk
              inputMode="decimal"
              {...form.getInputProps(f)}
            />
          ))}
        </SimpleGrid>
        <Divider my="md" label={T.calculations} labelPosition="left" />
        <Stack gap="xs">
          <PackPricingPreview pricing={pricing} hasAllInputs={hasAllInputs} />
        </Stack>
        <Group justify="flex-end" mt="md">
          <Button type="submit" loading={create.isPending}>
            {T.save}
          </Button>
        </Group>
      </form>
    </Card>
  );
}
