import { describe, expect, it } from 'vitest'
import {
  isPostOfficeBox,
  looksLikeAddress,
  looksLikeCityLine,
  tidyAddress,
  unitIn,
} from './address'

describe('addresses', () => {
  it.each([
    '1418 Columbia Road NW, Apt 304, Washington, DC 20009',
    '15907 Rustic Ln.',
    '123 Main Street, Anytown, USA 12345',
    'Unit 1, 43 Some Street, Toronto, Ontario M1P 4G1',
    'PO Box 4471, Tulsa, OK 74159',
    // A rural box in the north, without 'P.O.'.
    'Box 318, Watson Lake, YT Y0A 1C0',
  ])('accepts %s', (text) => expect(looksLikeAddress(text)).toBe(true))

  it.each(['Monthly Rent', '12 months', 'Street Number Street Name City/Town', 'kyle@me.com'])(
    'refuses %s',
    (text) => expect(looksLikeAddress(text)).toBe(false),
  )

  it('puts a unit joined by prose after its street and reads a city clause as the city', () => {
    expect(tidyAddress(['Apartment 2R at 41 Sydney Street', 'Boston, MA 02125'])).toBe(
      '41 Sydney Street, Apartment 2R, Boston, MA 02125',
    )
    expect(
      tidyAddress([
        '2841 Caniff Street, in the City of Hamtramck, County of Wayne, State of Michigan 48212',
      ]),
    ).toBe('2841 Caniff Street, Hamtramck, Michigan 48212')
    expect(tidyAddress(['Unit 1, 43 Some Street, Toronto, Ontario M1P 4G1'])).toBe(
      'Unit 1, 43 Some Street, Toronto, Ontario M1P 4G1',
    )
  })
  it('drops the verb before an address, the "in" before its city and the sentence after its ZIP', () => {
    expect(
      tidyAddress(['are 88 Laurel Road, Apt 4D, Aiken, SC 29801. 2.2 The term begins on June 1']),
    ).toBe('88 Laurel Road, Apt 4D, Aiken, SC 29801')
    expect(tidyAddress(['12 Orange Street, Unit C, in York, PA 17401'])).toBe(
      '12 Orange Street, Unit C, York, PA 17401',
    )
  })
  it('recognises the city line of a two-line address', () => {
    expect(looksLikeCityLine('Austin, TX 78717')).toBe(true)
    expect(looksLikeCityLine('Toronto, Ontario M1P 4G1')).toBe(true)
    expect(looksLikeCityLine('Austin')).toBe(false)
  })

  it('joins parts and restores spaces OCR dropped', () => {
    expect(tidyAddress(['15907 Rustic Ln.', 'Austin, TX 78717'])).toBe(
      '15907 Rustic Ln., Austin, TX 78717',
    )
    expect(tidyAddress(['1418 Columbia Road NW, Apt304, Washington, DC20009'])).toBe(
      '1418 Columbia Road NW, Apt 304, Washington, DC 20009',
    )
  })

  it('puts a floor or a worded unit after its street, and keeps a numbered unit where the lease has it', () => {
    expect(tidyAddress(['2nd Floor, 17 Court Square, Charlottesville, VA 22902'])).toBe(
      '17 Court Square, 2nd Floor, Charlottesville, VA 22902',
    )
    expect(tidyAddress(['Basement Suite, 1134 14 Avenue SW, Calgary, AB T3C 0W2'])).toBe(
      '1134 14 Avenue SW, Basement Suite, Calgary, AB T3C 0W2',
    )
    expect(tidyAddress(['Unit 1, 43 Some Street, Toronto, Ontario M1P 4G1'])).toBe(
      'Unit 1, 43 Some Street, Toronto, Ontario M1P 4G1',
    )
  })

  it("reads a unit in brackets as a part, leaves out a remark in brackets and 'known as Number'", () => {
    expect(tidyAddress(['38 Hawthorne Ave (Upper), Buffalo, NY 14209'])).toBe(
      '38 Hawthorne Ave, Upper, Buffalo, NY 14209',
    )
    expect(
      tidyAddress([
        'known as Number 62 Orchard Street, Unit 1R (first floor, rear), Providence, RI 02906',
      ]),
    ).toBe('62 Orchard Street, Unit 1R, Providence, RI 02906')
    expect(tidyAddress(['1250 rue Laval, Montréal (Québec) H2J 2K8'])).toBe(
      '1250 rue Laval, Montréal (Québec) H2J 2K8',
    )
  })

  it("parts a unit's number from the city after it", () =>
    expect(tidyAddress(['695 Granite Ridge Terrace, Suite 362 Chicago, IL 60614'])).toBe(
      '695 Granite Ridge Terrace, Suite 362, Chicago, IL 60614',
    ))

  it('ends an address at its ZIP or postal code', () =>
    expect(
      tidyAddress([
        '812 Dauphine Street, Apartment C, New Orleans, Louisiana 70116, together with the use of the courtyard',
      ]),
    ).toBe('812 Dauphine Street, Apartment C, New Orleans, Louisiana 70116'))

  it('starts an address at its number, box or unit, without the caption or name read with it', () => {
    expect(
      tidyAddress(['for notices and rent: 26 Court Street, Suite 1902, Brooklyn, NY 11242']),
    ).toBe('26 Court Street, Suite 1902, Brooklyn, NY 11242')
    expect(tidyAddress(['Acme Residential Management, P.O. Box 160233, Austin, TX 78716'])).toBe(
      'P.O. Box 160233, Austin, TX 78716',
    )
    expect(
      tidyAddress([
        'Gulf Coast Leasing Group, Inc.. 2500 Westheimer Road, Suite 310, Houston, TX 77098',
      ]),
    ).toBe('2500 Westheimer Road, Suite 310, Houston, TX 77098')
    expect(tidyAddress(['Unit 1207, 88 Spadina Avenue, Toronto, Ontario M5T 2J7'])).toBe(
      'Unit 1207, 88 Spadina Avenue, Toronto, Ontario M5T 2J7',
    )
  })
})

describe('post office boxes', () => {
  it('are boxes with or without the words post office, never a street number', () => {
    expect(isPostOfficeBox('P.O. Box 6071, Warwick, RI 02887')).toBe(true)
    expect(isPostOfficeBox('Box 318, Watson Lake, YT Y0A 1C0')).toBe(true)
    expect(isPostOfficeBox('318 Boxwood Lane, Watson Lake, YT Y0A 1C0')).toBe(false)
  })
})

describe('an address read by OCR', () => {
  it("puts a postal code's figures back where OCR read them as letters, and drops a speck before a word", () => {
    expect(tidyAddress(['63 ‘Ashford Drive, Mount Pearl, NL AIN 3L2'])).toBe(
      '63 Ashford Drive, Mount Pearl, NL A1N 3L2',
    )
    expect(tidyAddress(['18 Crestview Avenue, Corner Brook, NL A2H 5K4'])).toBe(
      '18 Crestview Avenue, Corner Brook, NL A2H 5K4',
    )
  })
})

describe('a post office drawer', () => {
  it('is a box by another name, with the payee and attention line before it left out', () => {
    expect(
      tidyAddress(['Juniper Homes, Attn: Rent Desk, Post Office Drawer 77, Lander, Wyoming 82520']),
    ).toBe('Post Office Drawer 77, Lander, Wyoming 82520')
    expect(isPostOfficeBox('Post Office Drawer 77, Lander, Wyoming 82520')).toBe(true)
  })
})

describe('a street and its city on two lines', () => {
  it('puts back the comma between them, but not inside a street or before its direction', () => {
    expect(tidyAddress(['18 Aspen Court Sturgis, SD 57785'])).toBe(
      '18 Aspen Court, Sturgis, SD 57785',
    )
    expect(tidyAddress(['400 W St. Germain Street, Suite 210, St. Cloud, MN 56301'])).toBe(
      '400 W St. Germain Street, Suite 210, St. Cloud, MN 56301',
    )
    expect(tidyAddress(['2000 14th Street NW, Washington, DC 20009'])).toBe(
      '2000 14th Street NW, Washington, DC 20009',
    )
    expect(tidyAddress(['1814 Park Avenue, Unit 5C, St. Louis, MO 63104'])).toBe(
      '1814 Park Avenue, Unit 5C, St. Louis, MO 63104',
    )
  })
})

describe('units named by a letter', () => {
  it('reads a building by its letter but not a plural word', () => {
    expect(unitIn('Building A, Harbourview Apartments')).toBe('Building A')
    expect(unitIn('the Buildings and grounds at 1420 NW 7th Street')).toBeUndefined()
  })
})

describe('an address with its phone after a semicolon', () => {
  it('ends at its postal code', () =>
    expect(tidyAddress(['Box 142, Niverville, MB R0A 1E0; tel. 204-555-0109'])).toBe(
      'Box 142, Niverville, MB R0A 1E0',
    ))
})

describe('what a legal description and OCR add to an address', () => {
  it('ends the address at its ZIP code before the county', () =>
    expect(
      tidyAddress(['3342 South Paseo Lindo, Sierra Vista, AZ 85650, County of Cochise, Arizona']),
    ).toBe('3342 South Paseo Lindo, Sierra Vista, AZ 85650'))

  it('reads a small L in a postal code as the figure 1', () =>
    expect(tidyAddress(['Suite 204, 19 Harbourview Terrace, Gander, NL AlV 1B4'])).toBe(
      'Suite 204, 19 Harbourview Terrace, Gander, NL A1V 1B4',
    ))
})

describe('units named by their floor and by a letter', () => {
  it.each([
    ['Second Floor Apartment, 61 Jackson Street, Willimantic, CT 06226', 'Second Floor Apartment'],
    ['Cottage B, 408 Maxwell Drive, Starkville, MS 39759', 'Cottage B'],
  ])('finds the unit of %s', (address, unit) => expect(unitIn(address)).toBe(unit))
})
