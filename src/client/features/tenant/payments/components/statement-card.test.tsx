// @vitest-environment happy-dom
import '@testing-library/jest-dom/vitest'
import { QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { LedgerEntry, TenantLedger } from '../../../../../shared/schemas/payments'
import { createQueryClient } from '@/lib/query-client'
import { StatementCard } from './statement-card'

const ledger = (entries: LedgerEntry[]): TenantLedger => ({
  tenant: { id: 't1', firstName: 'Ana', lastName: 'Reyes', unit: '2B' },
  charged: 0,
  paid: 0,
  pending: 0,
  balance: 0,
  entries,
  currentLeaseId: 'l1',
  upcoming: [],
})

/** GET /api/ledger answered with the given statement. */
const renderStatement = (answer: TenantLedger) => {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify(answer), {
          headers: { 'Content-Type': 'application/json' },
        }),
    ),
  )
  render(
    <QueryClientProvider client={createQueryClient()}>
      <StatementCard />
    </QueryClientProvider>,
  )
}

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('tenant statement', () => {
  it('says nothing has been charged or paid instead of an empty box for a new tenant', async () => {
    renderStatement(ledger([]))
    expect(await screen.findByText('Nothing has been charged or paid yet.')).toBeInTheDocument()
    expect(screen.queryByRole('list')).not.toBeInTheDocument()
  })

  it('lists each entry with the balance after it', async () => {
    renderStatement(
      ledger([
        {
          type: 'charge',
          date: '2026-11-01',
          description: 'Rent for November 2026',
          amount: 1450,
          status: null,
          paymentId: null,
          entryId: null,
          memo: null,
          isVoided: false,
          isWaived: false,
          balance: 1450,
        },
      ]),
    )
    const list = await screen.findByRole('list')
    expect(within(list).getByText('Rent for November 2026')).toBeInTheDocument()
    expect(within(list).getByText('Balance $1,450.00')).toBeInTheDocument()
  })
})
