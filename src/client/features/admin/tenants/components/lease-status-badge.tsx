import type { AdminTenant } from '../../../../../shared/schemas/admin-tenants'
import { leaseBadge, type LeaseBadge } from '../../../../../shared/lease-badge'
import { Badge, type BadgeTone, type BadgeSize } from '@/components/ui/badge'

const TONES: Record<LeaseBadge, BadgeTone> = {
  Expired: 'danger',
  'Expiring Soon': 'warning',
  'Renewal Due': 'info',
  Active: 'success',
}

/**
 * The lease badge from the lease end date; a tenant with no lease, or a lease with no end
 * (month to month), gets a neutral word instead so every card says something.
 */
export const LeaseStatusBadge = ({ tenant, size }: { tenant: AdminTenant; size?: BadgeSize }) => {
  if (!tenant.leaseId) return <Badge size={size}>No Lease</Badge>
  const badge = leaseBadge(tenant.leaseEnd)
  if (!badge)
    return (
      <Badge size={size} tone="primary">
        Month-to-Month
      </Badge>
    )
  return (
    <Badge size={size} tone={TONES[badge]}>
      {badge}
    </Badge>
  )
}
