import type { QueryFunction } from '@tanstack/react-query'
import { clearAdminToken, getAdminToken, getTenantToken } from './auth-storage'

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

export const ADMIN_LOGIN_PATH = '/admin/login'

/** Tenant calls that identify the session by bearer token; every other tenant call is cookie only (SPEC §6). */
const TENANT_BEARER_PATHS = new Set(['/api/tenant/me', '/api/tenant/logout'])

/** Wrong credentials are not an expired session: the login form must stay put and show its toast. */
const ADMIN_PATHS_WITHOUT_SESSION = new Set(['/api/admin/login'])

const pathOf = (url: string): string => new URL(url, 'http://hearth.invalid').pathname

const isAdminApi = (path: string) => path.startsWith('/api/admin/')

/** The Authorization header a call carries, if any (SPEC §6 bearer rules). */
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

/** SPEC §8: a 401 on an admin call ends the admin session and sends the browser to the admin login. */
const handleAdminUnauthorized = (url: string, response: Response) => {
  const path = pathOf(url)
  if (response.status !== 401 || !isAdminApi(path) || ADMIN_PATHS_WITHOUT_SESSION.has(path)) return
  clearAdminToken()
  redirectToAdminLogin()
  throw new Error('Unauthorized')
}

/** SPEC §8: any non-OK response becomes `${status}: ${body text or status text}`. */
const throwIfNotOk = async (response: Response) => {
  if (response.ok) return
  const text = await response.text().catch(() => '')
  throw new Error(`${response.status}: ${text || response.statusText}`)
}

const send = async (method: HttpMethod, url: string, data?: unknown): Promise<Response> => {
  const headers: Record<string, string> = {}
  const token = bearerTokenFor(url)
  if (token) headers.Authorization = `Bearer ${token}`

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

/** The one way the client talks to the server. Resolves with the OK response, throws otherwise. */
export const apiRequest = async (
  method: HttpMethod,
  url: string,
  data?: unknown,
): Promise<Response> => {
  const response = await send(method, url, data)
  await throwIfNotOk(response)
  return response
}

/** Reads a JSON body; an empty body (such as a 204) reads as null. */
export const readJson = async <T>(response: Response): Promise<T> => {
  const text = await response.text()
  return (text ? JSON.parse(text) : null) as T
}

/** apiRequest and readJson in one step, for hooks that only want the data. */
export const requestJson = async <T>(method: HttpMethod, url: string, data?: unknown): Promise<T> =>
  readJson<T>(await apiRequest(method, url, data))

export type UnauthorizedBehavior = 'throw' | 'returnNull'

/** Default query function: GET on the query key's parts joined with '/' (SPEC §7). */
export const getQueryFn =
  <T>({ on401 }: { on401: UnauthorizedBehavior }): QueryFunction<T | null> =>
  async ({ queryKey }) => {
    const url = queryKey.join('/')
    const response = await send('GET', url)
    if (on401 === 'returnNull' && response.status === 401) return null
    await throwIfNotOk(response)
    return readJson<T>(response)
  }
