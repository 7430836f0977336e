import { useEffect } from 'react';
import { Alert, Button, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconMessageStar, IconStar } from '@tabler/icons-react';
import { DataTable } from '../../../components/data-table/data-table';
import { useListParams } from '../../../components/data-table/use-list-params';
import { StatCard } from '../../../components/stat-card';
import { useAuthStore } from '../../../lib/auth-store';
import { notify } from '../../../lib/notify';
import { useRatingAnalytics } from '../api/get-rating-analytics';
import { useRatings } from '../api/get-ratings';
import type { RatingDates } from '../rating-range';
import { ANALYTICS_TEXTS } from '../texts';
import { RatingDistribution } from './rating-distribution';
import { RatingStars } from './rating-stars';
import { ratingsColumns } from './ratings-columns';
import { SeriesTable } from './series-table';
import { listPagination } from '../../../components/data-table/list-pagination';

const T = ANALYTICS_TEXTS.feedback;
const oneDecimal = (n: number) => n.toFixed(1);

/**
 * The Feedback tab (part 2 §2): the guests' ratings of the partner's Wi-Fi over the days of the page's
 * date-range picker (fixed when the range is chosen, so a page change keeps asking for the same days).
 */
export function FeedbackPanel({ dates }: { dates: RatingDates }) {
  const partnerId = useAuthStore((s) => s.partnerId);
  const list = useListParams({ inUrl: false });
  const { setPage } = list;
  useEffect(() => setPage(1), [dates, setPage]);
  const analytics = useRatingAnalytics(partnerId === null ? null : { partner: partnerId, ...dates });
  const ratings = useRatings(
    partnerId === null
      ? null
      : { partner_id: partnerId, ...dates, page: list.page, page_size: list.pageSize },
  );
  const stats = analytics.data;
  const isFailed = analytics.isError || ratings.isError;

  useEffect(() => {
    if (isFailed) notify.error(T.loadFailed);
  }, [isFailed]);

  return (
    <Stack gap="lg" data-testid="feedback-panel">
      {isFailed && (
        <Alert color="red" variant="light" title={T.loadFailed}>
          <Button
            size="xs"
            variant="light"
            color="red"
            onClick={() => {
              void analytics.refetch();
              void ratings.refetch();
            }}
          >
            {T.retry}
          </Button>
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <StatCard
          title={T.average}
          value={stats?.overall_average_rating}
          format={oneDecimal}
          footer={stats && <RatingStars stars={stats.overall_average_rating} />}
          icon={IconStar}
          color="yellow"
          isLoading={analytics.isPending}
          testId="average-rating"
        />
        <StatCard
          title={T.total}
          value={stats?.total_ratings}
          icon={IconMessageStar}
          color="blue"
          isLoading={analytics.isPending}
          testId="total-ratings"
        />
      </SimpleGrid>
      {stats &&
        (stats.total_ratings === 0 ? (
          <Text c="dimmed" ta="center" data-testid="feedback-no-data">
            {T.noData}
          </Text>
        ) : (
          <SimpleGrid cols={{ base: 1, md: 3 }}>
            <RatingDistribution distribution={stats.distribution_of_ratings} />
            <SeriesTable
              title={T.trends}
              valueHeader={T.averageStars}
              series={stats.trends_over_time}
              format={oneDecimal}
              testId="rating-trends"
            />
            <SeriesTable
              title={T.frequency}
              valueHeader={T.ratingsCount}
              series={stats.feedback_frequency}
              testId="rating-frequency"
            />
          </SimpleGrid>
        ))}
      <DataTable
        aria-label={T.table}
        rows={(ratings.data?.results ?? []).map((r, i) => ({ ...r, key: `${list.page}-${i}` }))}
        columns={ratingsColumns}
        getRowId={(r) => r.key}
        isLoading={ratings.isPending && partnerId !== null}
        isFetching={ratings.isPlaceholderData}
        emptyText={T.noData}
        minWidth={560}
        pagination={listPagination(list, ratings.data?.count ?? 0)}
      />
    </Stack>
  );
}
