import type { FastifyReply, FastifyRequest } from 'fastify'
import { findSession, SESSION_COOKIE, SESSION_TTL_MS, type Role } from '../modules/auth/sessions'
import type { TenantScope } from '../modules/tenants/tenant-scope'
import { AppError } from './errors'

export const bearerToken = (request: FastifyRequest): string | undefined => {
  const header = request.headers.authorization
  if (!header?.toLowerCase().startsWith('bearer ')) return undefined
  return header.slice(7).trim() || undefined
}

const NEEDS = { admin: 'an admin account', tenant: 'a tenant account' } satisfies Record<
  Role,
  string
>

/**
 * Resolves the session from the bearer header or, without one, from the role's cookie, and
 * puts it on request.session. A valid session of the other role is a 403, not a 401: the
 * caller is known but not allowed.
 */
const requireRole = (role: Role) => async (request: FastifyRequest) => {
  const token = bearerToken(request) ?? request.cookies[SESSION_COOKIE[role]]
  if (!token) throw new AppError(401, 'Please sign in to continue.')
  const found = await findSession(request.server.db, token)
  if (!found) throw new AppError(401, 'Your session has ended. Please sign in again.')
  if (found.user.role !== role) throw new AppError(403, `This needs ${NEEDS[role]}.`)
  request.session = found.user
  request.dataVersion = found.dataVersion
}

export const requireAdmin = requireRole('admin')
export const requireTenant = requireRole('tenant')

/** Either role, for what both may reach (stored files): bearer first, then the admin, then the tenant cookie. */
export const requireSession = async (request: FastifyRequest) => {
  const bearer = bearerToken(request)
  const candidates = bearer
    ? [bearer]
    : [request.cookies[SESSION_COOKIE.admin], request.cookies[SESSION_COOKIE.tenant]]
  for (const token of candidates) {
    const found = token ? await findSession(request.server.db, token) : null
    if (found) {
      request.session = found.user
      request.dataVersion = found.dataVersion
      return
    }
  }
  throw new AppError(401, 'Please sign in to continue.')
}

/** The session of a route guarded by requireSession. */
export const sessionOf = (request: FastifyRequest) => {
  if (!request.session) throw new AppError(401, 'Please sign in to continue.')
  return request.session
}

/**
 * The data version read with the request's session, before its answer is computed: what a kept
 * answer (`db/kept-until-write.ts`) is kept under. Only valid after a session check ran.
 */
export const dataVersionOf = (request: FastifyRequest): number => {
  if (request.dataVersion === null) throw new AppError(401, 'Please sign in to continue.')
  return request.dataVersion
}

/** The session's admin id; only valid after requireAdmin ran. */
export const adminIdOf = (request: FastifyRequest): string => {
  if (request.session?.role !== 'admin') throw new AppError(401, 'Please sign in to continue.')
  return request.session.adminId
}

/** The tenant scope of the session : the only source of a tenant id, so no request can name another tenant's. */
export const tenantScopeOf = (request: FastifyRequest): TenantScope => {
  if (request.session?.role !== 'tenant') throw new AppError(401, 'Please sign in to continue.')
  return { tenantId: request.session.tenantId }
}

export const setSessionCookie = (reply: FastifyReply, role: Role, token: string) =>
  reply.setCookie(SESSION_COOKIE[role], token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: reply.server.config.secureCookies,
    path: '/',
    maxAge: SESSION_TTL_MS / 1000,
  })

export const clearSessionCookie = (reply: FastifyReply, role: Role) =>
  reply.clearCookie(SESSION_COOKIE[role], { path: '/' })
