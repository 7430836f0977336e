import { Alert, Button, Card, Group, Skeleton, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { ROLE_OF_USER_TYPE } from '@ared/contract/plan-areas';
import type { TPartnerUserType } from '@ared/contract/plans';
import type { TUserDetails } from '@ared/contract/users';
import { PageHeader } from '../../../components/page-header';
import { applyFieldErrors, firstFieldError, serverMessage } from '../../../lib/api-error';
import { useAuthStore } from '../../../lib/auth-store';
import { notify } from '../../../lib/notify';
import { useCan } from '../../../lib/use-can';
import { useUserDetails } from '../api/get-user-details';
import { useCreateUser, useUpdateUser } from '../api/save-user';
import { UserFormFields } from '../components/user-form-fields';
import { viewDetailsPath } from '../components/users-columns';
import {
  EMPTY_USER_FORM,
  SERVER_ERROR_FIELDS,
  changedUserFields,
  parseUserId,
  userCreateForm,
  userFormValuesOf,
  userTypesOfPlan,
  type UserFormValues,
} from '../user-rules';
import { USERS_TEXTS } from '../texts';

const T = USERS_TEXTS.form;

function UserForm({ user }: { user: TUserDetails | null }) {
  const navigate = useNavigate();
  const partnerId = useAuthStore((s) => s.partnerId);
  const plan = useAuthStore((s) => s.user?.partner?.plan.name);
  const create = useCreateUser();
  const update = useUpdateUser(user?.id ?? 0);
  // No client validation (part 1 §5): the server's field errors show under the fields.
  const form = useForm<UserFormValues>({
    mode: 'controlled',
    initialValues: user ? userFormValuesOf(user) : EMPTY_USER_FORM,
  });
  const types = userTypesOfPlan(plan);
  // A person of a type the plan no longer offers keeps it on edit.
  const userTypes =
    user && !types.includes(user.user_type as TPartnerUserType) ? [...types, user.user_type] : types;
  const type = form.values.user_type;
  const role = type && type in ROLE_OF_USER_TYPE ? ROLE_OF_USER_TYPE[type as TPartnerUserType] : '';

  const submit = form.onSubmit(async (values) => {
    try {
      if (!user) {
        await create.mutateAsync(userCreateForm(values, partnerId));
        notify.success(T.added);
        navigate('/system-admin');
        return;
      }
      const changed = changedUserFields(user, values);
      if (Object.keys(changed).length === 0) {
        notify.info(T.noChange);
        return;
      }
      await update.mutateAsync(changed);
      notify.success(T.updated);
      navigate(viewDetailsPath(user.id));
    } catch (error) {
      form.clearErrors();
      applyFieldErrors(form, error, SERVER_ERROR_FIELDS);
      const named = SERVER_ERROR_FIELDS.some((f) => firstFieldError(error, f) !== undefined);
      if (!named) notify.error(serverMessage(error) ?? (user ? T.updateFailed : T.addFailed));
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Card padding="lg">
        <Stack gap="lg">
          <UserFormFields form={form} userTypes={userTypes} role={role} />
          <Group justify="flex-end">
            {user && (
              <Button variant="default" component={Link} to={viewDetailsPath(user.id)}>
                {T.cancel}
              </Button>
            )}
            <Button type="submit" loading={create.isPending || update.isPending}>
              {user ? T.update : T.register}
            </Button>
          </Group>
        </Stack>
      </Card>
    </form>
  );
}

/** /user-signup and its edit mode /user-details/{id} (part 1 §2): User SignUp, Register User / Update User. */
export function UserSignupPage() {
  const rawId = useParams().id;
  const isEdit = rawId !== undefined;
  const id = parseUserId(rawId);
  const isAdmin = useCan('admin');
  const query = useUserDetails(isEdit ? id : null);
  useEffect(() => {
    if (query.isError) notify.error(USERS_TEXTS.details.fetchFailed);
  }, [query.isError]);

  const body = () => {
    if (!isAdmin) return <Alert color="yellow" variant="light" title={T.adminOnly} />;
    if (!isEdit) return <UserForm user={null} />;
    if (id === null || query.isError)
      return <Alert color="red" variant="light" title={USERS_TEXTS.details.fetchFailed} />;
    if (!query.data) return <Skeleton height={360} radius="md" />;
    return <UserForm key={query.data.id} user={query.data} />;
  };
  return (
    <>
      <PageHeader title={T.title} description={isEdit ? T.editTitle : undefined} />
      {body()}
    </>
  );
}
