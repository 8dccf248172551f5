import { useState } from 'react'
import { SearchPicker, type PickerOption } from '../../../../components/ui/search-picker'
import { usePropertySearch, useTenantSearch } from '../api'

type RecordPickerProps = {
  id: string
  value: string
  /** How the record already chosen reads before any search (editing a lease). */
  initial: PickerOption | null
  onChange: (option: PickerOption) => void
  invalid?: boolean
  describedBy?: string | undefined
}

type SearchState = {
  query: string
  onQueryChange: (query: string) => void
  options: PickerOption[]
  isLoading: boolean
  texts: { placeholder: string; searchLabel: string; emptyText: string }
}

/**
 * A searchable picker for one record: remembers the option picked, so the trigger can name it
 * once the search has moved on. The tenant and property pickers differ only in their search.
 */
const RecordPicker = ({
  id,
  value,
  initial,
  onChange,
  invalid = false,
  describedBy,
  query,
  onQueryChange,
  options,
  isLoading,
  texts,
}: RecordPickerProps & SearchState) => {
  const [picked, setPicked] = useState<PickerOption | null>(null)
  const selected = picked?.id === value ? picked : initial?.id === value ? initial : null
  return (
    <SearchPicker
      id={id}
      selected={selected}
      options={options}
      query={query}
      onQueryChange={onQueryChange}
      onSelect={(option) => {
        setPicked(option)
        onChange(option)
      }}
      placeholder={texts.placeholder}
      searchLabel={texts.searchLabel}
      emptyText={texts.emptyText}
      isLoading={isLoading}
      invalid={invalid}
      describedBy={describedBy}
    />
  )
}

/** SPEC §2: the lease form's tenant is chosen from a searchable list. */
export const TenantPicker = (props: RecordPickerProps) => {
  const [query, setQuery] = useState('')
  const search = useTenantSearch(query.trim(), true)
  const options = (search.data ?? []).map((tenant) => ({
    id: tenant.id,
    label: `${tenant.firstName} ${tenant.lastName}`,
    detail: [tenant.email, tenant.unit ? `Unit ${tenant.unit}` : null, tenant.propertyName]
      .filter(Boolean)
      .join(' · '),
  }))
  return (
    <RecordPicker
      {...props}
      query={query}
      onQueryChange={setQuery}
      options={options}
      isLoading={search.isFetching}
      texts={{
        placeholder: 'Choose a tenant',
        searchLabel: 'Search tenants by name, email or unit',
        emptyText: 'No tenants match your search.',
      }}
    />
  )
}

/** The property the lease is for (DESIGN §2 propertyId), searchable like the tenant. */
export const PropertyPicker = (props: RecordPickerProps) => {
  const [query, setQuery] = useState('')
  const search = usePropertySearch(query.trim(), true)
  const options = (search.data ?? []).map((property) => ({
    id: property.id,
    label: property.name,
    detail: [property.address, property.city].filter(Boolean).join(', ') || undefined,
  }))
  return (
    <RecordPicker
      {...props}
      query={query}
      onQueryChange={setQuery}
      options={options}
      isLoading={search.isFetching}
      texts={{
        placeholder: 'Choose a property (optional)',
        searchLabel: 'Search properties by name, address or city',
        emptyText: 'No properties match your search.',
      }}
    />
  )
}
