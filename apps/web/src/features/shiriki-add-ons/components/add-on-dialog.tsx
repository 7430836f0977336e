import { Divider, Modal, Stack, Text } from '@mantine/core';
import { SPEED_FIELDS, type TPartnerSettings } from '@ared/contract/partner-settings';
import type { AddOn } from '../add-ons/add-on-catalog';
import { ADD_ON_TEXTS as T } from '../add-ons/add-on-texts';
import { DurationPanel } from '../settings/duration-panel';
import { MenuPanel } from '../settings/menu-panel';
import { SettingsHistory } from '../settings/settings-history';
import { SETTINGS_TEXTS as S } from '../settings/settings-texts';
import { SpeedLimitsPanel } from '../settings/speed-limits-panel';
import { TokenTiersPanel } from '../settings/token-tiers-panel';
import { WebAppLoginPanel } from '../settings/web-app-login-panel';

export type OpenedPopup = { kind: 'add-on'; addOn: AddOn } | { kind: 'speeds' };

type Props = {
  partnerId: number;
  settings: TPartnerSettings;
  opened: OpenedPopup | null;
  isAdmin: boolean;
  onClose: () => void;
};

function Panel({
  addOn,
  partnerId,
  settings,
  isAdmin,
}: Omit<Props, 'opened' | 'onClose'> & { addOn: AddOn }) {
  const props = { partnerId, isAdmin };
  switch (addOn.panel) {
    case 'sms':
      return <DurationPanel kind="sms" totalSmsSent={settings.total_sms_sent} {...props} />;
    case 'auto-connect':
      return <DurationPanel kind="auto-connect" onQrScan={settings.auto_connect_on_qr_scan} {...props} />;
    case 'web-app-login':
      return <WebAppLoginPanel settings={settings} {...props} />;
    case 'food-drink-menu':
      return <MenuPanel isActive={settings.has_food_drink_menu_feature_enabled} partnerId={partnerId} />;
    case 'token-purchase':
      return <TokenTiersPanel {...props} />;
    case 'none':
      return null;
  }
}

/** The popup of a clicked card (part 2 §2): the add-on's settings, then who changed it and when. */
export function AddOnDialog({ partnerId, settings, opened, isAdmin, onClose }: Props) {
  const title = opened === null ? '' : opened.kind === 'speeds' ? S.speeds.cardName : opened.addOn.name;
  const fields = opened === null ? [] : opened.kind === 'speeds' ? SPEED_FIELDS : opened.addOn.historyFields;
  return (
    <Modal opened={opened !== null} onClose={onClose} title={title} centered radius="lg" size="lg">
      {opened && (
        <Stack gap="md">
          {opened.kind === 'add-on' && (
            <Text size="sm" c="dimmed">
              {opened.addOn.description}{' '}
              {opened.addOn.isComingSoon
                ? T.comingSoonReason
                : settings[opened.addOn.flag]
                  ? `(${T.active})`
                  : `(${T.inactive})`}
            </Text>
          )}
          {!isAdmin && (
            <Text size="sm" c="dimmed">
              {S.readOnly}
            </Text>
          )}
          {opened.kind === 'speeds' ? (
            <SpeedLimitsPanel partnerId={partnerId} settings={settings} isAdmin={isAdmin} />
          ) : (
            <Panel addOn={opened.addOn} partnerId={partnerId} settings={settings} isAdmin={isAdmin} />
          )}
          <Divider />
          <SettingsHistory partnerId={partnerId} fields={fields} />
        </Stack>
      )}
    </Modal>
  );
}
