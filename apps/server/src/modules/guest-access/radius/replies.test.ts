import radius from 'radius';
import { describe, expect, it } from 'vitest';
import { readShape } from './packet-shape';
import { accountingResponse } from './replies';

describe('accountingResponse', () => {
  it('is what the radius package writes: Proxy-State copied in order, the Response Authenticator over it', () => {
    const request = radius.encode({
      code: 'Accounting-Request',
      secret: 'box-secret',
      identifier: 42,
      attributes: [
        ['NAS-Identifier', 'BOX1'],
        ['Proxy-State', Buffer.from('first')],
        ['Acct-Status-Type', 'Start'],
        ['Proxy-State', Buffer.from('second-one')],
      ],
    });
    const reply = accountingResponse(request, readShape(request)!.attributes, 'box-secret');
    const expected = radius.encode_response({
      packet: radius.decode({ packet: request, secret: 'box-secret' }),
      code: 'Accounting-Response',
      secret: 'box-secret',
    });
    expect(reply.toString('hex')).toBe(expected.toString('hex'));
    expect(radius.verify_response({ response: reply, request, secret: 'box-secret' })).toBe(true);
    expect(radius.verify_response({ response: reply, request, secret: 'other' })).toBe(false);
  });
});
