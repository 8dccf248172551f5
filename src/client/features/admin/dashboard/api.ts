import { useQuery } from '@tanstack/react-query'
import type { AdminDashboard } from '../../../../shared/schemas/admin-dashboard'
import { queryKeys } from '@/lib/query-keys'

/** GET /api/admin/dashboard (the default fetch reads the key as the URL). */
export const useAdminDashboard = () =>
  useQuery<AdminDashboard>({ queryKey: queryKeys.admin.dashboard })

/** When the fetch fails the dashboard shows zeros; the failure is only logged. */
export const EMPTY_DASHBOARD: AdminDashboard = {
  stats: {
    totalTenants: 0,
    totalRevenue: 0,
    openMaintenanceRequests: 0,
    urgentRequests: 0,
    occupancyRate: 0,
  },
  books: { lateFeesThisMonth: 0, lateFeeCount: 0, depositsHeld: 0, depositsHeldCount: 0 },
  recentActivity: { payments: [], maintenance: [] },
  charts: { rentByMonth: [], occupancyByProperty: [], propertyCount: 0 },
}
