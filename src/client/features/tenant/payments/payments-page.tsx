import { Plus, Receipt, Search, SearchX } from 'lucide-react'
import { useState } from 'react'
import { useSearchParams } from 'react-router'
import type { Payment } from '../../../../shared/schemas/payments'
import { PageHeader } from '@/components/layout/page-header'
import { ListState } from '@/components/list/list-state'
import { METHOD_LABELS } from '../../../../shared/payment-methods'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Card, CardDescription, CardTitle } from '@/components/ui/card'
import { EmptyState } from '@/components/ui/empty-state'
import { Input } from '@/components/ui/input'
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select'
import { Skeleton } from '@/components/ui/skeleton'
import { toast } from '@/components/ui/use-toast'
import { useDownloadReceipt, useEmailReceipt, usePayments } from './api'
import {
  filterPayments,
  isFiltering,
  NO_FILTERS,
  TIME_RANGES,
  type MethodFilter,
  type PaymentFilters,
  type TimeRange,
} from './components/filter-payments'
import { NewPaymentDialog } from './components/new-payment-dialog'
import { PaymentHistory } from './components/payment-history'
import { DepositCard } from './components/deposit-card'
import { StatementCard } from './components/statement-card'

/** The dashboard's Make Payment links here with ?new=1 to open the dialog straight away. */
const NEW_PARAM = 'new'

const HistorySkeleton = () => (
  <div className="grid gap-3 px-4 py-4 sm:px-6" aria-hidden>
    {[0, 1, 2, 3].map((row) => (
      <div key={row} className="flex items-center gap-4">
        <Skeleton className="h-4 w-24" />
        <Skeleton className="h-4 w-20" />
        <Skeleton className="hidden h-4 w-16 sm:block" />
        <Skeleton className="hidden h-4 w-28 sm:block" />
        <Skeleton className="ml-auto h-6 w-20 rounded-full" />
      </div>
    ))}
  </div>
)

/** The new-payment dialog, filters, search and the history table. */
export const PaymentsPage = () => {
  const payments = usePayments()
  const downloadReceipt = useDownloadReceipt()
  const emailReceipt = useEmailReceipt()
  const [searchParams, setSearchParams] = useSearchParams()
  const [filters, setFilters] = useState<PaymentFilters>(NO_FILTERS)
  const isCreating = searchParams.get(NEW_PARAM) === '1'

  const setCreating = (open: boolean) =>
    setSearchParams(
      (params) => {
        if (open) params.set(NEW_PARAM, '1')
        else params.delete(NEW_PARAM)
        return params
      },
      { replace: !open },
    )

  const onReceipt = (payment: Payment) =>
    downloadReceipt.mutate(payment.id, {
      onError: () =>
        toast({
          variant: 'destructive',
          title: 'Error',
          description: 'Failed to download the receipt. Please try again.',
        }),
    })

  const onEmail = (payment: Payment) =>
    emailReceipt.mutate(payment.id, {
      onSuccess: ({ to }) =>
        toast({
          title: 'Receipt sent',
          description: `We emailed the receipt for ${payment.period} to ${to}.`,
        }),
      onError: () =>
        toast({
          variant: 'destructive',
          title: 'Error',
          description: 'Failed to email the receipt. Please try again.',
        }),
    })

  const busyId = downloadReceipt.isPending
    ? (downloadReceipt.variables ?? null)
    : emailReceipt.isPending
      ? (emailReceipt.variables ?? null)
      : null
  const shown = payments.data ? filterPayments(payments.data, filters) : []
  const filtering = isFiltering(filters)

  return (
    <div className="grid gap-6">
      <PageHeader
        title="Rent Payments"
        level={2}
        description="Record a Zelle, check or cash payment and keep every receipt in one place."
        actions={
          <Button onClick={() => setCreating(true)}>
            <Plus className="size-4" aria-hidden />
            New Payment
          </Button>
        }
      />

      <Card className="overflow-hidden">
        <div className="grid gap-4 border-b border-border px-4 py-4 sm:px-6">
          <div className="flex items-start justify-between gap-3">
            <div className="grid gap-1">
              <CardTitle>Payment History</CardTitle>
              <CardDescription>Every payment you recorded, newest first.</CardDescription>
            </div>
            {payments.data ? (
              <Badge tone="neutral" aria-label={`${shown.length} payments shown`}>
                {shown.length}
              </Badge>
            ) : null}
          </div>
          <div className="grid gap-3 sm:grid-cols-[1fr_10rem_11rem]">
            <div className="relative">
              <Search
                className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
                aria-hidden
              />
              <Input
                type="search"
                aria-label="Search payments"
                placeholder="Search by period or method"
                className="pl-9"
                value={filters.search}
                onChange={(event) =>
                  setFilters((current) => ({ ...current, search: event.target.value }))
                }
              />
            </div>
            <Select
              value={filters.method}
              onValueChange={(method) =>
                setFilters((current) => ({ ...current, method: method as MethodFilter }))
              }
            >
              <SelectTrigger aria-label="Payment method">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                <SelectItem value="all">All methods</SelectItem>
                {(['zelle', 'check', 'cash'] as const).map((method) => (
                  <SelectItem key={method} value={method}>
                    {METHOD_LABELS[method]}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
            <Select
              value={filters.range}
              onValueChange={(range) =>
                setFilters((current) => ({ ...current, range: range as TimeRange }))
              }
            >
              <SelectTrigger aria-label="Time period">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {TIME_RANGES.map((range) => (
                  <SelectItem key={range.value} value={range.value}>
                    {range.label}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
        </div>

        <ListState
          query={payments}
          isEmpty={shown.length === 0}
          loading={<HistorySkeleton />}
          errorTitle="Failed to fetch payments"
          errorClassName="m-4 sm:m-6"
          empty={
            filtering ? (
              <EmptyState
                icon={SearchX}
                title="No payments match your search"
                description="Try another period or method, or widen the time period."
                action={
                  <Button variant="outline" onClick={() => setFilters(NO_FILTERS)}>
                    Clear filters
                  </Button>
                }
              />
            ) : (
              <EmptyState
                icon={Receipt}
                title="No payments found"
                description="When you pay rent, record it here so your property manager can confirm it."
                action={
                  <Button onClick={() => setCreating(true)}>
                    <Plus className="size-4" aria-hidden />
                    New Payment
                  </Button>
                }
              />
            )
          }
        >
          <PaymentHistory
            payments={shown}
            onReceipt={onReceipt}
            onEmail={onEmail}
            busyId={busyId}
          />
        </ListState>
      </Card>

      <StatementCard />
      <DepositCard />

      <NewPaymentDialog open={isCreating} onOpenChange={setCreating} />
    </div>
  )
}
