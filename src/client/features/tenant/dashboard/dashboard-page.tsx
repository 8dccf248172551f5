import { RotateCw } from 'lucide-react'
import { PageHeader } from '@/components/layout/page-header'
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { localTodayIso } from '@/lib/format-date'
import { useDashboardStats, usePendingPayments } from './api'
import { LeaseInformation } from './components/lease-information'
import { QuickPayment } from './components/quick-payment'
import { RecentActivity } from './components/recent-activity'
import { SummaryCards, SummaryCardsSkeleton } from './components/summary-cards'
import { UpcomingChargesCard } from './components/upcoming-charges-card'

/** The tenant dashboard; the shell header already says Dashboard. */
export const DashboardPage = () => {
  const stats = useDashboardStats()
  const pending = usePendingPayments()
  return (
    <div className="grid gap-6">
      <PageHeader
        title="Account overview"
        level={2}
        description="Your rent, requests and lease at a glance."
      />
      {stats.isPending ? (
        <SummaryCardsSkeleton />
      ) : stats.isError ? (
        <Alert tone="destructive">
          <AlertTitle>Failed to load dashboard data</AlertTitle>
          <AlertDescription className="flex flex-wrap items-center justify-between gap-3">
            Check your connection and try again.
            <Button
              size="sm"
              variant="outline"
              onClick={() => void stats.refetch()}
              disabled={stats.isFetching}
            >
              <RotateCw aria-hidden className="size-4" />
              Try again
            </Button>
          </AlertDescription>
        </Alert>
      ) : (
        <>
          <SummaryCards
            stats={stats.data}
            today={localTodayIso()}
            pendingAmount={pending.data?.amount ?? 0}
          />
          {stats.data.lease.extractedFromDocument && stats.data.lease.extractedData ? (
            <LeaseInformation
              data={stats.data.lease.extractedData}
              confidenceScore={stats.data.lease.confidenceScore}
            />
          ) : null}
          <div className="grid items-start gap-6 lg:grid-cols-3">
            <QuickPayment
              amount={stats.data.nextPayment.amount}
              dueDate={stats.data.nextPayment.dueDate}
            />
            <RecentActivity items={stats.data.recentActivity} className="lg:col-span-2" />
          </div>
          <UpcomingChargesCard />
        </>
      )}
    </div>
  )
}
