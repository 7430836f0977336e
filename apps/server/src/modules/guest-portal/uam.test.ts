import { describe, expect, it } from 'vitest';
import { boxAddress, canonicalIpv4, logonUrl, parseUam } from './uam';

const SERIAL = 'BOX1';
const HANDOFF = {
  uamport: '3990',
  challenge: '0123456789abcdef0123456789abcdef',
  mac: 'AA-BB-CC-00-11-22',
  ip: '10.1.0.7',
};

/**
 * Issue 27: `010.8.8.8` read as decimal is 10.8.8.8, a box; a browser reads `010` as octal and goes to
 * 8.8.8.8 with the guest's code. Only the canonical spelling, the one a browser leaves as it is, is a box.
 */
const NOT_CANONICAL = ['010.8.8.8', '172.016.0.1', '100.064.0.1', '0x0a.0.0.1', '10.1', '10.1.0.01'];

describe('box addresses as a browser reads them', () => {
  it.each(NOT_CANONICAL)('%s is not a box address, though read as decimal it looks private', (address) => {
    expect(canonicalIpv4(address)).toBeNull();
    expect(boxAddress(address)).toBeNull();
  });

  it('the forms refused are the ones a browser sends elsewhere', () => {
    const hostOf = (address: string) => new URL(`http://${address}:3990/logon`).hostname;
    expect(hostOf('010.8.8.8')).toBe('8.8.8.8');
    expect(hostOf('172.016.0.1')).toBe('172.14.0.1');
    expect(hostOf('100.064.0.1')).toBe('100.52.0.1');
    expect(hostOf('0x0a.0.0.1')).toBe('10.0.0.1');
    expect(hostOf('10.1')).toBe('10.0.0.1');
  });

  it('accepts every private, carrier-grade NAT, link-local and loopback address written canonically', () => {
    for (const address of ['10.0.0.1', '10.1.0.1', '172.16.0.1', '172.31.255.254', '192.168.0.1'])
      expect(boxAddress(address), address).toBe(address);
    for (const address of ['100.64.0.1', '100.127.0.1', '169.254.1.1', '127.0.0.1', '10.0.0.0'])
      expect(boxAddress(address), address).toBe(address);
  });

  it('refuses public addresses, octets past 255 and anything that is not four dotted octets', () => {
    for (const address of ['8.8.8.8', '172.32.0.1', '100.128.0.1', '10.256.0.1', '10.0.0.1 ', ' 10.0.0.1'])
      expect(boxAddress(address), address).toBeNull();
    for (const address of ['10.0.0', '10.0.0.1.2', '10.0.0.1.evil.example', '１0.0.0.1', '10.0.0.+1', ''])
      expect(boxAddress(address), address).toBeNull();
  });
});

describe('parseUam', () => {
  it.each(NOT_CANONICAL)('calls a hand-off with uamip=%s forged', (uamip) => {
    expect(parseUam({ ...HANDOFF, uamip }, SERIAL)).toEqual({ kind: 'forged' });
  });

  it("calls a guest ip that is not canonical forged too (a box writes its guests' addresses canonically)", () => {
    expect(parseUam({ ...HANDOFF, uamip: '10.1.0.1', ip: '010.1.0.7' }, SERIAL)).toEqual({ kind: 'forged' });
  });

  it('takes a canonical box address and sends the code to exactly that host', () => {
    const parsed = parseUam({ ...HANDOFF, uamip: '172.16.0.1' }, SERIAL);
    expect(parsed.kind).toBe('uam');
    if (parsed.kind !== 'uam') return;
    expect(parsed.uam.uamip).toBe('172.16.0.1');
    const url = new URL(logonUrl(parsed.uam, 'ABCD2345', null));
    expect(url.host).toBe('172.16.0.1:3990');
    expect(url.pathname).toBe('/logon');
    expect(url.searchParams.get('username')).toBe('ABCD2345');
  });
});
