import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { ConfigError, loadConfig } from './config'

describe('loadConfig', () => {
  it('fills DESIGN §1 defaults from an empty environment', () => {
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
    })
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
    [{ DATABASE_URL: 'mysql://db/hearth' }, 'Invalid configuration: DATABASE_URL must start with postgres:// or postgresql://.'],
    [{ ADMIN_USERNAME: 'owner', ADMIN_PASSWORD: 'short' }, 'Invalid configuration: ADMIN_PASSWORD must be at least 10 characters.'],
    [{ ADMIN_PASSWORD: 'long-enough-password' }, 'Invalid configuration: ADMIN_USERNAME must be set when ADMIN_PASSWORD is set.'],
    [{ DEMO: 'yes' }, 'Invalid configuration: DEMO must be 1 (or unset).'],
    [{ PUBLIC_URL: 'hearth.example.com' }, 'Invalid configuration: PUBLIC_URL must be a URL such as https://hearth.example.com.'],
    [{ SMTP_URL: 'mail.example.com' }, 'Invalid configuration: SMTP_URL must start with smtp:// or smtps://.'],
  ])('stops on %o with one clear line', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError)
    expect(() => loadConfig(env)).toThrow(message)
  })

  it('treats empty values as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', SMTP_URL: '  ', DEMO: '' })).toMatchObject({ databaseUrl: undefined, smtpUrl: undefined, demo: false })
  })
})
