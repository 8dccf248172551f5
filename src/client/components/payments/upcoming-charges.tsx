import { formatMoney } from '../../../shared/money'
import type { UpcomingCharge } from '../../../shared/schemas/payments'
import { formatDate } from '@/lib/format-date'

/** Rent and monthly charges falling due in the next month, soonest first, as the ledger lists them. */
export const UpcomingChargesList = ({ items }: { items: UpcomingCharge[] }) =>
  items.length === 0 ? (
    <p className="text-sm text-muted-foreground">Nothing falls due in the next month.</p>
  ) : (
    <ul className="grid gap-1 text-sm">
      {items.map((item) => (
        <li key={`${item.date}-${item.description}`} className="flex justify-between gap-3">
          <span>
            {item.description}{' '}
            <span className="text-muted-foreground">· due {formatDate(item.date)}</span>
          </span>
          <span className="tabular-nums">{formatMoney(item.amount)}</span>
        </li>
      ))}
    </ul>
  )
