import { CalendarRange, ExternalLink, FileText, Scale, User, Wallet } from 'lucide-react'
import { useState, type ReactNode } from 'react'
import { Controller, useForm, useWatch } from 'react-hook-form'
import { todayIso } from '../../../../../shared/dates'
import {
  termWarning,
  type ExtractedLease,
  type FinalizeIntakeResult,
  type LeaseIntake,
} from '../../../../../shared/schemas/lease-intake'
import { Alert, AlertDescription } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { Field, fieldDescriptionIds } from '@/components/ui/field'
import { FormGrid } from '@/components/ui/form-grid'
import { Input } from '@/components/ui/input'
import { toast } from '@/components/ui/use-toast'
import { fieldErrors, readableErrorMessage } from '@/lib/errors'
import { formatDate, formatDateTime } from '@/lib/format-date'
import { useFinalizeIntake } from '../api'
import {
  finalizeBody,
  NEW_TENANT,
  reviewDefaults,
  SERVER_FIELDS,
  type ReviewField,
  type ReviewValues,
} from '../review-values'
import { OpeningBooks } from './opening-books'
import { PaymentTerms } from './payment-terms'
import { ReadOnlyField } from './read-only-field'
import { ReviewConfidence } from './review-confidence'
import { ExtractedTenants } from './extracted-tenants'
import { TenantChoice } from './tenant-choice'

const Section = ({
  title,
  icon: Icon,
  children,
}: {
  title: string
  icon: typeof User
  children: ReactNode
}) => (
  <section
    className="grid gap-4 border-t border-border pt-6 first:border-t-0 first:pt-0"
    aria-label={title}
  >
    <h4 className="flex items-center gap-2 text-sm font-semibold text-foreground">
      <Icon className="size-4 text-muted-foreground" aria-hidden />
      {title}
    </h4>
    {children}
  </section>
)

const outcomeText = (tenantChoice: string, updateInfo: boolean, isEnded: boolean) => {
  const lease = isEnded ? 'an ended lease' : 'an active lease'
  return tenantChoice === NEW_TENANT
    ? `Creates the tenant and ${lease}, and files this PDF as the lease agreement.`
    : `Gives the existing tenant ${lease}${updateInfo ? ' and updates their details' : ''}, and files this PDF as the lease agreement.`
}

export type ReviewFormProps = {
  intake: LeaseIntake
  extracted: ExtractedLease
  onFinalized: (result: FinalizeIntakeResult) => void
}

/** What was read, corrected where needed, then the tenant and lease. */
export const ReviewForm = ({ intake, extracted, onFinalized }: ReviewFormProps) => {
  const form = useForm<ReviewValues>({ defaultValues: reviewDefaults(extracted) })
  const { register, control, formState } = form
  const finalize = useFinalizeIntake()
  const [serverError, setServerError] = useState<string | null>(null)
  const tenantChoice = useWatch({ control, name: 'tenantChoice' })
  const updateInfo = useWatch({ control, name: 'updateInfo' })
  const startDate = useWatch({ control, name: 'startDate' })
  const endDate = useWatch({ control, name: 'endDate' })
  const endedTerm = useWatch({ control, name: 'endedTerm' })
  const keepsTenantAsIs = tenantChoice !== NEW_TENANT && !updateInfo

  const submit = form.handleSubmit((values) => {
    setServerError(null)
    // mutateAsync, not mutate's callbacks: the finalized intake replaces this form before they would run.
    finalize
      .mutateAsync({ id: intake.id, body: finalizeBody(extracted, values) })
      .then(onFinalized, (error: unknown) => {
        let shownAtField = false
        for (const [path, message] of Object.entries(fieldErrors(error))) {
          const field = SERVER_FIELDS[path]
          if (field) form.setError(field, { type: 'server', message })
          shownAtField ||= field !== undefined
        }
        // A refusal no field explains (already finalized, an active lease) is said above the button.
        setServerError(shownAtField ? null : readableErrorMessage(error))
        toast({
          variant: 'destructive',
          title: 'Finalization failed',
          description: 'Please check the data and try again.',
        })
      })
  })

  const input = (name: ReviewField) => {
    const id = `review-${name}`
    const error = formState.errors[name]?.message
    return {
      field: { id, error },
      control: {
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': fieldDescriptionIds(id, { error }),
      },
    }
  }
  const text = (name: ReviewField, label: string, type = 'text', isKeptAsOnFile = false) => {
    const { field, control: props } = input(name)
    return (
      <Field {...field} label={label} className="content-start">
        <Input
          type={type}
          {...props}
          {...register(name)}
          readOnly={isKeptAsOnFile}
          className={isKeptAsOnFile ? 'bg-muted text-muted-foreground' : undefined}
        />
      </Field>
    )
  }
  const money = (name: ReviewField, label: string, mayBeNegative = false) => {
    const { field, control: props } = input(name)
    return (
      <Field {...field} label={label} className="content-start">
        <Input
          type="number"
          inputMode="decimal"
          step="0.01"
          min={mayBeNegative ? undefined : '0'}
          {...props}
          {...register(name)}
        />
      </Field>
    )
  }

  const newTenantName = [extracted.tenant.firstName, extracted.tenant.lastName]
    .filter(Boolean)
    .join(' ')

  return (
    <Card>
      <CardHeader className="gap-3 sm:flex sm:flex-row sm:items-start sm:justify-between">
        <div className="grid min-w-0 gap-1.5">
          <CardTitle className="flex items-center gap-2">
            <FileText className="size-4 shrink-0 text-muted-foreground" aria-hidden />
            <span className="min-w-0 wrap-anywhere" title={intake.originalName}>
              {intake.originalName}
            </span>
          </CardTitle>
          <CardDescription>
            Uploaded {formatDateTime(intake.createdAt)}
            {intake.filePath ? (
              <>
                {' · '}
                <a
                  href={intake.filePath}
                  target="_blank"
                  rel="noreferrer"
                  className="inline-flex items-center gap-1 font-medium text-primary underline-offset-4 hover:underline"
                >
                  View PDF
                  <ExternalLink className="size-3" aria-hidden />
                </a>
              </>
            ) : null}
          </CardDescription>
        </div>
        <ReviewConfidence score={intake.confidenceScore ?? extracted.confidence} />
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} noValidate className="grid gap-6">
          <Section title="Tenant" icon={User}>
            <ExtractedTenants extracted={extracted} />
            <Controller
              control={control}
              name="tenantChoice"
              render={({ field }) => (
                <TenantChoice
                  matches={extracted.tenantMatches}
                  newTenantName={newTenantName}
                  value={field.value}
                  onChange={field.onChange}
                  updateInfo={updateInfo}
                  onUpdateInfoChange={(value) => form.setValue('updateInfo', value)}
                />
              )}
            />
            <FormGrid>
              {text('firstName', 'First name', 'text', keepsTenantAsIs)}
              {text('lastName', 'Last name', 'text', keepsTenantAsIs)}
              {text('email', 'Email', 'email', keepsTenantAsIs)}
              {text('phone', 'Phone', 'tel', keepsTenantAsIs)}
            </FormGrid>
            {keepsTenantAsIs ? (
              <p className="text-xs text-muted-foreground">
                The tenant&apos;s name, email and phone stay as on file. Tick &lsquo;Update existing
                tenant info with extracted data&rsquo; to replace them with the values above.
              </p>
            ) : null}
          </Section>

          <Section title="Property and term" icon={CalendarRange}>
            <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2">
              <ReadOnlyField
                label="Premises address"
                value={extracted.property.address}
                className="sm:col-span-2"
              />
              <ReadOnlyField label="RPO" value={extracted.management.rpo} />
              <ReadOnlyField
                label="Full termination date"
                value={
                  extracted.lease.terminationDateFull ?? formatDate(extracted.lease.terminationDate)
                }
              />
            </dl>
            <FormGrid>
              {text('startDate', 'Commencement date', 'date')}
              {text('endDate', 'Termination date', 'date')}
              {money('monthlyRent', 'Monthly rent ($)')}
              {money('securityDeposit', 'Deposit amount ($)')}
            </FormGrid>
          </Section>

          <Section title="Balance and term" icon={Scale}>
            <OpeningBooks
              startDate={startDate}
              endDate={endDate}
              endedTerm={endedTerm}
              onEndedTermChange={(value) => form.setValue('endedTerm', value)}
            >
              {money('openingBalance', 'Opening balance ($)', true)}
            </OpeningBooks>
          </Section>

          <Section title="Payment terms" icon={Wallet}>
            <PaymentTerms extracted={extracted} />
          </Section>

          {serverError ? (
            <Alert tone="destructive">
              <AlertDescription>{serverError}</AlertDescription>
            </Alert>
          ) : null}
          <div className="flex flex-wrap items-center justify-end gap-3 border-t border-border pt-6">
            <p className="mr-auto text-xs text-muted-foreground">
              {outcomeText(
                tenantChoice,
                updateInfo,
                termWarning(startDate, endDate, todayIso()) === 'ended' && endedTerm === 'ended',
              )}
            </p>
            <Button
              type="submit"
              disabled={finalize.isPending}
              aria-busy={finalize.isPending || undefined}
            >
              {finalize.isPending ? 'Creating Lease...' : 'Create Tenant & Lease'}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  )
}
