import { Suspense, lazy, useState } from 'react';
import { Alert, Button, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { TPartnerSettings } from '@ared/contract/partner-settings';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useCan } from '../../../lib/use-can';
import { usePartnerSettings } from '../api/partner-settings';
import { ADD_ONS, OTHER_ADD_ONS, accessLinkOf, type AddOn } from '../add-ons/add-on-catalog';
import { ADD_ON_TEXTS as T } from '../add-ons/add-on-texts';
import { copyLink } from '../add-ons/copy-link';
import { useAddOnSwitch } from '../add-ons/use-add-on-switch';
import { SETTINGS_TEXTS as S } from '../settings/settings-texts';
import { AddOnCard } from './add-on-card';
import type { OpenedPopup } from './add-on-dialog';

// The popups (their forms, selects, tables) load when a card is first opened: the grid alone is the page.
const AddOnDialog = lazy(() => import('./add-on-dialog').then((m) => ({ default: m.AddOnDialog })));

const statusOf = (addOn: AddOn, isActive: boolean) =>
  addOn.isComingSoon
    ? { label: T.comingSoon, color: 'yellow' }
    : isActive
      ? { label: T.active, color: 'green' }
      : { label: T.inactive, color: 'gray' };

const cols = { base: 1, sm: 2, lg: 3, xl: 4 };

/** The add-on cards (part 2 §2) and the popup of the one clicked. */
export function AddOnGrid({ partnerId }: { partnerId: number }) {
  const settings = usePartnerSettings(partnerId);
  const isAdmin = useCan('admin');
  const { setActive, pendingKey } = useAddOnSwitch(partnerId);
  const [opened, setOpened] = useState<OpenedPopup | null>(null);
  const [confirming, setConfirming] = useState<AddOn | null>(null);
  // Mounted from the first opening on, so closing keeps the modal's closing transition.
  const [hasOpened, setHasOpened] = useState(false);
  const open = (popup: OpenedPopup) => {
    setHasOpened(true);
    setOpened(popup);
  };

  if (settings.isPending) return <Skeleton h={320} radius="md" />;
  if (settings.isError || !settings.data)
    return (
      <Alert color="red" title={T.loadFailed}>
        <Button size="xs" variant="light" onClick={() => void settings.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  const data: TPartnerSettings = settings.data;

  const card = (addOn: AddOn) => {
    const isActive = data[addOn.flag];
    const canSwitch = isAdmin && !addOn.isComingSoon;
    return (
      <AddOnCard
        key={addOn.key}
        name={addOn.name}
        description={addOn.description}
        status={statusOf(addOn, isActive)}
        onOpen={() => open({ kind: 'add-on', addOn })}
        accessLink={accessLinkOf(addOn, isActive, window.location.origin)}
        onCopyLink={(link) => void copyLink(link)}
        action={
          canSwitch && (
            <Button
              size="xs"
              variant={isActive ? 'default' : 'filled'}
              color={isActive ? 'red' : undefined}
              loading={pendingKey === addOn.key}
              aria-label={`${isActive ? T.deactivate : T.activate} ${addOn.name}`}
              onClick={() => (isActive ? setConfirming(addOn) : void setActive(addOn, true))}
            >
              {isActive ? T.deactivate : T.activate}
            </Button>
          )
        }
      />
    );
  };

  return (
    <Stack gap="lg">
      {!isAdmin && (
        <Text size="sm" c="dimmed" data-testid="add-ons-staff-note">
          {T.adminOnly}
        </Text>
      )}
      <Stack gap="sm">
        <Title order={2} fz="lg">
          {T.gridHeading}
        </Title>
        <SimpleGrid cols={cols}>{ADD_ONS.map(card)}</SimpleGrid>
      </Stack>
      <Stack gap="sm">
        <Title order={2} fz="lg">
          {T.otherHeading}
        </Title>
        <SimpleGrid cols={cols}>
          {OTHER_ADD_ONS.map(card)}
          <AddOnCard
            name={S.speeds.cardName}
            description={S.speeds.cardDescription}
            status={{
              label: S.speeds.summary(data.internet_download_speed, data.internet_upload_speed),
              color: 'blue',
            }}
            onOpen={() => open({ kind: 'speeds' })}
          />
        </SimpleGrid>
      </Stack>
      {hasOpened && (
        <Suspense fallback={null}>
          <AddOnDialog
            partnerId={partnerId}
            settings={data}
            opened={opened}
            isAdmin={isAdmin}
            onClose={() => setOpened(null)}
          />
        </Suspense>
      )}
      <ConfirmDialog
        opened={confirming !== null}
        title={confirming ? T.confirmDeactivateTitle(confirming.name) : ''}
        message={confirming ? T.confirmDeactivate(confirming.name) : undefined}
        confirmLabel={T.deactivate}
        cancelLabel={T.cancel}
        isDanger
        isLoading={confirming !== null && pendingKey === confirming.key}
        onConfirm={() => {
          if (confirming) void setActive(confirming, false).finally(() => setConfirming(null));
        }}
        onCancel={() => setConfirming(null)}
      />
    </Stack>
  );
}
