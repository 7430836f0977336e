import { Group } from '@mantine/core';
import { IconStar, IconStarFilled } from '@tabler/icons-react';
import { starsLabel } from '../texts';

type Props = { stars: number; size?: number };

/** One to five stars, filled up to `stars` rounded; read out as '4 of 5 stars' (the icons are decoration). */
export function RatingStars({ stars, size = 16 }: Props) {
  const filled = Math.round(stars);
  return (
    <Group gap={2} wrap="nowrap" role="img" aria-label={starsLabel(filled)} data-testid="rating-stars">
      {[1, 2, 3, 4, 5].map((n) =>
        n <= filled ? (
          <IconStarFilled key={n} size={size} color="var(--mantine-color-yellow-5)" aria-hidden />
        ) : (
          <IconStar key={n} size={size} color="var(--mantine-color-gray-4)" aria-hidden />
        ),
      )}
    </Group>
  );
}
