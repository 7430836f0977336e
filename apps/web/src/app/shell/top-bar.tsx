import { ActionIcon, Avatar, Button, Group, Text } from '@mantine/core';
import { IconLogout, IconUserCircle } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { TMe } from '@ared/contract/users';
import { AlertsBell } from '../../features/alerts/components/alerts-bell';
import { useLogout } from '../../lib/api/logout';
import { SHELL_TEXTS } from './texts';
import { HoverTooltip } from '../../components/hover-tooltip';

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('');

/** Welcome with the user's picture, the profile link to /account-info and Logout. */
export function TopBar({ user }: { user: TMe }) {
  const logout = useLogout();
  return (
    <Group gap="sm" wrap="nowrap">
      <Group gap={10} wrap="nowrap">
        <Avatar src={user.profile_pic} alt={user.full_name} radius="xl" size={36} color="brand">
          {initials(user.full_name)}
        </Avatar>
        <div style={{ lineHeight: 1.15 }}>
          <Text size="xs" c="dimmed" visibleFrom="sm">
            {SHELL_TEXTS.welcome}
          </Text>
          <Text size="sm" fw={600} visibleFrom="sm" data-testid="welcome-name">
            {user.full_name}
          </Text>
        </div>
      </Group>
      {/* Alerts are a partner's: a platform support agent (no partner) has none to ring for. */}
      {user.partner !== null && <AlertsBell />}
      <HoverTooltip label={SHELL_TEXTS.profile}>
        <ActionIcon
          component={Link}
          to="/account-info"
          variant="subtle"
          color="gray"
          size="lg"
          aria-label={SHELL_TEXTS.profile}
        >
          <IconUserCircle size={20} stroke={1.7} />
        </ActionIcon>
      </HoverTooltip>
      <Button
        variant="light"
        color="red"
        size="xs"
        leftSection={<IconLogout size={16} />}
        onClick={() => logout.mutate()}
        loading={logout.isPending}
        visibleFrom="xs"
      >
        {SHELL_TEXTS.logout}
      </Button>
      <ActionIcon
        variant="light"
        color="red"
        size="lg"
        hiddenFrom="xs"
        aria-label={SHELL_TEXTS.logout}
        onClick={() => logout.mutate()}
      >
        <IconLogout size={18} />
      </ActionIcon>
    </Group>
  );
}
