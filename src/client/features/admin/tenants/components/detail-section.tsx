import type { LucideIcon } from 'lucide-react'
import type { ReactNode } from 'react'

/** One of the detail dialog's sections (Tenant, Property, Financial, Owner, Lease). */
export const DetailSection = ({
  title,
  icon: Icon,
  children,
  aside,
}: {
  title: string
  icon: LucideIcon
  children: ReactNode
  aside?: ReactNode
}) => (
  <section
    aria-label={title}
    className="grid content-start gap-3 rounded-xl border border-border p-4"
  >
    <div className="flex items-center justify-between gap-2">
      <h3 className="flex items-center gap-2 text-sm font-semibold text-foreground">
        <Icon className="size-4 text-muted-foreground" aria-hidden />
        {title}
      </h3>
      {aside}
    </div>
    {children}
  </section>
)

/** A label and its value; an empty value reads as a dash rather than a blank. */
export const DetailRow = ({ label, children }: { label: string; children: ReactNode }) => (
  <div className="grid grid-cols-[7.5rem_minmax(0,1fr)] items-baseline gap-3 text-sm">
    <dt className="text-muted-foreground">{label}</dt>
    <dd className="min-w-0 break-words text-foreground">
      {children === null || children === undefined || children === '' ? (
        <span className="text-muted-foreground">—</span>
      ) : (
        children
      )}
    </dd>
  </div>
)
