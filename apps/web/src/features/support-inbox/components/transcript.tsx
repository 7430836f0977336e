import { Paper, Stack, Text } from '@mantine/core';
import type { TSupportConversation } from '@ared/contract/assistant';
import { formatListDateTime } from '../../../lib/format';
import { INBOX_TEXTS as T } from '../texts';

type Line = TSupportConversation['transcript'][number];

/** Who said a line, as the user's panel shows it: 'Agent (name):' for an agent. */
const speaker = (line: Line) =>
  line.sender === 'agent'
    ? T.agentPrefix(line.name)
    : `${line.sender === 'user' ? line.name || T.senders.user : T.senders.bot}:`;

/** The chat from its first line: the user, the assistant's answers, and the agents' replies. */
export function Transcript({ lines }: { lines: readonly Line[] }) {
  return (
    <Stack gap="xs" role="log" aria-label={T.transcript}>
      {lines.map((line) => (
        <Paper
          key={line.id}
          p="xs"
          radius="md"
          bg={line.sender === 'user' ? 'var(--mantine-color-gray-1)' : 'var(--mantine-primary-color-light)'}
          ml={line.sender === 'user' ? 0 : 'xl'}
          mr={line.sender === 'user' ? 'xl' : 0}
        >
          <Text size="xs" c="dimmed">
            {speaker(line)} · {formatListDateTime(line.at)}
          </Text>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {line.text}
          </Text>
        </Paper>
      ))}
    </Stack>
  );
}
