import type { FastifyInstance } from 'fastify';
import { type SmsTransport, createSmsTransport } from './sms';

const transports = new WeakMap<FastifyInstance, SmsTransport>();

/**
 * The app's one SMS transport (the provider at SMS_URL, or DATA_DIR/sms), built from its config on first
 * use and shared by every sender: voucher SMS, the queue's "your turn".
 */
export function smsTransportOf(app: FastifyInstance): SmsTransport {
  let transport = transports.get(app);
  if (!transport) {
    transport = createSmsTransport(app.deps.config.sms, app.log);
    transports.set(app, transport);
  }
  return transport;
}
