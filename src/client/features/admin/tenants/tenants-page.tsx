import { FileUp, Search, UsersRound } from 'lucide-react'
import { useState } from 'react'
import type { AdminTenant } from '../../../../shared/schemas/admin-tenants'
import { PageHeader } from '@/components/layout/page-header'
import { ListState } from '@/components/list/list-state'
import { Pager, showingText } from '@/components/list/pager'
import { SearchBox } from '@/components/list/search-box'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { EmptyState } from '@/components/ui/empty-state'
import { Skeleton } from '@/components/ui/skeleton'
import { useListSearch } from '@/lib/lists/use-list-search'
import { useTenantPage } from './api'
import { ImportDialog } from './components/import-dialog'
import { TenantCard } from './components/tenant-card'
import { TenantDetailDialog } from './components/tenant-detail-dialog'

/** Cards per page: four rows of three on a desktop, and a short scroll on a phone. */
const PAGE_SIZE = 12

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

/** Tenant Management: server-side search, tenant cards by page, the detail dialog, the import. */
export const AdminTenantsPage = () => {
  const { search, setSearch, q, page, setPage } = useListSearch()
  const [selected, setSelected] = useState<AdminTenant | null>(null)
  const [isDetailOpen, setIsDetailOpen] = useState(false)
  const [isImportOpen, setIsImportOpen] = useState(false)
  const list = useTenantPage({ q, page, pageSize: PAGE_SIZE })

  const tenants = list.data?.items ?? []
  const total = list.data?.total ?? 0
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
        <SearchBox
          label="Search tenants"
          placeholder="Search name, email, phone, unit or property"
          value={search}
          onChange={setSearch}
          className="max-w-md"
        />
        {list.data ? (
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {showingText({ page, pageSize: PAGE_SIZE, total }, 'tenants')}
          </p>
        ) : null}
      </div>

      <ListState
        query={list}
        isEmpty={tenants.length === 0}
        loading={<GridSkeleton />}
        errorTitle="Failed to fetch tenants"
        empty={
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
                q ? undefined : (
                  <Button onClick={() => setIsImportOpen(true)}>Import Tenants</Button>
                )
              }
            />
          </Card>
        }
      >
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
        <Pager
          label="Tenant pages"
          page={page}
          pageSize={PAGE_SIZE}
          total={total}
          onPageChange={setPage}
        />
      </ListState>

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
