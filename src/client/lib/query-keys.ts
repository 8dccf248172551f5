/**
 * Every query key the client uses. The default query function GETs the parts joined with '/',
 * so a key is also its URL, and invalidating a key's prefix refreshes everything under it.
 */
export const queryKeys = {
  config: ['/api/config'],
  tenantMe: ['/api/tenant/me'],
  adminMe: ['/api/admin/me'],
  invite: (token: string) => ['/api/tenant/invite', encodeURIComponent(token)],

  notifications: ['/api/notifications'],
  dashboardStats: ['/api/dashboard/stats'],
  currentTenant: ['/api/tenants/current'],
  payments: ['/api/payments'],
  ledger: ['/api/ledger'],
  deposits: ['/api/deposits'],
  paymentInstructions: ['/api/payments', 'instructions'],
  maintenance: ['/api/maintenance'],
  maintenanceRequest: (id: string) => ['/api/maintenance', id],
  emergencyContacts: ['/api/emergency-contacts'],
  notificationPreferences: ['/api/notification-preferences'],

  admin: {
    dashboard: ['/api/admin/dashboard'],
    tenants: ['/api/admin/tenants'],
    tenant: (id: string) => ['/api/admin/tenants', id],
    properties: ['/api/admin/properties'],
    propertyUnits: (propertyId: string) => ['/api/admin/properties', propertyId, 'units'],
    leases: ['/api/admin/leases'],
    leaseDocuments: (leaseId: string) => ['/api/admin/leases', leaseId, 'documents'],
    leaseDeposit: (leaseId: string) => ['/api/admin/leases', leaseId, 'deposit'],
    maintenance: ['/api/admin/maintenance'],
    payments: ['/api/admin/payments'],
    tenantLedger: (tenantId: string) => ['/api/admin/tenants', tenantId, 'ledger'],
    sentReminders: (tenantId: string) => ['/api/admin/tenants', tenantId, 'sent-reminders'],
    leaseIntakes: ['/api/admin/lease-intake'],
    leaseIntake: (id: string) => ['/api/admin/lease-intake', id],
  },
} as const

/** Keys that describe who is signed in rather than their data; they survive a sign-out reset. */
export const isSessionKey = (key: readonly unknown[]): boolean =>
  key[0] === queryKeys.tenantMe[0] ||
  key[0] === queryKeys.adminMe[0] ||
  key[0] === queryKeys.config[0]
