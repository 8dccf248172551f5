import { ArrowRight, type LucideIcon } from 'lucide-react'
import { useId, type ReactNode } from 'react'
import { Link } from 'react-router'
import { formatMoney } from '../../../../../shared/money'
import type {
  RecentMaintenance,
  RecentPayment,
} from '../../../../../shared/schemas/admin-dashboard'
import { SERVICE_TYPE_LABELS } from '../../../../../shared/schemas/maintenance'
import { MaintenanceStatusBadge, UrgencyBadge } from '@/components/maintenance/maintenance-badges'
import { ServiceTypeIcon } from '@/components/maintenance/service-type-icon'
import { METHOD_LABELS } from '../../../../../shared/payment-methods'
import { PaymentStatusBadge } from '@/components/payments/payment-status-badge'
import { buttonClassName } from '@/components/ui/button'
import { Card, CardContent, CardTitle } from '@/components/ui/card'
import { EmptyState } from '@/components/ui/empty-state'
import { formatDate } from '@/lib/format-date'

type Tenant = RecentPayment['tenant']

const who = (tenant: Tenant) =>
  tenant ? `${tenant.firstName} ${tenant.lastName}` : 'Unknown Tenant'
const unit = (tenant: Tenant) => (tenant?.unit ? ` · Unit ${tenant.unit}` : '')

type ActivityCardProps = {
  title: string
  to: string
  linkLabel: string
  empty: { icon: LucideIcon; title: string; description: string }
  children: ReactNode[]
}

const ActivityCard = ({ title, to, linkLabel, empty, children }: ActivityCardProps) => {
  const titleId = useId()
  return (
    <Card role="region" aria-labelledby={titleId}>
      <div className="flex items-center justify-between gap-3 p-6 pb-2">
        <CardTitle id={titleId}>{title}</CardTitle>
        <Link to={to} className={buttonClassName('ghost', 'sm')}>
          {linkLabel}
          <ArrowRight className="size-3.5" aria-hidden />
        </Link>
      </div>
      <CardContent>
        {children.length ? (
          <ul className="divide-y divide-border">{children}</ul>
        ) : (
          <EmptyState {...empty} className="py-8" />
        )}
      </CardContent>
    </Card>
  )
}

export const RecentPayments = ({
  payments,
  emptyIcon,
}: {
  payments: RecentPayment[]
  emptyIcon: LucideIcon
}) => (
  <ActivityCard
    title="Recent Payments"
    to="/admin/payments"
    linkLabel="All payments"
    empty={{
      icon: emptyIcon,
      title: 'No payments yet',
      description: 'Payments your tenants record show up here.',
    }}
  >
    {payments.map((payment) => (
      <li key={payment.id} className="flex items-center justify-between gap-3 py-3">
        <div className="grid min-w-0 gap-0.5">
          <span className="truncate text-sm font-medium text-foreground">
            {who(payment.tenant)}
            <span className="font-normal text-muted-foreground">{unit(payment.tenant)}</span>
          </span>
          <span className="text-xs text-muted-foreground">
            {METHOD_LABELS[payment.method]} · {payment.period} · {formatDate(payment.createdAt)}
          </span>
        </div>
        <div className="flex shrink-0 flex-col items-end gap-1">
          <span className="text-sm font-semibold text-foreground tabular-nums">
            {formatMoney(payment.amount)}
          </span>
          <PaymentStatusBadge status={payment.status} />
        </div>
      </li>
    ))}
  </ActivityCard>
)

export const RecentMaintenanceList = ({
  requests,
  emptyIcon,
}: {
  requests: RecentMaintenance[]
  emptyIcon: LucideIcon
}) => (
  <ActivityCard
    title="Recent Maintenance"
    to="/admin/maintenance"
    linkLabel="All requests"
    empty={{
      icon: emptyIcon,
      title: 'No maintenance requests yet',
      description: 'Requests your tenants file show up here.',
    }}
  >
    {requests.map((request) => (
      <li key={request.id} className="flex items-start gap-3 py-3">
        <ServiceTypeIcon serviceType={request.serviceType} className="size-9" />
        <div className="grid min-w-0 flex-1 gap-1">
          <span className="truncate text-sm font-medium text-foreground">
            {SERVICE_TYPE_LABELS[request.serviceType]} - {request.specificIssue}
          </span>
          <span className="text-xs text-muted-foreground">
            {who(request.tenant)}
            {unit(request.tenant)} · {formatDate(request.createdAt)}
          </span>
          <span className="flex flex-wrap gap-1.5">
            <MaintenanceStatusBadge status={request.status} />
            <UrgencyBadge urgency={request.urgency} />
          </span>
        </div>
      </li>
    ))}
  </ActivityCard>
)
