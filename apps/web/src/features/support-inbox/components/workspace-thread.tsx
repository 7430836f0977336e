import { Text } from '@mantine/core';
import type { TSupportWorkspaceThread } from '@ared/contract/assistant';
import { formatListDateTime } from '../../../lib/format';
import { INBOX_TEXTS as T } from '../texts';

/**
 * Where the chat stands in the Slack channel (decision 076): an agent sees that Slack is failing, and why,
 * without the server's log, and answers here meanwhile.
 */
export function WorkspaceThread({ thread }: { thread: TSupportWorkspaceThread }) {
  if (thread.state === 'failing')
    return (
      <Text size="sm" c="red">
        {T.workspace.failing(thread.failure ?? '', formatListDateTime(thread.failing_since) ?? '—')}
      </Text>
    );
  return <Text size="sm">{T.workspace[thread.state]}</Text>;
}
