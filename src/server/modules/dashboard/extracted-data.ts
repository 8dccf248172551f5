import type { DashboardExtractedData } from '../../../shared/schemas/dashboard'

type Loose = Record<string, unknown>

const objectAt = (value: unknown, key: string): Loose => {
  const child = value && typeof value === 'object' ? (value as Loose)[key] : undefined
  return child && typeof child === 'object' && !Array.isArray(child) ? (child as Loose) : {}
}
const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null)
const num = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : null)

/**
 * The parts of a lease's extracted JSON the dashboard shows, read defensively: the
 * JSON was written by the extractor or by an admin's edits, so a missing or odd value becomes
 * null (hidden on screen) rather than an error. Null when the lease was not extracted.
 */
export const extractedDashboardData = (json: string | null): DashboardExtractedData | null => {
  if (!json) return null
  let root: unknown
  try {
    root = JSON.parse(json)
  } catch {
    return null
  }
  if (!root || typeof root !== 'object') return null
  const lease = objectAt(root, 'lease')
  const financial = objectAt(root, 'financial')
  const methods = objectAt(root, 'management').acceptedPaymentMethods
  return {
    property: { address: text(objectAt(root, 'property').address) },
    lease: {
      type: text(lease.type),
      startDate: text(lease.startDate),
      endDate: text(lease.endDate),
      monthlyRent: num(lease.monthlyRent),
      securityDeposit: num(lease.securityDeposit),
      rentDueDay: num(lease.rentDueDay),
      maxGuestDays: num(lease.maxGuestDays),
    },
    financial: {
      gracePeriodDays: num(financial.gracePeriodDays),
      lateFeePercentage: num(financial.lateFeePercentage),
    },
    management: {
      acceptedPaymentMethods: Array.isArray(methods)
        ? methods.map(text).filter((m): m is string => m !== null)
        : [],
    },
    tenant: { additionalOccupants: text(objectAt(root, 'tenant').additionalOccupants) },
  }
}
