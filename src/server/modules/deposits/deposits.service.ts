import { randomUUID } from 'node:crypto'
import type { Kysely } from 'kysely'
import { depositRefundCents, depositRefundDueDate } from '../../../shared/deposits'
import { formatMoney, fromCents, toCents } from '../../../shared/money'
import { deductionPhotoField, type DepositDispositionBody } from '../../../shared/schemas/deposits'
import type { Db } from '../../db/database'
import type { Database } from '../../db/schema'
import { AppError } from '../../http/errors'
import type { Upload } from '../../http/multipart'
import type { FileStore } from '../../storage/file-store'
import { saveWithFiles } from '../files/files.service'
import { notifyTenant } from '../notifications/notify'
import { depositTerms, findDepositLease } from './deposits.queries'
import {
  dispositionLetterFilename,
  renderDispositionLetter,
  type DispositionLetter,
} from './disposition-letter'

/** Everyone on the lease: the primary tenant first, then co-tenants. */
const leaseTenants = async (db: Db, leaseId: string) => {
  const primary = await db
    .selectFrom('leases')
    .innerJoin('tenants', 'tenants.id', 'leases.tenant_id')
    .select(['tenants.id', 'tenants.first_name', 'tenants.last_name'])
    .where('leases.id', '=', leaseId)
    .execute()
  const coTenants = await db
    .selectFrom('lease_co_tenants as c')
    .innerJoin('tenants', 'tenants.id', 'c.tenant_id')
    .select(['tenants.id', 'tenants.first_name', 'tenants.last_name'])
    .where('c.lease_id', '=', leaseId)
    .orderBy('c.created_at')
    .execute()
  return [...primary, ...coTenants]
}

/** The letter of a recorded disposition, drawn from the stored rows and photos. */
export const buildDispositionLetter = async (
  db: Db,
  store: Pick<FileStore, 'get'>,
  leaseId: string,
): Promise<{ bytes: Uint8Array; filename: string }> => {
  const disposition = await db
    .selectFrom('deposit_dispositions as d')
    .innerJoin('leases as l', 'l.id', 'd.lease_id')
    .leftJoin('properties as p', 'p.id', 'l.property_id')
    .select([
      'd.id',
      'd.deposit_cents',
      'd.refund_cents',
      'd.return_days',
      'd.refund_due_date',
      'd.refund_date',
      'd.created_at',
      'l.end_date',
      'l.ended_at',
      'p.name',
      'p.address',
      'p.city',
      'p.state',
      'p.zip_code',
    ])
    .where('d.lease_id', '=', leaseId)
    .executeTakeFirst()
  if (!disposition) throw new AppError(404, 'No disposition has been recorded for this deposit.')
  const deductions = await db
    .selectFrom('deposit_deductions as x')
    .leftJoin('stored_files as f', 'f.id', 'x.photo_file_id')
    .select(['x.description', 'x.amount_cents', 'f.storage_key', 'f.content_type'])
    .where('x.disposition_id', '=', disposition.id)
    .orderBy('x.position')
    .execute()
  const { leaseLastDay } = depositTerms(await findDepositLease(db, leaseId))
  const address = [
    disposition.address,
    disposition.city,
    [disposition.state, disposition.zip_code].filter(Boolean).join(' '),
  ]
    .filter(Boolean)
    .join(', ')
  const letter: DispositionLetter = {
    issuedOn: disposition.created_at.slice(0, 10),
    tenantNames: (await leaseTenants(db, leaseId)).map((t) => `${t.first_name} ${t.last_name}`),
    propertyName: disposition.name,
    propertyAddress: address || null,
    leaseLastDay,
    depositCents: Number(disposition.deposit_cents),
    deductions: await Promise.all(
      deductions.map(async (d) => ({
        description: d.description,
        amountCents: Number(d.amount_cents),
        photo:
          d.storage_key && d.content_type
            ? { bytes: await store.get(d.storage_key), contentType: d.content_type }
            : null,
      })),
    ),
    refundCents: Number(disposition.refund_cents),
    refundDate: disposition.refund_date,
    returnDays: disposition.return_days === null ? null : Number(disposition.return_days),
    refundDueDate: disposition.refund_due_date,
  }
  return {
    bytes: await renderDispositionLetter(letter),
    filename: dispositionLetterFilename(leaseLastDay),
  }
}

/** What the deposit holds and what is refunded, or a refusal that says why not. */
const settleAmounts = (
  lease: Awaited<ReturnType<typeof findDepositLease>>,
  body: DepositDispositionBody,
) => {
  if (lease.status !== 'ended')
    throw new AppError(409, 'End the lease before recording what happens to its deposit.')
  if (lease.disposition_id)
    throw new AppError(
      409,
      "This deposit's disposition is already recorded and the tenants have its letter.",
    )
  const depositCents = Number(lease.security_deposit_cents)
  const deductionCents = body.deductions.map((d) => toCents(d.amount))
  const refundCents = depositRefundCents(depositCents, deductionCents)
  if (refundCents < 0)
    throw new AppError(
      400,
      `The deductions total ${formatMoney(fromCents(depositCents - refundCents))}, more than the ${formatMoney(fromCents(depositCents))} deposit. Deduct at most the deposit and add what is left as a charge on the tenant's ledger.`,
      { fields: { deductions: 'The deductions cannot exceed the deposit' } },
    )
  return { depositCents, deductionCents, refundCents }
}

type DispositionContext = { adminId: string; now: Date; publicUrl: string }

/**
 * Records what happens to an ended lease's deposit: the deductions (with their photos), the
 * refund and its due date, all in one transaction with the letter mailed to everyone on the
 * lease. It is recorded once: the tenants hold the letter, so it is not rewritten afterwards.
 */
export const recordDisposition = async (
  db: Kysely<Database>,
  store: FileStore,
  leaseId: string,
  body: DepositDispositionBody,
  photos: Upload[],
  context: DispositionContext,
): Promise<void> => {
  // Refused before any photo is stored; checked again inside the transaction that writes.
  settleAmounts(await findDepositLease(db, leaseId), body)
  const photoIndex = new Map(
    body.deductions.map((_, index) => [deductionPhotoField(index), index] as const),
  )
  for (const photo of photos)
    if (!photoIndex.has(photo.field))
      throw new AppError(400, `The photo "${photo.filename}" belongs to no deduction on this form.`)
  await saveWithFiles(
    db,
    store,
    photos,
    { type: 'admin', adminId: context.adminId },
    (trx, files) =>
      writeDisposition(
        trx,
        store,
        leaseId,
        body,
        files.map((f) => ({ id: f.id, field: f.upload.field })),
        context,
      ),
  )
}

/**
 * The writes of a disposition, inside the caller's transaction: the row, its deductions with the
 * photos already stored, and the letter to everyone on the lease. The store is only read for
 * those photos.
 */
export const writeDisposition = async (
  db: Db,
  store: Pick<FileStore, 'get'>,
  leaseId: string,
  body: DepositDispositionBody,
  photos: { id: string; field: string }[],
  context: DispositionContext,
): Promise<void> => {
  const lease = await findDepositLease(db, leaseId)
  const { depositCents, deductionCents, refundCents } = settleAmounts(lease, body)
  const { leaseLastDay, returnDays } = depositTerms(lease)
  const dispositionId = randomUUID()
  const inserted = await db
    .insertInto('deposit_dispositions')
    .values({
      id: dispositionId,
      lease_id: leaseId,
      deposit_cents: depositCents,
      refund_cents: refundCents,
      return_days: returnDays,
      refund_due_date: depositRefundDueDate(leaseLastDay, returnDays),
      refund_date: body.refundDate,
      recorded_by_admin_id: context.adminId,
      created_at: context.now.toISOString(),
    })
    .onConflict((oc) => oc.column('lease_id').doNothing())
    .executeTakeFirst()
  // Two admins saving at once: the second finds the first's row and keeps nothing of its own.
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0)
    throw new AppError(409, "This deposit's disposition was just recorded by someone else.")
  if (body.deductions.length)
    await db
      .insertInto('deposit_deductions')
      .values(
        body.deductions.map((deduction, index) => ({
          id: randomUUID(),
          disposition_id: dispositionId,
          position: index,
          description: deduction.description,
          amount_cents: deductionCents[index] ?? 0,
          photo_file_id: photos.find((p) => p.field === deductionPhotoField(index))?.id ?? null,
        })),
      )
      .execute()
  const letter = await buildDispositionLetter(db, store, leaseId)
  const summary = `${formatMoney(fromCents(depositCents - refundCents))} was deducted from your ${formatMoney(fromCents(depositCents))} security deposit and ${formatMoney(fromCents(refundCents))} is refunded on ${body.refundDate}. The letter with every deduction is attached and in your portal.`
  for (const tenant of await leaseTenants(db, leaseId))
    await notifyTenant(
      db,
      {
        tenantId: tenant.id,
        topic: 'notice',
        kind: 'deposit_disposition',
        title: 'Your security deposit disposition',
        body: summary,
        link: '/payments',
        attachments: [
          {
            filename: letter.filename,
            contentType: 'application/pdf',
            content: Buffer.from(letter.bytes),
          },
        ],
      },
      context.publicUrl,
      context.now,
    )
}
