import { CircleCheck, CircleX, Clock, type LucideIcon } from 'lucide-react'
import { formatMoney } from '../../../../shared/money'
import type { DocumentType, Lease, LeaseStatus } from '../../../../shared/schemas/leases'
import type { BadgeTone } from '@/components/ui/badge'

export const tenantNameOf = (lease: Lease) =>
  lease.tenant
    ? `${lease.tenant.firstName} ${lease.tenant.lastName}`.trim() || 'Unknown Tenant'
    : 'Unknown Tenant'

export const STATUS_META: Record<
  LeaseStatus,
  { label: string; tone: BadgeTone; icon: LucideIcon; iconClass: string }
> = {
  active: {
    label: 'Active',
    tone: 'success',
    icon: CircleCheck,
    iconClass: 'text-emerald-600 dark:text-emerald-400',
  },
  pending: {
    label: 'Pending',
    tone: 'warning',
    icon: Clock,
    iconClass: 'text-amber-600 dark:text-amber-400',
  },
  ended: { label: 'Ended', tone: 'neutral', icon: CircleX, iconClass: 'text-muted-foreground' },
}

export const DOCUMENT_TYPE_LABELS: Record<DocumentType, string> = {
  lease_agreement: 'Lease Agreement',
  addendum: 'Addendum',
  inspection_report: 'Inspection Report',
  other: 'Other',
}

/** '$rent/month'. */
export const rentPerMonth = (rent: number) => `${formatMoney(rent)}/month`
