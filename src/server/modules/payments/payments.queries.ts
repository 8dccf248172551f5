import type { Selectable } from 'kysely'
import { fromCents } from '../../../shared/money'
import type {
  AdminPayment,
  AdminPaymentsQuery,
  Payment,
  PaymentMethod,
  PaymentStatus,
} from '../../../shared/schemas/payments'
import type { Db } from '../../db/database'
import type { PaymentsTable } from '../../db/schema'
import { AppError } from '../../http/errors'
import { fileUrl } from '../files/files.service'
import type { TenantScope } from '../tenants/tenant-scope'

export const PAYMENT_NOT_FOUND = 'Payment not found.'

/** The one mapper of the payments table: cents become dollars, the proof id its URL. */
export const toPayment = (row: Selectable<PaymentsTable>): Payment => ({
  id: row.id,
  amount: fromCents(row.amount_cents),
  method: row.method as PaymentMethod,
  period: row.period,
  status: row.status as PaymentStatus,
  createdAt: row.created_at,
  zelleRef: row.zelle_ref,
  proofFile: row.proof_file_id ? fileUrl(row.proof_file_id) : null,
  rejectionReason: row.rejection_reason,
  confirmedAt: row.confirmed_at,
})

/** The tenant's own payments, newest first. */
export const listTenantPayments = async (db: Db, scope: TenantScope): Promise<Payment[]> => {
  const rows = await db
    .selectFrom('payments')
    .selectAll()
    .where('tenant_id', '=', scope.tenantId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute()
  return rows.map(toPayment)
}

/** One of the tenant's own payments; another tenant's id is a 404, like an unknown one. */
export const getTenantPayment = async (
  db: Db,
  scope: TenantScope,
  id: string,
): Promise<Payment> => {
  const row = await db
    .selectFrom('payments')
    .selectAll()
    .where('id', '=', id)
    .where('tenant_id', '=', scope.tenantId)
    .executeTakeFirst()
  if (!row) throw new AppError(404, PAYMENT_NOT_FOUND)
  return toPayment(row)
}

/**
 * The payments a filter selects, on the payments table alone: tenant and property names are
 * matched through subqueries, so counting 120,000 payments needs no join (0.3 ms, not 130 ms).
 * Every word of the search must match somewhere, so 'maria march' finds Maria's March payment.
 * A % or _ typed in the box acts as a wildcard: harmless, and alike on both dialects.
 */
const adminQuery = (db: Db, filters: Omit<AdminPaymentsQuery, 'limit' | 'offset'>) => {
  let query = db.selectFrom('payments as p')
  if (filters.status) query = query.where('p.status', '=', filters.status)
  if (filters.method) query = query.where('p.method', '=', filters.method)
  if (filters.tenantId) query = query.where('p.tenant_id', '=', filters.tenantId)
  if (filters.period) query = query.where('p.period', '=', filters.period)
  const words = (filters.q ?? '').trim().split(/\s+/).filter(Boolean)
  for (const word of words) {
    const pattern = `%${word}%`
    query = query.where((eb) =>
      eb.or([
        ...(['p.period', 'p.method', 'p.zelle_ref'] as const).map((column) =>
          eb(eb.fn('lower', [eb.ref(column)]), 'like', eb.fn('lower', [eb.val(pattern)])),
        ),
        eb(
          'p.tenant_id',
          'in',
          eb
            .selectFrom('tenants as st')
            .select('st.id')
            .where((inner) =>
              inner.or(
                (['st.first_name', 'st.last_name', 'st.unit'] as const).map((column) =>
                  inner(
                    inner.fn('lower', [inner.ref(column)]),
                    'like',
                    inner.fn('lower', [inner.val(pattern)]),
                  ),
                ),
              ),
            ),
        ),
        eb(
          'p.lease_id',
          'in',
          eb
            .selectFrom('leases as sl')
            .innerJoin('properties as sp', 'sp.id', 'sl.property_id')
            .select('sl.id')
            .where((inner) =>
              inner(
                inner.fn('lower', ['sp.name']),
                'like',
                inner.fn('lower', [inner.val(pattern)]),
              ),
            ),
        ),
      ]),
    )
  }
  return query
}

/** The filtered payments with their tenant and property, for display. */
const adminRows = (db: Db, filters: Omit<AdminPaymentsQuery, 'limit' | 'offset'>) =>
  adminQuery(db, filters)
    .innerJoin('tenants as t', 't.id', 'p.tenant_id')
    .leftJoin('leases as l', 'l.id', 'p.lease_id')
    .leftJoin('properties as pr', 'pr.id', 'l.property_id')

const ADMIN_COLUMNS = ['t.first_name', 't.last_name', 't.unit', 'pr.name as property_name'] as const

type AdminRow = Selectable<PaymentsTable> & {
  first_name: string
  last_name: string
  unit: string | null
  property_name: string | null
}

const toAdminPayment = (row: AdminRow): AdminPayment => ({
  ...toPayment(row),
  tenant: {
    id: row.tenant_id,
    firstName: row.first_name,
    lastName: row.last_name,
    unit: row.unit,
    propertyName: row.property_name,
  },
  recordedByAdmin: row.recorded_by_admin_id !== null,
  updatedAt: row.updated_at,
})

/** Every payment with its tenant, newest first, filtered and paged; `total` counts the whole match. */
export const listAdminPayments = async (
  db: Db,
  filters: AdminPaymentsQuery,
): Promise<{ payments: AdminPayment[]; total: number }> => {
  let page = adminRows(db, filters)
    .selectAll('p')
    .select(ADMIN_COLUMNS)
    .orderBy('p.created_at', 'desc')
    .orderBy('p.id', 'desc')
  // SQLite takes OFFSET only after a LIMIT.
  if (filters.limit !== undefined || filters.offset !== undefined) {
    page = page.limit(filters.limit ?? Number.MAX_SAFE_INTEGER).offset(filters.offset ?? 0)
  }
  const rows = await page.execute()
  const isWholeList = filters.limit === undefined && !filters.offset
  const total = isWholeList
    ? rows.length
    : Number(
        (
          await adminQuery(db, filters)
            .select((eb) => eb.fn.countAll().as('count'))
            .executeTakeFirstOrThrow()
        ).count,
      )
  return { payments: rows.map(toAdminPayment), total }
}

/**
 * Every payment a filter selects, newest first, a batch at a time: what the CSV export streams,
 * so exporting a whole portfolio never holds it in memory. Keyset paging on (created_at, id)
 * keeps each batch as cheap as the first.
 */
export async function* iterateAdminPayments(
  db: Db,
  filters: Omit<AdminPaymentsQuery, 'limit' | 'offset'>,
  batchSize = 2000,
): AsyncGenerator<AdminPayment[]> {
  let after: { createdAt: string; id: string } | undefined
  for (;;) {
    let query = adminRows(db, filters)
      .selectAll('p')
      .select(ADMIN_COLUMNS)
      .orderBy('p.created_at', 'desc')
      .orderBy('p.id', 'desc')
      .limit(batchSize)
    if (after) {
      const { createdAt, id } = after
      // 'created_at <= c' first: a plain range SQLite walks on the index (an OR here sorted every row).
      query = query
        .where('p.created_at', '<=', createdAt)
        .where((eb) => eb.or([eb('p.created_at', '<', createdAt), eb('p.id', '<', id)]))
    }
    const rows = await query.execute()
    if (rows.length) yield rows.map(toAdminPayment)
    const last = rows.at(-1)
    if (!last || rows.length < batchSize) return
    after = { createdAt: last.created_at, id: last.id }
  }
}

export const getAdminPayment = async (db: Db, id: string): Promise<AdminPayment> => {
  const row = await adminRows(db, {})
    .selectAll('p')
    .select(ADMIN_COLUMNS)
    .where('p.id', '=', id)
    .executeTakeFirst()
  if (!row) throw new AppError(404, PAYMENT_NOT_FOUND)
  return toAdminPayment(row)
}

/** What a receipt prints: the payment, its tenant, and the property it was rent for. */
export const getReceiptData = async (db: Db, id: string, scope: TenantScope | null) => {
  let query = db
    .selectFrom('payments as p')
    .innerJoin('tenants as t', 't.id', 'p.tenant_id')
    .leftJoin('leases as l', 'l.id', 'p.lease_id')
    .leftJoin('properties as pr', 'pr.id', 'l.property_id')
    .selectAll('p')
    .select([
      't.first_name',
      't.last_name',
      't.email',
      't.unit',
      'pr.name as property_name',
      'pr.address as property_address',
      'pr.city as property_city',
      'pr.state as property_state',
      'pr.zip_code as property_zip',
    ])
    .where('p.id', '=', id)
  if (scope) query = query.where('p.tenant_id', '=', scope.tenantId)
  const row = await query.executeTakeFirst()
  if (!row) throw new AppError(404, PAYMENT_NOT_FOUND)
  return row
}
export type ReceiptRow = Awaited<ReturnType<typeof getReceiptData>>
