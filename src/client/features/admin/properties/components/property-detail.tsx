import { ArrowLeft, MapPin, Pencil, Trash2 } from 'lucide-react'
import { useState } from 'react'
import type { Lease } from '../../../../../shared/schemas/leases'
import { formatMoney } from '../../../../../shared/money'
import type { Property } from '../../../../../shared/schemas/properties'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Card, CardContent } from '@/components/ui/card'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { toast } from '@/components/ui/use-toast'
import { readableErrorMessage } from '@/lib/errors'
import { formatDate } from '@/lib/format-date'
import { useDeleteProperty, usePropertyLeases } from '../api'
import {
  PROPERTY_TYPE_LABELS,
  SECTION_ORDER,
  type PropertyField,
  type SectionKey,
} from '../property-form'
import { leaseOption, tenantName } from './lease-picker'
import { OccupancyMeter } from './occupancy-meter'
import { PropertyFormDialog } from './property-form-dialog'
import { PropertySection } from './property-section'
import { UnitsSection } from './units-section'

const NOT_SET = <span className="text-muted-foreground">Not set</span>

const money = (value: number | null) => (value === null ? NOT_SET : formatMoney(value))

const STATUS_TONE = { active: 'success', pending: 'warning', ended: 'neutral' } as const

const perMonth = (rent: number) => `${formatMoney(rent)}/month`

/** What the current lease charges: the one source of a let property's rent and deposit. */
const LeaseTerms = ({ property }: { property: Property }) =>
  property.leaseMonthlyRent === null ? null : (
    <dl className="mt-3 grid gap-x-6 gap-y-3 sm:grid-cols-2">
      <div>
        <dt className="text-xs font-medium text-muted-foreground">Lease rent</dt>
        <dd className="mt-0.5 text-sm text-foreground">{perMonth(property.leaseMonthlyRent)}</dd>
      </div>
      <div>
        <dt className="text-xs font-medium text-muted-foreground">Lease deposit</dt>
        <dd className="mt-0.5 text-sm text-foreground">{money(property.leaseSecurityDeposit)}</dd>
      </div>
    </dl>
  )

const ASKING_NOTE = (
  <p className="mt-3 text-xs text-muted-foreground">
    Asking rent and deposit are offered for a vacant unit. A leased unit pays what its lease says;
    change that on the lease.
  </p>
)

const LeaseRoll = ({ leases }: { leases: Lease[] }) => {
  if (!leases.length)
    return (
      <p className="mt-4 text-sm text-muted-foreground">No leases point at this property yet.</p>
    )
  const shown = leases.slice(0, 6)
  return (
    <div className="mt-4 border-t border-border pt-3">
      <p className="mb-2 text-xs font-medium text-muted-foreground">Leases on this property</p>
      <ul className="grid gap-1.5">
        {shown.map((lease) => (
          <li key={lease.id} className="flex items-center justify-between gap-3 text-sm">
            <span className="min-w-0 truncate">
              {tenantName(lease)}
              {lease.tenant?.unit ? (
                <span className="text-muted-foreground"> · Unit {lease.tenant.unit}</span>
              ) : null}
              <span className="text-muted-foreground"> · {perMonth(lease.monthlyRent)}</span>
            </span>
            <Badge size="sm" tone={STATUS_TONE[lease.status]} className="capitalize">
              {lease.status}
            </Badge>
          </li>
        ))}
      </ul>
      {leases.length > shown.length ? (
        <p className="mt-2 text-xs text-muted-foreground">
          and {leases.length - shown.length} more
        </p>
      ) : null}
    </div>
  )
}

export type PropertyDetailProps = { property: Property; onBack: () => void; onDeleted: () => void }

/** A detail side with four separately editable sections and its units, plus edit-all and delete. */
export const PropertyDetail = ({ property, onBack, onDeleted }: PropertyDetailProps) => {
  const [editing, setEditing] = useState<SectionKey | null>(null)
  const [isDialogOpen, setIsDialogOpen] = useState(false)
  const [isConfirmOpen, setIsConfirmOpen] = useState(false)
  const leases = usePropertyLeases(property.id)
  const remove = useDeleteProperty()
  const current = leases.data?.find((lease) => lease.id === property.leaseId)
  const currentLease = current ? leaseOption(current) : null

  const display = (field: PropertyField) => {
    switch (field) {
      case 'propertyType':
        return PROPERTY_TYPE_LABELS[property.propertyType]
      case 'totalUnits':
        return `${property.totalUnits} ${property.totalUnits === 1 ? 'unit' : 'units'}`
      case 'monthlyRent':
      case 'securityDeposit':
      case 'maintenanceFee':
      case 'hoaFee':
      case 'gardeningFee':
      case 'poolFee':
        return money(property[field])
      case 'leaseId':
        return current
          ? `${tenantName(current)} (${current.status})`
          : property.leaseId
            ? 'Loading…'
            : 'No lease'
      case 'leaseStart':
      case 'leaseEnd':
        return formatDate(property[field]) || NOT_SET
      default:
        return property[field] || NOT_SET
    }
  }

  const confirmDelete = () =>
    remove.mutate(property.id, {
      onSuccess: () => {
        toast({
          title: 'Property deleted successfully',
          description: `${property.name} was removed.`,
        })
        setIsConfirmOpen(false)
        onDeleted()
      },
      onError: (error) => {
        setIsConfirmOpen(false)
        toast({
          variant: 'destructive',
          title: 'Failed to delete property',
          description: readableErrorMessage(error),
        })
      },
    })

  const place = [
    property.address,
    property.city,
    [property.state, property.zipCode].filter(Boolean).join(' '),
  ]
    .filter(Boolean)
    .join(', ')
  return (
    <div className="grid gap-4">
      <Button variant="ghost" size="sm" className="justify-self-start lg:hidden" onClick={onBack}>
        <ArrowLeft className="size-4" aria-hidden />
        All properties
      </Button>
      <Card>
        <CardContent className="grid gap-4 pt-6">
          <div className="flex flex-wrap items-start justify-between gap-3">
            <div className="grid min-w-0 gap-1">
              <div className="flex flex-wrap items-center gap-2">
                <h2 className="text-xl font-semibold tracking-tight text-foreground">
                  {property.name}
                </h2>
                <Badge tone="primary">{PROPERTY_TYPE_LABELS[property.propertyType]}</Badge>
              </div>
              <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
                <MapPin className="size-3.5 shrink-0" aria-hidden />
                {place || 'No address yet'}
              </p>
            </div>
            <div className="flex gap-2">
              <Button
                variant="outline"
                size="sm"
                onClick={() => setIsDialogOpen(true)}
                disabled={editing !== null}
              >
                <Pencil className="size-3.5" aria-hidden />
                Edit
              </Button>
              <Button
                variant="outline"
                size="sm"
                onClick={() => setIsConfirmOpen(true)}
                className="text-destructive hover:text-destructive"
              >
                <Trash2 className="size-3.5" aria-hidden />
                Delete
              </Button>
            </div>
          </div>
          <OccupancyMeter
            occupied={property.occupiedUnits}
            total={property.totalUnits}
            rate={property.occupancyRate}
          />
        </CardContent>
      </Card>

      {SECTION_ORDER.map((section) => (
        <PropertySection
          key={section}
          property={property}
          section={section}
          isEditing={editing === section}
          canEdit={editing === null}
          onEdit={() => setEditing(section)}
          onDone={() => setEditing(null)}
          display={display}
          currentLease={currentLease}
          footer={
            section === 'lease' ? (
              <>
                <LeaseTerms property={property} />
                <LeaseRoll leases={leases.data ?? []} />
              </>
            ) : section === 'financial' ? (
              ASKING_NOTE
            ) : undefined
          }
        />
      ))}
      <UnitsSection propertyId={property.id} leases={leases.data ?? []} />

      <PropertyFormDialog
        open={isDialogOpen}
        onOpenChange={setIsDialogOpen}
        property={property}
        currentLease={currentLease}
        onSaved={() => undefined}
      />
      <ConfirmDialog
        open={isConfirmOpen}
        onOpenChange={setIsConfirmOpen}
        tone="destructive"
        title="Delete property"
        description="Are you sure you want to delete this property?"
        confirmLabel="Delete"
        isPending={remove.isPending}
        onConfirm={confirmDelete}
      />
    </div>
  )
}
