import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { z } from 'zod';
import { useAuthStore } from '../../../lib/auth-store';
import { useRealmOptions } from '../api/get-realm-options';
import { ROUTERS_TEXTS } from '../texts';
import { ServerSearchSelect } from './server-search-select';

const T = ROUTERS_TEXTS.assignRealm;

/** Realm assignment requires choosing a realm (spec part 1 §5). */
export const ZAssignRealmFormSchema = z.object({ realm: z.string({ error: T.required }).min(1, T.required) });
type TAssignRealmForm = z.infer<typeof ZAssignRealmFormSchema>;

type Props = {
  opened: boolean;
  count: number;
  isSubmitting: boolean;
  onClose: () => void;
  onSubmit: (realmId: number) => void;
};

function useRealmPickerOptions(search: string) {
  const partnerId = useAuthStore((s) => s.partnerId);
  const query = useRealmOptions(partnerId, search, true);
  return {
    options: (query.data?.results ?? []).map((r) => ({ value: String(r.id), label: r.name })),
    isFetching: query.isFetching,
  };
}

export function AssignRealmModal({ opened, count, isSubmitting, onClose, onSubmit }: Props) {
  const form = useForm<TAssignRealmForm>({
    mode: 'controlled',
    initialValues: { realm: '' },
    validate: zod4Resolver(ZAssignRealmFormSchema),
  });
  const close = () => {
    form.reset();
    onClose();
  };
  return (
    <Modal opened={opened} onClose={close} title={T.title} centered radius="lg">
      <form onSubmit={form.onSubmit((v) => onSubmit(Number(v.realm)))} noValidate>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {T.count(count)}
          </Text>
          <ServerSearchSelect
            label={T.label}
            placeholder={T.placeholder}
            value={form.values.realm || null}
            onChange={(v) => form.setFieldValue('realm', v ?? '')}
            error={form.errors.realm}
            useOptions={useRealmPickerOptions}
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
