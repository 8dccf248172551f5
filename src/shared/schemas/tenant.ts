import { z } from 'zod'

/** The tenant as the tenant portal sees it. */
export const TenantSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  unit: z.string().nullable(),
  leaseStart: z.string().nullable(),
  leaseEnd: z.string().nullable(),
  extractedFromDocument: z.boolean(),
  confidenceScore: z.number().nullable(),
})
export type Tenant = z.infer<typeof TenantSchema>
