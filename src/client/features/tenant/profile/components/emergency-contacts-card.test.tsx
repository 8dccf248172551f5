// @vitest-environment happy-dom
import '@testing-library/jest-dom/vitest'
import { QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { EmergencyContact } from '../../../../../shared/schemas/profile'
import { TooltipProvider } from '@/components/ui/tooltip'
import { createQueryClient } from '@/lib/query-client'
import { EmergencyContactsCard } from './emergency-contacts-card'

let answers: Response[]
let asked: number

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })

const MOTHER: EmergencyContact = {
  id: 'c1',
  name: 'Maya Shah',
  relationship: 'Mother',
  phone: '(555) 010-2233',
}

/** A stand-in for GET /api/emergency-contacts: each call takes the next prepared answer. */
const serveContacts = async () => {
  asked += 1
  return answers.shift() ?? json([])
}

const renderCard = () => {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <TooltipProvider>
        <EmergencyContactsCard />
      </TooltipProvider>
    </QueryClientProvider>,
  )
  return userEvent.setup()
}

beforeEach(() => {
  answers = []
  asked = 0
  vi.stubGlobal('fetch', vi.fn(serveContacts))
})

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('emergency contacts list', () => {
  it('shows the failure with Try again, and the contacts once asked again', async () => {
    answers = [
      new Response('<html><h1>502 Bad Gateway</h1></html>', { status: 502 }),
      json([MOTHER]),
    ]
    const user = renderCard()
    const alert = await screen.findByRole('alert')
    expect(within(alert).getByText('Failed to fetch emergency contacts')).toBeInTheDocument()
    // A proxy's error page carries no sentence for a person, so the fallback says what to do.
    expect(within(alert).getByText(/Check your connection and try again\./)).toBeInTheDocument()

    await user.click(within(alert).getByRole('button', { name: 'Try again' }))
    const list = await screen.findByRole('list', { name: 'Emergency contacts' })
    expect(within(list).getByText('Maya Shah')).toBeInTheDocument()
    expect(asked).toBe(2)
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  it('shows its empty text when the tenant has no contacts', async () => {
    renderCard()
    expect(await screen.findByText('No emergency contacts yet')).toBeInTheDocument()
    expect(screen.queryByRole('list', { name: 'Emergency contacts' })).not.toBeInTheDocument()
  })

  it('opens the new contact form in place of the empty text', async () => {
    const user = renderCard()
    await screen.findByText('No emergency contacts yet')
    await user.click(screen.getByRole('button', { name: 'Add Contact' }))
    expect(screen.queryByText('No emergency contacts yet')).not.toBeInTheDocument()
  })
})
