import { CalendarClock, CalendarRange, Wallet, Wrench, type LucideIcon } from 'lucide-react'
import { useId, type ReactNode } from 'react'
import type { DashboardStats } from '../../../../../shared/schemas/dashboard'
import { formatMoney } from '../../../../../shared/money'
import { Card } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'
import { cn } from '@/lib/cn'
import { formatDate } from '@/lib/format-date'
import { plural } from './format'

type SummaryCardProps = {
  title: string
  icon: LucideIcon
  value: ReactNode
  detail: ReactNode
  tone?: 'default' | 'attention' | 'good'
}

const ICON_TONES = {
  default: 'bg-primary-soft text-primary-soft-foreground',
  attention: 'bg-amber-400/18 text-amber-700 dark:bg-amber-400/15 dark:text-amber-300',
  good: 'bg-emerald-500/12 text-emerald-700 dark:bg-emerald-400/15 dark:text-emerald-300',
} as const

const SummaryCard = ({ title, icon: Icon, value, detail, tone = 'default' }: SummaryCardProps) => {
  const id = useId()
  return (
    <Card
      role="group"
      aria-labelledby={id}
      className="flex min-w-0 flex-col gap-2 p-4 sm:gap-3 sm:p-5"
    >
      <div className="flex items-start justify-between gap-2 sm:items-center">
        <h3 id={id} className="text-sm font-medium text-muted-foreground">
          {title}
        </h3>
        <span
          className={cn(
            'hidden size-9 shrink-0 items-center justify-center rounded-lg min-[400px]:flex',
            ICON_TONES[tone],
          )}
        >
          <Icon className="size-4.5" aria-hidden />
        </span>
      </div>
      <p className="text-xl font-semibold tracking-tight text-foreground tabular-nums sm:text-2xl">
        {value}
      </p>
      <p className="text-sm text-muted-foreground">{detail}</p>
    </Card>
  )
}

/** Lease Expires: months while there are some, plain words when it is close or past. */
const leaseExpiry = (lease: DashboardStats['lease'], today: string) => {
  if (!lease.expirationDate) return { value: 'No end date', detail: 'Month-to-month' }
  const date = formatDate(lease.expirationDate)
  if (lease.expirationDate < today) return { value: 'Expired', detail: `Ended ${date}` }
  const months = lease.monthsToExpire ?? 0
  return { value: months > 0 ? plural(months, 'month') : 'Under a month', detail: date }
}

/** Current Balance, Next Payment, Open Requests, Lease Expires. */
export const SummaryCards = ({
  stats,
  today,
  pendingAmount,
}: {
  stats: DashboardStats
  today: string
  /** Payments awaiting confirmation, not yet counted in the balance. */
  pendingAmount: number
}) => {
  const balance = stats.currentBalance
  const isSettled = balance <= 0
  const expiry = leaseExpiry(stats.lease, today)
  const { openRequests, inProgress } = stats.maintenance
  return (
    <div className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
      <SummaryCard
        title="Current Balance"
        icon={Wallet}
        tone={isSettled ? 'good' : 'attention'}
        value={formatMoney(balance)}
        // 'All caught up!' at zero; a credit is caught up too (decision 0103).
        detail={
          isSettled ? (
            <>
              All caught up!
              {balance < 0 ? (
                <span className="font-medium text-emerald-700 dark:text-emerald-300">
                  {' '}
                  {formatMoney(-balance)} credit
                </span>
              ) : null}
            </>
          ) : (
            <>
              Payment due soon
              {pendingAmount > 0 ? (
                <span className="block text-xs">
                  {formatMoney(pendingAmount)} awaiting confirmation
                </span>
              ) : null}
            </>
          )
        }
      />
      <SummaryCard
        title="Next Payment"
        icon={CalendarClock}
        value={formatMoney(stats.nextPayment.amount)}
        detail={
          stats.nextPayment.dueDate
            ? `Due ${formatDate(stats.nextPayment.dueDate)}`
            : 'No rent scheduled'
        }
      />
      <SummaryCard
        title="Open Requests"
        icon={Wrench}
        value={openRequests}
        detail={openRequests === 0 ? 'Nothing open' : `${inProgress} in progress`}
      />
      <SummaryCard
        title="Lease Expires"
        icon={CalendarRange}
        tone={
          expiry.value === 'Expired' || expiry.value === 'Under a month' ? 'attention' : 'default'
        }
        value={expiry.value}
        detail={expiry.detail}
      />
    </div>
  )
}

/** While loading, four placeholder cards. */
export const SummaryCardsSkeleton = () => (
  <div
    className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4"
    aria-hidden
    data-testid="dashboard-loading"
  >
    {[0, 1, 2, 3].map((card) => (
      <Card key={card} className="flex flex-col gap-3 p-5">
        <div className="flex items-center justify-between">
          <Skeleton className="h-4 w-28" />
          <Skeleton className="size-9 rounded-lg" />
        </div>
        <Skeleton className="h-7 w-32" />
        <Skeleton className="h-4 w-24" />
      </Card>
    ))}
  </div>
)
