// @vitest-environment happy-dom
import '@testing-library/jest-dom/vitest'
import { act, cleanup, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { Toaster } from '@/components/ui/toaster'
import { dismissToast } from '@/components/ui/use-toast'
import { apiErrorFrom } from '@/lib/api-error'
import { useSchemaForm, type SchemaFormOptions, type SubmitRequest } from './use-schema-form'

const ContactSchema = z.object({
  name: z.string().trim().min(1, 'Enter the name'),
  phone: z.string().trim().min(1, 'Enter the phone number'),
})
type Contact = z.infer<typeof ContactSchema>

type Submit = (values: Contact, request: SubmitRequest) => Promise<unknown>

type Extra = Partial<SchemaFormOptions<typeof ContactSchema, unknown>>

const ContactForm = ({ submit, extra }: { submit: Submit; extra?: Extra | undefined }) => {
  const {
    form,
    onSubmit,
    isPending,
    errorOf,
    doubts: shown,
    confirm,
  } = useSchemaForm({
    schema: ContactSchema,
    defaultValues: { name: '', phone: '' },
    submit,
    failure: { title: 'Failed to add emergency contact' },
    success: { title: 'Contact added' },
    ...extra,
  })
  return (
    <form onSubmit={onSubmit} noValidate>
      <label htmlFor="name">Name</label>
      <input id="name" {...form.register('name')} />
      <p>{errorOf('name')}</p>
      <label htmlFor="phone">Phone</label>
      <input id="phone" {...form.register('phone')} />
      <p>{errorOf('phone')}</p>
      {shown.length > 0 ? (
        <p role="alert">
          Are you sure? {shown.join(' ')}
          <button type="button" onClick={confirm}>
            Add Anyway
          </button>
        </p>
      ) : null}
      <button type="submit" disabled={isPending}>
        Add Contact
      </button>
    </form>
  )
}

const renderForm = (submit: Submit, extra?: Extra) => {
  render(
    <>
      <ContactForm submit={submit} extra={extra} />
      <Toaster />
    </>,
  )
  return userEvent.setup()
}

const fill = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.type(screen.getByLabelText('Name'), 'Ana Ruiz')
  await user.type(screen.getByLabelText('Phone'), '555-0101')
}

afterEach(() => {
  act(() => dismissToast())
  cleanup()
})

describe('useSchemaForm', () => {
  it('shows the schema sentences under the fields and sends nothing while they fail', async () => {
    const submit = vi.fn<Submit>()
    const user = renderForm(submit)
    await user.click(screen.getByRole('button', { name: 'Add Contact' }))
    expect(await screen.findByText('Enter the name')).toBeInTheDocument()
    expect(screen.getByText('Enter the phone number')).toBeInTheDocument()
    expect(submit).not.toHaveBeenCalled()
  })

  it('sends the checked values with a fresh idempotency key per submission, and toasts success', async () => {
    const submit = vi.fn<Submit>().mockResolvedValue({ id: 'c1' })
    const user = renderForm(submit)
    await fill(user)
    await user.click(screen.getByRole('button', { name: 'Add Contact' }))
    await user.click(screen.getByRole('button', { name: 'Add Contact' }))
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(2))
    const [values, first] = submit.mock.calls[0]!
    const second = submit.mock.calls[1]![1]
    expect(values).toEqual({ name: 'Ana Ruiz', phone: '555-0101' })
    expect(first.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/)
    expect(second.idempotencyKey).not.toBe(first.idempotencyKey)
    expect(await screen.findByText('Contact added')).toBeInTheDocument()
  })

  it('disables submit while the submission is on its way', async () => {
    let finish: (value: unknown) => void = () => undefined
    const submit = vi.fn<Submit>(() => new Promise((resolve) => (finish = resolve)))
    const user = renderForm(submit)
    await fill(user)
    await user.click(screen.getByRole('button', { name: 'Add Contact' }))
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add Contact' })).toBeDisabled())
    await act(async () => finish(null))
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add Contact' })).toBeEnabled())
  })

  it("puts the server's field sentences under their fields and toasts without the field path", async () => {
    const refusal = apiErrorFrom(
      400,
      'Bad Request',
      JSON.stringify({
        error: 'phone: Enter a phone number with digits',
        details: { fields: { phone: 'Enter a phone number with digits' } },
      }),
    )
    const user = renderForm(vi.fn<Submit>().mockRejectedValue(refusal))
    await fill(user)
    await user.click(screen.getByRole('button', { name: 'Add Contact' }))
    expect(await screen.findByText('Failed to add emergency contact')).toBeInTheDocument()
    expect(screen.getByText('Enter a phone number with digits')).toBeInTheDocument()
    expect(screen.getAllByText('Enter a phone number with digits.')[0]).toBeInTheDocument()
    expect(screen.queryByText(/phone:/)).not.toBeInTheDocument()
  })

  it('puts a sentence about a request path under the field the form maps it to', async () => {
    const refusal = apiErrorFrom(
      400,
      'Bad Request',
      JSON.stringify({
        error: 'contact.phone: Enter a phone number with digits',
        details: { fields: { 'contact.phone': 'Enter a phone number with digits' } },
      }),
    )
    const user = renderForm(vi.fn<Submit>().mockRejectedValue(refusal), {
      serverFields: { 'contact.phone': 'phone' },
    })
    await fill(user)
    await user.click(screen.getByRole('button', { name: 'Add Contact' }))
    await waitFor(() =>
      expect(screen.getByLabelText('Phone').nextElementSibling).toHaveTextContent(
        'Enter a phone number with digits',
      ),
    )
  })

  it("toasts the server's sentence for a refusal that names no field", async () => {
    const refusal = apiErrorFrom(409, 'Conflict', '{"error":"This contact is already listed."}')
    const user = renderForm(vi.fn<Submit>().mockRejectedValue(refusal))
    await fill(user)
    await user.click(screen.getByRole('button', { name: 'Add Contact' }))
    expect(await screen.findByText('This contact is already listed.')).toBeInTheDocument()
  })

  it('takes the failure toast away when the next submission succeeds', async () => {
    const submit = vi
      .fn<Submit>()
      .mockRejectedValueOnce(apiErrorFrom(503, 'Service Unavailable', ''))
      .mockResolvedValueOnce(null)
    const user = renderForm(submit)
    await fill(user)
    await user.click(screen.getByRole('button', { name: 'Add Contact' }))
    expect(await screen.findByText('Failed to add emergency contact')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Add Contact' }))
    expect(await screen.findByText('Contact added')).toBeInTheDocument()
    expect(screen.queryByText('Failed to add emergency contact')).not.toBeInTheDocument()
  })

  it('reports values the schema refused like a refusal, when the screen asks for that', async () => {
    const submit = vi.fn<Submit>()
    const user = renderForm(submit, { reportInvalid: true })
    await user.type(screen.getByLabelText('Phone'), '555-0101')
    await user.click(screen.getByRole('button', { name: 'Add Contact' }))
    expect(await screen.findByText('Failed to add emergency contact')).toBeInTheDocument()
    expect(screen.getByText('Enter the name.')).toBeInTheDocument()
    expect(submit).not.toHaveBeenCalled()
  })

  it('shows a failure through showFailure instead of a toast, without the field path', async () => {
    const showFailure = vi.fn()
    const refusal = apiErrorFrom(
      409,
      'Conflict',
      JSON.stringify({
        error: 'phone: This phone is taken',
        details: { fields: { phone: 'This phone is taken' } },
      }),
    )
    const user = renderForm(vi.fn<Submit>().mockRejectedValue(refusal), { showFailure })
    await fill(user)
    await user.click(screen.getByRole('button', { name: 'Add Contact' }))
    await waitFor(() =>
      expect(showFailure).toHaveBeenCalledWith({
        title: 'Failed to add emergency contact',
        description: 'This phone is taken.',
      }),
    )
    expect(screen.queryByText('Failed to add emergency contact')).not.toBeInTheDocument()
  })

  it('shows no success toast when the success function answers none', async () => {
    const onSuccess = vi.fn()
    const user = renderForm(vi.fn<Submit>().mockResolvedValue(null), {
      success: (result) => (result ? { title: 'Contact added' } : undefined),
      onSuccess,
    })
    await fill(user)
    await user.click(screen.getByRole('button', { name: 'Add Contact' }))
    await waitFor(() => expect(onSuccess).toHaveBeenCalled())
    expect(screen.queryByText('Contact added')).not.toBeInTheDocument()
  })

  it('asks before sending doubtful values, asks again on a second submit, and sends once confirmed', async () => {
    const submit = vi.fn<Submit>().mockResolvedValue(null)
    const user = renderForm(submit, {
      doubts: ({ phone }) =>
        phone.startsWith('900') ? ['Numbers starting with 900 cost money to call.'] : [],
    })
    await user.type(screen.getByLabelText('Name'), 'Ana Ruiz')
    await user.type(screen.getByLabelText('Phone'), '900-0101')
    await user.dblClick(screen.getByRole('button', { name: 'Add Contact' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Are you sure? Numbers starting with 900 cost money to call.',
    )
    expect(submit).not.toHaveBeenCalled()

    await user.type(screen.getByLabelText('Phone'), '2')
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Add Contact' }))
    await user.click(await screen.findByRole('button', { name: 'Add Anyway' }))
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(1))
    expect(submit.mock.calls[0]![0]).toEqual({ name: 'Ana Ruiz', phone: '900-01012' })
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument())
  })
})
