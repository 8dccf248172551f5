import { z } from 'zod'
import { MaintenanceStatusSchema, ServiceTypeSchema, UrgencySchema } from './maintenance'
import { PaymentMethodSchema, PaymentStatusSchema } from './payments'

const EmbeddedTenantSchema = z
  .object({ firstName: z.string(), lastName: z.string(), unit: z.string().nullable() })
  .nullable()

/** The admin dashboard's stats; the definitions are in docs/decisions/0402. */
export const AdminStatsSchema = z.object({
  totalTenants: z.number().int(),
  /** Dollars of confirmed payments made this calendar month (UTC). */
  totalRevenue: z.number(),
  /** Requests not completed. */
  openMaintenanceRequests: z.number().int(),
  /** High-urgency requests not completed. */
  urgentRequests: z.number().int(),
  /** Leased units ÷ total units, in whole percent. */
  occupancyRate: z.number(),
})
export type AdminStats = z.infer<typeof AdminStatsSchema>

export const RecentPaymentSchema = z.object({
  id: z.string(),
  amount: z.number(),
  method: PaymentMethodSchema,
  period: z.string(),
  status: PaymentStatusSchema,
  createdAt: z.string(),
  tenant: EmbeddedTenantSchema,
})
export type RecentPayment = z.infer<typeof RecentPaymentSchema>

export const RecentMaintenanceSchema = z.object({
  id: z.string(),
  serviceType: ServiceTypeSchema,
  specificIssue: z.string(),
  urgency: UrgencySchema,
  status: MaintenanceStatusSchema,
  createdAt: z.string(),
  tenant: EmbeddedTenantSchema,
})
export type RecentMaintenance = z.infer<typeof RecentMaintenanceSchema>

export const RentMonthSchema = z.object({
  /** YYYY-MM */
  month: z.string(),
  /** Dollars of confirmed payments made in the month. */
  collected: z.number(),
  /** Dollars of monthly rent of the leases in force during the month. */
  due: z.number(),
})
export type RentMonth = z.infer<typeof RentMonthSchema>

export const PropertyOccupancySchema = z.object({
  id: z.string(),
  name: z.string(),
  totalUnits: z.number().int(),
  occupiedUnits: z.number().int(),
  occupancyRate: z.number(),
})
export type PropertyOccupancy = z.infer<typeof PropertyOccupancySchema>

/** What the books hold beyond rent collected (docs/ledger.md, "On the admin dashboard"). */
export const BooksSummarySchema = z.object({
  /** Dollars of late fees dated this calendar month (UTC), neither voided nor waived. */
  lateFeesThisMonth: z.number(),
  lateFeeCount: z.number().int(),
  /** Dollars of security deposits held: leases active or ended whose deposit is not yet settled. */
  depositsHeld: z.number(),
  depositsHeldCount: z.number().int(),
})
export type BooksSummary = z.infer<typeof BooksSummarySchema>

/** GET /api/admin/dashboard: the stats and recentActivity, the two charts and the books. */
export const AdminDashboardSchema = z.object({
  stats: AdminStatsSchema,
  books: BooksSummarySchema,
  recentActivity: z.object({
    payments: z.array(RecentPaymentSchema),
    maintenance: z.array(RecentMaintenanceSchema),
  }),
  charts: z.object({
    /** The last 12 calendar months, oldest first, the current month last. */
    rentByMonth: z.array(RentMonthSchema),
    /** The emptiest properties first (where a manager has work to do), at most OCCUPANCY_CHART_LIMIT. */
    occupancyByProperty: z.array(PropertyOccupancySchema),
    propertyCount: z.number().int(),
  }),
})
export type AdminDashboard = z.infer<typeof AdminDashboardSchema>

/** Five recent payments and five recent requests. */
export const RECENT_ACTIVITY_LIMIT = 5
export const OCCUPANCY_CHART_LIMIT = 12
export const RENT_CHART_MONTHS = 12
