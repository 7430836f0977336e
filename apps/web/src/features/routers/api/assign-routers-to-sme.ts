import { useMutation } from '@tanstack/react-query';
import { assignmentCall } from './assignment-call';

/** PATCH routers/assign-to-sme/ {routers, sme}. */
export const assignRoutersToSme = (body: { sme: number; routers: number[] }) =>
  assignmentCall('PATCH', 'routers/assign-to-sme/', body);

export const useAssignRoutersToSme = () => useMutation({ mutationFn: assignRoutersToSme });
