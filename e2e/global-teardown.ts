import fs from 'node:fs'
import path from 'node:path'
import { openSqlite } from '../src/server/db/database'
import { E2E_DATA_DIR, E2E_SERVER_LOG } from './e2e-env'
import { findSecrets, passwordsInSources, requestLines } from './server-log-check'

/**
 * After every browser-test run: fail, naming the line, if the server's log holds a token, a
 * password or a header value. Runs while the server still runs, so its database can name tokens.
 */
export default async function checkServerLog() {
  if (!fs.existsSync(E2E_SERVER_LOG))
    throw new Error(`The e2e server wrote no log at ${E2E_SERVER_LOG}.`)
  const lines = fs.readFileSync(E2E_SERVER_LOG, 'utf8').split('\n').filter(Boolean)
  const requests = requestLines(lines).length
  if (requests === 0) {
    throw new Error(
      `${E2E_SERVER_LOG} holds no request lines, so the secrets check would prove nothing.`,
    )
  }

  const sources = [
    ...fs
      .readdirSync('e2e')
      .filter((name) => name.endsWith('.ts') && name !== 'server-log-check.ts')
      .map((name) => path.join('e2e', name)),
    'tests/factories.ts',
    'tests/sessions.ts',
  ]
  const passwords = passwordsInSources(sources)
  const tokenHashes = new Map<string, string>()
  const database = openSqlite(path.resolve(E2E_DATA_DIR, 'hearth.db'))
  try {
    for (const row of await database.db
      .selectFrom('sessions')
      .select(['token_hash', 'role'])
      .execute()) {
      tokenHashes.set(row.token_hash, `a ${row.role} session token`)
    }
    for (const row of await database.db
      .selectFrom('tenant_invites')
      .select('token_hash')
      .execute()) {
      tokenHashes.set(row.token_hash, 'an invite token')
    }
  } finally {
    await database.close()
  }

  const findings = findSecrets(lines, { passwords, tokenHashes })
  if (findings.length) {
    const report = findings
      .slice(0, 20)
      .map(
        ({ line, what, text }) =>
          `  ${E2E_SERVER_LOG}:${line} holds ${what}:\n    ${text.slice(0, 300)}`,
      )
      .join('\n')
    throw new Error(`Secrets in the e2e server log (${findings.length}):\n${report}`)
  }
  console.log(
    `Server log check: ${lines.length} lines (${requests} request lines) hold none of ${passwords.size} passwords, ` +
      `${tokenHashes.size} tokens on record, any token-shaped value or header value.`,
  )
}
