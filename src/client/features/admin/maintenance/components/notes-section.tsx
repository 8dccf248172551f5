import { Eye, Lock } from 'lucide-react'
import { useId } from 'react'
import { Controller } from 'react-hook-form'
import {
  CreateNoteBodySchema,
  MAX_NOTE_LENGTH,
  type AdminMaintenanceRequest,
  type MaintenanceNote,
} from '../../../../../shared/schemas/maintenance'
import { Badge } from '@/components/ui/badge'
import { Checkbox } from '@/components/ui/checkbox'
import { Field, fieldDescriptionIds } from '@/components/ui/field'
import { Label } from '@/components/ui/label'
import { SubmitButton } from '@/components/ui/submit-button'
import { Textarea } from '@/components/ui/textarea'
import { useSchemaForm } from '@/lib/forms/use-schema-form'
import { formatDateTime } from '@/lib/format-date'
import { useAddMaintenanceNote } from '../api'

const NoteItem = ({ note }: { note: MaintenanceNote }) => (
  <li className="grid gap-1.5 rounded-lg border border-border p-3">
    <div className="flex flex-wrap items-center justify-between gap-2">
      {note.isInternal ? (
        <Badge tone="neutral" size="sm">
          <Lock aria-hidden />
          Internal
        </Badge>
      ) : (
        <Badge tone="info" size="sm">
          <Eye aria-hidden />
          Visible to tenant
        </Badge>
      )}
      <time dateTime={note.createdAt} className="text-xs text-muted-foreground">
        {formatDateTime(note.createdAt)}
      </time>
    </div>
    <p className="text-sm whitespace-pre-line text-foreground">{note.note}</p>
  </li>
)

/** The notes list and the add-note box: trimmed, never blank, internal unless unticked. */
export const NotesSection = ({
  request,
  onAdded,
}: {
  request: AdminMaintenanceRequest
  onAdded: (note: MaintenanceNote) => void
}) => {
  const id = useId()
  const addNote = useAddMaintenanceNote()
  const empty = { note: '', isInternal: true }
  const { form, onSubmit, isPending, errorOf } = useSchemaForm({
    schema: CreateNoteBodySchema,
    defaultValues: empty,
    submit: (body, { idempotencyKey }) =>
      addNote.mutateAsync({ id: request.id, body, idempotencyKey }),
    reportInvalid: true,
    failure: { title: 'Failed to add note' },
    success: { title: 'Note added successfully' },
    onSuccess: (note) => {
      form.reset(empty)
      onAdded(note)
    },
  })
  const noteId = `${id}-note`
  const noteError = errorOf('note')
  const isBlank = String(form.watch('note')).trim() === ''
  const isInternal = form.watch('isInternal') !== false

  return (
    <section className="grid gap-3 border-t border-border pt-5">
      <h3 className="text-sm font-semibold text-foreground">Notes ({request.notes.length})</h3>
      {request.notes.length ? (
        <ul className="grid gap-2">
          {request.notes.map((note) => (
            <NoteItem key={note.id} note={note} />
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted-foreground">No notes yet.</p>
      )}
      <form onSubmit={onSubmit} noValidate className="grid gap-3">
        <Field id={noteId} label="Add a note" error={noteError}>
          <Textarea
            id={noteId}
            rows={3}
            maxLength={MAX_NOTE_LENGTH}
            placeholder="What was found, what was ordered, when someone comes…"
            disabled={isPending}
            aria-invalid={noteError ? true : undefined}
            aria-describedby={fieldDescriptionIds(noteId, { error: noteError })}
            {...form.register('note')}
          />
        </Field>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div className="flex items-center gap-2">
            <Controller
              control={form.control}
              name="isInternal"
              render={({ field: { value, onChange } }) => (
                <Checkbox
                  id={`${id}-internal`}
                  checked={value !== false}
                  onCheckedChange={(checked) => onChange(checked === true)}
                  disabled={isPending}
                />
              )}
            />
            <Label htmlFor={`${id}-internal`} className="font-normal">
              Internal note (hidden from the tenant)
            </Label>
          </div>
          <SubmitButton variant="outline" isPending={isPending} disabled={isBlank}>
            Add Note
          </SubmitButton>
        </div>
        {isInternal ? null : (
          <p className="text-xs text-muted-foreground">
            The tenant sees this note on their request and gets a notification.
          </p>
        )}
      </form>
    </section>
  )
}
