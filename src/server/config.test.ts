import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { ConfigError, loadConfig } from './config'

describe('loadConfig', () => {
  it('fills defaults from an empty environment', () => {
    const config = loadConfig({})
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      dataDir: path.resolve('./data'),
      databaseUrl: undefined,
      demo: false,
      publicUrl: 'http://localhost:3000',
      secureCookies: false,
      smtpUrl: undefined,
      extractorLlm: undefined,
      rentReminderDays: 3,
    })
    expect(loadConfig({ RENT_REMINDER_DAYS: '0' }).rentReminderDays).toBe(0)
    expect(loadConfig({ RENT_REMINDER_DAYS: '28' }).rentReminderDays).toBe(28)
  })

  it('derives PUBLIC_URL from PORT and marks https deployments for secure cookies', () => {
    expect(loadConfig({ PORT: '8080' }).publicUrl).toBe('http://localhost:8080')
    const secure = loadConfig({ PUBLIC_URL: 'https://hearth.example.com/' })
    expect(secure.publicUrl).toBe('https://hearth.example.com')
    expect(secure.secureCookies).toBe(true)
  })

  it.each([
    [{ PORT: 'abc' }, 'Invalid configuration: PORT must be a port number from 0 to 65535.'],
    [{ PORT: '70000' }, 'Invalid configuration: PORT must be a port number from 0 to 65535.'],
    [
      { DATABASE_URL: 'mysql://db/hearth' },
      'Invalid configuration: DATABASE_URL must start with postgres:// or postgresql://.',
    ],
    [
      { ADMIN_USERNAME: 'owner', ADMIN_PASSWORD: 'short' },
      'Invalid configuration: ADMIN_PASSWORD must be at least 10 characters.',
    ],
    [
      { ADMIN_PASSWORD: 'long-enough-password' },
      'Invalid configuration: ADMIN_USERNAME must be set when ADMIN_PASSWORD is set.',
    ],
    [{ DEMO: 'yes' }, 'Invalid configuration: DEMO must be 1 (or unset).'],
    [
      { PUBLIC_URL: 'hearth.example.com' },
      'Invalid configuration: PUBLIC_URL must be a URL such as https://hearth.example.com.',
    ],
    [
      { SMTP_URL: 'mail.example.com' },
      'Invalid configuration: SMTP_URL must start with smtp:// or smtps://.',
    ],
    [
      { FILE_STORE_URL: 'https://bucket.example.com' },
      'Invalid configuration: FILE_STORE_URL must look like s3://bucket/prefix.',
    ],
    [
      { FILE_STORE_URL: 's3://hearth-files' },
      'Invalid configuration: S3_REGION must be set when FILE_STORE_URL is set (any value, such as us-east-1, for MinIO).',
    ],
    [
      { FILE_STORE_URL: 's3://hearth-files', S3_REGION: 'us-east-1', S3_ACCESS_KEY_ID: 'key' },
      'Invalid configuration: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together.',
    ],
    [
      { S3_ENDPOINT: 's3.example.com' },
      'Invalid configuration: S3_ENDPOINT must be a URL such as https://s3.example.com.',
    ],
    [
      { RENT_REMINDER_DAYS: '29' },
      'Invalid configuration: RENT_REMINDER_DAYS must be a whole number of days from 0 to 28.',
    ],
    [
      { RENT_REMINDER_DAYS: '2.5' },
      'Invalid configuration: RENT_REMINDER_DAYS must be a whole number of days from 0 to 28.',
    ],
    [
      { TRUST_PROXY: 'yes' },
      'Invalid configuration: TRUST_PROXY must be a hop count such as 1 or a list of proxy addresses such as 127.0.0.1,10.0.0.0/8.',
    ],
  ])('stops on %o with one clear line', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError)
    expect(() => loadConfig(env)).toThrow(message)
  })

  it('treats empty values as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', SMTP_URL: '  ', DEMO: '' })).toMatchObject({
      databaseUrl: undefined,
      smtpUrl: undefined,
      demo: false,
    })
  })

  it('keeps files under DATA_DIR/uploads unless FILE_STORE_URL names a bucket', () => {
    expect(loadConfig({ DATA_DIR: '/srv/hearth' }).fileStore).toEqual({
      kind: 'local',
      root: '/srv/hearth/uploads',
    })
    expect(
      loadConfig({
        FILE_STORE_URL: 's3://hearth-files/production/uploads/',
        S3_ENDPOINT: 'http://127.0.0.1:9000',
        S3_REGION: 'us-east-1',
        S3_ACCESS_KEY_ID: 'key',
        S3_SECRET_ACCESS_KEY: 'secret',
      }).fileStore,
    ).toEqual({
      kind: 's3',
      bucket: 'hearth-files',
      prefix: 'production/uploads/',
      endpoint: 'http://127.0.0.1:9000',
      region: 'us-east-1',
      credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
      forcePathStyle: true,
    })
    // On AWS itself: virtual-host addresses and the SDK's own credential chain.
    expect(
      loadConfig({ FILE_STORE_URL: 's3://hearth-files', S3_REGION: 'eu-west-1' }).fileStore,
    ).toMatchObject({
      prefix: '',
      endpoint: undefined,
      credentials: undefined,
      forcePathStyle: false,
    })
  })

  it('believes no X-Forwarded-For by default; TRUST_PROXY is a hop count or a list of addresses', () => {
    expect(loadConfig({}).trustProxy).toBe(false)
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2)
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,::1' }).trustProxy).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
      '::1',
    ])
  })
})
