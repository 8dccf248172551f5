import { normalizeAddress } from '../../../shared/address'
import type { Db } from '../../db/database'

/**
 * Finding "the same property" from what a person typed: by normalized address first, then by the
 * street address without a unit ('2150 Cedar Ridge Dr, Apt 2B' is Cedar Ridge Apartments), then
 * by name, case-insensitively. Shared by the import and the tenant edit.
 */
export type PropertyIdentity = {
  name?: string | null | undefined
  address?: string | null | undefined
}

export type PropertyIndex = {
  find: (identity: PropertyIdentity) => string | undefined
  add: (id: string, identity: PropertyIdentity) => void
}

const nameKey = (name: string | null | undefined) => name?.trim().toLowerCase() || undefined

const addressKey = (address: string | null | undefined) =>
  address ? normalizeAddress(address) || undefined : undefined

/** The street part of a normalized address: what stands before its unit designator. */
const streetKey = (key: string | undefined) => key?.split(' unit ')[0]

/** The unit an address names ('… Apt 2B' → '2B'), to fill an empty unit column. */
export const unitInAddress = (address: string | null | undefined): string | undefined => {
  const match = address
    ? /(?:\b(?:apt|apartment|unit|suite|ste)\.?|#)\s*#?\s*([a-z0-9-]+)\s*$/i.exec(address)
    : null
  return match?.[1]?.toUpperCase()
}

export const loadPropertyIndex = async (db: Db): Promise<PropertyIndex> => {
  const byAddress = new Map<string, string>()
  const byStreet = new Map<string, string>()
  const byName = new Map<string, string>()
  const add = (id: string, identity: PropertyIdentity) => {
    const address = addressKey(identity.address)
    const name = nameKey(identity.name)
    if (address && !byAddress.has(address)) byAddress.set(address, id)
    const street = streetKey(address)
    // Only a property whose own address has no unit stands for its whole street address.
    if (street && street === address && !byStreet.has(street)) byStreet.set(street, id)
    if (name && !byName.has(name)) byName.set(name, id)
  }
  const rows = await db
    .selectFrom('properties')
    .select(['id', 'name', 'address'])
    .orderBy('created_at')
    .execute()
  for (const row of rows) add(row.id, row)

  const find = (identity: PropertyIdentity) => {
    const address = addressKey(identity.address)
    const street = streetKey(address)
    const name = nameKey(identity.name)
    return (
      (address && byAddress.get(address)) ||
      (street && byStreet.get(street)) ||
      (name && byName.get(name)) ||
      undefined
    )
  }
  return { find, add }
}
