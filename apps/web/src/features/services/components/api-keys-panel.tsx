import { Card, Group, Text, Title } from '@mantine/core';
import { SERVICES_TEXTS } from '../texts';

const T = SERVICES_TEXTS.apiKeys;

/** API_Keys (part 1 §2): the last-generated date. No key exists yet, so it honestly reads Never. */
export function ApiKeysPanel() {
  return (
    <Card padding="lg" data-testid="api-keys">
      <Title order={2} fz="lg" mb="xs">
        {T.title}
      </Title>
      <Group gap="xs">
        <Text fw={500}>{`${T.lastGenerated}:`}</Text>
        <Text data-testid="api-key-last-generated">{T.never}</Text>
      </Group>
      <Text size="sm" c="dimmed" mt="xs">
        {T.body}
      </Text>
    </Card>
  );
}
