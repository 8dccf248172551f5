import type { LateFeeRule, LateFeeType } from '../../../shared/late-fees'
import { fromCentsOrNull, toCents } from '../../../shared/money'
import type { LateFeeRuleBody } from '../../../shared/schemas/late-fee-rule'

/** The lease columns a late-fee rule is stored in. */
export const LATE_FEE_COLUMNS = [
  'late_fee_type',
  'late_fee_amount_cents',
  'late_fee_percent_bp',
  'late_fee_grace_days',
  'late_fee_cap_cents',
] as const

type LateFeeRow = {
  late_fee_type: string
  late_fee_amount_cents: number | null
  late_fee_percent_bp: number | null
  late_fee_grace_days: number
  late_fee_cap_cents: number | null
}

const orNull = (value: number | null) => (value === null ? null : Number(value))

export const toLateFeeRule = (row: LateFeeRow): LateFeeRule => ({
  type: row.late_fee_type as LateFeeType,
  amountCents: orNull(row.late_fee_amount_cents),
  percentBp: orNull(row.late_fee_percent_bp),
  graceDays: Number(row.late_fee_grace_days),
  capCents: orNull(row.late_fee_cap_cents),
})

/** A rule from the wire as the lease's columns: dollars to cents, a percentage to basis points. */
export const lateFeeColumns = (rule: LateFeeRuleBody) => ({
  late_fee_type: rule.type,
  late_fee_amount_cents:
    rule.type === 'flat' || rule.type === 'daily' ? toCents(rule.amount ?? 0) : null,
  late_fee_percent_bp: rule.type === 'percent' ? Math.round((rule.percent ?? 0) * 100) : null,
  late_fee_grace_days: rule.graceDays,
  late_fee_cap_cents: rule.cap === null ? null : toCents(rule.cap),
})

/** The lease's rule as the API shows it. */
export const toLateFeeBody = (row: LateFeeRow): LateFeeRuleBody => {
  const rule = toLateFeeRule(row)
  return {
    type: rule.type,
    amount: fromCentsOrNull(rule.amountCents),
    percent: rule.percentBp === null ? null : rule.percentBp / 100,
    graceDays: rule.graceDays,
    cap: fromCentsOrNull(rule.capCents),
  }
}
