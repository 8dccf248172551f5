// @vitest-environment happy-dom
import '@testing-library/jest-dom/vitest'
import { QueryClientProvider } from '@tanstack/react-query'
import { act, cleanup, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Lease } from '../../../../../shared/schemas/leases'
import type { Unit } from '../../../../../shared/schemas/units'
import { Toaster } from '@/components/ui/toaster'
import { dismissToast } from '@/components/ui/use-toast'
import { createQueryClient } from '@/lib/query-client'
import { UnitsSection } from './units-section'

type Sent = { method: string; url: string; body: unknown; idempotencyKey: string | null }

let units: Unit[]
let sent: Sent[]

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })

/** A stand-in for the units routes: lists, adds, and renames unless another unit has the name. */
const serveUnits = async (url: string, init: RequestInit = {}) => {
  const method = init.method ?? 'GET'
  const body = init.body ? (JSON.parse(init.body as string) as { name: string }) : undefined
  const headers = new Headers(init.headers)
  if (method !== 'GET')
    sent.push({ method, url, body, idempotencyKey: headers.get('Idempotency-Key') })
  if (method === 'GET') return json(units)
  if (method === 'POST') {
    units = [...units, { id: `u${units.length + 1}`, name: body!.name, activeLeaseId: null }]
    return json(units, 201)
  }
  const id = url.split('/').pop()
  if (units.some((unit) => unit.id !== id && unit.name === body!.name)) {
    return json(
      {
        error: `This property already has a unit named ${body!.name}.`,
        details: { fields: { name: 'Another unit of this property has this name' } },
      },
      409,
    )
  }
  units = units.map((unit) => (unit.id === id ? { ...unit, name: body!.name } : unit))
  return json(units.find((unit) => unit.id === id))
}

const lease = {
  id: 'l1',
  status: 'active',
  monthlyRent: 1425,
  tenant: { firstName: 'Ana', lastName: 'Ruiz', unit: '1A' },
} as unknown as Lease

const renderSection = () => {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <UnitsSection propertyId="p1" leases={[lease]} />
      <Toaster />
    </QueryClientProvider>,
  )
  return userEvent.setup()
}

beforeEach(() => {
  units = [
    { id: 'u1', name: '1A', activeLeaseId: 'l1' },
    { id: 'u2', name: '1B', activeLeaseId: null },
  ]
  sent = []
  vi.stubGlobal('fetch', vi.fn(serveUnits))
})

afterEach(() => {
  act(() => dismissToast())
  cleanup()
  vi.unstubAllGlobals()
})

const row = async (label: string) => (await screen.findByText(label)).closest('li') as HTMLElement

describe('UnitsSection', () => {
  it('lists each unit by its label, leased to its tenant or free', async () => {
    renderSection()
    expect(
      within(await row('Unit 1A')).getByText('Leased to Ana Ruiz · $1,425.00/month'),
    ).toBeInTheDocument()
    expect(within(await row('Unit 1B')).getByText('Free')).toBeInTheDocument()
  })

  it('renames a unit in place and shows its new name', async () => {
    const user = renderSection()
    await user.click(await screen.findByRole('button', { name: 'Rename Unit 1B' }))
    const name = screen.getByLabelText('New name for Unit 1B')
    await user.clear(name)
    await user.type(name, '2B')
    await user.click(screen.getByRole('button', { name: 'Save' }))

    expect(await screen.findByText('Unit 2B')).toBeInTheDocument()
    expect(sent).toEqual([
      { method: 'PUT', url: '/api/admin/units/u2', body: { name: '2B' }, idempotencyKey: null },
    ])
    expect(screen.queryByLabelText('New name for Unit 1B')).not.toBeInTheDocument()
  })

  it('shows the sentence of a refused rename under the name', async () => {
    const user = renderSection()
    await user.click(await screen.findByRole('button', { name: 'Rename Unit 1B' }))
    const name = screen.getByLabelText('New name for Unit 1B')
    await user.clear(name)
    await user.type(name, '1A')
    await user.click(screen.getByRole('button', { name: 'Save' }))

    const sentence = 'Another unit of this property has this name'
    expect(await screen.findByText(sentence, { selector: '#unit-u2-name-error' })).toBeVisible()
    expect(name).toHaveAttribute('aria-invalid', 'true')
    expect(units.map((unit) => unit.name)).toEqual(['1A', '1B'])
  })

  it('adds a unit by name, with an idempotency key, and lists it', async () => {
    const user = renderSection()
    await user.type(await screen.findByLabelText('New unit name'), '3C')
    await user.click(screen.getByRole('button', { name: 'Add Unit' }))

    expect(await row('Unit 3C')).toHaveTextContent('Free')
    expect(sent).toMatchObject([
      { method: 'POST', url: '/api/admin/properties/p1/units', body: { name: '3C' } },
    ])
    expect(sent[0]!.idempotencyKey).toEqual(expect.any(String))
    expect(screen.getByLabelText('New unit name')).toHaveValue('')
  })
})
