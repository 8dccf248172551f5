import { Pencil, Phone, Plus, Trash2, UserRound, Users } from 'lucide-react'
import { useState } from 'react'
import type { EmergencyContact } from '../../../../../shared/schemas/profile'
import { ListState } from '@/components/list/list-state'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardTitle } from '@/components/ui/card'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { EmptyState } from '@/components/ui/empty-state'
import { IconButton } from '@/components/ui/icon-button'
import { Skeleton } from '@/components/ui/skeleton'
import { toast } from '@/components/ui/use-toast'
import { actionableReason } from '@/lib/errors'
import {
  useAddEmergencyContact,
  useDeleteEmergencyContact,
  useEmergencyContacts,
  useUpdateEmergencyContact,
} from '../api'
import { ContactForm } from './contact-form'

const ContactRow = ({
  contact,
  onEdit,
  onDelete,
}: {
  contact: EmergencyContact
  onEdit: () => void
  onDelete: () => void
}) => (
  <li className="flex items-center gap-3 py-3">
    <span
      className="flex size-10 shrink-0 items-center justify-center rounded-full bg-muted text-muted-foreground"
      aria-hidden
    >
      <UserRound className="size-5" />
    </span>
    <div className="grid min-w-0 flex-1 gap-0.5">
      <p className="truncate text-sm font-medium text-foreground">{contact.name}</p>
      <p className="flex flex-wrap items-center gap-x-2 text-sm text-muted-foreground">
        <span>{contact.relationship}</span>
        <span aria-hidden>·</span>
        <a
          href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`}
          className="inline-flex items-center gap-1 hover:text-foreground hover:underline"
        >
          <Phone className="size-3.5" aria-hidden />
          {contact.phone}
        </a>
      </p>
    </div>
    <div className="flex shrink-0 items-center">
      <IconButton label={`Edit ${contact.name}`} icon={Pencil} onClick={onEdit} />
      <IconButton
        label={`Delete ${contact.name}`}
        icon={Trash2}
        onClick={onDelete}
        className="hover:text-destructive"
      />
    </div>
  </li>
)

/** Add, edit and delete the people to call in an emergency. */
export const EmergencyContactsCard = () => {
  const contacts = useEmergencyContacts()
  const add = useAddEmergencyContact()
  const update = useUpdateEmergencyContact()
  const remove = useDeleteEmergencyContact()
  const [isAdding, setIsAdding] = useState(false)
  const [editingId, setEditingId] = useState<string | null>(null)
  const [deleting, setDeleting] = useState<EmergencyContact | null>(null)

  const list = contacts.data ?? []

  const startAdding = () => {
    setEditingId(null)
    setIsAdding(true)
  }

  return (
    <Card>
      <div className="flex flex-wrap items-start justify-between gap-3 p-6 pb-4">
        <div className="grid min-w-52 flex-1 gap-1.5">
          <CardTitle>Emergency Contacts</CardTitle>
          <CardDescription>
            Who we call if something happens and we cannot reach you.
          </CardDescription>
        </div>
        {isAdding ? null : (
          <Button variant="outline" size="sm" onClick={startAdding}>
            <Plus className="size-4" aria-hidden />
            Add Contact
          </Button>
        )}
      </div>
      <CardContent className="grid gap-3">
        {isAdding ? (
          <ContactForm
            submitLabel="Add Contact"
            submit={(body, { idempotencyKey }) => add.mutateAsync({ body, idempotencyKey })}
            failureTitle="Failed to add emergency contact. Please try again."
            success={(contact) => ({
              title: 'Contact added',
              description: `${contact.name} is now an emergency contact.`,
            })}
            onDone={() => setIsAdding(false)}
            onCancel={() => setIsAdding(false)}
          />
        ) : null}
        <ListState
          query={contacts}
          isEmpty={list.length === 0 && !isAdding}
          loading={
            <div className="grid gap-3" aria-hidden>
              {[0, 1].map((row) => (
                <div key={row} className="flex items-center gap-3 py-3">
                  <Skeleton className="size-10 rounded-full" />
                  <div className="grid flex-1 gap-2">
                    <Skeleton className="h-4 w-36" />
                    <Skeleton className="h-3.5 w-52" />
                  </div>
                </div>
              ))}
            </div>
          }
          errorTitle="Failed to fetch emergency contacts"
          empty={
            <EmptyState
              icon={Users}
              className="py-8"
              title="No emergency contacts yet"
              description="Add someone your property manager can call if they cannot reach you."
            />
          }
        >
          <ul className="divide-y divide-border" aria-label="Emergency contacts">
            {list.map((contact) =>
              editingId === contact.id ? (
                <li key={contact.id} className="py-3">
                  <ContactForm
                    initial={contact}
                    submitLabel="Save Contact"
                    submit={(body) => update.mutateAsync({ id: contact.id, ...body })}
                    failureTitle="Failed to update emergency contact. Please try again."
                    success={() => ({ title: 'Contact updated' })}
                    onDone={() => setEditingId(null)}
                    onCancel={() => setEditingId(null)}
                  />
                </li>
              ) : (
                <ContactRow
                  key={contact.id}
                  contact={contact}
                  onEdit={() => {
                    setIsAdding(false)
                    setEditingId(contact.id)
                  }}
                  onDelete={() => setDeleting(contact)}
                />
              ),
            )}
          </ul>
        </ListState>
      </CardContent>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={`Delete ${deleting?.name ?? 'this contact'}?`}
        description="They will no longer be listed as one of your emergency contacts."
        confirmLabel="Delete Contact"
        tone="destructive"
        isPending={remove.isPending}
        onConfirm={() => {
          if (!deleting) return
          remove.mutate(deleting.id, {
            onSuccess: () => {
              toast({ title: 'Contact deleted' })
              setDeleting(null)
            },
            onError: (error) =>
              toast({
                variant: 'destructive',
                title: 'Failed to delete emergency contact. Please try again.',
                description: actionableReason(error),
              }),
          })
        }}
      />
    </Card>
  )
}
