import { z } from 'zod'

/** What the client learns about the server (GET /api/config). Credentials appear only in demo mode. */
export const PublicConfigSchema = z.object({
  demo: z.boolean(),
  demoCredentials: z
    .object({
      admin: z.object({ username: z.string(), password: z.string() }),
      tenant: z.object({ email: z.string(), password: z.string() }),
    })
    .optional(),
})
export type PublicConfig = z.infer<typeof PublicConfigSchema>

export const HealthSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['sqlite', 'postgres']),
})
