import { z } from 'zod'

export const IdSchema = z.uuid('Not a valid id')
export const IdParamsSchema = z.object({ id: IdSchema })

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
