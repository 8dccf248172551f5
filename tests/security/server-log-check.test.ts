import { createHash, randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { findSecrets, passwordsInSources, requestLines } from '../../e2e/server-log-check'

/* The check the browser-test run ends with (e2e/global-teardown.ts) finds what it claims to. */

const token = randomBytes(32).toString('base64url')
const known = {
  passwords: new Map([['"e2e-admin-password" (e2e-env.ts)', 'e2e-admin-password']]),
  tokenHashes: new Map([
    [createHash('sha256').update(token).digest('hex'), 'a tenant session token'],
  ]),
}
const line = (fields: object) =>
  JSON.stringify({ level: 30, time: 1, pid: 1, hostname: 'h', ...fields })

describe('the e2e server log check', () => {
  it('passes clean request lines, ids and redacted values', () => {
    const lines = [
      line({
        reqId: 'req-1',
        req: {
          method: 'GET',
          url: '/api/files/6f1c2b1e-9a4f-4c2e-8f0e-1d2c3b4a5f6e',
          address: '127.0.0.1',
        },
        msg: 'incoming request',
      }),
      line({
        reqId: 'req-2',
        req: { method: 'GET', url: '/invite/[redacted]' },
        msg: 'incoming request',
      }),
      line({ headers: { authorization: '[redacted]', cookie: '[redacted]' }, msg: 'hand-written' }),
      line({ msg: 'Created the first admin "e2e-admin" from ADMIN_USERNAME / ADMIN_PASSWORD.' }),
    ]
    expect(findSecrets(lines, known)).toEqual([])
    expect(requestLines(lines)).toHaveLength(2)
  })

  it.each([
    [
      'a session token on record',
      line({ req: { url: `/api/x?t=${token}` } }),
      'a tenant session token',
    ],
    [
      'a token it never saw issued',
      line({ msg: `token ${randomBytes(32).toString('base64url')}` }),
      'a token-shaped value (43 base64url characters)',
    ],
    [
      'a password',
      line({ body: { password: 'e2e-admin-password' } }),
      'the password "e2e-admin-password" (e2e-env.ts)',
    ],
    [
      'an authorization header',
      line({ req: { headers: { authorization: 'Basic abc' } } }),
      'an authorization or cookie header value',
    ],
    ['a bearer token in text', 'Authorization: Bearer abcdefghijklmnopqrstu', 'a bearer token'],
    ['a session cookie in text', 'cookie hearth_tenant_session=abc', 'a session cookie value'],
  ])('names the line holding %s', (_label, text, what) => {
    const findings = findSecrets(['{"msg":"fine"}', text], known)
    expect(findings.map((finding) => finding.line)).toContain(2)
    expect(findings.map((finding) => finding.what)).toContain(what)
  })

  it('reads the passwords the specs use from their sources', () => {
    const passwords = [
      ...passwordsInSources(['e2e/e2e-env.ts', 'tests/factories.ts', 'tests/sessions.ts']).values(),
    ]
    expect(passwords).toEqual(
      expect.arrayContaining(['e2e-admin-password', 'admin-password-123', 'tenant-password-1']),
    )
    expect(passwords).not.toContain('e2e-admin')
  })
})
