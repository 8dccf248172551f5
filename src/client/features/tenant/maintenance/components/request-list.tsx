import { Camera } from 'lucide-react'
import {
  requestNumber,
  SERVICE_TYPE_LABELS,
  timeWindowLabel,
  type MaintenanceRequest,
} from '../../../../../shared/schemas/maintenance'
import { MaintenanceStatusBadge, UrgencyBadge } from '@/components/maintenance/maintenance-badges'
import { ServiceTypeIcon } from '@/components/maintenance/service-type-icon'
import { formatDate } from '@/lib/format-date'
import { StarRating } from './star-rating'

type RequestListProps = {
  requests: MaintenanceRequest[]
  onOpen: (id: string) => void
  /** Completed requests carry the rating stars. */
  onRate?: (id: string, rating: number) => void
  ratingId?: string | null
}

const Meta = ({ request }: { request: MaintenanceRequest }) => {
  const parts = [`#${requestNumber(request.id)}`]
  if (request.status === 'completed' && request.completedAt) {
    parts.push(`Completed ${formatDate(request.completedAt)}`)
  } else {
    parts.push(`Submitted ${formatDate(request.createdAt)}`)
    if (request.preferredDate) {
      const window = request.timeWindow ? `, ${timeWindowLabel(request.timeWindow)}` : ''
      parts.push(`Preferred ${formatDate(request.preferredDate)}${window}`)
    }
  }
  return (
    <span className="flex flex-wrap items-center gap-x-3 gap-y-0.5 text-xs text-muted-foreground">
      {parts.map((part) => (
        <span key={part}>{part}</span>
      ))}
      {request.files.length ? (
        <span className="flex items-center gap-1">
          <Camera className="size-3.5" aria-hidden />
          {request.files.length} photo{request.files.length === 1 ? '' : 's'}
        </span>
      ) : null}
    </span>
  )
}

/** The tenant's requests as rows; the row opens the details, the stars (if any) rate. */
export const RequestList = ({ requests, onOpen, onRate, ratingId }: RequestListProps) => (
  <ul className="divide-y divide-border">
    {requests.map((request) => (
      <li
        key={request.id}
        className="flex flex-col gap-3 px-4 py-4 transition-colors hover:bg-accent/50 sm:flex-row sm:items-center sm:px-6"
      >
        <button
          type="button"
          onClick={() => onOpen(request.id)}
          className="flex min-w-0 flex-1 cursor-pointer items-start gap-3 rounded-md text-left focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-4 focus-visible:ring-offset-card focus-visible:outline-none"
        >
          <ServiceTypeIcon serviceType={request.serviceType} />
          <span className="grid min-w-0 gap-1">
            <span className="font-medium text-foreground">
              {SERVICE_TYPE_LABELS[request.serviceType]} - {request.specificIssue}
            </span>
            <span className="line-clamp-1 text-sm text-muted-foreground">
              {request.description}
            </span>
            <Meta request={request} />
          </span>
        </button>
        <div className="flex flex-wrap items-center gap-2 pl-13 sm:pl-0">
          {request.status === 'completed' && onRate ? (
            <StarRating
              rating={request.rating}
              isPending={ratingId === request.id}
              onRate={(rating) => onRate(request.id, rating)}
            />
          ) : (
            <>
              <UrgencyBadge urgency={request.urgency} />
              <MaintenanceStatusBadge status={request.status} />
            </>
          )}
        </div>
      </li>
    ))}
  </ul>
)
