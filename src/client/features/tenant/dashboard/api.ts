import { useQuery } from '@tanstack/react-query'
import { fromCents, toCents } from '../../../../shared/money'
import type { DashboardStats } from '../../../../shared/schemas/dashboard'
import type { Payment, TenantLedger } from '../../../../shared/schemas/payments'
import { queryKeys } from '@/lib/query-keys'

/** GET /api/dashboard/stats: the tenant's balance, next payment, requests, lease and activity. */
export const useDashboardStats = () =>
  useQuery<DashboardStats>({ queryKey: queryKeys.dashboardStats })

/** What falls due in the next month, from the statement the payments page reads (one cache). */
export const useUpcomingCharges = () =>
  useQuery({
    queryKey: queryKeys.ledger,
    select: (ledger: TenantLedger) => ledger.upcoming,
  })

/**
 * What the tenant paid that awaits confirmation: the ledger does not count it yet (docs/ledger.md),
 * so the balance card says so instead of leaving the tenant to wonder. Shares the payments page's cache.
 */
export const usePendingPayments = () =>
  useQuery({
    queryKey: queryKeys.payments,
    select: (payments: Payment[]) => {
      const pending = payments.filter((payment) => payment.status === 'pending')
      return {
        count: pending.length,
        amount: fromCents(pending.reduce((sum, payment) => sum + toCents(payment.amount), 0)),
      }
    },
  })
