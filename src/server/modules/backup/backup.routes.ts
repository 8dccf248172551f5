import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { createBackup } from '../../backup/backup'
import { requireAdmin } from '../../http/authenticate'
import { AppError } from '../../http/errors'

/** GET /api/admin/backup: the same archive as `npm run backup`, downloaded from the admin panel. */
export const backupRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/admin/backup', { onRequest: requireAdmin }, async (_request, reply) => {
    const database = app.databaseHandle
    if (!database) throw new AppError(503, 'Backups are not available on this server.')
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hearth-download-'))
    const archive = path.join(dir, 'hearth.tar')
    const removeDir = () => fs.rmSync(dir, { recursive: true, force: true })
    try {
      await createBackup(database, app.storage, archive)
    } catch (error) {
      removeDir()
      throw error
    }
    const stream = fs.createReadStream(archive)
    // The archive is only on its way to the admin; it leaves the server's disk once sent.
    stream.once('close', removeDir)
    const stamp = new Date().toISOString().slice(0, 19).replace(/[:T]/g, '-')
    return reply
      .header('Content-Type', 'application/x-tar')
      .header('Content-Disposition', `attachment; filename="hearth-backup-${stamp}.tar"`)
      .header('X-Content-Type-Options', 'nosniff')
      .header('Cache-Control', 'no-store')
      .send(stream)
  })
}
