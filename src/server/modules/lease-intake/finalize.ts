import { randomUUID } from 'node:crypto'
import type { FastifyBaseLogger } from 'fastify'
import type { Kysely } from 'kysely'
import type { TenantInvite } from '../../../shared/schemas/auth'
import { todayIso } from '../../../shared/dates'
import {
  FinalizeLeaseSchema,
  parseExtractedJson,
  resolveFinalizeValues,
  type FinalizeIntakeResult,
  type FinalizeIntakeValues,
} from '../../../shared/schemas/lease-intake'
import type { Db } from '../../db/database'
import type { Database } from '../../db/schema'
import { AppError } from '../../http/errors'
import { createInvite } from '../invites/invites.service'
import { insertLease } from '../leases/leases.service'
import { isUniqueViolation } from '../../db/unique-violation'
import { writeCoTenants } from './finalize-co-tenants'
import { lateFeeFromExtraction } from './late-fee-terms'
import { propertyFor, reviewedExtraction } from './finalize-records'
import {
  collectErrors,
  EMAIL_IN_USE,
  EMAIL_TAKEN_BY_OTHER,
  planTenant,
  writeTenant,
  type FieldErrors,
} from './finalize-tenant'
import { getIntake, INTAKE_NOT_FOUND } from './intake.queries'
import { splitPremises } from './premises'

const HAS_ACTIVE_LEASE =
  'This tenant already has an active lease. End it on the Leases page, then create this one.'
const NOT_READY: Record<string, string> = {
  finalized: 'A tenant and lease were already created from this document.',
  uploaded: 'This document is still being read. Try again when its review is ready.',
  processing: 'This document is still being read. Try again when its review is ready.',
  failed: 'This document could not be read, so there is nothing to finalize. Upload it again.',
}

const invalid = (fields: FieldErrors) => {
  const [first] = Object.entries(fields)
  return new AppError(400, first ? `${first[0]}: ${first[1]}` : 'The request is not valid', {
    fields,
  })
}

type Claimed = {
  id: string
  file_id: string | null
  original_name: string
  extracted_json: string | null
  confidence_score: number | null
}

/** Takes the intake for this finalize: only an extracted intake, and only once (compare-and-set). */
const claimIntake = async (trx: Db, intakeId: string, stamp: string): Promise<Claimed> => {
  const claimed = await trx
    .updateTable('document_intakes')
    .set({ status: 'finalized', finalized_at: stamp })
    .where('id', '=', intakeId)
    .where('status', '=', 'extracted')
    .executeTakeFirst()
  const intake = await trx
    .selectFrom('document_intakes')
    .select(['id', 'status', 'file_id', 'original_name', 'extracted_json', 'confidence_score'])
    .where('id', '=', intakeId)
    .executeTakeFirst()
  if (!intake) throw new AppError(404, INTAKE_NOT_FOUND)
  if (Number(claimed.numUpdatedRows) !== 1) {
    throw new AppError(409, NOT_READY[intake.status] ?? NOT_READY.finalized ?? '')
  }
  return {
    ...intake,
    confidence_score: intake.confidence_score === null ? null : Number(intake.confidence_score),
  }
}

type Written = {
  tenantId: string
  leaseId: string
  propertyId: string | null
  needsInvite: boolean
  coTenantsToInvite: string[]
}

/**
 * How a signed lease enters the books. Its books start on the finalize day (or on its start, when
 * that is later) with the opening balance the admin states: rent before that day is not charged
 * again. A term that has already ended becomes a month-to-month holdover from today, still active
 * at the same rent, unless the admin records it as ended.
 */
const bookedStatus = (
  endDate: string,
  today: string,
  endedTerm: 'holdover' | 'ended' | undefined,
) =>
  endDate && endDate < today && endedTerm === 'ended' ? ('ended' as const) : ('active' as const)

/**
 * POST /api/admin/lease-intake/{id}/finalize, in ONE transaction: the intake is
 * claimed, the tenant created or updated, the property found or created from the premises, the
 * active lease created with the extraction, the PDF filed as its lease agreement, the tenant
 * marked as extracted, and the intake tied to both. The invite link is made after commit.
 */
export const finalizeIntake = async (
  db: Kysely<Database>,
  input: { intakeId: string; body: FinalizeIntakeValues; adminId: string; publicUrl: string },
  log: Pick<FastifyBaseLogger, 'warn'>,
  now = new Date(),
): Promise<FinalizeIntakeResult> => {
  const stamp = now.toISOString()
  const today = todayIso(now)
  const { body } = input
  let written: Written
  try {
    written = await db.transaction().execute(async (trx): Promise<Written> => {
      const intake = await claimIntake(trx, input.intakeId, stamp)
      const extracted = parseExtractedJson(intake.extracted_json)
      const values = resolveFinalizeValues(extracted, { ...body.tenant.data, ...body.lease })
      const errors: FieldErrors = {}
      const lease = FinalizeLeaseSchema.safeParse(values.lease)
      if (!lease.success) collectErrors('lease', lease.error.issues, errors)
      const status = bookedStatus(values.lease.endDate, today, body.lease.endedTerm)
      const plan = await planTenant(trx, body, values, errors)
      if (!plan || Object.keys(errors).length) {
        const emailTaken =
          errors['tenant.data.email'] === EMAIL_IN_USE ||
          errors['tenant.data.email'] === EMAIL_TAKEN_BY_OTHER
        if (emailTaken && Object.keys(errors).length === 1) {
          throw new AppError(409, errors['tenant.data.email'] ?? '', { fields: errors })
        }
        throw invalid(errors)
      }
      if (plan.kind === 'existing' && status === 'active') {
        const active = await trx
          .selectFrom('leases')
          .select('id')
          .where('tenant_id', '=', plan.id)
          .where('status', '=', 'active')
          .executeTakeFirst()
        if (active) throw new AppError(409, HAS_ACTIVE_LEASE)
      }

      const address = extracted?.property.address
      const premises = address ? splitPremises(address) : null
      const propertyId = premises ? await propertyFor(trx, premises, values, stamp) : null
      const tenantId = await writeTenant(trx, plan, {
        unit: premises?.unit ?? null,
        confidence: intake.confidence_score,
        stamp,
      })
      const coTenants = await writeCoTenants(trx, body.coTenants, tenantId, {
        unit: premises?.unit ?? null,
        stamp,
      })
      const created = await insertLease(
        trx,
        {
          tenantId,
          propertyId,
          startDate: values.lease.startDate,
          endDate: values.lease.endDate || null,
          monthlyRent: values.lease.monthlyRent,
          securityDeposit: values.lease.securityDeposit,
          status,
          rentDueDay: extracted?.lease.rentDueDay ?? undefined,
          unitName: premises?.unit ?? null,
          coTenantIds: coTenants.ids,
          ledgerStart: values.lease.startDate > today ? values.lease.startDate : today,
          openingBalance: body.lease.openingBalance ?? 0,
          lateFee: lateFeeFromExtraction(extracted),
        },
        {
          intakeId: intake.id,
          extractedData: extracted
            ? JSON.stringify(reviewedExtraction(extracted, values))
            : (intake.extracted_json ?? '{}'),
          extractionConfidence: intake.confidence_score,
        },
      )
      // The uploaded PDF becomes the lease's agreement: one stored file, two rows (decision 0600).
      if (intake.file_id) {
        await trx
          .insertInto('lease_documents')
          .values({
            id: randomUUID(),
            lease_id: created.id,
            file_id: intake.file_id,
            filename: intake.original_name,
            document_type: 'lease_agreement',
            uploaded_at: stamp,
          })
          .execute()
      }
      await trx
        .updateTable('document_intakes')
        .set({ tenant_id: tenantId, lease_id: created.id })
        .where('id', '=', intake.id)
        .execute()
      return {
        tenantId,
        leaseId: created.id,
        propertyId,
        needsInvite: plan.kind === 'new' || !plan.hasAccount,
        coTenantsToInvite: coTenants.needInvite,
      }
    })
  } catch (error) {
    // Two finalizes racing for one new email: the unique index decides, and the loser hears why.
    if (isUniqueViolation(error))
      throw new AppError(409, EMAIL_IN_USE, { fields: { 'tenant.data.email': EMAIL_IN_USE } })
    throw error
  }

  let invite: TenantInvite | null = null
  if (written.needsInvite) {
    // Its own transaction, after the finalize committed: a failure here costs only the link,
    // which the admin can make again from the review screen.
    invite = await createInvite(db, {
      tenantId: written.tenantId,
      adminId: input.adminId,
      publicUrl: input.publicUrl,
    }).catch((error: unknown) => {
      log.warn({ err: error, intake: input.intakeId }, 'invite after finalize failed')
      return null
    })
  }
  const coTenantInvites: TenantInvite[] = []
  for (const coTenantId of written.coTenantsToInvite) {
    const made = await createInvite(db, {
      tenantId: coTenantId,
      adminId: input.adminId,
      publicUrl: input.publicUrl,
    }).catch((error: unknown) => {
      log.warn({ err: error, intake: input.intakeId }, 'co-tenant invite after finalize failed')
      return null
    })
    if (made) coTenantInvites.push(made)
  }
  const { tenantId, leaseId, propertyId } = written
  return {
    intake: await getIntake(db, input.intakeId),
    tenantId,
    leaseId,
    propertyId,
    invite,
    coTenantInvites,
  }
}
