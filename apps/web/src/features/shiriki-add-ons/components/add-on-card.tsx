import type { ReactNode } from 'react';
import { Badge, Button, Card, Group, Stack, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconCopy, IconExternalLink } from '@tabler/icons-react';
import { ADD_ON_TEXTS as T } from '../add-ons/add-on-texts';

export type AddOnCardProps = {
  name: string;
  description: string;
  /** The badge: Active, Inactive, Coming soon, or a setting's summary. */
  status: { label: string; color: string };
  /** Opens the popup with the add-on's settings and history. */
  onOpen: () => void;
  /** The absolute access link while the add-on is on and has one. */
  accessLink?: string | null;
  onCopyLink?: (link: string) => void;
  /** Activate or Deactivate, when the signed-in user may switch it. */
  action?: ReactNode;
};

/** One card of the add-on grid (part 2 §2): name, badge, and the buttons that apply to it. */
export function AddOnCard({
  name,
  description,
  status,
  onOpen,
  accessLink,
  onCopyLink,
  action,
}: AddOnCardProps) {
  return (
    <Card padding="lg" withBorder radius="md" data-testid={`add-on-${name}`} h="100%">
      <Stack gap="sm" justify="space-between" h="100%">
        {/* The whole head opens the popup; its name is the card's name, then "settings" for screen readers. */}
        <UnstyledButton onClick={onOpen}>
          <Stack gap={6}>
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <Text fw={600}>
                {name}
                <VisuallyHidden> {T.settingsSuffix}</VisuallyHidden>
              </Text>
              <Badge variant="light" color={status.color} tt="none" style={{ flexShrink: 0 }}>
                {status.label}
              </Badge>
            </Group>
            <Text size="sm" c="dimmed">
              {description}
            </Text>
          </Stack>
        </UnstyledButton>
        {(accessLink || action) && (
          <Group gap="xs">
            {action}
            {accessLink && (
              <>
                <Button
                  component="a"
                  href={accessLink}
                  target="_blank"
                  rel="noopener"
                  size="xs"
                  variant="light"
                  leftSection={<IconExternalLink size={14} />}
                  aria-label={`${T.access} ${name}`}
                >
                  {T.access}
                </Button>
                <Button
                  size="xs"
                  variant="subtle"
                  leftSection={<IconCopy size={14} />}
                  aria-label={`${T.copyLink} ${name}`}
                  onClick={() => onCopyLink?.(accessLink)}
                >
                  {T.copyLink}
                </Button>
              </>
            )}
          </Group>
        )}
      </Stack>
    </Card>
  );
}
