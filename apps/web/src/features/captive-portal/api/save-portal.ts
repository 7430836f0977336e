import { ZCaptivePortalSchema, type TCaptivePortal } from '@ared/contract/captive-portal';
import { api } from '../../../lib/http';

export type PortalInput = {
  name: string;
  primary_message: string;
  background_color: string;
  show_connect_message: boolean;
  logo: File | null;
};

/** PATCH v1/captive-portal/{id}/ multipart: the text fields first, then the logo when one was picked. */
export async function savePortal(id: number, input: PortalInput): Promise<TCaptivePortal> {
  const form = new FormData();
  form.append('name', input.name);
  form.append('primary_message', input.primary_message);
  form.append('background_color', input.background_color);
  form.append('show_connect_message', String(input.show_connect_message));
  if (input.logo) form.append('logo', input.logo, input.logo.name);
  return ZCaptivePortalSchema.parse(await api.patch<unknown>(`captive-portal/${id}/`, form));
}

/** PATCH v1/captive-portal/reset/?id={id}: back to the defaults, the logo removed. */
export async function resetPortal(id: number): Promise<TCaptivePortal> {
  return ZCaptivePortalSchema.parse(
    await api.patch<unknown>('captive-portal/reset/', undefined, { query: { id } }),
  );
}
