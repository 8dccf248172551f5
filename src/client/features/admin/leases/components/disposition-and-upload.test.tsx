// @vitest-environment happy-dom
import '@testing-library/jest-dom/vitest'
import { QueryClientProvider } from '@tanstack/react-query'
import { act, cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Deposit } from '../../../../../shared/schemas/deposits'
import { Toaster } from '@/components/ui/toaster'
import { TooltipProvider } from '@/components/ui/tooltip'
import { dismissToast } from '@/components/ui/use-toast'
import { createQueryClient } from '@/lib/query-client'
import { DispositionForm } from './disposition-form'
import { UploadDocumentDialog } from './upload-document-dialog'

type Sent = { url: string; form: FormData }

let sent: Sent[]
let answer: () => Response

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })

const deposit = {
  leaseId: 'l1',
  leaseStatus: 'ended',
  propertyName: 'Maple Court',
  deposit: 1500,
  status: 'held',
  leaseLastDay: '2026-11-20',
  returnDays: 30,
  refundDueDate: '2026-12-20',
  disposition: null,
} satisfies Deposit

const renderWith = (ui: React.ReactNode) => {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <TooltipProvider>{ui}</TooltipProvider>
      <Toaster />
    </QueryClientProvider>,
  )
  return userEvent.setup()
}

beforeEach(() => {
  sent = []
  answer = () => json(deposit, 201)
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      sent.push({ url, form: init.body as FormData })
      return answer()
    }),
  )
})

afterEach(() => {
  act(() => dismissToast())
  cleanup()
  vi.unstubAllGlobals()
})

describe('DispositionForm', () => {
  it('puts the schema’s sentences under a deduction left empty, and sends nothing', async () => {
    const user = renderWith(<DispositionForm deposit={deposit} />)
    await user.click(screen.getByRole('button', { name: 'Add deduction' }))
    await user.click(screen.getByRole('button', { name: 'Record and send the letter' }))

    expect(await screen.findByText('Say what the deduction is for')).toBeVisible()
    expect(screen.getByText('Enter an amount in dollars')).toBeVisible()
    expect(screen.getByLabelText('Deduction 1')).toHaveAttribute('aria-invalid', 'true')
    expect(sent).toEqual([])
  })

  it('refuses deductions above the deposit, and shows the refund they leave as they are typed', async () => {
    const user = renderWith(<DispositionForm deposit={deposit} />)
    await user.click(screen.getByRole('button', { name: 'Add deduction' }))
    await user.type(screen.getByLabelText('Deduction 1'), 'New carpet')
    await user.type(screen.getByLabelText('Amount ($)'), '240')
    expect(screen.getByText('$1,260.00')).toBeInTheDocument()
    await user.clear(screen.getByLabelText('Amount ($)'))
    await user.type(screen.getByLabelText('Amount ($)'), '1600')
    await user.click(screen.getByRole('button', { name: 'Record and send the letter' }))

    expect(await screen.findByText('The deductions cannot exceed the deposit')).toBeVisible()
    expect(screen.getByText('$0.00')).toBeInTheDocument()
    expect(sent).toEqual([])
  })

  it('sends the disposition as JSON beside each deduction’s photo, and says the letter is on its way', async () => {
    const user = renderWith(<DispositionForm deposit={deposit} />)
    await user.click(screen.getByRole('button', { name: 'Add deduction' }))
    await user.type(screen.getByLabelText('Deduction 1'), ' Broken window ')
    await user.type(screen.getByLabelText('Amount ($)'), '240.50')
    const photo = new File(['png'], 'window.png', { type: 'image/png' })
    await user.upload(screen.getByLabelText('Photo (optional, JPG or PNG)'), photo)
    await user.clear(screen.getByLabelText('Refund sent on'))
    await user.type(screen.getByLabelText('Refund sent on'), '2026-11-25')
    await user.click(screen.getByRole('button', { name: 'Record and send the letter' }))

    expect(await screen.findByText('Disposition recorded; the letter is on its way')).toBeVisible()
    expect(sent).toHaveLength(1)
    expect(sent[0]!.url).toBe('/api/admin/leases/l1/deposit/disposition')
    expect(JSON.parse(sent[0]!.form.get('disposition') as string)).toEqual({
      deductions: [{ description: 'Broken window', amount: 240.5 }],
      refundDate: '2026-11-25',
    })
    expect((sent[0]!.form.get('photo-0') as File).name).toBe('window.png')
  })

  it('puts the server’s field sentence under its field and in the toast, without a path', async () => {
    answer = () =>
      json(
        {
          error: 'deductions.0.description: Use at most 200 characters',
          details: { fields: { 'deductions.0.description': 'Use at most 200 characters' } },
        },
        400,
      )
    const user = renderWith(<DispositionForm deposit={deposit} />)
    await user.click(screen.getByRole('button', { name: 'Add deduction' }))
    await user.type(screen.getByLabelText('Deduction 1'), 'Paint')
    await user.type(screen.getByLabelText('Amount ($)'), '50')
    await user.click(screen.getByRole('button', { name: 'Record and send the letter' }))

    expect(await screen.findByText('Failed to record the disposition')).toBeVisible()
    expect(screen.getByText('Use at most 200 characters')).toBeVisible()
    expect(screen.getByText('Use at most 200 characters.')).toBeVisible()
    expect(screen.queryByText(/deductions\.0/)).not.toBeInTheDocument()
  })
})

describe('UploadDocumentDialog', () => {
  it('waits for a PDF, then sends it with its type and names it in the toast', async () => {
    const onOpenChange = vi.fn()
    answer = () => json({ id: 'd1' }, 201)
    const user = renderWith(
      <UploadDocumentDialog open onOpenChange={onOpenChange} leaseId="l1" tenantName="Ana Ruiz" />,
    )
    const submit = screen.getByRole('button', { name: 'Upload' })
    expect(submit).toBeDisabled()
    const pdf = new File(['%PDF-1.4'], 'Signed lease.pdf', { type: 'application/pdf' })
    await user.upload(screen.getByLabelText('Document (PDF, max 10MB)'), pdf)
    expect(screen.getByText('Signed lease.pdf')).toBeInTheDocument()
    await user.click(submit)

    expect(await screen.findByText('Document uploaded successfully')).toBeVisible()
    expect(sent[0]!.url).toBe('/api/admin/leases/l1/documents')
    expect(sent[0]!.form.get('documentType')).toBe('lease_agreement')
    expect((sent[0]!.form.get('document') as File).name).toBe('Signed lease.pdf')
    expect(onOpenChange).toHaveBeenCalledWith(false)
  })

  it("shows the server's sentence when the upload is refused, and stays open", async () => {
    const onOpenChange = vi.fn()
    answer = () => json({ error: 'This file is not a PDF' }, 415)
    const user = renderWith(
      <UploadDocumentDialog open onOpenChange={onOpenChange} leaseId="l1" tenantName="Ana Ruiz" />,
    )
    const pdf = new File(['nope'], 'notes.pdf', { type: 'application/pdf' })
    await user.upload(screen.getByLabelText('Document (PDF, max 10MB)'), pdf)
    await user.click(screen.getByRole('button', { name: 'Upload' }))

    expect(await screen.findByText('Failed to upload document')).toBeVisible()
    expect(screen.getByText('This file is not a PDF')).toBeVisible()
    expect(onOpenChange).not.toHaveBeenCalled()
  })
})
