import { useState } from 'react'
import type { Lease } from '../../../../../shared/schemas/leases'
import { formatMoney } from '../../../../../shared/money'
import { SearchPicker, type PickerOption } from '../../../../components/ui/search-picker'
import { formatDate } from '../../../../lib/format-date'
import { useLeaseSearch } from '../api'

export const leaseOption = (lease: Lease): PickerOption => ({
  id: lease.id,
  label: lease.tenant ? `${lease.tenant.firstName} ${lease.tenant.lastName}` : 'Unknown Tenant',
  detail: [
    lease.status[0]?.toUpperCase() + lease.status.slice(1),
    [formatDate(lease.startDate), formatDate(lease.endDate)].filter(Boolean).join(' – '),
    `${formatMoney(lease.monthlyRent)}/month`,
    lease.property ? lease.property.name : 'No property',
  ].join(' · '),
})

export type LeasePickerProps = {
  id: string
  value: string
  /** How the lease already linked is shown before any search. */
  initial: PickerOption | null
  onChange: (leaseId: string) => void
  invalid?: boolean
  describedBy?: string | undefined
}

/** Links a lease to the property: search by tenant, unit or property name (decision 0400). */
export const LeasePicker = ({
  id,
  value,
  initial,
  onChange,
  invalid,
  describedBy,
}: LeasePickerProps) => {
  const [query, setQuery] = useState('')
  const [chosen, setChosen] = useState<PickerOption | null>(null)
  const search = useLeaseSearch(query.trim(), true)
  const selected = chosen?.id === value ? chosen : initial?.id === value ? initial : null
  return (
    <SearchPicker
      id={id}
      selected={selected}
      options={(search.data ?? []).map(leaseOption)}
      query={query}
      onQueryChange={setQuery}
      onSelect={(option) => {
        setChosen(option)
        onChange(option.id)
      }}
      placeholder="Choose a lease"
      searchLabel="Search leases by tenant, unit or property"
      emptyText="No leases match your search."
      isLoading={search.isFetching}
      invalid={invalid ?? false}
      describedBy={describedBy}
    />
  )
}
