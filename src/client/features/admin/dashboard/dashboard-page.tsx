import {
  AlertTriangle,
  Building2,
  CreditCard,
  DollarSign,
  Download,
  Landmark,
  TimerOff,
  UsersRound,
  Wrench,
} from 'lucide-react'
import { useEffect } from 'react'
import { formatMoney } from '../../../../shared/money'
import { PageHeader } from '@/components/layout/page-header'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { EmptyState } from '@/components/ui/empty-state'
import { Skeleton } from '@/components/ui/skeleton'
import { EMPTY_DASHBOARD, useAdminDashboard } from './api'
import { OccupancyChart } from './components/occupancy-chart'
import { RecentMaintenanceList, RecentPayments } from './components/recent-activity'
import { RentChart } from './components/rent-chart'
import { StatCard } from './components/stat-card'

const MONTH = new Intl.DateTimeFormat('en-US', { month: 'long', timeZone: 'UTC' })

const LoadingDashboard = () => (
  <div className="grid gap-6" aria-busy aria-label="Loading dashboard">
    <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3 xl:grid-cols-5">
      {[0, 1, 2, 3, 4].map((i) => (
        <Skeleton key={i} className="h-[118px] rounded-xl" />
      ))}
    </div>
    <div className="grid gap-6 lg:grid-cols-5">
      <Skeleton className="h-80 rounded-xl lg:col-span-3" />
      <Skeleton className="h-80 rounded-xl lg:col-span-2" />
    </div>
  </div>
)

/** The five stats, two charts and the recent activity (decision 0402). */
export const AdminDashboardPage = () => {
  const query = useAdminDashboard()

  // A failed fetch shows zeros and is only logged.
  useEffect(() => {
    if (query.isError) console.error('Failed to fetch admin dashboard', query.error)
  }, [query.isError, query.error])

  const { stats, books, recentActivity, charts } = query.data ?? EMPTY_DASHBOARD
  const month = MONTH.format(new Date())

  return (
    <div className="grid gap-6">
      <title>{'Admin Dashboard · Hearth'}</title>
      <PageHeader
        title="Admin Dashboard"
        description="How your portfolio is doing today."
        actions={
          // A plain download: the browser sends the admin's session cookie and saves the archive.
          <Button asChild variant="outline" size="sm">
            <a href="/api/admin/backup" download>
              <Download aria-hidden />
              Download backup
            </a>
          </Button>
        }
      />
      {query.isPending ? (
        <LoadingDashboard />
      ) : (
        <>
          <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3 xl:grid-cols-5">
            <StatCard
              label="Total Tenants"
              value={stats.totalTenants.toLocaleString('en-US')}
              hint="Every tenant on file"
              icon={UsersRound}
              tone="sky"
            />
            <StatCard
              label="Revenue"
              value={formatMoney(stats.totalRevenue)}
              hint={`Confirmed in ${month}`}
              icon={DollarSign}
              tone="emerald"
            />
            <StatCard
              label="Open Requests"
              value={stats.openMaintenanceRequests.toLocaleString('en-US')}
              hint="Not completed yet"
              icon={Wrench}
              tone="primary"
            />
            <StatCard
              label="Urgent Requests"
              value={stats.urgentRequests.toLocaleString('en-US')}
              hint="High priority, still open"
              icon={AlertTriangle}
              tone="red"
            />
            <StatCard
              label="Occupancy Rate"
              value={`${stats.occupancyRate}%`}
              hint="Leased units of all units"
              icon={Building2}
              tone="amber"
            />
          </div>

          <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3 xl:grid-cols-5">
            <StatCard
              label="Late Fees"
              value={formatMoney(books.lateFeesThisMonth)}
              hint={`${books.lateFeeCount.toLocaleString('en-US')} posted in ${month}, not waived`}
              icon={TimerOff}
              tone="red"
            />
            <StatCard
              label="Deposits Held"
              value={formatMoney(books.depositsHeld)}
              hint={`${books.depositsHeldCount.toLocaleString('en-US')} leases; not revenue`}
              icon={Landmark}
              tone="sky"
            />
          </div>

          <div className="grid gap-6 lg:grid-cols-5">
            <Card className="min-w-0 lg:col-span-3">
              <CardHeader>
                <CardTitle>Rent collected vs. due</CardTitle>
                <CardDescription>
                  Confirmed payments against the rent roll, last 12 months.
                </CardDescription>
              </CardHeader>
              <CardContent>
                {charts.rentByMonth.length ? (
                  <RentChart months={charts.rentByMonth} />
                ) : (
                  <EmptyState
                    icon={CreditCard}
                    title="No figures yet"
                    description="The chart fills in as rent falls due and payments arrive."
                    className="py-8"
                  />
                )}
              </CardContent>
            </Card>
            <Card className="min-w-0 lg:col-span-2">
              <CardHeader>
                <CardTitle>Occupancy by property</CardTitle>
                <CardDescription>Leased units of each property, emptiest first.</CardDescription>
              </CardHeader>
              <CardContent>
                {charts.occupancyByProperty.length ? (
                  <OccupancyChart
                    properties={charts.occupancyByProperty}
                    propertyCount={charts.propertyCount}
                  />
                ) : (
                  <EmptyState
                    icon={Building2}
                    title="No properties yet"
                    description="Add a property to see how full it is."
                    className="py-8"
                  />
                )}
              </CardContent>
            </Card>
          </div>

          <div className="grid gap-6 lg:grid-cols-2">
            <RecentPayments payments={recentActivity.payments} emptyIcon={CreditCard} />
            <RecentMaintenanceList requests={recentActivity.maintenance} emptyIcon={Wrench} />
          </div>
        </>
      )}
    </div>
  )
}
