import { Activity } from 'lucide-react'
import type { RecentActivity as ActivityItem } from '../../../../../shared/schemas/dashboard'
import { formatMoney } from '../../../../../shared/money'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { EmptyState } from '@/components/ui/empty-state'
import { cn } from '@/lib/cn'
import { formatDateTime } from '@/lib/format-date'
import { formatRelativeTime } from '@/lib/relative-time'

/** Payment green, maintenance blue, anything else amber. */
const DOT_COLORS: Record<ActivityItem['type'], string> = {
  payment: 'bg-emerald-500',
  maintenance: 'bg-blue-500',
  other: 'bg-amber-500',
}

const TYPE_LABELS: Record<ActivityItem['type'], string> = {
  payment: 'Payment',
  maintenance: 'Maintenance',
  other: 'Lease',
}

export const RecentActivity = ({
  items,
  className,
}: {
  items: ActivityItem[]
  className?: string
}) => (
  <Card className={className}>
    <CardHeader>
      <CardTitle>Recent Activity</CardTitle>
      <CardDescription>Payments, requests and lease events, newest first.</CardDescription>
    </CardHeader>
    <CardContent>
      {items.length === 0 ? (
        <EmptyState
          icon={Activity}
          title="No recent activity"
          description="Payments you record and requests you submit will show up here."
        />
      ) : (
        <ol className="grid gap-4">
          {items.map((item, index) => (
            <li key={`${item.date}-${index}`} className="flex gap-3">
              <span
                className={cn('mt-1.5 size-2.5 shrink-0 rounded-full', DOT_COLORS[item.type])}
                data-activity-type={item.type}
                aria-hidden
              />
              <div className="grid min-w-0 flex-1 gap-0.5">
                <div className="flex items-baseline justify-between gap-3">
                  <p className="text-sm font-medium text-foreground">
                    <span className="sr-only">{TYPE_LABELS[item.type]}: </span>
                    {item.description}
                  </p>
                  {item.amount !== undefined ? (
                    <span className="shrink-0 text-sm font-medium text-foreground tabular-nums">
                      {formatMoney(item.amount)}
                    </span>
                  ) : null}
                </div>
                {item.details ? (
                  <p className="line-clamp-2 text-sm text-muted-foreground">{item.details}</p>
                ) : null}
                <time
                  dateTime={item.date}
                  title={formatDateTime(item.date)}
                  className="text-xs text-muted-foreground"
                >
                  {formatRelativeTime(item.date)}
                </time>
              </div>
            </li>
          ))}
        </ol>
      )}
    </CardContent>
  </Card>
)
