import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { smsMessages } from './schema';
import type { AppConfig } from '../../config/env';
import { ensurePrivateDir, writePrivateFile } from '../../lib/private-files';
import { countSentSms } from '../partners';

/** What leaves: the recipient (E.164), the text, and the sender name the provider shows. */
export type SmsOut = { to: string; message: string; sender: string };
/** A transport hands one SMS over and answers the provider's reference, or throws with the reason. */
export type SmsTransport = { kind: 'http' | 'file'; deliver: (sms: SmsOut) => Promise<string | null> };

/** The provider's call may take this long; after it the SMS is failed ('timed out'). */
export const SMS_TIMEOUT_MS = 10_000;

/**
 * The provider's HTTP API when SMS_URL is set: POST {to, message, sender} as JSON, with the bearer token
 * when SMS_TOKEN is set. A non-2xx answer or a network error is a failed SMS with the reason. Otherwise
 * each SMS is written to DATA_DIR/sms/<time>-<id>.txt and logged, so a demo works with no provider.
 */
export function createSmsTransport(config: AppConfig['sms'], log: FastifyBaseLogger): SmsTransport {
  const { url, token, dir } = config;
  if (url) {
    return {
      kind: 'http',
      async deliver(sms) {
        let res: Response;
        try {
          res = await fetch(url, {
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              accept: 'application/json',
              ...(token && { authorization: `Bearer ${token}` }),
            },
            body: JSON.stringify(sms),
            signal: AbortSignal.timeout(SMS_TIMEOUT_MS),
          });
        } catch (error) {
          const reason =
            error instanceof Error && error.name === 'TimeoutError'
              ? `timed out after ${SMS_TIMEOUT_MS / 1000} s`
              : `network error: ${networkReason(error)}`;
          throw new Error(reason);
        }
        const text = await res.text().catch(() => '');
        if (!res.ok)
          throw new Error(`provider answered ${res.status}${text ? `: ${text.slice(0, 200)}` : ''}`);
        log.info({ to: sms.to }, 'sms sent by the provider');
        return referenceOf(text);
      },
    };
  }
  return {
    kind: 'file',
    async deliver(sms) {
      await ensurePrivateDir(dir);
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const name = `${stamp}-${randomUUID().slice(0, 8)}.txt`;
      const file = join(dir, name);
      // The text holds a voucher code: readable by the server's user only, like the mail outbox.
      await writePrivateFile(file, `To: ${sms.to}\nFrom: ${sms.sender}\n\n${sms.message}\n`);
      log.info({ to: sms.to, file }, 'sms written to DATA_DIR/sms');
      return name;
    },
  };
}

/** The provider's message id when its answer names one ({id}, {message_id}, {reference}). */
function referenceOf(body: string): string | null {
  try {
    const parsed = JSON.parse(body) as Record<string, unknown>;
    for (const key of ['id', 'message_id', 'messageId', 'reference']) {
      const value = parsed[key];
      if (typeof value === 'string' || typeof value === 'number') return String(value).slice(0, 200);
    }
  } catch {
    // Not JSON: no reference.
  }
  return null;
}

function networkReason(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = (error as Error & { cause?: { code?: string; message?: string } }).cause;
  return cause?.code ?? cause?.message ?? error.message;
}

export type SmsRequest = {
  partnerId: number;
  to: string;
  message: string;
  routerId?: number | null;
  voucherId?: number | null;
};
export type SmsResult = {
  id: number;
  status: 'sent' | 'failed';
  error: string | null;
  reference: string | null;
};

/**
 * Sends one SMS through the transport and records the attempt in `sms_messages` (SMS Insights read it);
 * a sent one counts in the partner's `total_sms_sent`. Never throws for a refused SMS: the result says.
 */
export async function sendSms(
  db: Db,
  transport: SmsTransport,
  sender: string,
  request: SmsRequest,
): Promise<SmsResult> {
  let status: SmsResult['status'] = 'sent';
  let error: string | null = null;
  let reference: string | null = null;
  try {
    reference = await transport.deliver({ to: request.to, message: request.message, sender });
  } catch (failure) {
    status = 'failed';
    error = (failure instanceof Error ? failure.message : String(failure)).slice(0, 500);
  }
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(smsMessages)
      .values({
        partnerId: request.partnerId,
        routerId: request.routerId ?? null,
        voucherId: request.voucherId ?? null,
        phone: request.to,
        body: request.message,
        status,
        error,
        reference,
      })
      .returning({ id: smsMessages.id });
    if (status === 'sent') await countSentSms(tx, request.partnerId);
    return row!.id;
  });
  return { id, status, error, reference };
}
