import { describe, expect, it } from 'vitest'
import { makeLine } from '../document'
import { contextFrom, documentFrom } from '../test-document'
import { createContext } from './context'
import { findLabelled, isBlank, isLabelLike } from './labels'

const any = (v: string) => v.length > 0

describe('findLabelled', () => {
  it('reads the value after a colon, in the next cell, or under a stacked label', () => {
    const ctx = contextFrom(`
Tenant: Jane Doe
Landlord | Acme Properties LLC
Last Name | First Name
Doe | John`)
    expect(findLabelled(ctx, 'tenant', any).map((h) => [h.value, h.how])).toEqual([
      ['Jane Doe', 'same-cell'],
    ])
    expect(findLabelled(ctx, 'landlord', any)[0]?.value).toBe('Acme Properties LLC')
    expect(findLabelled(ctx, 'first\\s+name', any, { below: true })[0]?.value).toBe('John')
    expect(findLabelled(ctx, 'last\\s+name', any, { below: true })[0]?.value).toBe('Doe')
  })

  it('reads under a caption whose words run on past the label, but not under one about something else', () => {
    const ctx = contextFrom(`
Owner of record (Lessor) | PAYMENT METHODS ACCEPTED
Kedzie Flats LLC | Check, money order
EXPIRATION DATE OF PRESENT LEASE
12/31/2026`)
    // Values of more than one word, as a field's parser would accept them.
    const words = (v: string) => /^[A-Z]\w*[ ,]/.test(v)
    expect(findLabelled(ctx, 'owner\\s+of\\s+record', words, { below: true })[0]?.value).toBe(
      'Kedzie Flats LLC',
    )
    expect(findLabelled(ctx, 'payment\\s+methods', words, { below: true })[0]?.value).toBe(
      'Check, money order',
    )
    const date = (v: string) => /\d/.test(v)
    expect(findLabelled(ctx, 'expiration\\s+date', date, { below: true })).toEqual([])
  })

  it("ends an owner's name at the managing agent's caption on the same line", () => {
    const ctx = contextFrom(
      'Owner: Victorian Square Flats LLC Managing agent: Truckee Meadows Leasing Co.',
    )
    expect(findLabelled(ctx, 'owner', any).map((hit) => hit.value)).toEqual([
      'Victorian Square Flats LLC',
    ])
  })

  it("reads a caption's other name after a slash as the caption, not its value", () => {
    const ctx = contextFrom(`
City/Town | Province / State | Postal Code
Denver | CO | 80203`)
    expect(findLabelled(ctx, 'province|state', any, { below: true })[0]?.value).toBe('CO')
  })

  it('gives nothing for a blank, never the next line', () => {
    const ctx = contextFrom(`
Monthly Rent: $_____________
Rent is due on the _____ day of each month.
Tenant(s):
Address:
Phone: _______________ Email: _______________`)
    expect(findLabelled(ctx, 'monthly\\s+rent', any, { below: true })).toEqual([])
    expect(findLabelled(ctx, 'tenant\\(s\\)', any, { below: true })).toEqual([])
    expect(findLabelled(ctx, 'phone', any, { below: true })).toEqual([])
    expect(findLabelled(ctx, 'e-?mail', any, { below: true })).toEqual([])
  })

  it('needs a colon for a label inside a sentence, and with `separated` for a same-cell value', () => {
    const ctx = contextFrom(`
The monthly rent shall be paid by check.
Landlord Duties
Landlord: Acme LLC`)
    expect(findLabelled(ctx, 'rent', any)).toEqual([])
    expect(findLabelled(ctx, 'landlord', any, { separated: true }).map((h) => h.value)).toEqual([
      'Acme LLC',
    ])
  })

  it('reads a label after an item code, and a run-in heading with `runIn`', () => {
    const ctx = contextFrom(`
A1 Landlord | Josephine Aldana-Whitcomb
3.2 Tenant | Rafferty Nguyen
Premises. 1320 Martin Street, Apt 207, Nashville, TN 37203.`)
    expect(findLabelled(ctx, 'landlord', any)[0]?.value).toBe('Josephine Aldana-Whitcomb')
    expect(findLabelled(ctx, 'tenant', any)[0]?.value).toBe('Rafferty Nguyen')
    expect(findLabelled(ctx, 'premises', any)).toEqual([])
    const street = (v: string) => /^\d/.test(v)
    expect(findLabelled(ctx, 'premises', any, { runIn: street })[0]?.value).toBe(
      '1320 Martin Street, Apt 207, Nashville, TN 37203.',
    )
    const sentence = contextFrom(
      'Premises. Landlord leases to Tenant the dwelling at 812 Iredell Street.',
    )
    expect(findLabelled(sentence, 'premises', any, { runIn: street })).toEqual([])
  })

  it('reads a whole column under a header with `column`', () => {
    const ctx = contextFrom(`
Name | Phone
Ann Lee | (617) 555-0100
Bo Chan | (617) 555-0101
Total | 2`)
    expect(
      findLabelled(ctx, 'name', (v) => /^[A-Z][a-z]+ [A-Z][a-z]+$/.test(v), {
        below: true,
        column: true,
      }).map((h) => h.value),
    ).toEqual(['Ann Lee', 'Bo Chan'])
  })
})

describe('blank and label detection', () => {
  it.each(['_______', '$ ______', '[ ]', '☐', '.......', ''])('%s is a blank', (text) =>
    expect(isBlank(text)).toBe(true),
  )
  it.each(['City / Town', 'Phone (work)', 'E-mail', 'Date (yyyy/mm/dd)', 'Signature:'])(
    '%s is a label',
    (text) => expect(isLabelLike(text)).toBe(true),
  )
  it.each(['Kyle Ramirez', '$2,350.00', 'Grace Park'])('%s is a value', (text) =>
    expect(isLabelLike(text)).toBe(false),
  )
})

describe('labels inside longer captions', () => {
  it("does not read 'Owner:' inside 'Agent for Owner:' as the owner's label", () => {
    const ctx = contextFrom('Agent for Owner: | Keystone Residential Services Inc.')
    expect(findLabelled(ctx, 'owner', any)).toEqual([])
    expect(findLabelled(ctx, 'agent\\s+for\\s+owner', any).map((hit) => hit.value)).toEqual([
      'Keystone Residential Services Inc.',
    ])
  })
})

describe('a label after OCR debris', () => {
  it('reads a label that OCR opened with a quotation mark', () =>
    expect(
      findLabelled(contextFrom('"Telephone: (719) 555-0142'), 'telephone', any)[0]?.value,
    ).toBe('(719) 555-0142'))
})

describe('where a value ends in a line of fields', () => {
  it('ends at the fewest words before the next colon that read as a label', () => {
    const ctx = contextFrom(
      'Landlord: Jo Roe Phone: (801) 555-0190\nStreet address: 455 N 300 E Unit: #3\nOwner: Elm Row LLC. Property Address: 9 Elm Row',
    )
    expect(findLabelled(ctx, 'owner', any)[0]?.value).toBe('Elm Row LLC.')
    expect(findLabelled(ctx, 'landlord', any)[0]?.value).toBe('Jo Roe')
    expect(findLabelled(ctx, String.raw`street\s+address`, any)[0]?.value).toBe('455 N 300 E')
  })
})

describe('a label with a bracketed hint before its colon', () => {
  it('is separated from its value by that colon', () =>
    expect(
      findLabelled(
        contextFrom('Property manager (if any): Aspen Row Management'),
        String.raw`property\s+manager`,
        any,
        {
          separated: true,
        },
      )[0]?.value,
    ).toBe('Aspen Row Management'))
})

describe('a caption that lists what to write after its colon', () => {
  it('reads the value under it', () =>
    expect(
      findLabelled(
        contextFrom(
          'Agent / property manager acting for the landlord (if any): name, address, telephone\nBessborough Residential Management, 119 4th Avenue South',
        ),
        'agent',
        (v) => /^[A-Z]/.test(v),
        { below: true, separated: true },
      )[0]?.value,
    ).toBe('Bessborough Residential Management, 119 4th Avenue South'))
})

describe('dot leaders', () => {
  it('reads the entry at the end of a dot leader, and nothing from a leader with no entry', () => {
    const ctx = contextFrom(`
(A) Owner ........................ Cordelia M. Haapala, Trustee of the Haapala Living Trust
(B) Pets ............................`)
    expect(findLabelled(ctx, 'owner', any, { separated: true }).map((hit) => hit.value)).toEqual([
      'Cordelia M. Haapala, Trustee of the Haapala Living Trust',
    ])
    expect(findLabelled(ctx, 'pets', any, { separated: true })).toEqual([])
  })
})

describe('labels on a scanned provincial form', () => {
  it("reads past a speck OCR made a cell of, and past a caption's '(incl. …)' hint", () => {
    const ctx = contextFrom(
      [
        'Payable to | : | Bernadette Furlong',
        'Civic address (incl. unit no.) | 63 Ashford Drive, Basement Apartment, Mount Pearl, NL A1N 3L2',
      ].join('\n'),
    )
    expect(findLabelled(ctx, String.raw`payable\s+to`, any)[0]?.value).toBe('Bernadette Furlong')
    expect(findLabelled(ctx, String.raw`civic\s+address`, any)[0]?.value).toBe(
      '63 Ashford Drive, Basement Apartment, Mount Pearl, NL A1N 3L2',
    )
  })
})

describe('captions of a carbon form', () => {
  it('takes a caption that ends waiting for its value for a label, not a value', () => {
    expect(isLabelLike('DELIVER OR MAIL PAYMENTS TO')).toBe(true)
    expect(isLabelLike("RENTER'S TEL.")).toBe(true)
    expect(isLabelLike('Managaha Realty Services')).toBe(false)
  })
})

describe('captions that end a line or open a bracket', () => {
  it('reads the value before a caption that ends its line', () =>
    expect(
      findLabelled(
        contextFrom(
          'Rental unit: Unit 206, 480 Lakeshore Drive West, Penticton, BC V2A 1B9, being Strata Lot 9. Included:\none stall',
        ),
        String.raw`rental\s+unit`,
        any,
      ).map((hit) => hit.value),
    ).toEqual(['Unit 206, 480 Lakeshore Drive West, Penticton, BC V2A 1B9, being Strata Lot 9.']))

  it('reads nothing under a caption whose cell wraps a bracketed value onto the rows below', () =>
    expect(
      findLabelled(
        contextFrom(`
Signer | Role | E-mail
Dana Ostrowski | Agent for Owner (Prairie | leasing@prairiecrest.example.com
 | Crest Residential`),
        String.raw`agent\s+for\s+owner`,
        (v) => /^[A-Z]/.test(v) && !v.includes('@'),
        { below: true },
      ),
    ).toEqual([]))
})

describe('captions that run on to their colon, and the next caption without one', () => {
  it.each([
    [
      'Property manager acting for the landlord (if any): Gestion Clé d’Or Ltée office Suite 204, 121 Church Street',
      String.raw`(?:property\s+)?manager`,
      'Gestion Clé d’Or Ltée',
    ],
    [
      'Tenant 1 / Locataire 1: Mélanie Cyr telephone 506-555-0186 e-mail melanie.cyr@example.com',
      String.raw`tenants?(?:\s*\d)?`,
      'Mélanie Cyr',
    ],
  ])('reads the value of %s', (text, label, value) =>
    expect(
      findLabelled(contextFrom(text), label, any, { separated: true }).map((hit) => hit.value),
    ).toEqual([value]),
  )
})

describe('a caption word after the label', () => {
  it("reads no landlord from the landlord's agent's box", () =>
    expect(
      findLabelled(
        contextFrom(
          'Landlord’s agent (if any): Bedford Basin Rental Services Ltd., 1595 Bedford Highway',
        ),
        String.raw`landlord(?:['’]s)?`,
        any,
        { separated: true },
      ),
    ).toEqual([]))
})

describe('a company before the next caption, and a speck before a caption', () => {
  it("keeps a company's legal form before the next caption on its line", () =>
    expect(
      findLabelled(
        contextFrom(
          'Property Manager: Copper Crest Property Management, LLC Office: Suite 204, 1875 East Calle Mercado',
        ),
        'property\\s+manager',
        any,
      )[0]?.value,
    ).toBe('Copper Crest Property Management, LLC'))

  it('reads a caption OCR read with a speck before it', () => {
    const ctx = createContext(
      documentFrom('. OWNER (UPSTAIRS) | . | RENTERS\nLorraine Kimball | | Brody Nakai', 'ocr'),
    )
    const name = (v: string) => /^[A-Z][a-z]+ [A-Z][a-z]+$/.test(v)
    expect(findLabelled(ctx, 'owner', name, { below: true })[0]?.value).toBe('Lorraine Kimball')
  })
})

describe('captions under their values, tables of contents and wrapped or spaced rows', () => {
  /** Lines as a typed form prints them: each value above a rule, its caption in small type under the rule. */
  const typedOverCaptions = (rows: [string[], string[]][]) => {
    let y = 100
    const lines = rows.flatMap(([values, captions]) => {
      const cells = (texts: string[]) =>
        texts.map((text, i) => ({ text, x0: 50 + i * 200, x1: 50 + i * 200 + 150 }))
      const value = makeLine({
        page: 1,
        y,
        height: 9.6,
        cells: cells(values),
        source: 'text',
        quality: 1,
      })
      const caption = makeLine({
        page: 1,
        y: y + 14,
        height: 6.4,
        cells: cells(captions),
        source: 'text',
        quality: 1,
      })
      y += 35
      return [value, caption]
    })
    return createContext({
      lines,
      pages: 1,
      pageSizes: [{ width: 612, height: 792 }],
      ocrPages: 0,
      skippedPages: 0,
    })
  }

  it('reads the value typed above a caption printed under it, not the next value below', () => {
    const ctx = typedOverCaptions([
      [
        ['Prairie Sentinel Rentals, LLC', '(701) 555-0124'],
        ['LANDLORD (OWNER)', 'LANDLORD TELEPHONE'],
      ],
      [
        ['$1,395.00', '$1,395.00'],
        ['MONTHLY RENT', 'SECURITY DEPOSIT'],
      ],
    ])
    const money = (v: string) => /^\$[\d,.]+$/.test(v)
    expect(
      findLabelled(ctx, 'monthly\\s+rent', money, { below: true }).map((h) => [h.value, h.how]),
    ).toEqual([['$1,395.00', 'above']])
    const company = (v: string) => /\bLLC$/.test(v)
    expect(findLabelled(ctx, 'landlord', company, { below: true })[0]?.value).toBe(
      'Prairie Sentinel Rentals, LLC',
    )
  })

  it('reads no page number of a table of contents as a value', () => {
    const ctx = contextFrom(`
CONTENTS
Article 5. Security deposit | 2
Article 6. Utilities | 2
---
The Tenant has paid a security deposit of $1,150.00.`)
    expect(findLabelled(ctx, 'security\\s+deposit', (v) => /^\$?\d/.test(v))).toEqual([])
  })

  it('reads past a short column between caption and value, and a value ending on a comma onto the row under it', () => {
    const ctx = contextFrom(`
Base rent | Monthly | $1,045.00
OWNER | MANAGED BY
Gum Tree Properties, LLC | Magnolia Keys Property Management,
 | LLC`)
    expect(findLabelled(ctx, 'base\\s+rent', (v) => /^\$/.test(v))[0]?.value).toBe('$1,045.00')
    expect(findLabelled(ctx, 'managed\\s+by', any, { below: true })[0]?.value).toBe(
      'Magnolia Keys Property Management, LLC',
    )
  })

  it("reads no landlord from the landlord's agent's row, and no name from a caption's French", () => {
    const ctx = contextFrom(`
2. Landlord | Wendell Ashcraft and Marcia Ashcraft
3. Landlord’s agent | River Valley Property Group, Inc.
LESSOR | Locateur`)
    expect(findLabelled(ctx, 'landlord|lessor', any).map((h) => h.value)).toEqual([
      'Wendell Ashcraft and Marcia Ashcraft',
    ])
  })

  it('reads a caption OCR glued a speck to', () => {
    const ctx = createContext(documentFrom('‘Security deposit | $895.00', 'ocr'))
    expect(findLabelled(ctx, 'security\\s+deposit', any)[0]?.value).toBe('$895.00')
  })
})
