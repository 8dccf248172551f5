import path from 'node:path'
import { z } from 'zod'

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional()

/** Days before a rent's due date the "rent due soon" reminder goes out when nothing is set. */
export const DEFAULT_RENT_REMINDER_DAYS = 3

const EnvSchema = z
  .object({
    PORT: z.coerce
      .number({ error: 'must be a port number from 0 to 65535' })
      .int('must be a port number from 0 to 65535')
      .min(0, 'must be a port number from 0 to 65535')
      .max(65535, 'must be a port number from 0 to 65535')
      .default(3000),
    HOST: z.string().trim().min(1).default('127.0.0.1'),
    DATA_DIR: z.string().trim().min(1).default('./data'),
    DATABASE_URL: optionalText.pipe(
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
        .optional(),
    ),
    ADMIN_USERNAME: optionalText,
    ADMIN_PASSWORD: optionalText.pipe(
      z.string().min(10, 'must be at least 10 characters').optional(),
    ),
    DEMO: z.enum(['', '0', '1'], { error: 'must be 1 (or unset)' }).default(''),
    PUBLIC_URL: optionalText.pipe(
      z.url('must be a URL such as https://hearth.example.com').optional(),
    ),
    SMTP_URL: optionalText.pipe(
      z
        .string()
        .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
        .optional(),
    ),
    EXTRACTOR_LLM_URL: optionalText.pipe(z.url('must be a URL').optional()),
    EXTRACTOR_LLM_MODEL: optionalText,
    EXTRACTOR_LLM_KEY: optionalText,
    FILE_STORE_URL: optionalText.pipe(
      z
        .string()
        .regex(
          /^s3:\/\/[a-z0-9][a-z0-9.-]{1,61}[a-z0-9](\/.*)?$/,
          'must look like s3://bucket/prefix',
        )
        .optional(),
    ),
    S3_ENDPOINT: optionalText.pipe(
      z.url('must be a URL such as https://s3.example.com').optional(),
    ),
    S3_REGION: optionalText,
    S3_ACCESS_KEY_ID: optionalText,
    S3_SECRET_ACCESS_KEY: optionalText,
    S3_FORCE_PATH_STYLE: z.enum(['', '0', '1'], { error: 'must be 1, 0 (or unset)' }).default(''),
    TRUST_PROXY: optionalText.pipe(
      z
        .string()
        .regex(
          /^(\d{1,2}|[0-9a-fA-F.:/]+(\s*,\s*[0-9a-fA-F.:/]+)*)$/,
          'must be a hop count such as 1 or a list of proxy addresses such as 127.0.0.1,10.0.0.0/8',
        )
        .optional(),
    ),
    RENT_REMINDER_DAYS: z.coerce
      .number({ error: 'must be a whole number of days from 0 to 28' })
      .int('must be a whole number of days from 0 to 28')
      .min(0, 'must be a whole number of days from 0 to 28')
      .max(28, 'must be a whole number of days from 0 to 28')
      .default(DEFAULT_RENT_REMINDER_DAYS),
    READER_PROCESSES: z.coerce
      .number({ error: 'must be a whole number from 1 to 16' })
      .int('must be a whole number from 1 to 16')
      .min(1, 'must be a whole number from 1 to 16')
      .max(16, 'must be a whole number from 1 to 16')
      .default(2),
  })
  .refine((env) => !(env.ADMIN_PASSWORD && !env.ADMIN_USERNAME), {
    message: 'must be set when ADMIN_PASSWORD is set',
    path: ['ADMIN_USERNAME'],
  })
  .refine((env) => !env.FILE_STORE_URL || env.S3_REGION, {
    message: 'must be set when FILE_STORE_URL is set (any value, such as us-east-1, for MinIO)',
    path: ['S3_REGION'],
  })
  .refine((env) => !env.S3_ACCESS_KEY_ID === !env.S3_SECRET_ACCESS_KEY, {
    message: 'and S3_SECRET_ACCESS_KEY must be set together',
    path: ['S3_ACCESS_KEY_ID'],
  })

/** Where stored files live: `DATA_DIR/uploads`, or a bucket shared by every server. */
export type FileStoreConfig =
  | { kind: 'local'; root: string }
  | {
      kind: 's3'
      bucket: string
      /** Every key is written under this prefix ('' or ending in '/'). */
      prefix: string
      endpoint: string | undefined
      region: string
      credentials: { accessKeyId: string; secretAccessKey: string } | undefined
      forcePathStyle: boolean
    }

/** Fastify's trustProxy: a hop count, or the addresses of the proxies whose X-Forwarded-For is believed. */
export type TrustProxy = number | string[] | false

export type Config = {
  port: number
  host: string
  dataDir: string
  databaseUrl: string | undefined
  adminUsername: string | undefined
  adminPassword: string | undefined
  demo: boolean
  publicUrl: string
  /** True when PUBLIC_URL is https: cookies get the Secure flag and HSTS is sent. */
  secureCookies: boolean
  smtpUrl: string | undefined
  extractorLlm: { url: string; model: string | undefined; key: string | undefined } | undefined
  fileStore: FileStoreConfig
  trustProxy: TrustProxy
  /**
   * Days before a rent's due date the "rent due soon" reminder goes out; 0 sends it on the due
   * day only, and at most 28 keeps it within the month before.
   */
  rentReminderDays: number
  /** How many untrusted files (PDFs, spreadsheets) are read at once, each in its own process. */
  readerProcesses: number
}

const fileStoreOf = (e: z.infer<typeof EnvSchema>, dataDir: string): FileStoreConfig => {
  if (!e.FILE_STORE_URL) return { kind: 'local', root: path.join(dataDir, 'uploads') }
  const [bucket = '', ...rest] = e.FILE_STORE_URL.slice('s3://'.length).split('/')
  const prefix = rest.filter(Boolean).join('/')
  return {
    kind: 's3',
    bucket,
    prefix: prefix ? `${prefix}/` : '',
    endpoint: e.S3_ENDPOINT,
    region: e.S3_REGION ?? '',
    credentials:
      e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
        : undefined,
    // MinIO and most self-hosted servers want path-style addresses; AWS wants virtual hosts.
    forcePathStyle:
      e.S3_FORCE_PATH_STYLE === '' ? e.S3_ENDPOINT !== undefined : e.S3_FORCE_PATH_STYLE === '1',
  }
}

const trustProxyOf = (value: string | undefined): TrustProxy => {
  if (!value) return false
  if (/^\d+$/.test(value)) return Number(value)
  return value.split(',').map((entry) => entry.trim())
}

/** Thrown for a bad environment; main prints its message as the one line and exits. */
export class ConfigError extends Error {}

/** The only reader of process.env. */
export const loadConfig = (env: NodeJS.ProcessEnv = process.env): Config => {
  const parsed = EnvSchema.safeParse(env)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    const name = issue?.path.join('.') || 'environment'
    throw new ConfigError(`Invalid configuration: ${name} ${issue?.message ?? 'is not valid'}.`)
  }
  const e = parsed.data
  const dataDir = path.resolve(e.DATA_DIR)
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '')
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    adminUsername: e.ADMIN_USERNAME,
    adminPassword: e.ADMIN_PASSWORD,
    demo: e.DEMO === '1',
    publicUrl,
    secureCookies: publicUrl.startsWith('https://'),
    smtpUrl: e.SMTP_URL,
    extractorLlm: e.EXTRACTOR_LLM_URL
      ? { url: e.EXTRACTOR_LLM_URL, model: e.EXTRACTOR_LLM_MODEL, key: e.EXTRACTOR_LLM_KEY }
      : undefined,
    fileStore: fileStoreOf(e, dataDir),
    trustProxy: trustProxyOf(e.TRUST_PROXY),
    readerProcesses: e.READER_PROCESSES,
    rentReminderDays: e.RENT_REMINDER_DAYS,
  }
}
