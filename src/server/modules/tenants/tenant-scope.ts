/** The session's tenant: every function a tenant can reach takes this, never an id from the request. */
export type TenantScope = { tenantId: string }
