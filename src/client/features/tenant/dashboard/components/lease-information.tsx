import { FileText, Sparkles } from 'lucide-react'
import type { ReactNode } from 'react'
import type { DashboardExtractedData } from '../../../../../shared/schemas/dashboard'
import { formatMoney } from '../../../../../shared/money'
import { Badge } from '@/components/ui/badge'
import { Card, CardContent, CardDescription, CardTitle } from '@/components/ui/card'
import { formatDate } from '@/lib/format-date'
import { ordinal } from '../../../../../shared/ordinal'
import { percent, plural } from './format'

const LEASE_TYPES: Record<string, string> = {
  'fixed-term': 'Fixed-Term',
  'month-to-month': 'Month-to-Month',
}

type Item = { label: string; value: ReactNode; wide?: boolean }

/** Only what the document stated: every field without a value is hidden. */
const itemsOf = (data: DashboardExtractedData): Item[] => {
  const { lease, financial, management, property, tenant } = data
  const term =
    lease.startDate && lease.endDate
      ? `${formatDate(lease.startDate)} – ${formatDate(lease.endDate)}`
      : lease.startDate
        ? `From ${formatDate(lease.startDate)}`
        : null
  const items: (Item | null)[] = [
    property.address ? { label: 'Property', value: property.address, wide: true } : null,
    lease.type ? { label: 'Lease type', value: LEASE_TYPES[lease.type] ?? lease.type } : null,
    term ? { label: 'Lease term', value: term } : null,
    lease.monthlyRent !== null
      ? { label: 'Monthly rent', value: formatMoney(lease.monthlyRent) }
      : null,
    lease.securityDeposit !== null
      ? { label: 'Security deposit', value: formatMoney(lease.securityDeposit) }
      : null,
    lease.rentDueDay !== null
      ? { label: 'Rent due', value: `${ordinal(lease.rentDueDay)} of each month` }
      : null,
    financial.gracePeriodDays !== null
      ? { label: 'Grace period', value: plural(financial.gracePeriodDays, 'day') }
      : null,
    financial.lateFeePercentage !== null
      ? { label: 'Late fee', value: `${financial.lateFeePercentage}% of rent` }
      : null,
    lease.maxGuestDays !== null
      ? { label: 'Guest limit', value: plural(lease.maxGuestDays, 'day') }
      : null,
    management.acceptedPaymentMethods.length
      ? {
          label: 'Accepted payments',
          value: (
            <span className="flex flex-wrap gap-1.5">
              {management.acceptedPaymentMethods.map((method) => (
                <Badge key={method} tone="primary" size="sm">
                  {method}
                </Badge>
              ))}
            </span>
          ),
        }
      : null,
    tenant.additionalOccupants
      ? { label: 'Additional occupants', value: tenant.additionalOccupants, wide: true }
      : null,
  ]
  return items.filter((item): item is Item => item !== null)
}

/** Shown only for a lease read from its document. */
export const LeaseInformation = ({
  data,
  confidenceScore,
}: {
  data: DashboardExtractedData
  confidenceScore: number | null
}) => {
  const items = itemsOf(data)
  return (
    <Card role="region" aria-labelledby="lease-information-title">
      <div className="flex flex-wrap items-start justify-between gap-3 p-6 pb-4">
        <div className="flex items-start gap-3">
          <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-primary-soft text-primary-soft-foreground">
            <FileText className="size-4.5" aria-hidden />
          </span>
          <div className="grid gap-1">
            <CardTitle id="lease-information-title">Your Lease Information</CardTitle>
            <CardDescription>Read from your signed lease document.</CardDescription>
          </div>
        </div>
        {confidenceScore !== null ? (
          <Badge tone="violet">
            <Sparkles aria-hidden />
            Auto-extracted · {percent(confidenceScore)} confidence
          </Badge>
        ) : null}
      </div>
      <CardContent>
        {items.length ? (
          <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2 lg:grid-cols-3">
            {items.map((item) => (
              <div
                key={item.label}
                className={item.wide ? 'grid gap-1 sm:col-span-2 lg:col-span-3' : 'grid gap-1'}
              >
                <dt className="text-xs font-medium tracking-wide text-muted-foreground uppercase">
                  {item.label}
                </dt>
                <dd className="text-sm text-foreground">{item.value}</dd>
              </div>
            ))}
          </dl>
        ) : (
          <p className="text-sm text-muted-foreground">
            The document did not state any lease terms we could read.
          </p>
        )}
      </CardContent>
    </Card>
  )
}
