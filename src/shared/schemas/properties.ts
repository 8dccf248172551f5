import { z } from 'zod'
import { IsoDateSchema } from '../dates'
import { MoneySchema } from '../money'
import { IdSchema } from './common'

/** Property types; new properties default to apartment. */
export const PROPERTY_TYPES = ['apartment', 'house', 'condo', 'townhouse', 'commercial'] as const
export const PropertyTypeSchema = z.enum(PROPERTY_TYPES, {
  error: 'Choose apartment, house, condo, townhouse or commercial',
})
export type PropertyType = z.infer<typeof PropertyTypeSchema>

/** The money fields of a property, wire name → what the forms call them. */
export const PROPERTY_FEES = ['maintenanceFee', 'hoaFee', 'gardeningFee', 'poolFee'] as const

const optionalText = (max: number) => z.string().trim().max(max).nullable().optional()

/**
 * What the create/edit dialog and each detail section send. Every field but the name may
 * be left out; on an edit, a field left out keeps its value and a null clears it. `leaseId` links
 * that lease to this property; `leaseStart` / `leaseEnd` change the dates of the property's
 * current lease (the three are derived from the leases, decision 0005).
 */
export const PropertyBodySchema = z.object({
  name: z
    .string({ error: 'Enter the property name' })
    .trim()
    .min(1, 'Enter the property name')
    .max(200),
  address: optionalText(300),
  city: optionalText(120),
  state: optionalText(60),
  zipCode: optionalText(20),
  description: optionalText(4000),
  propertyType: PropertyTypeSchema.optional(),
  totalUnits: z
    .number({ error: 'Enter the number of units as a whole number' })
    .int('Enter the number of units as a whole number')
    .min(1, 'A property has at least 1 unit')
    .max(5_000, 'Use at most 5,000 units')
    .optional(),
  monthlyRent: MoneySchema.nullable().optional(),
  securityDeposit: MoneySchema.nullable().optional(),
  maintenanceFee: MoneySchema.nullable().optional(),
  hoaFee: MoneySchema.nullable().optional(),
  gardeningFee: MoneySchema.nullable().optional(),
  poolFee: MoneySchema.nullable().optional(),
  ownerName: optionalText(200),
  ownerEmail: z.email('Enter a valid email address').max(320).nullable().optional(),
  ownerPhone: optionalText(40),
  leaseId: IdSchema.optional(),
  leaseStart: IsoDateSchema.optional(),
  leaseEnd: IsoDateSchema.optional(),
})
export type PropertyBody = z.infer<typeof PropertyBodySchema>

/** An edit may send any one section, so the name is optional there too. */
export const PropertyUpdateBodySchema = PropertyBodySchema.partial()
export type PropertyUpdateBody = z.infer<typeof PropertyUpdateBodySchema>

export const PropertySchema = z.object({
  id: z.string(),
  name: z.string(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  zipCode: z.string().nullable(),
  description: z.string().nullable(),
  propertyType: PropertyTypeSchema,
  totalUnits: z.number().int(),
  monthlyRent: z.number().nullable(),
  securityDeposit: z.number().nullable(),
  maintenanceFee: z.number().nullable(),
  hoaFee: z.number().nullable(),
  gardeningFee: z.number().nullable(),
  poolFee: z.number().nullable(),
  ownerName: z.string().nullable(),
  ownerEmail: z.string().nullable(),
  ownerPhone: z.string().nullable(),
  /** The property's current lease (active, else pending, else the latest ended) and its dates. */
  leaseId: z.string().nullable(),
  leaseStart: z.string().nullable(),
  leaseEnd: z.string().nullable(),
  /**
   * The rent and deposit of that lease while it is not ended: what a leased property is let
   * for. `monthlyRent`/`securityDeposit` above are the property's asking terms for a vacant unit.
   */
  leaseMonthlyRent: z.number().nullable(),
  leaseSecurityDeposit: z.number().nullable(),
  /** Active leases on the property: its leased units. */
  occupiedUnits: z.number().int(),
  /** Leased units ÷ total units, in percent (0–100, whole numbers). */
  occupancyRate: z.number(),
  createdAt: z.string(),
})
export type Property = z.infer<typeof PropertySchema>
