import type { FastifyRequest } from 'fastify'
import { bearerToken } from './authenticate'
import { AppError } from './errors'

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * Cookies ride along on cross-site requests, bearer headers do not: so every write that does not
 * carry a bearer token must come from the app's own origin, which stops cross-site request forgery. Browsers always send
 * Sec-Fetch-Site or Origin on such requests; a client that sends neither is not a browser and
 * cannot have been tricked into sending someone's cookie.
 */
export const checkOrigin = (publicUrl: string) => {
  const publicOrigin = new URL(publicUrl).origin
  return async (request: FastifyRequest) => {
    if (SAFE_METHODS.has(request.method) || bearerToken(request)) return
    const site = request.headers['sec-fetch-site']
    if (site === 'same-origin' || site === 'none') return
    // The browser's own verdict (same-site, cross-site) outranks an Origin that matches only by host.
    if (site !== undefined) throw refused()
    const origin = request.headers.origin
    if (origin === undefined || isOwnOrigin(origin, publicOrigin, request.headers.host)) return
    throw refused()
  }
}

const refused = () => new AppError(403, 'This request came from another site and was refused.')

const isOwnOrigin = (origin: string, publicOrigin: string, host: string | undefined) => {
  if (origin === publicOrigin) return true
  try {
    return host !== undefined && new URL(origin).host === host
  } catch {
    return false
  }
}
