import { fromCentsOrNull } from '../../../shared/money'
import type { PaymentInstructions } from '../../../shared/schemas/payments'
import type { Db } from '../../db/database'
import { findCurrentLease } from '../tenants/tenant.queries'
import type { TenantScope } from '../tenants/tenant-scope'

type ExtractedPaymentTerms = {
  management?: {
    zelleNumber?: unknown
    company?: unknown
    acceptedPaymentMethods?: unknown
    mailingAddress?: unknown
  }
  payment?: { recipientName?: unknown; paymentAddress?: unknown }
}

const textOf = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() ? value.trim() : null

const parseTerms = (json: string | null): ExtractedPaymentTerms => {
  if (!json) return {}
  try {
    const parsed: unknown = JSON.parse(json)
    return parsed && typeof parsed === 'object' ? (parsed as ExtractedPaymentTerms) : {}
  } catch {
    return {}
  }
}

/**
 * How this tenant pays: what their lease document says first (Zelle number, payee, check
 * address), then what the admin set on the property. The specification's sample recipient is never shown;
 * when nothing is known the dialog says to ask the property manager.
 */
export const getPaymentInstructions = async (
  db: Db,
  scope: TenantScope,
): Promise<PaymentInstructions> => {
  const tenant = await db
    .selectFrom('tenants')
    .select('unit')
    .where('id', '=', scope.tenantId)
    .executeTakeFirst()
  const current = await findCurrentLease(db, scope.tenantId)
  const lease = current
    ? await db
        .selectFrom('leases as l')
        .leftJoin('properties as p', 'p.id', 'l.property_id')
        .select([
          'l.monthly_rent_cents',
          'l.extracted_data',
          'l.ledger_start',
          'l.end_date',
          'p.zelle_recipient',
          'p.name',
          'p.owner_name',
        ])
        .where('l.id', '=', current.id)
        .executeTakeFirst()
    : undefined
  const terms = parseTerms(lease?.extracted_data ?? null)
  const methods = Array.isArray(terms.management?.acceptedPaymentMethods)
    ? terms.management.acceptedPaymentMethods.filter(
        (m): m is string => typeof m === 'string' && m.trim() !== '',
      )
    : []
  return {
    zelleRecipient: textOf(terms.management?.zelleNumber) ?? textOf(lease?.zelle_recipient),
    payeeName:
      textOf(terms.payment?.recipientName) ??
      textOf(terms.management?.company) ??
      textOf(lease?.owner_name),
    checkAddress: textOf(terms.payment?.paymentAddress) ?? textOf(terms.management?.mailingAddress),
    memo: tenant?.unit ? `Unit ${tenant.unit}` : (lease?.name ?? 'Rent'),
    monthlyRent: fromCentsOrNull(lease?.monthly_rent_cents),
    acceptedPaymentMethods: methods,
    ledgerStart: lease?.ledger_start ?? null,
    leaseEnd: lease?.end_date ?? null,
  }
}
