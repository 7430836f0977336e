import { ActionIcon, type ActionIconProps, type ElementProps } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import type { Ref } from 'react';

type Props = ActionIconProps & ElementProps<'button'> & { label: string; ref?: Ref<HTMLButtonElement> };

/**
 * The header's bell button: the same button before its menu is loaded (AlertsBell) and as the menu's
 * target (AlertsBellMenu), so swapping one for the other changes nothing on screen. Props (the menu's
 * handlers, ARIA state and ref) pass through to the button.
 */
export function BellButton({ label, ...props }: Props) {
  return (
    <ActionIcon variant="subtle" color="gray" size="lg" aria-label={label} {...props}>
      <IconBell size={20} stroke={1.7} />
    </ActionIcon>
  );
}
