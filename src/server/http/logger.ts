import {
  LogController,
  type FastifyBaseLogger,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify'

/** Query parameters whose values are secrets wherever they appear. */
const SECRET_PARAM = /^(token|password|secret|key|session|sessionToken|code|access_token)$/i

/**
 * Invite tokens travel in URLs (`/invite/<token>`, `/api/tenant/invite/<token>`); they must
 * never reach a log line: logs are copied and kept where secrets must not be. Secret-looking query parameters are masked too, in case a
 * client ever sends one.
 */
export const redactUrl = (url: string): string => {
  const [pathPart = '', query] = url.split(/\?(.*)/s, 2)
  const pathRedacted = pathPart.replace(/(\/invite\/)[^/?#]+/g, '$1[redacted]')
  if (query === undefined) return pathRedacted
  const maskedQuery = query
    .split('&')
    .map((pair) => {
      const [name = '', ...rest] = pair.split('=')
      return rest.length && SECRET_PARAM.test(decodeURIComponentSafe(name))
        ? `${name}=[redacted]`
        : pair
    })
    .join('&')
  return `${pathRedacted}?${maskedQuery}`
}

const decodeURIComponentSafe = (text: string) => {
  try {
    return decodeURIComponent(text)
  } catch {
    return text
  }
}

/**
 * Everything the server logs goes through these options. Request lines carry method, redacted
 * URL and address only: no headers (so no cookies or bearer tokens) and no bodies (so no
 * passwords). `redact` is the second line of defence for any object a module logs by hand.
 */
export const loggerOptions = {
  level: 'info',
  serializers: {
    req: (request: FastifyRequest) => ({
      method: request.method,
      url: redactUrl(request.url),
      address: request.ip,
    }),
  },
  redact: {
    paths: [
      'headers.authorization',
      'headers.cookie',
      'headers["set-cookie"]',
      '*.headers.authorization',
      '*.headers.cookie',
      '*.headers["set-cookie"]',
      'body',
      '*.body',
      'password',
      '*.password',
      'token',
      '*.token',
      'sessionToken',
      '*.sessionToken',
    ],
    censor: '[redacted]',
  },
}

/**
 * One log line per request, written once it is answered: the request (as the serializer above
 * shows it), the status and the time taken. Fastify's default writes two (on arrival and on
 * answer), and each line goes through the redaction, which made logging the largest fixed cost of
 * a cheap request after the security headers.
 *
 * The line is written by a child logger without path redaction: it holds only what the `req`
 * serializer and Fastify's `res` serializer pick (method, masked URL, address, status code), in
 * which the redaction paths can match nothing, and matching them cost ~5 µs a line. A request
 * that fails logs through the request's own logger, redaction included, as the error may carry
 * anything.
 */
export class OneLinePerRequest extends LogController {
  #requestLines: FastifyBaseLogger | undefined

  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (this.isLogDisabled(request)) return
    if (error) {
      reply.log.error(
        { req: request, res: reply, err: error, responseTime: reply.elapsedTime },
        'request errored',
      )
      return
    }
    this.#requestLines ??= request.server.log.child({}, { redact: [] })
    this.#requestLines.info(
      { reqId: request.id, req: request, res: reply, responseTime: reply.elapsedTime },
      'request completed',
    )
  }
}
