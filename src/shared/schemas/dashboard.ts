import { z } from 'zod'

/*
 * The tenant dashboard's stats, field for field. Values a lease
 * does not state are null, so the client hides them.
 */

/** The lease's extractedData: the parts of the extracted lease the dashboard shows. */
export const DashboardExtractedDataSchema = z.object({
  property: z.object({ address: z.string().nullable() }),
  lease: z.object({
    type: z.string().nullable(),
    startDate: z.string().nullable(),
    endDate: z.string().nullable(),
    monthlyRent: z.number().nullable(),
    securityDeposit: z.number().nullable(),
    rentDueDay: z.number().nullable(),
    maxGuestDays: z.number().nullable(),
  }),
  financial: z.object({
    gracePeriodDays: z.number().nullable(),
    lateFeePercentage: z.number().nullable(),
  }),
  management: z.object({ acceptedPaymentMethods: z.array(z.string()) }),
  tenant: z.object({ additionalOccupants: z.string().nullable() }),
})
export type DashboardExtractedData = z.infer<typeof DashboardExtractedDataSchema>

export const ActivityTypeSchema = z.enum(['payment', 'maintenance', 'other'])

export const RecentActivitySchema = z.object({
  type: ActivityTypeSchema,
  description: z.string(),
  /** ISO timestamp. */
  date: z.string(),
  /** Dollars, for payments. */
  amount: z.number().optional(),
  details: z.string().optional(),
})
export type RecentActivity = z.infer<typeof RecentActivitySchema>

export const DashboardStatsSchema = z.object({
  /** Dollars owed now; negative is a credit (docs/ledger.md). */
  currentBalance: z.number(),
  /** The next rent charge; dueDate is null when no lease will charge again. */
  nextPayment: z.object({ amount: z.number(), dueDate: z.string().nullable() }),
  maintenance: z.object({ openRequests: z.number(), inProgress: z.number() }),
  lease: z.object({
    /** Whole 30-day months until the lease ends (a month is 30 days here), 0 when ended; null without an end. */
    monthsToExpire: z.number().nullable(),
    expirationDate: z.string().nullable(),
    extractedFromDocument: z.boolean(),
    confidenceScore: z.number().nullable(),
    extractedData: DashboardExtractedDataSchema.nullable(),
  }),
  recentActivity: z.array(RecentActivitySchema),
})
export type DashboardStats = z.infer<typeof DashboardStatsSchema>
