import { ConfigurationError, validateEnvironment } from './environment';

describe('validateEnvironment', () => {
  it('applies the documented defaults', () => {
    const config = validateEnvironment({});
    expect(config).toMatchObject({
      port: 3000,
      publicUrl: 'http://localhost:3000',
      secureCookies: false,
      dataDir: './data',
      databaseUrl: undefined,
      storageQuotaBytes: 16106127360,
      sessionTtlSeconds: 604800,
      logLevel: 'info',
      trustProxy: false,
    });
  });

  it('derives the public URL from PORT and strips a trailing slash', () => {
    expect(validateEnvironment({ PORT: '4000' }).publicUrl).toBe('http://localhost:4000');
    const https = validateEnvironment({ PUBLIC_URL: 'https://files.example.com/' });
    expect(https.publicUrl).toBe('https://files.example.com');
    expect(https.secureCookies).toBe(true);
  });

  it('lists every bad variable in one error', () => {
    let message = '';
    try {
      validateEnvironment({ PORT: 'abc', LOG_LEVEL: 'loud', DATABASE_URL: 'mysql://x', STORAGE_QUOTA_BYTES: '-1' });
    } catch (e) {
      expect(e).toBeInstanceOf(ConfigurationError);
      message = (e as Error).message;
    }
    for (const name of ['PORT', 'LOG_LEVEL', 'DATABASE_URL', 'STORAGE_QUOTA_BYTES']) {
      expect(message).toContain(name);
    }
  });

  it('parses TRUST_PROXY forms', () => {
    expect(validateEnvironment({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(validateEnvironment({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(validateEnvironment({ TRUST_PROXY: 'loopback' }).trustProxy).toBe('loopback');
  });

  it('reads the registration mode, the sign-up budget and the connection caps, and whether PUBLIC_URL was set', () => {
    const defaults = validateEnvironment({});
    expect(defaults).toMatchObject({
      publicUrlConfigured: false,
      registration: 'open',
      registrationsPerAddressPerHour: 10,
      connections: {
        maxConnections: 10000,
        maxConnectionsPerAddress: 256,
        maxPendingConnections: 1000,
        maxPendingConnectionsPerAddress: 32,
        headersTimeoutSeconds: 10,
      },
    });
    expect(validateEnvironment({ PUBLIC_URL: 'http://localhost:3000', REGISTRATION: 'invite' })).toMatchObject({
      publicUrlConfigured: true,
      registration: 'invite',
    });
    expect(() => validateEnvironment({ REGISTRATION: 'maybe', MAX_CONNECTIONS: '0' })).toThrow(
      /REGISTRATION[\s\S]*MAX_CONNECTIONS|MAX_CONNECTIONS[\s\S]*REGISTRATION/,
    );
  });

  it('keeps share access log entries 90 days unless SHARE_ACCESS_LOG_DAYS says otherwise', () => {
    expect(validateEnvironment({}).shareAccessLogDays).toBe(90);
    expect(validateEnvironment({ SHARE_ACCESS_LOG_DAYS: '7' }).shareAccessLogDays).toBe(7);
    expect(() => validateEnvironment({ SHARE_ACCESS_LOG_DAYS: '0' })).toThrow(/SHARE_ACCESS_LOG_DAYS/);
  });

  it('keeps the change feed 30 days unless CHANGE_FEED_RETENTION_DAYS says otherwise', () => {
    expect(validateEnvironment({}).changeFeedRetentionDays).toBe(30);
    expect(validateEnvironment({ CHANGE_FEED_RETENTION_DAYS: '2' }).changeFeedRetentionDays).toBe(2);
    expect(() => validateEnvironment({ CHANGE_FEED_RETENTION_DAYS: '0' })).toThrow(/CHANGE_FEED_RETENTION_DAYS/);
  });
  it('reads single sign-on providers from their own variables, and refuses gaps', () => {
    const config = validateEnvironment({
      SSO_PROVIDERS: 'corp,eu-staff',
      SSO_CORP_ISSUER: 'https://login.example.com/realms/staff',
      SSO_CORP_CLIENT_ID: 'coffer',
      SSO_CORP_CLIENT_SECRET: 's3cret',
      SSO_CORP_LABEL: 'Example Corp',
      SSO_EU_STAFF_ISSUER: 'https://eu.example.com',
      SSO_EU_STAFF_CLIENT_ID: 'c',
      SSO_EU_STAFF_CLIENT_SECRET: 's',
      PASSWORD_SIGN_IN: 'false',
    });
    expect(config.sso).toEqual({
      passwordSignIn: false,
      providers: [
        {
          id: 'corp',
          issuer: 'https://login.example.com/realms/staff',
          clientId: 'coffer',
          clientSecret: 's3cret',
          label: 'Example Corp',
        },
        { id: 'eu-staff', issuer: 'https://eu.example.com', clientId: 'c', clientSecret: 's', label: 'eu-staff' },
      ],
    });
    expect(validateEnvironment({}).sso).toEqual({ passwordSignIn: true, providers: [] });
    expect(() => validateEnvironment({ SSO_PROVIDERS: 'corp', SSO_CORP_ISSUER: 'https://x.example' })).toThrow(
      /SSO_CORP_CLIENT_ID: required[\s\S]*SSO_CORP_CLIENT_SECRET: required/,
    );
    expect(() => validateEnvironment({ SSO_PROVIDERS: 'Corp!' })).toThrow(/SSO_PROVIDERS/);
    expect(() => validateEnvironment({ PASSWORD_SIGN_IN: 'false' })).toThrow(
      /PASSWORD_SIGN_IN=false: needs SSO_PROVIDERS/,
    );
  });
});
