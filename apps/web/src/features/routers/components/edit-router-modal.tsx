import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from '../../../lib/zod-form-resolver';
import { ROUTER_LOCATION_MAX, ROUTER_SSID_MAX } from '@ared/contract/router-fields';
import { ZRouterUpdateRequestSchema, type TRouter, type TRouterUpdateRequest } from '@ared/contract/routers';
import { applyFieldErrors } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import { useUpdateRouter } from '../api/update-router';
import { ROUTERS_TEXTS } from '../texts';

const T = ROUTERS_TEXTS.edit_;

type FormProps = { router: TRouter; onClose: () => void };

/** A router without an SSID or location opens with the reason its Save button is disabled. */
const initialErrors = (values: TRouterUpdateRequest): Record<string, string> => {
  const result = ZRouterUpdateRequestSchema.safeParse(values);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [String(issue.path[0]), issue.message]));
};

function EditRouterForm({ router, onClose }: FormProps) {
  const update = useUpdateRouter();
  const initialValues = { ssid: router.ssid ?? '', location_name: router.location_name ?? '' };
  const form = useForm<TRouterUpdateRequest>({
    mode: 'controlled',
    initialValues,
    initialErrors: initialErrors(initialValues),
    validate: zod4Resolver(ZRouterUpdateRequestSchema),
    validateInputOnChange: true,
  });

  const submit = (values: TRouterUpdateRequest) =>
    update.mutate(
      { id: router.id, ...ZRouterUpdateRequestSchema.parse(values) },
      {
        onSuccess: () => {
          notify.success(ROUTERS_TEXTS.toasts.updated);
          onClose();
        },
        onError: (error) => {
          applyFieldErrors(form, error, ['ssid', 'location_name']);
          notify.error(ROUTERS_TEXTS.toasts.updateFailed);
        },
      },
    );

  return (
    <form onSubmit={form.onSubmit(submit)} noValidate>
      <Stack gap="md">
        <TextInput
          label={T.ssid}
          withAsterisk
          description={`${form.values.ssid.length}/${ROUTER_SSID_MAX}`}
          data-autofocus
          key={form.key('ssid')}
          {...form.getInputProps('ssid')}
        />
        <TextInput
          label={T.location}
          withAsterisk
          description={`${form.values.location_name.length}/${ROUTER_LOCATION_MAX}`}
          key={form.key('location_name')}
          {...form.getInputProps('location_name')}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={update.isPending}>
            {T.cancel}
          </Button>
          <Button type="submit" disabled={!form.isValid()} loading={update.isPending}>
            {T.submit}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Edit router: SSID and location required, at most 30 characters each; submit disabled while invalid. */
export function EditRouterModal({ router, onClose }: { router: TRouter | null; onClose: () => void }) {
  return (
    <Modal
      opened={router !== null}
      onClose={onClose}
      title={router ? `${T.title} – ${router.serial_number}` : T.title}
      centered
      radius="lg"
    >
      {router && <EditRouterForm key={router.id} router={router} onClose={onClose} />}
    </Modal>
  );
}
