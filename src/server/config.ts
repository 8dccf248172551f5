import path from 'node:path'
import { z } from 'zod'

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional()

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
    ADMIN_PASSWORD: optionalText.pipe(z.string().min(10, 'must be at least 10 characters').optional()),
    DEMO: z.enum(['', '0', '1'], { error: 'must be 1 (or unset)' }).default(''),
    PUBLIC_URL: optionalText.pipe(z.url('must be a URL such as https://hearth.example.com').optional()),
    SMTP_URL: optionalText.pipe(z.string().regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://').optional()),
    EXTRACTOR_LLM_URL: optionalText.pipe(z.url('must be a URL').optional()),
    EXTRACTOR_LLM_MODEL: optionalText,
    EXTRACTOR_LLM_KEY: optionalText,
  })
  .refine((env) => !(env.ADMIN_PASSWORD && !env.ADMIN_USERNAME), {
    message: 'must be set when ADMIN_PASSWORD is set',
    path: ['ADMIN_USERNAME'],
  })

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
}

/** Thrown for a bad environment; main prints its message as the one line and exits. */
export class ConfigError extends Error {}

/** The only reader of process.env (CONVENTIONS 9). */
export const loadConfig = (env: NodeJS.ProcessEnv = process.env): Config => {
  const parsed = EnvSchema.safeParse(env)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    const name = issue?.path.join('.') || 'environment'
    throw new ConfigError(`Invalid configuration: ${name} ${issue?.message ?? 'is not valid'}.`)
  }
  const e = parsed.data
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '')
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
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
  }
}
