import { randomUUID } from 'node:crypto'
import type { Kysely } from 'kysely'
import { formatMoney, fromCents, toCents } from '../../../shared/money'
import { methodInSentence } from '../../../shared/payment-methods'
import type {
  CreatePaymentFieldsSchema,
  RecordPaymentBodySchema,
  UpdatePaymentBody,
} from '../../../shared/schemas/payments'
import type { z } from 'zod'
import type { Db } from '../../db/database'
import type { Database } from '../../db/schema'
import { AppError } from '../../http/errors'
import type { Upload } from '../../http/multipart'
import type { FileStore } from '../../storage/file-store'
import { saveWithFiles } from '../files/files.service'
import { queueMail } from '../mail/mail.service'
import { notifyTenant } from '../notifications/notify'
import { findCurrentLease } from '../tenants/tenant.queries'
import type { TenantScope } from '../tenants/tenant-scope'
import { getReceiptData, PAYMENT_NOT_FOUND } from './payments.queries'
import { receiptFilename, receiptNumber, renderReceipt } from './receipt'

type CreatePaymentFields = z.output<typeof CreatePaymentFieldsSchema>
type RecordPaymentBody = z.output<typeof RecordPaymentBodySchema>

/**
 * A tenant records a payment. It waits as 'pending' until an admin
 * confirms it; its proof file and row commit together or not at all.
 */
export const createTenantPayment = (
  db: Kysely<Database>,
  store: FileStore,
  scope: TenantScope,
  fields: CreatePaymentFields,
  proof: Upload | undefined,
  now = new Date(),
): Promise<string> =>
  saveWithFiles(
    db,
    store,
    proof ? [proof] : [],
    { type: 'tenant', tenantId: scope.tenantId },
    async (trx, files) => {
      const id = randomUUID()
      const lease = await findCurrentLease(trx, scope.tenantId)
      await trx
        .insertInto('payments')
        .values({
          id,
          tenant_id: scope.tenantId,
          lease_id: lease?.id ?? null,
          amount_cents: toCents(fields.amount),
          method: fields.method,
          period: fields.period,
          status: 'pending',
          zelle_ref: fields.zelleRef ?? null,
          proof_file_id: files[0]?.id ?? null,
          rejection_reason: null,
          confirmed_at: null,
          recorded_by_admin_id: null,
          created_at: now.toISOString(),
          updated_at: now.toISOString(),
        })
        .execute()
      return id
    },
  )

const describe = (payment: { amount_cents: number; period: string }) =>
  `${formatMoney(fromCents(payment.amount_cents))} for ${payment.period}`

/**
 * An admin confirms or rejects a payment, and the tenant hears of it in the same transaction.
 * Any status may change to the other (a confirmed check can bounce; a rejection can be a
 * mistake); the change is a compare-and-set, so two admins acting at once cannot both win.
 */
export const updatePaymentStatus = async (
  db: Kysely<Database>,
  id: string,
  body: UpdatePaymentBody,
  publicUrl: string,
  now = new Date(),
): Promise<void> => {
  await db.transaction().execute(async (trx) => {
    const payment = await trx
      .selectFrom('payments')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst()
    if (!payment) throw new AppError(404, PAYMENT_NOT_FOUND)
    if (payment.status === body.status)
      throw new AppError(409, `This payment is already ${body.status}.`)
    const reason = body.status === 'rejected' ? (body.reason ?? null) : null
    const changed = await trx
      .updateTable('payments')
      .set({
        status: body.status,
        rejection_reason: reason,
        confirmed_at: body.status === 'confirmed' ? now.toISOString() : null,
        updated_at: now.toISOString(),
      })
      .where('id', '=', id)
      .where('status', '=', payment.status)
      .executeTakeFirst()
    if (Number(changed.numUpdatedRows) !== 1) {
      throw new AppError(
        409,
        'This payment was changed by someone else just now. Reload and try again.',
      )
    }
    await notifyTenant(
      trx,
      body.status === 'confirmed'
        ? {
            tenantId: payment.tenant_id,
            topic: 'payments',
            kind: 'payment_confirmed',
            title: 'Payment confirmed',
            body: `Your payment of ${describe(payment)} was confirmed.`,
            link: '/payments',
          }
        : {
            tenantId: payment.tenant_id,
            topic: 'payments',
            kind: 'payment_rejected',
            title: 'Payment rejected',
            body: `Your payment of ${describe(payment)} was rejected: ${reason ?? ''}`,
            link: '/payments',
          },
      publicUrl,
      now,
    )
  })
}

/**
 * An admin records a payment for a tenant: cash handed over, a check in the mail.
 * Confirmed unless said otherwise; a confirmed one is news for the tenant.
 */
export const recordPayment = async (
  db: Kysely<Database>,
  body: RecordPaymentBody,
  adminId: string,
  publicUrl: string,
  now = new Date(),
): Promise<string> =>
  db.transaction().execute(async (trx) => {
    const tenant = await trx
      .selectFrom('tenants')
      .select('id')
      .where('id', '=', body.tenantId)
      .executeTakeFirst()
    if (!tenant)
      throw new AppError(400, 'tenantId: No tenant has this id', {
        fields: { tenantId: 'No tenant has this id' },
      })
    const lease = await findCurrentLease(trx, body.tenantId)
    const id = randomUUID()
    const row = {
      id,
      tenant_id: body.tenantId,
      lease_id: lease?.id ?? null,
      amount_cents: toCents(body.amount),
      method: body.method,
      period: body.period,
      status: body.status,
      zelle_ref: body.zelleRef ?? null,
      proof_file_id: null,
      rejection_reason: null,
      confirmed_at: body.status === 'confirmed' ? now.toISOString() : null,
      recorded_by_admin_id: adminId,
      created_at: now.toISOString(),
      updated_at: now.toISOString(),
    }
    await trx.insertInto('payments').values(row).execute()
    if (body.status === 'confirmed') {
      await notifyTenant(
        trx,
        {
          tenantId: body.tenantId,
          topic: 'payments',
          kind: 'payment_recorded',
          title: 'Payment recorded',
          body: `Your ${methodInSentence(body.method)} payment of ${describe(row)} was recorded and confirmed.`,
          link: '/payments',
        },
        publicUrl,
        now,
      )
    }
    return id
  })

/** The receipt PDF of one payment: a tenant's own (scope given) or any (admin, scope null). */
export const buildReceipt = async (
  db: Db,
  id: string,
  scope: TenantScope | null,
  now = new Date(),
) => {
  const row = await getReceiptData(db, id, scope)
  return { bytes: Buffer.from(await renderReceipt(row, now)), filename: receiptFilename(row) }
}

/**
 * Mails a payment's receipt to its tenant, the PDF attached, through the outbox (delivered by
 * SMTP_URL, or logged without it). Returns the address it went to.
 */
export const emailReceipt = async (
  db: Kysely<Database>,
  id: string,
  scope: TenantScope | null,
  now = new Date(),
) => {
  const row = await getReceiptData(db, id, scope)
  const pdf = Buffer.from(await renderReceipt(row, now))
  const status =
    row.status === 'confirmed'
      ? 'confirmed'
      : row.status === 'pending'
        ? 'awaiting confirmation'
        : 'rejected'
  await db.transaction().execute((trx) =>
    queueMail(
      trx,
      {
        to: row.email,
        subject: `Payment receipt ${receiptNumber(row.id)} — ${row.period}`,
        text: [
          `Hello ${row.first_name},`,
          '',
          `Attached is the receipt for your ${methodInSentence(row.method)} payment of ${describe(row)} (${status}).`,
          '',
          '— Hearth',
        ].join('\n'),
        attachments: [
          { filename: receiptFilename(row), contentType: 'application/pdf', content: pdf },
        ],
      },
      now,
    ),
  )
  return row.email
}
