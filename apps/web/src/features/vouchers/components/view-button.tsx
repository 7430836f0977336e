import { ActionIcon } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import { VOUCHERS_TEXTS as T } from '../texts';
import { HoverTooltip } from '../../../components/hover-tooltip';

/** The row action that opens a voucher's or a session's details. */
export function ViewButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <HoverTooltip label={T.view} withArrow>
      <ActionIcon variant="light" aria-label={label} onClick={onClick}>
        <IconEye size={16} />
      </ActionIcon>
    </HoverTooltip>
  );
}
