import { Button, Group } from '@mantine/core';

type Props = {
  cancelLabel: string;
  submitLabel: string;
  onCancel: () => void;
  /** The submit shows its spinner; when `lockCancel` is set, Cancel waits for it too (a transfer under way). */
  isSubmitting: boolean;
  lockCancel?: boolean;
  isSubmitDisabled?: boolean;
};

/** A dialog form's footer: Cancel, then the submit button, on the right. */
export function FormActions({
  cancelLabel,
  submitLabel,
  onCancel,
  isSubmitting,
  lockCancel = false,
  isSubmitDisabled = false,
}: Props) {
  return (
    <Group justify="flex-end" mt="sm">
      <Button variant="default" onClick={onCancel} disabled={lockCancel && isSubmitting}>
        {cancelLabel}
      </Button>
      <Button type="submit" loading={isSubmitting} disabled={isSubmitDisabled}>
        {submitLabel}
      </Button>
    </Group>
  );
}
