import cookie from '@fastify/cookie'
import multipart from '@fastify/multipart'
import rateLimit from '@fastify/rate-limit'
import Fastify, { type FastifySchema, type FastifyServerOptions } from 'fastify'
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod'
import type { Kysely } from 'kysely'
import '../shared/zod-messages'
import type { Config } from './config'
import type { DatabaseHandle, DatabaseKind } from './db/database'
import type { Database } from './db/schema'
import { handleError } from './http/errors'
import { databaseRateLimitStore } from './http/rate-limit-store'
import { registerIdempotency } from './http/idempotency'
import { OneLinePerRequest } from './http/logger'
import { checkOrigin } from './http/origin-check'
import { registerSecurityHeaders } from './http/security-headers'
import { registerSpa } from './http/spa'
import { rejectUnstorableText } from './http/text-input'
import { authRoutes } from './modules/auth/auth.routes'
import {
  createLoginThrottle,
  DEFAULT_THROTTLE,
  type LoginThrottle,
  type ThrottleLimits,
} from './modules/auth/login-throttle'
import type { SessionUser } from './modules/auth/sessions'
import { fileRoutes } from './modules/files/files.routes'
import { adminTenantRoutes } from './modules/tenants/admin-tenant.routes'
import { tenantImportRoutes } from './modules/tenants/import/import.routes'
import { tenantDashboardRoutes } from './modules/dashboard/tenant-dashboard.routes'
import { adminPaymentRoutes } from './modules/payments/admin-payments.routes'
import { paymentRoutes } from './modules/payments/payments.routes'
import { inviteRoutes } from './modules/invites/invites.routes'
import { maintenanceRoutes } from './modules/maintenance/maintenance.routes'
import { notificationRoutes } from './modules/notifications/notifications.routes'
import { propertyRoutes } from './modules/properties/properties.routes'
import { unitRoutes } from './modules/units/units.routes'
import { leaseRoutes } from './modules/leases/leases.routes'
import { ledgerRoutes } from './modules/ledger/ledger.routes'
import { depositRoutes } from './modules/deposits/deposits.routes'
import { tenantLedgerRoutes } from './modules/ledger/tenant-ledger.routes'
import { leaseIntakeRoutes } from './modules/lease-intake/lease-intake.routes'
import { EXTRACT_LEASE_JOB } from './modules/lease-intake/intake.service'
import { extractLeaseJob } from './modules/lease-intake/extract-job'
import { adminDashboardRoutes } from './modules/admin-dashboard/admin-dashboard.routes'
import { backupRoutes } from './modules/backup/backup.routes'
import { profileRoutes } from './modules/profile/profile.routes'
import { systemRoutes } from './modules/system/system.routes'
import { createMailTransport } from './modules/mail/mail-transport'
import { SEND_MAIL_JOB, sendMailJob } from './modules/mail/mail.service'
import { requeueStaleJobs } from './jobs/queue'
import { startDailyClock, type DailyClock } from './modules/scheduler/daily-clock'
import { LEDGER_DAY_JOB, ledgerDayJob } from './modules/scheduler/scheduler-job'
import {
  ORPHAN_SWEEP_JOB,
  orphanSweepJob,
  startOrphanSweepClock,
  type SweepClock,
} from './modules/files/orphan-sweep'
import { startWorker, type JobHandler, type Worker } from './jobs/worker'
import type { FileStore } from './storage/file-store'
import { openFileStore } from './storage/open-file-store'
import { createReaderPool, type ReaderPool } from './readers/reader-pool'

declare module 'fastify' {
  // Declaration merging needs interfaces.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyInstance {
    config: Config
    db: Kysely<Database>
    databaseKind: DatabaseKind
    /** The open database with its backup, where the caller gave one (the server does). */
    databaseHandle: DatabaseHandle | undefined
    loginThrottle: LoginThrottle
    storage: FileStore
    /** The processes untrusted files are read in (PDFs, scans, spreadsheets). */
    readers: ReaderPool
    jobHandlers: Record<string, JobHandler>
    /** Wakes the job worker after an enqueue; does nothing where no worker runs (tests). */
    nudgeJobs: () => void
    /** Every route as registered, so the authorization and fuzz suites cannot miss a new one. */
    routeTable: RouteEntry[]
    /** The clock the ledger and the scheduler read; tests set it. */
    now: () => Date
  }
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyRequest {
    session: SessionUser | null
    /** The data version read with the session (`dataVersionOf`). */
    dataVersion: number | null
  }
}

export type RouteEntry = {
  method: string
  url: string
  schema: FastifySchema | undefined
  /** A create call that answers a repeated Idempotency-Key with its first answer. */
  idempotent: boolean
}

export type AppOptions = {
  config: Config
  db: Kysely<Database>
  databaseKind: DatabaseKind
  /** Lets admins download a backup (GET /api/admin/backup). */
  databaseHandle?: DatabaseHandle
  /** Defaults to the store the configuration names (DATA_DIR/uploads unless FILE_STORE_URL). */
  storage?: FileStore
  /** Folder of the built client; without one, non-API paths answer 404. */
  clientDir?: string
  logger?: FastifyServerOptions['logger']
  loginLimits?: ThrottleLimits
  /** Run the background job worker in this process (the server does; tests run jobs by hand). */
  runJobs?: boolean
  /** The clock the ledger and the scheduler read; the system clock unless a test sets one. */
  now?: () => Date
  /**
   * Reader processes owned by the caller, who closes them; by default the app starts its own and
   * closes them with itself. Tests share one pool across their apps, so a read takes the warm spare
   * an earlier test's read started instead of every test paying for two new processes.
   */
  readers?: ReaderPool
}

/** The nearest `hops` addresses in X-Forwarded-For are proxies; the one before them is the client. */
const trustHops = (hops: number) => (_address: string, hop: number) => hop < hops

/** JSON bodies are small; files travel as multipart with their own limits. */
const JSON_BODY_LIMIT = 1024 * 1024

export const buildApp = async (options: AppOptions) => {
  const { config } = options
  const app = Fastify({
    logger: options.logger ?? false,
    logController: new OneLinePerRequest(),
    bodyLimit: JSON_BODY_LIMIT,
    routerOptions: { ignoreTrailingSlash: true },
    // Errors the router raises before any route (a path too long, a malformed URL) get the same {error} body.
    frameworkErrors: handleError,
    // Off unless TRUST_PROXY names the proxies: otherwise anyone could claim any address in
    // X-Forwarded-For and escape the per-client sign-in and rate limits.
    trustProxy:
      typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
  }).withTypeProvider<ZodTypeProvider>()
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)
  app.setErrorHandler(handleError)

  app.decorate('config', config)
  app.decorate('now', options.now ?? (() => new Date()))
  app.decorate('db', options.db)
  const routeTable: RouteEntry[] = []
  app.decorate('routeTable', routeTable)
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat())
      if (method !== 'HEAD')
        routeTable.push({
          method,
          url: route.url,
          schema: route.schema,
          idempotent: route.config?.idempotent === true,
        })
  })
  app.decorate('databaseKind', options.databaseKind)
  app.decorate('databaseHandle', options.databaseHandle)
  app.decorate('storage', options.storage ?? (await openFileStore(config.fileStore)))
  app.decorate(
    'loginThrottle',
    createLoginThrottle(options.db, options.loginLimits ?? DEFAULT_THROTTLE),
  )
  app.decorate(
    'readers',
    options.readers ?? createReaderPool({ processes: config.readerProcesses }),
  )
  if (!options.readers) app.addHook('onClose', async () => app.readers.close())
  app.decorateRequest('session', null)
  app.decorateRequest('dataVersion', null)

  const jobHandlers: Record<string, JobHandler> = {
    [SEND_MAIL_JOB]: sendMailJob(options.db, createMailTransport(config, app.log)),
    [EXTRACT_LEASE_JOB]: extractLeaseJob(options.db, app.storage, {
      readers: app.readers,
      llm: config.extractorLlm,
    }),
    [LEDGER_DAY_JOB]: ledgerDayJob(options.db, {
      publicUrl: config.publicUrl,
      reminderDaysBefore: config.rentReminderDays,
      now: app.now,
    }),
    [ORPHAN_SWEEP_JOB]: orphanSweepJob(options.db, app.storage, {
      now: app.now,
      log: (removed) =>
        app.log.info(`Removed ${removed} uploaded file(s) that no record pointed at.`),
    }),
  }
  app.decorate('jobHandlers', jobHandlers)
  let worker: Worker | undefined
  let dailyClock: DailyClock | undefined
  let sweepClock: SweepClock | undefined
  app.decorate('nudgeJobs', () => worker?.nudge())
  if (options.runJobs) {
    app.addHook('onReady', async () => {
      await requeueStaleJobs(options.db, { everyRunning: options.databaseKind === 'sqlite' })
      worker = startWorker(options.db, jobHandlers, app.log)
      dailyClock = startDailyClock(options.db, {
        now: app.now,
        onScheduled: () => worker?.nudge(),
        onError: (error) => app.log.error({ err: error }, 'scheduler day could not be queued'),
      })
      // Crash leftovers and files deleted during a backup are removed while servers run, not
      // only at a start that may be months away.
      sweepClock = startOrphanSweepClock(options.db, app.storage, {
        now: app.now,
        onScheduled: () => worker?.nudge(),
        onError: (error) =>
          app.log.error({ err: error }, 'orphaned-file sweep could not be queued'),
      })
    })
    app.addHook('onClose', async () => {
      dailyClock?.stop()
      sweepClock?.stop()
      await worker?.stop()
    })
  }

  await registerSecurityHeaders(app, config.secureCookies)
  await app.register(cookie)
  await app.register(rateLimit, {
    global: false,
    // Counted in the database, so a limit holds for the whole fleet.
    store: databaseRateLimitStore(options.db),
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      error: 'Too Many Requests',
      message: `Too many requests. Try again in ${context.after}.`,
    }),
  })
  await app.register(multipart, {
    limits: { fileSize: 20 * 1024 * 1024, files: 10, fields: 50, parts: 70, fieldSize: 64 * 1024 },
  })
  app.addHook('onRequest', checkOrigin(config.publicUrl))
  app.addHook('preValidation', rejectUnstorableText)

  registerIdempotency(app)

  await app.register(systemRoutes)
  await app.register(authRoutes)
  await app.register(inviteRoutes)
  await app.register(notificationRoutes)
  await app.register(fileRoutes)
  await app.register(adminTenantRoutes)
  await app.register(tenantImportRoutes)
  await app.register(propertyRoutes)
  await app.register(unitRoutes)
  await app.register(leaseRoutes)
  await app.register(ledgerRoutes)
  await app.register(tenantLedgerRoutes)
  await app.register(depositRoutes)
  await app.register(leaseIntakeRoutes)
  await app.register(adminDashboardRoutes)
  await app.register(maintenanceRoutes)
  await app.register(profileRoutes)
  await app.register(paymentRoutes)
  await app.register(adminPaymentRoutes)
  await app.register(tenantDashboardRoutes)
  await app.register(backupRoutes)

  await registerSpa(app, options.clientDir)
  return app
}

export type App = Awaited<ReturnType<typeof buildApp>>
