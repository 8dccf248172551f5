import { randomUUID } from 'node:crypto'
import type { Insertable } from 'kysely'
import { normalizeAddress } from '../../../shared/address'
import { chunks } from '../../db/chunks'
import type { Db } from '../../db/database'
import type { PropertiesTable } from '../../db/schema'

/*
 * "The same property" has one definition, used by the tenant import, the tenant edit, lease
 * intake and property management: the street address as typed, normalised ('12 Oak St.' is
 * '12 Oak Street'); else that address without its unit ('12 Oak Street, Apt 4' belongs to the
 * building '12 Oak Street', a property whose own address names no unit); else the name,
 * ignoring case. Among several matches the oldest property wins.
 */

export type PropertyIdentity = {
  name?: string | null | undefined
  /** A street address, with or without its unit; no city, state or ZIP. */
  address?: string | null | undefined
}

/** What properties.normalized_address holds for an address: null when it has no letter or digit. */
export const addressKey = (address: string | null | undefined): string | null =>
  address ? normalizeAddress(address) || null : null

const nameKey = (name: string | null | undefined) => name?.trim().toLowerCase() || null

/** The address keys an identity is looked up by, best first: as typed, then without the unit. */
const addressKeys = (identity: PropertyIdentity): string[] => {
  const typed = addressKey(identity.address)
  if (!typed) return []
  const street = typed.split(' unit ')[0] ?? typed
  return street === typed ? [typed] : [typed, street]
}

type Candidate = { id: string; name: string; normalized_address: string | null }

/** The best candidate by the rule above; candidates come oldest first. */
const bestMatch = (candidates: Candidate[], identity: PropertyIdentity): string | undefined => {
  for (const key of addressKeys(identity)) {
    const match = candidates.find((row) => row.normalized_address === key)
    if (match) return match.id
  }
  const name = nameKey(identity.name)
  return name ? candidates.find((row) => nameKey(row.name) === name)?.id : undefined
}

/** The property an identity names, or undefined: one lookup, for a single record. */
export const findPropertyId = async (
  db: Db,
  identity: PropertyIdentity,
): Promise<string | undefined> => {
  const keys = addressKeys(identity)
  const name = nameKey(identity.name)
  if (keys.length === 0 && !name) return undefined
  const candidates = await db
    .selectFrom('properties')
    .select(['id', 'name', 'normalized_address'])
    .where((eb) =>
      eb.or([
        ...(keys.length > 0 ? [eb('normalized_address', 'in', keys)] : []),
        // A prefilter only: bestMatch compares names with the same key as the batch index.
        ...(name ? [eb(eb.fn('lower', [eb.fn('trim', ['name'])]), '=', name)] : []),
      ]),
    )
    .orderBy('created_at')
    .orderBy('id')
    .execute()
  return bestMatch(candidates, identity)
}

export type PropertyIndex = {
  find: (identity: PropertyIdentity) => string | undefined
  /** Makes a property this batch creates findable by the rows after it. */
  add: (id: string, identity: PropertyIdentity) => void
}

/** The same rule for a batch (the import): every property loaded once, looked up in memory. */
export const loadPropertyIndex = async (db: Db): Promise<PropertyIndex> => {
  const candidates: Candidate[] = await db
    .selectFrom('properties')
    .select(['id', 'name', 'normalized_address'])
    .orderBy('created_at')
    .orderBy('id')
    .execute()
  const byAddress = new Map<string, string>()
  const byName = new Map<string, string>()
  const remember = (id: string, address: string | null, name: string | null) => {
    if (address && !byAddress.has(address)) byAddress.set(address, id)
    if (name && !byName.has(name)) byName.set(name, id)
  }
  for (const row of candidates) remember(row.id, row.normalized_address, nameKey(row.name))
  const add = (id: string, identity: PropertyIdentity) =>
    remember(id, addressKey(identity.address), nameKey(identity.name))
  const find = (identity: PropertyIdentity) => {
    for (const key of addressKeys(identity)) {
      const id = byAddress.get(key)
      if (id) return id
    }
    const name = nameKey(identity.name)
    return name ? byName.get(name) : undefined
  }
  return { find, add }
}

/** What a caller gives for a new property; everything else takes the defaults below. */
export type NewProperty = Omit<
  Insertable<PropertiesTable>,
  'id' | 'normalized_address' | 'created_at' | 'updated_at' | 'property_type' | 'total_units'
> &
  Partial<Pick<Insertable<PropertiesTable>, 'id' | 'property_type' | 'total_units'>>

/**
 * The row of a new property: an apartment of 1 unit unless said otherwise, with the address key
 * the lookups above use.
 */
export const newPropertyRow = (
  property: NewProperty,
  stamp: string,
): Insertable<PropertiesTable> & { id: string } => ({
  property_type: 'apartment',
  total_units: 1,
  ...property,
  id: property.id ?? randomUUID(),
  normalized_address: addressKey(property.address),
  created_at: stamp,
  updated_at: stamp,
})

/** Rows per INSERT: well under SQLite's and PostgreSQL's bound-parameter limits at 21 columns. */
const CHUNK = 500

/** The one way properties are inserted: rows built by newPropertyRow, in bounded batches. */
export const insertPropertyRows = async (db: Db, rows: Insertable<PropertiesTable>[]) => {
  for (const part of chunks(rows, CHUNK)) await db.insertInto('properties').values(part).execute()
}

/** Inserts one new property and answers its id. */
export const insertProperty = async (
  db: Db,
  property: NewProperty,
  stamp: string,
): Promise<string> => {
  const row = newPropertyRow(property, stamp)
  await insertPropertyRows(db, [row])
  return row.id
}
