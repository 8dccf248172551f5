/** Where the two session tokens live: both in localStorage, under fixed keys. */
export const TENANT_TOKEN_KEY = 'tenantToken'
export const ADMIN_TOKEN_KEY = 'adminToken'

const read = (key: string): string | null => {
  try {
    return globalThis.localStorage?.getItem(key) ?? null
  } catch {
    // Storage can be disabled (private mode, strict settings): behave as signed out.
    return null
  }
}

const write = (key: string, value: string | null) => {
  try {
    if (value === null) globalThis.localStorage?.removeItem(key)
    else globalThis.localStorage?.setItem(key, value)
  } catch {
    // Without storage the session still works through the httpOnly cookie for this page view.
  }
}

export const getTenantToken = () => read(TENANT_TOKEN_KEY)
export const setTenantToken = (token: string) => write(TENANT_TOKEN_KEY, token)
export const clearTenantToken = () => write(TENANT_TOKEN_KEY, null)

export const getAdminToken = () => read(ADMIN_TOKEN_KEY)
export const setAdminToken = (token: string) => write(ADMIN_TOKEN_KEY, token)
export const clearAdminToken = () => write(ADMIN_TOKEN_KEY, null)
