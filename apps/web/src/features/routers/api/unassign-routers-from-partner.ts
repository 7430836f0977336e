import { useMutation } from '@tanstack/react-query';
import { assignmentCall } from './assignment-call';

/** PATCH routers/assign-to-partner/ {routers}: the partner drops its own access (200 'Router removed', 206 partly). */
export const unassignRoutersFromPartner = (body: { routers: number[] }) =>
  assignmentCall('PATCH', 'routers/assign-to-partner/', body);

export const useUnassignRoutersFromPartner = () => useMutation({ mutationFn: unassignRoutersFromPartner });
