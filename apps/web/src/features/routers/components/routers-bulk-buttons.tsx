import { Button } from '@mantine/core';
import type { TRouter } from '@ared/contract/routers';
import { useCan } from '../../../lib/use-can';
import { bulkActionsFor, enabledBulkActions, type BulkActionKey } from '../rules/bulk-actions';
import { ROUTERS_TEXTS } from '../texts';

type Props = {
  selected: readonly TRouter[];
  pending: BulkActionKey | null;
  onAction: (action: BulkActionKey) => void;
};

const DANGER: ReadonlySet<BulkActionKey> = new Set([
  'unassignHashHub',
  'unassignRealm',
  'unassignSme',
  'unassignPartner',
]);

/** The bulk bar's buttons the role may use, each enabled by the spec's rule for the selection. */
export function RoutersBulkButtons({ selected, pending, onAction }: Props) {
  const enabled = enabledBulkActions(selected);
  return bulkActionsFor(useCan('admin')).map((action) => (
    <Button
      key={action}
      size="xs"
      variant={DANGER.has(action) ? 'light' : 'filled'}
      color={DANGER.has(action) ? 'red' : undefined}
      disabled={!enabled[action] || (pending !== null && pending !== action)}
      loading={pending === action}
      onClick={() => onAction(action)}
    >
      {ROUTERS_TEXTS.bulk[action]}
    </Button>
  ));
}
