import { BookOpen } from 'lucide-react'
import type { ReactNode } from 'react'
import { formatMoney } from '../../../../../shared/money'
import { Alert, AlertDescription } from '../../../../components/ui/alert'
import { Badge } from '../../../../components/ui/badge'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../../../components/ui/dialog'
import { EmptyState } from '../../../../components/ui/empty-state'
import { Skeleton } from '../../../../components/ui/skeleton'
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '../../../../components/ui/table'
import { cn } from '../../../../lib/cn'
import { formatDate } from '../../../../lib/format-date'
import { useTenantLedger } from '../api'

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
            Rent charged on each due day and every payment; pending payments count once confirmed.
          </DialogDescription>
        </DialogHeader>
        {ledger.isPending ? (
          <div className="grid gap-3" aria-hidden>
            <Skeleton className="h-14 w-full" />
            <Skeleton className="h-48 w-full" />
          </div>
        ) : ledger.isError ? (
          <Alert tone="destructive">
            <AlertDescription>Failed to load the ledger. Please try again.</AlertDescription>
          </Alert>
        ) : (
          <>
            <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
              <Total label="Charged">{formatMoney(ledger.data.charged)}</Total>
              <Total label="Paid">{formatMoney(ledger.data.paid)}</Total>
              <Total label="Pending">{formatMoney(ledger.data.pending)}</Total>
              <Total
                label={ledger.data.balance < 0 ? 'Credit' : 'Balance'}
                className={
                  ledger.data.balance > 0
                    ? 'text-amber-700 dark:text-amber-300'
                    : 'text-emerald-700 dark:text-emerald-300'
                }
              >
                {formatMoney(ledger.data.balance)}
              </Total>
            </div>
            {ledger.data.entries.length === 0 ? (
              <EmptyState
                icon={BookOpen}
                title="Nothing charged yet"
                description="Rent appears here from the lease start on each due day."
              />
            ) : (
              <div className="max-h-[50vh] overflow-y-auto rounded-lg border border-border">
                <ul className="divide-y divide-border sm:hidden">
                  {ledger.data.entries.map((entry, index) => (
                    <li
                      key={`${entry.date}-${index}`}
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
                      </div>
                      <div className="grid shrink-0 justify-items-end gap-0.5 tabular-nums">
                        <span className="font-medium">
                          {entry.type === 'charge'
                            ? formatMoney(entry.amount)
                            : `−${formatMoney(entry.amount)}`}
                        </span>
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
                      <TableHead className="text-right">Payment</TableHead>
                      <TableHead className="text-right">Balance</TableHead>
                    </TableRow>
                  </TableHeader>
                  <TableBody>
                    {ledger.data.entries.map((entry, index) => (
                      <TableRow
                        key={`${entry.date}-${index}`}
                        className={cn(entry.status === 'pending' && 'text-muted-foreground')}
                      >
                        <TableCell className="whitespace-nowrap">
                          {formatDate(entry.date)}
                        </TableCell>
                        <TableCell>
                          <span className="mr-2">{entry.description}</span>
                          {entry.status === 'pending' ? (
                            <Badge tone="warning" size="sm">
                              Pending
                            </Badge>
                          ) : null}
                        </TableCell>
                        <TableCell className="text-right tabular-nums">
                          {entry.type === 'charge' ? formatMoney(entry.amount) : ''}
                        </TableCell>
                        <TableCell className="text-right tabular-nums">
                          {entry.type === 'payment' ? `−${formatMoney(entry.amount)}` : ''}
                        </TableCell>
                        <TableCell className="text-right font-medium tabular-nums">
                          {formatMoney(entry.balance)}
                        </TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </div>
            )}
          </>
        )}
      </DialogContent>
    </Dialog>
  )
}
