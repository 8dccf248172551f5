import type { QueryFunction } from '@tanstack/react-query'
import { apiErrorFrom, ApiError } from './api-error'
import { clearAdminToken, getAdminToken, getTenantToken } from './auth-storage'

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

export const ADMIN_LOGIN_PATH = '/admin/login'

/** Tenant calls that identify the session by bearer token; every other tenant call is cookie only. */
const TENANT_BEARER_PATHS = new Set(['/api/tenant/me', '/api/tenant/logout'])

/** Wrong credentials are not an expired session: the login form must stay put and show its toast. */
const ADMIN_PATHS_WITHOUT_SESSION = new Set(['/api/admin/login'])

const pathOf = (url: string): string => new URL(url, 'http://hearth.invalid').pathname

const isAdminApi = (path: string) => path.startsWith('/api/admin/')

/** The bearer token a call carries: the admin's on every admin call, the tenant's on the two calls above. */
export const bearerTokenFor = (url: string): string | null => {
  const path = pathOf(url)
  if (isAdminApi(path)) return getAdminToken()
  if (TENANT_BEARER_PATHS.has(path)) return getTenantToken()
  return null
}

const redirectToAdminLogin = () => {
  const location = globalThis.window?.location
  if (location && location.pathname !== ADMIN_LOGIN_PATH) location.assign(ADMIN_LOGIN_PATH)
}

/** A 401 on an admin call ends the admin session and sends the browser to the admin login. */
const handleAdminUnauthorized = (url: string, response: Response) => {
  const path = pathOf(url)
  if (response.status !== 401 || !isAdminApi(path) || ADMIN_PATHS_WITHOUT_SESSION.has(path)) return
  clearAdminToken()
  redirectToAdminLogin()
  throw new ApiError(401, 'Unauthorized', 'Your session has ended. Sign in again.')
}

/** Any non-OK response becomes an ApiError whose message is `${status}: ${body text or status text}`. */
const throwIfNotOk = async (response: Response) => {
  if (response.ok) return
  const text = await response.text().catch(() => '')
  throw apiErrorFrom(response.status, response.statusText, text)
}

/** What a create call sends: the body, and the key that makes a resent create harmless. */
export type Creation<T> = { body: T; idempotencyKey: string }

export type RequestOptions = {
  /** Sent as `Idempotency-Key`, so the server answers a repeated create with its first answer. */
  idempotencyKey?: string
}

const send = async (
  method: HttpMethod,
  url: string,
  data?: unknown,
  { idempotencyKey }: RequestOptions = {},
): Promise<Response> => {
  const headers: Record<string, string> = {}
  const token = bearerTokenFor(url)
  if (token) headers.Authorization = `Bearer ${token}`
  if (idempotencyKey) headers['Idempotency-Key'] = idempotencyKey

  let body: BodyInit | undefined
  if (data instanceof FormData) {
    // The browser writes the multipart boundary into Content-Type itself.
    body = data
  } else if (data !== undefined) {
    headers['Content-Type'] = 'application/json'
    body = JSON.stringify(data)
  }

  const response = await fetch(url, { method, headers, body, credentials: 'include' })
  handleAdminUnauthorized(url, response)
  return response
}

/** The one way the client talks to the server. Resolves with the OK response, throws ApiError otherwise. */
export const apiRequest = async (
  method: HttpMethod,
  url: string,
  data?: unknown,
  options?: RequestOptions,
): Promise<Response> => {
  const response = await send(method, url, data, options)
  await throwIfNotOk(response)
  return response
}

/** Reads a JSON body; an empty body (such as a 204) reads as null. */
export const readJson = async <T>(response: Response): Promise<T> => {
  const text = await response.text()
  return (text ? JSON.parse(text) : null) as T
}

/** apiRequest and readJson in one step, for hooks that only want the data. */
export const requestJson = async <T>(
  method: HttpMethod,
  url: string,
  data?: unknown,
  options?: RequestOptions,
): Promise<T> => readJson<T>(await apiRequest(method, url, data, options))

export type UnauthorizedBehavior = 'throw' | 'returnNull'

/** Default query function: GET on the query key's parts joined with '/'. */
export const getQueryFn =
  <T>({ on401 }: { on401: UnauthorizedBehavior }): QueryFunction<T | null> =>
  async ({ queryKey }) => {
    const url = queryKey.join('/')
    const response = await send('GET', url)
    if (on401 === 'returnNull' && response.status === 401) return null
    await throwIfNotOk(response)
    return readJson<T>(response)
  }
