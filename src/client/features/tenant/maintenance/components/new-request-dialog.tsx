import { useState } from 'react'
import type { z } from 'zod'
import {
  CreateMaintenanceBodySchema,
  MAX_DESCRIPTION_LENGTH,
  SERVICE_ISSUES,
  SERVICE_TYPE_LABELS,
  SERVICE_TYPES,
  TIME_WINDOWS,
  timeWindowLabel,
  URGENCIES,
  type ServiceType,
} from '../../../../../shared/schemas/maintenance'
import { Field, fieldDescriptionIds } from '@/components/ui/field'
import { FormDialog } from '@/components/ui/form-dialog'
import { Input } from '@/components/ui/input'
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select'
import { Textarea } from '@/components/ui/textarea'
import { toast } from '@/components/ui/use-toast'
import { useSchemaForm } from '@/lib/forms/use-schema-form'
import { localTodayIso } from '@/lib/format-date'
import { useCreateMaintenanceRequest } from '../api'
import { PhotoPicker, releasePhotos, type PickedPhoto } from './photo-picker'

const EMPTY: z.input<typeof CreateMaintenanceBodySchema> = {
  serviceType: '' as ServiceType,
  specificIssue: '',
  description: '',
  urgency: 'medium',
  preferredDate: '',
  timeWindow: '',
}

/** Radix Select has no empty value: this item stands for "no preferred window". */
const ANY_TIME = 'any'

const URGENCY_LABELS: Record<(typeof URGENCIES)[number], string> = {
  low: 'Low',
  medium: 'Medium',
  high: 'High',
}

/** The new-request dialog. Type, issue and description are required. */
export const NewRequestDialog = ({
  open,
  onOpenChange,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
}) => {
  const create = useCreateMaintenanceRequest()
  const [photos, setPhotos] = useState<PickedPhoto[]>([])
  const { form, onSubmit, isPending, errorOf } = useSchemaForm({
    schema: CreateMaintenanceBodySchema,
    defaultValues: EMPTY,
    submit: (body, { idempotencyKey }) =>
      create.mutateAsync({
        body: { ...body, photos: photos.map((photo) => photo.file) },
        idempotencyKey,
      }),
    failure: { title: 'Failed to submit request. Please try again.' },
    success: {
      title: 'Request submitted',
      description: 'We will keep you posted here and under the bell as it moves along.',
    },
    onSuccess: () => close(),
    onInvalid: () => {
      const { serviceType, specificIssue, description } = form.getValues()
      if (!serviceType || !specificIssue || !description.trim()) {
        toast({
          variant: 'destructive',
          title: 'Missing information',
          description: 'Please fill in all required fields.',
        })
      }
    },
  })

  const close = () => {
    releasePhotos(photos)
    setPhotos([])
    form.reset()
    onOpenChange(false)
  }

  const serviceType = form.watch('serviceType')
  const issues = serviceType ? SERVICE_ISSUES[serviceType] : []
  const describedBy = (key: keyof typeof EMPTY, hint?: string) =>
    fieldDescriptionIds(key, { error: errorOf(key), hint })
  const invalid = (key: keyof typeof EMPTY) => (errorOf(key) ? true : undefined)
  // Optional fields accept anything before the schema's clean-up, so their typed value is unknown.
  const textOf = (key: keyof typeof EMPTY) => String(form.watch(key) ?? '')
  const choose = (key: keyof typeof EMPTY, value: string) =>
    form.setValue(key, value, { shouldValidate: form.formState.isSubmitted })

  return (
    <FormDialog
      open={open}
      onClose={close}
      title="New Maintenance Request"
      description="Tell us what needs fixing. Photos help the technician bring the right parts."
      formId="new-request"
      submitLabel="Submit Request"
      pendingLabel="Submitting…"
      isPending={isPending}
      className="sm:max-w-2xl"
    >
      <form id="new-request" onSubmit={onSubmit} noValidate className="grid gap-5">
        <div className="grid items-start gap-4 sm:grid-cols-2">
          <Field id="serviceType" label="Service Type" error={errorOf('serviceType')}>
            <Select
              value={serviceType}
              onValueChange={(type) => {
                // A new service type clears the specific issue: the old one belongs to another type.
                form.setValue('specificIssue', '')
                choose('serviceType', type)
              }}
              disabled={isPending}
            >
              <SelectTrigger
                id="serviceType"
                aria-invalid={invalid('serviceType')}
                aria-describedby={describedBy('serviceType')}
              >
                <SelectValue placeholder="Select a service type" />
              </SelectTrigger>
              <SelectContent>
                {SERVICE_TYPES.map((type) => (
                  <SelectItem key={type} value={type}>
                    {SERVICE_TYPE_LABELS[type]}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </Field>
          <Field id="specificIssue" label="Specific Issue" error={errorOf('specificIssue')}>
            <Select
              // The key remounts the select so a cleared issue shows its placeholder again.
              key={serviceType}
              value={textOf('specificIssue')}
              onValueChange={(issue) => choose('specificIssue', issue)}
              disabled={!serviceType || isPending}
            >
              <SelectTrigger
                id="specificIssue"
                aria-invalid={invalid('specificIssue')}
                aria-describedby={describedBy('specificIssue')}
              >
                <SelectValue
                  placeholder={serviceType ? 'Select the issue' : 'Choose a service type first'}
                />
              </SelectTrigger>
              <SelectContent>
                {issues.map((issue) => (
                  <SelectItem key={issue} value={issue}>
                    {issue}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </Field>
        </div>

        <Field id="description" label="Description" error={errorOf('description')}>
          <Textarea
            id="description"
            {...form.register('description')}
            placeholder="What is happening, where, and since when?"
            maxLength={MAX_DESCRIPTION_LENGTH}
            disabled={isPending}
            aria-invalid={invalid('description')}
            aria-describedby={describedBy('description')}
          />
        </Field>

        <div className="grid items-start gap-4 sm:grid-cols-3">
          <Field id="urgency" label="Urgency" error={errorOf('urgency')}>
            <Select
              value={textOf('urgency')}
              onValueChange={(urgency) => choose('urgency', urgency)}
              disabled={isPending}
            >
              <SelectTrigger id="urgency" aria-describedby={describedBy('urgency')}>
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {URGENCIES.map((urgency) => (
                  <SelectItem key={urgency} value={urgency}>
                    {URGENCY_LABELS[urgency]}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </Field>
          <Field id="preferredDate" label="Preferred Date" error={errorOf('preferredDate')}>
            <Input
              id="preferredDate"
              type="date"
              min={localTodayIso()}
              {...form.register('preferredDate')}
              disabled={isPending}
              aria-invalid={invalid('preferredDate')}
              aria-describedby={describedBy('preferredDate')}
            />
          </Field>
          <Field id="timeWindow" label="Preferred Time" error={errorOf('timeWindow')}>
            <Select
              value={textOf('timeWindow') || ANY_TIME}
              onValueChange={(window) => choose('timeWindow', window === ANY_TIME ? '' : window)}
              disabled={isPending}
            >
              <SelectTrigger id="timeWindow" aria-describedby={describedBy('timeWindow')}>
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                <SelectItem value={ANY_TIME}>Any time</SelectItem>
                {TIME_WINDOWS.map((window) => (
                  <SelectItem key={window} value={window}>
                    {timeWindowLabel(window)}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </Field>
        </div>

        <div className="grid gap-2">
          <span className="text-sm leading-none font-medium text-foreground">
            Photos <span className="font-normal text-muted-foreground">(optional)</span>
          </span>
          <PhotoPicker photos={photos} onChange={setPhotos} disabled={isPending} />
        </div>
      </form>
    </FormDialog>
  )
}
