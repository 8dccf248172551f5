// @vitest-environment happy-dom
import '@testing-library/jest-dom/vitest'
import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { FieldReadingBadge } from './field-reading'

const evidence = { page: 2, text: 'Monthly Rent $1,850.00', boxes: [] }

afterEach(cleanup)

describe('FieldReadingBadge', () => {
  it('shows a Low reading in the danger tone and opens its source on click', async () => {
    const onShow = vi.fn()
    render(
      <FieldReadingBadge
        label="Monthly rent"
        reading={{ confidence: 0.42, evidence }}
        onShow={onShow}
      />,
    )
    const button = screen.getByRole('button', { name: 'Low 42% confidence: show the source' })
    expect(button).toHaveAttribute('title', 'Show where Monthly rent was read')
    expect(button.querySelector('[data-level="Low"]')).toHaveClass('font-semibold')
    await userEvent.setup().click(button)
    expect(onShow).toHaveBeenCalledOnce()
  })

  it('is no button when the value was not located in the PDF, and absent when nothing was read', () => {
    const { container, rerender } = render(
      <FieldReadingBadge
        label="RPO"
        reading={{ confidence: 0.9, evidence: null }}
        onShow={vi.fn()}
      />,
    )
    expect(screen.queryByRole('button')).toBeNull()
    expect(screen.getByTitle('RPO was not located in the PDF')).toHaveTextContent('High 90%')
    rerender(<FieldReadingBadge label="RPO" reading={undefined} onShow={vi.fn()} />)
    expect(container).toBeEmptyDOMElement()
  })
})
