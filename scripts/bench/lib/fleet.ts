import path from 'node:path'
import { startHaproxy } from '../../lib/haproxy'
import { startS3TestServer } from '../../lib/s3-test-server'
import { startChildServer, type ChildServer } from './child-server'

const BUCKET = 'hearth-bench'

/**
 * The two-server fleet of the README's recipe, for `npm run bench -- --fleet`: an S3-compatible
 * server on loopback for the files, two Hearth servers on the benchmark's PostgreSQL database
 * (ports `port + 2` and `port + 3`, started at once, as the fleet suite does) and HAProxy with
 * deploy/haproxy.cfg on `port`. Seen from the benchmark it is one server at the proxy's address:
 * its CPU is both servers' together, its memory the larger of the two (the target is per server).
 */
export const startFleet = async (options: {
  port: number
  workDir: string
  env: Record<string, string>
}): Promise<ChildServer> => {
  const stops: (() => Promise<void>)[] = []
  const stop = async () => {
    for (const stopOne of stops.reverse()) await stopOne().catch(() => undefined)
  }
  try {
    const s3 = await startS3TestServer({ bucket: BUCKET })
    stops.push(s3.close)
    const serverPorts = [options.port + 2, options.port + 3] as const
    const startServer = async (port: number, i: number) => {
      const server = await startChildServer('hearth', {
        port,
        readyPath: '/api/health',
        env: {
          ...options.env,
          DATA_DIR: path.join(options.workDir, `server-${i + 1}`),
          FILE_STORE_URL: `s3://${BUCKET}/uploads`,
          S3_ENDPOINT: s3.endpoint,
          S3_REGION: 'us-east-1',
          S3_ACCESS_KEY_ID: 'S3RVER',
          S3_SECRET_ACCESS_KEY: 'S3RVER',
          TRUST_PROXY: '127.0.0.1',
        },
      })
      stops.push(() => server.stop())
      return server
    }
    // At once, on the database the benchmark seeded: as a fleet starts.
    const servers = await Promise.all([
      startServer(serverPorts[0], 0),
      startServer(serverPorts[1], 1),
    ])
    const proxy = await startHaproxy({
      workDir: options.workDir,
      publicPort: options.port,
      serverPorts,
    })
    stops.push(proxy.stop)
    return {
      name: 'hearth fleet',
      base: `http://127.0.0.1:${options.port}`,
      pid: servers[0].pid,
      isAlive: () => servers.every((server) => server.isAlive()),
      memory: () => {
        const each = servers.map((server) => server.memory())
        return {
          rssMb: Math.max(...each.map((m) => m.rssMb)),
          peakMb: Math.max(...each.map((m) => m.peakMb)),
        }
      },
      cpuSeconds: () => servers.reduce((sum, server) => sum + server.cpuSeconds(), 0),
      stop,
    }
  } catch (error) {
    await stop()
    throw error
  }
}
