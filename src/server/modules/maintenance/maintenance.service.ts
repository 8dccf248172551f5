import { randomUUID } from 'node:crypto'
import type { Kysely } from 'kysely'
import {
  statusLabel,
  type CreateMaintenanceBody,
  type MaintenanceNote,
  type MaintenanceStatus,
} from '../../../shared/schemas/maintenance'
import type { Db } from '../../db/database'
import type { Database } from '../../db/schema'
import { AppError } from '../../http/errors'
import type { Upload } from '../../http/multipart'
import type { FileStore } from '../../storage/file-store'
import { saveWithFiles } from '../files/files.service'
import { notifyTenant } from '../notifications/notify'
import type { TenantScope } from '../tenants/tenant-scope'
import { findTenantRequestRow, NOT_FOUND } from './maintenance.queries'

/** Where a notification about a request takes the tenant: their page, with that request open. */
const requestLink = (id: string) => `/maintenance?request=${id}`

/**
 * A tenant's new request with its photos, all or nothing: the request, its photo rows and its
 * 'submitted' event commit together, or nothing stays behind (bytes included).
 */
export const createMaintenanceRequest = (
  db: Kysely<Database>,
  store: FileStore,
  scope: TenantScope,
  body: CreateMaintenanceBody,
  photos: Upload[],
  now = new Date(),
): Promise<string> =>
  saveWithFiles(
    db,
    store,
    photos,
    { type: 'tenant', tenantId: scope.tenantId },
    async (trx, files) => {
      const id = randomUUID()
      const createdAt = now.toISOString()
      await trx
        .insertInto('maintenance_requests')
        .values({
          id,
          tenant_id: scope.tenantId,
          service_type: body.serviceType,
          specific_issue: body.specificIssue,
          description: body.description,
          urgency: body.urgency,
          status: 'submitted',
          preferred_date: body.preferredDate ?? null,
          time_window: body.timeWindow ?? null,
          assigned_to: null,
          rating: null,
          completed_at: null,
          created_at: createdAt,
          updated_at: createdAt,
        })
        .execute()
      if (files.length) {
        await trx
          .insertInto('maintenance_files')
          .values(
            // A millisecond apart, so 'File 1, File 2…' keep the order the tenant chose.
            files.map((file, i) => ({
              id: randomUUID(),
              request_id: id,
              file_id: file.id,
              created_at: new Date(now.getTime() + i).toISOString(),
            })),
          )
          .execute()
      }
      await trx
        .insertInto('maintenance_events')
        .values({
          id: randomUUID(),
          request_id: id,
          kind: 'submitted',
          from_status: null,
          to_status: 'submitted',
          created_at: createdAt,
        })
        .execute()
      return id
    },
  )

/** The tenant's stars for finished work; they may change their mind, so a new rating replaces the old. */
export const rateMaintenanceRequest = async (
  db: Db,
  scope: TenantScope,
  id: string,
  rating: number,
  now = new Date(),
) => {
  const row = await findTenantRequestRow(db, scope, id)
  if (row.status !== 'completed')
    throw new AppError(409, 'You can rate a request once it is completed.')
  await db
    .updateTable('maintenance_requests')
    .set({ rating, updated_at: now.toISOString() })
    .where('id', '=', id)
    .where('tenant_id', '=', scope.tenantId)
    .execute()
}

export type MaintenanceChange = {
  status?: MaintenanceStatus | undefined
  assignedTo?: string | null | undefined
}

/**
 * An admin's change of status and/or assignee. A status change is a timeline event, sets or
 * clears completed_at, and tells the tenant — all in one transaction. The status is written by
 * compare-and-set, so two admins changing it at once cannot record a change from a stale status.
 */
export const updateMaintenanceRequest = (
  db: Kysely<Database>,
  id: string,
  change: MaintenanceChange,
  publicUrl: string,
  now = new Date(),
) =>
  db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('maintenance_requests')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst()
    if (!row) throw new AppError(404, NOT_FOUND)
    const at = now.toISOString()
    const isStatusChange = change.status !== undefined && change.status !== row.status
    const result = await trx
      .updateTable('maintenance_requests')
      .set({
        updated_at: at,
        ...(change.assignedTo !== undefined ? { assigned_to: change.assignedTo } : {}),
        ...(isStatusChange
          ? { status: change.status, completed_at: change.status === 'completed' ? at : null }
          : {}),
      })
      .where('id', '=', id)
      .where('status', '=', row.status)
      .executeTakeFirst()
    if (Number(result.numUpdatedRows) !== 1) {
      throw new AppError(
        409,
        'Someone else changed this request just now. Reload it and try again.',
      )
    }
    if (!isStatusChange || !change.status) return
    await trx
      .insertInto('maintenance_events')
      .values({
        id: randomUUID(),
        request_id: id,
        kind: 'status_changed',
        from_status: row.status,
        to_status: change.status,
        created_at: at,
      })
      .execute()
    await notifyTenant(
      trx,
      {
        tenantId: row.tenant_id,
        topic: 'maintenance',
        kind: 'maintenance_status',
        title: 'Maintenance update',
        body: `Your request "${row.specific_issue}" is now ${statusLabel(change.status)}.`,
        link: requestLink(id),
      },
      publicUrl,
      now,
    )
  })

/** An admin's note; one marked visible joins the tenant's timeline and reaches them as news. */
export const addMaintenanceNote = (
  db: Kysely<Database>,
  input: { requestId: string; note: string; isInternal: boolean; adminId: string },
  publicUrl: string,
  now = new Date(),
): Promise<MaintenanceNote> =>
  db.transaction().execute(async (trx) => {
    const request = await trx
      .selectFrom('maintenance_requests')
      .select(['id', 'tenant_id'])
      .where('id', '=', input.requestId)
      .executeTakeFirst()
    if (!request) throw new AppError(404, NOT_FOUND)
    const note = {
      id: randomUUID(),
      note: input.note,
      isInternal: input.isInternal,
      createdAt: now.toISOString(),
    }
    await trx
      .insertInto('maintenance_notes')
      .values({
        id: note.id,
        request_id: request.id,
        note: note.note,
        is_internal: note.isInternal ? 1 : 0,
        author_admin_id: input.adminId,
        created_at: note.createdAt,
      })
      .execute()
    await trx
      .updateTable('maintenance_requests')
      .set({ updated_at: note.createdAt })
      .where('id', '=', request.id)
      .execute()
    if (!note.isInternal) {
      await notifyTenant(
        trx,
        {
          tenantId: request.tenant_id,
          topic: 'maintenance',
          kind: 'maintenance_note',
          title: 'New note on your request',
          body: note.note,
          link: requestLink(request.id),
        },
        publicUrl,
        now,
      )
    }
    return note
  })
