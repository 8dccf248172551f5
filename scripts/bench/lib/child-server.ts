import path from 'node:path'
import { startServerProcess, type ServerProcess } from '../../lib/server-process'

const SERVERS = path.join(path.dirname(new URL(import.meta.url).pathname), '..', 'servers')

export type ChildServer = ServerProcess & { name: string; base: string }

/**
 * Starts `servers/<name>.ts` as its own process on the port and waits until it answers GET
 * `readyPath`. stderr is passed through; a crash is reported, not hidden.
 */
export const startChildServer = async (
  name: 'hearth' | 'bare',
  options: { port: number; env?: Record<string, string>; nodeArgs?: string[]; readyPath: string },
): Promise<ChildServer> => {
  const base = `http://127.0.0.1:${options.port}`
  const server = await startServerProcess({
    entry: path.join(SERVERS, `${name}.ts`),
    env: { ...process.env, ...options.env, PORT: String(options.port), HOST: '127.0.0.1' },
    nodeArgs: options.nodeArgs,
    readyUrl: `${base}${options.readyPath}`,
    // A PostgreSQL portfolio of the full size takes a while to open and migrate-check.
    readyWithinMs: 120_000,
  })
  return { ...server, name, base }
}
