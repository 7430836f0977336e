import { Anchor, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { TAssistantResult } from '@ared/contract/assistant';
import { formatInstant, resultLines } from '../chat-rules';
import { PANEL_TEXTS as T } from '../texts';

/**
 * A structured result as part 2 §7 shows it: title-cased 'key: value' lines, '(no data)' for a missing
 * value; with the window it covers and a link to the page that shows the same figure.
 */
export function ChatResult({ result }: { result: TAssistantResult }) {
  return (
    <Stack gap={4}>
      <Text size="sm" fw={600}>
        {result.title}
      </Text>
      {result.window && (
        <Text size="xs" c="dimmed">
          {T.window(
            formatInstant(result.window.from, result.window.time_zone),
            formatInstant(result.window.to, result.window.time_zone),
            result.window.time_zone,
          )}
        </Text>
      )}
      {result.rows.length === 0 && <Text size="sm">{T.noResults}</Text>}
      {result.rows.map((row, index) => (
        <Stack key={index} gap={0} pt={index > 0 ? 4 : 0}>
          {resultLines(row, T.noData, result.window?.time_zone).map((line, i) => (
            <Text key={i} size="sm">
              {line}
            </Text>
          ))}
        </Stack>
      ))}
      {result.link && (
        <Anchor component={Link} to={result.link.path} size="sm">
          {result.link.label}
        </Anchor>
      )}
    </Stack>
  );
}
