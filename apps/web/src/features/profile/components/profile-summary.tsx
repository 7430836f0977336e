import { Avatar, Badge, Card, Divider, Group, Stack, Text } from '@mantine/core';
import type { TMe } from '@ared/contract/users';
import { PROFILE_TEXTS } from '../texts';

const S = PROFILE_TEXTS.summary;

function Row({ label, value }: { label: string; value: string }) {
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={500} truncate>
        {value}
      </Text>
    </Group>
  );
}

export function ProfileSummary({ user }: { user: TMe }) {
  return (
    <Card padding="lg">
      <Stack align="center" gap={6}>
        <Avatar src={user.profile_pic} size={96} radius={96} color="brand" alt={user.full_name}>
          {user.first_name.charAt(0)}
          {user.last_name.charAt(0)}
        </Avatar>
        <Text fw={700} size="lg" ta="center" mt="xs">
          {user.full_name}
        </Text>
        <Badge variant="light">{S.role[user.role] ?? user.role}</Badge>
      </Stack>
      <Divider my="md" />
      <Stack gap="xs">
        {user.partner && <Row label={S.partner} value={user.partner.name} />}
        <Row label={S.email} value={user.email} />
        <Row label={S.phone} value={user.phone || '—'} />
      </Stack>
    </Card>
  );
}
