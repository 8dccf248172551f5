import type { FastifyBaseLogger } from 'fastify'
import nodemailer from 'nodemailer'

export type MailAttachment = { filename: string; contentType: string; content: Buffer }

export type MailMessage = {
  to: string
  subject: string
  text: string
  attachments?: MailAttachment[]
}

export type MailTransport = {
  /** 'sent' through SMTP, or 'logged' when no SMTP_URL is configured. */
  send: (message: MailMessage) => Promise<'sent' | 'logged'>
}

/**
 * SMTP when SMTP_URL is set (a `from` query parameter sets the sender), otherwise a log line per
 * mail. The log line names the recipient and subject only: bodies carry invite links, which are
 * secrets; they stay in the mail_outbox table.
 */
export const createMailTransport = (
  options: { smtpUrl: string | undefined; publicUrl: string },
  log: FastifyBaseLogger,
): MailTransport => {
  if (!options.smtpUrl) {
    return {
      send: async ({ to, subject }) => {
        log.info({ to, subject }, 'mail kept in the outbox (set SMTP_URL to send it)')
        return 'logged'
      },
    }
  }
  const url = new URL(options.smtpUrl)
  const from =
    url.searchParams.get('from') ?? `Hearth <no-reply@${new URL(options.publicUrl).hostname}>`
  url.searchParams.delete('from')
  const transporter = nodemailer.createTransport(url.toString())
  return {
    send: async (message) => {
      await transporter.sendMail({ from, ...message })
      return 'sent'
    },
  }
}
