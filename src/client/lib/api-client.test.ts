import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { apiRequest, getQueryFn, requestJson } from './api-client'
import { ApiError } from './api-error'

type Call = { url: string; init: RequestInit }

const storageShim = () => {
  const values = new Map<string, string>()
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, String(value)),
    removeItem: (key: string) => void values.delete(key),
    clear: () => values.clear(),
  }
}

let calls: Call[]
let nextResponse: () => Response
let assign: ReturnType<typeof vi.fn>

const respond = (status: number, body = '', statusText = '') => {
  nextResponse = () => new Response(status === 204 ? null : body, { status, statusText })
}

const headersOf = (call: Call | undefined) => (call?.init.headers ?? {}) as Record<string, string>

const runQuery = (queryKey: string[], on401: 'throw' | 'returnNull') =>
  getQueryFn<unknown>({ on401 })({ queryKey, meta: undefined } as never)

beforeEach(() => {
  calls = []
  respond(200, '{}')
  assign = vi.fn()
  vi.stubGlobal('localStorage', storageShim())
  vi.stubGlobal('window', { location: { pathname: '/admin/tenants', assign } })
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ url, init })
      return nextResponse()
    }),
  )
})

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('apiRequest', () => {
  it('sends data as JSON with its content type, and cookies always', async () => {
    await apiRequest('POST', '/api/emergency-contacts', { name: 'Ana' })
    expect(calls[0]?.init).toMatchObject({
      method: 'POST',
      credentials: 'include',
      body: JSON.stringify({ name: 'Ana' }),
    })
    expect(headersOf(calls[0])['Content-Type']).toBe('application/json')
  })

  it('sends FormData as it is, leaving the multipart content type to the browser', async () => {
    const form = new FormData()
    form.append('amount', '12.50')
    await apiRequest('POST', '/api/payments', form)
    expect(calls[0]?.init.body).toBe(form)
    expect(headersOf(calls[0])['Content-Type']).toBeUndefined()
  })

  it('sends no body and no content type without data', async () => {
    await apiRequest('GET', '/api/payments')
    expect(calls[0]?.init.body).toBeUndefined()
    expect(headersOf(calls[0])['Content-Type']).toBeUndefined()
    expect(calls[0]?.init.credentials).toBe('include')
  })

  it('turns a non-OK response into an ApiError whose message is "status: body text"', async () => {
    respond(
      400,
      '{"error":"Enter the amount","details":{"fields":{"amount":"Enter the amount"}}}',
      'Bad Request',
    )
    const error: unknown = await apiRequest('POST', '/api/payments', {}).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({
      status: 400,
      message:
        '400: {"error":"Enter the amount","details":{"fields":{"amount":"Enter the amount"}}}',
      reason: 'Enter the amount',
      fields: { amount: 'Enter the amount' },
    })
  })

  it('sends the Idempotency-Key it is given, and none otherwise', async () => {
    await apiRequest('POST', '/api/payments', { amount: 1 }, { idempotencyKey: 'key-1' })
    await apiRequest('POST', '/api/payments', { amount: 1 })
    expect(headersOf(calls[0])['Idempotency-Key']).toBe('key-1')
    expect(headersOf(calls[1])['Idempotency-Key']).toBeUndefined()
  })

  it('falls back to the status text when the body is empty', async () => {
    respond(500, '', 'Internal Server Error')
    await expect(apiRequest('GET', '/api/payments')).rejects.toThrow('500: Internal Server Error')
  })
})

describe('bearer header', () => {
  beforeEach(() => {
    localStorage.setItem('adminToken', 'admin-token')
    localStorage.setItem('tenantToken', 'tenant-token')
  })

  it('puts the admin token on every /api/admin/ call', async () => {
    await apiRequest('GET', '/api/admin/tenants?q=ana')
    await apiRequest('POST', '/api/admin/logout')
    expect(headersOf(calls[0]).Authorization).toBe('Bearer admin-token')
    expect(headersOf(calls[1]).Authorization).toBe('Bearer admin-token')
  })

  it('puts the tenant token on /api/tenant/me and /api/tenant/logout only', async () => {
    await apiRequest('GET', '/api/tenant/me')
    await apiRequest('POST', '/api/tenant/logout')
    await apiRequest('POST', '/api/tenant/login', { email: 'a@b.c', password: 'x' })
    expect(headersOf(calls[0]).Authorization).toBe('Bearer tenant-token')
    expect(headersOf(calls[1]).Authorization).toBe('Bearer tenant-token')
    expect(headersOf(calls[2]).Authorization).toBeUndefined()
  })

  it.each([
    '/api/dashboard/stats',
    '/api/payments',
    '/api/maintenance/abc',
    '/api/emergency-contacts',
    '/api/notification-preferences',
    '/api/tenants/current',
    '/api/notifications',
  ])('sends %s with cookies only', async (url) => {
    await apiRequest('GET', url)
    expect(headersOf(calls[0]).Authorization).toBeUndefined()
    expect(calls[0]?.init.credentials).toBe('include')
  })

  it('sends no bearer header when no token is stored', async () => {
    localStorage.clear()
    await apiRequest('GET', '/api/admin/me')
    expect(headersOf(calls[0]).Authorization).toBeUndefined()
  })
})

describe('401 on an admin call', () => {
  beforeEach(() => localStorage.setItem('adminToken', 'expired'))

  it('removes the admin token, sends the browser to /admin/login and throws Unauthorized', async () => {
    respond(401, '{"error":"Sign in again"}', 'Unauthorized')
    await expect(apiRequest('GET', '/api/admin/tenants')).rejects.toThrow(/^Unauthorized$/)
    expect(localStorage.getItem('adminToken')).toBeNull()
    expect(assign).toHaveBeenCalledWith('/admin/login')
  })

  it('applies to the default query function too', async () => {
    respond(401, '', 'Unauthorized')
    await expect(runQuery(['/api/admin/leases'], 'returnNull')).rejects.toThrow(/^Unauthorized$/)
    expect(localStorage.getItem('adminToken')).toBeNull()
    expect(assign).toHaveBeenCalledWith('/admin/login')
  })

  it('does not reload the page when the browser is already on /admin/login', async () => {
    vi.stubGlobal('window', { location: { pathname: '/admin/login', assign } })
    respond(401, '', 'Unauthorized')
    await expect(apiRequest('GET', '/api/admin/me')).rejects.toThrow('Unauthorized')
    expect(assign).not.toHaveBeenCalled()
  })

  it('leaves a failed admin login to the login form', async () => {
    respond(401, '{"error":"Wrong username or password"}', 'Unauthorized')
    await expect(
      apiRequest('POST', '/api/admin/login', { username: 'a', password: 'b' }),
    ).rejects.toThrow('401: {"error":"Wrong username or password"}')
    expect(assign).not.toHaveBeenCalled()
    expect(localStorage.getItem('adminToken')).toBe('expired')
  })

  it('leaves tenant calls alone: a 401 there throws the usual message', async () => {
    respond(401, '', 'Unauthorized')
    await expect(apiRequest('GET', '/api/payments')).rejects.toThrow('401: Unauthorized')
    expect(localStorage.getItem('adminToken')).toBe('expired')
    expect(assign).not.toHaveBeenCalled()
  })
})

describe('getQueryFn', () => {
  it('GETs the query key joined with "/" and reads JSON', async () => {
    respond(200, '{"id":"r1"}')
    await expect(runQuery(['/api/maintenance', 'r1'], 'throw')).resolves.toEqual({ id: 'r1' })
    expect(calls[0]?.url).toBe('/api/maintenance/r1')
    expect(calls[0]?.init.method).toBe('GET')
  })

  it('reads an empty 204 body as null', async () => {
    respond(204)
    await expect(runQuery(['/api/tenants/current'], 'throw')).resolves.toBeNull()
  })

  it('returns null on 401 when asked to, and throws otherwise', async () => {
    respond(401, '', 'Unauthorized')
    await expect(runQuery(['/api/tenants/current'], 'returnNull')).resolves.toBeNull()
    await expect(runQuery(['/api/tenants/current'], 'throw')).rejects.toThrow('401: Unauthorized')
  })

  it('throws "status: text" for other failures', async () => {
    respond(404, '{"error":"Request not found"}', 'Not Found')
    await expect(runQuery(['/api/maintenance', 'x'], 'returnNull')).rejects.toThrow(
      '404: {"error":"Request not found"}',
    )
  })
})

describe('requestJson', () => {
  it('reads the JSON body, and an empty one as null', async () => {
    respond(200, '[1,2]')
    await expect(requestJson('GET', '/api/payments')).resolves.toEqual([1, 2])
    respond(204)
    await expect(requestJson('DELETE', '/api/admin/tenants/t1')).resolves.toBeNull()
  })
})
