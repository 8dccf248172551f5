import { formatMoney } from '../../../../../shared/money'
import type { LedgerEntry, TenantLedger } from '../../../../../shared/schemas/payments'
import { ListState } from '@/components/list/list-state'
import { Badge } from '@/components/ui/badge'
import { Card, CardDescription, CardTitle } from '@/components/ui/card'
import { UpcomingChargesList } from '@/components/payments/upcoming-charges'
import { Skeleton } from '@/components/ui/skeleton'
import { formatDate } from '@/lib/format-date'
import { useLedger } from '../api'

const KIND_LABELS: Partial<Record<LedgerEntry['type'], string>> = {
  late_fee: 'Late fee',
  credit: 'Credit',
  waiver: 'Credit',
  recurring: 'Charge',
  one_off_charge: 'Charge',
}

/** Payments and credits lower the balance; everything else raises it. */
const signedAmount = (entry: LedgerEntry) =>
  entry.type === 'payment' ? -entry.amount : entry.amount

const Amount = ({ value }: { value: number }) => (
  <span className="tabular-nums">{value < 0 ? `−${formatMoney(-value)}` : formatMoney(value)}</span>
)

/** Every entry, newest first, with the balance after it. */
const StatementEntries = ({ entries }: { entries: LedgerEntry[] }) => (
  <ul className="divide-y divide-border rounded-lg border border-border text-sm">
    {entries.map((entry, index) => (
      <li
        key={`${entry.date}-${index}`}
        className="flex items-start justify-between gap-3 px-3 py-2"
      >
        <div className="grid gap-0.5">
          <span className={entry.isVoided ? 'line-through' : undefined}>{entry.description}</span>
          <span className="flex flex-wrap items-center gap-1 text-xs text-muted-foreground">
            {formatDate(entry.date)}
            {KIND_LABELS[entry.type] ? (
              <Badge tone={entry.type === 'late_fee' ? 'danger' : 'neutral'} size="sm">
                {KIND_LABELS[entry.type]}
              </Badge>
            ) : null}
            {entry.isWaived ? (
              <Badge tone="success" size="sm">
                Waived
              </Badge>
            ) : null}
            {entry.status === 'pending' ? (
              <Badge tone="warning" size="sm">
                Pending
              </Badge>
            ) : null}
          </span>
        </div>
        <div className="grid justify-items-end gap-0.5">
          <Amount value={signedAmount(entry)} />
          <span className="text-xs text-muted-foreground">
            Balance {formatMoney(entry.balance)}
          </span>
        </div>
      </li>
    ))}
  </ul>
)

/** What falls due next, then every entry with the balance after it. */
const StatementBody = ({ ledger }: { ledger: TenantLedger }) => (
  <div className="grid gap-4">
    <section aria-labelledby="upcoming-charges" className="grid gap-2">
      <h3 id="upcoming-charges" className="text-sm font-semibold">
        Upcoming charges
      </h3>
      <UpcomingChargesList items={ledger.upcoming} />
    </section>
    <section aria-labelledby="statement-entries" className="grid gap-2">
      <h3 id="statement-entries" className="text-sm font-semibold">
        Charges, fees, credits and payments
      </h3>
      {ledger.entries.length === 0 ? (
        <p className="text-sm text-muted-foreground">Nothing has been charged or paid yet.</p>
      ) : (
        <StatementEntries entries={ledger.entries} />
      )}
    </section>
  </div>
)

/**
 * The tenant's statement: what falls due next (rent and monthly charges), then every charge,
 * late fee, credit and payment with the balance after it (docs/ledger.md).
 */
export const StatementCard = () => {
  const ledger = useLedger()
  return (
    <Card className="overflow-hidden">
      <div className="grid gap-1 border-b border-border px-4 py-4 sm:px-6">
        <CardTitle>Statement</CardTitle>
        <CardDescription>
          Upcoming charges, then rent, fees, credits and payments, newest first.
        </CardDescription>
      </div>
      <div className="px-4 py-4 sm:px-6">
        <ListState
          query={ledger}
          loading={
            <div className="grid gap-3" aria-hidden>
              <Skeleton className="h-4 w-2/3" />
              <Skeleton className="h-4 w-1/2" />
            </div>
          }
          errorTitle="Failed to load your statement"
        >
          {ledger.data ? <StatementBody ledger={ledger.data} /> : null}
        </ListState>
      </div>
    </Card>
  )
}
