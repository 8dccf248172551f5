/* The demo tenants' emergency contacts, by the tenant's full name. */

export const EMERGENCY_CONTACTS: {
  tenant: string
  name: string
  relationship: string
  phone: string
}[] = [
  {
    tenant: 'Maria Garcia',
    name: 'Luis Garcia',
    relationship: 'Brother',
    phone: '(555) 418-2290',
  },
  { tenant: 'Maria Garcia', name: 'Ana Garcia', relationship: 'Mother', phone: '(555) 418-7731' },
  {
    tenant: 'Kevin Nguyen',
    name: 'Linh Nguyen',
    relationship: 'Spouse',
    phone: '(555) 420-1184',
  },
  {
    tenant: 'Dorothy Williams',
    name: 'Robert Williams',
    relationship: 'Son',
    phone: '(555) 431-5520',
  },
  {
    tenant: 'James Okafor',
    name: 'Grace Okafor',
    relationship: 'Spouse',
    phone: '(555) 251-6625',
  },
]
