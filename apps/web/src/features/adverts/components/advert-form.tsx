import { useEffect, useRef, useState } from 'react';
import { Anchor, Card, FileInput, Group, SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import { FirstUseSelect } from '../../../components/first-use-select';
import { useForm } from '@mantine/form';
import { AD_TYPES } from '@ared/contract/advert-texts';
import type { TAdvert } from '@ared/contract/adverts';
import { FormActions } from '../../../components/form-actions';
import { PartnerRealmSelect } from '../../../entities/realm/ui/partner-realm-select';
import { ApiError, serverMessage } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import { useSaveAdvert } from '../api/save-advert';
import {
  type AdvertFormValues,
  acceptFor,
  advertFormData,
  advertFormErrors,
  advertFormOf,
  emptyAdvertForm,
  isPortraitSize,
} from '../advert-rules';
import { readMediaSize } from '../media-size';
import { ADVERT_PAGE_TEXTS as T } from '../texts';

const F = T.form;
const FIELDS = [
  'title',
  'short_description',
  'ad_type',
  'realm',
  'is_active',
  'youtube_url',
  'file',
  'start_date',
  'end_date',
];

type FileCheck = {
  state: 'none' | 'checking' | 'landscape' | 'portrait' | 'unknown';
  previewUrl: string | null;
};

export type AdvertFormProps = {
  /** The advert being edited; none for a new one. */
  advert?: TAdvert;
  onDone: () => void;
  onCancel: () => void;
  /** How the picked file's size is read (the browser's image and video decoders by default). */
  readSize?: typeof readMediaSize;
};

/**
 * The add and edit form (part 2 §2, §5): the required fields in the spec's words, a YouTube link for a
 * Link, a landscape file (checked here, and again by the server) with a Preview link when it is portrait,
 * both dates or none. Success toasts the spec's text and goes back to /adverts.
 */
export function AdvertForm({ advert, onDone, onCancel, readSize = readMediaSize }: AdvertFormProps) {
  const isEdit = advert !== undefined;
  const save = useSaveAdvert(advert?.id ?? null);
  const form = useForm<AdvertFormValues>({
    mode: 'controlled',
    initialValues: advert ? advertFormOf(advert) : emptyAdvertForm(),
  });
  const [check, setCheck] = useState<FileCheck>({ state: 'none', previewUrl: null });
  const checkId = useRef(0);
  const v = form.values;

  useEffect(() => () => void (check.previewUrl && URL.revokeObjectURL(check.previewUrl)), [check.previewUrl]);

  const pickFile = async (file: File | null) => {
    form.setFieldValue('file', file);
    form.clearFieldError('file');
    const id = ++checkId.current;
    if (!file) return setCheck({ state: 'none', previewUrl: null });
    setCheck({ state: 'checking', previewUrl: URL.createObjectURL(file) });
    const size = await readSize(file);
    if (id !== checkId.current) return;
    const state = !size ? 'unknown' : isPortraitSize(size) ? 'portrait' : 'landscape';
    setCheck((c) => ({ ...c, state }));
  };

  const hasStoredFile = Boolean(advert?.file) && advert?.ad_type === v.ad_type;
  const submit = form.onSubmit(async (values) => {
    const errors = advertFormErrors(values, { hasStoredFile, isPortrait: check.state === 'portrait' });
    if (Object.keys(errors).length > 0) return form.setErrors(errors);
    try {
      await save.mutateAsync(advertFormData(values, { hadDates: Boolean(advert?.start_date) }));
      notify.success(isEdit ? T.updated : T.uploaded(values.ad_type as (typeof AD_TYPES)[number]));
      onDone();
    } catch (error) {
      if (error instanceof ApiError)
        for (const field of FIELDS) {
          const message = error.fieldErrors?.[field]?.[0];
          if (message) form.setFieldError(field, message);
        }
      notify.error(serverMessage(error) ?? F.failed);
    }
  });

  const isPortrait = check.state === 'portrait' && v.file !== null;
  const fileError = isPortrait ? (
    <>
      {T.portrait}{' '}
      {check.previewUrl && (
        // Underlined: inside the red error text, colour alone would not mark it as a link.
        <Anchor
          href={check.previewUrl}
          target="_blank"
          rel="noopener noreferrer"
          size="xs"
          underline="always"
        >
          {F.preview}
        </Anchor>
      )}
    </>
  ) : (
    form.errors.file
  );
  const hasFile = v.ad_type === 'Image' || v.ad_type === 'Video';

  return (
    <Card padding="lg" radius="lg" withBorder>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput label={F.title} withAsterisk {...form.getInputProps('title')} />
          <Textarea
            label={F.description}
            withAsterisk

            minRows={3}
            {...form.getInputProps('short_description')}
          />
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <FirstUseSelect
              label={F.type}
              placeholder={F.typePlaceholder}
              withAsterisk
              data={[...AD_TYPES]}
              {...form.getInputProps('ad_type')}
              onChange={(type) => {
                form.setFieldValue('ad_type', (type ?? '') as AdvertFormValues['ad_type']);
                form.clearFieldError('ad_type');
                void pickFile(null);
              }}
            />
            <PartnerRealmSelect
              label={F.realm}
              placeholder={F.realmPlaceholder}
              nothingFoundMessage={F.realmNothingFound}
              value={v.realm}
              onChange={(realm) => {
                form.setFieldValue('realm', realm);
                form.clearFieldError('realm');
              }}
              error={form.errors.realm}
            />
            <FirstUseSelect
              label={F.active}
              placeholder={F.activePlaceholder}
              withAsterisk
              data={[
                { value: 'true', label: F.yes },
                { value: 'false', label: F.no },
              ]}
              {...form.getInputProps('is_active')}
            />
          </SimpleGrid>
          {v.ad_type === 'Link' && (
            <TextInput
              label={F.youtube}
              placeholder={F.youtubePlaceholder}
              withAsterisk
              type="url"
              {...form.getInputProps('youtube_url')}
            />
          )}
          {hasFile && (
            <FileInput
              label={F.file}
              placeholder={F.filePlaceholder[v.ad_type as 'Image' | 'Video']}
              description={hasStoredFile ? F.keepFile : undefined}
              withAsterisk={!hasStoredFile}
              accept={acceptFor(v.ad_type)}
              clearable
              clearButtonProps={{ 'aria-label': F.clearFile }}
              value={v.file}
              onChange={(file) => void pickFile(file)}
              error={fileError}
            />
          )}
          <Group grow align="flex-start">
            <TextInput label={F.startDate} type="date" {...form.getInputProps('start_date')} />
            <TextInput
              label={F.endDate}
              type="date"
              description={undefined}
              {...form.getInputProps('end_date')}
            />
          </Group>
          <FormActions
            cancelLabel={F.cancel}
            submitLabel={isEdit ? F.submitEdit : F.submitAdd}
            onCancel={onCancel}
            isSubmitting={save.isPending || check.state === 'checking'}
          />
        </Stack>
      </form>
    </Card>
  );
}
