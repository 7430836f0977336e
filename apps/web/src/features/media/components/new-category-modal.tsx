// The product's validation messages (decision 014): the name's check says what the server would.
import '@ared/contract/messages';
import { Modal, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { ZMediaCategoryCreateRequestSchema } from '@ared/contract/media';
import { applyFieldErrors, serverMessage } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import { useCreateMediaCategory } from '../api/create-media-category';
import { MEDIA_PAGE_TEXTS } from '../texts';
import { MediaRealmSelect } from './media-realm-select';
import { FormActions } from '../../../components/form-actions';

const T = MEDIA_PAGE_TEXTS.category;

type Values = { name: string; realm: string | null };

type NewCategoryFormProps = {
  /** All Media says 'Media Category Created', Offline Files 'Media category added' (part 2 §8). */
  successText: string;
  onClose: () => void;
};

function NewCategoryForm({ successText, onClose }: NewCategoryFormProps) {
  const create = useCreateMediaCategory();
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: { name: '', realm: null },
    validate: {
      name: (v) =>
        ZMediaCategoryCreateRequestSchema.shape.name.safeParse(v).error?.issues[0]?.message ?? null,
      realm: (v) => (v ? null : T.realmRequired),
    },
  });

  const submit = form.onSubmit(async ({ name, realm }) => {
    try {
      await create.mutateAsync({ name: name.trim(), realm: Number(realm) });
      notify.success(successText);
      onClose();
    } catch (error) {
      applyFieldErrors(form, error, ['name', 'realm']);
      notify.error(serverMessage(error) ?? T.failed);
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label={T.name}
          placeholder={T.namePlaceholder}
          withAsterisk
          maxLength={100}
          data-autofocus
          {...form.getInputProps('name')}
        />
        <MediaRealmSelect
          value={form.values.realm}
          onChange={(realm) => form.setFieldValue('realm', realm)}
          error={form.errors.realm}
        />
        <FormActions
          cancelLabel={T.cancel}
          submitLabel={T.submit}
          onCancel={onClose}
          isSubmitting={create.isPending}
        />
      </Stack>
    </form>
  );
}

type NewCategoryModalProps = NewCategoryFormProps & { opened: boolean };

/** New Category: a name within one realm (POST categories/ {name, realm}). */
export function NewCategoryModal({ opened, ...form }: NewCategoryModalProps) {
  return (
    <Modal opened={opened} onClose={form.onClose} title={T.title} centered radius="lg">
      {opened && <NewCategoryForm {...form} />}
    </Modal>
  );
}
