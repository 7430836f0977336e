import { Badge } from '@mantine/core';
import type { TSme } from '@ared/contract/smes';
import { SME_STATUS_COLORS, smeStatusText, todayIso } from '../sme-rules';

/** The server's status by precedence; while in trial, the countdown instead of the word Trial. */
export function SmeStatusBadge({ sme }: { sme: Pick<TSme, 'status' | 'trial_end_date'> }) {
  return (
    <Badge
      variant="light"
      color={SME_STATUS_COLORS[sme.status]}
      tt="none"
      data-testid="sme-status"
      data-status={sme.status}
      miw="max-content"
    >
      {smeStatusText(sme, todayIso())}
    </Badge>
  );
}
