import { useMutation } from '@tanstack/react-query';
import { assignmentCall } from './assignment-call';

/** PATCH routers/add-to-sme/ {routers}: takes the routers away from their SME. */
export const unassignRoutersFromSme = (body: { routers: number[] }) =>
  assignmentCall('PATCH', 'routers/add-to-sme/', body);

export const useUnassignRoutersFromSme = () => useMutation({ mutationFn: unassignRoutersFromSme });
