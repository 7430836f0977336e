import { Anchor, Button, Card, Group, Text, Title } from '@mantine/core';
import { notify } from '../../../lib/notify';
import { QUEUE_PAGE_TEXTS as T } from '../texts';

/**
 * The venue screen's address (decision 067): a public portal page with the realm's unguessable token, so a
 * TV browser shows the number being served without anyone signing in on it.
 */
export function QueueDisplayLink({ path }: { path: string }) {
  const url = new URL(path, window.location.origin).toString();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      notify.success(T.linkCopied);
    } catch {
      notify.error(url);
    }
  };
  return (
    <Card padding="lg" data-testid="queue-display">
      <Title order={2} fz="md" mb={4}>
        {T.display}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {T.displayHint}
      </Text>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }} mb="sm">
        <Anchor href={url} target="_blank" rel="noreferrer">
          {url}
        </Anchor>
      </Text>
      <Group gap="sm">
        <Button component="a" href={url} target="_blank" rel="noreferrer" variant="light">
          {T.openDisplay}
        </Button>
        <Button variant="default" onClick={() => void copy()}>
          {T.copyLink}
        </Button>
      </Group>
    </Card>
  );
}
