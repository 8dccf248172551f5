import { z } from 'zod'

/** A unit of a property; `activeLeaseId` names the lease that occupies it, if any. */
export const UnitSchema = z.object({
  id: z.string(),
  name: z.string(),
  activeLeaseId: z.string().nullable(),
})
export type Unit = z.infer<typeof UnitSchema>

export const UnitNameSchema = z
  .string()
  .trim()
  .min(1, 'Enter a unit name')
  .max(60, 'Use at most 60 characters')

export const AddUnitBodySchema = z.object({ name: UnitNameSchema })
export type AddUnitBody = z.infer<typeof AddUnitBodySchema>

export const RenameUnitBodySchema = z.object({ name: UnitNameSchema })

/** 'Unit 2B' for a unit named '2B'; a name that already says 'Unit' is shown as it is. */
export const unitLabel = (name: string) =>
  /^unit\b/i.test(name.trim()) ? name.trim() : `Unit ${name.trim()}`
