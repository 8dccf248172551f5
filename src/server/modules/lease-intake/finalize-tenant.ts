import { randomUUID } from 'node:crypto'
import {
  FinalizeTenantDataSchema,
  type FinalizeIntakeValues,
  type ResolvedFinalizeValues,
} from '../../../shared/schemas/lease-intake'
import type { Db } from '../../db/database'
import { normalizeEmail } from '../tenants/tenant.queries'

/* The tenant side of a finalize: checked first (planTenant), written once the lease may follow. */

export const EMAIL_IN_USE =
  "A tenant with this email address already exists. Choose them under 'Use Existing', or enter another email."
export const EMAIL_TAKEN_BY_OTHER = 'Another tenant already uses this email address.'
const NO_SUCH_TENANT = 'No tenant has this id'

export type FieldErrors = Record<string, string>

export const collectErrors = (
  prefix: string,
  issues: { path: PropertyKey[]; message: string }[],
  into: FieldErrors,
) => {
  for (const issue of issues) into[[prefix, ...issue.path.map(String)].join('.')] ??= issue.message
}

export type TenantPlan =
  | { kind: 'new'; data: ResolvedFinalizeValues['tenant'] }
  | {
      kind: 'existing'
      id: string
      hasAccount: boolean
      unit: string | null
      data: ResolvedFinalizeValues['tenant'] | null
    }

/** Checks everything the form decides before anything is written; every field error at once. */
export const planTenant = async (
  trx: Db,
  body: FinalizeIntakeValues,
  values: ResolvedFinalizeValues,
  errors: FieldErrors,
): Promise<TenantPlan | undefined> => {
  const existingId = body.tenant.existingId
  const needsData = !existingId || body.tenant.updateInfo
  const data = needsData ? FinalizeTenantDataSchema.safeParse(values.tenant) : undefined
  if (data && !data.success) collectErrors('tenant.data', data.error.issues, errors)
  const email = normalizeEmail(values.tenant.email)
  if (!existingId) {
    if (
      data?.success &&
      (await trx.selectFrom('tenants').select('id').where('email', '=', email).executeTakeFirst())
    ) {
      errors['tenant.data.email'] ??= EMAIL_IN_USE
    }
    return { kind: 'new', data: values.tenant }
  }
  const tenant = await trx
    .selectFrom('tenants')
    .select(['id', 'unit', 'password_hash'])
    .where('id', '=', existingId)
    .executeTakeFirst()
  if (!tenant) {
    errors['tenant.existingId'] = NO_SUCH_TENANT
    return undefined
  }
  if (data?.success) {
    const other = await trx
      .selectFrom('tenants')
      .select('id')
      .where('email', '=', email)
      .where('id', '!=', existingId)
      .executeTakeFirst()
    if (other) errors['tenant.data.email'] ??= EMAIL_TAKEN_BY_OTHER
  }
  return {
    kind: 'existing',
    id: tenant.id,
    hasAccount: tenant.password_hash !== null,
    unit: tenant.unit,
    data: body.tenant.updateInfo ? values.tenant : null,
  }
}

/** Creates the tenant or brings the chosen one up to date; returns the tenant's id. */
export const writeTenant = async (
  trx: Db,
  plan: TenantPlan,
  facts: { unit: string | null; confidence: number | null; stamp: string },
) => {
  const marks = {
    extracted_from_document: 1,
    confidence_score: facts.confidence,
    updated_at: facts.stamp,
  }
  if (plan.kind === 'new') {
    const id = randomUUID()
    await trx
      .insertInto('tenants')
      .values({
        id,
        first_name: plan.data.firstName,
        last_name: plan.data.lastName,
        email: normalizeEmail(plan.data.email),
        phone: plan.data.phone || null,
        unit: facts.unit,
        password_hash: null,
        last_login_at: null,
        created_at: facts.stamp,
        ...marks,
      })
      .execute()
    return id
  }
  await trx
    .updateTable('tenants')
    .set({
      ...marks,
      ...(plan.data
        ? {
            first_name: plan.data.firstName,
            last_name: plan.data.lastName,
            email: normalizeEmail(plan.data.email),
            ...(plan.data.phone ? { phone: plan.data.phone } : {}),
          }
        : {}),
      // The unit of the new lease is where they live now; without updateInfo an existing unit stays.
      ...(facts.unit && (plan.data || !plan.unit) ? { unit: facts.unit } : {}),
    })
    .where('id', '=', plan.id)
    .execute()
  return plan.id
}
