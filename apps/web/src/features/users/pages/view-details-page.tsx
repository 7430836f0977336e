import { useEffect } from 'react';
import { Alert, Button, Card, SimpleGrid, Skeleton, Text } from '@mantine/core';
import { IconEdit } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import type { TUserDetails } from '@ared/contract/users';
import { DetailField } from '../../../components/detail-field';
import { PageHeader } from '../../../components/page-header';
import { BackToListButton, RecordNotFound } from '../../../components/record-not-found';
import { ApiError } from '../../../lib/api-error';
import { formatListDateTime } from '../../../lib/format';
import { notify } from '../../../lib/notify';
import { useCan } from '../../../lib/use-can';
import { useUserDetails } from '../api/get-user-details';
import { UserStatusActions } from '../components/user-status-actions';
import { UserStatusBadge } from '../../../entities/user/user-status-badge';
import { parseUserId } from '../user-rules';
import { USERS_TEXTS } from '../texts';

const T = USERS_TEXTS.details;
const F = T.fields;
const BACK = { to: '/system-admin', label: T.back };

const text = (value: string | null | undefined) => <Text size="sm">{value || T.none}</Text>;

function Profile({ user }: { user: TUserDetails }) {
  return (
    <Card padding="lg">
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
        <DetailField label={F.name}>{text(user.full_name)}</DetailField>
        <DetailField label={F.email}>{text(user.email)}</DetailField>
        <DetailField label={F.phone}>{text(user.phone)}</DetailField>
        <DetailField label={F.gender}>{text(user.gender)}</DetailField>
        <DetailField label={F.dateOfBirth}>{text(user.date_of_birth)}</DetailField>
        <DetailField label={F.nationalId}>{text(user.national_id_no)}</DetailField>
        <DetailField label={F.country}>{text(user.country)}</DetailField>
        <DetailField label={F.role}>{text(user.role)}</DetailField>
        <DetailField label={F.type}>{text(user.user_type)}</DetailField>
        <DetailField label={F.areaOfOperation}>{text(user.area_of_operation)}</DetailField>
        <DetailField label={F.status}>
          <UserStatusBadge status={user.status} />
        </DetailField>
        <DetailField label={F.dateJoined}>{text(formatListDateTime(user.date_joined))}</DetailField>
        <DetailField label={F.kiosk}>{text(user.kiosk?.serial_number)}</DetailField>
      </SimpleGrid>
    </Card>
  );
}

/** /view-details/{id} (part 1 §2): the profile, Edit Profile, and Suspend or Activate by status. */
export function ViewDetailsPage() {
  const id = parseUserId(useParams().id);
  const isAdmin = useCan('admin');
  const query = useUserDetails(id);
  const isMissing = query.error instanceof ApiError && query.error.status === 404;
  useEffect(() => {
    if (query.isError) notify.error(T.fetchFailed);
  }, [query.isError]);

  if (id === null || isMissing)
    return (
      <RecordNotFound
        pageTitle={T.title}
        title={T.notFoundTitle}
        body={T.notFoundBody}
        back={BACK}
        testId="user-not-found"
      />
    );
  const user = query.data;
  return (
    <>
      <PageHeader
        title={user?.full_name ?? T.title}
        description={user ? T.title : undefined}
        actions={
          <>
            <BackToListButton {...BACK} />
            {user && isAdmin && (
              <>
                <Button component={Link} to={`/user-details/${user.id}`} leftSection={<IconEdit size={16} />}>
                  {T.edit}
                </Button>
                <UserStatusActions user={user} />
              </>
            )}
          </>
        }
      />
      {query.isError && (
        <Alert color="red" variant="light" mb="md" title={T.fetchFailed}>
          <Button size="xs" variant="light" color="red" onClick={() => query.refetch()}>
            {T.retry}
          </Button>
        </Alert>
      )}
      {user ? <Profile user={user} /> : !query.isError && <Skeleton height={240} radius="md" />}
    </>
  );
}
