import { cn } from '@/lib/cn'

export const initialsOf = (firstName: string, lastName: string) =>
  `${firstName.trim().charAt(0)}${lastName.trim().charAt(0)}`.toUpperCase() || '?'

export type UserBadgeProps = {
  firstName: string
  lastName: string
  detail: string
  detailClassName?: string
  className?: string
}

/** Initials avatar, full name and one line of detail (unit, role). */
export const UserBadge = ({
  firstName,
  lastName,
  detail,
  detailClassName,
  className,
}: UserBadgeProps) => (
  <div className={cn('flex min-w-0 items-center gap-3', className)}>
    <span
      className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-primary-soft text-sm font-semibold text-primary-soft-foreground"
      aria-hidden
    >
      {initialsOf(firstName, lastName)}
    </span>
    <div className="grid min-w-0 leading-tight">
      <span className="truncate text-sm font-medium text-foreground">
        {firstName} {lastName}
      </span>
      <span className={cn('truncate text-xs text-muted-foreground', detailClassName)}>
        {detail}
      </span>
    </div>
  </div>
)
