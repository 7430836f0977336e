import { Notifications } from '@mantine/notifications';

/** Where toasts appear; a dialog's heading and the top bar stay visible. */
export const TOAST_POSITION = 'bottom-right' as const;

/**
 * The toasts' container, in a module of its own so that it can come in its own chunk (providers.tsx).
 * Bottom right, above dialogs (zIndex over the modal's 200) but away from their heading and close button,
 * and away from the top bar (logout, profile). Decision 017.
 */
export default function Toasts() {
  return (
    <Notifications
      position={TOAST_POSITION}
      zIndex={1000}
      limit={4}
      classNames={{ root: 'app-notifications' }}
    />
  );
}
