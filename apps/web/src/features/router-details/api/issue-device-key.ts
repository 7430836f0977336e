import { useMutation } from '@tanstack/react-query';
import { ZDeviceKeyResponseSchema } from '@ared/contract/routers';
import { api } from '../../../lib/http';

/** POST routers/{id}/device-key/: a new key for the box (partner admins only); the old one stops working. */
export const issueDeviceKey = async (id: number) =>
  ZDeviceKeyResponseSchema.parse(await api.post<unknown>(`routers/${id}/device-key/`));

export const useIssueDeviceKey = () => useMutation({ mutationFn: issueDeviceKey });
