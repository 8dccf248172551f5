import {
  Building2,
  CalendarRange,
  CircleDollarSign,
  FileText,
  UserRound,
  UserRoundCog,
} from 'lucide-react'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import type { AdminTenant } from '../../../../../shared/schemas/admin-tenants'
import { formatMoney } from '../../../../../shared/money'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { formatDate } from '@/lib/format-date'
import { DetailRow, DetailSection } from './detail-section'
import { LeaseEndEditor } from './lease-end-editor'

const money = (value: number | null) => (value === null ? null : formatMoney(value))

const STATUS_TONES = { active: 'success', pending: 'warning', ended: 'neutral' } as const

/**
 * The view mode of the detail dialog: the five sections, read-only but for the lease end,
 * and whatever follows them in the grid (the portal access panel).
 */
export const TenantDetails = ({
  tenant,
  onSaved,
  children,
}: {
  tenant: AdminTenant
  onSaved: (tenant: AdminTenant) => void
  children?: ReactNode
}) => (
  <div className="grid gap-4 md:grid-cols-2">
    <DetailSection title="Tenant" icon={UserRound}>
      <dl className="grid gap-2">
        <DetailRow label="First name">{tenant.firstName}</DetailRow>
        <DetailRow label="Last name">{tenant.lastName}</DetailRow>
        <DetailRow label="Email">{tenant.email}</DetailRow>
        <DetailRow label="Phone">{tenant.phone}</DetailRow>
        <DetailRow label="Unit">{tenant.unit}</DetailRow>
      </dl>
    </DetailSection>

    <DetailSection title="Property" icon={Building2}>
      <dl className="grid gap-2">
        <DetailRow label="Name">{tenant.propertyName}</DetailRow>
        <DetailRow label="Address">{tenant.propertyAddress}</DetailRow>
      </dl>
    </DetailSection>

    <DetailSection title="Financial" icon={CircleDollarSign}>
      <dl className="grid gap-2">
        <DetailRow label="Rent">{money(tenant.rent)}</DetailRow>
        <DetailRow label="Security deposit">{money(tenant.securityDeposit)}</DetailRow>
        <DetailRow label="Maintenance fee">{money(tenant.maintenanceFee)}</DetailRow>
        <DetailRow label="HOA fee">{money(tenant.hoaFee)}</DetailRow>
        <DetailRow label="Gardening">{money(tenant.gardening)}</DetailRow>
        <DetailRow label="Pool">{money(tenant.pool)}</DetailRow>
      </dl>
    </DetailSection>

    <DetailSection title="Owner" icon={UserRoundCog}>
      <dl className="grid gap-2">
        <DetailRow label="Name">{tenant.ownerName}</DetailRow>
        <DetailRow label="Email">{tenant.ownerEmail}</DetailRow>
        <DetailRow label="Phone">{tenant.ownerPhone}</DetailRow>
      </dl>
    </DetailSection>

    <DetailSection
      title="Lease"
      icon={CalendarRange}
      aside={
        <Button asChild variant="outline" size="sm">
          <Link
            to={
              tenant.leaseId
                ? `/admin/leases?${new URLSearchParams({ tenantId: tenant.id, leaseId: tenant.leaseId })}`
                : '/admin/leases'
            }
          >
            <FileText className="size-3.5" aria-hidden />
            {tenant.leaseId ? 'View Lease' : 'Create Lease'}
          </Link>
        </Button>
      }
    >
      <dl className="grid gap-2">
        <DetailRow label="Status">
          {tenant.leaseStatus ? (
            <Badge size="sm" tone={STATUS_TONES[tenant.leaseStatus]} className="capitalize">
              {tenant.leaseStatus}
            </Badge>
          ) : (
            'No lease'
          )}
        </DetailRow>
        <DetailRow label="Property">{tenant.leasePropertyName}</DetailRow>
        <DetailRow label="Start">{formatDate(tenant.leaseStart)}</DetailRow>
        <DetailRow label="End">
          <LeaseEndEditor
            key={`${tenant.id}-${tenant.leaseEnd}`}
            tenant={tenant}
            onSaved={onSaved}
          />
        </DetailRow>
        <DetailRow label="Monthly rent">{money(tenant.leaseMonthlyRent)}</DetailRow>
        <DetailRow label="Security deposit">{money(tenant.leaseSecurityDeposit)}</DetailRow>
      </dl>
    </DetailSection>
    {children}
  </div>
)
