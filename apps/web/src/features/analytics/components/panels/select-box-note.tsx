import { Card, Text } from '@mantine/core';

/** What a box-only panel says while All Boxes is chosen (part 2 §2). */
export function SelectBoxNote({ text, testId = 'select-box-note' }: { text: string; testId?: string }) {
  return (
    <Card padding="xl" data-testid={testId}>
      <Text c="dimmed" ta="center">
        {text}
      </Text>
    </Card>
  );
}
