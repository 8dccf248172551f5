import type { TenantMatch } from '../../../shared/schemas/lease-intake'
import type { Db } from '../../db/database'
import { normalizeEmail } from '../tenants/tenant.queries'
import { similarity } from './extract/normalise/similarity'

/*
 * Existing tenants the extracted lease may be about, so the
 * review can offer 'Use Existing' for a renewal or a tenant entered before. Each piece of evidence
 * has a weight, the weights combine as independent evidence (1 − Π(1 − w)), and a tenant is offered
 * from 50 %: a shared last name alone is a relative, not the same person.
 */

export type PersonToMatch = { first: string | null; last: string | null }
export type MatchQuery = { people: PersonToMatch[]; email: string | null; phone: string | null }

type Candidate = {
  id: string
  first_name: string
  last_name: string
  email: string
  phone: string | null
  unit: string | null
}

const EMAIL_WEIGHT = 0.9
const PHONE_WEIGHT = 0.75
const SAME_NAME_WEIGHT = 0.85
const SIMILAR_NAME_WEIGHT = 0.7
const INITIAL_WEIGHT = 0.55
const LAST_NAME_WEIGHT = 0.35
export const MIN_MATCH = 0.5
const MAX_MATCHES = 5

/** Lower case, accents and punctuation gone, single spaces: 'José  O’Neil' → 'jose o neil'. */
export const foldName = (name: string | null | undefined): string =>
  (name ?? '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()

/** The ten digits of a North American number (a leading 1 dropped); '' when there are fewer. */
export const phoneKey = (phone: string | null | undefined): string => {
  const digits = (phone ?? '').replace(/\D/g, '')
  return digits.length >= 10 ? digits.slice(-10) : ''
}

/** 1 for equal strings, falling towards 0 with the edit distance. */
type Evidence = { weight: number; reason: string }

const nameEvidence = (person: PersonToMatch, tenant: Candidate): Evidence | undefined => {
  const first = foldName(person.first)
  const last = foldName(person.last)
  const tenantFirst = foldName(tenant.first_name)
  const tenantLast = foldName(tenant.last_name)
  if (!last || !tenantLast) return undefined
  const isSame =
    (first === tenantFirst && last === tenantLast) || (first === tenantLast && last === tenantFirst)
  if (isSame && first) return { weight: SAME_NAME_WEIGHT, reason: 'Name matches' }
  if (first && similarity(`${first} ${last}`, `${tenantFirst} ${tenantLast}`) >= 0.8) {
    return { weight: SIMILAR_NAME_WEIGHT, reason: 'Similar name' }
  }
  if (last !== tenantLast) return undefined
  if (first && first[0] === tenantFirst[0]) {
    return { weight: INITIAL_WEIGHT, reason: 'Same last name and first initial' }
  }
  return { weight: LAST_NAME_WEIGHT, reason: 'Same last name' }
}

/** How strongly one tenant matches the extracted people, email and phone; undefined for no evidence. */
export const scoreTenant = (query: MatchQuery, tenant: Candidate): TenantMatch | undefined => {
  const evidence: Evidence[] = []
  const byName = query.people
    .map((person) => nameEvidence(person, tenant))
    .filter((found): found is Evidence => found !== undefined)
    .sort((a, b) => b.weight - a.weight)[0]
  if (byName) evidence.push(byName)
  if (query.email && normalizeEmail(query.email) === tenant.email) {
    evidence.push({ weight: EMAIL_WEIGHT, reason: 'Email matches' })
  }
  const phone = phoneKey(query.phone)
  if (phone && phone === phoneKey(tenant.phone))
    evidence.push({ weight: PHONE_WEIGHT, reason: 'Phone matches' })
  if (!evidence.length) return undefined
  const confidence = 1 - evidence.reduce((miss, found) => miss * (1 - found.weight), 1)
  return {
    tenant: {
      id: tenant.id,
      firstName: tenant.first_name,
      lastName: tenant.last_name,
      email: tenant.email,
      phone: tenant.phone,
      unit: tenant.unit,
    },
    confidence: Math.round(confidence * 100) / 100,
    matchReasons: evidence.map((found) => found.reason),
  }
}

/**
 * The tenants worth offering, best first. The query is narrowed to tenants sharing the email, a
 * first or last name, or the phone's last four digits, so it reads a handful of rows however many
 * tenants there are; the scoring happens here.
 */
export const findTenantMatches = async (db: Db, query: MatchQuery): Promise<TenantMatch[]> => {
  const lastNames = [
    ...new Set(query.people.map((p) => p.last?.trim().toLowerCase()).filter(Boolean)),
  ] as string[]
  const firstNames = [
    ...new Set(query.people.map((p) => p.first?.trim().toLowerCase()).filter(Boolean)),
  ] as string[]
  const email = query.email ? normalizeEmail(query.email) : ''
  const phoneTail = phoneKey(query.phone).slice(-4)
  if (!lastNames.length && !firstNames.length && !email && !phoneTail) return []
  const candidates = await db
    .selectFrom('tenants')
    .select(['id', 'first_name', 'last_name', 'email', 'phone', 'unit'])
    .where((eb) =>
      eb.or([
        ...(email ? [eb('email', '=', email)] : []),
        ...(lastNames.length ? [eb(eb.fn('lower', ['last_name']), 'in', lastNames)] : []),
        ...(firstNames.length ? [eb(eb.fn('lower', ['first_name']), 'in', firstNames)] : []),
        ...(phoneTail ? [eb('phone', 'like', `%${phoneTail}`)] : []),
      ]),
    )
    .execute()
  return candidates
    .map((tenant) => scoreTenant(query, tenant))
    .filter((match): match is TenantMatch => match !== undefined && match.confidence >= MIN_MATCH)
    .sort(
      (a, b) => b.confidence - a.confidence || a.tenant.lastName.localeCompare(b.tenant.lastName),
    )
    .slice(0, MAX_MATCHES)
}
