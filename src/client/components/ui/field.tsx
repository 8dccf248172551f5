import type { ReactNode } from 'react'
import { cn } from '@/lib/cn'
import { Label } from './label'

export type FieldProps = {
  id: string
  label: ReactNode
  error?: string
  hint?: ReactNode
  /** Something shown at the right end of the label row, such as a 'Forgot?' link. */
  labelAside?: ReactNode
  className?: string
  children: ReactNode
}

/** The ids an input inside a Field should point at with aria-describedby. */
export const fieldDescriptionIds = (
  id: string,
  { error, hint }: { error?: string; hint?: ReactNode },
) =>
  [hint && !error ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') ||
  undefined

/** A label, its control, an optional hint and the field's error, wired for screen readers. */
export const Field = ({ id, label, error, hint, labelAside, className, children }: FieldProps) => (
  <div className={cn('grid gap-2', className)}>
    <div className="flex items-center justify-between gap-2">
      <Label htmlFor={id}>{label}</Label>
      {labelAside}
    </div>
    {children}
    {hint && !error ? (
      <p id={`${id}-hint`} className="text-xs text-muted-foreground">
        {hint}
      </p>
    ) : null}
    {error ? (
      <p id={`${id}-error`} className="text-sm font-medium text-destructive" role="alert">
        {error}
      </p>
    ) : null}
  </div>
)
