import { useMutation } from '@tanstack/react-query';
import { reportFileName, type REPORT_FORMATS, type REPORT_TABS } from '@ared/contract/analytics';
import type { TAnalyticsRange } from '@ared/contract/analytics';
import { api } from '../../../lib/http';
import { saveFile } from '../../../lib/save-file';

export type ReportRequest = {
  format: (typeof REPORT_FORMATS)[number];
  tab: (typeof REPORT_TABS)[number];
  range: TAnalyticsRange;
  router: string;
  partnerId: number;
};

/**
 * GET analytics/report/?format=&tab=&time_range=&router= with the bearer token (a link cannot carry it), saved
 * as analytics_report.csv or analytics_report.pdf.
 */
export async function downloadReport({
  format,
  tab,
  range,
  router,
  partnerId,
}: ReportRequest): Promise<string> {
  const blob = await api.requestBlob('analytics/report/', {
    query: { format, tab, time_range: range, router, partner: partnerId },
  });
  const name = reportFileName(format);
  saveFile(blob, name);
  return name;
}

export const useDownloadReport = () => useMutation({ mutationFn: downloadReport });
