import { randomUUID } from 'node:crypto'
import {
  FinalizeTenantDataSchema,
  type FinalizeIntakeValues,
} from '../../../shared/schemas/lease-intake'
import type { Db } from '../../db/database'
import { AppError } from '../../http/errors'
import { normalizeEmail } from '../tenants/tenant.queries'
import { collectErrors, type FieldErrors } from './finalize-tenant'

/**
 * The other tenants who signed the lease: a tenant already on file with that email joins the
 * lease as they are; anyone else is created. Each is a co-tenant of the one lease, and those
 * without an account get an invite after the finalize commits.
 */
export const writeCoTenants = async (
  trx: Db,
  coTenants: FinalizeIntakeValues['coTenants'],
  primaryId: string,
  facts: { unit: string | null; stamp: string },
): Promise<{ ids: string[]; needInvite: string[] }> => {
  const ids: string[] = []
  const needInvite: string[] = []
  const errors: FieldErrors = {}
  for (const [index, entry] of coTenants.entries()) {
    const parsed = FinalizeTenantDataSchema.safeParse({
      firstName: entry.firstName?.trim() ?? '',
      lastName: entry.lastName?.trim() ?? '',
      email: entry.email?.trim() ?? '',
      phone: entry.phone?.trim() ?? '',
    })
    if (!parsed.success) {
      collectErrors(`coTenants.${index}`, parsed.error.issues, errors)
      continue
    }
    const email = normalizeEmail(parsed.data.email)
    const existing = await trx
      .selectFrom('tenants')
      .select(['id', 'password_hash'])
      .where('email', '=', email)
      .executeTakeFirst()
    if (existing?.id === primaryId) {
      errors[`coTenants.${index}.email`] = 'This is the primary tenant: list each tenant once'
      continue
    }
    const id = existing?.id ?? randomUUID()
    if (!existing) {
      await trx
        .insertInto('tenants')
        .values({
          id,
          first_name: parsed.data.firstName,
          last_name: parsed.data.lastName,
          email,
          phone: parsed.data.phone || null,
          unit: facts.unit,
          password_hash: null,
          extracted_from_document: 1,
          confidence_score: null,
          last_login_at: null,
          created_at: facts.stamp,
          updated_at: facts.stamp,
        })
        .execute()
    }
    if (!ids.includes(id)) ids.push(id)
    if (!existing?.password_hash && !needInvite.includes(id)) needInvite.push(id)
  }
  const [first] = Object.entries(errors)
  if (first) throw new AppError(400, `${first[0]}: ${first[1]}`, { fields: errors })
  return { ids, needInvite }
}
