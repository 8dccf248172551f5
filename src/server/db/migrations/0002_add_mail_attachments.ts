import type { Kysely } from 'kysely'

/*
 * Mail may carry attachments (a payment receipt PDF): JSON text of
 * [{filename, contentType, base64}], kept with the outbox row so the worker sends exactly what
 * was queued, even after a restart. Null for plain mail.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the evolving Database type
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('mail_outbox').addColumn('attachments', 'text').execute()
}
