import { LeaseExtractedDataSchema, type LeaseExtractedData } from '../../../shared/schemas/leases'

/** What the matching rule reads from an intake's extracted JSON. */
export type IntakeCandidate = {
  id: string
  status: string
  leaseId: string | null
  tenantName: string | null
  monthlyRent: number | null
  confidence: number | null
  extractedJson: string | null
  processedAt: string | null
}

export type LeaseForMatching = {
  id: string
  firstName: string | null
  lastName: string | null
  monthlyRent: number
}

const parseJson = (text: string | null): unknown => {
  if (!text) return null
  try {
    return JSON.parse(text)
  } catch {
    return null
  }
}

const field = (value: unknown, key: string): unknown =>
  value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined

/** The two facts the matching rule needs; the rent may sit at the top or under `lease`. */
export const readIntakeFacts = (extractedJson: string | null) => {
  const json = parseJson(extractedJson)
  const tenantName = field(json, 'tenantName') ?? field(field(json, 'tenant'), 'fullName')
  const rent = field(json, 'monthlyRent') ?? field(field(json, 'lease'), 'monthlyRent')
  return {
    tenantName: typeof tenantName === 'string' ? tenantName : null,
    monthlyRent: typeof rent === 'number' && Number.isFinite(rent) ? rent : null,
  }
}

/** Leases are matched against intakes that were read successfully, finalized or not. */
export const MATCHABLE_INTAKE_STATUSES = ['finalized', 'extracted']

const nameMatches = (intake: IntakeCandidate, lease: LeaseForMatching) => {
  const fullName = `${lease.firstName ?? ''} ${lease.lastName ?? ''}`.trim().toLowerCase()
  return Boolean(fullName && intake.tenantName?.toLowerCase().includes(fullName))
}

const rentMatches = (intake: IntakeCandidate, lease: LeaseForMatching) =>
  intake.monthlyRent !== null && Math.abs(intake.monthlyRent - lease.monthlyRent) < 1

/**
 * An intake matches a lease when its extracted tenant name contains the tenant's full
 * name (case-insensitive) or its rent is within $1 of the lease rent. An intake already tied to
 * another lease is that lease's, so it is not offered (decision 0401). A name match beats a rent
 * match; among equals the most recently read document wins.
 */
export const findMatchingIntake = (
  lease: LeaseForMatching,
  intakes: IntakeCandidate[],
): IntakeCandidate | undefined => {
  const eligible = intakes.filter(
    (intake) =>
      MATCHABLE_INTAKE_STATUSES.includes(intake.status) &&
      (intake.leaseId === null || intake.leaseId === lease.id),
  )
  const newestFirst = (a: IntakeCandidate, b: IntakeCandidate) =>
    (b.processedAt ?? '').localeCompare(a.processedAt ?? '')
  return (
    eligible.filter((intake) => intake.leaseId === lease.id).sort(newestFirst)[0] ??
    eligible.filter((intake) => nameMatches(intake, lease)).sort(newestFirst)[0] ??
    eligible.filter((intake) => rentMatches(intake, lease)).sort(newestFirst)[0]
  )
}

/** '7730014821' → '••••4821': the panel shows only the last 4 digits, so only they are sent. */
export const maskBankAccount = (account: string): string => {
  const digits = account.replace(/\D/g, '')
  return `••••${(digits || account).slice(-4)}`
}

/** The panel's groups from stored extraction JSON, or null when there is nothing readable. */
export const toExtractedData = (extractedJson: string | null): LeaseExtractedData | null => {
  const json = parseJson(extractedJson)
  if (!json || typeof json !== 'object') return null
  const parsed = LeaseExtractedDataSchema.safeParse(json)
  if (!parsed.success) return null
  const data = parsed.data
  const account = data.management?.bankAccount
  if (data.management && account)
    data.management = { ...data.management, bankAccount: maskBankAccount(account) }
  return data
}
