import { Button, Center, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconPuzzle } from '@tabler/icons-react';
import { ADD_ON_NAMES, addOnNotActive } from '@ared/contract/add-ons';
import type { TPartnerFeatureFlag } from '@ared/contract/plans';
import { useCan } from '../../lib/use-can';
import { notify } from '../../lib/notify';
import { useActivateAddOn } from './activate-add-on';

export const ADD_ON_OFF_TEXTS = {
  title: (name: string) => `${name} is not active`,
  explain:
    'Its pages, its calls and what guests see of it on the portal stay off until it is activated. Nothing is deleted: turning it on restores everything as it was.',
  activate: 'Activate',
  askAdmin: (name: string) => `A partner admin can activate the ${name} add-on.`,
  // Part 2 §8's toast for an activation that failed.
  failed: (name: string) => `Failed to activate ${name} Add-On`,
} as const;

/**
 * What a page of an add-on that is off shows instead (decision 066): the add-on's name, what off means, and
 * for a partner admin an Activate button (then the page itself); staff are told an admin can activate it.
 */
export function AddOnOffPage({ flag }: { flag: TPartnerFeatureFlag }) {
  const name = ADD_ON_NAMES[flag];
  const isAdmin = useCan('admin');
  const activate = useActivateAddOn(flag);
  const onActivate = () =>
    activate.mutate(undefined, { onError: () => notify.error(ADD_ON_OFF_TEXTS.failed(name)) });
  return (
    <Center mih="60vh" p="md">
      <Stack align="center" gap="sm" data-testid="add-on-off-page" maw={520}>
        <ThemeIcon size={64} radius="xl" variant="light">
          <IconPuzzle size={34} stroke={1.6} />
        </ThemeIcon>
        <Title order={1} fz="h2" ta="center">
          {ADD_ON_OFF_TEXTS.title(name)}
        </Title>
        <Text ta="center">{addOnNotActive(flag)}</Text>
        <Text c="dimmed" ta="center">
          {ADD_ON_OFF_TEXTS.explain}
        </Text>
        {isAdmin ? (
          <Button mt="sm" onClick={onActivate} loading={activate.isPending}>
            {ADD_ON_OFF_TEXTS.activate}
          </Button>
        ) : (
          <Text fw={500} ta="center">
            {ADD_ON_OFF_TEXTS.askAdmin(name)}
          </Text>
        )}
      </Stack>
    </Center>
  );
}
