import { buildApp } from './app'
import type { Config } from './config'
import { openDatabase, type DatabaseKind } from './db/database'
import { migrateToLatest } from './db/migrate'
import { withStartupLock } from './db/startup-lock'
import { DEMO_CREDENTIALS, seedDemo } from './db/seed/demo-seed'
import { loggerOptions } from './http/logger'
import { ensureAdmin } from './modules/admins/ensure-admin'
import { deleteDeadSessions } from './modules/auth/sessions'
import { removeOrphanedFiles } from './modules/files/files.service'
import { ORPHAN_GRACE_MS } from './modules/files/orphan-sweep'
import { openFileStore } from './storage/open-file-store'

const isEmpty = async (db: ReturnType<typeof openDatabase>['db']) => {
  const admin = await db.selectFrom('admins').select('id').limit(1).executeTakeFirst()
  const tenant = await db.selectFrom('tenants').select('id').limit(1).executeTakeFirst()
  return !admin && !tenant
}

/**
 * What to tell whoever starts a server on PostgreSQL (so, maybe, one of several) while files
 * live on this machine's disk: no other server can read them.
 */
export const fileStoreWarning = (
  databaseKind: DatabaseKind,
  fileStore: Config['fileStore'],
): string | undefined =>
  databaseKind === 'postgres' && fileStore.kind === 'local'
    ? `Files are stored on this server's own disk (${fileStore.root}) while the database is PostgreSQL: ` +
      'a second server on this database cannot read them (uploads answer "no longer available" there, ' +
      'lease intakes it claims fail). Set FILE_STORE_URL to an S3-compatible bucket before adding a server.'
    : undefined

/** config → migrate → ensure admin → buildApp → listen (CONVENTIONS "Layout"). */
export const runServer = async (config: Config, options: { clientDir?: string } = {}) => {
  const database = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir })
  // One store for the seed and the app: the demo's lease documents are files like any upload.
  const storage = await openFileStore(config.fileStore)
  const { seeded, admin } = await withStartupLock(database, async () => {
    await migrateToLatest(database.db)
    await deleteDeadSessions(database.db)
    const isSeeding = config.demo && (await isEmpty(database.db))
    if (isSeeding)
      await seedDemo(database.db, {
        store: storage,
        publicUrl: config.publicUrl,
        reminderDaysBefore: config.rentReminderDays,
      })
    return {
      seeded: isSeeding,
      admin: await ensureAdmin(database.db, {
        username: config.adminUsername,
        password: config.adminPassword,
        dataDir: config.dataDir,
      }),
    }
  })

  const app = await buildApp({
    config,
    db: database.db,
    databaseKind: database.kind,
    databaseHandle: database,
    storage,
    ...(options.clientDir ? { clientDir: options.clientDir } : {}),
    logger: loggerOptions,
    runJobs: true,
  })
  app.addHook('onClose', () => database.close())
  const warning = fileStoreWarning(database.kind, config.fileStore)
  if (warning) app.log.warn(warning)
  // With SQLite this is the only process, so at start every unreferenced file is a crash
  // leftover; other servers sharing a PostgreSQL database may be between writing a file and
  // committing its row. While running, every server sweeps through the job queue.
  const orphans = await removeOrphanedFiles(
    database.db,
    app.storage,
    database.kind === 'sqlite' ? 0 : ORPHAN_GRACE_MS,
  )
  if (orphans) app.log.info(`Removed ${orphans} uploaded file(s) that no record pointed at.`)
  if (admin.created && admin.generatedPassword) {
    // The one time this password is shown; it is also in the file for headless installs.
    console.log(
      `\nCreated the first admin. Username: ${admin.username}  Password: ${admin.generatedPassword}\n` +
        `(also written to ${admin.passwordFile}; delete that file once you have signed in)\n`,
    )
  } else if (admin.created) {
    app.log.info(
      `Created the first admin "${admin.username}" from ADMIN_USERNAME / ADMIN_PASSWORD.`,
    )
  }

  await app.listen({ port: config.port, host: config.host })
  const url = config.publicUrl
  if (config.demo) {
    console.log(
      `\nHearth demo${seeded ? ' (fresh demo data)' : ''} is running at ${url}\n` +
        `  Tenant portal: ${url}/login        ${DEMO_CREDENTIALS.tenant.email} / ${DEMO_CREDENTIALS.tenant.password}\n` +
        `  Admin panel:   ${url}/admin/login  ${DEMO_CREDENTIALS.admin.username} / ${DEMO_CREDENTIALS.admin.password}\n`,
    )
  }

  const shutdown = () => {
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    )
  }
  process.once('SIGINT', shutdown)
  process.once('SIGTERM', shutdown)
  return app
}
