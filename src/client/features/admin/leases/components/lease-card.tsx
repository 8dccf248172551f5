import { Ban, CalendarRange, Pencil, Sparkles } from 'lucide-react'
import type { Lease } from '../../../../../shared/schemas/leases'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import { cn } from '@/lib/cn'
import { formatDate } from '@/lib/format-date'
import { rentPerMonth, STATUS_META, tenantNameOf } from '../lease-display'
import { ConfidenceBadge } from '@/components/confidence-badge'
import { unitLabel } from '../../../../../shared/schemas/units'

export type LeaseCardProps = {
  lease: Lease
  isSelected: boolean
  onSelect: () => void
  onEdit: () => void
  onEnd: () => void
}

/**
 * The lease card: status icon and badge, tenant (or 'Unknown Tenant'), unit (or 'No unit
 * assigned'), '$rent/month', the dates, 'Auto-extracted' with its confidence, edit, and End Lease
 * for an active lease. Clicking the card selects the lease for the Documents panel.
 */
export const LeaseCard = ({ lease, isSelected, onSelect, onEdit, onEnd }: LeaseCardProps) => {
  const status = STATUS_META[lease.status]
  const StatusIcon = status.icon
  const tenant = tenantNameOf(lease)
  const coTenants = lease.tenants.filter((t) => !t.primary)
  return (
    <article
      className={cn(
        'relative grid gap-3 rounded-xl border bg-card p-4 shadow-xs transition-colors',
        isSelected
          ? 'border-primary ring-1 ring-primary'
          : 'border-border hover:border-primary/40 hover:bg-accent/40',
      )}
    >
      <div className="flex items-start gap-3">
        <StatusIcon className={cn('mt-0.5 size-5 shrink-0', status.iconClass)} aria-hidden />
        <div className="grid min-w-0 flex-1 gap-0.5">
          <button
            type="button"
            onClick={onSelect}
            aria-pressed={isSelected}
            className="cursor-pointer truncate text-left font-medium text-foreground after:absolute after:inset-0 after:rounded-xl focus-visible:outline-none focus-visible:after:ring-2 focus-visible:after:ring-ring"
          >
            {tenant}
          </button>
          {coTenants.length ? (
            <span className="text-sm break-words text-muted-foreground">
              with {coTenants.map((t) => `${t.firstName} ${t.lastName}`).join(', ')}
            </span>
          ) : null}
          <span className="text-sm break-words text-muted-foreground">
            {lease.tenant?.unit ? unitLabel(lease.tenant.unit) : 'No unit assigned'}
            {lease.property ? ` · ${lease.property.name}` : ''}
          </span>
        </div>
        <Badge tone={status.tone}>{status.label}</Badge>
      </div>

      <div className="flex flex-wrap items-end justify-between gap-x-4 gap-y-3 pl-8">
        <div className="grid gap-1.5">
          <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
            <span className="font-semibold text-foreground tabular-nums">
              {rentPerMonth(lease.monthlyRent)}
            </span>
            <span className="flex items-center gap-1.5 text-muted-foreground">
              <CalendarRange className="size-3.5" aria-hidden />
              {formatDate(lease.startDate)} -{' '}
              {lease.endDate ? formatDate(lease.endDate) : 'Month to month'}
            </span>
          </div>
          {lease.extractedFromDocument ? (
            <div className="flex flex-wrap items-center gap-1.5">
              <Badge tone="violet" size="sm">
                <Sparkles aria-hidden />
                Auto-extracted
              </Badge>
              {lease.confidenceScore !== null ? (
                <ConfidenceBadge score={lease.confidenceScore} size="sm" />
              ) : null}
            </div>
          ) : null}
        </div>
        <div className="relative z-10 flex gap-1.5">
          <Button variant="ghost" size="sm" onClick={onEdit} aria-label={`Edit lease of ${tenant}`}>
            <Pencil className="size-3.5" aria-hidden />
            Edit
          </Button>
          {lease.status === 'active' ? (
            <Button
              variant="outline"
              size="sm"
              onClick={onEnd}
              aria-label={`End lease of ${tenant}`}
              className="text-destructive hover:text-destructive"
            >
              <Ban className="size-3.5" aria-hidden />
              End Lease
            </Button>
          ) : null}
        </div>
      </div>
    </article>
  )
}

export const LeaseCardSkeleton = () => (
  <div className="grid gap-3 rounded-xl border border-border bg-card p-4">
    <div className="flex items-start gap-3">
      <Skeleton className="size-5 rounded-full" />
      <div className="grid flex-1 gap-2">
        <Skeleton className="h-4 w-1/2" />
        <Skeleton className="h-3 w-1/3" />
      </div>
      <Skeleton className="h-6 w-16 rounded-full" />
    </div>
    <Skeleton className="h-4 w-2/3" />
    <Skeleton className="h-8 w-full" />
  </div>
)
