import { CalendarDays, Home, Sparkles } from 'lucide-react'
import type { ReactNode } from 'react'
import { confidencePercent } from '../../../../../shared/confidence'
import type { Tenant } from '../../../../../shared/schemas/tenant'
import { initialsOf } from '@/components/layout/user-badge'
import { Card } from '@/components/ui/card'
import { formatDate } from '@/lib/format-date'

const Fact = ({
  icon: Icon,
  label,
  children,
}: {
  icon: typeof Home
  label: string
  children: ReactNode
}) => (
  // A <dl> group may hold only <dt> and <dd>: the icon sits in the term, placed at the left.
  <div className="relative grid min-h-9 content-center pl-12 leading-tight">
    <dt className="text-xs text-muted-foreground">
      <span className="absolute top-0 left-0 flex size-9 items-center justify-center rounded-lg bg-muted">
        <Icon className="size-4" aria-hidden />
      </span>
      {label}
    </dt>
    <dd className="text-sm font-medium text-foreground">{children}</dd>
  </div>
)

/** Initials avatar, unit, lease start and end ('N/A'), and the auto-extracted indicator. */
export const ProfileSummaryCard = ({ tenant }: { tenant: Tenant }) => (
  <Card className="overflow-hidden">
    <div
      className="h-20 bg-gradient-to-r from-teal-600 to-teal-400 dark:from-teal-700 dark:to-teal-500"
      aria-hidden
    />
    <div className="grid gap-5 px-6 pb-6">
      <div className="-mt-8 flex items-end gap-4">
        <span
          className="flex size-20 items-center justify-center rounded-full bg-card text-2xl font-semibold text-primary-soft-foreground ring-4 ring-card"
          aria-hidden
        >
          <span className="flex size-full items-center justify-center rounded-full bg-primary-soft">
            {initialsOf(tenant.firstName, tenant.lastName)}
          </span>
        </span>
        <div className="grid min-w-0 gap-0.5">
          <p className="truncate text-xl font-semibold text-foreground">
            {tenant.firstName} {tenant.lastName}
          </p>
          <p className="truncate text-sm text-muted-foreground">{tenant.email}</p>
        </div>
      </div>
      <dl className="grid gap-4 sm:grid-cols-3">
        <Fact icon={Home} label="Unit">
          {tenant.unit ?? 'N/A'}
        </Fact>
        <Fact icon={CalendarDays} label="Lease Start">
          {formatDate(tenant.leaseStart) || 'N/A'}
        </Fact>
        <Fact icon={CalendarDays} label="Lease End">
          {formatDate(tenant.leaseEnd) || 'N/A'}
        </Fact>
      </dl>
      {tenant.extractedFromDocument ? (
        <p className="flex flex-wrap items-center gap-2 rounded-lg bg-primary-soft px-3 py-2 text-sm text-primary-soft-foreground">
          <Sparkles className="size-4 shrink-0" aria-hidden />
          <span className="font-medium">Auto-extracted from lease document</span>
          {tenant.confidenceScore !== null ? (
            <span className="rounded-full bg-card/70 px-2 py-0.5 text-xs font-semibold">
              {confidencePercent(tenant.confidenceScore)}% confidence
            </span>
          ) : null}
        </p>
      ) : null}
    </div>
  </Card>
)
