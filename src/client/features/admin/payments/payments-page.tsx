import { BookOpen, Download, LoaderCircle, Plus, Receipt, SearchX } from 'lucide-react'
import { useState } from 'react'
import { MONTH_NAMES } from '../../../../shared/ledger'
import {
  PAYMENT_METHODS,
  type AdminPayment,
  type PaymentMethod,
  type PaymentStatus,
} from '../../../../shared/schemas/payments'
import { PageHeader } from '@/components/layout/page-header'
import { METHOD_LABELS } from '../../../../shared/payment-methods'
import { ListState } from '@/components/list/list-state'
import { Pager, showingText } from '@/components/list/pager'
import { SearchBox } from '@/components/list/search-box'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { EmptyState } from '@/components/ui/empty-state'
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select'
import { Skeleton } from '@/components/ui/skeleton'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs'
import { toast } from '@/components/ui/use-toast'
import { TenantPicker } from '@/components/pickers/tenant-picker'
import type { PickerOption } from '@/components/ui/search-picker'
import { readableErrorMessage } from '@/lib/errors'
import { useListSearch } from '@/lib/lists/use-list-search'
import {
  PAGE_SIZE,
  useAdminPayments,
  useDownloadReceipt,
  useExportPayments,
  usePendingCount,
  useUpdatePaymentStatus,
  type PaymentListFilters,
} from './api'
import { AdminPaymentsTable } from './components/admin-payments-table'
import { LedgerDialog } from './components/ledger-dialog'
import { PaymentDetailsDialog } from './components/payment-details-dialog'
import { RecordPaymentDialog } from './components/record-payment-dialog'
import { RejectPaymentDialog } from './components/reject-payment-dialog'

const ALL = 'all'
type Filters = Omit<PaymentListFilters, 'q'>

const NO_FILTERS: Filters = {
  status: 'all',
  method: 'all',
  tenantId: null,
  period: null,
}

/** The months a landlord filters by: next month back through the last two years. */
const recentPeriods = (now: Date = new Date()) =>
  Array.from({ length: 26 }, (_, i) => {
    const date = new Date(now.getFullYear(), now.getMonth() + 1 - i, 1)
    return `${MONTH_NAMES[date.getMonth()]} ${date.getFullYear()}`
  })

const STATUS_TABS: { value: PaymentListFilters['status']; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'pending', label: 'Pending' },
  { value: 'confirmed', label: 'Confirmed' },
  { value: 'rejected', label: 'Rejected' },
]

const TableSkeleton = () => (
  <div className="grid gap-4 px-6 py-5" aria-hidden>
    {[0, 1, 2, 3, 4].map((row) => (
      <div key={row} className="flex items-center gap-6">
        <Skeleton className="h-4 w-20" />
        <Skeleton className="h-4 w-36" />
        <Skeleton className="h-4 w-20" />
        <Skeleton className="hidden h-4 w-24 sm:block" />
        <Skeleton className="ml-auto h-6 w-24 rounded-full" />
      </div>
    ))}
  </div>
)

/**
 * /admin/payments: every payment with filters and search, confirm or reject, proofs, recording on
 * a tenant's behalf, ledgers, CSV.
 */
export const AdminPaymentsPage = () => {
  const [chosen, setChosen] = useState<Filters>(NO_FILTERS)
  const { search, setSearch, q, page, setPage } = useListSearch(chosen)
  const filters: PaymentListFilters = { ...chosen, q }
  const [tenant, setTenant] = useState<PickerOption | null>(null)
  const payments = useAdminPayments(filters, page)
  const pendingCount = usePendingCount()
  const update = useUpdatePaymentStatus()
  const exportCsv = useExportPayments()
  const receipt = useDownloadReceipt()
  const [openId, setOpenId] = useState<string | null>(null)
  const [rejecting, setRejecting] = useState<AdminPayment | null>(null)
  const [ledgerTenantId, setLedgerTenantId] = useState<string | null>(null)
  const [isRecording, setIsRecording] = useState(false)

  // Another view closes the open payment: it must not reopen when it shows up in the new list.
  const setFilter = (change: Partial<Filters>) => {
    setChosen((current) => ({ ...current, ...change }))
    setOpenId(null)
  }

  const rows = payments.data?.items ?? []
  const total = payments.data?.total ?? 0
  const open = rows.find((payment) => payment.id === openId) ?? null
  const isFiltered =
    filters.status !== 'all' ||
    filters.method !== 'all' ||
    filters.tenantId !== null ||
    filters.period !== null ||
    q !== ''

  const confirm = (payment: AdminPayment) =>
    update.mutate(
      { id: payment.id, status: 'confirmed' },
      {
        onSuccess: () =>
          toast({
            title: 'Payment confirmed',
            description: `${payment.tenant.firstName} ${payment.tenant.lastName}'s balance now counts it.`,
          }),
        onError: (error) =>
          toast({
            variant: 'destructive',
            title: 'Failed to update payment',
            description: readableErrorMessage(error),
          }),
      },
    )

  const downloadReceipt = (payment: AdminPayment) =>
    receipt.mutate(payment.id, {
      onError: (error) =>
        toast({
          variant: 'destructive',
          title: 'Failed to download the receipt',
          description: readableErrorMessage(error),
        }),
    })

  const onExport = () =>
    exportCsv.mutate(filters, {
      onError: (error) =>
        toast({
          variant: 'destructive',
          title: 'Export failed',
          description: readableErrorMessage(error),
        }),
    })

  return (
    <div className="grid gap-6">
      <title>{'Admin Payment Management · Hearth'}</title>
      <PageHeader
        title="Admin Payment Management"
        description="Confirm what tenants paid, record payments on their behalf, and export the books."
        actions={
          <>
            <Button variant="outline" onClick={onExport} disabled={exportCsv.isPending}>
              {exportCsv.isPending ? (
                <LoaderCircle className="size-4 animate-spin" aria-hidden />
              ) : (
                <Download className="size-4" aria-hidden />
              )}
              Export CSV
            </Button>
            <Button asChild variant="outline">
              {/* A plain download: the browser sends the admin's session cookie. */}
              <a href="/api/admin/ledger-entries/export.csv" download>
                <Download className="size-4" aria-hidden />
                Export fees & deposits
              </a>
            </Button>
            <Button onClick={() => setIsRecording(true)}>
              <Plus className="size-4" aria-hidden />
              Record Payment
            </Button>
          </>
        }
      />

      <Card className="overflow-hidden">
        {/* The tabs wrap the list too: the active tab controls it (aria-controls names it). */}
        <Tabs
          value={filters.status}
          onValueChange={(status) => setFilter({ status: status as PaymentStatus | 'all' })}
        >
          <div className="grid gap-4 border-b border-border px-4 py-4 sm:px-6">
            <TabsList aria-label="Payment status">
              {STATUS_TABS.map((tab) => (
                <TabsTrigger key={tab.value} value={tab.value}>
                  {tab.label}
                  {tab.value === 'pending' && pendingCount.data?.total ? (
                    <Badge
                      tone="warning"
                      size="sm"
                      aria-label={`${pendingCount.data.total} awaiting review`}
                    >
                      {pendingCount.data.total}
                    </Badge>
                  ) : null}
                </TabsTrigger>
              ))}
            </TabsList>
            <div className="grid gap-3 md:grid-cols-2 xl:grid-cols-[1fr_10rem_11rem_15rem]">
              <SearchBox
                label="Search payments"
                placeholder="Search tenant, unit, period, Zelle code"
                value={search}
                onChange={setSearch}
              />
              <Select
                value={filters.method}
                onValueChange={(method) => setFilter({ method: method as PaymentMethod | 'all' })}
              >
                <SelectTrigger aria-label="Method">
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  <SelectItem value={ALL}>All methods</SelectItem>
                  {PAYMENT_METHODS.map((method) => (
                    <SelectItem key={method} value={method}>
                      {METHOD_LABELS[method]}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
              <Select
                value={filters.period ?? ALL}
                onValueChange={(period) => setFilter({ period: period === ALL ? null : period })}
              >
                <SelectTrigger aria-label="Period">
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  <SelectItem value={ALL}>All periods</SelectItem>
                  {recentPeriods().map((period) => (
                    <SelectItem key={period} value={period}>
                      {period}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
              <TenantPicker
                id="payments-tenant-filter"
                value={tenant?.id ?? ''}
                initial={tenant}
                onChange={(picked) => {
                  setTenant(picked)
                  setFilter({ tenantId: picked.id })
                }}
                onClear={{
                  label: 'Clear tenant filter',
                  clear: () => {
                    setTenant(null)
                    setFilter({ tenantId: null })
                  },
                }}
                placeholder="All tenants"
              />
            </div>
            {tenant ? (
              <div className="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-muted/60 px-3 py-2 text-sm">
                <span>
                  Payments of <span className="font-medium text-foreground">{tenant.label}</span>
                </span>
                <Button size="sm" variant="outline" onClick={() => setLedgerTenantId(tenant.id)}>
                  <BookOpen className="size-4" aria-hidden />
                  View ledger
                </Button>
              </div>
            ) : null}
          </div>

          <TabsContent value={filters.status} className="mt-0 rounded-none">
            <ListState
              query={payments}
              isEmpty={rows.length === 0}
              loading={<TableSkeleton />}
              errorTitle="Failed to fetch payments"
              empty={
                isFiltered ? (
                  <EmptyState
                    icon={SearchX}
                    title="No payments match these filters"
                    description="Try another status, method, period or tenant."
                    action={
                      <Button
                        variant="outline"
                        onClick={() => {
                          setTenant(null)
                          setSearch('')
                          setFilter(NO_FILTERS)
                        }}
                      >
                        Clear filters
                      </Button>
                    }
                  />
                ) : (
                  <EmptyState
                    icon={Receipt}
                    title="No payments yet"
                    description="Payments tenants record in their portal, and those you record here, appear in this list."
                  />
                )
              }
            >
              <AdminPaymentsTable
                payments={rows}
                onOpen={(payment) => setOpenId(payment.id)}
                onConfirm={confirm}
                onReject={setRejecting}
                confirmingId={update.isPending ? (update.variables?.id ?? null) : null}
              />
              <div className="flex flex-wrap items-center justify-between gap-3 border-t border-border px-4 py-3 text-sm text-muted-foreground sm:px-6">
                <span aria-live="polite">
                  {showingText({ page, pageSize: PAGE_SIZE, total }, 'payments')}
                </span>
                <Pager
                  label="Payment pages"
                  page={page}
                  pageSize={PAGE_SIZE}
                  total={total}
                  onPageChange={setPage}
                />
              </div>
            </ListState>
          </TabsContent>
        </Tabs>
      </Card>

      <PaymentDetailsDialog
        payment={open}
        onOpenChange={(next) => (!next ? setOpenId(null) : undefined)}
        onConfirm={(payment) => {
          setOpenId(null)
          confirm(payment)
        }}
        onReject={(payment) => {
          setOpenId(null)
          setRejecting(payment)
        }}
        onReceipt={downloadReceipt}
        onLedger={(payment) => {
          setOpenId(null)
          setLedgerTenantId(payment.tenant.id)
        }}
        isConfirming={update.isPending}
      />
      <RejectPaymentDialog
        payment={rejecting}
        onOpenChange={(next) => (!next ? setRejecting(null) : undefined)}
      />
      <LedgerDialog
        tenantId={ledgerTenantId}
        onOpenChange={(next) => (!next ? setLedgerTenantId(null) : undefined)}
      />
      <RecordPaymentDialog open={isRecording} onOpenChange={setIsRecording} />
    </div>
  )
}
