import { useEffect } from 'react'
import { useForm } from 'react-hook-form'
import type { Property } from '../../../../../shared/schemas/properties'
import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog'
import type { PickerOption } from '@/components/ui/search-picker'
import { toast } from '@/components/ui/use-toast'
import { useCreateProperty, useUpdateProperty } from '../api'
import {
  formValuesOf,
  SECTION_ORDER,
  SECTIONS,
  toPropertyBody,
  type PropertyFormValues,
} from '../property-form'
import { showSaveError } from '@/lib/form-errors'
import { PropertyFields } from './property-fields'

export type PropertyFormDialogProps = {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** The property to edit; without one the dialog creates a property. */
  property: Property | null
  currentLease: PickerOption | null
  onSaved: (property: Property) => void
}

const ALL_FIELDS = SECTION_ORDER.flatMap((key) => SECTIONS[key].fields)

/** SPEC §2's create/edit dialog: every field, grouped as the detail side groups them. */
export const PropertyFormDialog = ({
  open,
  onOpenChange,
  property,
  currentLease,
  onSaved,
}: PropertyFormDialogProps) => {
  const form = useForm<PropertyFormValues>({ defaultValues: formValuesOf(property ?? undefined) })
  const create = useCreateProperty()
  const update = useUpdateProperty()
  const isPending = create.isPending || update.isPending

  useEffect(() => {
    if (open) form.reset(formValuesOf(property ?? undefined))
  }, [open, property, form])

  const submit = form.handleSubmit((values) => {
    const initial = property ? formValuesOf(property) : undefined
    const body = toPropertyBody(values, ALL_FIELDS, initial)
    const onError = (error: unknown) =>
      showSaveError(
        error,
        property ? 'Failed to update property' : 'Failed to create property',
        form.setError,
        ALL_FIELDS,
      )
    const onSuccess = (saved: Property) => {
      toast({ title: property ? 'Property updated successfully' : 'Property created successfully' })
      onSaved(saved)
      onOpenChange(false)
    }
    if (property) update.mutate({ id: property.id, body }, { onSuccess, onError })
    else create.mutate({ ...body, name: body.name ?? '' }, { onSuccess, onError })
  })

  return (
    <Dialog open={open} onOpenChange={(next) => !isPending && onOpenChange(next)}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{property ? 'Edit Property' : 'Add Property'}</DialogTitle>
          <DialogDescription>
            {property
              ? `Change any detail of ${property.name}.`
              : 'Only the name is needed now; everything else can be added later.'}
          </DialogDescription>
        </DialogHeader>
        <form id="property-form" onSubmit={submit} noValidate className="grid gap-6">
          {SECTION_ORDER.map((key) => (
            <fieldset key={key} className="grid gap-3">
              <legend className="mb-3 text-sm font-semibold text-foreground">
                {SECTIONS[key].title}
              </legend>
              <PropertyFields
                form={form}
                fields={SECTIONS[key].fields}
                idPrefix="property-dialog"
                currentLease={currentLease}
              />
            </fieldset>
          ))}
        </form>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)} disabled={isPending}>
            Cancel
          </Button>
          <Button
            type="submit"
            form="property-form"
            disabled={isPending}
            aria-busy={isPending || undefined}
          >
            {isPending ? 'Saving…' : property ? 'Save Changes' : 'Create Property'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
