import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { z } from 'zod';
import { useAuthStore } from '../../../lib/auth-store';
import { useSmeOptions } from '../api/get-sme-options';
import { ROUTERS_TEXTS } from '../texts';
import { ServerSearchSelect } from './server-search-select';

const T = ROUTERS_TEXTS.assignSme;

/** SME assignment requires choosing an SME (spec part 1 §5). */
export const ZAssignSmeFormSchema = z.object({ sme: z.string({ error: T.required }).min(1, T.required) });
type TAssignSmeForm = z.infer<typeof ZAssignSmeFormSchema>;

type Props = {
  opened: boolean;
  count: number;
  isSubmitting: boolean;
  onClose: () => void;
  onSubmit: (smeId: number) => void;
};

function useSmePickerOptions(search: string) {
  const partnerId = useAuthStore((s) => s.partnerId);
  const query = useSmeOptions(partnerId, search, true);
  return {
    options: (query.data?.results ?? []).map((s) => ({
      value: String(s.id),
      label: `${s.name} (${s.unique_id})`,
    })),
    isFetching: query.isFetching,
  };
}

export function AssignSmeModal({ opened, count, isSubmitting, onClose, onSubmit }: Props) {
  const form = useForm<TAssignSmeForm>({
    mode: 'controlled',
    initialValues: { sme: '' },
    validate: zod4Resolver(ZAssignSmeFormSchema),
  });
  const close = () => {
    form.reset();
    onClose();
  };
  return (
    <Modal opened={opened} onClose={close} title={T.title} centered radius="lg">
      <form onSubmit={form.onSubmit((v) => onSubmit(Number(v.sme)))} noValidate>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {T.count(count)}
          </Text>
          <ServerSearchSelect
            label={T.label}
            placeholder={T.placeholder}
            value={form.values.sme || null}
            onChange={(v) => form.setFieldValue('sme', v ?? '')}
            error={form.errors.sme}
            useOptions={useSmePickerOptions}
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close} disabled={isSubmitting}>
              {ROUTERS_TEXTS.confirm.cancel}
            </Button>
            <Button type="submit" disabled={!form.isValid()} loading={isSubmitting}>
              {T.submit}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
