import { describe, expect, it } from 'vitest'
import { documentFrom } from '../test-document'
import { withoutMarginNotes } from './margin-notes'

// Empty cells push the note to the right margin of the page.
const clause = (text: string, note: string) => `${text} |  |  | ${note}`

describe('margin notes', () => {
  it('takes the notes beside the clauses out of a lease laid out with them', () => {
    const doc = withoutMarginNotes(
      documentFrom(
        [
          clause(
            'The Landlords let to the Tenant the dwelling house and yard known as House 6, Vaitele',
            'Premises',
          ),
          'Lane, Pago Pago, AS 96799 (“the premises”).',
          clause(
            'The lease is for a term of one year commencing on 1 August 2027 and expiring on 31 July',
            'Term',
          ),
          clause(
            'The Tenant shall pay rent of nine hundred and fifty dollars ($950.00) per month, in advance',
            'Rent',
          ),
        ].join('\n'),
      ),
    )
    expect(doc.lines.map((line) => line.cells.length)).toEqual([1, 1, 1, 1])
  })
  it('leaves a last column alone where only one line has one', () => {
    const doc = documentFrom(
      clause(
        'The Landlords let to the Tenant the dwelling house and yard known as House 6, Vaitele',
        'Premises',
      ),
    )
    expect(withoutMarginNotes(doc)).toBe(doc)
  })
})
