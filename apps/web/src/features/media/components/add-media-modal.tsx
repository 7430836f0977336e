import { useEffect, useRef, useState } from 'react';
import { FileInput, Modal, Select, Stack, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { MEDIA_FILE_TYPES } from '@ared/contract/media-texts';
import type { TMediaFile, TMediaFileType } from '@ared/contract/media';
import { notify } from '../../../lib/notify';
import { useCreateMediaFile } from '../api/create-media-file';
import { getMediaFiles } from '../api/get-media-files';
import {
  ADD_MEDIA_FIELD_NAMES as FIELD,
  THUMBNAIL_ACCEPT,
  duplicateNameErrors,
  initialAddMediaValues,
  isAcceptedThumbnail,
  isResumableUpload,
  missingFieldErrors,
  uploadFailureMessage,
  type AddMediaValues,
  type AddMediaVariant,
} from '../media-rules';
import { MEDIA_PAGE_TEXTS as T } from '../texts';
import { InlineNewCategory } from './inline-new-category';
import { MediaCategorySelect } from './media-category-select';
import { MediaRealmSelect } from './media-realm-select';
import { UploadProgress } from './upload-progress';
import { FormActions } from '../../../components/form-actions';

type Listed = Pick<TMediaFile, 'original_file_name' | 'original_thumbnail_name'>;

type AddMediaFormProps = {
  variant: AddMediaVariant;
  /** The files on screen: the spec refuses a name already in the list before anything is sent. */
  listed: readonly Listed[];
  onClose: () => void;
};

/** The partner's enabled files with this name anywhere (not only on the page shown): search, then exact match. */
const lookUpSameName = async (name: string): Promise<Listed[]> => {
  try {
    const page = await getMediaFiles({ search: name, status: 'Enabled', page: 1, page_size: 100 });
    return page.results;
  } catch {
    return []; // The server checks again on upload.
  }
};

function AddMediaForm({ variant, listed, onClose }: AddMediaFormProps) {
  const create = useCreateMediaFile();
  const [percent, setPercent] = useState<number | null>(null);
  const abort = useRef<AbortController | null>(null);
  const form = useForm<AddMediaValues>({ mode: 'controlled', initialValues: initialAddMediaValues(variant) });
  const values = form.values;
  const isUploading = percent !== null;

  // Closing the dialog mid-upload cancels the upload.
  useEffect(() => () => abort.current?.abort(), []);

  const submit = form.onSubmit(async (v) => {
    const missing = missingFieldErrors(v);
    if (Object.keys(missing).length > 0) {
      form.setErrors(missing);
      notify.warning(T.missingFields);
      return;
    }
    const known = v.file ? [...listed, ...(await lookUpSameName(v.file.name))] : listed;
    const duplicates = duplicateNameErrors(known, v.file, v.thumbnail);
    if (duplicates.file || duplicates.thumbnail) {
      form.setErrors(duplicates);
      for (const message of [duplicates.file, duplicates.thumbnail]) if (message) notify.error(message);
      return;
    }
    abort.current = new AbortController();
    setPercent(0);
    try {
      await create.mutateAsync({
        input: {
          realm: Number(v.realm),
          category: Number(v.category),
          fileType: v.fileType!,
          description: v.description,
          file: v.file!,
          thumbnail: v.thumbnail,
        },
        onProgress: setPercent,
        signal: abort.current.signal,
      });
      notify.success(T.created);
      onClose();
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return;
      setPercent(null);
      notify.error(uploadFailureMessage(error));
    }
  });

  const pickThumbnail = (file: File | null) => {
    if (file && !isAcceptedThumbnail(file.name)) {
      form.setFieldValue('thumbnail', null);
      form.setFieldError('thumbnail', T.upload.thumbnailType);
      return;
    }
    form.setFieldValue('thumbnail', file);
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Select
          label={FIELD.fileType}
          placeholder={T.upload.fileTypePlaceholder}
          withAsterisk
          data={[...MEDIA_FILE_TYPES]}
          disabled={isUploading}
          comboboxProps={{ withinPortal: true }}
          {...form.getInputProps('fileType')}
          onChange={(type) => form.setFieldValue('fileType', type as TMediaFileType | null)}
        />
        <MediaRealmSelect
          value={values.realm}
          onChange={(realm) => {
            form.setFieldValue('realm', realm);
            form.setFieldValue('category', null); // categories belong to a realm
          }}
          error={form.errors.realm}
        />
        <MediaCategorySelect
          realm={values.realm}
          value={values.category}
          onChange={(category) => form.setFieldValue('category', category)}
          error={form.errors.category}
        />
        {values.realm && !isUploading && (
          <InlineNewCategory
            realm={Number(values.realm)}
            successText={variant === 'all-media' ? T.categoryCreated : T.categoryAdded}
            onCreated={(id) => form.setFieldValue('category', String(id))}
          />
        )}
        <Textarea
          label={FIELD.description}
          placeholder={T.upload.descriptionPlaceholder}
          withAsterisk
          rows={2}
          maxLength={500}
          disabled={isUploading}
          {...form.getInputProps('description')}
        />
        <FileInput
          label={FIELD.file}
          placeholder={T.upload.mainFilePlaceholder}
          withAsterisk
          clearable
          clearButtonProps={{ 'aria-label': T.upload.clear(FIELD.file) }}
          disabled={isUploading}
          {...form.getInputProps('file')}
        />
        <FileInput
          label={FIELD.thumbnail}
          placeholder={T.upload.thumbnailPlaceholder}
          description={T.upload.thumbnailHint}
          withAsterisk={values.fileType === 'Video'}
          accept={THUMBNAIL_ACCEPT}
          clearable
          clearButtonProps={{ 'aria-label': T.upload.clear(FIELD.thumbnail) }}
          disabled={isUploading}
          value={values.thumbnail}
          error={form.errors.thumbnail}
          onChange={pickThumbnail}
        />
        {isUploading && (
          <UploadProgress
            percent={percent}
            isResumable={Boolean(values.file && isResumableUpload(values.file.size))}
          />
        )}
        <FormActions
          cancelLabel={T.upload.cancel}
          submitLabel={T.upload.submit}
          onCancel={onClose}
          isSubmitting={isUploading}
        />
      </Stack>
    </form>
  );
}

type AddMediaModalProps = AddMediaFormProps & { opened: boolean };

/** Add Media: the upload dialog of All Media and Offline Files (part 2 §2, §5, §7, §8). */
export function AddMediaModal({ opened, ...form }: AddMediaModalProps) {
  return (
    <Modal opened={opened} onClose={form.onClose} title={T.upload.title} centered radius="lg" size="lg">
      {/* Mounted per opening: every upload starts from an empty form. */}
      {opened && <AddMediaForm {...form} />}
    </Modal>
  );
}
