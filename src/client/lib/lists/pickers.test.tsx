// @vitest-environment happy-dom
import '@testing-library/jest-dom/vitest'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, renderHook, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState, type ReactNode } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { AdminTenant } from '../../../shared/schemas/admin-tenants'
import { RecordPicker } from '@/components/pickers/record-picker'
import { TenantPicker } from '@/components/pickers/tenant-picker'
import type { PickerOption } from '@/components/ui/search-picker'
import { PICKER_LIMIT, usePickerSearch } from './use-picker-search'

type Pet = { id: string; name: string }

const PETS: Pet[] = ['Ace', 'Bolt', 'Coco', 'Dash'].map((name) => ({
  id: name.toLowerCase(),
  name,
}))

const TENANTS = [
  {
    id: 't1',
    firstName: 'Ana',
    lastName: 'Ruiz',
    unit: '1A',
    propertyName: 'Maple Court',
    email: 'ana@example.com',
  },
  {
    id: 't2',
    firstName: 'Ana',
    lastName: 'Ruiz',
    unit: null,
    propertyName: null,
    email: 'ana.r@example.com',
  },
  {
    id: 't3',
    firstName: 'Ben',
    lastName: 'Okafor',
    unit: '2B',
    propertyName: 'Maple Court',
    email: 'ben@example.com',
  },
] as unknown as AdminTenant[]

let requested: URL[]
let failing: boolean
/** While set, answers wait for it: a search still on its way. */
let held: Promise<void> | null

/** A stand-in server: the pets and tenants lists, searched by name, cut at `limit`. */
const serve = async (input: string) => {
  const url = new URL(input, 'http://hearth.test')
  requested.push(url)
  if (held) await held
  if (failing) return new Response('{"error":"Search is down"}', { status: 503 })
  const q = (url.searchParams.get('q') ?? '').toLowerCase()
  const limit = Number(url.searchParams.get('limit'))
  const rows: { id: string }[] = url.pathname === '/api/pets' ? PETS : TENANTS
  const nameOf = (row: object) =>
    'name' in row
      ? String(row.name)
      : `${(row as AdminTenant).firstName} ${(row as AdminTenant).lastName}`
  const matches = rows.filter((row) => nameOf(row).toLowerCase().includes(q)).slice(0, limit)
  return new Response(JSON.stringify(matches))
}

const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
    {children}
  </QueryClientProvider>
)

/** A form field holding the chosen id, as a form would. */
const PetField = ({ initial = null }: { initial?: PickerOption | null }) => {
  const [value, setValue] = useState(initial?.id ?? '')
  return (
    <>
      <RecordPicker<Pet>
        id="pet"
        value={value}
        initial={initial}
        onChange={(option) => setValue(option.id)}
        onClear={{ label: 'Any pet', clear: () => setValue('') }}
        listKey={['/api/pets']}
        toOption={(pet) => ({ id: pet.id, label: pet.name })}
        placeholder="Choose a pet"
        searchLabel="Search pets"
        emptyText="No pets match your search."
      />
      <output aria-label="Chosen">{value}</output>
    </>
  )
}

const renderWith = (ui: ReactNode) => {
  render(ui, { wrapper })
  return userEvent.setup()
}

const optionNames = () => screen.getAllByRole('option').map((option) => option.textContent)

beforeEach(() => {
  requested = []
  failing = false
  held = null
  vi.stubGlobal('fetch', vi.fn(serve))
})

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('usePickerSearch', () => {
  it('asks for the first matches only, with the trimmed text once typing pauses', async () => {
    const { result, rerender } = renderHook(
      ({ query }) => usePickerSearch<Pet>(['/api/pets'], query),
      { wrapper, initialProps: { query: '' } },
    )
    await waitFor(() => expect(result.current.data).toHaveLength(4))
    expect(requested[0]?.searchParams.get('limit')).toBe(String(PICKER_LIMIT))

    rerender({ query: ' c' })
    rerender({ query: ' co ' })
    await waitFor(() => expect(result.current.data).toEqual([{ id: 'coco', name: 'Coco' }]))
    expect(requested.map((url) => url.searchParams.get('q'))).toEqual(['', 'co'])
  })

  it('keeps the previous matches on screen while the next search loads', async () => {
    const { result, rerender } = renderHook(
      ({ query }) => usePickerSearch<Pet>(['/api/pets'], query),
      { wrapper, initialProps: { query: '' } },
    )
    await waitFor(() => expect(result.current.data).toHaveLength(4))
    let answer = () => {}
    held = new Promise((resolve) => (answer = resolve))
    rerender({ query: 'bolt' })
    await waitFor(() => expect(requested.at(-1)?.searchParams.get('q')).toBe('bolt'))
    expect(result.current.isPlaceholderData).toBe(true)
    expect(result.current.data).toHaveLength(4)
    answer()
    await waitFor(() => expect(result.current.data).toEqual([{ id: 'bolt', name: 'Bolt' }]))
  })
})

describe('RecordPicker', () => {
  it('searches the server, and the trigger names the option picked', async () => {
    const user = renderWith(<PetField />)
    await user.click(screen.getByRole('button', { name: 'Choose a pet' }))
    await waitFor(() => expect(optionNames()).toEqual(['Ace', 'Bolt', 'Coco', 'Dash']))
    await user.type(screen.getByRole('combobox', { name: 'Search pets' }), 'da')
    await waitFor(() => expect(optionNames()).toEqual(['Dash']))
    await user.click(screen.getByRole('option', { name: 'Dash' }))

    expect(screen.getByRole('status', { name: 'Chosen' })).toHaveTextContent('dash')
    expect(screen.getByRole('button', { name: 'Dash' })).toBeInTheDocument()
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument()
  })

  it('names the record already chosen before any search, and clears back to none', async () => {
    const user = renderWith(<PetField initial={{ id: 'coco', label: 'Coco' }} />)
    expect(screen.getByRole('button', { name: 'Coco' })).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Any pet' }))
    expect(screen.getByRole('button', { name: 'Choose a pet' })).toBeInTheDocument()
    expect(screen.getByRole('status', { name: 'Chosen' })).toHaveTextContent('')
  })

  it('picks with the arrows and Enter', async () => {
    const user = renderWith(<PetField />)
    await user.click(screen.getByRole('button', { name: 'Choose a pet' }))
    await waitFor(() => expect(optionNames()).toHaveLength(4))
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}')
    expect(screen.getByRole('status', { name: 'Chosen' })).toHaveTextContent('coco')
  })

  it('says when nothing matches, and when the search failed', async () => {
    const user = renderWith(<PetField />)
    await user.click(screen.getByRole('button', { name: 'Choose a pet' }))
    await user.type(screen.getByRole('combobox', { name: 'Search pets' }), 'zz')
    expect(await screen.findByText('No pets match your search.')).toBeInTheDocument()
    failing = true
    await user.type(screen.getByRole('combobox', { name: 'Search pets' }), 'z')
    expect(await screen.findByText('The search failed. Type again to retry.')).toBeInTheDocument()
  })
})

describe('TenantPicker', () => {
  it('lists tenants from the admin search, telling namesakes apart by unit, property and email', async () => {
    const onChange = vi.fn()
    const user = renderWith(
      <TenantPicker id="tenant" value="" initial={null} onChange={onChange} />,
    )
    await user.click(screen.getByRole('button', { name: 'Choose a tenant' }))
    await user.type(
      screen.getByRole('combobox', { name: 'Search tenants by name, email or unit' }),
      'ana',
    )
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(2))
    expect(requested.at(-1)?.pathname).toBe('/api/admin/tenants')
    expect(optionNames()).toEqual([
      'Ana RuizUnit 1A · Maple Court · ana@example.com',
      'Ana Ruizana.r@example.com',
    ])
    await user.click(screen.getByRole('option', { name: /ana\.r@example\.com/ }))
    expect(onChange).toHaveBeenCalledWith({
      id: 't2',
      label: 'Ana Ruiz',
      detail: 'ana.r@example.com',
    })
  })

  it('says so when no tenant matches', async () => {
    const user = renderWith(<TenantPicker id="tenant" value="" initial={null} onChange={vi.fn()} />)
    await user.click(screen.getByRole('button', { name: 'Choose a tenant' }))
    await user.type(
      screen.getByRole('combobox', { name: 'Search tenants by name, email or unit' }),
      'zed',
    )
    expect(await screen.findByText('No tenants match your search.')).toBeInTheDocument()
  })
})
