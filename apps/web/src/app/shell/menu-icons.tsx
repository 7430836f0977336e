import {
  IconApps,
  IconBuilding,
  IconBuildingStore,
  IconChartBar,
  IconLayoutDashboard,
  IconLifebuoy,
  IconMapPin,
  IconPhoto,
  IconPuzzle,
  IconReceipt,
  IconRouter,
  IconUserShield,
  IconUsers,
  IconUsersGroup,
  IconWorldWww,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';

type IconProps = { size?: number; stroke?: number };

/** Sidebar icons by menu id (see MENU). */
export const MENU_ICONS: Record<number, ComponentType<IconProps>> = {
  0: IconLayoutDashboard,
  1: IconChartBar,
  2: IconPhoto,
  3: IconUsersGroup,
  4: IconBuildingStore,
  5: IconUserShield,
  6: IconRouter,
  7: IconPuzzle,
  8: IconWorldWww,
  9: IconBuilding,
  10: IconMapPin,
  11: IconApps,
  12: IconUsers,
  13: IconReceipt,
  14: IconLifebuoy,
  // The support agents' inbox (SUPPORT_AGENT_MENU).
  15: IconLifebuoy,
};
