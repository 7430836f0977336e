import { Progress, Stack, Text } from '@mantine/core';
import { MEDIA_PAGE_TEXTS } from '../texts';

const T = MEDIA_PAGE_TEXTS.upload;

type Props = { percent: number; isResumable: boolean };

/** The upload's progress bar (part 2 §7: the upload shows its progress), with the percent written on it. */
export function UploadProgress({ percent, isResumable }: Props) {
  return (
    <Stack gap={4}>
      <Progress.Root size={18} radius="sm">
        <Progress.Section value={percent} aria-label={T.progressLabel} data-testid="upload-progress">
          <Progress.Label>{`${percent}%`}</Progress.Label>
        </Progress.Section>
      </Progress.Root>
      <Text size="xs" c="dimmed" aria-live="polite">
        {percent >= 100 ? T.processing : isResumable ? T.resumable : `${percent}%`}
      </Text>
    </Stack>
  );
}
