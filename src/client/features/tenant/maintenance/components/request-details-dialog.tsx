import { CalendarDays, CircleAlert, Clock, UserRound, type LucideIcon } from 'lucide-react'
import { useEffect, useState, type ReactNode } from 'react'
import {
  requestNumber,
  SERVICE_TYPE_LABELS,
  timeWindowLabel,
  type MaintenanceRequestDetail,
} from '../../../../../shared/schemas/maintenance'
import { MaintenanceStatusBadge, UrgencyBadge } from '@/components/maintenance/maintenance-badges'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { toast } from '@/components/ui/use-toast'
import { formatDate } from '@/lib/format-date'
import { useMaintenanceRequest } from '../api'
import { PhotoGrid } from './photo-grid'
import { RequestTimeline } from './request-timeline'
import { StarRating } from './star-rating'

const Detail = ({
  icon: Icon,
  label,
  children,
}: {
  icon: LucideIcon
  label: string
  children: ReactNode
}) => (
  // A <dl> group may hold only <dt> and <dd>, so the icon sits inside the term.
  <div className="grid min-w-0 content-start gap-0.5 rounded-lg border border-border bg-muted/30 p-3">
    <dt className="flex items-center gap-2 text-xs font-medium text-muted-foreground">
      <Icon className="size-4 shrink-0" aria-hidden />
      {label}
    </dt>
    <dd className="pl-6 text-sm text-foreground">{children}</dd>
  </div>
)

const Section = ({ title, children }: { title: string; children: ReactNode }) => (
  <section className="grid gap-3">
    <h3 className="text-sm font-semibold text-foreground">{title}</h3>
    {children}
  </section>
)

const Details = ({
  request,
  onRate,
  isRating,
}: {
  request: MaintenanceRequestDetail
  onRate: (rating: number) => void
  isRating: boolean
}) => (
  <>
    <DialogHeader>
      <DialogTitle>
        {SERVICE_TYPE_LABELS[request.serviceType]} - {request.specificIssue}
      </DialogTitle>
      <DialogDescription>
        Request #{requestNumber(request.id)} · Submitted {formatDate(request.createdAt)}
      </DialogDescription>
      <div className="flex flex-wrap gap-2 pt-1">
        <MaintenanceStatusBadge status={request.status} />
        <UrgencyBadge urgency={request.urgency} />
      </div>
    </DialogHeader>

    <p className="text-sm whitespace-pre-line text-foreground">{request.description}</p>

    <dl className="grid gap-3 sm:grid-cols-3">
      <Detail icon={UserRound} label="Assigned To">
        {request.assignedTo ?? <span className="text-muted-foreground">Not assigned yet</span>}
      </Detail>
      <Detail icon={CalendarDays} label="Preferred Date">
        {request.preferredDate ? (
          formatDate(request.preferredDate)
        ) : (
          <span className="text-muted-foreground">No preference</span>
        )}
      </Detail>
      <Detail icon={Clock} label="Preferred Time">
        {request.timeWindow ? (
          timeWindowLabel(request.timeWindow)
        ) : (
          <span className="text-muted-foreground">Any time</span>
        )}
      </Detail>
    </dl>

    {request.files.length ? (
      <Section title={`Photos (${request.files.length})`}>
        <PhotoGrid files={request.files} />
      </Section>
    ) : null}

    <Section title="Timeline">
      <RequestTimeline entries={request.timeline} />
    </Section>

    {request.status === 'completed' ? (
      <Section title="How did it go?">
        <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-border p-3">
          <p className="text-sm text-muted-foreground">
            Your rating helps your property manager choose who to send next time.
          </p>
          <StarRating rating={request.rating} onRate={onRate} isPending={isRating} />
        </div>
      </Section>
    ) : null}
  </>
)

type RequestDetailsDialogProps = {
  requestId: string | null
  onClose: () => void
  onRate: (id: string, rating: number) => void
  isRating: boolean
}

/** Photos, assignee, preferred date and window, and the timeline of one request. */
export const RequestDetailsDialog = ({
  requestId,
  onClose,
  onRate,
  isRating,
}: RequestDetailsDialogProps) => {
  // The last request stays loaded while the dialog animates closed.
  const [shownId, setShownId] = useState(requestId)
  if (requestId !== null && requestId !== shownId) setShownId(requestId)
  const query = useMaintenanceRequest(shownId)
  const { isError } = query

  useEffect(() => {
    if (isError) {
      toast({ variant: 'destructive', title: 'Unable to load maintenance request details.' })
    }
  }, [isError])

  return (
    <Dialog open={requestId !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-2xl">
        {query.data ? (
          <Details
            request={query.data}
            isRating={isRating}
            onRate={(rating) => onRate(query.data.id, rating)}
          />
        ) : isError ? (
          <div className="grid justify-items-center gap-3 py-8 text-center">
            <span className="flex size-12 items-center justify-center rounded-full bg-destructive/10 text-destructive">
              <CircleAlert className="size-6" aria-hidden />
            </span>
            <DialogTitle>Request Not Found</DialogTitle>
            <DialogDescription className="max-w-sm">
              This request does not exist or is not one of yours. Check your list of requests and
              try again.
            </DialogDescription>
            <Button variant="outline" onClick={onClose}>
              Back to my requests
            </Button>
          </div>
        ) : (
          <div className="grid justify-items-center gap-3 py-12">
            <DialogTitle className="sr-only">Loading request</DialogTitle>
            <DialogDescription className="sr-only">
              The request details are loading.
            </DialogDescription>
            <Spinner className="size-7" label="Loading request details" />
          </div>
        )}
      </DialogContent>
    </Dialog>
  )
}
