import { FileInput, Modal, Select, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconUpload } from '@tabler/icons-react';
import { APK_TYPES, type TApkType } from '@ared/contract/apks';
import { FormActions } from '../../../components/form-actions';
import { applyFieldErrors, firstFieldError, serverMessage } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import { useUploadApk } from '../api/upload-apk';
import { type ApkUploadValues, apkUploadErrors, initialApkUploadValues } from '../apk-rules';
import { APPS_TEXTS as T } from '../texts';

const U = T.upload;

function ApkUploadForm({ onClose }: { onClose: () => void }) {
  const upload = useUploadApk();
  const form = useForm<ApkUploadValues>({ mode: 'controlled', initialValues: initialApkUploadValues() });

  const submit = form.onSubmit(async (values) => {
    const errors = apkUploadErrors(values, U.apkOnly);
    if (Object.keys(errors).length > 0) {
      form.setErrors(errors);
      notify.warning(U.missingFields);
      return;
    }
    try {
      await upload.mutateAsync({ name: values.name, apkType: values.apk_type!, file: values.file! });
      notify.success(U.uploaded);
      onClose();
    } catch (error) {
      // A file that is not an Android package comes back as the `file` field's error: shown under it.
      applyFieldErrors(form, error, ['name', 'apk_type', 'file']);
      const isFieldError = ['name', 'apk_type', 'file'].some((f) => firstFieldError(error, f));
      if (!isFieldError) notify.error(serverMessage(error) ?? U.failed);
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label={U.name}
          placeholder={U.namePlaceholder}
          withAsterisk
          maxLength={120}
          disabled={upload.isPending}
          {...form.getInputProps('name')}
        />
        <Select
          label={U.type}
          placeholder={U.typePlaceholder}
          withAsterisk
          data={[...APK_TYPES]}
          allowDeselect={false}
          disabled={upload.isPending}
          {...form.getInputProps('apk_type')}
          onChange={(value) => form.setFieldValue('apk_type', value as TApkType | null)}
        />
        <FileInput
          label={U.file}
          description={U.fileHint}
          placeholder={U.filePlaceholder}
          withAsterisk
          clearable
          clearButtonProps={{ 'aria-label': U.clear }}
          leftSection={<IconUpload size={16} />}
          accept=".apk,application/vnd.android.package-archive"
          disabled={upload.isPending}
          {...form.getInputProps('file')}
        />
        <FormActions
          cancelLabel={U.cancel}
          submitLabel={U.submit}
          onCancel={onClose}
          isSubmitting={upload.isPending}
          lockCancel
        />
      </Stack>
    </form>
  );
}

/** Upload APK (partner admins): name, type and the .apk file. */
export function ApkUploadModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Modal opened={opened} onClose={onClose} title={U.title} centered radius="lg">
      {opened && <ApkUploadForm onClose={onClose} />}
    </Modal>
  );
}
