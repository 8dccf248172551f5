import { describe, expect, it } from 'vitest'
import { tenantRouteTitle } from './route-title'

describe('tenantRouteTitle', () => {
  it('follows the route', () => {
    expect(tenantRouteTitle('/')).toBe('Dashboard')
    expect(tenantRouteTitle('/dashboard')).toBe('Dashboard')
    expect(tenantRouteTitle('/payments')).toBe('Payments')
    expect(tenantRouteTitle('/maintenance/')).toBe('Maintenance')
    expect(tenantRouteTitle('/profile')).toBe('Profile')
  })

  it('falls back to Dashboard for any other path', () => {
    expect(tenantRouteTitle('/nowhere')).toBe('Dashboard')
  })
})
