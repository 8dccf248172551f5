import { z } from 'zod'

/** An id a person picked from a list; the sentence is what they read under an empty picker. */
export const IdSchema = z.uuid('Choose one from the list')
/** An id inside an address, where nobody picked anything. */
export const IdParamsSchema = z.object({ id: z.uuid('This address does not name a record') })

/** Optional paging and search that every list accepts; without them the whole list comes back. */
export const ListQuerySchema = z.object({
  q: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(500).optional(),
  offset: z.coerce.number().int().min(0).optional(),
})
export type ListQuery = z.infer<typeof ListQuerySchema>

export const OkSchema = z.object({ success: z.literal(true) })

export const ErrorBodySchema = z.object({ error: z.string(), details: z.unknown().optional() })
export type ErrorBody = z.infer<typeof ErrorBodySchema>
