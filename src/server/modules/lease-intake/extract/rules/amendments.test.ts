import { describe, expect, it } from 'vitest'
import { documentText } from '../document'
import { documentFrom } from '../test-document'
import { withNewTermsOnly, withoutReplacedSections } from './amendments'

const lease = (amendment: string) =>
  documentFrom(
    [
      'Article 3 — Rent and Payment',
      '3.1 Lessee shall pay rent of $1,640.00 per month.',
      '3.2 Rent shall be paid by check payable to Blackstone Falls Apartments LP and mailed to 300',
      'Front Street, Woonsocket, RI 02895.',
      '3.3 Rent received after the seventh (7th) day of the month is late.',
      'ADDENDUM NO. 1',
      amendment,
    ].join('\n'),
  )

describe('an addendum that replaces a section', () => {
  it('takes the replaced paragraph out of the lease, every line of it', () => {
    const text = documentText(
      withoutReplacedSections(
        lease('A. Section 3.2 is deleted and replaced with: "Rent shall be paid to Kestrel Inc."'),
      ).lines,
    )
    expect(text).not.toContain('Blackstone')
    expect(text).not.toContain('Front Street')
    expect(text).toContain('3.1 Lessee shall pay rent')
    expect(text).toContain('3.3 Rent received')
    expect(text).toContain('Kestrel')
  })

  it('leaves the lease whole when a section is only amended, or its number opens no line', () => {
    const amended = lease('Section 3.1 is amended so that the monthly rent is $1,780.00.')
    expect(withoutReplacedSections(amended)).toBe(amended)
    const unknown = lease('Section 9.4 is deleted.')
    expect(withoutReplacedSections(unknown)).toBe(unknown)
  })
})

describe("a renewal's table of old and new terms", () => {
  const doc = withNewTermsOnly(
    documentFrom(
      [
        'Item | Under the Original Lease | As extended and modified',
        'Landlord | Nepperhan Court Owners LLC | Unchanged',
        'Monthly rent | $2,280.00 | $2,395.00',
      ].join('\n'),
    ),
  )
  it('keeps the new column, and the old value where the new one says it is unchanged', () =>
    expect(documentText(doc.lines)).toBe(
      [
        'Item\tUnder the Original Lease\tAs extended and modified',
        'Landlord\tNepperhan Court Owners LLC',
        'Monthly rent\t$2,395.00',
      ].join('\n'),
    ))
})
