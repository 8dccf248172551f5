import { CalendarRange, ExternalLink, FileText, Scale, User, Wallet } from 'lucide-react'
import { useState, type ReactNode } from 'react'
import { Controller, useWatch } from 'react-hook-form'
import { todayIso } from '../../../../../shared/dates'
import { formatMoney } from '../../../../../shared/money'
import {
  termWarning,
  type ExtractedLease,
  type FinalizeIntakeResult,
  type LeaseIntake,
  type ReviewedField,
} from '../../../../../shared/schemas/lease-intake'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { Field, fieldDescriptionIds } from '@/components/ui/field'
import { FormGrid } from '@/components/ui/form-grid'
import { Input } from '@/components/ui/input'
import { SubmitButton } from '@/components/ui/submit-button'
import { formatDate, formatDateTime } from '@/lib/format-date'
import { useSchemaForm } from '@/lib/forms/use-schema-form'
import { useFinalizeIntake } from '../api'
import { EvidenceDialog } from '../evidence/evidence-dialog'
import { FieldReadingBadge, type ShownReading } from '../evidence/field-reading'
import {
  finalizeBody,
  NEW_TENANT,
  reviewDefaults,
  ReviewValuesSchema,
  SERVER_FIELDS,
  type ReviewField,
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

/** Which extracted field each form input was filled from, for its confidence and source. */
const READ_FROM: Partial<Record<ReviewField, ReviewedField>> = {
  firstName: 'tenants',
  lastName: 'tenants',
  email: 'tenantEmail',
  phone: 'tenantPhone',
  startDate: 'startDate',
  endDate: 'endDate',
  monthlyRent: 'monthlyRent',
  securityDeposit: 'securityDeposit',
}

/** What was read, corrected where needed, then the tenant and lease. */
export const ReviewForm = ({ intake, extracted, onFinalized }: ReviewFormProps) => {
  const finalize = useFinalizeIntake()
  const { form, onSubmit, isPending, errorOf } = useSchemaForm({
    schema: ReviewValuesSchema,
    defaultValues: reviewDefaults(extracted),
    submit: (values, { idempotencyKey }) =>
      finalize.mutateAsync({
        id: intake.id,
        body: finalizeBody(extracted, values),
        idempotencyKey,
      }),
    serverFields: SERVER_FIELDS,
    failure: { title: 'Finalization failed' },
    onSuccess: onFinalized,
  })
  const { register, control } = form
  const [shown, setShown] = useState<ShownReading | null>(null)
  const tenantChoice = useWatch({ control, name: 'tenantChoice' })
  const updateInfo = useWatch({ control, name: 'updateInfo' })
  const startDate = useWatch({ control, name: 'startDate' })
  const endDate = useWatch({ control, name: 'endDate' })
  const endedTerm = useWatch({ control, name: 'endedTerm' })
  const keepsTenantAsIs = tenantChoice !== NEW_TENANT && !updateInfo

  /** The confidence badge of an extracted field; clicking it shows the value on its page. */
  const readingOf = (field: ReviewedField, label: string, value: string | null) => {
    const reading = extracted.readings?.[field]
    return (
      <FieldReadingBadge
        label={label}
        reading={reading}
        onShow={() => (reading ? setShown({ label, value: value ?? '', reading }) : undefined)}
      />
    )
  }

  const input = (name: ReviewField) => {
    const id = `review-${name}`
    const error = errorOf(name)
    return {
      field: { id, error },
      control: {
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': fieldDescriptionIds(id, { error }),
      },
    }
  }
  const read = reviewDefaults(extracted)
  const aside = (name: ReviewField, label: string) => {
    const field = READ_FROM[name]
    if (!field) return undefined
    const value = read[name]
    const isMoney = name === 'monthlyRent' || name === 'securityDeposit'
    return readingOf(field, label, isMoney && value !== '' ? formatMoney(Number(value)) : value)
  }
  const text = (name: ReviewField, label: string, type = 'text', isKeptAsOnFile = false) => {
    const { field, control: props } = input(name)
    return (
      <Field {...field} label={label} labelAside={aside(name, label)} className="content-start">
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
      <Field {...field} label={label} labelAside={aside(name, label)} className="content-start">
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
        <form onSubmit={onSubmit} noValidate className="grid gap-6">
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
                aside={readingOf('premisesAddress', 'Premises address', extracted.property.address)}
                className="sm:col-span-2"
              />
              <ReadOnlyField
                label="RPO"
                value={extracted.management.rpo}
                aside={readingOf('rpo', 'RPO', extracted.management.rpo)}
              />
              <ReadOnlyField
                label="Full termination date"
                value={
                  extracted.lease.terminationDateFull ?? formatDate(extracted.lease.terminationDate)
                }
                aside={readingOf(
                  'terminationDateText',
                  'Full termination date',
                  extracted.lease.terminationDateFull,
                )}
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
            <PaymentTerms extracted={extracted} readingOf={readingOf} />
          </Section>

          <div className="flex flex-wrap items-center justify-end gap-3 border-t border-border pt-6">
            <p className="mr-auto text-xs text-muted-foreground">
              {outcomeText(
                tenantChoice,
                updateInfo,
                termWarning(startDate, endDate, todayIso()) === 'ended' && endedTerm === 'ended',
              )}
            </p>
            <SubmitButton isPending={isPending} pendingLabel="Creating Lease...">
              Create Tenant & Lease
            </SubmitButton>
          </div>
        </form>
      </CardContent>
      <EvidenceDialog pdfUrl={intake.filePath} shown={shown} onClose={() => setShown(null)} />
    </Card>
  )
}
