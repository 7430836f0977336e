import { useMutation, useQueryClient } from '@tanstack/react-query';
import { KIOSK_PATHS } from '@ared/contract/kiosk-paths';
import type { TKioskAssignRequest, TKioskUnassignRequest } from '@ared/contract/kiosks';
import { httpWithStatus } from '../../../lib/http';
import { KIOSKS_KEY } from '../kiosk-keys';

/** 200 = done (detail is the success text); 206 = some kiosks refused (the detail names them). */
export type KioskAssignmentResult = { status: number; detail: string | undefined };

async function assignmentCall(path: string, body: unknown): Promise<KioskAssignmentResult> {
  const { status, data } = await httpWithStatus<{ detail?: unknown } | undefined>(path, {
    method: 'POST',
    body,
  });
  return { status, detail: typeof data?.detail === 'string' ? data.detail : undefined };
}

export const assignKiosks = (body: TKioskAssignRequest) => assignmentCall(KIOSK_PATHS.assign, body);
export const unassignKiosks = (body: TKioskUnassignRequest) => assignmentCall(KIOSK_PATHS.unassign, body);

/** Assign or unassign, then refresh every kiosk list (and what the caller names in `alsoRefresh`). */
export function useKioskAssignment({
  alsoRefresh = [],
}: { alsoRefresh?: readonly (readonly unknown[])[] } = {}) {
  const client = useQueryClient();
  const refresh = async () => {
    await Promise.all([KIOSKS_KEY, ...alsoRefresh].map((queryKey) => client.invalidateQueries({ queryKey })));
  };
  const assign = useMutation({ mutationFn: assignKiosks, onSettled: refresh });
  const unassign = useMutation({ mutationFn: unassignKiosks, onSettled: refresh });
  return { assign, unassign };
}
