import { CalendarDays, MessageSquare, Paperclip, UserRound, Wrench } from 'lucide-react'
import {
  SERVICE_TYPE_LABELS,
  type AdminMaintenanceRequest,
} from '../../../../../shared/schemas/maintenance'
import { MaintenanceStatusBadge, UrgencyBadge } from '@/components/maintenance/maintenance-badges'
import { ServiceTypeIcon } from '@/components/maintenance/service-type-icon'
import { formatDate } from '@/lib/format-date'

export const tenantNameOf = (request: AdminMaintenanceRequest) =>
  request.tenant
    ? `${request.tenant.firstName} ${request.tenant.lastName}`.trim()
    : 'Unknown Tenant'

/**
 * The request card: status, '{urgency} priority', 'service type - specific issue',
 * description, tenant (or 'Unknown Tenant'), unit, created date and assignee. The card opens the details.
 */
export const RequestCard = ({
  request,
  onOpen,
}: {
  request: AdminMaintenanceRequest
  onOpen: () => void
}) => (
  <button
    type="button"
    onClick={onOpen}
    className="grid w-full cursor-pointer gap-3 rounded-xl border border-border bg-card p-4 text-left shadow-xs transition-colors hover:border-primary/40 hover:bg-accent/40 focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background focus-visible:outline-none"
  >
    <span className="flex flex-wrap items-center gap-2">
      <MaintenanceStatusBadge status={request.status} />
      <UrgencyBadge urgency={request.urgency} />
    </span>
    <span className="flex items-start gap-3">
      <ServiceTypeIcon serviceType={request.serviceType} className="size-9" />
      <span className="grid min-w-0 gap-1">
        <span className="font-medium text-foreground">
          {SERVICE_TYPE_LABELS[request.serviceType]} - {request.specificIssue}
        </span>
        <span className="line-clamp-2 text-sm text-muted-foreground">{request.description}</span>
      </span>
    </span>
    <span className="flex flex-wrap items-center gap-x-4 gap-y-1.5 border-t border-border pt-3 text-xs text-muted-foreground">
      <span className="flex items-center gap-1.5 font-medium text-foreground">
        <UserRound className="size-3.5 text-muted-foreground" aria-hidden />
        {tenantNameOf(request)}
        {request.tenant?.unit ? (
          <span className="font-normal text-muted-foreground">· Unit {request.tenant.unit}</span>
        ) : null}
      </span>
      <span className="flex items-center gap-1.5">
        <CalendarDays className="size-3.5" aria-hidden />
        {formatDate(request.createdAt)}
      </span>
      <span className="flex items-center gap-1.5">
        <Wrench className="size-3.5" aria-hidden />
        {request.assignedTo ? `Assigned to ${request.assignedTo}` : 'Unassigned'}
      </span>
      {request.files.length ? (
        <span className="flex items-center gap-1">
          <Paperclip className="size-3.5" aria-hidden />
          {request.files.length}
          <span className="sr-only">attachments</span>
        </span>
      ) : null}
      {request.notes.length ? (
        <span className="flex items-center gap-1">
          <MessageSquare className="size-3.5" aria-hidden />
          {request.notes.length}
          <span className="sr-only">notes</span>
        </span>
      ) : null}
    </span>
  </button>
)
