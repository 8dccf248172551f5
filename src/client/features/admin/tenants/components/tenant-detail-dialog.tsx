import { Pencil, Trash2 } from 'lucide-react'
import { useMemo, useState } from 'react'
import type { AdminTenant } from '../../../../../shared/schemas/admin-tenants'
import { Button } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog'
import { SubmitButton } from '@/components/ui/submit-button'
import { toast } from '@/components/ui/use-toast'
import { useSchemaForm } from '@/lib/forms/use-schema-form'
import { useDeleteTenant, useUpdateTenant } from '../api'
import { deleteFailureMessage } from '../messages'
import { tenantFormSchema, toFormValues } from '../tenant-form'
import { AccountStatus } from './account-status'
import { InvitePanel } from './invite-panel'
import { LeaseStatusBadge } from './lease-status-badge'
import { initialsOf, placeOf } from './tenant-card'
import { TenantDetails } from './tenant-details'
import { TenantEditForm } from './tenant-edit-form'

/** The confirmation text for deleting a tenant. */
export const DELETE_WARNING =
  'This action cannot be undone and will permanently remove all tenant data.'

type Props = {
  tenant: AdminTenant
  open: boolean
  onOpenChange: (open: boolean) => void
  onChanged: (tenant: AdminTenant) => void
  onDeleted: () => void
}

/**
 * The tenant detail dialog: view mode with its five sections and the portal invite, which
 * toggles to edit mode; saving replaces the tenant in the list. Delete asks first.
 */
export const TenantDetailDialog = ({ tenant, open, onOpenChange, onChanged, onDeleted }: Props) => {
  const [isEditing, setIsEditing] = useState(false)
  const [isConfirmingDelete, setIsConfirmingDelete] = useState(false)
  const update = useUpdateTenant()
  const remove = useDeleteTenant()
  const name = `${tenant.firstName} ${tenant.lastName}`
  const original = useMemo(() => toFormValues(tenant), [tenant])
  const schema = useMemo(() => tenantFormSchema(original), [original])
  const { form, onSubmit, isPending } = useSchemaForm({
    schema,
    defaultValues: original,
    // Saving without a change sends nothing and just leaves edit mode.
    submit: (changes) =>
      Object.keys(changes).length === 0
        ? Promise.resolve(null)
        : update.mutateAsync({ id: tenant.id, changes }),
    reportInvalid: true,
    failure: { title: 'Failed to update tenant' },
    // A failed tenant edit is reported in a browser alert rather than a toast.
    showFailure: ({ title, description }) => window.alert(`${title}: ${description}`),
    success: (saved) =>
      saved
        ? {
            title: 'Tenant updated',
            description: `${saved.firstName} ${saved.lastName}’s details were saved.`,
          }
        : undefined,
    onSuccess: (saved) => {
      if (saved) onChanged(saved)
      setIsEditing(false)
    },
  })

  const startEditing = () => {
    form.reset(original)
    setIsEditing(true)
  }

  const confirmDelete = () =>
    remove.mutate(tenant.id, {
      onSuccess: () => {
        setIsConfirmingDelete(false)
        toast({
          title: 'Tenant deleted',
          description: `${name} and all of their records were removed.`,
        })
        onDeleted()
      },
      onError: (error) => {
        setIsConfirmingDelete(false)
        toast({
          variant: 'destructive',
          title: 'Delete failed',
          description: deleteFailureMessage(error),
        })
      },
    })

  return (
    <>
      <Dialog
        open={open}
        onOpenChange={(next) => {
          if (!next) setIsEditing(false)
          onOpenChange(next)
        }}
      >
        <DialogContent
          className="sm:max-w-4xl"
          // Focus the dialog itself, not its first button: that would pop a tooltip over the details.
          onOpenAutoFocus={(event) => {
            event.preventDefault()
            ;(event.currentTarget as HTMLElement | null)?.focus()
          }}
        >
          <DialogHeader>
            <div className="flex items-center gap-3">
              <span
                aria-hidden
                className="flex size-11 shrink-0 items-center justify-center rounded-full bg-primary-soft font-semibold text-primary-soft-foreground"
              >
                {initialsOf(tenant)}
              </span>
              <div className="grid min-w-0 gap-1">
                <DialogTitle className="truncate">{isEditing ? `Edit ${name}` : name}</DialogTitle>
                <DialogDescription className="truncate">
                  {placeOf(tenant) || tenant.email}
                </DialogDescription>
              </div>
            </div>
            <div className="flex flex-wrap gap-2 pt-1">
              <LeaseStatusBadge tenant={tenant} />
              <AccountStatus tenant={tenant} />
            </div>
          </DialogHeader>

          {isEditing ? (
            <form id="tenant-edit-form" onSubmit={onSubmit} noValidate>
              <TenantEditForm tenant={tenant} form={form} />
            </form>
          ) : (
            <TenantDetails tenant={tenant} onSaved={onChanged}>
              <InvitePanel
                tenant={tenant}
                onInvited={() => onChanged({ ...tenant, invitePending: true })}
              />
            </TenantDetails>
          )}

          <DialogFooter className="sm:justify-between">
            {isEditing ? (
              <>
                <span />
                <div className="flex flex-col-reverse gap-2 sm:flex-row">
                  <Button
                    variant="outline"
                    onClick={() => setIsEditing(false)}
                    disabled={isPending}
                  >
                    Cancel
                  </Button>
                  <SubmitButton
                    form="tenant-edit-form"
                    isPending={isPending}
                    pendingLabel="Saving…"
                  >
                    Save Changes
                  </SubmitButton>
                </div>
              </>
            ) : (
              <>
                <Button
                  variant="outline"
                  className="text-destructive hover:text-destructive"
                  onClick={() => setIsConfirmingDelete(true)}
                >
                  <Trash2 className="size-4" aria-hidden />
                  Delete Tenant
                </Button>
                <Button onClick={startEditing}>
                  <Pencil className="size-4" aria-hidden />
                  Edit Tenant
                </Button>
              </>
            )}
          </DialogFooter>
        </DialogContent>
      </Dialog>

      <ConfirmDialog
        open={isConfirmingDelete}
        onOpenChange={setIsConfirmingDelete}
        tone="destructive"
        title={`Delete ${name}?`}
        description={DELETE_WARNING}
        confirmLabel="Delete Tenant"
        isPending={remove.isPending}
        onConfirm={confirmDelete}
      />
    </>
  )
}
