import { randomUUID } from 'node:crypto'
import type { Db } from '../../db/database'
import { enqueueJob } from '../../jobs/queue'
import type { JobHandler } from '../../jobs/worker'
import type { MailAttachment, MailMessage, MailTransport } from './mail-transport'

export const SEND_MAIL_JOB = 'send_mail'

/**
 * Queues a mail in the caller's transaction: if the change it reports is rolled back, so is the
 * mail; once committed, the worker delivers it even across a restart.
 */
export const queueMail = async (
  db: Db,
  message: MailMessage,
  now = new Date(),
): Promise<string> => {
  const id = randomUUID()
  await db
    .insertInto('mail_outbox')
    .values({
      id,
      to_address: message.to,
      subject: message.subject,
      body_text: message.text,
      attachments: message.attachments?.length
        ? JSON.stringify(message.attachments.map(storedAttachment))
        : null,
      status: 'queued',
      error: null,
      created_at: now.toISOString(),
      sent_at: null,
    })
    .execute()
  await enqueueJob(db, SEND_MAIL_JOB, { outboxId: id }, now)
  return id
}

type StoredAttachment = { filename: string; contentType: string; base64: string }

const storedAttachment = ({
  filename,
  contentType,
  content,
}: MailAttachment): StoredAttachment => ({
  filename,
  contentType,
  base64: content.toString('base64'),
})

const readAttachments = (json: string): MailAttachment[] =>
  (JSON.parse(json) as StoredAttachment[]).map(({ filename, contentType, base64 }) => ({
    filename,
    contentType,
    content: Buffer.from(base64, 'base64'),
  }))

/** Delivers one queued mail; a second run for the same mail does nothing. */
export const sendMailJob = (db: Db, transport: MailTransport): JobHandler => ({
  // Renewed while the mail is sent; a dead sender's mail is taken over 30 s after it died.
  lockMs: 30_000,
  maxAttempts: 5,
  retryAfterMs: 60_000,
  run: async (payload) => {
    const { outboxId } = payload as { outboxId: string }
    const mail = await db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('id', '=', outboxId)
      .executeTakeFirst()
    if (!mail || mail.status !== 'queued') return
    const status = await transport.send({
      to: mail.to_address,
      subject: mail.subject,
      text: mail.body_text,
      ...(mail.attachments ? { attachments: readAttachments(mail.attachments) } : {}),
    })
    await db
      .updateTable('mail_outbox')
      .set({ status, sent_at: new Date().toISOString(), error: null })
      .where('id', '=', outboxId)
      .execute()
  },
  onFinalFailure: async (payload, error) => {
    const { outboxId } = payload as { outboxId: string }
    await db
      .updateTable('mail_outbox')
      .set({ status: 'failed', error: error.message })
      .where('id', '=', outboxId)
      .execute()
  },
})
