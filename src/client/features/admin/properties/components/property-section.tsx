import { Pencil } from 'lucide-react'
import { useEffect, useMemo, type ReactNode } from 'react'
import type { Property } from '../../../../../shared/schemas/properties'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardTitle } from '@/components/ui/card'
import type { PickerOption } from '@/components/ui/search-picker'
import { SubmitButton } from '@/components/ui/submit-button'
import { useSchemaForm } from '@/lib/forms/use-schema-form'
import { useUpdateProperty } from '../api'
import {
  FIELD_LABELS,
  formValuesOf,
  propertyFormSchema,
  SECTIONS,
  type PropertyField,
  type SectionKey,
} from '../property-form'
import { PropertyFields } from './property-fields'

export type PropertySectionProps = {
  property: Property
  section: SectionKey
  isEditing: boolean
  /** False while another section is being edited: one at a time. */
  canEdit: boolean
  onEdit: () => void
  onDone: () => void
  /** How each field reads in view mode. */
  display: (field: PropertyField) => ReactNode
  currentLease: PickerOption | null
  /** Shown under the fields in view mode. */
  footer?: ReactNode
}

/** One of the detail side's four sections: read it, or edit just its fields and save them. */
export const PropertySection = ({
  property,
  section,
  isEditing,
  canEdit,
  onEdit,
  onDone,
  display,
  currentLease,
  footer,
}: PropertySectionProps) => {
  const { title, fields } = SECTIONS[section]
  const update = useUpdateProperty()
  const initial = useMemo(() => formValuesOf(property), [property])
  const schema = useMemo(() => propertyFormSchema(fields, initial), [fields, initial])
  const { form, onSubmit, isPending } = useSchemaForm({
    schema,
    defaultValues: initial,
    // A section saved without a change sends nothing and says nothing.
    submit: (body) =>
      Object.keys(body).length === 0
        ? Promise.resolve(null)
        : update.mutateAsync({ id: property.id, body }),
    reportInvalid: true,
    failure: { title: 'Failed to update property' },
    success: (saved) =>
      saved
        ? { title: 'Property updated successfully', description: `${title} saved.` }
        : undefined,
    onSuccess: onDone,
  })

  useEffect(() => {
    if (isEditing) form.reset(initial)
  }, [isEditing, initial, form])

  const headingId = `section-${section}`
  return (
    <Card aria-labelledby={headingId} role="region">
      <div className="flex min-h-14 items-center justify-between gap-3 px-6 pt-4 pb-2">
        <CardTitle id={headingId}>{title}</CardTitle>
        {isEditing ? null : (
          <Button
            variant="ghost"
            size="sm"
            onClick={onEdit}
            disabled={!canEdit}
            aria-label={`Edit ${title}`}
          >
            <Pencil className="size-3.5" aria-hidden />
            Edit
          </Button>
        )}
      </div>
      <CardContent>
        {isEditing ? (
          <form onSubmit={onSubmit} noValidate className="grid gap-4">
            <PropertyFields
              form={form}
              fields={fields}
              idPrefix={`section-${section}`}
              currentLease={currentLease}
            />
            <div className="flex justify-end gap-2">
              <Button variant="outline" onClick={onDone} disabled={isPending}>
                Cancel
              </Button>
              <SubmitButton isPending={isPending} pendingLabel="Saving…">
                Save
              </SubmitButton>
            </div>
          </form>
        ) : (
          <>
            <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
              {fields.map((field) => (
                <div
                  key={field}
                  className={
                    field === 'description' || field === 'address' ? 'sm:col-span-2' : undefined
                  }
                >
                  <dt className="text-xs font-medium text-muted-foreground">
                    {FIELD_LABELS[field]}
                  </dt>
                  <dd className="mt-0.5 text-sm break-words text-foreground">{display(field)}</dd>
                </div>
              ))}
            </dl>
            {footer}
          </>
        )}
      </CardContent>
    </Card>
  )
}
