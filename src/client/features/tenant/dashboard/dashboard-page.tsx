import type { DashboardStats } from '../../../../shared/schemas/dashboard'
import { PageHeader } from '@/components/layout/page-header'
import { ListState } from '@/components/list/list-state'
import { localTodayIso } from '@/lib/format-date'
import { useDashboardStats, usePendingPayments } from './api'
import { LeaseInformation } from './components/lease-information'
import { QuickPayment } from './components/quick-payment'
import { RecentActivity } from './components/recent-activity'
import { SummaryCards, SummaryCardsSkeleton } from './components/summary-cards'
import { UpcomingChargesCard } from './components/upcoming-charges-card'

/** The cards, the lease panel when the lease was read from a document, then payment and activity. */
const DashboardBody = ({
  stats,
  pendingAmount,
}: {
  stats: DashboardStats
  pendingAmount: number
}) => (
  <>
    <SummaryCards stats={stats} today={localTodayIso()} pendingAmount={pendingAmount} />
    {stats.lease.extractedFromDocument && stats.lease.extractedData ? (
      <LeaseInformation
        data={stats.lease.extractedData}
        confidenceScore={stats.lease.confidenceScore}
      />
    ) : null}
    <div className="grid items-start gap-6 lg:grid-cols-3">
      <QuickPayment amount={stats.nextPayment.amount} dueDate={stats.nextPayment.dueDate} />
      <RecentActivity items={stats.recentActivity} className="lg:col-span-2" />
    </div>
    <UpcomingChargesCard />
  </>
)

/** The tenant dashboard; the shell header already says Dashboard. */
export const DashboardPage = () => {
  const stats = useDashboardStats()
  // Asked for alongside the stats, not after them, so the balance card is not held up.
  const pending = usePendingPayments()
  return (
    <div className="grid gap-6">
      <PageHeader
        title="Account overview"
        level={2}
        description="Your rent, requests and lease at a glance."
      />
      <ListState
        query={stats}
        loading={<SummaryCardsSkeleton />}
        errorTitle="Failed to load dashboard data"
      >
        {stats.data ? (
          <DashboardBody stats={stats.data} pendingAmount={pending.data?.amount ?? 0} />
        ) : null}
      </ListState>
    </div>
  )
}
