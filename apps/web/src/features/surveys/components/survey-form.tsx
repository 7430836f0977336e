import { Card, Stack, TextInput } from '@mantine/core';
import { FirstUseSelect } from '../../../components/first-use-select';
import { useForm } from '@mantine/form';
import { SURVEY_TITLE_MAX } from '@ared/contract/survey-texts';
import { FormActions } from '../../../components/form-actions';
import { PartnerRealmSelect } from '../../../entities/realm/ui/partner-realm-select';
import { applyFieldErrors, serverMessage } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import { useCreateSurvey } from '../api/create-survey';
import { SURVEYS_TEXTS as T } from '../texts';

type Values = { title: string; realm: string | null; enabled: 'yes' | 'no' | null };

/** The spec's rule (part 2 §5): title, realm and enabled (Yes or No) required, each with its message. */
export const validateSurvey = (v: Values) => ({
  title: v.title.trim() === '' ? T.titleRequired : null,
  realm: v.realm === null ? T.realmRequired : null,
  enabled: v.enabled === null ? T.enabledRequired : null,
});

/** Add Survey: on success the toast and /surveys; Cancel goes back to /surveys (part 2 §2). */
export function SurveyForm({ onDone }: { onDone: () => void }) {
  const create = useCreateSurvey();
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: { title: '', realm: null, enabled: null },
    validate: validateSurvey,
  });

  const submit = form.onSubmit(async (v) => {
    try {
      await create.mutateAsync({
        title: v.title.trim(),
        realm: Number(v.realm),
        enabled: v.enabled === 'yes',
      });
      notify.success(T.added);
      onDone();
    } catch (error) {
      applyFieldErrors(form, error, ['title', 'realm', 'enabled']);
      notify.error(serverMessage(error) ?? T.addFailed);
    }
  });

  return (
    <Card padding="lg" maw={560}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label={T.add.titleLabel}
            placeholder={T.add.titlePlaceholder}
            withAsterisk
            maxLength={SURVEY_TITLE_MAX}
            data-autofocus
            {...form.getInputProps('title')}
          />
          <PartnerRealmSelect
            label={T.add.realm}
            placeholder={T.add.realmPlaceholder}
            nothingFoundMessage={T.add.noRealm}
            value={form.values.realm}
            onChange={(value) => form.setFieldValue('realm', value)}
            error={form.errors.realm}
          />
          <FirstUseSelect
            label={T.add.enabled}
            placeholder={T.add.enabledPlaceholder}
            withAsterisk
            data={[
              { value: 'yes', label: T.add.yes },
              { value: 'no', label: T.add.no },
            ]}
            comboboxProps={{ withinPortal: true }}
            {...form.getInputProps('enabled')}
          />
          <FormActions
            cancelLabel={T.add.cancel}
            submitLabel={T.add.submit}
            onCancel={onDone}
            isSubmitting={create.isPending}
          />
        </Stack>
      </form>
    </Card>
  );
}
