import { History, Plus, Wrench } from 'lucide-react'
import { useState, type ReactNode } from 'react'
import { useSearchParams } from 'react-router'
import type { MaintenanceRequest } from '../../../../shared/schemas/maintenance'
import { PageHeader } from '@/components/layout/page-header'
import { ListState } from '@/components/list/list-state'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Card, CardDescription, CardTitle } from '@/components/ui/card'
import { EmptyState } from '@/components/ui/empty-state'
import { Skeleton } from '@/components/ui/skeleton'
import { toast } from '@/components/ui/use-toast'
import { useMaintenanceRequests, useRateMaintenanceRequest } from './api'
import { NewRequestDialog } from './components/new-request-dialog'
import { RequestDetailsDialog } from './components/request-details-dialog'
import { RequestList } from './components/request-list'

/** The open request lives in the address (?request=id), so a notification can link straight to it. */
const REQUEST_PARAM = 'request'

const ListSkeleton = () => (
  <div className="divide-y divide-border" aria-hidden>
    {[0, 1, 2].map((row) => (
      <div key={row} className="flex items-start gap-3 px-4 py-4 sm:px-6">
        <Skeleton className="size-10 rounded-lg" />
        <div className="grid flex-1 gap-2">
          <Skeleton className="h-4 w-48" />
          <Skeleton className="h-3.5 w-3/4" />
          <Skeleton className="h-3 w-40" />
        </div>
      </div>
    ))}
  </div>
)

type SectionProps = {
  title: string
  description: string
  /** Shown once the requests have loaded. */
  count?: number
  children: ReactNode
}

const RequestSection = ({ title, description, count, children }: SectionProps) => (
  <Card>
    <div className="flex items-start justify-between gap-3 border-b border-border px-4 py-4 sm:px-6">
      <div className="grid gap-1">
        <CardTitle>{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </div>
      {count !== undefined ? (
        <Badge tone="neutral" aria-label={`${count} ${title.toLowerCase()}`}>
          {count}
        </Badge>
      ) : null}
    </div>
    {children}
  </Card>
)

const ACTIVE = { title: 'Active Requests', description: 'Everything still being worked on.' }
const HISTORY = {
  title: 'Request History',
  description: 'Completed requests. Rate the work to let your property manager know how it went.',
}

/** Active Requests, Request History, the two dialogs. */
export const MaintenancePage = () => {
  const requests = useMaintenanceRequests()
  const rate = useRateMaintenanceRequest()
  const [isCreating, setIsCreating] = useState(false)
  const [searchParams, setSearchParams] = useSearchParams()
  const openId = searchParams.get(REQUEST_PARAM)

  const openRequest = (id: string) =>
    setSearchParams((params) => {
      params.set(REQUEST_PARAM, id)
      return params
    })
  const closeRequest = () =>
    setSearchParams(
      (params) => {
        params.delete(REQUEST_PARAM)
        return params
      },
      { replace: true },
    )

  const onRate = (id: string, rating: number) =>
    rate.mutate(
      { id, rating },
      {
        onSuccess: () =>
          toast({
            title: 'Thanks for your rating',
            description: `You gave this work ${rating} of 5 stars.`,
          }),
        onError: () =>
          toast({ variant: 'destructive', title: 'Failed to save your rating. Please try again.' }),
      },
    )

  const all: MaintenanceRequest[] = requests.data ?? []
  const active = all.filter((request) => request.status !== 'completed')
  const completed = all.filter((request) => request.status === 'completed')

  return (
    <div className="grid gap-6">
      <PageHeader
        title="Maintenance Requests"
        level={2}
        description="Report a problem in your home and follow it until it is fixed."
        actions={
          <Button onClick={() => setIsCreating(true)}>
            <Plus className="size-4" aria-hidden />
            New Request
          </Button>
        }
      />

      {/* One request feeds both cards, so a failure is said once, in place of both. */}
      <ListState
        query={requests}
        loading={
          <div className="grid gap-6">
            <RequestSection {...ACTIVE}>
              <ListSkeleton />
            </RequestSection>
            <RequestSection {...HISTORY}>
              <ListSkeleton />
            </RequestSection>
          </div>
        }
        errorTitle="Failed to fetch maintenance requests"
      >
        <RequestSection {...ACTIVE} count={active.length}>
          {active.length ? (
            <RequestList requests={active} onOpen={openRequest} />
          ) : (
            <EmptyState
              icon={Wrench}
              title="No active requests"
              description="When something in your home needs fixing, submit a request and follow it here."
              action={
                <Button variant="outline" onClick={() => setIsCreating(true)}>
                  <Plus className="size-4" aria-hidden />
                  New Request
                </Button>
              }
            />
          )}
        </RequestSection>
        <RequestSection {...HISTORY} count={completed.length}>
          {completed.length ? (
            <RequestList
              requests={completed}
              onOpen={openRequest}
              onRate={onRate}
              ratingId={rate.isPending ? rate.variables.id : null}
            />
          ) : (
            <EmptyState
              icon={History}
              title="No completed requests yet"
              description="Finished work shows up here, with the date it was completed."
            />
          )}
        </RequestSection>
      </ListState>

      <NewRequestDialog open={isCreating} onOpenChange={setIsCreating} />
      <RequestDetailsDialog
        requestId={openId}
        onClose={closeRequest}
        onRate={onRate}
        isRating={rate.isPending}
      />
    </div>
  )
}
