import {
  Building2,
  CalendarClock,
  FileSignature,
  Landmark,
  Sparkles,
  UsersRound,
  Wallet,
  type LucideIcon,
} from 'lucide-react'
import type { ReactNode } from 'react'
import { confidencePercent } from '../../../../../shared/confidence'
import { formatMoney } from '../../../../../shared/money'
import type { Lease, LeaseExtractedData } from '../../../../../shared/schemas/leases'
import { Badge } from '@/components/ui/badge'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { formatDate } from '@/lib/format-date'
import { ordinal } from '../../../../../shared/ordinal'
import { ConfidenceBadge } from '@/components/confidence-badge'

type Item = [label: string, value: ReactNode]

const money = (value: number | null | undefined) =>
  typeof value === 'number' ? formatMoney(value) : null
const days = (value: number | null | undefined) =>
  typeof value === 'number' ? `${value} ${value === 1 ? 'day' : 'days'}` : null
const LEASE_TYPES: Record<string, string> = {
  'fixed-term': 'Fixed-Term',
  'month-to-month': 'Month-to-Month',
}

/** The groups, each field left out when the document did not give it. */
const groupsOf = (
  data: LeaseExtractedData,
): { title: string; icon: LucideIcon; items: Item[] }[] => {
  const { tenant, property, lease, management, financial } = data
  const methods = management?.acceptedPaymentMethods?.filter(Boolean) ?? []
  return [
    {
      title: 'Tenant Information',
      icon: UsersRound,
      items: [
        [
          'Primary tenant',
          tenant?.fullName ??
            ([tenant?.firstName, tenant?.lastName].filter(Boolean).join(' ') || null),
        ],
        ['Additional occupants', tenant?.additionalOccupants],
        ['Email', tenant?.email],
        ['Phone', tenant?.phone],
      ],
    },
    { title: 'Property Information', icon: Building2, items: [['Address', property?.address]] },
    {
      title: 'Lease Terms',
      icon: FileSignature,
      items: [
        ['Lease type', lease?.type ? (LEASE_TYPES[lease.type] ?? lease.type) : null],
        ['Start date', formatDate(lease?.startDate) || null],
        ['End date', formatDate(lease?.endDate) || null],
        ['Monthly rent', money(lease?.monthlyRent)],
        ['Security deposit', money(lease?.securityDeposit)],
        [
          'Rent due day',
          typeof lease?.rentDueDay === 'number'
            ? `${ordinal(lease.rentDueDay)} of each month`
            : null,
        ],
        ['Guest limit', days(lease?.maxGuestDays)],
      ],
    },
    {
      title: 'Management',
      icon: Landmark,
      items: [
        ['Company', management?.company],
        ['Housing provider', management?.housingProvider],
        ['Mailing address', management?.mailingAddress],
        [
          'Accepted payment methods',
          methods.length ? (
            <span className="flex flex-wrap gap-1.5">
              {methods.map((method) => (
                <Badge key={method} size="sm" tone="primary">
                  {method}
                </Badge>
              ))}
            </span>
          ) : null,
        ],
        [
          'Bank account',
          management?.bankAccount ? (
            <span className="font-mono tracking-wide">{management.bankAccount}</span>
          ) : null,
        ],
        ['Zelle', management?.zelleNumber],
      ],
    },
    {
      title: 'Financial',
      icon: Wallet,
      items: [
        [
          'Late fee',
          typeof financial?.lateFeePercentage === 'number'
            ? `${financial.lateFeePercentage}% of rent`
            : null,
        ],
        ['Grace period', days(financial?.gracePeriodDays)],
        ['NSF fee (first)', money(financial?.nsfFeeFirst)],
        ['NSF fee (additional)', money(financial?.nsfFeeAdditional)],
        ['Total move-in', money(financial?.totalMoveInCost)],
        ['Prorated rent', money(financial?.proratedRent)],
      ],
    },
  ]
    .map((group) => ({
      ...group,
      items: group.items.filter(
        ([, value]) => value !== null && value !== undefined && value !== '',
      ) as Item[],
    }))
    .filter((group) => group.items.length > 0)
}

/** "Auto-Extracted Information" for the selected lease, with the extraction date and confidence. */
export const ExtractedInfoPanel = ({ lease }: { lease: Lease }) => {
  const groups = lease.extractedData ? groupsOf(lease.extractedData) : []
  return (
    <Card role="region" aria-labelledby="lease-extracted-title">
      <CardHeader>
        <CardTitle id="lease-extracted-title" className="flex items-center gap-2">
          <Sparkles className="size-4 text-violet-600 dark:text-violet-400" aria-hidden />
          Auto-Extracted Information
        </CardTitle>
        <CardDescription>
          What the lease document says, as read when it was uploaded.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        {groups.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            The document gave no details beyond the lease itself.
          </p>
        ) : (
          groups.map(({ title, icon: Icon, items }) => (
            <section key={title} aria-label={title} className="grid gap-2">
              <h4 className="flex items-center gap-2 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
                <Icon className="size-3.5" aria-hidden />
                {title}
              </h4>
              <dl className="grid gap-x-4 gap-y-2 sm:grid-cols-2">
                {items.map(([label, value]) => (
                  <div key={label} className="min-w-0">
                    <dt className="text-xs text-muted-foreground">{label}</dt>
                    <dd className="text-sm break-words text-foreground">{value}</dd>
                  </div>
                ))}
              </dl>
            </section>
          ))
        )}
        <div className="flex flex-wrap items-center justify-between gap-2 border-t border-border pt-4 text-xs text-muted-foreground">
          <span className="flex items-center gap-1.5">
            <CalendarClock className="size-3.5" aria-hidden />
            Extracted {formatDate(lease.extractedAt) || 'from the lease document'}
          </span>
          {lease.confidenceScore !== null ? (
            <span className="flex items-center gap-2">
              {confidencePercent(lease.confidenceScore)}% confidence
              <ConfidenceBadge score={lease.confidenceScore} size="sm" />
            </span>
          ) : null}
        </div>
      </CardContent>
    </Card>
  )
}
