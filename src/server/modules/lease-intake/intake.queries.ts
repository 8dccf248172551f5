import type { IntakeStatus, LeaseIntake } from '../../../shared/schemas/lease-intake'
import type { ListQuery } from '../../../shared/schemas/common'
import type { Db } from '../../db/database'
import { AppError } from '../../http/errors'
import { fileUrl } from '../files/files.service'

export const INTAKE_NOT_FOUND = 'Document intake not found.'
const NO_LIMIT = 1_000_000_000

const intakeQuery = (db: Db) =>
  db
    .selectFrom('document_intakes as i')
    .leftJoin('stored_files as f', 'f.id', 'i.file_id')
    .leftJoin('tenants as t', 't.id', 'i.tenant_id')
    .select([
      'i.id',
      'i.original_name',
      'i.file_id',
      'i.status',
      'i.extracted_json',
      'i.confidence_score',
      'i.error_message',
      'i.tenant_id',
      'i.lease_id',
      'i.created_at',
      'i.processed_at',
      'i.finalized_at',
      'f.size_bytes',
      't.first_name',
      't.last_name',
      't.password_hash',
    ])

type IntakeRow = Awaited<ReturnType<ReturnType<typeof intakeQuery>['execute']>>[number]

const toIntake = (row: IntakeRow): LeaseIntake => ({
  id: row.id,
  originalName: row.original_name,
  status: row.status as IntakeStatus,
  extractedJson: row.extracted_json,
  confidenceScore: row.confidence_score === null ? null : Number(row.confidence_score),
  errorMessage: row.error_message,
  createdAt: row.created_at,
  processedAt: row.processed_at,
  finalizedAt: row.finalized_at,
  tenantId: row.tenant_id,
  leaseId: row.lease_id,
  tenant:
    row.first_name !== null && row.last_name !== null
      ? {
          firstName: row.first_name,
          lastName: row.last_name,
          hasAccount: row.password_hash !== null,
        }
      : null,
  filePath: row.file_id ? fileUrl(row.file_id) : null,
  sizeBytes: row.size_bytes === null ? null : Number(row.size_bytes),
})

export const findIntake = async (db: Db, id: string): Promise<LeaseIntake | undefined> => {
  const row = await intakeQuery(db).where('i.id', '=', id).executeTakeFirst()
  return row ? toIntake(row) : undefined
}

export const getIntake = async (db: Db, id: string): Promise<LeaseIntake> => {
  const intake = await findIntake(db, id)
  if (!intake) throw new AppError(404, INTAKE_NOT_FOUND)
  return intake
}

/** Newest first, as Processing History lists them; `q` searches the file name. */
export const listIntakes = async (db: Db, query: ListQuery = {}) => {
  const q = query.q?.trim()
  const filtered = intakeQuery(db).$if(Boolean(q), (qb) =>
    qb.where((eb) =>
      eb(eb.fn('lower', ['i.original_name']), 'like', eb.fn('lower', [eb.val(`%${q}%`)])),
    ),
  )
  const [count, rows] = await Promise.all([
    filtered
      .clearSelect()
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow(),
    filtered
      .orderBy('i.created_at', 'desc')
      .orderBy('i.id', 'desc')
      // SQLite has no OFFSET without LIMIT: an offset alone pages to the end of the list.
      .$if(query.limit !== undefined || query.offset !== undefined, (qb) =>
        qb.limit(query.limit ?? NO_LIMIT).offset(query.offset ?? 0),
      )
      .execute(),
  ])
  return { total: Number(count.total), items: rows.map(toIntake) }
}
