import { describe, expect, it } from 'vitest'
import {
  isCompanyName,
  naturalOrder,
  parseNameList,
  parseInitialledName,
  parseNamePart,
  parsePartyName,
  parsePersonName,
} from './names'

describe('parsePersonName', () => {
  it('splits first and last name', () =>
    expect(parsePersonName('Jane Q. Doe')).toEqual({
      first: 'Jane',
      last: 'Doe',
      full: 'Jane Q. Doe',
    }))
  it('reads Last, First order', () =>
    expect(parsePersonName('DOE, JANE')).toEqual({ first: 'Jane', last: 'Doe', full: 'Jane Doe' }))
  it('drops titles, suffixes and roles', () => {
    expect(parsePersonName('Mr. John Smith Jr.')).toMatchObject({ first: 'John', last: 'Smith' })
    expect(parsePersonName('Jane Doe (Tenant)')).toMatchObject({ full: 'Jane Doe' })
    expect(parsePersonName('Ana Ruiz (age 9)')).toMatchObject({ full: 'Ana Ruiz' })
  })
  it('refuses labels, sentences, companies and single words', () => {
    for (const text of [
      'First Name',
      'Tenant Signature',
      'The landlord must give receipts',
      'Acme Properties LLC',
      'Kyle',
      'Printed Name',
      '____ ____',
    ]) {
      expect(parsePersonName(text)).toBeNull()
    }
  })
})

describe('parseNameList', () => {
  it('reads several tenants in one value', () => {
    expect(parseNameList('Marcus Bell and Danielle Okafor')?.map((n) => n.full)).toEqual([
      'Marcus Bell',
      'Danielle Okafor',
    ])
    expect(parseNameList('John Doe, Jane Roe & Ann Poe')?.map((n) => n.full)).toEqual([
      'John Doe',
      'Jane Roe',
      'Ann Poe',
    ])
    expect(parseNameList('NGUYEN, LINH; SANTOS, BEATRIZ')?.map((n) => n.full)).toEqual([
      'Linh Nguyen',
      'Beatriz Santos',
    ])
  })
  it('reads a list that ends its sentence, and keeps the stop of an initial', () => {
    expect(parseNameList('Jessamyn Orr.')?.map((n) => n.full)).toEqual(['Jessamyn Orr'])
    expect(parseNameList('OSRIC DELACROIX.')?.map((n) => n.full)).toEqual(['Osric Delacroix'])
    expect(parseNameList('Clement R.')?.map((n) => n.full)).toEqual(['Clement R.'])
  })

  it('refuses a list with a part that is not a name', () =>
    expect(parseNameList('Jane Doe and the Landlord')).toBeNull())
})

describe('parseNamePart', () => {
  it('accepts one box of a name', () => {
    expect(parseNamePart('Doe')).toBe('Doe')
    expect(parseNamePart('De Souza')).toBe('De Souza')
  })
  it('refuses labels', () => expect(parseNamePart('First Name')).toBeNull())
})

describe('names in any alphabet', () => {
  it('reads accented names, in either order', () => {
    expect(parsePersonName('BOUDREAUX, Étienne')?.full).toBe('Étienne Boudreaux')
    expect(parsePersonName('Ana Nuñez')?.full).toBe('Ana Nuñez')
  })
})

describe('parties', () => {
  it('accepts companies, people and one capitalised word', () => {
    expect(parsePartyName('Lighthouse Properties, LLC')).toBe('Lighthouse Properties, LLC')
    expect(parsePartyName('Kyle Ramirez')).toBe('Kyle Ramirez')
    // The lease's defined term for the party ends its name, with whatever the clause says after it.
    expect(
      parsePartyName('Greenwich Bay Residential Management, Inc. ("Agent"), acting for the Owner'),
    ).toBe('Greenwich Bay Residential Management, Inc')
    expect(parsePartyName('XYZ')).toBe('XYZ')
    expect(parsePartyName('Capitol Row Properties LLC ("Landlord")')).toBe(
      'Capitol Row Properties LLC',
    )
  })
  it('refuses labels, roles and sentences', () => {
    for (const text of [
      'the Landlord',
      'Name',
      'Pays:',
      'The landlord must give the tenants rent receipts.',
      '________',
    ]) {
      expect(parsePartyName(text)).toBeNull()
    }
  })
  it('refuses a name cut off on a joining word, or a part of the document', () => {
    for (const text of [
      'Piedmont Park Realty &',
      'Bluebonnet Residential Management By',
      'Schedule A',
    ]) {
      expect(parsePartyName(text)).toBeNull()
    }
  })
  it('ends a party at its care-of or its address', () => {
    expect(parsePartyName('Fells Point Residences LLC, c/o the Agent')).toBe(
      'Fells Point Residences LLC',
    )
    expect(parsePartyName('418 Prospect Place Owners LLC c/o Halcyon Management Corp.')).toBe(
      '418 Prospect Place Owners LLC',
    )
    expect(parsePartyName('Astoria Park Realty Co., LLC, 31-10 Ditmars Boulevard, Suite 3')).toBe(
      'Astoria Park Realty Co., LLC',
    )
  })
  it('ends a party where the clause goes on to its agent, its address or a remark in brackets', () => {
    expect(
      parsePartyName(
        'Wedgewood-Houston Flats LLC, by its manager Cumberland Gate Residential ("Manager").',
      ),
    ).toBe('Wedgewood-Houston Flats LLC')
    expect(
      parsePartyName('Wilhelmina Achterberg, whose mailing address is 3012 NW 23rd Street,'),
    ).toBe('Wilhelmina Achterberg')
    expect(parsePartyName("Highline Canal Homes II LLC (Manager signs as Owner's agent)")).toBe(
      'Highline Canal Homes II LLC',
    )
  })
  it('refuses a clause heading run into a name, but keeps an abbreviation inside one', () => {
    expect(parsePartyName('Agency. Front Range Residential Partners')).toBeNull()
    expect(parsePartyName('Hartley Bros. Rentals')).toBe('Hartley Bros. Rentals')
    expect(parsePartyName('Clement R. Haskins')).toBe('Clement R. Haskins')
  })
  it('refuses a caption in capitals', () => {
    for (const text of ['MANAGING AGENT', 'LEASE BEGINS', 'OWNER / LANDLORD']) {
      expect(parsePartyName(text)).toBeNull()
    }
  })
  it("drops a clause's list marker before a company", () => {
    expect(parsePartyName('A. Fernwood Lane Partners, LP')).toBe('Fernwood Lane Partners, LP')
    expect(parsePartyName('(b) Acme Holdings LLC')).toBe('Acme Holdings LLC')
  })

  it('knows a company', () => expect(isCompanyName('Franklin Park Realty Trust')).toBe(true))
})

describe('parties described by their trust or their kind of company', () => {
  it('keeps a trustee with the trust they hold the home for', () => {
    expect(parsePartyName('Edna M. Holloway, Trustee of the Holloway Family Trust')).toBe(
      'Edna M. Holloway, Trustee of the Holloway Family Trust',
    )
    expect(parsePartyName('Ravi and Mina Sethi, Trustees of the Sethi Living Trust')).toBe(
      'Ravi and Mina Sethi, Trustees of the Sethi Living Trust',
    )
  })
  it('ends a company at the description of its kind, and a legal form alone names no one', () => {
    expect(parsePartyName('Sagebrush Homes, LLC, a Nevada limited liability company')).toBe(
      'Sagebrush Homes, LLC',
    )
    expect(parsePartyName('LLC')).toBeNull()
    expect(
      parsePartyName(
        'FRESNO COMMUNITY HOUSING CORPORATION, a California nonprofit public benefit corporation',
      ),
    ).toBe('FRESNO COMMUNITY HOUSING CORPORATION')
  })
})

describe('parties in other shapes', () => {
  it('reads accented names, two people named in full and a community', () => {
    expect(parsePartyName('Gaétan Thibodeau')).toBe('Gaétan Thibodeau')
    expect(parsePartyName('Société Immobilière Laurier-Est Inc.')).toBe(
      'Société Immobilière Laurier-Est Inc',
    )
    expect(parsePartyName('Rupert Achebe and Delia Quint-Harrow')).toBe(
      'Rupert Achebe and Delia Quint-Harrow',
    )
    expect(parsePartyName('Longleaf Pines Manufactured Home Community')).toBe(
      'Longleaf Pines Manufactured Home Community',
    )
  })
  it('ends a party at where it lives and at the end of its sentence', () => {
    expect(parsePartyName('Clarabelle Fontenot, of the Parish of Calcasieu')).toBe(
      'Clarabelle Fontenot',
    )
    expect(parsePartyName('Bayou Teche Homes, Inc. Rent')).toBeNull()
    expect(parsePartyName('the Residential Lease')).toBeNull()
  })
  it('reads an initial and a surname only where asked', () => {
    expect(parsePartyName('E. Thibodeaux-Ware')).toBeNull()
    expect(parseInitialledName('E. Thibodeaux-Ware')).toBe('E. Thibodeaux-Ware')
    expect(parseInitialledName('E. Rent')).toBeNull()
    expect(parseInitialledName('H. & V. Ostrowski')).toBe('H. & V. Ostrowski')
  })
})

describe('naturalOrder', () => {
  it('turns a person written last name first, and leaves companies and other names', () => {
    expect(naturalOrder('QUINTANILLA-ROTH, Mariela')).toBe('Mariela Quintanilla-Roth')
    expect(naturalOrder('Harbor Point Homes, LLC')).toBe('Harbor Point Homes, LLC')
    expect(naturalOrder('Ruth Ann Szymanski')).toBe('Ruth Ann Szymanski')
  })
})

describe('two people of one surname', () => {
  it('is a party when both first names are names', () => {
    expect(parsePartyName('Tobias and Wren Halvorsen')).toBe('Tobias and Wren Halvorsen')
    expect(parsePartyName('Tobias & Wren Halvorsen')).toBe('Tobias & Wren Halvorsen')
  })
  it('is not a party when a caption or a cut name is joined', () => {
    expect(parsePartyName('Tenant and Wren Halvorsen')).toBeNull()
    expect(parsePartyName('T. and Wren Halvorsen')).toBeNull()
  })
})

describe('surnames of more than one word', () => {
  it.each([
    ['DELA CRUZ, Marvin', 'Marvin', 'Dela Cruz'],
    ['BONILLA REYES, Marisela', 'Marisela', 'Bonilla Reyes'],
    ['Marvin Dela Cruz', 'Marvin', 'Dela Cruz'],
    ['Maria de la Rosa', 'Maria', 'de la Rosa'],
    ['Mary Ann Smith', 'Mary', 'Smith'],
  ])('reads %s', (text, first, last) =>
    expect(parsePersonName(text)).toMatchObject({ first, last }),
  )
  it('reads two words before a comma in lower case as a name in a list, not a surname', () =>
    expect(parsePersonName('Ravi Banerjee, Mina')).toBeNull())
})

describe('a proper name opening with The', () => {
  it.each(['The Woodfield Lanterns', 'The Cardinal Group'])('reads %s as a party', (name) =>
    expect(parsePartyName(name)).toBe(name),
  )

  it('reads no party from a caption opening with The', () =>
    expect(parsePartyName('The Security Deposit')).toBeNull())
})

describe("OCR's stop for a comma inside a list of names", () => {
  it('reads every name', () =>
    expect(
      parseNameList('Brody Kittelson. Ifeoma Nwachukwu, Tate Ruzicka')?.map((n) => n.full),
    ).toEqual(['Brody Kittelson', 'Ifeoma Nwachukwu', 'Tate Ruzicka']))
})

describe('a company whose box wraps its address', () => {
  it('ends before the unit word', () =>
    expect(parsePartyName('Crescent Lake Property Services Inc., Unit')).toBe(
      'Crescent Lake Property Services Inc',
    ))
})

describe('a French company', () => {
  it.each(['Gestion Clé d’Or Ltée', 'Gestion Roy ltée'])('reads %s', (name) =>
    expect(parsePartyName(name)).toBe(name),
  )
})

describe('a row of captions read as words of a sentence', () => {
  it('is no person', () => {
    expect(parsePersonName('OWNERS RENTER ALSO')).toBeNull()
    expect(parsePartyName('SUBTENANT')).toBeNull()
  })
})

describe('a name list with its contacts after it', () => {
  it('ends the list at the telephone or e-mail after a comma', () =>
    expect(
      parseNameList('Priya Naidu, (406) 555-0162, priya.naidu@example.org')?.map((n) => n.full),
    ).toEqual(['Priya Naidu']))
})
