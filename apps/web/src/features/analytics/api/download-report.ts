import { useMutation } from '@tanstack/react-query';
import type { REPORT_FORMATS, REPORT_TABS, TAnalyticsRange } from '@ared/contract/analytics-fields';
import { api } from '../../../lib/http';
import { saveFile } from '../../../lib/save-file';
import type { RatingDates } from '../rating-range';

export type ReportRequest = {
  format: (typeof REPORT_FORMATS)[number];
  tab: (typeof REPORT_TABS)[number];
  range: TAnalyticsRange;
  /** The box's serial, or null for All Boxes. */
  router: string | null;
  partnerId: number;
  /** The date-range picker's days: the Feedback report follows them, as the Feedback tab does. */
  dates: RatingDates;
};

/** Saved when the server names no file (it always does; this only keeps a download from being lost). */
const FALLBACK_NAME = 'analytics-report';

/**
 * GET analytics/report/?format=&tab=&time_range=&router= with the bearer token (a link cannot carry it),
 * saved under the name the server gives it: analytics-<tab>-<box or all-boxes>-<from>-<to>.<format>, the
 * days being those the server computed the figures for (decision 052).
 */
export async function downloadReport({
  format,
  tab,
  range,
  router,
  partnerId,
  dates,
}: ReportRequest): Promise<string> {
  const { blob, fileName } = await api.requestDownload('analytics/report/', {
    query: {
      format,
      tab,
      time_range: range,
      router: router ?? undefined,
      partner: partnerId,
      ...(tab === 'feedback-analytics' && dates),
    },
  });
  const name = fileName ?? `${FALLBACK_NAME}.${format}`;
  saveFile(blob, name);
  return name;
}

export const useDownloadReport = () => useMutation({ mutationFn: downloadReport });
