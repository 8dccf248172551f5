import { fromCents } from '../../../shared/money'
import type { Db } from '../../db/database'
import { csvCell } from '../payments/payments-csv'

/*
 * The books beyond rent and payments as CSV, in the payments export's format: every posted entry
 * (recurring charges, late fees, one-off charges, credits, waivers; voided ones marked) and every
 * settled security deposit's deductions and refund. Rent is computed, not stored, and payments
 * have their own export.
 */

const HEADER = [
  'Date',
  'Tenant',
  'Unit',
  'Property',
  'Kind',
  'Description',
  'Amount',
  'Voided at',
  'Lease id',
]

type Row = {
  date: string
  tenant: string
  unit: string | null
  property: string | null
  kind: string
  description: string
  amountCents: number
  voidedAt: string | null
  leaseId: string
}

const leaseParties = (db: Db) =>
  db
    .selectFrom('leases as l')
    .innerJoin('tenants as t', 't.id', 'l.tenant_id')
    .leftJoin('properties as p', 'p.id', 'l.property_id')
    .leftJoin('units as u', 'u.id', 'l.unit_id')

export const ledgerEntriesCsv = async (db: Db): Promise<string> => {
  const entries = await leaseParties(db)
    .innerJoin('ledger_entries as e', 'e.lease_id', 'l.id')
    .select([
      'e.entry_date',
      'e.kind',
      'e.description',
      'e.amount_cents',
      'e.voided_at',
      'l.id as lease_id',
      't.first_name',
      't.last_name',
      'u.name as unit',
      'p.name as property',
    ])
    .execute()
  const deductions = await leaseParties(db)
    .innerJoin('deposit_dispositions as d', 'd.lease_id', 'l.id')
    .innerJoin('deposit_deductions as x', 'x.disposition_id', 'd.id')
    .select([
      'd.created_at',
      'x.description',
      'x.amount_cents',
      'l.id as lease_id',
      't.first_name',
      't.last_name',
      'u.name as unit',
      'p.name as property',
    ])
    .execute()
  const refunds = await leaseParties(db)
    .innerJoin('deposit_dispositions as d', 'd.lease_id', 'l.id')
    .select([
      'd.refund_date',
      'd.refund_cents',
      'l.id as lease_id',
      't.first_name',
      't.last_name',
      'u.name as unit',
      'p.name as property',
    ])
    .execute()
  const party = (row: {
    first_name: string
    last_name: string
    unit: string | null
    property: string | null
    lease_id: string
  }) => ({
    tenant: `${row.first_name} ${row.last_name}`,
    unit: row.unit,
    property: row.property,
    leaseId: row.lease_id,
  })
  const rows: Row[] = [
    ...entries.map((e) => ({
      ...party(e),
      date: e.entry_date,
      kind: e.kind,
      description: e.description,
      amountCents: Number(e.amount_cents),
      voidedAt: e.voided_at,
    })),
    ...deductions.map((x) => ({
      ...party(x),
      date: x.created_at.slice(0, 10),
      kind: 'deposit_deduction',
      description: `Security deposit deduction: ${x.description}`,
      amountCents: Number(x.amount_cents),
      voidedAt: null,
    })),
    ...refunds.map((r) => ({
      ...party(r),
      date: r.refund_date,
      kind: 'deposit_refund',
      description: 'Security deposit refund',
      amountCents: Number(r.refund_cents),
      voidedAt: null,
    })),
  ].sort((a, b) => a.date.localeCompare(b.date) || a.tenant.localeCompare(b.tenant))
  const lines = rows.map((row) =>
    [
      row.date,
      row.tenant,
      row.unit,
      row.property,
      row.kind,
      row.description,
      fromCents(row.amountCents),
      row.voidedAt,
      row.leaseId,
    ]
      .map(csvCell)
      .join(','),
  )
  return `\uFEFF${[HEADER.map(csvCell).join(','), ...lines].join('\r\n')}\r\n`
}
