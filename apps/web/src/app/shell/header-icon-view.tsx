import {
  IconFiles,
  IconLayoutDashboard,
  IconLifebuoy,
  IconMessageStar,
  IconReceipt2,
  IconRouter,
  IconServer2,
  IconTicket,
  IconUserCircle,
  IconWorldWww,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { headerIconKey, type HeaderIconKey } from './header-icon';

type IconProps = { size?: number; stroke?: number };

const ICONS: Record<HeaderIconKey, ComponentType<IconProps>> = {
  account: IconUserCircle,
  routers: IconServer2,
  billing: IconReceipt2,
  support: IconLifebuoy,
  files: IconFiles,
  'captive-portal': IconWorldWww,
  dashboard: IconLayoutDashboard,
  vouchers: IconTicket,
  feedback: IconMessageStar,
  router: IconRouter,
};

export function HeaderIcon({ tab, size = 22 }: { tab: string; size?: number }) {
  const key = headerIconKey(tab);
  const Icon = ICONS[key];
  return (
    <span data-icon={key} style={{ display: 'inline-flex' }}>
      <Icon size={size} stroke={1.7} />
    </span>
  );
}
