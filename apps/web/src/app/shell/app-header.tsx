import { Badge, Burger, Group, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCalendar } from '@tabler/icons-react';
import type { TMe } from '@ared/contract/users';
import { activeTabStore } from '../../lib/active-tab';
import { useHeaderDate } from '../../lib/use-header-date';
import { HeaderIcon } from './header-icon-view';
import { SHELL_TEXTS } from './texts';
import { TopBar } from './top-bar';

type AppHeaderProps = { user: TMe; navOpened: boolean; onToggleNav: () => void };

export function AppHeader({ user, navOpened, onToggleNav }: AppHeaderProps) {
  const today = useHeaderDate();
  const tab = activeTabStore.use((s) => s.tab);
  const partner = user.partner;
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap" gap="sm">
      <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
        <Burger
          opened={navOpened}
          onClick={onToggleNav}
          hiddenFrom="sm"
          size="sm"
          aria-label={SHELL_TEXTS.toggleNavigation}
        />
        <ThemeIcon variant="light" size={38} radius="md" aria-hidden>
          <HeaderIcon tab={tab} />
        </ThemeIcon>
        <div style={{ minWidth: 0 }}>
          <Title order={4} lh={1.2} data-testid="active-tab" lineClamp={1}>
            {tab}
          </Title>
          {partner && (
            <Group gap={6} wrap="nowrap" visibleFrom="sm">
              <Text size="xs" c="dimmed" truncate data-testid="partner-name">
                {partner.name}
              </Text>
              <Badge size="xs" variant="light" data-testid="plan-name">
                {SHELL_TEXTS.plan(partner.plan.name)}
              </Badge>
            </Group>
          )}
        </div>
      </Group>
      <Group gap="lg" wrap="nowrap">
        <Group gap={6} visibleFrom="md" wrap="nowrap">
          <IconCalendar size={17} stroke={1.7} color="var(--mantine-color-gray-6)" />
          <Text size="sm" c="dimmed" data-testid="today">
            {today}
          </Text>
        </Group>
        <TopBar user={user} />
      </Group>
    </Group>
  );
}
