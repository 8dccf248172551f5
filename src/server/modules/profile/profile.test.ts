import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { insertLease, insertTenant } from '../../../../tests/factories'
import { createTestApp, type TestContext } from '../../../../tests/test-app'
import { testDialects } from '../../../../tests/test-database'
import { signInNewTenant } from '../../../../tests/sessions'

type Cookies = Record<string, string>

const CONTACT = { name: 'Luis Garcia', relationship: 'Brother', phone: '(555) 418-2290' }

describe.each(testDialects)('tenant profile on %s', (dialect) => {
  let ctx: TestContext
  beforeEach(async () => {
    ctx = await createTestApp(dialect)
  })
  afterEach(() => ctx.close())

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    cookies: Cookies,
    payload?: unknown,
  ) =>
    ctx.app.inject({
      method,
      url,
      cookies,
      ...(payload === undefined ? {} : { payload: payload as object }),
    })

  it('returns the signed-in tenant with the current lease dates and extraction facts', async () => {
    const { tenant, cookies } = await signInNewTenant(ctx.app, ctx.db, {
      first_name: 'James',
      last_name: 'Okafor',
      unit: null,
      extracted_from_document: 1,
      confidence_score: 0.92,
    })
    await insertLease(ctx.db, {
      tenant_id: tenant.id,
      start_date: '2026-01-15',
      end_date: '2027-03-14',
    })
    const res = await call('GET', '/api/tenants/current', cookies)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({
      id: tenant.id,
      firstName: 'James',
      lastName: 'Okafor',
      email: tenant.email,
      phone: tenant.phone,
      unit: null,
      leaseStart: '2026-01-15',
      leaseEnd: '2027-03-14',
      extractedFromDocument: true,
      confidenceScore: 0.92,
    })
    expect((await ctx.app.inject({ url: '/api/tenants/current' })).statusCode).toBe(401)
  })

  it('saves name, email and phone, ignoring fields a tenant may not change, and signs in with the new email', async () => {
    const { tenant, cookies } = await signInNewTenant(ctx.app, ctx.db)
    const res = await call('PUT', '/api/tenants/current', cookies, {
      firstName: ' Maria ',
      lastName: 'Garcia-Lopez',
      email: ' Maria.New@Example.com ',
      phone: '+1 555 201 3344',
      unit: 'PENTHOUSE',
      leaseEnd: '2099-01-01',
    })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({
      firstName: 'Maria',
      lastName: 'Garcia-Lopez',
      email: 'maria.new@example.com',
      phone: '+1 555 201 3344',
      unit: tenant.unit,
    })
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/tenant/login',
      payload: { email: 'maria.new@example.com', password: 'tenant-password-1' },
    })
    expect(login.statusCode).toBe(200)
    expect(
      (
        await call('PUT', '/api/tenants/current', cookies, { ...res.json<object>(), phone: '' })
      ).json().phone,
    ).toBeNull()
  })

  it('refuses an email another tenant uses with a 409, and bad fields with a 400, changing nothing', async () => {
    const { tenant, cookies } = await signInNewTenant(ctx.app, ctx.db)
    const other = await insertTenant(ctx.db, { email: 'taken@example.com' })
    const base = { firstName: 'A', lastName: 'B', email: tenant.email, phone: null }

    const taken = await call('PUT', '/api/tenants/current', cookies, {
      ...base,
      email: 'TAKEN@example.com',
    })
    expect(taken.statusCode).toBe(409)
    expect(taken.json()).toMatchObject({
      error: 'Another account already uses this email address.',
      details: { fields: { email: 'Another account already uses this email address.' } },
    })
    const cases: [Record<string, unknown>, string, string][] = [
      [{ ...base, firstName: '  ' }, 'firstName', 'Enter your first name'],
      [{ ...base, email: 'not-an-email' }, 'email', 'Enter a valid email address'],
      [{ ...base, phone: 'call me' }, 'phone', 'Enter a phone number with 7 to 15 digits'],
      [{ ...base, phone: '12' }, 'phone', 'Enter a phone number with 7 to 15 digits'],
      [{ lastName: 'B', email: tenant.email }, 'firstName', 'This field is required'],
    ]
    for (const [payload, field, message] of cases) {
      const res = await call('PUT', '/api/tenants/current', cookies, payload)
      expect(res.statusCode, field).toBe(400)
      expect(res.json().details.fields[field]).toBe(message)
    }
    const row = await ctx.db
      .selectFrom('tenants')
      .selectAll()
      .where('id', '=', tenant.id)
      .executeTakeFirstOrThrow()
    expect(row).toMatchObject({ first_name: tenant.first_name, email: tenant.email })
    expect(
      (
        await ctx.db
          .selectFrom('tenants')
          .select('email')
          .where('id', '=', other.id)
          .executeTakeFirstOrThrow()
      ).email,
    ).toBe('taken@example.com')
  })

  it('adds, lists, edits and deletes emergency contacts', async () => {
    const { cookies } = await signInNewTenant(ctx.app, ctx.db)
    const created = await call('POST', '/api/emergency-contacts', cookies, CONTACT)
    expect(created.statusCode).toBe(201)
    const { id } = created.json()
    expect(created.json()).toEqual({ id, ...CONTACT })
    await call('POST', '/api/emergency-contacts', cookies, {
      name: 'Dr. Chen',
      relationship: 'Doctor',
      phone: '555-010-2030',
    })

    const edited = await call('PUT', `/api/emergency-contacts/${id}`, cookies, {
      ...CONTACT,
      relationship: 'Sister',
    })
    expect(edited.json()).toEqual({ id, ...CONTACT, relationship: 'Sister' })
    const list = await call('GET', '/api/emergency-contacts', cookies)
    expect(list.json().map((c: { relationship: string }) => c.relationship)).toEqual([
      'Sister',
      'Doctor',
    ])

    expect((await call('DELETE', `/api/emergency-contacts/${id}`, cookies)).statusCode).toBe(204)
    expect((await call('DELETE', `/api/emergency-contacts/${id}`, cookies)).statusCode).toBe(404)
    expect((await call('GET', '/api/emergency-contacts', cookies)).json()).toHaveLength(1)
  })

  it('requires name, relationship and phone for a contact, and caps the list at 10', async () => {
    const { cookies } = await signInNewTenant(ctx.app, ctx.db)
    const missing = await call('POST', '/api/emergency-contacts', cookies, { name: ' ', phone: '' })
    expect(missing.statusCode).toBe(400)
    expect(missing.json().details.fields).toEqual({
      name: 'Enter a name',
      relationship: 'This field is required',
      phone: 'Enter a phone number',
    })
    for (let i = 0; i < 10; i++) await call('POST', '/api/emergency-contacts', cookies, CONTACT)
    const eleventh = await call('POST', '/api/emergency-contacts', cookies, CONTACT)
    expect(eleventh.statusCode).toBe(409)
    expect(eleventh.json().error).toBe(
      'You can keep at most 10 emergency contacts. Remove one first.',
    )
    expect((await call('GET', '/api/emergency-contacts', cookies)).json()).toHaveLength(10)
  })

  it('keeps one tenant out of another’s contacts and preferences', async () => {
    const owner = await signInNewTenant(ctx.app, ctx.db)
    const other = await signInNewTenant(ctx.app, ctx.db)
    const { id } = (await call('POST', '/api/emergency-contacts', owner.cookies, CONTACT)).json()
    await call('PUT', '/api/notification-preferences', owner.cookies, { smsNotifications: true })

    expect((await call('GET', '/api/emergency-contacts', other.cookies)).json()).toEqual([])
    const edit = await call('PUT', `/api/emergency-contacts/${id}`, other.cookies, {
      ...CONTACT,
      name: 'Mallory',
    })
    expect(edit.statusCode).toBe(404)
    expect(edit.json().error).toBe('Emergency contact not found.')
    expect((await call('DELETE', `/api/emergency-contacts/${id}`, other.cookies)).statusCode).toBe(
      404,
    )
    expect((await call('GET', '/api/emergency-contacts', owner.cookies)).json()).toEqual([
      { id, ...CONTACT },
    ])

    expect(
      (await call('GET', '/api/notification-preferences', other.cookies)).json().smsNotifications,
    ).toBe(false)
    await call('PUT', '/api/notification-preferences', other.cookies, { paymentReminders: false })
    expect((await call('GET', '/api/notification-preferences', owner.cookies)).json()).toEqual({
      paymentReminders: true,
      maintenanceUpdates: true,
      smsNotifications: true,
    })
  })

  it('reads default preferences until saved, saves each toggle alone, and refuses non-booleans', async () => {
    const { cookies } = await signInNewTenant(ctx.app, ctx.db)
    expect((await call('GET', '/api/notification-preferences', cookies)).json()).toEqual({
      paymentReminders: true,
      maintenanceUpdates: true,
      smsNotifications: false,
    })
    const saved = await call('PUT', '/api/notification-preferences', cookies, {
      maintenanceUpdates: false,
    })
    expect(saved.json()).toEqual({
      paymentReminders: true,
      maintenanceUpdates: false,
      smsNotifications: false,
    })
    await call('PUT', '/api/notification-preferences', cookies, { smsNotifications: true })
    const full = await call('PUT', '/api/notification-preferences', cookies, {
      paymentReminders: false,
      maintenanceUpdates: true,
      smsNotifications: true,
    })
    expect(full.json()).toEqual({
      paymentReminders: false,
      maintenanceUpdates: true,
      smsNotifications: true,
    })
    expect((await call('GET', '/api/notification-preferences', cookies)).json()).toEqual(
      full.json(),
    )

    expect(
      (await call('PUT', '/api/notification-preferences', cookies, { smsNotifications: 'yes' }))
        .statusCode,
    ).toBe(400)
    expect((await call('PUT', '/api/notification-preferences', cookies, {})).statusCode).toBe(400)
  })
})
