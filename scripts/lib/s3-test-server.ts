import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import S3rver from 's3rver'

export type S3TestServer = { endpoint: string; bucket: string; close: () => Promise<void> }

/**
 * An S3-compatible server (s3rver) on loopback, for the store's contract tests and the fleet
 * suite. It stands in for a real provider: the store speaks to it through the same AWS SDK
 * calls it sends to AWS S3, MinIO, R2 or B2.
 */
export const startS3TestServer = async (
  options: { port?: number; bucket?: string; directory?: string } = {},
): Promise<S3TestServer> => {
  const bucket = options.bucket ?? 'hearth-test'
  const directory = options.directory ?? fs.mkdtempSync(path.join(os.tmpdir(), 'hearth-s3-'))
  const server = new S3rver({
    address: '127.0.0.1',
    port: options.port ?? 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  })
  const { port } = await server.run()
  return {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    close: async () => {
      await server.close()
      if (!options.directory) fs.rmSync(directory, { recursive: true, force: true })
    },
  }
}
