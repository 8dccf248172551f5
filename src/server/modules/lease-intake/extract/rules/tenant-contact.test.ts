import { describe, expect, it } from 'vitest'
import { parseNameList } from '../normalise/names'
import { contextFrom } from '../test-document'
import { parseEmail, parsePhone } from '../normalise/contact'
import {
  contactAfterFirstTenantsName,
  contactAfterTenantRole,
  contactOnFirstTenantsLine,
  firstTenantsContact,
} from './tenant-contact'

const tenants = parseNameList('Marcus Oyelowo and Hana Oyelowo')!
const ctx = contextFrom(`
TENANT 1 (LAST, FIRST) | PHONE | E-MAIL
Oyelowo, Marcus | (984) 555-0123
TENANT 2 (LAST, FIRST) | PHONE | E-MAIL
Oyelowo, Hana | hana.oyelowo@example.com`)
const reading = (value: string) => ({ value, confidence: 0.6, source: 'test' })

describe('the tenant contact', () => {
  it("is not another tenant's phone or e-mail written on that tenant's row", () =>
    expect(firstTenantsContact(ctx, reading('hana.oyelowo@example.com'), tenants)).toBeNull())

  it("is the first tenant's, on their row or anywhere no other tenant is named", () => {
    expect(firstTenantsContact(ctx, reading('(984) 555-0123'), tenants)?.value).toBe(
      '(984) 555-0123',
    )
    expect(
      firstTenantsContact(contextFrom('E-mail: jo@example.com'), reading('jo@example.com'), tenants)
        ?.value,
    ).toBe('jo@example.com')
  })
})

describe('the tenant contact in signature blocks', () => {
  const signed = contextFrom(`
Beulah Tidwell-Marsh (owner) | Lucian Ferreira (tenant)
Phone: (662) 555-0164
Email: lucian.ferreira@example.edu
Tamsin Greaves (tenant)
Phone: (662) 555-0177
Email: tgreaves@example.com`)
  const both = parseNameList('Lucian Ferreira and Tamsin Greaves')!
  it("reads the first tenant's own under their name, not the one under the second tenant's", () => {
    expect(firstTenantsContact(signed, reading('tgreaves@example.com'), both)?.value).toBe(
      'lucian.ferreira@example.edu',
    )
    expect(firstTenantsContact(signed, reading('(662) 555-0177'), both)?.value).toBe(
      '(662) 555-0164',
    )
  })
})

describe('a contact shared by listed tenants or written before the next name', () => {
  const pair = parseNameList('Ingrid Whitaker and Malik Thibodeaux')!
  it('is kept under a list of names on consecutive lines', () =>
    expect(
      firstTenantsContact(
        contextFrom('Name | Ingrid Whitaker\nName | Malik Thibodeaux\nPhone | 813-555-0186'),
        reading('(813) 555-0186'),
        pair,
      )?.value,
    ).toBe('(813) 555-0186'))
  it('is kept when the next tenant is named after it on its line', () =>
    expect(
      firstTenantsContact(
        contextFrom(
          'may also be sent to Ingrid Whitaker, telephone (417)\n555-0158, e-mail iw@example.com; Malik Thibodeaux, telephone (417) 555-0185',
        ),
        reading('iw@example.com'),
        pair,
      )?.value,
    ).toBe('iw@example.com'))
})

describe("the contact on the first tenant's line", () => {
  const listed = contextFrom(`
between Roald Thorsgaard and Leopold Nwachukwu and Saoirse Nwachukwu, (701) 555-0100
Leopold Nwachukwu: telephone (701) 555-0115; e-mail leo.nwachukwu@example.net
Saoirse Nwachukwu: telephone (701) 555-0182; e-mail saoirse.n@example.net`)
  const pair = parseNameList('Leopold Nwachukwu and Saoirse Nwachukwu')!
  it('is read from the line naming the first tenant alone', () => {
    expect(contactOnFirstTenantsLine(listed, pair, parseEmail, 'e-mail')?.value).toBe(
      'leo.nwachukwu@example.net',
    )
    expect(contactOnFirstTenantsLine(listed, pair, parsePhone, 'phone')?.value).toBe(
      '(701) 555-0115',
    )
    expect(contactOnFirstTenantsLine(listed, pair.slice(1), parsePhone, 'phone')?.value).toBe(
      '(701) 555-0182',
    )
    expect(
      contactOnFirstTenantsLine(
        contextFrom('between Roald Thorsgaard and Leopold Nwachukwu, (701) 555-0100'),
        pair.slice(0, 1),
        parsePhone,
        'phone',
      ),
    ).toBeNull()
  })
})

describe("the contact written after the tenant's role", () => {
  it('reads it in a sentence, up to the next party', () => {
    const sentence = contextFrom(
      'Owner: Ilse Brandvold, who lives at the home. Roomer: telephone (250) 555-0172, e-mail\nwren.k@example.org. Roomer’s emergency contact: Tove Brandvold, (604) 555-0110.',
    )
    expect(contactAfterTenantRole(sentence, parsePhone, 'phone')?.value).toBe('(250) 555-0172')
    expect(contactAfterTenantRole(sentence, parseEmail, 'e-mail')?.value).toBe('wren.k@example.org')
  })
  it("reads it in brackets after the first of the residents' names", () => {
    const sentence = contextFrom(
      'Owner: Edna Holloway ("Owner"). Resident(s): Piet Marsh ((541) 555-0190, piet.marsh@example.com); Ola Ek ((541) 555-0191, ola.ek@example.net) ("Resident").',
    )
    expect(contactAfterTenantRole(sentence, parsePhone, 'phone')?.value).toBe('(541) 555-0190')
    expect(contactAfterTenantRole(sentence, parseEmail, 'e-mail')?.value).toBe(
      'piet.marsh@example.com',
    )
  })
  it("reads it on the tenant's row, and not the landlord's", () => {
    const rows = contextFrom(
      'Sublessor | PEMBROKE, Ada | 12 Elm Street, Louisville, KY | 40206; (502) 555-0199\nSubtenant | KOVAC, Ivo | (859) 555-0150;\nivo.kovac@example.com',
    )
    expect(contactAfterTenantRole(rows, parsePhone, 'phone')?.value).toBe('(859) 555-0150')
    expect(contactAfterTenantRole(rows, parseEmail, 'e-mail')?.value).toBe('ivo.kovac@example.com')
  })
  it("reads down the tenant's column under a signature block, not the landlord's", () =>
    expect(
      contactAfterTenantRole(
        contextFrom(
          'Landlord: Ada Pembroke | Tenant: Ivo Kovac\nPhone: (614) 555-0190 | Phone: (614) 555-0151',
        ),
        parsePhone,
        'phone',
      )?.value,
    ).toBe('(614) 555-0151'))
  it('finds nothing when the tenant has no contact before the next party', () =>
    expect(
      contactAfterTenantRole(
        contextFrom('Tenant: Ivo Kovac. Landlord: Ada Pembroke, (502) 555-0199.'),
        parsePhone,
        'phone',
      ),
    ).toBeNull())
})

describe("the first tenant's contact under their name", () => {
  it('is read in the lines under the name standing alone, not under the next tenant', () => {
    const ctx = contextFrom(
      [
        'I/We have read this letter and agree to it:',
        'Priya Mukherjee-Dunn',
        '(867) 555-0151 – priya.md@example.com',
        'Callum Ferrier',
        '(867) 555-0158 – callum.ferrier@example.net',
      ].join('\n'),
    )
    const both = parseNameList('Priya Mukherjee-Dunn and Callum Ferrier')!
    expect(contactOnFirstTenantsLine(ctx, both, parsePhone, 'phone')?.value).toBe('(867) 555-0151')
    expect(contactOnFirstTenantsLine(ctx, both, parseEmail, 'e-mail')?.value).toBe(
      'priya.md@example.com',
    )
    expect(
      contactOnFirstTenantsLine(
        ctx,
        parseNameList('Callum Ferrier and Priya Mukherjee-Dunn')!,
        parsePhone,
        'phone',
      )?.value,
    ).toBe('(867) 555-0158')
  })
})

describe("the contact right after the first tenant's name in the parties clause", () => {
  const text =
    'This Sublease is made between Kendra Oyelowo (“Sublessor”), telephone 575-555-0106, and Jace Pruett, telephone 575-555-0191, e-mail jace.pruett@example.net; and Marisela Pruett, telephone 575-555-0147 (together, “Subtenants”).'
  const tenants = [
    { first: 'Jace', last: 'Pruett', full: 'Jace Pruett' },
    { first: 'Marisela', last: 'Pruett', full: 'Marisela Pruett' },
  ]

  it('reads the phone and the e-mail', () => {
    expect(
      contactAfterFirstTenantsName(contextFrom(text), tenants, parsePhone, 'phone')?.value,
    ).toBe('(575) 555-0191')
    expect(
      contactAfterFirstTenantsName(contextFrom(text), tenants, parseEmail, 'e-mail')?.value,
    ).toBe('jace.pruett@example.net')
  })

  it("reads nothing from the next tenant's details", () =>
    expect(
      contactAfterFirstTenantsName(
        contextFrom('between Jo Roe and Jace Pruett, and Marisela Pruett, telephone 575-555-0147'),
        tenants,
        parsePhone,
        'phone',
      ),
    ).toBeNull())
})

describe('the contact in numbered tenant columns', () => {
  it("reads the first tenant's e-mail four rows under the column's caption", () =>
    expect(
      contactAfterTenantRole(
        contextFrom(`
TENANT 1 | TENANT 2
Signature | Date | Signature | Date
Printed name: Devon Okafor | Printed name: Priya Raman-Okafor
Cell phone: 520-555-0168 | Cell phone: 520-555-0192
E-mail: devon.okafor@example.com | E-mail: priya.ro@example.net`),
        parseEmail,
        'e-mail',
      )?.value,
    ).toBe('devon.okafor@example.com'))
})

describe('the contact in an e-signature record', () => {
  it("stops at the next signer, so the landlord's e-mail is not the tenant's", () =>
    expect(
      contactAfterTenantRole(
        contextFrom(`
Resident | Signed: | 2027-10-08 12:22:31 EDT
IP: | 203.0.113.19
Signer: | Harlan Beecher
E-mail: | hbeecher@wildcatcreekhomes.example.net`),
        parseEmail,
        'e-mail',
      ),
    ).toBeNull())
})

describe("the first tenant's contact after a caption cell, or where a later clause gives it", () => {
  it("reads the phone in the cell that opens with the tenant's name", () =>
    expect(
      contactOnFirstTenantsLine(
        contextFrom('5. Tenant | Wesley Cato — tel. (501) 555-0149 — wes.cato@example.com'),
        parseNameList('Wesley Cato')!,
        parsePhone,
        'phone',
      )?.value,
    ).toBe('(501) 555-0149'))

  it('reads the contact written after the name in a notices clause, not where the name is first written', () =>
    expect(
      contactAfterFirstTenantsName(
        contextFrom(`
This Lease is made between Cotton Mill Homes, LLC and Kendra Batts and Darnell Batts (the "Residents").
Notices to Residents may be sent by e-mail to the address given here — Kendra Batts: e-mail kendra.batts@example.com,
telephone (334) 555-0156; Darnell Batts: e-mail dbatts@example.net, telephone (334) 555-0172.`),
        parseNameList('Kendra Batts and Darnell Batts')!,
        parsePhone,
        'phone',
      )?.value,
    ).toBe('(334) 555-0156'))
})
