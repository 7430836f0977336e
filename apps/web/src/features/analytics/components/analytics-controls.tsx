import { Group } from '@mantine/core';
import {
  ANALYTICS_RANGES,
  ANALYTICS_RANGE_LABELS,
  REPORT_FORMATS,
  type TAnalyticsRange,
} from '@ared/contract/analytics-fields';
import { ALL_BOXES, boxOptions } from '../analytics-boxes';
import { useBoxList } from '../api/box-calls';
import { NAMED_RANGES, isNamedRange, type NamedRange } from '../rating-range';
import { ANALYTICS_TEXTS } from '../texts';
import { FirstUseSelect } from '../../../components/first-use-select';

const T = ANALYTICS_TEXTS.controls;
const RANGE_OPTIONS = ANALYTICS_RANGES.map((value) => ({ value, label: ANALYTICS_RANGE_LABELS[value] }));
const NAMED_OPTIONS = NAMED_RANGES.map((value) => ({ value, label: ANALYTICS_TEXTS.namedRanges[value] }));
const FORMAT_OPTIONS = REPORT_FORMATS.map((value) => ({ value, label: T.formats[value] }));
const isRange = (v: string | null): v is TAnalyticsRange => ANALYTICS_RANGES.includes(v as TAnalyticsRange);
const isFormat = (v: string | null): v is (typeof REPORT_FORMATS)[number] =>
  REPORT_FORMATS.includes(v as (typeof REPORT_FORMATS)[number]);

type AnalyticsControlsProps = {
  partnerId: number | null;
  box: string | null;
  onBox: (serial: string | null) => void;
  range: TAnalyticsRange;
  onRange: (range: TAnalyticsRange) => void;
  named: NamedRange;
  onNamed: (named: NamedRange) => void;
  onDownload: (format: (typeof REPORT_FORMATS)[number]) => void;
  isDownloading: boolean;
};

/** The page's global controls (part 2 §2): mini server, duration, date range and the report download. */
export function AnalyticsControls(props: AnalyticsControlsProps) {
  const boxes = useBoxList(props.partnerId);
  return (
    <Group gap="sm" mb="md" align="flex-end" data-testid="analytics-controls">
      <FirstUseSelect
        label={T.box}
        data={boxOptions(boxes.data?.results ?? [])}
        value={props.box ?? ALL_BOXES}
        onChange={(v) => props.onBox(v && v !== ALL_BOXES ? v : null)}
        allowDeselect={false}
        searchable
        w={300}
      />
      <FirstUseSelect
        label={T.duration}
        data={RANGE_OPTIONS}
        value={props.range}
        onChange={(v) => isRange(v) && props.onRange(v)}
        allowDeselect={false}
        w={140}
      />
      <FirstUseSelect
        label={T.dates}
        data={NAMED_OPTIONS}
        value={props.named}
        onChange={(v) => isNamedRange(v) && props.onNamed(v)}
        allowDeselect={false}
        w={170}
      />
      <FirstUseSelect
        label={T.download}
        placeholder={T.downloadPlaceholder}
        data={FORMAT_OPTIONS}
        value={null}
        onChange={(v) => isFormat(v) && props.onDownload(v)}
        disabled={props.isDownloading}
        w={170}
      />
    </Group>
  );
}
