import { LoaderCircle } from 'lucide-react'
import { useState, type FormEvent } from 'react'
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
import { Button } from '../../../../components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../../components/ui/dialog'
import { Field, fieldDescriptionIds } from '../../../../components/ui/field'
import { Input } from '../../../../components/ui/input'
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '../../../../components/ui/select'
import { Textarea } from '../../../../components/ui/textarea'
import { toast } from '../../../../components/ui/use-toast'
import { actionableReason } from '../../../../lib/errors'
import { localTodayIso } from '../../../../lib/format-date'
import { useCreateMaintenanceRequest } from '../api'
import { PhotoPicker, releasePhotos, type PickedPhoto } from './photo-picker'

type FormValues = {
  serviceType: ServiceType | ''
  specificIssue: string
  description: string
  urgency: string
  preferredDate: string
  timeWindow: string
}

const EMPTY: FormValues = {
  serviceType: '',
  specificIssue: '',
  description: '',
  urgency: 'medium',
  preferredDate: '',
  timeWindow: '',
}

/** Radix Select has no empty value: this item stands for "no preferred window". */
const ANY_TIME = 'any'

type Errors = Partial<Record<keyof FormValues, string>>

const URGENCY_LABELS: Record<(typeof URGENCIES)[number], string> = {
  low: 'Low',
  medium: 'Medium',
  high: 'High',
}

/** SPEC §2/§5: the new-request dialog. Type, issue and description are required. */
export const NewRequestDialog = ({
  open,
  onOpenChange,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
}) => {
  const create = useCreateMaintenanceRequest()
  const [values, setValues] = useState<FormValues>(EMPTY)
  const [photos, setPhotos] = useState<PickedPhoto[]>([])
  const [errors, setErrors] = useState<Errors>({})

  const set = <K extends keyof FormValues>(key: K, value: FormValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }))
    setErrors((current) => ({ ...current, [key]: undefined }))
  }

  const close = () => {
    releasePhotos(photos)
    setPhotos([])
    setValues(EMPTY)
    setErrors({})
    onOpenChange(false)
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    const parsed = CreateMaintenanceBodySchema.safeParse(values)
    if (!parsed.success) {
      const found: Errors = {}
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] as keyof FormValues
        found[key] ??= issue.message
      }
      setErrors(found)
      const isMissing = !values.serviceType || !values.specificIssue || !values.description.trim()
      if (isMissing) {
        toast({
          variant: 'destructive',
          title: 'Missing information',
          description: 'Please fill in all required fields.',
        })
      }
      return
    }
    create.mutate(
      { ...parsed.data, photos: photos.map((photo) => photo.file) },
      {
        onSuccess: () => {
          toast({
            title: 'Request submitted',
            description: 'We will keep you posted here and under the bell as it moves along.',
          })
          close()
        },
        onError: (error) =>
          toast({
            variant: 'destructive',
            title: 'Failed to submit request. Please try again.',
            // A 4xx carries the server's reason (a photo too large, a date out of range).
            description: actionableReason(error),
          }),
      },
    )
  }

  const issues = values.serviceType ? SERVICE_ISSUES[values.serviceType] : []
  const isPending = create.isPending
  const describedBy = (key: keyof FormValues, hint?: string) =>
    fieldDescriptionIds(key, { error: errors[key], hint })
  const invalid = (key: keyof FormValues) => (errors[key] ? true : undefined)

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (isPending) return
        if (next) onOpenChange(true)
        else close()
      }}
    >
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>New Maintenance Request</DialogTitle>
          <DialogDescription>
            Tell us what needs fixing. Photos help the technician bring the right parts.
          </DialogDescription>
        </DialogHeader>
        <form id="new-request" onSubmit={onSubmit} noValidate className="grid gap-5">
          <div className="grid items-start gap-4 sm:grid-cols-2">
            <Field id="serviceType" label="Service Type" error={errors.serviceType}>
              <Select
                value={values.serviceType}
                onValueChange={(type) => {
                  // SPEC §5: a new service type clears the specific issue.
                  setValues((current) => ({
                    ...current,
                    serviceType: type as ServiceType,
                    specificIssue: '',
                  }))
                  setErrors((current) => ({ ...current, serviceType: undefined }))
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
            <Field id="specificIssue" label="Specific Issue" error={errors.specificIssue}>
              <Select
                // The key remounts the select so a cleared issue shows its placeholder again.
                key={values.serviceType}
                value={values.specificIssue}
                onValueChange={(issue) => set('specificIssue', issue)}
                disabled={!values.serviceType || isPending}
              >
                <SelectTrigger
                  id="specificIssue"
                  aria-invalid={invalid('specificIssue')}
                  aria-describedby={describedBy('specificIssue')}
                >
                  <SelectValue
                    placeholder={
                      values.serviceType ? 'Select the issue' : 'Choose a service type first'
                    }
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

          <Field id="description" label="Description" error={errors.description}>
            <Textarea
              id="description"
              value={values.description}
              onChange={(event) => set('description', event.target.value)}
              placeholder="What is happening, where, and since when?"
              maxLength={MAX_DESCRIPTION_LENGTH}
              disabled={isPending}
              aria-invalid={invalid('description')}
              aria-describedby={describedBy('description')}
            />
          </Field>

          <div className="grid items-start gap-4 sm:grid-cols-3">
            <Field id="urgency" label="Urgency" error={errors.urgency}>
              <Select
                value={values.urgency}
                onValueChange={(urgency) => set('urgency', urgency)}
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
            <Field id="preferredDate" label="Preferred Date" error={errors.preferredDate}>
              <Input
                id="preferredDate"
                type="date"
                min={localTodayIso()}
                value={values.preferredDate}
                onChange={(event) => set('preferredDate', event.target.value)}
                disabled={isPending}
                aria-invalid={invalid('preferredDate')}
                aria-describedby={describedBy('preferredDate')}
              />
            </Field>
            <Field id="timeWindow" label="Preferred Time" error={errors.timeWindow}>
              <Select
                value={values.timeWindow || ANY_TIME}
                onValueChange={(window) => set('timeWindow', window === ANY_TIME ? '' : window)}
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
        <DialogFooter>
          <Button variant="outline" onClick={close} disabled={isPending}>
            Cancel
          </Button>
          <Button
            type="submit"
            form="new-request"
            disabled={isPending}
            aria-busy={isPending || undefined}
          >
            {isPending ? <LoaderCircle className="size-4 animate-spin" aria-hidden /> : null}
            {isPending ? 'Submitting…' : 'Submit Request'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
