import { useEffect, useMemo } from 'react'
import type { Property } from '../../../../../shared/schemas/properties'
import { FormDialog } from '@/components/ui/form-dialog'
import type { PickerOption } from '@/components/ui/search-picker'
import { useSchemaForm } from '@/lib/forms/use-schema-form'
import { useCreateProperty, useUpdateProperty } from '../api'
import { formValuesOf, propertyFormSchema, SECTION_ORDER, SECTIONS } from '../property-form'
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

/** The create/edit dialog: every field, grouped as the detail side groups them. */
export const PropertyFormDialog = ({
  open,
  onOpenChange,
  property,
  currentLease,
  onSaved,
}: PropertyFormDialogProps) => {
  const create = useCreateProperty()
  const update = useUpdateProperty()
  const initial = useMemo(() => formValuesOf(property ?? undefined), [property])
  const schema = useMemo(
    () => propertyFormSchema(ALL_FIELDS, property ? initial : undefined),
    [property, initial],
  )
  const { form, onSubmit, isPending } = useSchemaForm({
    schema,
    defaultValues: initial,
    submit: (body, { idempotencyKey }) =>
      property
        ? update.mutateAsync({ id: property.id, body })
        : create.mutateAsync({ body: { ...body, name: body.name ?? '' }, idempotencyKey }),
    reportInvalid: true,
    failure: { title: property ? 'Failed to update property' : 'Failed to create property' },
    success: {
      title: property ? 'Property updated successfully' : 'Property created successfully',
    },
    onSuccess: (saved) => {
      onSaved(saved)
      onOpenChange(false)
    },
  })

  useEffect(() => {
    if (open) form.reset(initial)
  }, [open, initial, form])

  return (
    <FormDialog
      open={open}
      onClose={() => onOpenChange(false)}
      title={property ? 'Edit Property' : 'Add Property'}
      description={
        property
          ? `Change any detail of ${property.name}.`
          : 'Only the name is needed now; everything else can be added later.'
      }
      formId="property-form"
      submitLabel={property ? 'Save Changes' : 'Create Property'}
      pendingLabel="Saving…"
      isPending={isPending}
      className="max-w-2xl"
    >
      <form id="property-form" onSubmit={onSubmit} noValidate className="grid gap-6">
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
    </FormDialog>
  )
}
