import { z } from 'zod/mini';

/**
 * What a box without RADIUS calls over HTTPS with its device key (/device/hotspot/..., decision 023): the
 * same questions and answers as RADIUS Access-Request and Accounting-Request.
 */

const mac = z
  .string()
  .check(
    z.maxLength(32),
    z.regex(/^[0-9A-Fa-f]{2}([:.-]?[0-9A-Fa-f]{2}){5}$/, 'Enter a MAC address such as AA:BB:CC:DD:EE:FF.'),
  );
const ipv4 = z.ipv4('Enter an IPv4 address.');
/**
 * What RADIUS can carry (decision 045): octets with Gigawords up to 2^64 − 1, Acct-Session-Time up to
 * 2^32 − 1. The server stores what its columns hold and flags the session; a box is never refused for it.
 */
const whole = (max: number) =>
  z.number().check(z.gte(0), z.lte(max), z.refine(Number.isInteger, { message: 'Must be a whole number' }));
const counter = whole(2 ** 64);

export const ZHotspotAuthorizeRequestSchema = z.object({
  /** The voucher code the guest typed. */
  code: z.string().check(z.minLength(1), z.maxLength(64)),
  client_mac: mac,
  client_ip: z.optional(z.nullable(ipv4)),
});
export type THotspotAuthorizeRequest = z.input<typeof ZHotspotAuthorizeRequestSchema>;

export const ZHotspotAuthorizeResponseSchema = z.discriminatedUnion('accept', [
  z.object({
    accept: z.literal(true),
    /** Seconds the guest may stay (the voucher's time left). */
    session_timeout: z.int(),
    /** Seconds between accounting updates. */
    interim_interval: z.int(),
    /** bit/s, null when the partner set no limit. */
    bandwidth_down: z.nullable(z.int()),
    bandwidth_up: z.nullable(z.int()),
  }),
  z.object({ accept: z.literal(false), reply_message: z.string() }),
]);
export type THotspotAuthorizeResponse = z.infer<typeof ZHotspotAuthorizeResponseSchema>;

export const ZHotspotAccountingRequestSchema = z.object({
  status_type: z.enum(['start', 'interim', 'stop']),
  /** The box's id for the guest's session; the same id on every update of it. */
  acct_session_id: z.string().check(z.minLength(1), z.maxLength(128)),
  /** The voucher code the guest logged in with; absent for an auto-connected device. */
  code: z.optional(z.nullable(z.string().check(z.minLength(1), z.maxLength(64)))),
  client_mac: mac,
  client_ip: z.optional(z.nullable(ipv4)),
  /** The session's totals so far (cumulative, like RADIUS counters). */
  session_time: whole(4_294_967_295),
  bytes_in: counter,
  bytes_out: counter,
  /** On stop: why it ended, in RADIUS words (Session-Timeout, User-Request, …). */
  terminate_cause: z.optional(z.nullable(z.string().check(z.minLength(1), z.maxLength(64)))),
});
export type THotspotAccountingRequest = z.input<typeof ZHotspotAccountingRequestSchema>;

export const ZHotspotAccountingResponseSchema = z.object({
  recorded: z.literal(true),
  interim_interval: z.int(),
});

export const ZRadiusSecretResponseSchema = z.object({ serial_number: z.string(), secret: z.string() });
export type TRadiusSecretResponse = z.infer<typeof ZRadiusSecretResponseSchema>;
