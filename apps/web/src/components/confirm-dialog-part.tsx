import type { ReactNode } from 'react';
import { Button, Group, Modal, Text } from '@mantine/core';

export type ConfirmDialogProps = {
  opened: boolean;
  title: ReactNode;
  message?: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** Red confirm button for destructive actions. */
  isDanger?: boolean;
  isLoading?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

/** The confirmation dialog's Modal, loaded by ConfirmDialog on its first opening (decision 089). */
export default function ConfirmDialogPart({
  opened,
  title,
  message,
  confirmLabel = 'Confirm',
  cancelLabel = 'Cancel',
  isDanger = false,
  isLoading = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <Modal opened={opened} onClose={onCancel} title={title} centered radius="lg">
      {message && (
        <Text size="sm" c="dimmed">
          {message}
        </Text>
      )}
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onCancel} disabled={isLoading}>
          {cancelLabel}
        </Button>
        <Button color={isDanger ? 'red' : undefined} onClick={onConfirm} loading={isLoading}>
          {confirmLabel}
        </Button>
      </Group>
    </Modal>
  );
}
