import { describe, expect, it } from 'vitest'
import { contextFrom, documentFrom } from '../test-document'
import { extractFields } from '../fields'
import { createContext } from './context'
import { parseNameList } from '../normalise/names'
import {
  housingProviderRule,
  managementCompanyRule,
  occupantsRule,
  rpoRule,
  tenantEmailRule,
  tenantPhoneRule,
  tenantsRule,
} from './parties'

const names = (ctx: ReturnType<typeof contextFrom>) => tenantsRule(ctx)?.value.map((n) => n.full)

describe('tenants', () => {
  it('reads a labelled list of tenants', () =>
    expect(names(contextFrom('Tenant(s): | Marcus Bell and Danielle Okafor'))).toEqual([
      'Marcus Bell',
      'Danielle Okafor',
    ]))

  it('reads a co-resident or co-lessee row with the tenants', () =>
    expect(
      names(
        contextFrom(`
Resident | Oluwaseun Lindqvist | Start | 01/01/2026
Co-Resident | Lucia Haddad | End | 12/31/2027`),
      ),
    ).toEqual(['Oluwaseun Lindqvist', 'Lucia Haddad']))

  it('reads the parties clause', () => {
    const ctx = contextFrom(
      'This Agreement is made by and between Lighthouse Properties, LLC ("Landlord") and Jane Doe ("Tenant").',
    )
    expect(names(ctx)).toEqual(['Jane Doe'])
    expect(housingProviderRule(ctx)?.value).toBe('Lighthouse Properties, LLC')
  })

  it('pairs last- and first-name boxes, trusting them over a signature line', () => {
    const ctx = contextFrom(`
and Tenant(s)
Last Name | Doe
First Name | John
Last Name | Foo
First Name | Bar
---
Tenant(s)
Name | Foo Bar`)
    expect(names(ctx)).toEqual(['John Doe', 'Bar Foo'])
  })

  it('dedupes a tenant named three times and ignores the lessor block', () => {
    const ctx = contextFrom(`
Lessees
Name | Kyle Ramirez
Name | Kyle Ramirez
Phone | (240) 429-9935
Lessor
Name | Kyle Ramirez`)
    expect(names(ctx)).toEqual(['Kyle Ramirez'])
    expect(tenantPhoneRule(ctx)?.value).toBe('(240) 429-9935')
    expect(housingProviderRule(ctx)?.value).toBe('Kyle Ramirez')
  })

  it('finds nothing on a blank form', () => {
    const ctx = contextFrom(`
LANDLORD: ____________________
TENANT(S): ____________________
Co-Tenant: ____________________
Phone: ______________ Email: ______________
Printed Name: ____________________`)
    expect(tenantsRule(ctx)).toBeNull()
    expect(housingProviderRule(ctx)).toBeNull()
    expect(tenantEmailRule(ctx)).toBeNull()
    expect(tenantPhoneRule(ctx)).toBeNull()
  })
})

describe('occupants, contacts and management', () => {
  it('reads occupants and leaves the tenants out', () => {
    const ctx = contextFrom(
      'The Premises shall be occupied only by the Tenants and the following persons: Amara Okafor (age 7) and Leo Bell.',
    )
    expect(
      occupantsRule(ctx, [{ first: 'Leo', last: 'Bell', full: 'Leo Bell' }])?.value.map(
        (n) => n.full,
      ),
    ).toEqual(['Amara Okafor'])
  })

  it('reads occupants under their caption box', () =>
    expect(
      occupantsRule(
        contextFrom(`
OCCUPANTS (other than Lessees)
Ines Sandoval
DISCLOSURE OF OWNER AND AGENT`),
        [],
      )?.value.map((n) => n.full),
    ).toEqual(['Ines Sandoval']))

  it('reads the tenant email and phone by label', () => {
    const ctx = contextFrom(`
Tenant Email: | marcus.bell@example.com
Tenant Phone: | (202) 555-0148
Landlord Email: | office@example.com`)
    expect(tenantEmailRule(ctx)?.value).toBe('marcus.bell@example.com')
    expect(tenantPhoneRule(ctx)?.value).toBe('(202) 555-0148')
  })

  it("reads the phone under the captions of the first tenant's row, not another tenant's", () => {
    const ctx = contextFrom(`
TENANT 1 (LAST, FIRST) | PHONE | E-MAIL
Oyelowo, Marcus | (984) 555-0123
TENANT 2 (LAST, FIRST) | PHONE | E-MAIL
Oyelowo, Hana | (919) 555-0109 | hana.oyelowo@example.com`)
    expect(tenantPhoneRule(ctx)?.value).toBe('(984) 555-0123')
  })

  it("leaves the lease's only email to the landlord's side when the words around it give it there", () => {
    expect(
      tenantEmailRule(
        contextFrom('Rent may be paid by Zelle to the Housing Provider at rent@acme.example.'),
      ),
    ).toBeNull()
    expect(
      tenantEmailRule(contextFrom('Notices to Tenant may be e-mailed to jo.roe@example.com.'))
        ?.value,
    ).toBe('jo.roe@example.com')
  })

  it('reads the tenants "listed" after their caption, last name first, on into the next line', () =>
    expect(
      tenantsRule(
        contextFrom(
          'This lease is made by the Agent with the Tenant(s) listed: OKAFOR, Bede;\nLINDQVIST, Maja.\nOwner of record: Acme Trust.',
        ),
      )?.value.map((name) => name.full),
    ).toEqual(['Bede Okafor', 'Maja Lindqvist']))

  it('reads the managing agent before its address, and the name alone before its defined term', () => {
    expect(
      managementCompanyRule(
        contextFrom(
          'Landlord: Cascadia Ridge Apartments LLC, managed by Sound & Summit Property Management, 1518 Third Avenue, Seattle, WA 98101.',
        ),
      )?.value,
    ).toBe('Sound & Summit Property Management')
    expect(
      managementCompanyRule(
        contextFrom(
          'Owner has authorized Bluebonnet Residential Management ("Management") to act as Owner\'s agent.',
        ),
      )?.value,
    ).toBe('Bluebonnet Residential Management')
    expect(
      managementCompanyRule(
        contextFrom(
          '1.1 The Landlord is Saluda Pines Holdings, LLC, acting through its managing agent, Upstate Keystone Realty, Inc. (the "Agent"), whose office is at 9 Main Street.',
        ),
      )?.value,
    ).toBe('Upstate Keystone Realty, Inc')
  })

  it('reads the managing agent and the RPO', () => {
    const ctx = contextFrom(`
Housing Provider: | Capitol Row Properties LLC
RPO: | Eleanor Whitfield
Managing Agent: | Rock Creek Residential Management`)
    expect(housingProviderRule(ctx)?.value).toBe('Capitol Row Properties LLC')
    expect(rpoRule(ctx)?.value).toBe('Eleanor Whitfield')
    expect(managementCompanyRule(ctx)?.value).toBe('Rock Creek Residential Management')
  })
})

describe('landlord labels', () => {
  it("reads 'Owner of Record' and 'Landlord/Owner' as the landlord, not 'Agent for Owner'", () => {
    expect(housingProviderRule(contextFrom('Owner of Record: | Tomasz Achterberg'))?.value).toBe(
      'Tomasz Achterberg',
    )
    expect(housingProviderRule(contextFrom('Landlord/Owner: | Pinecrest Rentals LLC'))?.value).toBe(
      'Pinecrest Rentals LLC',
    )
    const agentRow = contextFrom('Agent for Owner: | Keystone Residential Services Inc.')
    expect(housingProviderRule(agentRow)).toBeNull()
    expect(managementCompanyRule(agentRow)?.value).toBe('Keystone Residential Services Inc')
  })
})

describe('occupants with ages', () => {
  it('drops bracketed ages and the closing stop from a labelled list of occupants', () =>
    expect(
      occupantsRule(
        contextFrom('Other occupants: Colette Nakamura (age 13), Leo Nakamura (minor).'),
        [],
      )?.value.map((n) => n.full),
    ).toEqual(['Colette Nakamura', 'Leo Nakamura']))
})

describe('managing agent in care of', () => {
  it('reads the company a landlord is written in care of', () =>
    expect(
      managementCompanyRule(
        contextFrom(
          "OWNER: 418 Prospect Place Owners LLC c/o Halcyon Residential Management Corp. Owner's address for notices: 26 Court Street",
        ),
      )?.value,
    ).toBe('Halcyon Residential Management Corp'))

  it('reads no agent from a care-of person or "the Agent"', () =>
    expect(
      managementCompanyRule(
        contextFrom('The Landlord: Fells Point LLC, c/o the Agent. Or c/o Jo Roe, 1 Main St.'),
      ),
    ).toBeNull())
})

describe('occupants captioned as not tenants', () => {
  it('are occupants and not tenants', () => {
    const ctx = contextFrom(
      'Resident (LAST, First) | Mobile\nTALLBEAR, Marguerite | (907) 555-0133\nOccupants who are not residents: KVASNICKA, Winona.',
    )
    expect(names(ctx)).toEqual(['Marguerite Tallbear'])
    expect(occupantsRule(ctx, [])?.value.map((n) => n.full)).toEqual(['Winona Kvasnicka'])
  })
})

describe('occupants named where the lease says who may live there', () => {
  it('reads the people also living here who are not residents', () =>
    expect(
      occupantsRule(
        contextFrom(
          'Resident: Constance Yellowhorse — mobile (307) 555-0158\nAlso living here (not residents under this lease): Rafael Yellowhorse (son), Ines Calderwood (mother).',
        ),
        parseNameList('Constance Yellowhorse')!,
      )?.value.map((n) => n.full),
    ).toEqual(['Rafael Yellowhorse', 'Ines Calderwood']))
  it("reads the list after 'who are occupants' and its colon, over its lines", () =>
    expect(
      occupantsRule(
        contextFrom(
          'for use as a private residence by the Lessees and the following minor\nchildren of the Lessees, who are occupants and not parties: Obinna Nwachukwu, age 11; Nessa Nwachukwu, age 8; Tobenna\nNwachukwu, age 3.',
        ),
        [],
      )?.value.map((n) => n.full),
    ).toEqual(['Obinna Nwachukwu', 'Nessa Nwachukwu', 'Tobenna Nwachukwu']))

  const occupants = (text: string) =>
    occupantsRule(contextFrom(text), [
      { first: 'Ivo', last: 'Kovac', full: 'Ivo Kovac' },
    ])?.value.map((n) => n.full)
  it('reads the names in a sentence about who may live in the home, without their ages', () => {
    expect(
      occupants('Besides Resident, only Mila Kovac and Tarik Kovac may live at the Premises.'),
    ).toEqual(['Mila Kovac', 'Tarik Kovac'])
    expect(occupants('Only the Tenant and Nora Kovac (age 6) can live in the apartment.')).toEqual([
      'Nora Kovac',
    ])
    expect(
      occupants(
        'The premises shall be occupied only by Lessee and Tomas Ruiz, and used as a home.',
      ),
    ).toEqual(['Tomas Ruiz'])
  })
  it('reads a field whose names carry an age after a comma', () =>
    expect(occupants('Other occupants | Odile Kovac, age 4')).toEqual(['Odile Kovac']))
  it('leaves out the tenant, guests and a sentence with no other name', () => {
    expect(occupants('Only Ivo Kovac may live at the Premises.')).toBeUndefined()
    expect(
      occupants('Tenant may have guests, such as Jo Roe, who may stay no more than 7 nights.'),
    ).toBeUndefined()
  })
})

describe('a manager named before its defined term', () => {
  it('leaves out a document title in capitals run into the name', () =>
    expect(
      managementCompanyRule(
        contextFrom(
          'LEASE EXTENSION AGREEMENT Lakeshore Property Services, LLC ("Manager"), for the owner of the Premises, and the Tenant agree as follows.',
        ),
      )?.value,
    ).toBe('Lakeshore Property Services, LLC'))
})

describe('a manager named in other ways', () => {
  const manager = (text: string) => managementCompanyRule(contextFrom(text))?.value

  it("reads 'Managed by' in a footer and the company that signs as managing agent", () => {
    expect(
      manager('Managed by Osprey Point Residential · 2400 Bayshore Drive · (850) 555-0114'),
    ).toBe('Osprey Point Residential')
    expect(
      manager('Owner: Kona Holdings LLC · Managed by Aloha Pacific Property Management LLC 1'),
    ).toBe('Aloha Pacific Property Management LLC')
    expect(
      manager(
        'OWNER:\nLindqvist Holdings, LLC\nBy: Northgate Residential Services, Inc., Managing Agent\nTamsin Okoro, Community Manager',
      ),
    ).toBe('Northgate Residential Services, Inc')
  })
  it('reads the agent a change of management puts in place, not the one it replaces', () => {
    expect(
      manager(
        'Cape Shoals Holdings LLC ("Owner"), by its managing agent Breakwater Coastal Management ("Agent").\nADDENDUM A\nThe parties agree that effective September 1, 2027, Henlopen Harbor Property Services, Inc. replaces Breakwater Coastal Management as managing agent for the Owner.',
      ),
    ).toBe('Henlopen Harbor Property Services, Inc')
    expect(
      manager('From May 1 the new property manager is Osprey Lane Realty LLC, at 4 Bay Road.'),
    ).toBe('Osprey Lane Realty LLC')
  })

  it('reads the disclosure of the person authorized to manage the premises', () =>
    expect(
      manager(
        'The name and address of the person authorized to manage the premises is:\nPoplar Bend Realty Management, 410 Elm Avenue, Suite 2, Fresno, CA 93721.',
      ),
    ).toBe('Poplar Bend Realty Management'))

  it('reads a manager set off beside its role, its legal form kept', () => {
    expect(
      manager('Report repairs to your property manager, Larkspur Residential, through the portal.'),
    ).toBe('Larkspur Residential')
    expect(
      manager(
        'Landlord acts through its managing agent, Tidewater Residential Management, LLC, whose office is in Norfolk.',
      ),
    ).toBe('Tidewater Residential Management, LLC')
    expect(manager('OWNER: Jo Roe By: Quarry Hill Property Services, its authorized agent')).toBe(
      'Quarry Hill Property Services',
    )
  })

  it('reads a company a landlord is in care of with its street on the next line', () =>
    expect(
      manager(
        'LANDLORD: Birch Row Partners, L.P.\nc/o Dunmore & Pike Residential\n800 W Main Street',
      ),
    ).toBe('Dunmore & Pike Residential'))

  it("reads an owner's agent for management with a remark in brackets after the name", () =>
    expect(
      manager("Owner's Agent for Management: | Plainsview Realty Group (Broker/Manager)"),
    ).toBe('Plainsview Realty Group'))

  it("leaves out an association's manager and a leasing agent", () => {
    expect(
      manager(
        'The Unit is within Heron Lake Condominium Association, which is managed by Cresthaven Community Management, Inc.',
      ),
    ).toBeUndefined()
    expect(
      manager(
        '3. MANAGING AGENT (if any): None\n4. LEASING AGENT: Dana Ruiz, Blue Gate Realty (showings only)',
      ),
    ).toBeUndefined()
  })
})

describe('a landlord named in other ways', () => {
  const landlord = (text: string) => housingProviderRule(contextFrom(text))?.value

  it('reads landlords named together under "Landlords:"', () =>
    expect(
      landlord('Landlords: | Rupert Achebe and Delia Quint-Harrow (jointly, the "Landlord")'),
    ).toBe('Rupert Achebe and Delia Quint-Harrow'))

  it('reads a landlord after a section number and a nonprofit with the kind of company it is', () => {
    expect(landlord('SECTION 1. LANDLORD (Last, First, M.I.) | KOWALSKI, Irena M.')).toBe(
      'KOWALSKI, Irena M',
    )
    expect(
      landlord(
        'This Lease is made by and between MERCED VALLEY HOUSING CORPORATION, a nonprofit corporation ("Lessor"), and the Resident(s) listed below.',
      ),
    ).toBe('MERCED VALLEY HOUSING CORPORATION')
  })
})

describe('occupants named by a longer caption', () => {
  it('reads occupants after a caption that says who they are not, without what they are to the tenant', () =>
    expect(
      occupantsRule(
        contextFrom(
          'Authorized occupants who are not Residents: Derek Tillman (spouse), Luz Tillman (daughter, 4).',
        ),
        [],
      )?.value.map((n) => n.full),
    ).toEqual(['Derek Tillman', 'Luz Tillman']))
})

describe('parties named in a provincial form and a room rental', () => {
  it('reads a numbered company after "Name of landlord", and a housing provider captioned "Provider"', () => {
    expect(
      housingProviderRule(contextFrom('Name of landlord | 81407 Newfoundland and Labrador Inc.'))
        ?.value,
    ).toBe('81407 Newfoundland and Labrador Inc')
    expect(
      housingProviderRule(contextFrom('Provider | Tundra Commons Student Housing Co-operative'))
        ?.value,
    ).toBe('Tundra Commons Student Housing Co-operative')
  })

  it("reads the manager's bare 'Name' under a numbered part for the person acting for the landlord", () =>
    expect(
      managementCompanyRule(
        contextFrom(
          [
            'PART 2 — PERSON ACTING FOR THE LANDLORD (PROPERTY MANAGER)',
            'Name | Humber Arm Property Services Ltd.',
            'Office address | 41 West Street, Corner Brook, NL A2H 2Y6',
          ].join('\n'),
        ),
      )?.value,
    ).toBe('Humber Arm Property Services Ltd'))

  it("reads a manager captioned 'if any', and one written with its defined term and what it does", () => {
    expect(
      managementCompanyRule(
        contextFrom(
          [
            'This Lease is made between Evander J. Castellucci ("Landlord") and Jo Roe ("Tenant"). Landlord’s agent for management, if any:',
            'Bellevue Harbor Rentals LLC, 14 Touro Street, 2nd Floor, Newport, RI 02840, (401) 555-0109.',
          ].join('\n'),
        ),
      )?.value,
    ).toBe('Bellevue Harbor Rentals LLC')
    expect(
      managementCompanyRule(
        contextFrom(
          [
            'Owner | Philomena R. Ostrander',
            'Managing Agent | Greenwich Bay Residential Management, Inc. ("Agent"), acting for the Owner',
          ].join('\n'),
        ),
      )?.value,
    ).toBe('Greenwich Bay Residential Management, Inc')
  })
})

describe('a manager signing beside its role', () => {
  it('is named without the end of the address read on before it', () =>
    expect(
      managementCompanyRule(
        contextFrom(
          'House | 58 Chepiwanoxet Way, Warwick, RI 02889\nGreenwich Bay Residential Management, Inc., Managing Agent for the Owner',
        ),
      )?.value,
    ).toBe('Greenwich Bay Residential Management, Inc'))
})

describe('occupants and landlords in other words', () => {
  it("reads the people who 'may also live' at the house", () =>
    expect(
      occupantsRule(
        contextFrom(
          'Resident(s): Anneliese Hodge and Kwame Lettsome. The following may also live at the house but are not parties: Imani Lettsome and Soren Lettsome.',
        ),
        [],
      )?.value.map((n) => n.full),
    ).toEqual(['Imani Lettsome', 'Soren Lettsome']))

  it("reads a company formed in the 'U.S. Virgin Islands' without its kind", () =>
    expect(
      housingProviderRule(
        contextFrom(
          'Owner: Flamboyant Ridge Holdings, LLC, a U.S. Virgin Islands limited liability company, 9 Raadets Gade, Charlotte Amalie, VI 00802 (the "Owner").',
        ),
      )?.value,
    ).toBe('Flamboyant Ridge Holdings, LLC'))

  it('reads a tenant under a caption whose colon OCR read as a semicolon', () =>
    expect(
      tenantsRule(
        createContext(documentFrom('TENANT; Marisol Benavente-Ocampo | Date', 'ocr')),
      )?.value.map((n) => n.full),
    ).toEqual(['Marisol Benavente-Ocampo']))
})

describe("a property manager's system, a carbon form and a parties clause in capitals", () => {
  const system = `
2 Residents
Role | Name (last, first) | Mobile | E-mail
Lease holder | Dela Cruz, Marvin | (670) 555-0121 | marvin.dc@example.com
Co-lease holder | Aldan, Pilar | (670) 555-0126 | pilar.aldan@example.net
Occupant (minor) | Dela Cruz, Noah | — | —`
  it("reads the lease holders as the tenants, in order, and not the occupant's row", () =>
    expect(tenantsRule(contextFrom(system))?.value).toEqual([
      { first: 'Marvin', last: 'Dela Cruz', full: 'Marvin Dela Cruz' },
      { first: 'Pilar', last: 'Aldan', full: 'Pilar Aldan' },
    ]))
  it("reads the first lease holder's contact from their row", () => {
    expect(tenantEmailRule(contextFrom(system))?.value).toBe('marvin.dc@example.com')
    expect(tenantPhoneRule(contextFrom(system))?.value).toBe('(670) 555-0121')
  })

  it('reads the renters under a caption with a long remark in capitals, and the occupants under theirs', () => {
    const ctx = contextFrom(`
RENTER(S) — EACH RENTER SIGNS BELOW AND IS LIABLE FOR THE WHOLE RENT | RENTER’S TEL.
Rommel Villareal, Kristine Villareal | (670) 555-0132 (Rommel)
RENTER’S E-MAIL | OTHER PERSONS WHO WILL LIVE IN THE UNIT (NOT RENTERS)
rommel.villareal@example.com | Angelo Villareal (son, 9), Lourdes Villareal (mother)`)
    expect(names(ctx)).toEqual(['Rommel Villareal', 'Kristine Villareal'])
    expect(occupantsRule(ctx, tenantsRule(ctx)!.value)?.value.map((n) => n.full)).toEqual([
      'Angelo Villareal',
      'Lourdes Villareal',
    ])
  })

  it('reads two landlords in a parties clause written in capitals, without their address', () =>
    expect(
      housingProviderRule(
        contextFrom(
          'THIS LEASE is made on the 19th day of July, 2027 BETWEEN Ioane Sapolu and Malia Sapolu of P.O. Box 2217, Pago Pago, AS 96799 (“the Landlords”) AND Catriona Blakeley (“the Tenant”).',
        ),
      )?.value,
    ).toBe('Ioane Sapolu and Malia Sapolu'))
})

describe('occupants and landlords of a house lease', () => {
  it("reads who may occupy the house 'as a private dwelling'", () =>
    expect(
      occupantsRule(
        contextFrom(
          'The premises shall be occupied as a private dwelling only by the Tenant and Ruairi Blakeley (her son).',
        ),
        [],
      )?.value.map((n) => n.full),
    ).toEqual(['Ruairi Blakeley']))
  it('reads both owners of the parties clause where one of them signs in a field of their own', () =>
    expect(
      housingProviderRule(
        contextFrom(
          [
            'THIS LEASE is made BETWEEN Ioane Sapolu and Malia Sapolu of P.O. Box 2217, Pago Pago, AS 96799 (“the Landlords”) AND Catriona Blakeley (“the Tenant”).',
            'Landlord: Ioane Sapolu',
          ].join('\n'),
        ),
      )?.value,
    ).toBe('Ioane Sapolu and Malia Sapolu'))
})

describe('roommates, a household table and a parties clause with its remarks', () => {
  it('reads roommates as the tenants', () =>
    expect(
      names(
        contextFrom(
          'Roommates: Aidan Makela, Nasrin Farahani and Beau Sorensen-Beck, each a “Roommate” and together “the Roommates”.',
        ),
      ),
    ).toEqual(['Aidan Makela', 'Nasrin Farahani', 'Beau Sorensen-Beck']))

  it("reads the tenants after the landlord's address and phone, and a remark inside their defined term", () =>
    expect(
      names(
        contextFrom(
          'This lease is made on 7/24/27 between Dwight A. Featherstone (“Landlord”), whose mailing address is P.O. Box 1187, Harker Heights, TX 76548 and telephone number is (254) 555-0126, and Marcus Delgadillo & Tamika Delgadillo (“Tenant”, meaning each tenant named, each of whom is liable for all rent).',
        ),
      ),
    ).toEqual(['Marcus Delgadillo', 'Tamika Delgadillo']))

  it("reads an occupant from a household table's status column, and leaves the row out of the tenants", () => {
    const ctx = contextFrom(`
Residents and occupants
Name | Status | Mobile | E-mail
Renata Solís | Resident (signs) | (619) 555-0118 | renata.solis@example.org
Amparo Solís | Occupant — mother of | — | —`)
    expect(occupantsRule(ctx, [])?.value.map((n) => n.full)).toEqual(['Amparo Solís'])
    expect(names(ctx) ?? []).not.toContain('Amparo Solís')
  })
})

describe('a household by its relationships, a heading that asks who lives here, an occupant captioned apart', () => {
  it("reads the household's children as occupants, and not its heading over the occupancy sentence", () => {
    const ctx = contextFrom(`
III. HOUSEHOLD COMPOSITION
Only the persons listed below, as approved by the agency, may live in the unit.
Name | Relationship to head of household | Date of birth
Shanice Holloway | Head of household | 03/14/1991
Jaylen Holloway | Son | 07/19/2015
Kristina Vukovich-Ames | "Daughter (live-in aide) | 02/25/1984`)
    expect(occupantsRule(ctx, [])?.value.map((n) => n.full)).toEqual([
      'Jaylen Holloway',
      'Kristina Vukovich-Ames',
    ])
  })

  it("reads the people a 'Who lives here' heading names", () =>
    expect(
      occupantsRule(
        contextFrom(`
Who lives here
Only you and Rowan Lindqvist. Friends and family may visit, but nobody may stay more than ten nights.`),
        [],
      )?.value.map((n) => n.full),
    ).toEqual(['Rowan Lindqvist']))

  it("reads an occupant under a caption 'ALSO STAYING (NOT A TENANT)'", () =>
    expect(
      occupantsRule(
        contextFrom(`
ALSO STAYING (NOT A TENANT) | RENTAL HOME
Dmitri Sokolov | Unit 3, 57 Chestnut Ridge Lane, Asheville, NC 28804`),
        [],
      )?.value.map((n) => n.full),
    ).toEqual(['Dmitri Sokolov']))

  it('stops reading a column of tenants at the next row of captions', () =>
    expect(
      names(
        contextFrom(`
TENANT | MOBILE | E-MAIL
Kelsey Abernathy-Moss | (406) 555-0172 | kelsey.am.rn@example.com
STAFFING AGENCY | ASSIGNMENT FACILITY`),
      ),
    ).toEqual(['Kelsey Abernathy-Moss']))
})

describe("a guarantor's block after the resident's", () => {
  it('reads the resident and not the guarantor under a heading with a remark in brackets', () =>
    expect(
      names(
        contextFrom(`
RESIDENT
Name (last, first) | Mobile | E-mail | Student ID
Halvorsen, Corwin | (218) 555-0148 | chalvorsen@example.net | D0471193
PARENT / GUARANTOR (signs the separate guaranty; not a resident)
Name | Phone
Ingrid Halvorsen | (651) 555-0122`),
      ),
    ).toEqual(['Corwin Halvorsen']))
})

describe('a senior lease, a home lot and a managed flat', () => {
  it('reads a live-in aide as an occupant and not a resident', () => {
    const ctx = contextFrom(`
LEASE SUMMARY
Item | Terms
Resident(s) | Evangeline Castellano
Live-in aide (not a Resident) | Rosalind Tafoya
Apartment | Unit 104, 3150 Patterson Road, Grand Junction, CO 81504`)
    expect(names(ctx)).toEqual(['Evangeline Castellano'])
    expect(occupantsRule(ctx, [])?.value.map((n) => n.full)).toEqual(['Rosalind Tafoya'])
  })

  it('reads no occupant from a son or daughter among the emergency contacts', () =>
    expect(
      occupantsRule(
        contextFrom(`
Emergency contacts (not residents; called only if a Resident cannot be reached)
Name | Relationship | Telephone
Lisa Pfannenstiel-Ortiz | daughter | (720) 555-0183`),
        [],
      ),
    ).toBeNull())

  it('reads a grandchild in a table of who lives in the home, and minor occupants last name first', () => {
    expect(
      occupantsRule(
        contextFrom(`
PART A. WHO LIVES IN THE HOME
Name | Signs this Agreement? | Telephone
Harold Beemer | Yes — Resident | (660) 555-0158
Kaylee Beemer | No — granddaughter, age 11 | —`),
        [],
      )?.value.map((n) => n.full),
    ).toEqual(['Kaylee Beemer'])
    expect(
      occupantsRule(
        contextFrom('Minor occupants (last name, first name): Tessmer, Owen; Tessmer, Lily'),
        [],
      )?.value.map((n) => n.full),
    ).toEqual(['Owen Tessmer', 'Lily Tessmer'])
  })

  it('reads the landlord a parties clause names with what the two are to each other, and a community', () => {
    expect(
      extractFields(
        documentFrom(
          'This Lease is between Curtis and Annelise Marchetti, husband and wife ("Owner"), acting through their managing agent, Marathon Ridge Rental Services, Inc. ("Agent"), and the Residents listed above.',
        ),
      ).housingProvider.value,
    ).toBe('Curtis and Annelise Marchetti')
    expect(
      housingProviderRule(
        contextFrom(
          'THIS AGREEMENT is made between Bluestem Meadows MHC, LLC, a Missouri limited liability company, doing business as Bluestem Meadows Home Community (the “Community”), and Harold Beemer (the “Resident”).',
        ),
      )?.value,
    ).toBe('Bluestem Meadows MHC, LLC')
  })
})

describe('parties in tables, letters and co-operative subleases', () => {
  it('lists the primary resident of a table of residents first', () =>
    expect(
      names(
        contextFrom(`
Role | Name | Mobile
Primary resident | Tomasz Wierzbicki | 709-555-0172
Co-resident | Aaron Pardy | 709-555-0145`),
      ),
    ).toEqual(['Tomasz Wierzbicki', 'Aaron Pardy']))

  it('reads owners whose names wrap in their cell', () => {
    expect(
      housingProviderRule(
        contextFrom(`
OWNERS (UPSTAIRS) | RENTER
Dana Whitcomb and Russell | Kendra Sorensen
Whitcomb`),
      )?.value,
    ).toBe('Dana Whitcomb and Russell Whitcomb')
    expect(
      housingProviderRule(
        contextFrom(`
Owner | Nathaniel Ashby and Colette | P.O. Box 318, Ludlow, VT 05149
 | Ashby`),
      )?.value,
    ).toBe('Nathaniel Ashby and Colette Ashby')
  })

  it('reads a numbered company a letter names as the landlord, and owners named together', () => {
    expect(
      housingProviderRule(
        contextFrom(
          'We manage your home for the landlord, 101588 P.E.I. Inc. (the “Landlord”). Your present tenancy ends on June 30, 2027.',
        ),
      )?.value,
    ).toBe('101588 P.E.I. Inc')
    expect(
      housingProviderRule(
        contextFrom(
          'Nathaniel Ashby and Colette Ashby (together, the “Landlord”) rent the House to Ellis Farnham.',
        ),
      )?.value,
    ).toBe('Nathaniel Ashby and Colette Ashby')
  })

  it('reads the members of a co-operative as the sublessor, and the agent they act through', () => {
    const fields = extractFields(
      documentFrom(`
MEMBERS (SUBLESSOR) | SUBTENANT | COOPERATIVE
Thomas Pelkey and Ingrid Pelkey | Lucas Trombley | Lake Huron Shores Cooperative, Inc.
1. | Sublease. Thomas Pelkey and Ingrid Pelkey (“Members”), acting through Sunrise Coast Rental Services, LLC as their rental agent (“Agent”), sublease to Lucas Trombley (“Subtenant”) the townhouse.`),
    )
    expect(fields.housingProvider.value).toBe('Thomas Pelkey and Ingrid Pelkey')
    expect(fields.managementCompany.value).toBe('Sunrise Coast Rental Services, LLC')
  })

  it("names no agent where the landlord's own manager is named", () =>
    expect(
      extractFields(
        documentFrom(`
Landlord | Wapello Ridge Homes, L.L.C.
Landlord’s address for notices | Wapello Ridge Homes, L.L.C., c/o Glenn Albrecht, Manager, P.O. Box 412, Ottumwa, IA 52501`),
      ).managementCompany.value,
    ).toBeNull())

  it('reads an occupant who will continue to live with the tenants', () =>
    expect(
      occupantsRule(
        contextFrom(
          '(g) | Occupants: Noah Gillis will continue to live with you as an occupant; this person is not a tenant.',
        ),
        [],
      )?.value.map((n) => n.full),
    ).toEqual(['Noah Gillis']))

  it("keeps an occupant's row out of the tenants when OCR reads a speck before its role", () =>
    expect(
      names(
        contextFrom(`
RESIDENTS AND OCCUPANTS
Role | Name | Mobile
Primary resident | Siddharth Varma | 709-555-0161
© Occupant (spouse) 5 | Nisha Varma | —`),
      ),
    ).toEqual(['Siddharth Varma']))
})

describe("a manufactured-home park's space rental", () => {
  const park = (operator: string) =>
    extractFields(
      documentFrom(`
A | THE PARTIES
This agreement is made on March 18, 2027 between Humboldt Basin Parks, LLC, a Nevada limited-liability company, the
owner of Sage Flat Mobile Estates ("Management")${operator}, and the residents listed below ("Resident").
Resident | Telephone | E-mail
Wesley Tibbs | (775) 555-0153 | wes.tibbs@example.com
B | THE SPACE AND THE HOME
The Space will be occupied by Resident’s own manufactured home: 1999 Desert Rose, 16 ft. x 72 ft. Living in the home with Resident: Tyler Kipp (grandson).`),
    )

  it('reads the owner of the park as the landlord, and its operator as the agent', () => {
    const fields = park(
      ', acting through its park operator, Pinion Community Management, Inc. ("Operator"), which manages the park for the owner',
    )
    expect(fields.housingProvider.value).toBe('Humboldt Basin Parks, LLC')
    expect(fields.managementCompany.value).toBe('Pinion Community Management, Inc')
  })

  it('names no agent where the owner manages the park itself, and reads the people living in the home', () => {
    const fields = park('')
    expect(fields.managementCompany.value).toBeNull()
    expect(fields.additionalOccupants.value?.map((n) => n.full)).toEqual(['Tyler Kipp'])
  })

  it("keeps a table's authorized occupants out of its residents", () =>
    expect(
      extractFields(
        documentFrom(`
LEASE DATA
Resident | Renata Villalobos
Authorized Occupants | Mateo Villalobos (age 9)`),
      ).tenants.value?.map((n) => n.full),
    ).toEqual(['Renata Villalobos']))

  it('reads no caption as the landlord', () =>
    expect(
      housingProviderRule(
        contextFrom(`
Landlord (full legal name) | Landlord’s address for service | Telephone
Klondike Spruce Holdings Ltd. | c/o its agent, P.O. Box 142, Carmacks, YT Y0B 1C0 | (867) 555-0115`),
      )?.value,
    ).toBe('Klondike Spruce Holdings Ltd'))
})

describe('the people a residence is used by', () => {
  it('reads the occupant named with the lessee', () =>
    expect(
      occupantsRule(
        contextFrom(
          'USE AND OCCUPANCY. The dwelling at 41 Front Street, Oak Grove, KY 42262, shall be used only as a private residence by Lessee and Anaïs Sarpy (his daughter), and by no one else.',
        ),
        [],
      )?.value.map((n) => n.full),
    ).toEqual(['Anaïs Sarpy']))
})

describe("a mandatary, dependents with their relation and age, and an agent's suite after its name", () => {
  it("reads a Quebec lessor's mandatary as the agent, and no French caption as the lessor", () => {
    const ctx = contextFrom(`
LESSOR | Locateur | LESSEES | Locataires
Name of lessor | Name of lessee 1
9387-4412 Québec inc. | Mathieu Côté-Lavoie
Represented by its mandatary
Gestion Fleuve-et-Mer inc.`)
    expect(housingProviderRule(ctx)?.value).toBe('9387-4412 Québec inc')
    expect(managementCompanyRule(ctx)?.value).toBe('Gestion Fleuve-et-Mer inc')
  })

  it('reads dependents listed surname first with their relation and age', () =>
    expect(
      occupantsRule(
        contextFrom(`
DEPENDENTS AND OTHER OCCUPANTS WHO ARE NOT TENANTS: BERGQUIST, Nora — daughter — 5; BERGQUIST, Lukas — son — 2`),
        [],
      )?.value.map((n) => n.full),
    ).toEqual(['Nora Bergquist', 'Lukas Bergquist']))

  it("reads the agent's name without the suite its address opens with", () =>
    expect(
      managementCompanyRule(
        contextFrom(
          '3. Landlord’s agent | River Valley Property Group, Inc., Suite 3, 901 West Main Street, Russellville, AR 72801',
        ),
      )?.value,
    ).toBe('River Valley Property Group, Inc'))
})

describe('a residents table with a role column', () => {
  it('reads a row whose role is an occupant as no tenant', () =>
    expect(
      extractFields(
        documentFrom(`
Residents
Name | Role | Email | Mobile
Caleb Hutchins | Primary resident | caleb.hutchins@example.org | (662) 555-0133
Maya Hutchins | Occupant (daughter, age 4) | — | —`),
      ).tenants.value,
    ).toEqual([{ first: 'Caleb', last: 'Hutchins', full: 'Caleb Hutchins' }]))
})
