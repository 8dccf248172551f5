import { Mail, MapPin, Phone, UserPlus } from 'lucide-react'
import type { TenantMatch } from '../../../../../shared/schemas/lease-intake'
import { confidencePercent } from '../../../../../shared/confidence'
import { Badge } from '@/components/ui/badge'
import { Checkbox } from '@/components/ui/checkbox'
import { Label } from '@/components/ui/label'
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group'
import { cn } from '@/lib/cn'
import { NEW_TENANT } from '../review-values'

export type TenantChoiceProps = {
  matches: TenantMatch[]
  newTenantName: string
  value: string
  onChange: (value: string) => void
  updateInfo: boolean
  onUpdateInfoChange: (value: boolean) => void
}

const optionClass = (isChecked: boolean) =>
  cn(
    'flex cursor-pointer items-start gap-3 rounded-lg border px-4 py-3 transition-colors hover:bg-accent/50',
    isChecked ? 'border-primary/60 bg-primary-soft/40' : 'border-border',
  )

const MatchDetails = ({ match }: { match: TenantMatch }) => (
  <span className="grid gap-1.5 text-xs text-muted-foreground">
    <span className="flex flex-wrap gap-x-4 gap-y-1">
      <span className="inline-flex items-center gap-1">
        <Mail className="size-3.5" aria-hidden />
        {match.tenant.email ?? 'No email'}
      </span>
      <span className="inline-flex items-center gap-1">
        <Phone className="size-3.5" aria-hidden />
        {match.tenant.phone ?? 'No phone'}
      </span>
      <span className="inline-flex items-center gap-1">
        <MapPin className="size-3.5" aria-hidden />
        {match.tenant.unit ? `Unit ${match.tenant.unit}` : 'No unit'}
      </span>
    </span>
    <span className="flex flex-wrap gap-1">
      {match.matchReasons.map((reason) => (
        <Badge key={reason} size="sm" tone="neutral">
          {reason}
        </Badge>
      ))}
    </span>
  </span>
)

/**
 * Tenant matching: 'Create New Tenant', or 'Use Existing' for each tenant on file the
 * lease may be about (match percent, email, phone, current unit, reasons), and for an existing
 * one whether to overwrite their details with what was read.
 */
export const TenantChoice = ({
  matches,
  newTenantName,
  value,
  onChange,
  updateInfo,
  onUpdateInfoChange,
}: TenantChoiceProps) => (
  <div className="grid gap-3">
    <RadioGroup value={value} onValueChange={onChange} aria-label="Tenant record" className="gap-2">
      <label htmlFor="tenant-choice-new" className={optionClass(value === NEW_TENANT)}>
        <RadioGroupItem id="tenant-choice-new" value={NEW_TENANT} className="mt-0.5" />
        <span className="grid gap-0.5">
          <span className="flex items-center gap-2 text-sm font-medium text-foreground">
            <UserPlus className="size-4 text-muted-foreground" aria-hidden />
            Create New Tenant
          </span>
          <span className="text-xs text-muted-foreground">
            {newTenantName
              ? `Add ${newTenantName} as a new tenant.`
              : 'Add the tenant named in the lease.'}
          </span>
        </span>
      </label>
      {matches.map((match) => {
        const id = `tenant-choice-${match.tenant.id}`
        return (
          <label
            key={match.tenant.id}
            htmlFor={id}
            className={optionClass(value === match.tenant.id)}
          >
            <RadioGroupItem id={id} value={match.tenant.id} className="mt-0.5" />
            <span className="grid min-w-0 flex-1 gap-1">
              <span className="flex flex-wrap items-center gap-2 text-sm font-medium text-foreground">
                Use Existing: {match.tenant.firstName} {match.tenant.lastName}
                <Badge size="sm" tone={match.confidence >= 0.8 ? 'success' : 'warning'}>
                  {confidencePercent(match.confidence)}% match
                </Badge>
              </span>
              <MatchDetails match={match} />
            </span>
          </label>
        )
      })}
    </RadioGroup>
    {!matches.length ? (
      <p className="text-xs text-muted-foreground">
        No tenant on file matches the name, email or phone in this lease.
      </p>
    ) : null}
    {value !== NEW_TENANT ? (
      <div className="flex items-center gap-2">
        <Checkbox
          id="tenant-update-info"
          checked={updateInfo}
          onCheckedChange={(checked) => onUpdateInfoChange(checked === true)}
        />
        <Label htmlFor="tenant-update-info" className="font-normal">
          Update existing tenant info with extracted data
        </Label>
      </div>
    ) : null}
  </div>
)
