import { Pencil } from 'lucide-react'
import { useEffect, type ReactNode } from 'react'
import { useForm } from 'react-hook-form'
import type { Property } from '../../../../../shared/schemas/properties'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardTitle } from '@/components/ui/card'
import type { PickerOption } from '@/components/ui/search-picker'
import { toast } from '@/components/ui/use-toast'
import { showSaveError } from '@/lib/form-errors'
import { useUpdateProperty } from '../api'
import {
  FIELD_LABELS,
  formValuesOf,
  SECTIONS,
  toPropertyBody,
  type PropertyField,
  type PropertyFormValues,
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
  const form = useForm<PropertyFormValues>({ defaultValues: formValuesOf(property) })
  const update = useUpdateProperty()

  useEffect(() => {
    if (isEditing) form.reset(formValuesOf(property))
  }, [isEditing, property, form])

  const save = form.handleSubmit((values) => {
    const body = toPropertyBody(values, fields, formValuesOf(property))
    if (Object.keys(body).length === 0) return onDone()
    update.mutate(
      { id: property.id, body },
      {
        onSuccess: () => {
          toast({ title: 'Property updated successfully', description: `${title} saved.` })
          onDone()
        },
        onError: (error) =>
          showSaveError(error, 'Failed to update property', form.setError, fields),
      },
    )
  })

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
          <form onSubmit={save} noValidate className="grid gap-4">
            <PropertyFields
              form={form}
              fields={fields}
              idPrefix={`section-${section}`}
              currentLease={currentLease}
            />
            <div className="flex justify-end gap-2">
              <Button variant="outline" onClick={onDone} disabled={update.isPending}>
                Cancel
              </Button>
              <Button
                type="submit"
                disabled={update.isPending}
                aria-busy={update.isPending || undefined}
              >
                {update.isPending ? 'Saving…' : 'Save'}
              </Button>
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
