import { Search } from 'lucide-react'
import { cn } from '@/lib/cn'
import { Input } from '@/components/ui/input'

type SearchBoxProps = {
  label: string
  placeholder: string
  value: string
  onChange: (value: string) => void
  className?: string
}

/** A list's search field; the list asks the server once typing pauses. */
export const SearchBox = ({ label, placeholder, value, onChange, className }: SearchBoxProps) => (
  <div className={cn('relative w-full', className)}>
    <Search
      className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
      aria-hidden
    />
    <Input
      type="search"
      aria-label={label}
      placeholder={placeholder}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      className="pl-9"
    />
  </div>
)
