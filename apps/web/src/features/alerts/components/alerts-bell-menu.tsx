import { Group, Menu, Text } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import { formatListDateTime } from '../../../lib/format';
import { useAlerts } from '../api/alert-list';
import { useMarkAlertRead } from '../api/alert-read';
import { ALERTS_TEXTS as T } from '../texts';
import { alertHeadline, alertLink } from './alert-headline';
import { AlertStatusBadge } from './alert-status-badge';
import { BellButton } from './bell-button';

const RECENT = 5;

// Mantine's item label grows (flex: 1) but cannot shrink below its text: a long headline pushed the status
// badge out of the menu (seen on a 390 px phone). With min-width 0 the headline wraps (two lines at most).
const ITEM_STYLES = { itemLabel: { minWidth: 0 } };

/**
 * The bell's menu, from its first opening on (AlertsBell loads it then): open at once, since it is made
 * by the press that wants it. The latest alerts; opening one marks it read and goes to its box.
 */
export default function AlertsBellMenu({ label }: { label: string }) {
  const navigate = useNavigate();
  const markRead = useMarkAlertRead();
  return (
    <Menu position="bottom-end" width={340} shadow="md" withinPortal defaultOpened>
      <Menu.Target>
        <BellButton label={label} />
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{T.recent}</Menu.Label>
        <RecentAlerts
          onOpen={(id, link) => {
            markRead.mutate(id);
            if (link) navigate(link);
          }}
        />
        <Menu.Divider />
        {/* A menu item, so choosing it closes the menu (an open menu left behind would trap focus). */}
        <Menu.Item component={Link} to="/alerts" ta="center" c="brand">
          {T.viewAll}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

/** Rendered only while the menu is open: the list is asked for when the user looks. */
function RecentAlerts({ onOpen }: { onOpen: (id: number, link: string | null) => void }) {
  const query = useAlerts({ page: 1, page_size: RECENT });
  const alerts = query.data?.results ?? [];
  // A menu holds menu items only (axe): what is not an alert is a disabled item.
  if (query.isError)
    return (
      <Menu.Item disabled c="red">
        {T.fetchFailed}
      </Menu.Item>
    );
  if (!query.isPending && alerts.length === 0) return <Menu.Item disabled>{T.none}</Menu.Item>;
  return alerts.map((alert) => (
    <Menu.Item key={alert.id} onClick={() => onOpen(alert.id, alertLink(alert))} styles={ITEM_STYLES}>
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <div style={{ minWidth: 0 }}>
          <Text size="sm" fw={alert.read ? 400 : 700} lineClamp={2}>
            {alertHeadline(alert)}
          </Text>
          <Text size="xs" c="dimmed">
            {formatListDateTime(alert.opened_at)}
          </Text>
        </div>
        <AlertStatusBadge isOpen={alert.closed_at === null} />
      </Group>
    </Menu.Item>
  ));
}
