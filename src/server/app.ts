import path from 'node:path'
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
import type { DatabaseKind } from './db/database'
import type { Database } from './db/schema'
import { handleError } from './http/errors'
import { OneLinePerRequest } from './http/logger'
import { checkOrigin } from './http/origin-check'
import { registerSecurityHeaders } from './http/security-headers'
import { registerSpa } from './http/spa'
import { rejectUnstorableText } from './http/text-input'
import { trackDataVersion } from './modules/admin-dashboard/data-version'
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
import { leaseRoutes } from './modules/leases/leases.routes'
import { leaseIntakeRoutes } from './modules/lease-intake/lease-intake.routes'
import { EXTRACT_LEASE_JOB } from './modules/lease-intake/intake.service'
import { extractLeaseJob } from './modules/lease-intake/extract-job'
import { adminDashboardRoutes } from './modules/admin-dashboard/admin-dashboard.routes'
import { profileRoutes } from './modules/profile/profile.routes'
import { systemRoutes } from './modules/system/system.routes'
import { createMailTransport } from './modules/mail/mail-transport'
import { SEND_MAIL_JOB, sendMailJob } from './modules/mail/mail.service'
import { requeueStaleJobs } from './jobs/queue'
import { startWorker, type JobHandler, type Worker } from './jobs/worker'
import { createLocalFileStore, type FileStore } from './storage/file-store'

declare module 'fastify' {
  // Declaration merging needs interfaces.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyInstance {
    config: Config
    db: Kysely<Database>
    databaseKind: DatabaseKind
    loginThrottle: LoginThrottle
    storage: FileStore
    jobHandlers: Record<string, JobHandler>
    /** Wakes the job worker after an enqueue; does nothing where no worker runs (tests). */
    nudgeJobs: () => void
    /** Every route as registered, so the authorization and fuzz suites cannot miss a new one. */
    routeTable: RouteEntry[]
  }
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyRequest {
    session: SessionUser | null
  }
}

export type RouteEntry = {
  method: string
  url: string
  schema: FastifySchema | undefined
}

export type AppOptions = {
  config: Config
  db: Kysely<Database>
  databaseKind: DatabaseKind
  /** Defaults to the local store under DATA_DIR/uploads. */
  storage?: FileStore
  /** Folder of the built client; without one, non-API paths answer 404. */
  clientDir?: string
  logger?: FastifyServerOptions['logger']
  loginLimits?: ThrottleLimits
  /** Run the background job worker in this process (the server does; tests run jobs by hand). */
  runJobs?: boolean
}

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
  }).withTypeProvider<ZodTypeProvider>()
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)
  app.setErrorHandler(handleError)

  app.decorate('config', config)
  app.decorate('db', options.db)
  const routeTable: RouteEntry[] = []
  app.decorate('routeTable', routeTable)
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat())
      if (method !== 'HEAD') routeTable.push({ method, url: route.url, schema: route.schema })
  })
  app.decorate('databaseKind', options.databaseKind)
  app.decorate(
    'storage',
    options.storage ?? createLocalFileStore(path.join(config.dataDir, 'uploads')),
  )
  app.decorate('loginThrottle', createLoginThrottle(options.loginLimits ?? DEFAULT_THROTTLE))
  app.decorateRequest('session', null)

  const jobHandlers: Record<string, JobHandler> = {
    [SEND_MAIL_JOB]: sendMailJob(options.db, createMailTransport(config, app.log)),
    [EXTRACT_LEASE_JOB]: extractLeaseJob(options.db, app.storage, { llm: config.extractorLlm }),
  }
  app.decorate('jobHandlers', jobHandlers)
  let worker: Worker | undefined
  app.decorate('nudgeJobs', () => worker?.nudge())
  if (options.runJobs) {
    app.addHook('onReady', async () => {
      await requeueStaleJobs(options.db, { everyRunning: options.databaseKind === 'sqlite' })
      worker = startWorker(options.db, jobHandlers, app.log)
    })
    app.addHook('onClose', async () => worker?.stop())
  }

  await registerSecurityHeaders(app, config.secureCookies)
  await app.register(cookie)
  await app.register(rateLimit, {
    global: false,
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

  trackDataVersion(app)

  await app.register(systemRoutes)
  await app.register(authRoutes)
  await app.register(inviteRoutes)
  await app.register(notificationRoutes)
  await app.register(fileRoutes)
  await app.register(adminTenantRoutes)
  await app.register(tenantImportRoutes)
  await app.register(propertyRoutes)
  await app.register(leaseRoutes)
  await app.register(leaseIntakeRoutes)
  await app.register(adminDashboardRoutes)
  await app.register(maintenanceRoutes)
  await app.register(profileRoutes)
  await app.register(paymentRoutes)
  await app.register(adminPaymentRoutes)
  await app.register(tenantDashboardRoutes)

  await registerSpa(app, options.clientDir)
  return app
}

export type App = Awaited<ReturnType<typeof buildApp>>
