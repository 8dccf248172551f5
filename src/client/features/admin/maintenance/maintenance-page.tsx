import { CircleCheck, ClipboardList, Search } from 'lucide-react'
import { useState } from 'react'
import type { AdminMaintenanceRequest } from '../../../../shared/schemas/maintenance'
import { PageHeader } from '@/components/layout/page-header'
import { Badge } from '@/components/ui/badge'
import { SearchBox } from '@/components/list/search-box'
import { useListSearch } from '@/lib/lists/use-list-search'
import { useAdminMaintenanceList } from './api'
import { AdminRequestDetailsDialog } from './components/request-details-dialog'
import { RequestSection } from './components/request-section'

/** The Completed Requests card shows the first 5 until the admin asks for all. */
const COMPLETED_PREVIEW = 5
const PAGE_SIZE = 50

/** Maintenance Management: active and completed requests, searched together. */
export const AdminMaintenancePage = () => {
  const { search, setSearch, q } = useListSearch()
  const [showAllCompleted, setShowAllCompleted] = useState(false)
  const [selected, setSelected] = useState<AdminMaintenanceRequest | null>(null)
  const [isDialogOpen, setIsDialogOpen] = useState(false)

  const active = useAdminMaintenanceList({ status: 'active', q, pageSize: PAGE_SIZE })
  const completed = useAdminMaintenanceList({
    status: 'completed',
    q,
    pageSize: showAllCompleted ? PAGE_SIZE : COMPLETED_PREVIEW,
  })
  const totalOf = (query: typeof active) => query.data?.total

  const open = (request: AdminMaintenanceRequest) => {
    setSelected(request)
    setIsDialogOpen(true)
  }

  return (
    <div className="grid gap-6">
      <title>{'Maintenance Management · Hearth'}</title>
      <PageHeader
        title="Maintenance Management"
        description="Every request from your tenants: set its status, assign it, and keep notes."
        actions={
          <>
            <Badge tone="warning">Active: {totalOf(active) ?? '…'}</Badge>
            <Badge tone="success">Completed: {totalOf(completed) ?? '…'}</Badge>
          </>
        }
      />

      <SearchBox
        label="Search requests"
        placeholder="Search issue, tenant, unit or assignee"
        value={search}
        onChange={setSearch}
        className="max-w-md"
      />

      <RequestSection
        title="Active Requests"
        description="Everything not completed, newest first."
        query={active}
        empty={
          q
            ? {
                icon: Search,
                title: 'No active requests match your search',
                description: 'Try another word or clear the search.',
              }
            : {
                icon: ClipboardList,
                title: 'No active requests',
                description: 'New requests from your tenants appear here.',
              }
        }
        onOpen={open}
      />

      <RequestSection
        title="Completed Requests"
        description={
          showAllCompleted
            ? 'Every completed request, newest first.'
            : 'The 5 most recently created.'
        }
        query={completed}
        empty={
          q
            ? {
                icon: Search,
                title: 'No completed requests match your search',
                description: 'Try another word or clear the search.',
              }
            : {
                icon: CircleCheck,
                title: 'No completed requests yet',
                description: 'Finished work shows up here.',
              }
        }
        onOpen={open}
        showAll={{
          isShowingAll: showAllCompleted,
          toggle: () => setShowAllCompleted((current) => !current),
        }}
      />

      <AdminRequestDetailsDialog
        request={selected}
        open={isDialogOpen}
        onClose={() => setIsDialogOpen(false)}
        onChanged={setSelected}
      />
    </div>
  )
}
