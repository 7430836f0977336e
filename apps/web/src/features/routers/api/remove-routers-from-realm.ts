import { useMutation } from '@tanstack/react-query';
import { assignmentCall } from './assignment-call';

/** PATCH routers/add-to-realm/ {realm, routers}: unassigns the routers from that realm. */
export const removeRoutersFromRealm = (body: { realm: number; routers: number[] }) =>
  assignmentCall('PATCH', 'routers/add-to-realm/', body);

export const useRemoveRoutersFromRealm = () => useMutation({ mutationFn: removeRoutersFromRealm });
