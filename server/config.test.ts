import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

const base = { DATA_DIR: '/tmp/pawsmile-config-test', SESSION_SECRET: 's'.repeat(40) };

describe('loadConfig', () => {
  it('runs on embedded defaults with no settings at all', () => {
    const config = loadConfig(base);
    expect(config.port).toBe(3000);
    expect(config.database).toEqual({ kind: 'sqlite', file: '/tmp/pawsmile-config-test/pawsmile.db' });
    expect(config.payments).toEqual({ provider: 'test' });
    expect(config.storage).toEqual({ driver: 'local', dir: '/tmp/pawsmile-config-test/uploads' });
    expect(config.cookieSecure).toBe(false);
    expect(Object.isFrozen(config)).toBe(true);
  });

  it('reports every bad key at once', () => {
    try {
      loadConfig({ ...base, PORT: 'eighty', LOG_LEVEL: 'loud', MAX_UPLOAD_MB: '0' });
      expect.unreachable('loadConfig should have thrown');
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const keys = (error as ConfigError).problems.map((p) => p.split(':')[0]);
      expect(keys).toEqual(expect.arrayContaining(['PORT', 'LOG_LEVEL', 'MAX_UPLOAD_MB']));
    }
  });

  it('selects PostgreSQL from a postgres URL and refuses other schemes', () => {
    expect(loadConfig({ ...base, DATABASE_URL: 'postgres://u@h/db' }).database.kind).toBe('postgres');
    expect(() => loadConfig({ ...base, DATABASE_URL: 'mysql://u@h/db' })).toThrow(/DATABASE_URL/);
  });

  it('requires the rest of the Stripe settings once a secret key is given', () => {
    expect(() => loadConfig({ ...base, STRIPE_SECRET_KEY: 'sk_test_x' })).toThrow(/STRIPE_PUBLISHABLE_KEY/);
  });

  it('turns Secure cookies on for an https public URL', () => {
    expect(loadConfig({ ...base, PUBLIC_URL: 'https://pawsmile.example' }).cookieSecure).toBe(true);
    expect(
      loadConfig({ ...base, PUBLIC_URL: 'https://x.example', COOKIE_SECURE: 'false' }).cookieSecure,
    ).toBe(false);
  });

  it('refuses to start in production without PUBLIC_URL, saying why', () => {
    expect(() => loadConfig({ ...base, NODE_ENV: 'production' })).toThrow(
      /PUBLIC_URL: required when NODE_ENV=production .*links in reminder, receipt and admin mails/,
    );
    const production = loadConfig({ ...base, NODE_ENV: 'production', PUBLIC_URL: 'https://x.example/' });
    expect(production.appUrl).toBe('https://x.example');
    // Anything but production (npm start, the tests) starts without it.
    expect(() => loadConfig({ ...base, NODE_ENV: 'development' })).not.toThrow();
  });

  it('links mails to the address the server listens on without PUBLIC_URL', () => {
    expect(loadConfig(base).appUrl).toBe('http://localhost:3000');
    expect(loadConfig({ ...base, HOST: '::', PORT: '8080' }).appUrl).toBe('http://localhost:8080');
    expect(loadConfig({ ...base, HOST: '192.0.2.10', PORT: '8080' }).appUrl).toBe('http://192.0.2.10:8080');
    expect(loadConfig({ ...base, HOST: '2001:db8::1' }).appUrl).toBe('http://[2001:db8::1]:3000');
    expect(loadConfig({ ...base, PUBLIC_URL: 'https://pawsmile.example' }).appUrl).toBe(
      'https://pawsmile.example',
    );
  });

  it('trusts proxies only by address or CIDR, never by hop count or blindly', () => {
    expect(loadConfig(base).trustProxy).toBe(false);
    expect(loadConfig({ ...base, TRUST_PROXY: '10.0.0.5, 10.1.0.0/16, fd00::/8' }).trustProxy).toEqual([
      '10.0.0.5',
      '10.1.0.0/16',
      'fd00::/8',
    ]);
    expect(() => loadConfig({ ...base, TRUST_PROXY: '1' })).toThrow(/TRUST_PROXY: .*forge X-Forwarded-For/);
    expect(() => loadConfig({ ...base, TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY: .*not a hop count/);
    for (const bad of ['proxy.local', '10.0.0.0/33', '10.0.0.5,2']) {
      expect(() => loadConfig({ ...base, TRUST_PROXY: bad })).toThrow(/TRUST_PROXY/);
    }
  });

  it('answers without PUBLIC_URL only for loopback and its own addresses, or ALLOWED_HOSTS', () => {
    const onWildcard = loadConfig(base).allowedHosts;
    expect(onWildcard).toEqual(expect.arrayContaining(['localhost', '127.0.0.1', '[::1]']));
    expect(loadConfig({ ...base, HOST: '192.0.2.10' }).allowedHosts).toEqual([
      'localhost',
      '127.0.0.1',
      '[::1]',
      '192.0.2.10',
    ]);
    expect(loadConfig({ ...base, ALLOWED_HOSTS: 'PawSmile.local, ::1' }).allowedHosts).toEqual([
      'pawsmile.local',
      '[::1]',
    ]);
    expect(() => loadConfig({ ...base, ALLOWED_HOSTS: 'https://x.example' })).toThrow(/ALLOWED_HOSTS/);
  });

  it('bounds how long a request and a silent connection may take', () => {
    expect(loadConfig(base).http).toEqual({ requestTimeoutMs: 120_000, idleTimeoutMs: 30_000 });
    expect(
      loadConfig({ ...base, REQUEST_TIMEOUT_MS: '60000', REQUEST_IDLE_TIMEOUT_MS: '20000' }).http,
    ).toEqual({
      requestTimeoutMs: 60_000,
      idleTimeoutMs: 20_000,
    });
    expect(() => loadConfig({ ...base, REQUEST_TIMEOUT_MS: '0' })).toThrow(/REQUEST_TIMEOUT_MS/);
    expect(() =>
      loadConfig({ ...base, REQUEST_TIMEOUT_MS: '10000', REQUEST_IDLE_TIMEOUT_MS: '20000' }),
    ).toThrow(/REQUEST_IDLE_TIMEOUT_MS: must not exceed/);
    expect(() => loadConfig({ ...base, ANALYSIS_TIMEOUT_MS: '30000' })).toThrow(
      /REQUEST_IDLE_TIMEOUT_MS: must be longer than ANALYSIS_TIMEOUT_MS/,
    );
  });

  it('gives a shutdown longer than one analysis to let scans in progress finish', () => {
    expect(loadConfig(base).shutdown).toEqual({ graceMs: 15_000 });
    expect(loadConfig({ ...base, SHUTDOWN_GRACE_MS: '30000' }).shutdown).toEqual({ graceMs: 30_000 });
    expect(() => loadConfig({ ...base, SHUTDOWN_GRACE_MS: '10000' })).toThrow(
      /SHUTDOWN_GRACE_MS: must be longer than ANALYSIS_TIMEOUT_MS/,
    );
    // Unset, it follows a longer analysis limit instead of refusing to start.
    const slowAnalysis = { ...base, ANALYSIS_TIMEOUT_MS: '60000', REQUEST_IDLE_TIMEOUT_MS: '90000' };
    expect(loadConfig(slowAnalysis).shutdown).toEqual({ graceMs: 65_000 });
  });

  it('gives one address a share of the upload budget that fits the largest photo, twice it unless set', () => {
    const MB = 1024 * 1024;
    expect(loadConfig(base).uploads.inFlightPerAddressBytes).toBe(30 * MB);
    expect(loadConfig({ ...base, UPLOADS_IN_FLIGHT_MB: '20' }).uploads.inFlightPerAddressBytes).toBe(20 * MB);
    expect(() => loadConfig({ ...base, UPLOADS_IN_FLIGHT_PER_ADDRESS_MB: '10' })).toThrow(
      /UPLOADS_IN_FLIGHT_PER_ADDRESS_MB/,
    );
    expect(() => loadConfig({ ...base, UPLOADS_IN_FLIGHT_PER_ADDRESS_MB: '101' })).toThrow(
      /UPLOADS_IN_FLIGHT_PER_ADDRESS_MB/,
    );
  });

  it('refuses a short session secret', () => {
    expect(() => loadConfig({ ...base, SESSION_SECRET: 'short' })).toThrow(/SESSION_SECRET/);
  });

  it('takes a metrics token only long enough and sendable as it is in a Bearer header', () => {
    expect(loadConfig(base).metricsToken).toBeUndefined();
    const token = 'f'.repeat(64);
    expect(loadConfig({ ...base, METRICS_TOKEN: token }).metricsToken).toBe(token);
    expect(() => loadConfig({ ...base, METRICS_TOKEN: 'short-token' })).toThrow(/METRICS_TOKEN/);
    expect(() => loadConfig({ ...base, METRICS_TOKEN: `${'f'.repeat(40)} x` })).toThrow(/METRICS_TOKEN/);
  });
});
