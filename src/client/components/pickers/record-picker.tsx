import { useState } from 'react'
import { usePickerSearch } from '@/lib/lists/use-picker-search'
import { SearchPicker, type PickerOption } from '@/components/ui/search-picker'

export type RecordPickerProps = {
  id: string
  /** The id of the record chosen, or '' for none. */
  value: string
  /** How the record already chosen reads before any search (editing, or a filter set elsewhere). */
  initial: PickerOption | null
  onChange: (option: PickerOption) => void
  /** A way back to "none" (a filter's "any"); a form's required picker has none. */
  onClear?: { label: string; clear: () => void }
  invalid?: boolean
  describedBy?: string | undefined
  disabled?: boolean
}

export type RecordPickerConfig<T> = {
  listKey: readonly [string]
  toOption: (row: T) => PickerOption
  placeholder: string
  searchLabel: string
  emptyText: string
}

/**
 * A searchable picker for one record of a server list: it asks the server for the first matches
 * of what is typed, and remembers the option picked so the trigger can name it once the search
 * has moved on.
 */
export const RecordPicker = <T,>({
  value,
  initial,
  onChange,
  listKey,
  toOption,
  placeholder,
  searchLabel,
  emptyText,
  ...field
}: RecordPickerProps & RecordPickerConfig<T>) => {
  const [query, setQuery] = useState('')
  const [picked, setPicked] = useState<PickerOption | null>(null)
  const search = usePickerSearch<T>(listKey, query)
  const selected = picked?.id === value ? picked : initial?.id === value ? initial : null
  return (
    <SearchPicker
      {...field}
      selected={selected}
      options={(search.data ?? []).map(toOption)}
      query={query}
      onQueryChange={setQuery}
      onSelect={(option) => {
        setPicked(option)
        onChange(option)
      }}
      placeholder={placeholder}
      searchLabel={searchLabel}
      emptyText={search.isError ? 'The search failed. Type again to retry.' : emptyText}
      isLoading={search.isFetching}
    />
  )
}
