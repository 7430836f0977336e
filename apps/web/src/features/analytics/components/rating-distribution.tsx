import { Card, Group, Progress, Stack, Text, Title } from '@mantine/core';
import type { TRatingAnalytics } from '@ared/contract/ratings';
import { ANALYTICS_TEXTS } from '../texts';
import { RatingStars } from './rating-stars';

const T = ANALYTICS_TEXTS.feedback;

type Props = { distribution: TRatingAnalytics['distribution_of_ratings'] };

/** The distribution of ratings (part 2 §2): a bar per star count, 5 stars on top, with how many gave it. */
export function RatingDistribution({ distribution }: Props) {
  const rows = distribution.labels.map((label, i) => ({
    stars: Number(label),
    count: distribution.data[i] ?? 0,
  }));
  const total = rows.reduce((sum, r) => sum + r.count, 0);
  return (
    <Card padding="lg" h="100%" data-testid="rating-distribution">
      <Title order={3} fz="md" mb="md">
        {T.distribution}
      </Title>
      <Stack gap="sm">
        {[...rows].reverse().map((r) => (
          <Group key={r.stars} gap="sm" wrap="nowrap" data-testid={`distribution-${r.stars}`}>
            <RatingStars stars={r.stars} size={14} />
            <Progress
              value={total === 0 ? 0 : (r.count / total) * 100}
              color="yellow.5"
              size="lg"
              flex={1}
              aria-hidden
            />
            <Text size="sm" fw={600} w={40} ta="right">
              {r.count}
            </Text>
          </Group>
        ))}
      </Stack>
    </Card>
  );
}
