import { Paperclip } from 'lucide-react'
import type { ReactNode } from 'react'
import { Controller } from 'react-hook-form'
import {
  MAINTENANCE_STATUSES,
  requestNumber,
  SERVICE_TYPE_LABELS,
  statusLabel,
  timeWindowLabel,
  UpdateMaintenanceBodySchema,
  type AdminMaintenanceRequest,
  type MaintenanceStatus,
} from '../../../../../shared/schemas/maintenance'
import { MaintenanceStatusBadge, UrgencyBadge } from '@/components/maintenance/maintenance-badges'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog'
import { Field, fieldDescriptionIds } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select'
import { SubmitButton } from '@/components/ui/submit-button'
import { useSchemaForm } from '@/lib/forms/use-schema-form'
import { formatDate } from '@/lib/format-date'
import { useUpdateMaintenanceRequest } from '../api'
import { NotesSection } from './notes-section'
import { tenantNameOf } from './request-card'

const Info = ({ label, children }: { label: string; children: ReactNode }) => (
  <div className="grid content-start gap-1">
    <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
    <dd className="text-sm text-foreground">{children}</dd>
  </div>
)

const Section = ({ title, children }: { title: string; children: ReactNode }) => (
  <section className="grid gap-3 border-t border-border pt-5">
    <h3 className="text-sm font-semibold text-foreground">{title}</h3>
    {children}
  </section>
)

const statusWord = (status: MaintenanceStatus) => {
  const label = statusLabel(status)
  return `${label.charAt(0).toUpperCase()}${label.slice(1)}`
}

/** Status select, 'Assigned To' and 'Update Request'; an empty assignee is sent as null. */
const UpdateForm = ({
  request,
  onUpdated,
}: {
  request: AdminMaintenanceRequest
  onUpdated: (request: AdminMaintenanceRequest) => void
}) => {
  const update = useUpdateMaintenanceRequest()
  const { form, onSubmit, isPending, errorOf } = useSchemaForm({
    schema: UpdateMaintenanceBodySchema,
    defaultValues: { status: request.status, assignedTo: request.assignedTo ?? '' },
    submit: (body) => update.mutateAsync({ id: request.id, ...body }),
    reportInvalid: true,
    failure: { title: 'Failed to update maintenance request' },
    success: { title: 'Maintenance request updated successfully' },
    onSuccess: onUpdated,
  })
  const assigneeError = errorOf('assignedTo')

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="grid items-end gap-4 sm:grid-cols-[12rem_1fr_auto]"
    >
      <Field id="maintenance-status" label="Status" error={errorOf('status')}>
        <Controller
          control={form.control}
          name="status"
          render={({ field: { value, onChange } }) => (
            <Select value={value} onValueChange={onChange} disabled={isPending}>
              <SelectTrigger id="maintenance-status">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {MAINTENANCE_STATUSES.map((status) => (
                  <SelectItem key={status} value={status}>
                    {statusWord(status)}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          )}
        />
      </Field>
      <Field id="maintenance-assignee" label="Assigned To" error={assigneeError}>
        <Input
          id="maintenance-assignee"
          placeholder="Technician or company"
          maxLength={200}
          disabled={isPending}
          aria-invalid={assigneeError ? true : undefined}
          aria-describedby={fieldDescriptionIds('maintenance-assignee', { error: assigneeError })}
          {...form.register('assignedTo')}
        />
      </Field>
      <SubmitButton isPending={isPending}>Update Request</SubmitButton>
    </form>
  )
}

type RequestDetailsDialogProps = {
  /** Kept after closing, so the dialog does not empty while it animates out. */
  request: AdminMaintenanceRequest | null
  open: boolean
  onClose: () => void
  onChanged: (request: AdminMaintenanceRequest) => void
}

/** The details dialog of Maintenance Management. */
export const AdminRequestDetailsDialog = ({
  request,
  open,
  onClose,
  onChanged,
}: RequestDetailsDialogProps) => (
  <Dialog open={open && request !== null} onOpenChange={(next) => !next && onClose()}>
    <DialogContent className="sm:max-w-3xl">
      {request ? (
        <>
          <DialogHeader>
            <DialogTitle>
              {SERVICE_TYPE_LABELS[request.serviceType]} - {request.specificIssue}
            </DialogTitle>
            <DialogDescription>
              Request #{requestNumber(request.id)} · {tenantNameOf(request)}
              {request.tenant?.unit ? `, Unit ${request.tenant.unit}` : ''}
            </DialogDescription>
            <div className="flex flex-wrap gap-2 pt-1">
              <MaintenanceStatusBadge status={request.status} />
              <UrgencyBadge urgency={request.urgency} />
            </div>
          </DialogHeader>

          <dl className="grid grid-cols-2 gap-x-6 gap-y-4 sm:grid-cols-3">
            <Info label="Service Type">{SERVICE_TYPE_LABELS[request.serviceType]}</Info>
            <Info label="Urgency">
              <span className="capitalize">{request.urgency}</span>
            </Info>
            <Info label="Created">{formatDate(request.createdAt)}</Info>
            <Info label="Preferred Date">
              {formatDate(request.preferredDate) || 'No preference'}
            </Info>
            <Info label="Preferred Time">
              {request.timeWindow ? timeWindowLabel(request.timeWindow) : 'Any time'}
            </Info>
            <Info label="Tenant">
              {tenantNameOf(request)}
              {request.tenant?.unit ? (
                <span className="block text-muted-foreground">Unit {request.tenant.unit}</span>
              ) : null}
            </Info>
          </dl>

          <div className="grid gap-1.5">
            <h3 className="text-xs font-medium text-muted-foreground">Description</h3>
            <p className="rounded-lg bg-muted/60 px-3 py-2.5 text-sm whitespace-pre-line text-foreground">
              {request.description}
            </p>
          </div>

          <Section title="Update">
            {/* Keyed so the form starts from the request's current values after each save. */}
            <UpdateForm key={request.updatedAt} request={request} onUpdated={onChanged} />
          </Section>

          <Section title={`Attachments (${request.files.length})`}>
            {request.files.length ? (
              <ul className="flex flex-wrap gap-2">
                {request.files.map((file, index) => (
                  <li key={file.id}>
                    <a
                      href={file.filePath}
                      target="_blank"
                      rel="noreferrer"
                      className="inline-flex items-center gap-1.5 rounded-lg border border-border px-3 py-1.5 text-sm font-medium text-primary transition-colors hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                    >
                      <Paperclip className="size-3.5" aria-hidden />
                      File {index + 1}
                    </a>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="text-sm text-muted-foreground">The tenant attached no photos.</p>
            )}
          </Section>

          <NotesSection
            request={request}
            onAdded={(note) => onChanged({ ...request, notes: [...request.notes, note] })}
          />
        </>
      ) : null}
    </DialogContent>
  </Dialog>
)
