import type { LucideIcon } from 'lucide-react'
import { useId } from 'react'
import type { AdminMaintenanceRequest } from '../../../../../shared/schemas/maintenance'
import { ListState } from '@/components/list/list-state'
import { LoadMoreButton } from '@/components/list/load-more-button'
import { Button } from '@/components/ui/button'
import { Card, CardDescription, CardTitle } from '@/components/ui/card'
import { EmptyState } from '@/components/ui/empty-state'
import { Skeleton } from '@/components/ui/skeleton'
import type { useAdminMaintenanceList } from '../api'
import { RequestCard } from './request-card'

type RequestSectionProps = {
  title: string
  description: string
  query: ReturnType<typeof useAdminMaintenanceList>
  empty: { icon: LucideIcon; title: string; description: string }
  onOpen: (request: AdminMaintenanceRequest) => void
  /** The Completed card shows a preview with a way to see the rest. */
  showAll?: { isShowingAll: boolean; toggle: () => void }
}

/** One card of the page: its requests as cards, paged with 'Load more'. */
export const RequestSection = ({
  title,
  description,
  query,
  empty,
  onOpen,
  showAll,
}: RequestSectionProps) => {
  const headingId = useId()
  const requests = query.data?.items ?? []
  const total = query.data?.total ?? 0

  return (
    <Card role="region" aria-labelledby={headingId}>
      <div className="flex flex-wrap items-start justify-between gap-3 border-b border-border px-4 py-4 sm:px-6">
        <div className="grid gap-1">
          <CardTitle id={headingId}>{title}</CardTitle>
          <CardDescription>{description}</CardDescription>
        </div>
        {showAll && total > requests.length && !showAll.isShowingAll ? (
          <Button variant="outline" size="sm" onClick={showAll.toggle}>
            Show all ({total})
          </Button>
        ) : showAll?.isShowingAll ? (
          <Button variant="ghost" size="sm" onClick={showAll.toggle}>
            Show fewer
          </Button>
        ) : null}
      </div>
      <div className="p-4 sm:p-6">
        <ListState
          query={query}
          isEmpty={requests.length === 0}
          loading={
            <div className="grid gap-3 lg:grid-cols-2" aria-label="Loading requests">
              {[0, 1].map((card) => (
                <Skeleton key={card} className="h-44 rounded-xl" />
              ))}
            </div>
          }
          errorTitle="Failed to fetch maintenance requests"
          empty={
            <EmptyState
              icon={empty.icon}
              title={empty.title}
              description={empty.description}
              className="py-8"
            />
          }
        >
          <div className="grid gap-4">
            <ul className="grid gap-3 lg:grid-cols-2">
              {requests.map((request) => (
                <li key={request.id} className="grid">
                  <RequestCard request={request} onOpen={() => onOpen(request)} />
                </li>
              ))}
            </ul>
            {!showAll || showAll.isShowingAll ? (
              <LoadMoreButton query={query} label={`Load more (${total - requests.length} left)`} />
            ) : null}
          </div>
        </ListState>
      </div>
    </Card>
  )
}
