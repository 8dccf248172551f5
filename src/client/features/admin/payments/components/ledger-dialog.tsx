import { BookOpen } from 'lucide-react'
import type { ReactNode } from 'react'
import { formatMoney } from '../../../../../shared/money'
import { ListState } from '@/components/list/list-state'
import { Badge } from '@/components/ui/badge'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog'
import { EmptyState } from '@/components/ui/empty-state'
import { Skeleton } from '@/components/ui/skeleton'
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table'
import { cn } from '@/lib/cn'
import { formatDate } from '@/lib/format-date'
import type { LedgerEntry, TenantLedger } from '../../../../../shared/schemas/payments'
import { Button } from '@/components/ui/button'
import { toast } from '@/components/ui/use-toast'
import { readableErrorMessage } from '@/lib/errors'
import { useLedgerEntryAction, useTenantLedger } from '../api'
import { AddLedgerEntryForm } from './add-ledger-entry-form'
import { SentReminders } from './sent-reminders'

type Props = { tenantId: string | null; onOpenChange: (open: boolean) => void }

const Total = ({
  label,
  children,
  className,
}: {
  label: string
  children: ReactNode
  className?: string
}) => (
  <div className="grid gap-0.5 rounded-lg bg-muted/60 px-3 py-2">
    <span className="text-xs text-muted-foreground">{label}</span>
    <span className={cn('font-semibold tabular-nums', className)}>{children}</span>
  </div>
)

/** Charges raise the balance; payments, credits and waivers lower it. */
const chargeAmount = (entry: LedgerEntry) =>
  entry.type !== 'payment' && entry.amount >= 0 ? formatMoney(entry.amount) : ''
const creditAmount = (entry: LedgerEntry) =>
  entry.type === 'payment'
    ? `−${formatMoney(entry.amount)}`
    : entry.amount < 0
      ? `−${formatMoney(-entry.amount)}`
      : ''

const EntryBadges = ({ entry }: { entry: LedgerEntry }) => (
  <>
    {entry.status === 'pending' ? (
      <Badge tone="warning" size="sm">
        Pending
      </Badge>
    ) : null}
    {entry.type === 'late_fee' ? (
      <Badge tone="danger" size="sm">
        Late fee
      </Badge>
    ) : null}
    {entry.isWaived ? (
      <Badge tone="success" size="sm">
        Waived
      </Badge>
    ) : null}
    {entry.isVoided ? (
      <Badge tone="neutral" size="sm">
        Voided
      </Badge>
    ) : null}
  </>
)

/**
 * A row's identity across refreshes. An entry added above must not remount the rows below it:
 * a row whose Waive or Void is still on its way would lose its toast.
 */
const entryKey = (entry: LedgerEntry) =>
  entry.entryId ?? entry.paymentId ?? `${entry.type}-${entry.date}-${entry.description}`

/** Waive a late fee (a visible credit) or void a posted entry; rent and payments have neither. */
const EntryActions = ({ entry }: { entry: LedgerEntry }) => {
  const act = useLedgerEntryAction()
  const { entryId } = entry
  if (!entryId || entry.isVoided) return null
  const run = (action: 'waive' | 'void') =>
    act.mutate(
      { entryId, action },
      {
        onSuccess: () => toast({ title: action === 'waive' ? 'Late fee waived' : 'Entry voided' }),
        onError: (failure) =>
          toast({
            variant: 'destructive',
            title: 'Failed to update the ledger',
            description: readableErrorMessage(failure),
          }),
      },
    )
  return (
    <div className="flex justify-end gap-1">
      {entry.type === 'late_fee' && !entry.isWaived ? (
        <Button size="sm" variant="outline" disabled={act.isPending} onClick={() => run('waive')}>
          Waive
        </Button>
      ) : null}
      <Button size="sm" variant="ghost" disabled={act.isPending} onClick={() => run('void')}>
        Void
      </Button>
    </div>
  )
}

/** The loaded ledger: its totals, every entry with its actions, a new entry, and what was sent. */
const LedgerBody = ({ data }: { data: TenantLedger }) => (
  <>
    <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
      <Total label="Charged">{formatMoney(data.charged)}</Total>
      <Total label="Paid">{formatMoney(data.paid)}</Total>
      <Total label="Pending">{formatMoney(data.pending)}</Total>
      <Total
        label={data.balance < 0 ? 'Credit' : 'Balance'}
        className={
          data.balance > 0
            ? 'text-amber-700 dark:text-amber-300'
            : 'text-emerald-700 dark:text-emerald-300'
        }
      >
        {formatMoney(data.balance)}
      </Total>
    </div>
    {data.entries.length === 0 ? (
      <EmptyState
        icon={BookOpen}
        title="Nothing charged yet"
        description="Rent appears here on each due day from the day the lease's books start."
      />
    ) : (
      <div className="max-h-[50vh] overflow-y-auto rounded-lg border border-border">
        <ul className="divide-y divide-border sm:hidden">
          {data.entries.map((entry) => (
            <li
              key={entryKey(entry)}
              className={cn(
                'flex items-start justify-between gap-3 px-3 py-2.5 text-sm',
                entry.status === 'pending' && 'text-muted-foreground',
              )}
            >
              <div className="grid gap-0.5">
                <span>{entry.description}</span>
                <span className="text-xs text-muted-foreground">
                  {formatDate(entry.date)}
                  {entry.status === 'pending' ? ' · pending' : ''}
                </span>
                <div className="flex gap-1">
                  <EntryBadges entry={entry} />
                </div>
                <EntryActions entry={entry} />
              </div>
              <div className="grid shrink-0 justify-items-end gap-0.5 tabular-nums">
                <span className="font-medium">{chargeAmount(entry) || creditAmount(entry)}</span>
                <span className="text-xs text-muted-foreground">
                  Balance {formatMoney(entry.balance)}
                </span>
              </div>
            </li>
          ))}
        </ul>
        <Table className="hidden sm:table">
          <TableHeader>
            <TableRow>
              <TableHead>Date</TableHead>
              <TableHead>Description</TableHead>
              <TableHead className="text-right">Charge</TableHead>
              <TableHead className="text-right">Payment / credit</TableHead>
              <TableHead className="text-right">Balance</TableHead>
              <TableHead>
                <span className="sr-only">Actions</span>
              </TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {data.entries.map((entry) => (
              <TableRow
                key={entryKey(entry)}
                className={cn(entry.status === 'pending' && 'text-muted-foreground')}
              >
                <TableCell className="whitespace-nowrap">{formatDate(entry.date)}</TableCell>
                <TableCell>
                  <span className="mr-2">{entry.description}</span>
                  <EntryBadges entry={entry} />
                </TableCell>
                <TableCell className="text-right tabular-nums">{chargeAmount(entry)}</TableCell>
                <TableCell className="text-right tabular-nums">{creditAmount(entry)}</TableCell>
                <TableCell className="text-right font-medium tabular-nums">
                  {formatMoney(entry.balance)}
                </TableCell>
                <TableCell>
                  <EntryActions entry={entry} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
    )}
    {data.currentLeaseId ? <AddLedgerEntryForm leaseId={data.currentLeaseId} /> : null}
    <SentReminders tenantId={data.tenant.id} />
  </>
)

/** A tenant's statement (docs/ledger.md): rent charged, payments, and the balance after each. */
export const LedgerDialog = ({ tenantId, onOpenChange }: Props) => {
  const ledger = useTenantLedger(tenantId)
  const data = ledger.data
  return (
    <Dialog open={tenantId !== null} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-3xl">
        <DialogHeader>
          <DialogTitle>
            {data ? `Ledger: ${data.tenant.firstName} ${data.tenant.lastName}` : 'Tenant ledger'}
          </DialogTitle>
          <DialogDescription>
            Rent and charges on each due day, late fees, credits and every payment; pending payments
            count once confirmed.
          </DialogDescription>
        </DialogHeader>
        <ListState
          query={ledger}
          loading={
            <div className="grid gap-3" aria-hidden>
              <Skeleton className="h-14 w-full" />
              <Skeleton className="h-48 w-full" />
            </div>
          }
          errorTitle="Failed to load the ledger"
        >
          {data ? <LedgerBody data={data} /> : null}
        </ListState>
      </DialogContent>
    </Dialog>
  )
}
