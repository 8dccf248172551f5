import { Pencil } from 'lucide-react'
import { useState } from 'react'
import type { Lease } from '../../../../../shared/schemas/leases'
import { formatMoney } from '../../../../../shared/money'
import { unitLabel, type Unit } from '../../../../../shared/schemas/units'
import { ListState } from '@/components/list/list-state'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardTitle } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'
import { useAddUnit, usePropertyUnits, useRenameUnit } from '../api'
import { tenantName } from './lease-picker'
import { UnitNameForm } from './unit-name-form'

export type UnitsSectionProps = {
  propertyId: string
  /** The property's leases: a leased unit names the tenant of its lease. */
  leases: Lease[]
}

const Occupancy = ({ unit, leases }: { unit: Unit; leases: Lease[] }) => {
  if (!unit.activeLeaseId) return <Badge size="sm">Free</Badge>
  const lease = leases.find((candidate) => candidate.id === unit.activeLeaseId)
  return (
    <Badge size="sm" tone="success" className="max-w-full">
      <span className="truncate">
        {lease
          ? `Leased to ${tenantName(lease)} · ${formatMoney(lease.monthlyRent)}/month`
          : 'Leased'}
      </span>
    </Badge>
  )
}

/** The property's units: each leased or free, renamed in place; and a new one added by name. */
export const UnitsSection = ({ propertyId, leases }: UnitsSectionProps) => {
  const units = usePropertyUnits(propertyId)
  const add = useAddUnit(propertyId)
  const rename = useRenameUnit()
  // One rename at a time keeps the list readable on a phone.
  const [renamingId, setRenamingId] = useState<string | null>(null)

  return (
    <Card aria-labelledby="section-units" role="region">
      <div className="flex min-h-14 items-center px-6 pt-4 pb-2">
        <CardTitle id="section-units">Units</CardTitle>
      </div>
      <CardContent className="grid gap-4">
        <ListState
          query={units}
          loading={
            <div className="grid gap-2" aria-hidden>
              <Skeleton className="h-5 w-40" />
              <Skeleton className="h-5 w-32" />
            </div>
          }
          errorTitle="Failed to fetch the units of this property"
        >
          <ul className="divide-y divide-border" aria-label="Units">
            {units.data?.map((unit) => (
              <li key={unit.id} className="py-2.5">
                {renamingId === unit.id ? (
                  <UnitNameForm
                    id={`unit-${unit.id}-name`}
                    label={`New name for ${unitLabel(unit.name)}`}
                    initialName={unit.name}
                    submitLabel="Save"
                    pendingLabel="Saving…"
                    submit={({ name }) => rename.mutateAsync({ id: unit.id, name })}
                    failureTitle="Failed to rename unit"
                    success={(name) => ({
                      title: 'Unit renamed',
                      description: `${unitLabel(unit.name)} is now ${unitLabel(name)}.`,
                    })}
                    onDone={() => setRenamingId(null)}
                    aside={
                      <Button variant="outline" onClick={() => setRenamingId(null)}>
                        Cancel
                      </Button>
                    }
                  />
                ) : (
                  <div className="flex items-center justify-between gap-3">
                    <div className="flex min-w-0 flex-wrap items-center gap-2">
                      <span className="text-sm font-medium text-foreground">
                        {unitLabel(unit.name)}
                      </span>
                      <Occupancy unit={unit} leases={leases} />
                    </div>
                    <Button
                      variant="ghost"
                      size="sm"
                      onClick={() => setRenamingId(unit.id)}
                      aria-label={`Rename ${unitLabel(unit.name)}`}
                    >
                      <Pencil className="size-3.5" aria-hidden />
                      Rename
                    </Button>
                  </div>
                )}
              </li>
            ))}
          </ul>
        </ListState>
        <UnitNameForm
          id="new-unit-name"
          label="New unit name"
          initialName=""
          submitLabel="Add Unit"
          pendingLabel="Adding…"
          submit={(body, { idempotencyKey }) => add.mutateAsync({ body, idempotencyKey })}
          failureTitle="Failed to add unit"
          success={(name) => ({
            title: 'Unit added',
            description: `${unitLabel(name)} was added.`,
          })}
        />
      </CardContent>
    </Card>
  )
}
