import type { FastifyRequest } from 'fastify'

/** Invite tokens travel in URLs; they must never reach a log line (DESIGN §5). */
export const redactUrl = (url: string): string => url.replace(/(\/invite\/)[^/?#]+/g, '$1[redacted]')

/** Request lines carry method, redacted URL and address only: no headers, so no cookies or bearer tokens. */
export const loggerOptions = {
  level: 'info',
  serializers: {
    req: (request: FastifyRequest) => ({ method: request.method, url: redactUrl(request.url), address: request.ip }),
  },
}
