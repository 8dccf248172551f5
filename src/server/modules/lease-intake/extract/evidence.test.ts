import { describe, expect, it } from 'vitest'
import { createEvidenceFinder } from './evidence'
import { documentFrom } from './test-document'

const doc = documentFrom(`
RESIDENTIAL LEASE
Monthly Rent | $1,850.00
Tenant | DOE, Jane
---
The Tenant shall pay a security deposit of Two Thousand Dollars ($2,000.00) before the term begins
on March 1, 2026, and rent is due on the 3rd day of each month; a late fee of 5% applies after
five (5) days.
`)
const locate = createEvidenceFinder(doc, 'month-first')

describe('createEvidenceFinder', () => {
  it('points at the text a rule read, on its own line, with a box inside the value cell', () => {
    const line = doc.lines[1]!
    const evidence = locate(1850, 'money', { text: '$1,850.00', line })
    expect(evidence).toMatchObject({ page: 1, text: 'Monthly Rent $1,850.00' })
    // The value cell spans x 232..382 of a 612-point page.
    expect(evidence!.boxes).toHaveLength(1)
    expect(evidence!.boxes[0]!.x).toBeGreaterThan(0.36)
    expect(evidence!.boxes[0]!.x + evidence!.boxes[0]!.width).toBeLessThan(0.64)
  })

  it('places a value after a dot leader by the width of its letters, not their count', () => {
    const leader = documentFrom(
      '(M) Payee ........................................ Northfield Trust Account',
    )
    const line = leader.lines[0]!
    const evidence = createEvidenceFinder(leader, 'month-first')(
      'Northfield Trust Account',
      'text',
      {
        text: 'Northfield Trust Account',
        line,
      },
    )
    // The cell spans x 72..222 of a 612-point page; by count the name would start 68% into it, by width
    // about half way, where a leader of narrow dots ends.
    const start = evidence!.boxes[0]!.x * 612
    expect(start).toBeLessThan(72 + 0.6 * 150)
    expect(start).toBeGreaterThan(72 + 0.3 * 150)
  })

  it('finds values by what they are when no quote is known: amounts, dates, percentages, day counts', () => {
    expect(locate(2000, 'money')?.page).toBe(2)
    expect(locate('2026-03-01', 'date')?.text).toMatch(/^on March 1, 2026/)
    expect(locate(5, 'percent')?.text).toMatch(/late fee of 5%/)
    expect(locate(5, 'days')?.text).toMatch(/^five \(5\) days/)
    expect(locate(3, 'day-of-month')?.text).toMatch(/3rd day/)
  })

  it('finds a person written last name first', () => {
    expect(locate([{ first: 'Jane', last: 'Doe', full: 'Jane Doe' }], 'text')?.text).toBe(
      'Tenant DOE, Jane',
    )
  })

  it('says nothing for a value the document does not hold', () => {
    expect(locate(999, 'money')).toBeNull()
    expect(locate('12 Elm Street', 'text')).toBeNull()
    expect(locate(null, 'text')).toBeNull()
  })
})
