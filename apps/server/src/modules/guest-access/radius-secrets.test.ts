import { describe, expect, it } from 'vitest';
import { generateRadiusSecret, openRadiusSecret, sealRadiusSecret } from './radius-secrets';

describe('RADIUS shared secrets', () => {
  it('are 32 letters and digits, never starting with an option dash, and all different', () => {
    const secrets = Array.from({ length: 2000 }, generateRadiusSecret);
    for (const secret of secrets) expect(secret).toMatch(/^[A-Za-z0-9]{32}$/);
    expect(new Set(secrets).size).toBe(secrets.length);
    // Every character of the alphabet turns up (a modulo bias or a short alphabet would show here).
    expect(new Set(secrets.join('')).size).toBe(62);
  });

  it('seal and open again with the server secret, and not with another', () => {
    const secret = generateRadiusSecret();
    const sealed = sealRadiusSecret('server-secret', secret);
    expect(sealed).not.toContain(secret);
    expect(openRadiusSecret('server-secret', sealed)).toBe(secret);
    expect(openRadiusSecret('another-secret', sealed)).toBeNull();
  });
});
