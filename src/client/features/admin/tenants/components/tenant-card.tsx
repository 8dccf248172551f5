import { Building2, Mail, Phone } from 'lucide-react'
import type { AdminTenant } from '../../../../../shared/schemas/admin-tenants'
import { formatDate } from '@/lib/format-date'
import { cn } from '@/lib/cn'
import { AccountStatus } from './account-status'
import { LeaseStatusBadge } from './lease-status-badge'

export const initialsOf = (tenant: Pick<AdminTenant, 'firstName' | 'lastName'>) =>
  `${tenant.firstName.charAt(0)}${tenant.lastName.charAt(0)}`.toUpperCase()

export const placeOf = (tenant: AdminTenant) =>
  [tenant.propertyName, tenant.unit ? `Unit ${tenant.unit}` : null].filter(Boolean).join(' · ')

/** A tenant in the grid: who, where, how to reach them, the lease badge, and portal access. */
export const TenantCard = ({ tenant, onOpen }: { tenant: AdminTenant; onOpen: () => void }) => {
  const place = placeOf(tenant)
  return (
    <button
      type="button"
      onClick={onOpen}
      aria-label={`${tenant.firstName} ${tenant.lastName}`}
      className={cn(
        'grid h-full w-full cursor-pointer content-between gap-4 rounded-xl border border-border bg-card p-4 text-left shadow-xs transition-colors',
        'hover:border-primary/40 hover:bg-accent/40',
        'focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background focus-visible:outline-none',
      )}
    >
      <span className="flex items-start gap-3">
        <span
          aria-hidden
          className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary-soft text-sm font-semibold text-primary-soft-foreground"
        >
          {initialsOf(tenant)}
        </span>
        <span className="grid min-w-0 flex-1 gap-0.5">
          <span className="flex items-start justify-between gap-2">
            <span className="truncate font-medium text-foreground">
              {tenant.firstName} {tenant.lastName}
            </span>
            <LeaseStatusBadge tenant={tenant} size="sm" />
          </span>
          <span className="flex min-w-0 items-center gap-1.5 text-sm text-muted-foreground">
            <Mail className="size-3.5 shrink-0" aria-hidden />
            <span className="truncate">{tenant.email}</span>
          </span>
          {tenant.phone ? (
            <span className="flex items-center gap-1.5 text-sm text-muted-foreground">
              <Phone className="size-3.5 shrink-0" aria-hidden />
              <span className="truncate">{tenant.phone}</span>
            </span>
          ) : null}
        </span>
      </span>
      <span className="grid gap-2 border-t border-border pt-3 text-sm">
        <span className="flex min-w-0 items-center gap-1.5 text-foreground">
          <Building2 className="size-3.5 shrink-0 text-muted-foreground" aria-hidden />
          <span className="truncate">{place || 'No property yet'}</span>
        </span>
        <span className="flex flex-wrap items-center justify-between gap-2">
          <span className="text-xs text-muted-foreground">
            {tenant.leaseEnd
              ? `Lease ends ${formatDate(tenant.leaseEnd)}`
              : tenant.leaseStart
                ? `Since ${formatDate(tenant.leaseStart)}`
                : 'No lease on file'}
          </span>
          <AccountStatus tenant={tenant} size="sm" />
        </span>
      </span>
    </button>
  )
}
