import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { scratchDir } from '../../tests/helpers/scratch-dir';
import { ConfigError, loadConfig } from './env';

const dataDir = () => scratchDir('ared-config-');

describe('loadConfig', () => {
  it('has working defaults', () => {
    const dir = dataDir();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config).toMatchObject({
      port: 8080,
      dataDir: dir,
      databaseUrl: undefined,
      smtpUrl: undefined,
      publicUrl: 'http://localhost:8080',
    });
    expect(config.mailDir).toBe(join(dir, 'mail'));
  });

  it('limits uploads per media type: video 2 GB by default, each overridable', () => {
    const defaults = loadConfig({ DATA_DIR: dataDir() }).uploadLimits;
    expect(defaults.Video).toBe(2 * 1024 ** 3);
    expect(defaults.Image).toBeLessThan(defaults.Video);
    const set = loadConfig({ DATA_DIR: dataDir(), MEDIA_MAX_VIDEO_BYTES: '5000000' }).uploadLimits;
    expect(set.Video).toBe(5_000_000);
    expect(() => loadConfig({ DATA_DIR: dataDir(), MEDIA_MAX_APP_BYTES: 'lots' })).toThrow(
      'MEDIA_MAX_APP_BYTES: must be a number of bytes',
    );
  });

  it('stores files in S3 with endpoint, bucket and keys, path-style unless turned off', () => {
    const s3 = {
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_BUCKET: 'media',
      S3_ACCESS_KEY_ID: 'id',
      S3_SECRET_ACCESS_KEY: 'secret',
    };
    expect(loadConfig({ DATA_DIR: dataDir() }).s3).toBeUndefined();
    expect(loadConfig({ DATA_DIR: dataDir(), ...s3 }).s3).toEqual({
      endpoint: 'http://127.0.0.1:9000',
      bucket: 'media',
      accessKeyId: 'id',
      secretAccessKey: 'secret',
      region: 'us-east-1',
      forcePathStyle: true,
    });
    const virtualHosted = loadConfig({ DATA_DIR: dataDir(), ...s3, S3_FORCE_PATH_STYLE: 'false' });
    expect(virtualHosted.s3?.forcePathStyle).toBe(false);
  });

  it('refuses half an S3 configuration, naming what is missing', () => {
    const half = () =>
      loadConfig({ DATA_DIR: dataDir(), S3_ENDPOINT: 'http://127.0.0.1:9000', S3_BUCKET: 'media' });
    expect(half).toThrow(ConfigError);
    expect(half).toThrow(
      /S3_ACCESS_KEY_ID: required when any S3_ setting is given\n {2}S3_SECRET_ACCESS_KEY/,
    );
  });

  it('names every bad value on its own line', () => {
    const env = {
      DATA_DIR: dataDir(),
      PORT: 'eighty',
      DATABASE_URL: 'mysql://x',
      SMTP_URL: 'mail.example.com',
      PUBLIC_URL: 'ftp://x',
      JWT_SECRET: 'short',
    };
    let message = '';
    try {
      loadConfig(env);
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      message = (error as Error).message;
    }
    for (const name of ['PORT', 'DATABASE_URL', 'SMTP_URL', 'PUBLIC_URL', 'JWT_SECRET'])
      expect(message).toMatch(new RegExp(`^  ${name}: `, 'm'));
  });

  it('takes a DATABASE_URL with several hosts and target_session_attrs (a primary and its standby)', () => {
    const url =
      'postgres://app:pw@db1.internal:5432,db2.internal:5433/ared?target_session_attrs=read-write&sslmode=require';
    expect(loadConfig({ DATA_DIR: dataDir(), DATABASE_URL: url }).databaseUrl).toBe(url);
    expect(
      loadConfig({ DATA_DIR: dataDir(), DATABASE_URL: 'postgresql://[::1]:5432/ared' }).databaseUrl,
    ).toBe('postgresql://[::1]:5432/ared');
    const bad = (DATABASE_URL: string) => () => loadConfig({ DATA_DIR: dataDir(), DATABASE_URL });
    expect(bad('postgres://db1:5432,db2:x/ared')).toThrow(/DATABASE_URL: must name each host/);
    expect(bad('postgres://db1,,db2/ared')).toThrow(/DATABASE_URL: must name each host/);
    expect(bad('postgres://db1,db2/ared?target_session_attrs=any')).toThrow(
      /DATABASE_URL: target_session_attrs must be one of read-write/,
    );
    expect(bad('mysql://db1/ared')).toThrow(/DATABASE_URL: must be a URL starting with postgres:\/\//);
  });

  it('reads the RADIUS settings: on at 1812/1813 on HOST by default, `off`, 0 for a system port', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).radius).toEqual({
      enabled: true,
      host: '127.0.0.1',
      authPort: 1812,
      acctPort: 1813,
      coaPort: 3799,
      interimSeconds: 60,
      boxPacketsPerSecond: 200,
      boxPacketBurst: 1000,
    });
    const set = loadConfig({
      DATA_DIR: dataDir(),
      HOST: '0.0.0.0',
      RADIUS_AUTH_PORT: '0',
      RADIUS_ACCT_PORT: '0',
      RADIUS_INTERIM_SECONDS: '300',
      RADIUS_BOX_PACKETS_PER_SECOND: '50',
      RADIUS_BOX_PACKET_BURST: '120',
    }).radius;
    expect(set).toMatchObject({
      enabled: true,
      host: '0.0.0.0',
      authPort: 0,
      acctPort: 0,
      interimSeconds: 300,
      boxPacketsPerSecond: 50,
      boxPacketBurst: 120,
    });
    expect(() => loadConfig({ DATA_DIR: dataDir(), RADIUS_BOX_PACKETS_PER_SECOND: '0' })).toThrow(
      /RADIUS_BOX_PACKETS_PER_SECOND/,
    );
    expect(loadConfig({ DATA_DIR: dataDir(), RADIUS_ACCT_PORT: 'off' }).radius.enabled).toBe(false);
    expect(loadConfig({ DATA_DIR: dataDir(), RADIUS_HOST: '::1' }).radius.host).toBe('::1');
    expect(() => loadConfig({ DATA_DIR: dataDir(), RADIUS_AUTH_PORT: 'radius' })).toThrow(/RADIUS_AUTH_PORT/);
    expect(() => loadConfig({ DATA_DIR: dataDir(), RADIUS_INTERIM_SECONDS: '1' })).toThrow(
      /RADIUS_INTERIM_SECONDS/,
    );
  });

  it('reads the billing settings, and refuses a time zone that does not exist or a non-positive rate', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).billing).toEqual({
      timeZone: 'Africa/Kigali',
      usdToRwf: 1450,
      exchangeRates: new Map([['CAF', 2.42]]),
      exchangeRatesDate: '2026-11-01',
      trialDays: 30,
      intervalMinutes: 60,
    });
    expect(() => loadConfig({ DATA_DIR: dataDir(), BILLING_TIME_ZONE: 'Africa/Atlantis' })).toThrow(
      /BILLING_TIME_ZONE: must be an IANA time zone/,
    );
    expect(() => loadConfig({ DATA_DIR: dataDir(), USD_TO_RWF: '0' })).toThrow(/USD_TO_RWF/);
    expect(() => loadConfig({ DATA_DIR: dataDir(), TRIAL_DAYS: '-1' })).toThrow(/TRIAL_DAYS/);
  });

  it('reads the exchange rates (decision 061) and refuses a rate that would convert wrongly', () => {
    const billing = loadConfig({
      DATA_DIR: dataDir(),
      EXCHANGE_RATES: ' caf=2.5, KES=11.25 ',
      EXCHANGE_RATES_DATE: '2026-10-31',
    }).billing;
    expect(billing.exchangeRates).toEqual(
      new Map([
        ['CAF', 2.5],
        ['KES', 11.25],
      ]),
    );
    expect(billing.exchangeRatesDate).toBe('2026-10-31');
    const bad: [string, RegExp][] = [
      ['CAF', /"CAF" is not CODE=rate/],
      ['CAF=0', /CAF's rate must be above 0/],
      ['CAF=1.1234567', /at most 6 decimals/],
      ['CAF=2,CAF=3', /CAF is listed twice/],
      ['USD=1400', /USD's rate is USD_TO_RWF/],
      ['RWF=1', /RWF is the base/],
    ];
    for (const [value, message] of bad) {
      expect(() => loadConfig({ DATA_DIR: dataDir(), EXCHANGE_RATES: value })).toThrow(message);
    }
    expect(() => loadConfig({ DATA_DIR: dataDir(), EXCHANGE_RATES_DATE: '1 Nov' })).toThrow(
      /EXCHANGE_RATES_DATE/,
    );
  });

  it('reads the rate-limit budgets and TRUST_PROXY (off by default, a hop count or proxy addresses)', () => {
    const defaults = loadConfig({ DATA_DIR: dataDir() });
    expect(defaults).toMatchObject({ rateLimitMax: 1000, deviceRateLimitMax: 120, trustProxy: false });
    const read = (TRUST_PROXY: string) => loadConfig({ DATA_DIR: dataDir(), TRUST_PROXY }).trustProxy;
    expect(read('off')).toBe(false);
    expect(read('1')).toBe(1);
    expect(read('10.0.0.0/8, 192.168.1.10,::1,fd00::/8')).toEqual([
      '10.0.0.0/8',
      '192.168.1.10',
      '::1',
      'fd00::/8',
    ]);
    for (const bad of ['true', 'proxy.local', '10.0.0.0/33', '10.0.0.1,', '99'])
      expect(() => read(bad), bad).toThrow(/TRUST_PROXY: must be off, a hop count/);
    expect(() => loadConfig({ DATA_DIR: dataDir(), DEVICE_RATE_LIMIT_MAX: '0' })).toThrow(
      /DEVICE_RATE_LIMIT_MAX/,
    );
  });

  it('generates a JWT secret into DATA_DIR once and reuses it', () => {
    const dir = dataDir();
    const first = loadConfig({ DATA_DIR: dir }).jwtSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(join(dir, 'jwt-secret'), 'utf8').trim()).toBe(first);
    expect(loadConfig({ DATA_DIR: dir }).jwtSecret).toBe(first);
    expect(loadConfig({ DATA_DIR: dir, JWT_SECRET: 'x'.repeat(40) }).jwtSecret).toBe('x'.repeat(40));
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ DATA_DIR: dataDir(), DATABASE_URL: '', PORT: '' }).port).toBe(8080);
  });
});
