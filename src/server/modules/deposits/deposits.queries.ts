import { depositRefundDueDate } from '../../../shared/deposits'
import { lastRentDay } from '../../../shared/ledger'
import { fromCents } from '../../../shared/money'
import type { Deposit } from '../../../shared/schemas/deposits'
import { parseExtractedJson } from '../../../shared/schemas/lease-intake'
import type { Db } from '../../db/database'
import { AppError } from '../../http/errors'
import { fileUrl } from '../files/files.service'
import { toLedgerLease } from '../ledger/ledger.queries'
import { tenantLeaseIds } from '../tenants/tenant.queries'

/** Who reads a deposit decides where its letter is fetched from; photos are for admins only. */
export type DepositAudience = 'admin' | 'tenant'

const letterUrl = (audience: DepositAudience, leaseId: string) =>
  audience === 'admin'
    ? `/api/admin/leases/${leaseId}/deposit/letter`
    : `/api/deposits/${leaseId}/letter`

const depositLeases = (db: Db) =>
  db
    .selectFrom('leases as l')
    .leftJoin('properties as p', 'p.id', 'l.property_id')
    .leftJoin('document_intakes as i', 'i.id', 'l.intake_id')
    .leftJoin('deposit_dispositions as d', 'd.lease_id', 'l.id')
    .select([
      'l.id',
      'l.status',
      'l.monthly_rent_cents',
      'l.start_date',
      'l.end_date',
      'l.ended_at',
      'l.rent_due_day',
      'l.prorate_first_month',
      'l.ledger_start',
      'l.opening_balance_cents',
      'l.security_deposit_cents',
      'l.extracted_data',
      'i.extracted_json',
      'p.name as property_name',
      'd.id as disposition_id',
      'd.deposit_cents',
      'd.refund_cents',
      'd.return_days',
      'd.refund_due_date',
      'd.refund_date',
      'd.created_at as recorded_at',
    ])

type DepositLeaseRow = Awaited<ReturnType<ReturnType<typeof depositLeases>['execute']>>[number]

/** The lease's last day, and the days its document gives to return the deposit. */
export const depositTerms = (row: DepositLeaseRow) => {
  const extracted = parseExtractedJson(row.extracted_data ?? row.extracted_json)
  const returnDays = extracted?.deposit.returnTimeline.days ?? null
  const leaseLastDay = lastRentDay(toLedgerLease(row))
  return { leaseLastDay, returnDays }
}

const toDeposit = async (
  db: Db,
  row: DepositLeaseRow,
  audience: DepositAudience,
): Promise<Deposit> => {
  const { leaseLastDay, returnDays } = depositTerms(row)
  const base = {
    leaseId: row.id,
    leaseStatus: row.status as Deposit['leaseStatus'],
    propertyName: row.property_name,
    leaseLastDay,
  }
  if (!row.disposition_id)
    return {
      ...base,
      deposit: fromCents(row.security_deposit_cents),
      status: 'held',
      returnDays,
      refundDueDate: depositRefundDueDate(leaseLastDay, returnDays),
      disposition: null,
    }
  const deductions = await db
    .selectFrom('deposit_deductions')
    .select(['id', 'description', 'amount_cents', 'photo_file_id'])
    .where('disposition_id', '=', row.disposition_id)
    .orderBy('position')
    .execute()
  const deposit = Number(row.deposit_cents)
  const refund = Number(row.refund_cents)
  return {
    ...base,
    deposit: fromCents(deposit),
    status: 'settled',
    returnDays: row.return_days === null ? null : Number(row.return_days),
    refundDueDate: row.refund_due_date,
    disposition: {
      deductions: deductions.map((d) => ({
        id: d.id,
        description: d.description,
        amount: fromCents(d.amount_cents),
        photoUrl: audience === 'admin' && d.photo_file_id ? fileUrl(d.photo_file_id) : null,
      })),
      totalDeductions: fromCents(deposit - refund),
      refund: fromCents(refund),
      refundDate: row.refund_date ?? '',
      recordedAt: row.recorded_at ?? '',
      letterUrl: letterUrl(audience, row.id),
    },
  }
}

/** One lease's deposit row as stored, for the disposition and its letter. */
export const findDepositLease = async (db: Db, leaseId: string) => {
  const row = await depositLeases(db).where('l.id', '=', leaseId).executeTakeFirst()
  if (!row) throw new AppError(404, 'Lease not found.')
  return row
}

export const getLeaseDeposit = async (db: Db, leaseId: string, audience: DepositAudience) =>
  toDeposit(db, await findDepositLease(db, leaseId), audience)

/** The deposits of every lease a tenant is on (as primary or co-tenant), latest lease first. */
export const listTenantDeposits = async (db: Db, tenantId: string): Promise<Deposit[]> => {
  const rows = await depositLeases(db)
    .where('l.id', 'in', tenantLeaseIds(db, tenantId))
    .where('l.security_deposit_cents', '>', 0)
    .orderBy('l.start_date', 'desc')
    .execute()
  return Promise.all(rows.map((row) => toDeposit(db, row, 'tenant')))
}

/** A tenant's lease, or a 404 that reveals nothing about other tenants' leases. */
export const assertTenantLease = async (db: Db, tenantId: string, leaseId: string) => {
  const lease = await db
    .selectFrom('leases')
    .select('id')
    .where('id', '=', leaseId)
    .where('id', 'in', tenantLeaseIds(db, tenantId))
    .executeTakeFirst()
  if (!lease) throw new AppError(404, 'Lease not found.')
}
