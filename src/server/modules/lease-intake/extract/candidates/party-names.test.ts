import { describe, expect, it } from 'vitest'
import { contextFrom } from '../test-document'
import { agentByRole, landlordByRole, tenantsByRole, widest } from './party-names'

const tenants = (text: string) => tenantsByRole(contextFrom(text))?.value.map((n) => n.full)

describe('party names by role', () => {
  it('reads a letter writer who names themselves "I" or the landlord', () =>
    expect(
      landlordByRole(
        contextFrom(
          'This letter sets out the terms on which Cordell Vantreese ("I" or "the Landlord") will rent',
        ),
      )?.value,
    ).toBe('Cordell Vantreese'))

  it("reads a party 'referred to as' its role, and a park owner", () => {
    expect(
      landlordByRole(
        contextFrom(
          '1. Parties: The parties to this Agreement are Tamarind Place Housing\nAssociates, referred to as the Landlord, and Yolanda Pierce, referred to as the Tenant.',
        ),
      )?.value,
    ).toBe('Tamarind Place Housing Associates')
    expect(
      landlordByRole(
        contextFrom(
          'This Lease is between Sandhill Estates MHC, LLC ("Park Owner") and the undersigned Resident(s).',
        ),
      )?.value,
    ).toBe('Sandhill Estates MHC, LLC')
  })

  it('reads a party defined by a bare "hereinafter", or as the owner of the place let', () => {
    expect(
      landlordByRole(
        contextFrom(
          'This agreement is entered into on the 14th day of February, 2027, by Evangeline Marsh-Tobias, hereinafter "Owner", and Leopold Agyeman, hereinafter "Tenants".',
        ),
      )?.value,
    ).toBe('Evangeline Marsh-Tobias')
    expect(
      tenants(
        'by Evangeline Marsh-Tobias, hereinafter "Owner", and Leopold Agyeman, Saoirse Lindqvist, hereinafter "Tenants".',
      ),
    ).toEqual(['Leopold Agyeman', 'Saoirse Lindqvist'])
    expect(
      landlordByRole(
        contextFrom(
          'This lease is made by Ulrike Brannigan, the owner of the condominium unit described below ("Unit Owner"), and Caspian Mbatha ("Lessee").',
        ),
      )?.value,
    ).toBe('Ulrike Brannigan')
  })

  it('reads a letter writer who calls themselves "me", and a title before a sublessor', () => {
    expect(
      landlordByRole(
        contextFrom('Who: me, Donovan Brzezinski (landlord), and you, Calliope Adewale (tenant).'),
      )?.value,
    ).toBe('Donovan Brzezinski')
    expect(
      landlordByRole(
        contextFrom(
          'SUBLEASE AGREEMENT Ignatius Farrow ("Sublessor") and Perpetua Onwuachi ("Subtenant")',
        ),
      )?.value,
    ).toBe('Ignatius Farrow')
  })

  it('reads a list of people each given the role', () =>
    expect(
      tenants('This Lease is between Jo Roe, Al Poe (each a "Resident") and Acme LP ("Owner").'),
    ).toEqual(['Jo Roe', 'Al Poe']))

  it('reads names followed by their role, in any of the usual markers', () => {
    expect(tenants('The parties are Acme LLC (Landlord), and Jo Roe and Al Poe (Tenant).')).toEqual(
      ['Jo Roe', 'Al Poe'],
    )
    expect(
      tenants('Westbrook LLC does hereby lease unto Mia Chen, as tenant, the dwelling'),
    ).toEqual(['Mia Chen'])
    expect(
      tenants(
        'THIS LEASE is made between Acme LLC, hereinafter called the "Landlord", and Ray Ng, hereinafter called the "Tenant".',
      ),
    ).toEqual(['Ray Ng'])
    expect(
      tenants('Kim Lee and Ana Ruiz (the Tenant) rents from Bo Li (the Landlord) the home'),
    ).toEqual(['Kim Lee', 'Ana Ruiz'])
  })

  it('reads names under a tenant heading, captions and numbering dropped', () => {
    expect(tenants('TENANT 1\nPrint name: | Jordan Okonkwo\nSignature: ____')).toEqual([
      'Jordan Okonkwo',
    ])
    expect(
      tenants('Residents\n1. | ACHTERBERG, Desmond\n2. | CASTELLANOS, Ingrid\nOccupants:'),
    ).toEqual(['Desmond Achterberg', 'Ingrid Castellanos'])
  })

  it('reads last/first name boxes row by row under their captions', () =>
    expect(
      tenants('and Tenant(s)\nLast Name | First Name\nKowalczyk | Tomasz\nLindqvist | Colette'),
    ).toEqual(['Tomasz Kowalczyk', 'Colette Lindqvist']))

  it('finds no tenant in a blank form', () =>
    expect(
      tenants('Tenant(s): ____________________ ("Tenant")\nTENANT 1\nPrint name: ______'),
    ).toBeUndefined())

  it('reads the landlord by its role, before or after the name', () => {
    expect(
      landlordByRole(contextFrom('between Thornton Family Trust ("Landlord") and Jo Roe'))?.value,
    ).toBe('Thornton Family Trust')
    expect(
      landlordByRole(contextFrom('The Landlord, Everett Pemberton, leases to the Tenant'))?.value,
    ).toBe('Everett Pemberton')
  })

  it('ties a name to its role from either side, whatever the sentence', () => {
    const landlord = (text: string) => landlordByRole(contextFrom(text))?.value
    expect(
      landlord('THIS LEASE is made between Acme Holdings LP, the housing provider, and Jo Roe.'),
    ).toBe('Acme Holdings LP')
    expect(
      landlord('RENTAL LEASE\nI, Malik Thibodeaux, am the owner of the property at 12 Elm Street'),
    ).toBe('Malik Thibodeaux')
    expect(
      landlord('Bluestem LLC, as agent for the owner Thornton Family Trust, leases to Jo Roe'),
    ).toBe('Thornton Family Trust')
    expect(
      landlord(
        'The parties to this lease are Thornton Family Trust, herein called Landlord, and Jo Roe.',
      ),
    ).toBe('Thornton Family Trust')
    expect(landlord('The owner shall keep the roof in repair.')).toBeUndefined()
  })

  it('reads the managing agent by its role or its appointment, keeping the comma before LLC', () => {
    const agent = (text: string) => agentByRole(contextFrom(text))?.value
    expect(
      agent(
        'between Acme LP, acting through its agent Bluestem Property Management, LLC, and Jo Roe',
      ),
    ).toBe('Bluestem Property Management, LLC')
    expect(
      agent('LEASE\nNorthgate Partners LLC, as agent for the owner Ann Poe, leases to Jo Roe'),
    ).toBe('Northgate Partners LLC')
    expect(
      agent('The Owner has appointed Silverleaf Management Company to manage the property.'),
    ).toBe('Silverleaf Management Company')
    expect(
      agent("Tenant shall pay rent to Landlord's agent, Keystone Services Inc., at the office."),
    ).toBe('Keystone Services Inc')
    expect(agent('The agent may enter the Premises with notice.')).toBeUndefined()
  })

  it('reads tenants named before "who together are called the tenant" and those a home is let to', () => {
    expect(
      tenants(
        'acting through its agent Acme LLC, and Malik Roe and Greta Poe, who together are called the tenant.',
      ),
    ).toEqual(['Malik Roe', 'Greta Poe'])
    expect(
      tenants('I agree to rent it to Callum Vasquez and Simone Fairbanks on the terms below.'),
    ).toEqual(['Callum Vasquez', 'Simone Fairbanks'])
    expect(
      tenants('ONE-PAGE RENTAL AGREEMENT Greta Sorensen (the Tenant) rents from Acme LLC'),
    ).toEqual(['Greta Sorensen'])
    expect(tenants('Landlord leases to Tenant the following real property.')).toBeUndefined()
  })

  it('reads the pronouns a plain-language lease defines for each party', () => {
    const ctx = contextFrom(
      'This lease is between Mei Whitaker ("we", "us") and Rafael Haddad ("you").',
    )
    expect(landlordByRole(ctx)?.value).toBe('Mei Whitaker')
    expect(tenantsByRole(ctx)?.value.map((n) => n.full)).toEqual(['Rafael Haddad'])
  })

  it('reads tenants down the Name column of a table the text above gives to the tenant', () => {
    expect(
      tenants(
        'The Landlord rents to the persons listed below (each a "Tenant") the dwelling.\nName | Phone | E-mail\nRafael Okonkwo | (512) 555-0101 | r@example.com\nKwame Vasquez\nThe agreement begins May 1, 2026.',
      ),
    ).toEqual(['Rafael Okonkwo', 'Kwame Vasquez'])
    expect(
      tenants('Emergency contacts\nName | Phone\nRafael Okonkwo | (512) 555-0101'),
    ).toBeUndefined()
  })

  it('reads the landlord on the line under a heading that announces it', () =>
    expect(
      landlordByRole(
        contextFrom(
          "Landlord's name and address for notices\nIngrid Marchetti\n200 Oak Street, Denver, Colorado 80203",
        ),
      )?.value,
    ).toBe('Ingrid Marchetti'))

  it('gives printed names in a two-column signature block to the party heading each column', () => {
    const ctx = contextFrom(
      'LANDLORD | TENANT\n____ | ____\nPrinted name: Westbrook Holdings LLC | Printed name: Colette Galloway\n | ____\n | Printed name: Avery Rourke',
    )
    expect(tenantsByRole(ctx)?.value.map((n) => n.full)).toEqual([
      'Colette Galloway',
      'Avery Rourke',
    ])
    expect(landlordByRole(ctx)?.value).toBe('Westbrook Holdings LLC')
  })

  it('prefers a wider list of tenants that holds every name of the narrower one', () => {
    const jo = { first: 'Jo', last: 'Roe', full: 'Jo Roe' }
    const al = { first: 'Al', last: 'Poe', full: 'Al Poe' }
    const narrow = { value: [jo], confidence: 0.9, source: 'notice block' }
    const wide = { value: [jo, al], confidence: 0.8, source: 'parties clause' }
    expect(widest(narrow, [wide])).toMatchObject({ value: [jo, al], confidence: 0.8 })
    const other = { value: [al], confidence: 0.8, source: 'elsewhere' }
    expect(widest(narrow, [other])).toBe(narrow)
  })
})

describe('a landlord named as two people of one surname', () => {
  it('reads "the owner of the Premises is" and keeps both first names', () =>
    expect(
      landlordByRole(
        contextFrom(
          'Resident is informed that the owner of the Premises is Tobias and Wren Halvorsen, 18 Elm Court, Boise, ID 83702.',
        ),
      )?.value,
    ).toBe('Tobias and Wren Halvorsen'))
  it('ends the name at the next label', () =>
    expect(
      landlordByRole(
        contextFrom(
          'Agent: Acme Realty | for the Owner, Tobias and Wren Halvorsen Date: May 14, 2027',
        ),
      )?.value,
    ).toBe('Tobias and Wren Halvorsen'))
})

describe('an agent appointed with its address', () => {
  it('reads the name before the address and telephone that come before "as its agent"', () =>
    expect(
      agentByRole(
        contextFrom(
          'Landlord has appointed Aspen Row Property Management, 40 Pearl Street, Suite 2, Boulder, CO 80302, telephone (303) 555-0101, as its agent to manage the Premises ("Manager").',
        ),
      )?.value,
    ).toBe('Aspen Row Property Management'))
})

describe('a landlord after a document title in capitals', () => {
  it('leaves the title out of the name', () =>
    expect(
      landlordByRole(
        contextFrom(
          'Sagebrush Homes LLC\n18 Idaho Street, Elko, NV 89801 • sagebrush.example.net/pay\nMONTH-TO-MONTH RENTAL AGREEMENT\nSagebrush Homes LLC, a Nevada limited liability company ("Owner"), rents to Jo Marsh ("Tenant") the home.',
        ),
      )?.value,
    ).toBe('Sagebrush Homes LLC'))
})

describe('party names by role, in older and plainer wordings', () => {
  const landlord = (text: string) => landlordByRole(contextFrom(text))?.value

  it('keeps the initial of a trustee and leaves out the parish a lessor is of', () => {
    expect(
      landlord(
        'PARTIES. Marian T. Oyelaran, Trustee of the Oyelaran Living Trust ("Lessor"), and Keon Whitaker ("Lessee") agree.',
      ),
    ).toBe('Marian T. Oyelaran, Trustee of the Oyelaran Living Trust')
    expect(
      landlord(
        'WITNESSETH: That Clarabelle Fontenot, of the Parish of Calcasieu, hereinafter called the Lessor, has leased.',
      ),
    ).toBe('Clarabelle Fontenot')
  })

  it('reads a role set off by commas, "your landlord" and the owner of record', () => {
    expect(
      landlord(
        'made between Wojciech\nBrzozowski-Lang, Landlord, and Henrietta Amadi, Tenant, for a home.',
      ),
    ).toBe('Wojciech Brzozowski-Lang')
    expect(landlord('Warmly,\nHollis Vandersloot (your landlord)')).toBe('Hollis Vandersloot')
    expect(
      landlord(
        'The owner of record of the Premises is Tillamook Bay Holdings LLC, whose address is',
      ),
    ).toBe('Tillamook Bay Holdings LLC')
  })

  it('reads no landlord from a former owner', () =>
    expect(
      landlord(
        'Tenant acknowledges that the former owner, Elmwood Partners LLC, transferred the Property.',
      ),
    ).toBeUndefined())
})

describe('a company and the one who signs for it', () => {
  it('reads the company, not the member who represents it', () =>
    expect(
      landlordByRole(
        contextFrom(
          'personally came and appeared Vermilion Bend Properties, L.L.C., a Louisiana limited liability company, herein represented by its member, Anais Broussard, whose mailing address is P.O. Box 53104, Lafayette, Louisiana 70505 (hereinafter called "Lessor"), who declared',
        ),
      )?.value,
    ).toBe('Vermilion Bend Properties, L.L.C'))

  it('reads a list marker before a person as no initial', () =>
    expect(
      landlordByRole(
        contextFrom('1. PROPERTY: A. Hollis Okonkwo-Reyes ("Landlord") rents to Jo Roe.'),
      )?.value,
    ).toBe('Hollis Okonkwo-Reyes'))
})

describe('renters', () => {
  it('reads the renters a plain agreement names, the role followed by a remark', () =>
    expect(
      tenants(
        'Ingrid Haugland (the "Owner") and Temperance Okonkwo-Lund and Bastien Harrowgate (the "Renter"; each one is responsible for the whole rent).',
      ),
    ).toEqual(['Temperance Okonkwo-Lund', 'Bastien Harrowgate']))
})
