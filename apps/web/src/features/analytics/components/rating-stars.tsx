import { Group } from '@mantine/core';
import { IconStar, IconStarFilled, IconStarHalfFilled } from '@tabler/icons-react';
import { starsLabel } from '../texts';

type Props = { stars: number; size?: number };

const FILLED = 'var(--mantine-color-yellow-5)';

/**
 * One to five stars, to the nearest half star (an average of 3.5 shows three and a half); read out as
 * '4 of 5 stars' or '3.5 of 5 stars' (the icons are decoration).
 */
export function RatingStars({ stars, size = 16 }: Props) {
  const halves = Math.round(stars * 2);
  return (
    <Group gap={2} wrap="nowrap" role="img" aria-label={starsLabel(halves / 2)} data-testid="rating-stars">
      {[1, 2, 3, 4, 5].map((n) =>
        n * 2 <= halves ? (
          <IconStarFilled key={n} size={size} color={FILLED} aria-hidden />
        ) : n * 2 - 1 === halves ? (
          <IconStarHalfFilled key={n} size={size} color={FILLED} aria-hidden />
        ) : (
          <IconStar key={n} size={size} color="var(--mantine-color-gray-4)" aria-hidden />
        ),
      )}
    </Group>
  );
}
