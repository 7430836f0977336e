import { Alert, Button } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { VOUCHERS_TEXTS } from '../texts';

/** A list that could not be fetched: the spec's page error and a retry. */
export function PageError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Alert color="red" variant="light" mb="md" icon={<IconAlertTriangle size={18} />} title={message}>
      <Button size="xs" variant="light" color="red" onClick={onRetry}>
        {VOUCHERS_TEXTS.retry}
      </Button>
    </Alert>
  );
}
