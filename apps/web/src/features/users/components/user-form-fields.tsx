import { SimpleGrid, TextInput } from '@mantine/core';
import { FirstUseDateInput } from '../../../components/first-use-date-input';
import { FirstUseSelect } from '../../../components/first-use-select';
import type { UseFormReturnType } from '@mantine/form';
import { GENDERS } from '@ared/contract/user-paths';
import type { UserFormValues } from '../user-rules';
import { USERS_TEXTS } from '../texts';

const T = USERS_TEXTS.form;

/** Every field of POST auth/users/ (part 1 §7); the role follows the user type (decision 033). */
export function UserFormFields({
  form,
  userTypes,
  role,
}: {
  form: UseFormReturnType<UserFormValues>;
  userTypes: readonly string[];
  role: string;
}) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <TextInput label={T.firstName} autoComplete="off" {...form.getInputProps('first_name')} />
      <TextInput label={T.lastName} autoComplete="off" {...form.getInputProps('last_name')} />
      <TextInput label={T.email} type="email" autoComplete="off" {...form.getInputProps('email')} />
      <TextInput
        label={T.phone}
        description={T.phoneHint}
        type="tel"
        autoComplete="off"
        {...form.getInputProps('phone')}
      />
      <FirstUseSelect
        label={T.gender}
        placeholder={T.genderPlaceholder}
        data={[...GENDERS]}
        {...form.getInputProps('gender')}
      />
      <FirstUseDateInput
        label={T.dateOfBirth}
        placeholder={T.dateOfBirthPlaceholder}
        maxDate={new Date()}
        minDate="1900-01-01"
        defaultLevel="decade"
        clearable
        clearButtonProps={{ 'aria-label': T.clearDateOfBirth }}
        {...form.getInputProps('date_of_birth')}
      />
      <TextInput label={T.nationalId} autoComplete="off" {...form.getInputProps('national_id_no')} />
      <TextInput label={T.country} autoComplete="off" {...form.getInputProps('country')} />
      <FirstUseSelect
        label={T.userType}
        placeholder={T.userTypePlaceholder}
        data={[...userTypes]}
        allowDeselect={false}
        description={
          role === 'partner_admin' || role === 'partner_staff'
            ? T.dashboardHint
            : role
              ? T.fieldHint
              : undefined
        }
        {...form.getInputProps('user_type')}
        error={form.errors.user_type ?? form.errors.role}
      />
      <TextInput label={T.role} value={role} readOnly variant="filled" />
      <TextInput label={T.areaOfOperation} autoComplete="off" {...form.getInputProps('area_of_operation')} />
    </SimpleGrid>
  );
}
