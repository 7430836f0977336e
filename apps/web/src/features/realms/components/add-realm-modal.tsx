import { Input, Modal, SegmentedControl, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from '../../../lib/zod-form-resolver';
import { z } from 'zod/mini';
import { ZRealmCreateRequestSchema } from '@ared/contract/realms';
import { applyFieldErrors, serverMessage } from '../../../lib/api-error';
import { useAuthStore } from '../../../lib/auth-store';
import { notify } from '../../../lib/notify';
import { useCreateRealm } from '../api/create-realm';
import { buildCreateRealmBody, type AddRealmValues, type RealmKind } from '../realm-rules';
import { REALMS_TEXTS } from '../texts';
import { SmeSelect } from '../../../entities/sme/components/sme-select';
import { FormActions } from '../../../components/form-actions';

const T = REALMS_TEXTS.add;

const ZAddRealmFormSchema = z
  .object({
    type: z.enum(['partner_realm', 'sme_realm']),
    name: ZRealmCreateRequestSchema.shape.name,
    sme: z.nullable(z.string()),
  })
  .check(
    z.refine((v) => v.type !== 'sme_realm' || Boolean(v.sme), { message: T.smeRequired, path: ['sme'] }),
  );

type AddRealmFormProps = {
  defaultType: RealmKind;
  onClose: () => void;
  onCreated: (kind: RealmKind) => void;
};

function AddRealmForm({ defaultType, onClose, onCreated }: AddRealmFormProps) {
  const partnerId = useAuthStore((s) => s.partnerId);
  const create = useCreateRealm();
  const form = useForm<AddRealmValues>({
    mode: 'controlled',
    initialValues: { type: defaultType, name: '', sme: null },
    validate: zod4Resolver(ZAddRealmFormSchema),
    validateInputOnBlur: true,
  });
  const isSmeRealm = form.values.type === 'sme_realm';

  const submit = form.onSubmit(async (values) => {
    const body = buildCreateRealmBody(values, partnerId);
    if (!body) return; // name (or SME) missing: nothing is sent
    try {
      const res = await create.mutateAsync(body);
      notify.success(res.detail || T.added);
      onCreated(values.type);
      onClose();
    } catch (error) {
      applyFieldErrors(form, error, ['name', 'sme']);
      notify.error(serverMessage(error) ?? T.failed);
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Input.Wrapper label={T.type} withAsterisk>
          <SegmentedControl
            fullWidth
            color="brand"
            mt={4}
            data={[
              { value: 'partner_realm', label: T.types.partner_realm },
              { value: 'sme_realm', label: T.types.sme_realm },
            ]}
            {...form.getInputProps('type')}
          />
        </Input.Wrapper>
        <TextInput
          label={T.name}
          placeholder={T.namePlaceholder}
          withAsterisk
          {...form.getInputProps('name')}
        />
        {isSmeRealm && <SmeSelect withAsterisk {...form.getInputProps('sme')} />}
        <FormActions
          cancelLabel={T.cancel}
          submitLabel={T.submit}
          onCancel={onClose}
          isSubmitting={create.isPending}
          isSubmitDisabled={!form.isValid()}
        />
      </Stack>
    </form>
  );
}

type AddRealmModalProps = AddRealmFormProps & { opened: boolean };

/** Add Realm: My Realm (partner_realm) or SME Realm (sme_realm, which also asks for the SME). */
export function AddRealmModal({ opened, ...form }: AddRealmModalProps) {
  return (
    <Modal opened={opened} onClose={form.onClose} title={T.title} centered radius="lg">
      {/* Mounted per opening: every Add starts from an empty form. */}
      {opened && <AddRealmForm {...form} />}
    </Modal>
  );
}
