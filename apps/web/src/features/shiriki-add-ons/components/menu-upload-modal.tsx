import { useState } from 'react';
import { Checkbox, FileInput, Group, Input, Modal, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQueryClient } from '@tanstack/react-query';
import { MENU_TYPES, type TMenuType } from '@ared/contract/menus';
import { serverMessage } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import { MENUS_KEY } from '../api/menu-keys';
import { uploadMenu } from '../api/upload-menu';
import {
  initialMenuUploadValues,
  isMenuTypeDisabled,
  menuUploadErrors,
  menuUploadedText,
  toggleMenuType,
  type MenuUploadValues,
} from '../menu-rules';
import { SHIRIKI_TEXTS as T } from '../texts';
import { MenuRealmSelect } from './menu-realm-select';
import { FormActions } from '../../../components/form-actions';

function MenuUploadForm({ onClose }: { onClose: () => void }) {
  const queryClient = useQueryClient();
  const [isSending, setSending] = useState(false);
  const form = useForm<MenuUploadValues>({ mode: 'controlled', initialValues: initialMenuUploadValues() });
  const { types } = form.values;

  const submit = form.onSubmit(async (values) => {
    const errors = menuUploadErrors(values, T.upload.pdfOnly);
    if (Object.keys(errors).length > 0) {
      form.setErrors(errors);
      notify.warning(T.missingFields);
      return;
    }
    setSending(true);
    // One POST per menu (part 2 §7); a failed one stays in the dialog to try again.
    const failed: TMenuType[] = [];
    for (const menuType of values.types) {
      try {
        await uploadMenu({ realm: Number(values.realm), menuType, file: values.files[menuType]! });
        notify.success(menuUploadedText(menuType));
      } catch (error) {
        failed.push(menuType);
        notify.error(serverMessage(error) ?? T.upload.failed);
      }
    }
    setSending(false);
    await queryClient.invalidateQueries({ queryKey: MENUS_KEY });
    if (failed.length === 0) onClose();
    else form.setFieldValue('types', failed);
  });

  const setType = (type: TMenuType, checked: boolean) => {
    form.setFieldValue('types', toggleMenuType(form.values.types, type, checked));
    form.clearFieldError('types');
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <MenuRealmSelect
          value={form.values.realm}
          onChange={(realm) => form.setFieldValue('realm', realm)}
          error={form.errors.realm}
        />
        <Input.Wrapper label={T.upload.menuType} withAsterisk error={form.errors.types}>
          <Group gap="lg" mt={6}>
            {MENU_TYPES.map((type) => (
              <Checkbox
                key={type}
                label={T.menuTypeLabels[type]}
                checked={types.includes(type)}
                disabled={isMenuTypeDisabled(types, type) || isSending}
                onChange={(e) => setType(type, e.currentTarget.checked)}
              />
            ))}
          </Group>
        </Input.Wrapper>
        {types.map((type) => (
          <FileInput
            key={type}
            label={T.upload.fileLabel[type]}
            placeholder={T.upload.filePlaceholder}
            withAsterisk
            clearable
            clearButtonProps={{ 'aria-label': T.upload.clear(T.upload.fileLabel[type]) }}
            accept="application/pdf,.pdf"
            disabled={isSending}
            {...form.getInputProps(`files.${type}`)}
          />
        ))}
        <FormActions
          cancelLabel={T.upload.cancel}
          submitLabel={T.upload.submit}
          onCancel={onClose}
          isSubmitting={isSending}
          lockCancel
        />
      </Stack>
    </form>
  );
}

/** The food and drink menu upload: realm, menu types, one PDF per type (part 2 §2, §4, §5). */
export function MenuUploadModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Modal opened={opened} onClose={onClose} title={T.upload.title} centered radius="lg">
      {opened && <MenuUploadForm onClose={onClose} />}
    </Modal>
  );
}
