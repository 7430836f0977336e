import { memo, useEffect, useState } from 'react';
import { Anchor, Box, Group, NavLink, Stack } from '@mantine/core';
import { Link, useLocation, useNavigate } from 'react-router';
import type { TPartnerPlan } from '@ared/contract/plans';
import { activeTabStore } from '../../lib/active-tab';
import { useAuthStore } from '../../lib/auth-store';
import { isSupportAgent } from '../../lib/support-agent';
import { useCan } from '../../lib/use-can';
import { FOOTER_LINKS, SUPPORT_AGENT_FOOTER_LINKS, SUPPORT_AGENT_MENU, menuFor, type MenuItem } from './menu';
import { MENU_ICONS } from './menu-icons';
import { SHELL_TEXTS } from './texts';
import classes from './sidebar.module.css';

type SidebarProps = { plan: TPartnerPlan | null; onNavigate: () => void };

function MenuEntry({
  item,
  pathname,
  onNavigate,
}: {
  item: MenuItem;
  pathname: string;
  onNavigate: () => void;
}) {
  const activeId = activeTabStore.use((s) => s.id);
  const navigate = useNavigate();
  const Icon = MENU_ICONS[item.id];
  const icon = Icon ? <Icon size={19} stroke={1.7} /> : null;
  const [opened, setOpened] = useState(activeId === item.id);
  // Entering a group's page from elsewhere (header link, back button) unfolds that group.
  useEffect(() => {
    if (activeId === item.id) setOpened(true);
  }, [activeId, item.id]);

  if (!item.children) {
    return (
      <NavLink
        component={Link}
        to={item.path ?? '#'}
        label={item.title}
        leftSection={icon}
        active={pathname === item.path}
        onClick={onNavigate}
        variant="light"
      />
    );
  }
  return (
    <NavLink
      component="button"
      type="button"
      label={item.title}
      leftSection={icon}
      opened={opened}
      // A folded group's links are not drawn (Mantine keeps them, hidden, by default): fewer elements on
      // every page's first load (issue 29 §7).
      keepMounted={false}
      active={activeId === item.id && !opened}
      variant="light"
      onChange={setOpened}
      onClick={() => {
        // The group's own path opens when the group is unfolded (Officers has none).
        if (!opened && item.path && pathname !== item.path) navigate(item.path);
      }}
    >
      {item.children.map((child) => (
        <NavLink
          key={child.path + child.title}
          component={Link}
          to={child.path}
          label={child.title}
          active={pathname === child.path}
          onClick={onNavigate}
          variant="light"
        />
      ))}
    </NavLink>
  );
}

/**
 * The menu. Memoized: its ~50 links are most of the shell's rendering, and nothing the header or the page
 * re-renders for (the user re-read, the alerts count) changes them (issue 29 §7).
 */
export const Sidebar = memo(function Sidebar({ plan, onNavigate }: SidebarProps) {
  const { pathname } = useLocation();
  const isAdmin = useCan('admin');
  const isAgent = useAuthStore((s) => isSupportAgent(s.user?.role));
  return (
    <Stack gap={0} h="100%" component="nav" aria-label={SHELL_TEXTS.mainNavigation}>
      {/* Scrolls when the groups are open on a short screen: a keyboard must reach it (axe). The browser's own
          scrolling, not Mantine's ScrollArea: its scrollbars read the scroll position on every mount, each a
          forced layout of the page, about half a second of a slow phone's first load (decision 064). */}
      <Box className={classes.menuScroll} px="xs" py="sm" tabIndex={0}>
        {(isAgent ? SUPPORT_AGENT_MENU : menuFor({ plan, isAdmin })).map((item) => (
          <MenuEntry key={item.id} item={item} pathname={pathname} onNavigate={onNavigate} />
        ))}
      </Box>
      <Group
        gap="md"
        px="md"
        py="sm"
        justify="center"
        style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}
      >
        {(isAgent ? SUPPORT_AGENT_FOOTER_LINKS : FOOTER_LINKS).map(({ label, path }) => (
          <Anchor key={label} component={Link} to={path} size="xs" c="dimmed" onClick={onNavigate}>
            {label}
          </Anchor>
        ))}
      </Group>
    </Stack>
  );
});
