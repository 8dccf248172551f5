import { Eye, LoaderCircle, Lock } from 'lucide-react'
import { useId, useState, type FormEvent } from 'react'
import {
  MAX_NOTE_LENGTH,
  type AdminMaintenanceRequest,
  type MaintenanceNote,
} from '../../../../../shared/schemas/maintenance'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Checkbox } from '@/components/ui/checkbox'
import { Label } from '@/components/ui/label'
import { Textarea } from '@/components/ui/textarea'
import { toast } from '@/components/ui/use-toast'
import { actionableReason } from '@/lib/errors'
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

/** The notes list and the add-note box: trimmed, never blank, internal unless unticked (SPEC §5, §9). */
export const NotesSection = ({
  request,
  onAdded,
}: {
  request: AdminMaintenanceRequest
  onAdded: (note: MaintenanceNote) => void
}) => {
  const id = useId()
  const addNote = useAddMaintenanceNote()
  const [text, setText] = useState('')
  const [isInternal, setIsInternal] = useState(true)
  const isBlank = text.trim() === ''

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (isBlank) return
    addNote.mutate(
      { id: request.id, note: text, isInternal },
      {
        onSuccess: (note) => {
          toast({ title: 'Note added successfully' })
          setText('')
          setIsInternal(true)
          onAdded(note)
        },
        onError: (error) =>
          toast({
            variant: 'destructive',
            title: 'Failed to add note',
            description: actionableReason(error),
          }),
      },
    )
  }

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
      <form onSubmit={submit} className="grid gap-3">
        <Label htmlFor={`${id}-note`}>Add a note</Label>
        <Textarea
          id={`${id}-note`}
          rows={3}
          value={text}
          maxLength={MAX_NOTE_LENGTH}
          onChange={(event) => setText(event.target.value)}
          placeholder="What was found, what was ordered, when someone comes…"
          disabled={addNote.isPending}
        />
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div className="flex items-center gap-2">
            <Checkbox
              id={`${id}-internal`}
              checked={isInternal}
              onCheckedChange={(checked) => setIsInternal(checked === true)}
              disabled={addNote.isPending}
            />
            <Label htmlFor={`${id}-internal`} className="font-normal">
              Internal note (hidden from the tenant)
            </Label>
          </div>
          <Button type="submit" variant="outline" disabled={isBlank || addNote.isPending}>
            {addNote.isPending ? (
              <LoaderCircle className="size-4 animate-spin" aria-hidden />
            ) : null}
            Add Note
          </Button>
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
