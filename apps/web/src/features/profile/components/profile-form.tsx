import { useEffect, useMemo } from 'react';
import { Avatar, Button, FileInput, Group, PasswordInput, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { FirstUseDateInput } from '../../../components/first-use-date-input';
import { FirstUseSelect } from '../../../components/first-use-select';
import { useForm } from '@mantine/form';
import { IconUpload } from '@tabler/icons-react';
import type { TMe } from '@ared/contract/users';
import { applyFieldErrors } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import { useUpdateMe } from '../api/update-me';
import { validationOnFirstUse } from '../../../lib/validation-on-first-use';
import { PICTURE_TYPES } from '../profile-fields';
import type { TProfileForm, TProfileFormValues } from '../schemas';
import { PROFILE_TEXTS } from '../texts';

const T = PROFILE_TEXTS.form;
const SERVER_FIELDS = [
  'first_name',
  'last_name',
  'email',
  'phone',
  'gender',
  'date_of_birth',
  'profile_pic',
  'current_password',
] as const;

// The form's schema (zod and the contract's) comes beside the page, asked for as this module loads
// (decision 104): the form draws without it and waits for it only to submit.
const validation = validationOnFirstUse<TProfileFormValues>(() =>
  Promise.all([import('../schemas'), import('../../../lib/zod-form-resolver')]).then(([schemas, resolver]) =>
    resolver.zod4Resolver(schemas.ZProfileFormSchema),
  ),
);
void validation.ready();

const valuesOf = (user: TMe): TProfileFormValues => ({
  first_name: user.first_name,
  last_name: user.last_name,
  email: user.email,
  phone: user.phone,
  gender: user.gender,
  date_of_birth: user.date_of_birth,
  profile_pic: null,
  current_password: '',
});

/** Object URL of the chosen file, released when it changes. */
function usePreview(file: File | null, fallback: string | null) {
  const url = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return url ?? fallback;
}

export function ProfileForm({ user }: { user: TMe }) {
  const updateMe = useUpdateMe();
  const form = useForm<TProfileFormValues>({
    mode: 'controlled',
    initialValues: valuesOf(user),
    validate: validation.validate,
    validateInputOnChange: ['profile_pic'],
  });
  const preview = usePreview(form.values.profile_pic, user.profile_pic);
  const genders = user.gender === 'Other' ? ['Male', 'Female', 'Other'] : ['Male', 'Female'];

  const isEmailChanged = form.values.email.trim().toLowerCase() !== user.email.toLowerCase();

  const submit = validation.submit(
    form.onSubmit(async (values) => {
      const valid = values as TProfileForm;
      // The server refuses a new email without the current password; say so before the call.
      if (isEmailChanged && !valid.current_password) {
        form.setFieldError('current_password', T.currentPasswordRequired);
        return;
      }
      try {
        const updated = await updateMe.mutateAsync({
          ...valid,
          email: valid.email.trim(),
          current_password: isEmailChanged ? valid.current_password : undefined,
        });
        form.setInitialValues(valuesOf(updated));
        form.setValues(valuesOf(updated));
        notify.success(PROFILE_TEXTS.updated);
      } catch (error) {
        applyFieldErrors(form, error, SERVER_FIELDS);
        notify.error(PROFILE_TEXTS.updateFailed);
      }
    }),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Group gap="lg" wrap="nowrap" align="center">
          <Avatar src={preview} size={84} radius={84} color="brand" alt={user.full_name}>
            {user.first_name.charAt(0)}
            {user.last_name.charAt(0)}
          </Avatar>
          <FileInput
            id="profile-picture"
            label={T.picture}
            // The field is a button, which its <label for> does not name: the label and the button's own
            // text (the placeholder or the file's name) do.
            aria-labelledby="profile-picture-label profile-picture"
            placeholder={T.picturePlaceholder}
            description={T.pictureHint}
            accept={PICTURE_TYPES.join(',')}
            clearable
            clearButtonProps={{ 'aria-label': T.clearPicture }}
            leftSection={<IconUpload size={16} />}
            style={{ flex: 1 }}
            {...form.getInputProps('profile_pic')}
          />
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label={T.firstName}
            withAsterisk
            autoComplete="given-name"
            {...form.getInputProps('first_name')}
          />
          <TextInput
            label={T.lastName}
            withAsterisk
            autoComplete="family-name"
            {...form.getInputProps('last_name')}
          />
          <TextInput
            label={T.email}
            description={T.emailHint}
            withAsterisk
            type="email"
            autoComplete="email"
            {...form.getInputProps('email')}
          />
          {isEmailChanged && (
            <PasswordInput
              label={T.currentPassword}
              description={T.currentPasswordHint}
              withAsterisk
              autoComplete="current-password"
              {...form.getInputProps('current_password')}
            />
          )}
          <TextInput
            label={T.phone}
            withAsterisk
            type="tel"
            autoComplete="tel"
            {...form.getInputProps('phone')}
          />
          <FirstUseSelect
            label={T.gender}
            placeholder={T.genderPlaceholder}
            withAsterisk
            data={genders}
            allowDeselect={false}
            {...form.getInputProps('gender')}
          />
          <FirstUseDateInput
            label={T.dateOfBirth}
            placeholder={T.dateOfBirthPlaceholder}
            maxDate={new Date()}
            clearable
            clearButtonProps={{ 'aria-label': T.clearDateOfBirth }}
            {...form.getInputProps('date_of_birth')}
          />
        </SimpleGrid>
        <Group justify="flex-end" mt="xs">
          <Button
            variant="default"
            onClick={() => form.reset()}
            disabled={!form.isDirty() || updateMe.isPending}
          >
            {T.reset}
          </Button>
          <Button type="submit" loading={updateMe.isPending}>
            {T.save}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
