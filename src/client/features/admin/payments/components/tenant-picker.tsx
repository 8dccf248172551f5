import { Check, ChevronDown, LoaderCircle, Search, X } from 'lucide-react'
import { useDeferredValue, useState } from 'react'
import { Input, inputClassName } from '../../../../components/ui/input'
import { Popover, PopoverContent, PopoverTrigger } from '../../../../components/ui/popover'
import { cn } from '../../../../lib/cn'
import { useTenantSearch } from '../api'

export type PickedTenant = { id: string; name: string; unit: string | null }

type Props = {
  id?: string
  value: PickedTenant | null
  onChange: (tenant: PickedTenant | null) => void
  placeholder: string
  /** Offer a way back to "no tenant" (a filter); a form's required picker has none. */
  clearable?: boolean
  invalid?: boolean
  describedBy?: string | undefined
  disabled?: boolean
}

/**
 * A searchable tenant list: a portfolio can hold thousands of tenants, so it asks the server for
 * the 20 that match what is typed rather than loading them all.
 */
export const TenantPicker = ({
  id,
  value,
  onChange,
  placeholder,
  clearable,
  invalid,
  describedBy,
  disabled,
}: Props) => {
  const [open, setOpen] = useState(false)
  const [search, setSearch] = useState('')
  const query = useDeferredValue(search)
  const tenants = useTenantSearch(query, open)
  const pick = (tenant: PickedTenant | null) => {
    onChange(tenant)
    setOpen(false)
    setSearch('')
  }
  return (
    <Popover open={open} onOpenChange={setOpen}>
      <div className="relative">
        <PopoverTrigger
          id={id}
          disabled={disabled}
          aria-invalid={invalid}
          aria-describedby={describedBy}
          className={cn(
            inputClassName,
            'cursor-pointer items-center justify-between gap-2 text-left',
            clearable && value && 'pr-16',
          )}
        >
          <span className={cn('truncate', !value && 'text-muted-foreground')}>
            {value ? `${value.name}${value.unit ? ` · Unit ${value.unit}` : ''}` : placeholder}
          </span>
          <ChevronDown className="size-4 shrink-0 text-muted-foreground" aria-hidden />
        </PopoverTrigger>
        {clearable && value ? (
          <button
            type="button"
            onClick={() => pick(null)}
            aria-label="Clear tenant filter"
            className="absolute top-1/2 right-8 -translate-y-1/2 cursor-pointer rounded p-1 text-muted-foreground hover:bg-accent hover:text-foreground"
          >
            <X className="size-3.5" aria-hidden />
          </button>
        ) : null}
      </div>
      <PopoverContent align="start" className="w-[min(22rem,calc(100vw-1.5rem))] p-2">
        <div className="relative">
          <Search
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden
          />
          <Input
            autoFocus
            type="search"
            aria-label="Search tenants"
            placeholder="Search by name, email or unit"
            className="pl-9"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </div>
        <div role="listbox" aria-label="Tenants" className="mt-2 max-h-64 overflow-y-auto">
          {tenants.isPending ? (
            <p className="flex items-center gap-2 px-2 py-3 text-sm text-muted-foreground">
              <LoaderCircle className="size-4 animate-spin" aria-hidden /> Loading tenants…
            </p>
          ) : tenants.isError ? (
            <p className="px-2 py-3 text-sm text-destructive">Failed to fetch tenants</p>
          ) : tenants.data.length === 0 ? (
            <p className="px-2 py-3 text-sm text-muted-foreground">No tenant matches “{query}”.</p>
          ) : (
            tenants.data.map((tenant) => {
              const name = `${tenant.firstName} ${tenant.lastName}`
              const isSelected = value?.id === tenant.id
              return (
                <button
                  key={tenant.id}
                  type="button"
                  role="option"
                  aria-selected={isSelected}
                  onClick={() => pick({ id: tenant.id, name, unit: tenant.unit })}
                  className="flex w-full cursor-pointer items-center gap-2 rounded-md px-2 py-2 text-left text-sm hover:bg-accent focus-visible:bg-accent focus-visible:outline-none"
                >
                  <span className="grid min-w-0 flex-1">
                    <span className="truncate font-medium text-foreground">{name}</span>
                    <span className="truncate text-xs text-muted-foreground">
                      {[
                        tenant.unit ? `Unit ${tenant.unit}` : null,
                        tenant.propertyName,
                        tenant.email,
                      ]
                        .filter(Boolean)
                        .join(' · ')}
                    </span>
                  </span>
                  {isSelected ? <Check className="size-4 text-primary" aria-hidden /> : null}
                </button>
              )
            })
          )}
        </div>
      </PopoverContent>
    </Popover>
  )
}
