// @vitest-environment happy-dom
import '@testing-library/jest-dom/vitest'
import { QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Notification } from '../../../../shared/schemas/notification'
import { TooltipProvider } from '@/components/ui/tooltip'
import { createQueryClient } from '@/lib/query-client'
import { NotificationsMenu } from './notifications-menu'

let answers: Response[]
let asked: number

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })

const CONFIRMED: Notification = {
  id: 'n1',
  kind: 'payment_confirmed',
  title: 'Payment confirmed',
  body: 'Your payment for March was confirmed.',
  link: '/payments',
  readAt: null,
  createdAt: new Date().toISOString(),
}

/** A stand-in for GET /api/notifications: each call takes the next prepared answer. */
const serveNotifications = async () => {
  asked += 1
  return answers.shift() ?? json([])
}

const openMenu = async () => {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <TooltipProvider>
          <NotificationsMenu />
        </TooltipProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  )
  const user = userEvent.setup()
  await user.click(screen.getByRole('button', { name: /^Notifications/ }))
  return { user, menu: await screen.findByRole('dialog', { name: 'Notifications' }) }
}

beforeEach(() => {
  answers = []
  asked = 0
  vi.stubGlobal('fetch', vi.fn(serveNotifications))
})

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('notifications menu', () => {
  it('shows the failure with Try again, and the notifications once asked again', async () => {
    answers = [json({ error: 'Notifications are resting.' }, 503), json([CONFIRMED])]
    const { user, menu } = await openMenu()
    const alert = await within(menu).findByRole('alert')
    expect(within(alert).getByText('Notifications could not be loaded')).toBeInTheDocument()
    expect(within(alert).getByText(/Notifications are resting\./)).toBeInTheDocument()

    await user.click(within(alert).getByRole('button', { name: 'Try again' }))
    expect(await within(menu).findByText('Payment confirmed')).toBeInTheDocument()
    expect(asked).toBe(2)
  })

  it('shows its empty text when there is nothing to tell', async () => {
    const { menu } = await openMenu()
    expect(await within(menu).findByText('No notifications yet')).toBeInTheDocument()
  })
})
