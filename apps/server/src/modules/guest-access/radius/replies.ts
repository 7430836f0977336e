import { md5WithSecret } from './authenticators';
import { HEADER_LENGTH, type RawAttribute } from './packet-shape';

const ACCOUNTING_RESPONSE = 5;
const PROXY_STATE = 33;

/**
 * The Accounting-Response to `request` (RFC 2866 §4.2), written here rather than by the `radius` package:
 * it is the reply to every accounting packet, and has nothing in it but the Proxy-State attributes copied
 * back in order (RFC 2865 §5.33) and the Response Authenticator,
 * MD5(Code ‖ Identifier ‖ Length ‖ Request Authenticator ‖ Attributes ‖ Secret).
 */
export function accountingResponse(request: Buffer, attributes: RawAttribute[], secret: string): Buffer {
  const proxyStates = attributes.filter((a) => a.type === PROXY_STATE);
  const length = HEADER_LENGTH + proxyStates.reduce((n, a) => n + 2 + a.value.length, 0);
  const reply = Buffer.alloc(length);
  reply[0] = ACCOUNTING_RESPONSE;
  reply[1] = request[1]!;
  reply.writeUInt16BE(length, 2);
  request.copy(reply, 4, 4, HEADER_LENGTH);
  let at = HEADER_LENGTH;
  for (const { value } of proxyStates) {
    reply[at] = PROXY_STATE;
    reply[at + 1] = value.length + 2;
    value.copy(reply, at + 2);
    at += value.length + 2;
  }
  md5WithSecret(reply, secret).copy(reply, 4);
  return reply;
}
