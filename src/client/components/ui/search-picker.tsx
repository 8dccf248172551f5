import { Check, ChevronsUpDown, LoaderCircle, Search, X } from 'lucide-react'
import { useId, useState, type KeyboardEvent, type ReactNode } from 'react'
import { cn } from '@/lib/cn'
import { Popover, PopoverContent, PopoverTrigger } from './popover'

export type PickerOption = { id: string; label: string; detail?: ReactNode }

export type SearchPickerProps = {
  id: string
  /** The chosen option as the trigger shows it, or null. */
  selected: PickerOption | null
  options: PickerOption[]
  query: string
  onQueryChange: (query: string) => void
  onSelect: (option: PickerOption) => void
  placeholder: string
  searchLabel: string
  emptyText: string
  isLoading?: boolean
  invalid?: boolean
  describedBy?: string | undefined
  disabled?: boolean
  /** A button beside the trigger that takes the choice back (a filter's "any"). */
  onClear?: { label: string; clear: () => void } | undefined
}

/**
 * A field that opens a searchable list (a combobox): the caller searches — usually on the
 * server — and passes the options; arrows move, Enter picks, Escape closes.
 */
export const SearchPicker = ({
  id,
  selected,
  options,
  query,
  onQueryChange,
  onSelect,
  placeholder,
  searchLabel,
  emptyText,
  isLoading = false,
  invalid = false,
  describedBy,
  disabled,
  onClear,
}: SearchPickerProps) => {
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(0)
  const listId = useId()
  const optionId = (index: number) => `${listId}-${index}`

  const choose = (option: PickerOption) => {
    onSelect(option)
    setOpen(false)
  }

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') setActive((index) => Math.min(index + 1, options.length - 1))
    else if (event.key === 'ArrowUp') setActive((index) => Math.max(index - 1, 0))
    else if (event.key === 'Enter') {
      const option = options[active]
      if (option) choose(option)
    } else return
    event.preventDefault()
  }

  return (
    <Popover
      open={open}
      onOpenChange={(next) => {
        setOpen(next)
        setActive(0)
      }}
    >
      <div className="relative">
        <PopoverTrigger
          id={id}
          disabled={disabled}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          className={cn(
            'flex h-10 w-full min-w-0 cursor-pointer items-center justify-between gap-2 rounded-lg border border-input bg-card px-3 py-2 text-left text-base shadow-xs transition-colors sm:text-sm',
            'focus-visible:border-ring focus-visible:ring-3 focus-visible:ring-ring/25 focus-visible:outline-none',
            'aria-invalid:border-destructive disabled:cursor-not-allowed disabled:opacity-50',
            selected ? 'text-foreground' : 'text-muted-foreground',
            onClear && selected && 'pr-16',
          )}
        >
          <span className="truncate">{selected ? selected.label : placeholder}</span>
          <ChevronsUpDown className="size-4 shrink-0 text-muted-foreground" aria-hidden />
        </PopoverTrigger>
        {onClear && selected && !disabled ? (
          <button
            type="button"
            onClick={onClear.clear}
            aria-label={onClear.label}
            className="absolute top-1/2 right-8 -translate-y-1/2 cursor-pointer rounded p-1 text-muted-foreground hover:bg-accent hover:text-foreground"
          >
            <X className="size-3.5" aria-hidden />
          </button>
        ) : null}
      </div>
      <PopoverContent align="start" className="w-[var(--radix-popover-trigger-width)] min-w-72 p-0">
        <div className="relative border-b border-border">
          <Search
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden
          />
          <input
            autoFocus
            role="combobox"
            aria-label={searchLabel}
            aria-expanded
            aria-controls={listId}
            aria-activedescendant={options[active] ? optionId(active) : undefined}
            value={query}
            onChange={(event) => {
              onQueryChange(event.target.value)
              setActive(0)
            }}
            onKeyDown={onKeyDown}
            placeholder={searchLabel}
            className="h-11 w-full bg-transparent pr-9 pl-9 text-base outline-none placeholder:text-muted-foreground sm:text-sm"
          />
          {isLoading ? (
            <LoaderCircle
              className="absolute top-1/2 right-3 size-4 -translate-y-1/2 animate-spin text-muted-foreground"
              aria-hidden
            />
          ) : null}
        </div>
        <div
          id={listId}
          role="listbox"
          aria-label={searchLabel}
          className="max-h-64 overflow-y-auto p-1"
        >
          {options.length === 0 ? (
            <p className="px-3 py-6 text-center text-sm text-muted-foreground">
              {isLoading ? 'Searching…' : emptyText}
            </p>
          ) : (
            options.map((option, index) => (
              <div
                key={option.id}
                id={optionId(index)}
                role="option"
                aria-selected={selected?.id === option.id}
                onMouseEnter={() => setActive(index)}
                onClick={() => choose(option)}
                className={cn(
                  'flex cursor-pointer items-start gap-2 rounded-md px-2.5 py-2 text-sm',
                  index === active && 'bg-accent text-accent-foreground',
                )}
              >
                <Check
                  className={cn(
                    'mt-0.5 size-4 shrink-0 text-primary',
                    selected?.id !== option.id && 'invisible',
                  )}
                  aria-hidden
                />
                <span className="grid min-w-0 gap-0.5">
                  <span className="truncate font-medium">{option.label}</span>
                  {option.detail ? (
                    <span className="truncate text-xs text-muted-foreground">{option.detail}</span>
                  ) : null}
                </span>
              </div>
            ))
          )}
        </div>
      </PopoverContent>
    </Popover>
  )
}
