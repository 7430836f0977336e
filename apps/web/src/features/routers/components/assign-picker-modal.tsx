import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from '../../../lib/zod-form-resolver';
import { z } from 'zod/mini';
import { ROUTERS_TEXTS } from '../texts';
import { ServerSearchSelect, type UseOptions } from '../../../components/server-search-select';

export type AssignPickerTexts = {
  title: string;
  count: (n: number) => string;
  label: string;
  placeholder: string;
  submit: string;
  required: string;
};

type Props = {
  opened: boolean;
  count: number;
  isSubmitting: boolean;
  onClose: () => void;
  onSubmit: (id: number) => void;
  texts: AssignPickerTexts;
  useOptions: UseOptions;
};

/** Pick one realm or SME (searched on the server) for the selected routers; choosing one is required. */
export function AssignPickerModal({
  opened,
  count,
  isSubmitting,
  onClose,
  onSubmit,
  texts,
  useOptions,
}: Props) {
  const form = useForm<{ choice: string }>({
    mode: 'controlled',
    initialValues: { choice: '' },
    validate: zod4Resolver(
      z.object({ choice: z.string({ error: texts.required }).check(z.minLength(1, texts.required)) }),
    ),
  });
  const close = () => {
    form.reset();
    onClose();
  };
  return (
    <Modal opened={opened} onClose={close} title={texts.title} centered radius="lg">
      <form onSubmit={form.onSubmit((v) => onSubmit(Number(v.choice)))} noValidate>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {texts.count(count)}
          </Text>
          <ServerSearchSelect
            label={texts.label}
            placeholder={texts.placeholder}
            value={form.values.choice || null}
            onChange={(v) => form.setFieldValue('choice', v ?? '')}
            error={form.errors.choice}
            useOptions={useOptions}
            nothingFoundMessage={ROUTERS_TEXTS.nothingFound}
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close} disabled={isSubmitting}>
              {ROUTERS_TEXTS.confirm.cancel}
            </Button>
            <Button type="submit" disabled={!form.isValid()} loading={isSubmitting}>
              {texts.submit}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
