import { Avatar, Button, Card, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { TUserDetails } from '@ared/contract/users';
import { PROFILE_TEXTS as T } from '../texts';
import { usePersonActions } from './use-person-actions';

/** The side card: name, role, Edit Profile, Suspend or Activate (the one matching the status), Reset Password. */
export function ProfileSideCard({ person }: { person: TUserDetails }) {
  const actions = usePersonActions(person.id);
  const initials = `${person.first_name[0] ?? ''}${person.last_name[0] ?? ''}`.toUpperCase();
  return (
    <Card padding="lg" withBorder>
      <Stack align="center" gap="xs">
        <Avatar size={72} radius="xl" color="brand">
          {initials}
        </Avatar>
        <Title order={2} fz="lg" ta="center">
          {person.full_name}
        </Title>
        <Text size="sm" c="dimmed">
          {person.user_type}
        </Text>
        <Stack gap="xs" w="100%" mt="sm">
          <Button component={Link} to={`/user-details/${person.id}`} variant="light">
            {T.editProfile}
          </Button>
          {person.is_active ? (
            <Button color="red" variant="light" onClick={() => actions.ask('suspend')}>
              {T.suspend}
            </Button>
          ) : (
            <Button color="green" variant="light" onClick={() => actions.ask('activate')}>
              {T.activate}
            </Button>
          )}
          <Button variant="default" onClick={() => actions.ask('resetPassword')}>
            {T.resetPassword}
          </Button>
        </Stack>
      </Stack>
      {actions.dialog}
    </Card>
  );
}
