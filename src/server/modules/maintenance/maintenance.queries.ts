import type { Selectable } from 'kysely'
import type {
  AdminMaintenanceQuery,
  AdminMaintenanceRequest,
  MaintenanceNote,
  MaintenanceRequest,
  MaintenanceRequestDetail,
  MaintenanceStatus,
  ServiceType,
  TimelineEntry,
  TimeWindow,
  Urgency,
} from '../../../shared/schemas/maintenance'
import type { Db } from '../../db/database'
import type { MaintenanceRequestsTable } from '../../db/schema'
import { AppError } from '../../http/errors'
import { fileUrl } from '../files/files.service'
import type { TenantScope } from '../tenants/tenant-scope'

export const NOT_FOUND = 'Maintenance request not found.'

type RequestRow = Selectable<MaintenanceRequestsTable>
type FileLink = MaintenanceRequest['files'][number]

// Values are checked by the schemas on the way in; the casts only restore their literal types.
const toRequest = (row: RequestRow, files: FileLink[]): MaintenanceRequest => ({
  id: row.id,
  serviceType: row.service_type as ServiceType,
  specificIssue: row.specific_issue,
  description: row.description,
  urgency: row.urgency as Urgency,
  status: row.status as MaintenanceStatus,
  preferredDate: row.preferred_date,
  timeWindow: row.time_window as TimeWindow | null,
  assignedTo: row.assigned_to,
  rating: row.rating === null ? null : Number(row.rating),
  createdAt: row.created_at,
  updatedAt: row.updated_at,
  completedAt: row.completed_at,
  files,
})

const groupBy = <T extends { request_id: string }>(rows: T[]) => {
  const groups = new Map<string, T[]>()
  for (const row of rows) groups.set(row.request_id, [...(groups.get(row.request_id) ?? []), row])
  return groups
}

/** Photos of these requests in upload order, keyed by request id. */
const filesOf = async (db: Db, requestIds: string[]) => {
  if (!requestIds.length) return new Map<string, FileLink[]>()
  const rows = await db
    .selectFrom('maintenance_files')
    .select(['request_id', 'file_id'])
    .where('request_id', 'in', requestIds)
    .orderBy('created_at')
    .execute()
  const links = new Map<string, FileLink[]>()
  for (const [requestId, group] of groupBy(rows)) {
    links.set(
      requestId,
      group.map((row) => ({ id: row.file_id, filePath: fileUrl(row.file_id) })),
    )
  }
  return links
}

const withFiles = async (db: Db, rows: RequestRow[]) => {
  const files = await filesOf(
    db,
    rows.map((row) => row.id),
  )
  return rows.map((row) => toRequest(row, files.get(row.id) ?? []))
}

/** The tenant's own requests, newest first. */
export const listTenantRequests = async (
  db: Db,
  scope: TenantScope,
): Promise<MaintenanceRequest[]> => {
  const rows = await db
    .selectFrom('maintenance_requests')
    .selectAll()
    .where('tenant_id', '=', scope.tenantId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute()
  return withFiles(db, rows)
}

/** One of the tenant's own requests; another tenant's id is as unknown as a made-up one. */
export const findTenantRequestRow = async (db: Db, scope: TenantScope, id: string) => {
  const row = await db
    .selectFrom('maintenance_requests')
    .selectAll()
    .where('id', '=', id)
    .where('tenant_id', '=', scope.tenantId)
    .executeTakeFirst()
  if (!row) throw new AppError(404, NOT_FOUND)
  return row
}

export const getTenantRequest = async (
  db: Db,
  scope: TenantScope,
  id: string,
): Promise<MaintenanceRequest> => {
  const [request] = await withFiles(db, [await findTenantRequestRow(db, scope, id)])
  if (!request) throw new AppError(404, NOT_FOUND)
  return request
}

/**
 * What the tenant sees happen to their request: submitted, each status change (a change to
 * completed reads as completion), and the notes an admin marked visible. Internal notes stay out.
 */
const timelineOf = async (db: Db, requestId: string): Promise<TimelineEntry[]> => {
  const [events, notes] = await Promise.all([
    db
      .selectFrom('maintenance_events')
      .select(['id', 'kind', 'from_status', 'to_status', 'created_at'])
      .where('request_id', '=', requestId)
      .execute(),
    db
      .selectFrom('maintenance_notes')
      .select(['id', 'note', 'created_at'])
      .where('request_id', '=', requestId)
      .where('is_internal', '=', 0)
      .execute(),
  ])
  const entries: TimelineEntry[] = [
    ...events.map((event): TimelineEntry => {
      if (event.kind === 'submitted')
        return { kind: 'submitted', id: event.id, createdAt: event.created_at }
      if (event.to_status === 'completed')
        return { kind: 'completed', id: event.id, createdAt: event.created_at }
      return {
        kind: 'status_changed',
        id: event.id,
        fromStatus: event.from_status as MaintenanceStatus | null,
        toStatus: event.to_status as MaintenanceStatus,
        createdAt: event.created_at,
      }
    }),
    ...notes.map((note): TimelineEntry => ({
      kind: 'note',
      id: note.id,
      note: note.note,
      createdAt: note.created_at,
    })),
  ]
  // Within one millisecond the order is not recorded: 'submitted' opens the story and 'completed'
  // closes it, whatever shares their timestamp.
  const rank = (entry: TimelineEntry) =>
    entry.kind === 'submitted' ? 0 : entry.kind === 'completed' ? 2 : 1
  return entries.sort((a, b) => a.createdAt.localeCompare(b.createdAt) || rank(a) - rank(b))
}

export const getTenantRequestDetail = async (
  db: Db,
  scope: TenantScope,
  id: string,
): Promise<MaintenanceRequestDetail> => {
  const request = await getTenantRequest(db, scope, id)
  return { ...request, timeline: await timelineOf(db, request.id) }
}

// ---------------------------------------------------------------------------------------------
// Admin side
// ---------------------------------------------------------------------------------------------

const notesOf = async (db: Db, requestIds: string[]) => {
  if (!requestIds.length) return new Map<string, MaintenanceNote[]>()
  const rows = await db
    .selectFrom('maintenance_notes')
    .select(['id', 'request_id', 'note', 'is_internal', 'created_at'])
    .where('request_id', 'in', requestIds)
    .orderBy('created_at')
    .execute()
  const notes = new Map<string, MaintenanceNote[]>()
  for (const [requestId, group] of groupBy(rows)) {
    notes.set(
      requestId,
      group.map((row) => ({
        id: row.id,
        note: row.note,
        isInternal: row.is_internal === 1,
        createdAt: row.created_at,
      })),
    )
  }
  return notes
}

const ACTIVE_STATUSES = ['submitted', 'in_progress', 'scheduled'] as const

const REQUEST_SEARCH_COLUMNS = [
  'description',
  'specific_issue',
  'service_type',
  'assigned_to',
] as const
const TENANT_SEARCH_COLUMNS = ['first_name', 'last_name', 'unit'] as const

/**
 * The requests a filter matches, from maintenance_requests alone: tenant names are matched in a
 * subquery, so a page can be chosen (by the status and created_at index) before anything is joined.
 */
const matchingRequests = (db: Db, filters: Pick<AdminMaintenanceQuery, 'status' | 'q'>) => {
  let query = db.selectFrom('maintenance_requests')
  if (filters.status === 'active') query = query.where('status', 'in', ACTIVE_STATUSES)
  else if (filters.status) query = query.where('status', '=', filters.status)
  const { q } = filters
  if (q) {
    // A % or _ the admin types acts as a wildcard: harmless in a search box, and alike on both dialects.
    const pattern = `%${q}%`
    query = query.where((eb) =>
      eb.or([
        ...REQUEST_SEARCH_COLUMNS.map((column) =>
          eb(eb.fn('lower', [eb.ref(column)]), 'like', eb.fn('lower', [eb.val(pattern)])),
        ),
        eb(
          'tenant_id',
          'in',
          db
            .selectFrom('tenants')
            .select('id')
            .where((te) =>
              te.or(
                TENANT_SEARCH_COLUMNS.map((column) =>
                  te(te.fn('lower', [te.ref(column)]), 'like', te.fn('lower', [te.val(pattern)])),
                ),
              ),
            ),
        ),
      ]),
    )
  }
  return query
}

const withTenants = (db: Db) =>
  db
    .selectFrom('maintenance_requests as r')
    .leftJoin('tenants as t', 't.id', 'r.tenant_id')
    .selectAll('r')
    .select(['t.first_name', 't.last_name', 't.unit'])

/** Every request with its tenant, photos and notes, newest first; `total` counts the whole match. */
export const listAdminRequests = async (
  db: Db,
  filters: AdminMaintenanceQuery,
): Promise<{ requests: AdminMaintenanceRequest[]; total: number }> => {
  const isPaged = filters.limit !== undefined || filters.offset !== undefined
  if (!isPaged && !filters.status && !filters.q) {
    const rows = await withTenants(db)
      .orderBy('r.created_at', 'desc')
      .orderBy('r.id', 'desc')
      .execute()
    return { requests: await toAdminRequests(db, rows), total: rows.length }
  }
  let ids = matchingRequests(db, filters)
    .select('id')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
  // SQLite takes OFFSET only after a LIMIT.
  if (isPaged) ids = ids.limit(filters.limit ?? Number.MAX_SAFE_INTEGER).offset(filters.offset ?? 0)
  const [page, counted] = await Promise.all([
    ids.execute(),
    matchingRequests(db, filters)
      .select((eb) => eb.fn.countAll().as('count'))
      .executeTakeFirstOrThrow(),
  ])
  const order = new Map(page.map((row, index) => [row.id, index]))
  const rows = page.length
    ? await withTenants(db)
        .where(
          'r.id',
          'in',
          page.map((row) => row.id),
        )
        .execute()
    : []
  rows.sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0))
  return { requests: await toAdminRequests(db, rows), total: Number(counted.count) }
}

type AdminRow = RequestRow & {
  first_name: string | null
  last_name: string | null
  unit: string | null
}

const toAdminRequests = async (db: Db, rows: AdminRow[]): Promise<AdminMaintenanceRequest[]> => {
  const ids = rows.map((row) => row.id)
  const [files, notes] = await Promise.all([filesOf(db, ids), notesOf(db, ids)])
  return rows.map((row) => ({
    ...toRequest(row, files.get(row.id) ?? []),
    tenant:
      row.first_name === null
        ? null
        : {
            id: row.tenant_id,
            firstName: row.first_name,
            lastName: row.last_name ?? '',
            unit: row.unit,
          },
    notes: notes.get(row.id) ?? [],
  }))
}

export const getAdminRequest = async (db: Db, id: string): Promise<AdminMaintenanceRequest> => {
  const row = await withTenants(db).where('r.id', '=', id).executeTakeFirst()
  if (!row) throw new AppError(404, NOT_FOUND)
  const [request] = await toAdminRequests(db, [row])
  if (!request) throw new AppError(404, NOT_FOUND)
  return request
}
