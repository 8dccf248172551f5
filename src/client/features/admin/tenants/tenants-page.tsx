import { ChevronLeft, ChevronRight, FileUp, Search, UsersRound } from 'lucide-react'
import { useEffect, useState } from 'react'
import type { AdminTenant } from '../../../../shared/schemas/admin-tenants'
import { PageHeader } from '../../../components/layout/page-header'
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert'
import { Button } from '../../../components/ui/button'
import { Card } from '../../../components/ui/card'
import { EmptyState } from '../../../components/ui/empty-state'
import { Input } from '../../../components/ui/input'
import { Skeleton } from '../../../components/ui/skeleton'
import { readableErrorMessage } from '../../../lib/errors'
import { useTenantPage } from './api'
import { ImportDialog } from './components/import-dialog'
import { TenantCard } from './components/tenant-card'
import { TenantDetailDialog } from './components/tenant-detail-dialog'

/** Cards per page: four rows of three on a desktop, and a short scroll on a phone. */
const PAGE_SIZE = 12
/** The search asks the server once typing pauses, not on every key. */
const SEARCH_DELAY_MS = 250

const useDebouncedValue = (value: string, delayMs: number) => {
  const [settled, setSettled] = useState(value)
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs)
    return () => clearTimeout(timer)
  }, [value, delayMs])
  return settled
}

const GridSkeleton = () => (
  <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3" aria-label="Loading tenants">
    {Array.from({ length: 6 }, (_, i) => (
      <div key={i} className="grid gap-4 rounded-xl border border-border bg-card p-4">
        <div className="flex gap-3">
          <Skeleton className="size-10 rounded-full" />
          <div className="grid flex-1 gap-2">
            <Skeleton className="h-4 w-2/3" />
            <Skeleton className="h-3 w-5/6" />
          </div>
        </div>
        <Skeleton className="h-3 w-1/2" />
      </div>
    ))}
  </div>
)

/** SPEC §2 "Tenant Management": server-side search, tenant cards by page, the detail dialog, the import. */
export const AdminTenantsPage = () => {
  const [search, setSearch] = useState('')
  const q = useDebouncedValue(search.trim(), SEARCH_DELAY_MS)
  // The page belongs to the search it was chosen in: a new search starts at its first page.
  const [paging, setPaging] = useState({ q: '', page: 0 })
  const page = paging.q === q ? paging.page : 0
  const setPage = (next: (page: number) => number) => setPaging({ q, page: next(page) })
  const [selected, setSelected] = useState<AdminTenant | null>(null)
  const [isDetailOpen, setIsDetailOpen] = useState(false)
  const [isImportOpen, setIsImportOpen] = useState(false)
  const list = useTenantPage({ q, page, pageSize: PAGE_SIZE })

  const tenants = list.data?.tenants ?? []
  const total = list.data?.total ?? 0
  const pageCount = Math.max(1, Math.ceil(total / PAGE_SIZE))
  const first = total === 0 ? 0 : page * PAGE_SIZE + 1
  const last = Math.min(total, (page + 1) * PAGE_SIZE)
  // After a save or a refetch, the dialog shows the fresh copy from the list.
  const current = (selected && tenants.find((t) => t.id === selected.id)) ?? selected

  const open = (tenant: AdminTenant) => {
    setSelected(tenant)
    setIsDetailOpen(true)
  }

  return (
    <div className="grid gap-6">
      <title>{'Tenant Management · Hearth'}</title>
      <PageHeader
        title="Tenant Management"
        description="Everyone renting from you: search, edit, invite to the portal, or import a spreadsheet."
        actions={
          <Button onClick={() => setIsImportOpen(true)}>
            <FileUp className="size-4" aria-hidden />
            Import Tenants
          </Button>
        }
      />

      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="relative w-full max-w-md">
          <Search
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden
          />
          <Input
            type="search"
            aria-label="Search tenants"
            placeholder="Search name, email, phone, unit or property"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            className="pl-9"
          />
        </div>
        {list.data ? (
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {total === 0
              ? 'No tenants'
              : `Showing ${first.toLocaleString('en-US')}–${last.toLocaleString('en-US')} of ${total.toLocaleString('en-US')} tenants`}
          </p>
        ) : null}
      </div>

      {list.isPending ? (
        <GridSkeleton />
      ) : list.isError ? (
        <Alert tone="destructive">
          <AlertTitle>Failed to fetch tenants</AlertTitle>
          <AlertDescription>{readableErrorMessage(list.error)}</AlertDescription>
        </Alert>
      ) : tenants.length === 0 ? (
        <Card>
          <EmptyState
            icon={q ? Search : UsersRound}
            title={q ? 'No tenants match your search' : 'No tenants yet'}
            description={
              q
                ? 'Try another name, email, phone number, unit or property.'
                : 'Import a spreadsheet of your tenants, or add one through a lease.'
            }
            action={
              q ? undefined : <Button onClick={() => setIsImportOpen(true)}>Import Tenants</Button>
            }
          />
        </Card>
      ) : (
        <>
          <ul
            className="grid gap-4 md:grid-cols-2 xl:grid-cols-3"
            aria-label="Tenants"
            aria-busy={list.isFetching || undefined}
          >
            {tenants.map((tenant) => (
              <li key={tenant.id}>
                <TenantCard tenant={tenant} onOpen={() => open(tenant)} />
              </li>
            ))}
          </ul>
          {pageCount > 1 ? (
            <nav className="flex items-center justify-between gap-3" aria-label="Tenant pages">
              <Button
                variant="outline"
                onClick={() => setPage((p) => Math.max(0, p - 1))}
                disabled={page === 0}
              >
                <ChevronLeft className="size-4" aria-hidden />
                Previous
              </Button>
              <span className="text-sm text-muted-foreground tabular-nums">
                Page {page + 1} of {pageCount.toLocaleString('en-US')}
              </span>
              <Button
                variant="outline"
                onClick={() => setPage((p) => Math.min(pageCount - 1, p + 1))}
                disabled={page >= pageCount - 1}
              >
                Next
                <ChevronRight className="size-4" aria-hidden />
              </Button>
            </nav>
          ) : null}
        </>
      )}

      {current ? (
        <TenantDetailDialog
          key={current.id}
          tenant={current}
          open={isDetailOpen}
          onOpenChange={setIsDetailOpen}
          onChanged={setSelected}
          onDeleted={() => {
            setIsDetailOpen(false)
            setSelected(null)
          }}
        />
      ) : null}
      <ImportDialog open={isImportOpen} onOpenChange={setIsImportOpen} />
    </div>
  )
}
