import { Modal, Select, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from '../../../lib/zod-form-resolver';
import { z } from 'zod/mini';
import { REALM_TYPES, type TRealm } from '@ared/contract/realms';
import { applyFieldErrors } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import { useUpdateRealm, type RealmUpdateBody } from '../api/update-realm';
import { REALM_DETAILS_TEXTS } from '../texts';
import { FormActions } from '../../../components/form-actions';

const T = REALM_DETAILS_TEXTS.editForm;

type EditValues = { name: string; type: RealmUpdateBody['type'] | null };

const ZEditRealmSchema = z.object({
  name: z.string().check(z.trim(), z.minLength(1, T.nameRequired), z.maxLength(100)),
  type: z.enum(REALM_TYPES, T.typeRequired),
});

/** The PATCH body: a partner realm's name is read-only, so only an SME realm sends its name. */
export const buildRealmUpdate = (realm: Pick<TRealm, 'type'>, values: EditValues): RealmUpdateBody | null => {
  if (!values.type) return null;
  return realm.type === 'partner_realm'
    ? { type: values.type }
    : { name: values.name.trim(), type: values.type };
};

type RealmEditFormProps = { realm: TRealm; onClose: () => void };

/** Type is required (Sub Realm or Independent Realm); for partner realms the name is read-only and the type hidden. */
export function RealmEditForm({ realm, onClose }: RealmEditFormProps) {
  const update = useUpdateRealm();
  const isPartnerRealm = realm.type === 'partner_realm';
  const form = useForm<EditValues>({
    mode: 'controlled',
    initialValues: { name: realm.name, type: realm.realm_type },
    validate: zod4Resolver(ZEditRealmSchema),
    validateInputOnChange: true,
  });

  const submit = form.onSubmit(async (values) => {
    const body = buildRealmUpdate(realm, values);
    if (!body) return;
    try {
      await update.mutateAsync({ id: realm.id, body });
      notify.success(REALM_DETAILS_TEXTS.editForm.saved);
      onClose();
    } catch (error) {
      // Spec part 2 §8: a failed realm update is only logged (no toast); field errors still show inline.
      console.error('Could not update the realm', error);
      applyFieldErrors(form, error, ['name', 'type']);
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label={T.name}
          readOnly={isPartnerRealm}
          description={isPartnerRealm ? T.nameReadOnly : undefined}
          withAsterisk={!isPartnerRealm}
          {...form.getInputProps('name')}
        />
        {!isPartnerRealm && (
          <Select
            label={T.type}
            placeholder={T.typePlaceholder}
            data={[...REALM_TYPES]}
            withAsterisk
            allowDeselect={false}
            {...form.getInputProps('type')}
          />
        )}
        <FormActions
          cancelLabel={T.cancel}
          submitLabel={T.submit}
          onCancel={onClose}
          isSubmitting={update.isPending}
          isSubmitDisabled={!form.isValid()}
        />
      </Stack>
    </form>
  );
}

export function RealmEditModal({ opened, ...props }: RealmEditFormProps & { opened: boolean }) {
  return (
    <Modal opened={opened} onClose={props.onClose} title={T.title} centered radius="lg">
      {opened && <RealmEditForm {...props} />}
    </Modal>
  );
}
