// @vitest-environment happy-dom
import '@testing-library/jest-dom/vitest'
import { QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Payment } from '../../../../shared/schemas/payments'
import { TooltipProvider } from '@/components/ui/tooltip'
import { createQueryClient } from '@/lib/query-client'
import { PaymentsPage } from './payments-page'

let historyAnswers: Response[]
let historyAsked: number

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })

const MARCH: Payment = {
  id: 'p1',
  amount: 1425,
  method: 'zelle',
  period: 'March 2026',
  status: 'confirmed',
  createdAt: '2026-03-02T15:00:00.000Z',
  zelleRef: 'ZL-1',
  proofFile: null,
  rejectionReason: null,
  confirmedAt: '2026-03-03T15:00:00.000Z',
}

/** Stand-ins for the page's reads: the history takes the next prepared answer, the rest are empty. */
const servePaymentsPage = async (url: string) => {
  if (url === '/api/payments') {
    historyAsked += 1
    return historyAnswers.shift() ?? json([])
  }
  if (url === '/api/ledger') return json({ upcoming: [], entries: [] })
  return json([])
}

const renderPage = () => {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={['/payments']}>
        <TooltipProvider>
          <PaymentsPage />
        </TooltipProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  )
  return userEvent.setup()
}

beforeEach(() => {
  historyAnswers = []
  historyAsked = 0
  vi.stubGlobal('fetch', vi.fn(servePaymentsPage))
})

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('tenant payment history', () => {
  it('shows the failure with Try again, and the payments once asked again', async () => {
    historyAnswers = [json({ error: 'Payments are not available right now.' }, 503), json([MARCH])]
    const user = renderPage()
    const alert = await screen.findByRole('alert')
    expect(within(alert).getByText('Failed to fetch payments')).toBeInTheDocument()
    expect(within(alert).getByText(/Payments are not available right now\./)).toBeInTheDocument()

    await user.click(within(alert).getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('cell', { name: 'March 2026' })).toBeInTheDocument()
    expect(historyAsked).toBe(2)
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  it('says so when there are no payments, and when a search matches none', async () => {
    historyAnswers = [json([])]
    const user = renderPage()
    expect(await screen.findByText('No payments found')).toBeInTheDocument()
    await user.type(screen.getByRole('searchbox', { name: 'Search payments' }), 'April')
    expect(await screen.findByText('No payments match your search')).toBeInTheDocument()
  })
})
