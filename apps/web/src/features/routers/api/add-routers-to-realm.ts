import { useMutation } from '@tanstack/react-query';
import { assignmentCall } from './assignment-call';

/** POST routers/add-to-realm/ {realm, routers}: assigns the routers to the realm. */
export const addRoutersToRealm = (body: { realm: number; routers: number[] }) =>
  assignmentCall('POST', 'routers/add-to-realm/', body);

export const useAddRoutersToRealm = () => useMutation({ mutationFn: addRoutersToRealm });
