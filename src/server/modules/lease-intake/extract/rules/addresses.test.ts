import { describe, expect, it } from 'vitest'
import { contextFrom } from '../test-document'
import { mailingAddressRule, paymentAddressRule, premisesAddressRule } from './addresses'

describe('premises', () => {
  it('reads a labelled address and its city line below', () => {
    expect(
      premisesAddressRule(contextFrom('Premises\n15907 Rustic Ln.\nAustin, TX 78717'))?.value,
    ).toBe('15907 Rustic Ln., Austin, TX 78717')
    expect(
      premisesAddressRule(
        contextFrom('Premises Address | 1418 Columbia Road NW, Apt 304, Washington, DC 20009'),
      )?.value,
    ).toBe('1418 Columbia Road NW, Apt 304, Washington, DC 20009')
  })
  it('joins the unit its sentence names before the address', () => {
    expect(
      premisesAddressRule(
        contextFrom(
          [
            '2. Premises. The Upper Unit of the two-family dwelling at 2841 Caniff',
            'Street, in the City of Hamtramck, County of Wayne, State of Michigan',
            '48212 (the "Premises"), with the appliances now in it.',
          ].join('\n'),
        ),
      )?.value,
    ).toBe('2841 Caniff Street, Upper Unit, Hamtramck, Michigan 48212')
    expect(
      premisesAddressRule(
        contextFrom(
          'Landlord rents to Tenant Apartment 2R at 41 Sydney Street, Boston, MA 02125 (the "Premises").',
        ),
      )?.value,
    ).toBe('41 Sydney Street, Apartment 2R, Boston, MA 02125')
  })
  it('reads a premises clause', () => {
    expect(
      premisesAddressRule(
        contextFrom(
          'the following described residential property located at 123 Main Street, Anytown, USA 12345 (the "Premises").',
        ),
      )?.value,
    ).toBe('123 Main Street, Anytown, USA 12345')
  })
  it('reads the address after the verb of letting, a run-in heading and a room let', () => {
    expect(
      premisesAddressRule(
        contextFrom(
          'The Landlord, Brady Street Rentals Inc., leases 2310 N Murray Avenue, Lower, Milwaukee, WI 53211 to the Tenants listed below.',
        ),
      )?.value,
    ).toBe('2310 N Murray Avenue, Lower, Milwaukee, WI 53211')
    expect(
      premisesAddressRule(
        contextFrom('Premises. 1320 Martin Street, Apt 207, Nashville, TN 37203.'),
      )?.value,
    ).toBe('1320 Martin Street, Apt 207, Nashville, TN 37203')
    expect(
      premisesAddressRule(
        contextFrom('Room let: 1450 Wells Avenue, Room B, Reno, NV 89502, with the kitchen'),
      )?.value,
    ).toBe('1450 Wells Avenue, Room B, Reno, NV 89502')
  })
  it('composes a form that boxes each part, and tells the notice address apart', () => {
    const ctx = contextFrom(`
2. Rental Unit
Unit | 1
Street Number | 43
Street Name | Some Street
City/Town | Toronto
Province | Ontario
Postal Code | M1P 4G1
3. Contact Information
Address for Giving Notices or Documents to the Landlord
Unit | 2
Street Number | 9
Street Name | Bay Street
City/Town | Toronto
Province | Ontario
Postal Code | M5J 2N8`)
    expect(premisesAddressRule(ctx)?.value).toBe('Unit 1, 43 Some Street, Toronto, Ontario M1P 4G1')
    expect(mailingAddressRule(ctx)?.value).toBe('Unit 2, 9 Bay Street, Toronto, Ontario M5J 2N8')
  })
  it('reads the address a lease defines as the premises', () => {
    const ctx = contextFrom(
      'Owner rents to Resident the real property described as: 4810 Sunset Terrace Drive, Apt 12, San Diego, CA 92116 ("Premises").',
    )
    expect(premisesAddressRule(ctx)?.value).toBe(
      '4810 Sunset Terrace Drive, Apt 12, San Diego, CA 92116',
    )
  })
  it('reads the place a letter of letting names without calling it the premises, not where rent is paid', () => {
    expect(
      premisesAddressRule(
        contextFrom(
          "You'll be renting the upstairs of my place at 38 Hawthorne Ave (Upper), Buffalo NY 14209.\nI live downstairs.",
        ),
      )?.value,
    ).toBe('38 Hawthorne Ave, Upper, Buffalo NY 14209')
    expect(
      premisesAddressRule(
        contextFrom('Tenant shall pay the rent to the Landlord at 12 Birch Lane, Stowe, VT 05672.'),
      ),
    ).toBeNull()
    expect(
      premisesAddressRule(
        contextFrom(
          'The rent checks for the month go to our office at 12 Birch Lane, Stowe, VT 05672.',
        ),
      ),
    ).toBeNull()
  })
  it('reads the first address after the verb of letting, with the unit named before a project name', () => {
    expect(
      premisesAddressRule(
        contextFrom(
          "1. DWELLING UNIT. The Landlord leases to the Tenant Unit 2-C located in the\nproject known as Riverside Gardens, 1450 S Grandview Avenue, Dubuque, IA 52003, for use as the\nTenant's private residence only.",
        ),
      )?.value,
    ).toBe('1450 S Grandview Avenue, Unit 2-C, Dubuque, IA 52003')
    expect(
      premisesAddressRule(
        contextFrom(
          'STORAGE ADDENDUM. Landlord also rents to Tenant storage unit C-18 at Northgate Self Storage, 900 Industrial Parkway, Bemidji, MN 56601.',
        ),
      ),
    ).toBeNull()
  })
  it('stays empty for a blank', () =>
    expect(
      premisesAddressRule(
        contextFrom('Property Address: ______________\nCity: ______ State: ____ ZIP: _____'),
      ),
    ).toBeNull())
})

describe('mailing and payment addresses', () => {
  it('reads the notices clause and the payment clause', () => {
    const ctx = contextFrom(
      'Notices to the Housing Provider shall be sent to 2000 14th Street NW, Suite 200, Washington, DC 20009. Rent shall be paid to Rock Creek Management at 2000 14th Street NW, Suite 200, Washington, DC 20009, or electronically.',
    )
    expect(mailingAddressRule(ctx)?.value).toBe(
      '2000 14th Street NW, Suite 200, Washington, DC 20009',
    )
    expect(paymentAddressRule(ctx)?.value).toBe(
      '2000 14th Street NW, Suite 200, Washington, DC 20009',
    )
  })
  it('reads where notices are given, past the name of the one who takes them', () =>
    expect(
      mailingAddressRule(
        contextFrom(
          'Notices to the Owner are given to the Agent at the Agent’s office. From that date notices to the Owner are given to Henlopen Harbor Property Services, Inc. at 1200 Savannah Road, Suite 4, Lewes, DE 19958.',
        ),
      )?.value,
    ).toBe('1200 Savannah Road, Suite 4, Lewes, DE 19958'))
  it("composes an address whose unit box holds its kind and number ('Suite 400')", () =>
    expect(
      mailingAddressRule(
        contextFrom(
          "Landlord's address for service of notices and documents:\nUnit | Street number | Street name | City / Town | Province | Postal code\nSuite 400 | 119 | 4th Avenue South | Saskatoon | SK | S7K 5X2",
        ),
      )?.value,
    ).toBe('Suite 400, 119 4th Avenue South, Saskatoon, SK S7K 5X2'))
  it("reads the premises after a bare 'Apartment:' caption", () =>
    expect(
      premisesAddressRule(
        contextFrom(
          'Apartment: 424 Willoughby Avenue, Unit 6, Juneau, AK 99801. Term: 2027-12-01 to 2028-11-30.',
        ),
      )?.value,
    ).toBe('424 Willoughby Avenue, Unit 6, Juneau, AK 99801'))
  it('reads the place rent is paid at after its payee in the rent clause, not a utility bill', () => {
    expect(
      paymentAddressRule(
        contextFrom(
          'Tenant agrees to pay as rent the sum of One thousand eighty-five and 00/100 Dollars ($1,085.00) per month, in advance, to Loretta Pettibone at 3318 Free Ferry Road,\nFort Smith, AR 72903 or at such other place as Landlord designates.',
        ),
      )?.value,
    ).toBe('3318 Free Ferry Road, Fort Smith, AR 72903')
    expect(
      paymentAddressRule(
        contextFrom(
          'Tenant shall pay the water bill to the City of Akron at 12 Main Street, Akron, OH 44301.',
        ),
      )?.source,
    ).not.toBe('payee and place in the rent clause')
  })
  it("reads the address a letter lease's writer lives at", () =>
    expect(
      mailingAddressRule(
        contextFrom(
          'I am Beulah Tidwell-Marsh, the owner of the house at 1104 Molly Barr Road, Oxford, MS 38655. I live at 207 Price Street,\nOxford, MS 38655 and my phone is (662) 555-0121.',
        ),
      )?.value,
    ).toBe('207 Price Street, Oxford, MS 38655'))
  it('reads the landlord block address', () => {
    expect(
      mailingAddressRule(
        contextFrom(
          'Lessor\nName | Kyle Ramirez\nAddress | 13109 Marble Falls Cv.\n | Austin, TX 78717',
        ),
      )?.value,
    ).toBe('13109 Marble Falls Cv., Austin, TX 78717')
  })
})

describe('addresses in other sentences', () => {
  it('reads a payment address after "its office at" a P.O. box', () =>
    expect(
      paymentAddressRule(
        contextFrom(
          'Rent shall be paid to the order of Acme Inc. and delivered to its office at P.O. Box 8326, Tampa, FL 33606.',
        ),
      )?.value,
    ).toBe('P.O. Box 8326, Tampa, FL 33606'))

  it('reads an office captioned with what it is for as the notice and the payment address', () => {
    const ctx = contextFrom(
      'Agent’s office (notices and payments): 4100 Paradise Road, Suite 210, Las Vegas, NV 89169',
    )
    expect(mailingAddressRule(ctx)?.value).toBe(
      '4100 Paradise Road, Suite 210, Las Vegas, NV 89169',
    )
    expect(paymentAddressRule(ctx)?.value).toBe(
      '4100 Paradise Road, Suite 210, Las Vegas, NV 89169',
    )
  })
  it("reads the address written after the landlord's or the agent's name, not the tenant's", () => {
    expect(
      mailingAddressRule(
        contextFrom(
          'LANDLORD: Ada R. Voss, whose mailing address is P.O. Box 73310, Tulsa, OK 74170, and TENANT: Jo Marsh.',
        ),
      )?.value,
    ).toBe('P.O. Box 73310, Tulsa, OK 74170')
    expect(
      mailingAddressRule(
        contextFrom(
          'came and appeared ACME HOLDINGS, INC., represented by its agent, Tidewater Realty, whose mailing address is Post Office Box 20113, Beaufort, SC 29901 (hereinafter "LESSOR")',
        ),
      )?.value,
    ).toBe('Post Office Box 20113, Beaufort, SC 29901')
    expect(
      mailingAddressRule(
        contextFrom(
          'and TENANT: Jo Marsh, whose mailing address is 12 Elm Street, Tulsa, OK 74105.',
        ),
      ),
    ).toBeNull()
  })
  it('reads an office whose suite is written before its street, and puts the suite after it', () =>
    expect(
      mailingAddressRule(
        contextFrom(
          'Notices to Landlord shall be sent to the Agent at Suite 410, 77 Meeting Street, Charleston, SC 29401.',
        ),
      )?.value,
    ).toBe('77 Meeting Street, Suite 410, Charleston, SC 29401'))

  it('reads a P.O. box of five figures to its city and ZIP, not to the box number', () => {
    expect(
      mailingAddressRule(
        contextFrom(
          'Notices. All notices to Landlord shall be given to Property Manager at P.O. Box 22951, Savannah, GA 31403.',
        ),
      )?.value,
    ).toBe('P.O. Box 22951, Savannah, GA 31403')
    expect(
      paymentAddressRule(
        contextFrom(
          "Rent is paid through the resident portal, or by cashier's check or money order mailed to Manager at P.O. Box 18844, Denver, CO 80218. Manager does not accept cash.",
        ),
      )?.value,
    ).toBe('P.O. Box 18844, Denver, CO 80218')
  })

  it('does not take "unit at" for a unit number before a defined premises', () =>
    expect(
      premisesAddressRule(
        contextFrom(
          'Lessor leases to Lessee the residential unit at 9825 Willow Bend Lane, Unit 20, Tampa, FL 33606 (the "Unit").',
        ),
      )?.value,
    ).toBe('9825 Willow Bend Lane, Unit 20, Tampa, FL 33606'))
})

describe('addresses that run on or wrap', () => {
  it('ends a city line at its ZIP code, where the next field begins', () =>
    expect(
      premisesAddressRule(
        contextFrom(
          'Landlord: Jo Roe. Tenant: Al Poe and Cy Doe. Premises: 412 Birch Street,\nRear Unit, Oshkosh, WI 54901. Date of this agreement: May 2, 2027.',
        ),
      )?.value,
    ).toBe('412 Birch Street, Rear Unit, Oshkosh, WI 54901'))
  it('takes a ZIP code that wrapped onto the next line', () =>
    expect(
      premisesAddressRule(
        contextFrom(
          'Tenant: Al Poe. Premises: 96 Lake Road, Apartment 3, Wausau, WI\n54401. Date of this agreement: May 2, 2027.',
        ),
      )?.value,
    ).toBe('96 Lake Road, Apartment 3, Wausau, WI 54401'))
  it('reads the payment address from the disclosure of who collects rent', () =>
    expect(
      paymentAddressRule(
        contextFrom(
          'Person authorized to collect rent: Fox River Lofts LLC, 88 Mill Street, Appleton, WI 54911. Office hours: Monday',
        ),
      )?.value,
    ).toBe('88 Mill Street, Appleton, WI 54911'))
  it('composes the boxes after a street address under the premises heading', () => {
    expect(
      premisesAddressRule(
        contextFrom(
          "Owner's address: 12 Elm Street, Logan, UT 84321\n2. PROPERTY\nStreet address: 455 N 300 E Unit: #3 City: Logan, Utah ZIP 84321",
        ),
      )?.value,
    ).toBe('455 N 300 E, #3, Logan, Utah 84321')
    expect(
      premisesAddressRule(
        contextFrom('1. PARTIES\nStreet address: 455 N 300 E City: Logan, Utah ZIP 84321'),
      ),
    ).toBeNull()
  })
  it('composes a row of boxes under their captions, a Canadian unit before its street', () =>
    expect(
      premisesAddressRule(
        contextFrom(
          'B. THE RENTAL UNIT\nUNIT | STREET ADDRESS | CITY | POSTAL CODE\n1207 | 880 Davie Street | Vancouver, BC | V6Z 1B5',
        ),
      )?.value,
    ).toBe('1207-880 Davie Street, Vancouver, BC V6Z 1B5'))
  it('reads the place of a plain-words agreement: "Who / Where / When"', () =>
    expect(
      premisesAddressRule(
        contextFrom(
          'Who: me, Dora Kell (landlord), and you, Ivo Marsh (tenant).\nWhere: 9 Pearl Street, Apt 3, Keene, NH 03431.\nWhen: starting May 1, 2027, month to month.',
        ),
      )?.value,
    ).toBe('9 Pearl Street, Apt 3, Keene, NH 03431'))
  it("reads a civic address and its unit and community boxes, the street's last word not taken for a caption", () =>
    expect(
      premisesAddressRule(
        contextFrom(
          'Civic address: 612 Prince Street Apt./Unit: Apt 5 Community: Truro, NS B2N 1G4',
        ),
      )?.value,
    ).toBe('612 Prince Street, Apt 5, Truro, NS B2N 1G4'))
  it("reads the premises 'known as' an address under a heading, not the ZIP code ending the line before", () =>
    expect(
      premisesAddressRule(
        contextFrom(
          'Manager: Bayfront Realty Co., P.O. Box 7712, Erie, PA 16514\n1. PREMISES\nLandlord leases to Tenant the dwelling known as 40 Holland Street, Unit 1, in Erie, PA 16507 (the "Premises").',
        ),
      )?.value,
    ).toBe('40 Holland Street, Unit 1, Erie, PA 16507'))
  it("does not give the premises the suite of the landlord's office named before them", () =>
    expect(
      premisesAddressRule(
        contextFrom(
          'Hilltop Homes LLC · 900 Mass Street, Suite 12, Lawrence, KS 66044 Hilltop Homes LLC leases the whole house at 1401 Ohio Street, Lawrence, KS 66044 to the residents.',
        ),
      )?.value,
    ).toBe('1401 Ohio Street, Lawrence, KS 66044'))
  it('composes the boxes stacked one per row under a premises part heading', () =>
    expect(
      premisesAddressRule(
        contextFrom(
          [
            'Part B — The Leased Premises',
            'Street address: 1904 W Berks Street',
            'Unit No.: 3R',
            'Municipality, State, ZIP: Philadelphia, PA 19121',
          ].join('\n'),
        ),
      )?.value,
    ).toBe('1904 W Berks Street, 3R, Philadelphia, PA 19121'))
  it("reads a row of street and city boxes as the premises, not the agent's row", () => {
    const lines = [
      "Agent's office: Street: 700 Tropicana Avenue City/State/ZIP: Las Vegas, NV 89119",
      'Resident(s): Jo Marquez',
      'Apartment: #118 Street: 4020 Desert Inn Road City/State/ZIP: Las Vegas, NV 89121',
    ]
    expect(premisesAddressRule(contextFrom(lines.join('\n')))?.value).toBe(
      '4020 Desert Inn Road, #118, Las Vegas, NV 89121',
    )
    expect(premisesAddressRule(contextFrom(lines[0]!))).toBeNull()
  })
  it('reads a defined premises from the last "at" before it, not a building named earlier', () =>
    expect(
      premisesAddressRule(
        contextFrom(
          'SUBLEASE Harrodsburg Road Apartments, 1500 Harrodsburg Road, Lexington, KY 40504 Sublessor rents the apartment at 1522 Harrodsburg Road, Apt. 12, Lexington, KY 40504 (the "Apartment") from the Landlord.',
        ),
      )?.value,
    ).toBe('1522 Harrodsburg Road, Apt. 12, Lexington, KY 40504'))
})

describe('where rent is paid, in plainer wordings', () => {
  const paidAt = (text: string) => paymentAddressRule(contextFrom(text))?.value

  it('reads the address after what is paid and to whom', () => {
    expect(
      paidAt(
        '(c) The tenant may deliver rent cheques to the Landlord at\n88 Wellington Street North, Unit 4, Hamilton, ON L8R 1N4.',
      ),
    ).toBe('88 Wellington Street North, Unit 4, Hamilton, ON L8R 1N4')
    expect(
      paidAt(
        'Just mail your check to my house at 617 Birch Lane, Sioux Falls, SD 57105, or drop it off.',
      ),
    ).toBe('617 Birch Lane, Sioux Falls, SD 57105')
  })

  it('starts the address at a spelled-out post office box', () =>
    expect(
      paidAt(
        'RENT shall be paid to the Landlord by cheque or money order delivered or mailed to\nPost Office Box 2230, Fredericton, NB E3B 5G4.',
      ),
    ).toBe('Post Office Box 2230, Fredericton, NB E3B 5G4'))
})

describe("the landlord's address where a lease lists how to reach each party", () => {
  it('reads the address after the role and its colon', () =>
    expect(
      mailingAddressRule(
        contextFrom(
          'How do we reach each other?\nThe Owner: 1108 S Willson Avenue, Bozeman, MT 59715, telephone (406) 555-0148.',
        ),
      )?.value,
    ).toBe('1108 S Willson Avenue, Bozeman, MT 59715'))
})

describe('a city and a state in boxes of their own', () => {
  it('puts the comma between the city and the state', () =>
    expect(
      premisesAddressRule(
        contextFrom(`
PREMISES
Street address | City | State | ZIP
2207 Ocean View Avenue | Norfolk | VA | 23503`),
      )?.value,
    ).toBe('2207 Ocean View Avenue, Norfolk, VA 23503'))
})

describe('addresses of a provincial form, a room rental and a letter', () => {
  it("reads the landlord's address for service and a provider's address as where notices go", () => {
    expect(
      mailingAddressRule(
        contextFrom(
          'Address for service of documents | 5 Park Street, Suite 210, Corner Brook, NL A2H 2X1',
        ),
      )?.value,
    ).toBe('5 Park Street, Suite 210, Corner Brook, NL A2H 2X1')
    expect(
      mailingAddressRule(
        contextFrom('Provider address | 4915 48th Street, Yellowknife, NT X1A 1N4'),
      )?.value,
    ).toBe('4915 48th Street, Yellowknife, NT X1A 1N4')
  })

  it('reads where notices go to the agent, and a northern box number as an address', () => {
    expect(
      mailingAddressRule(
        contextFrom(
          'Notices to the Owner go to the Agent at 2210 Post Road, Suite 4, Warwick, RI 02886. Notices to Resident go to the House.',
        ),
      )?.value,
    ).toBe('2210 Post Road, Suite 4, Warwick, RI 02886')
    expect(
      mailingAddressRule(
        contextFrom(
          'Letters or notices for me should go to Box 318, Watson Lake, YT Y0A 1C0. For you, the house address is enough.',
        ),
      )?.value,
    ).toBe('Box 318, Watson Lake, YT Y0A 1C0')
  })

  it("reads a 'House' caption and the cabin a letter lets as the premises", () => {
    expect(
      premisesAddressRule(contextFrom('House | 19 Budlong Farm Road, Cranston, RI 02920'))?.value,
    ).toBe('19 Budlong Farm Road, Cranston, RI 02920')
    expect(
      premisesAddressRule(
        contextFrom(
          'This letter sets out what we agreed with you about the cabin at 412 Harper Street, Dawson City, YT Y0B 1G0. If it matches, please sign.',
        ),
      )?.value,
    ).toBe('412 Harper Street, Dawson City, YT Y0B 1G0')
  })

  it("reads the place rent is mailed to past a company's full stop", () =>
    expect(
      paymentAddressRule(
        contextFrom(
          'Rent shall be paid by check or money order made payable to Kestrel Rent Collection Services, Inc. and mailed to P.O. Box 4419, Market Square Station, Woonsocket, RI 02895.',
        ),
      )?.value,
    ).toBe('P.O. Box 4419, Market Square Station, Woonsocket, RI 02895'))
})

describe("the landlord's address in the parties clause", () => {
  it('is the address of the party the clause then defines as the landlord, with no role named before it', () => {
    expect(
      mailingAddressRule(
        contextFrom(
          '1. PARTIES. This Lease is made between Ansel and Dorothea Whitcombe, whose address is 212 Shore Road, Westerly, RI 02891 ("Landlord"), and Kieran Maguire-Oduya ("Tenant").',
        ),
      )?.value,
    ).toBe('212 Shore Road, Westerly, RI 02891')
    expect(
      mailingAddressRule(
        contextFrom(
          '1. PARTIES. This Lease is made with Kieran Maguire-Oduya, whose address is 9 Elm Street, Westerly, RI 02891 ("Tenant").',
        ),
      ),
    ).toBeNull()
  })
})

describe('the premises with their unit', () => {
  it("gives a house's caption the room the lease lets in it", () =>
    expect(
      premisesAddressRule(
        contextFrom(
          [
            'Home | 1845 Pandosy Street, Kelowna, BC V1Y 1R4',
            'The Roomer rents Room 2 of the house at 1845 Pandosy Street, Kelowna, BC V1Y 1R4, furnished.',
          ].join('\n'),
        ),
      )?.value,
    ).toBe('1845 Pandosy Street, Room 2, Kelowna, BC V1Y 1R4'))

  it('takes no sentence of another column into an address', () =>
    expect(
      mailingAddressRule(
        contextFrom(
          'Notices to the Landlord go to the Landlord at 1530 Fifth Avenue,\ndamage beyond normal wear and tear and any unpaid rent, within\nHuntington, WV 25701.',
        ),
      ),
    ).toBeNull())
})

describe("the landlord's address for notices, in other words", () => {
  it("reads the landlord's address for service of documents", () =>
    expect(
      mailingAddressRule(
        contextFrom("Owner's address for service of documents: Box 40, Banff, AB T1L 1A3"),
      )?.value,
    ).toBe('Box 40, Banff, AB T1L 1A3'))

  it('reads the address a notices clause names after what it calls it', () =>
    expect(
      mailingAddressRule(
        contextFrom(
          'Notices are sent to the Owner at the address in Section 2 ("Home Address"):\n18 Aspen Court\nSturgis, SD 57785',
        ),
      )?.value,
    ).toBe('18 Aspen Court, Sturgis, SD 57785'))
})

describe('addresses in a summary box, a note and a section-numbered lease', () => {
  it("reads the premises under a lettered 'PROPERTY' caption", () =>
    expect(
      premisesAddressRule(
        contextFrom(
          'E. PROPERTY\n17 Calle Mar Caribe, Urb. Costa de Oro, Dorado, PR 00646\nF. START (dd/mm/yyyy) | G. END (dd/mm/yyyy)',
        ),
      )?.value,
    ).toBe('17 Calle Mar Caribe, Urb. Costa de Oro, Dorado, PR 00646'))

  it("reads 'The apartment is …' after a '§' heading, not the heading's number", () =>
    expect(
      premisesAddressRule(
        contextFrom(
          [
            '§ 1 Who is bound',
            'Tasi Vista Apartments, LLC ("Lessor") leases to Kiele Brennan ("Resident").',
            '§ 2 Apartment',
            'The apartment is 144 Dairy Road, Apt 208, Mangilao, GU 96913, furnished with a stove.',
          ].join('\n'),
        ),
      )?.value,
    ).toBe('144 Dairy Road, Apt 208, Mangilao, GU 96913'))

  it.each([
    [
      'Notices to the Lessor must be in writing and delivered to 2790 Route 1, Suite 3, Yigo, GU 96929.',
      '2790 Route 1, Suite 3, Yigo, GU 96929',
    ],
    [
      'Written notices to the Lessor shall be sent by certified mail to PMB 318, 1353 Avenida Luis Vigoreaux, Guaynabo, PR 00966.',
      'PMB 318, 1353 Avenida Luis Vigoreaux, Guaynabo, PR 00966',
    ],
    [
      "Owner's address for papers | Box 1942, Cambridge Bay, NU X0B 0C0",
      'Box 1942, Cambridge Bay, NU X0B 0C0',
    ],
    [
      'Writing to me: use P.O. Box 452, Rankin Inlet, NU X0C 0G0. For small things, text me.',
      'P.O. Box 452, Rankin Inlet, NU X0C 0G0',
    ],
    [
      'The owner of the Premises is Lagu Heights Properties, Inc., mailing address 415 Route 3, Dededo, GU 96929 ("Landlord").',
      '415 Route 3, Dededo, GU 96929',
    ],
  ])("reads the landlord's address from '%s'", (text, address) =>
    expect(mailingAddressRule(contextFrom(text))?.value).toBe(address),
  )

  it('reads the place of payment after a payee whose name has a comma and a full stop', () =>
    expect(
      paymentAddressRule(
        contextFrom(
          'Tenant agrees to pay as rent the sum of $2,275.00 per month, payable in advance, to Lagu Heights Properties, Inc. at 415 Route 3, Dededo, GU 96929, or at such other place as Landlord may designate.',
        ),
      )?.value,
    ).toBe('415 Route 3, Dededo, GU 96929'))
})

describe('addresses of a compound, a system printout and a lease with margin notes', () => {
  it.each([
    [
      'Written notices to the owner or to us go to Talakhaya Property Services, LLC, PMB 1140, Box 10000, Saipan, MP 96950, or may be handed in at the office.',
      'PMB 1140, Box 10000, Saipan, MP 96950',
    ],
    [
      'Any notice to the Landlords shall be in writing and sent or delivered to P.O. Box 2217, Pago Pago, AS 96799.',
      'P.O. Box 2217, Pago Pago, AS 96799',
    ],
  ])("reads the landlord's address from '%s'", (text, address) =>
    expect(mailingAddressRule(contextFrom(text))?.value).toBe(address),
  )

  it.each([
    [
      'The office address for payments is Building A, Harbourview Apartments, Fagatogo, AS 96799. Cash is not accepted.',
      'Building A, Harbourview Apartments, Fagatogo, AS 96799',
    ],
    [
      'Pay by personal check or money order payable to Talakhaya Property Services, LLC placed in the drop box at our office, Suite 201, Latte Plaza, Chalan Pale Arnold, Gualo Rai, Saipan, MP 96950.',
      'Suite 201, Latte Plaza, Chalan Pale Arnold, Gualo Rai, Saipan, MP 96950',
    ],
  ])("reads where rent is paid from '%s'", (text, address) =>
    expect(paymentAddressRule(contextFrom(text))?.value).toBe(address),
  )

  it("reads the house of a compound the lease defines as the premises, not the landlords' home", () =>
    expect(
      premisesAddressRule(
        contextFrom(
          [
            'The Landlords let to the Tenant the dwelling house and yard known as House 6, Vaitele Lane, Pago Pago, AS 96799 (“the premises”).',
            'Rent is paid by cheque delivered to the Landlords’ home at Lot 31, Fagaalu Road, Pago Pago, AS 96799.',
          ].join('\n'),
        ),
      )?.value,
    ).toBe('House 6, Vaitele Lane, Pago Pago, AS 96799'))

  it('reads a unit of a compound on a street without numbers', () =>
    expect(
      premisesAddressRule(
        contextFrom('UNIT ADDRESS | Duplex 11-A, Chalan Tasi Gue, Kagman, Saipan, MP 96950'),
      )?.value,
    ).toBe('Duplex 11-A, Chalan Tasi Gue, Kagman, Saipan, MP 96950'))
})

describe("a leasing office's box whose caption and city run over two rows", () => {
  it('reads the address beside the caption with its city under it, one city name across the break', () =>
    expect(
      mailingAddressRule(
        contextFrom(
          'Leasing office (notices, | 9185 Bruceville Road, Building A, Elk | Office hours\ndrop box) | Grove, CA 95758 | Mon–Fri',
        ),
      )?.value,
    ).toBe('9185 Bruceville Road, Building A, Elk Grove, CA 95758'))
})

describe('Canadian suites before the street, and an address inside a sentence under its caption', () => {
  it.each([
    [
      'Address for service of the landlord in British Columbia: 200–95 Front Street, Nanaimo, BC V9R 5H7. Any notice may be mailed there.',
      '200–95 Front Street, Nanaimo, BC V9R 5H7',
    ],
    [
      'Address for service of the landlord in British Columbia: #5 – 1872 Main Street, Penticton, BC V2A 5H1. Any notice may be mailed there.',
      '#5 – 1872 Main Street, Penticton, BC V2A 5H1',
    ],
    [
      'Writing to us\nLetters and notices to us go to 1519 Fifth Avenue, Altoona, PA 16602. That is the other side of the duplex.',
      '1519 Fifth Avenue, Altoona, PA 16602',
    ],
  ])('reads the mailing address in %s', (text, address) =>
    expect(mailingAddressRule(contextFrom(text))?.value).toBe(address),
  )
})

describe('a side of a duplex named by its lettered number', () => {
  it('reads the house number with its letter', () =>
    expect(
      premisesAddressRule(
        contextFrom(
          'We rent to you the right side (724B) of the duplex at 724 Hillside Avenue, Bethlehem, PA 18015: one bedroom.',
        ),
      )?.value,
    ).toBe('724B Hillside Avenue, Bethlehem, PA 18015'))
})

describe("notices sent in care of the community's manager, and the landlord's address for service as a heading", () => {
  it('reads the post office box after the manager', () =>
    expect(
      mailingAddressRule(
        contextFrom(
          'Notices to the Community must be in writing and sent to the Community in care of Osage Trail Community Management, Inc., P.O. Box 640, Warrensburg, MO 64093.',
        ),
      )?.value,
    ).toBe('P.O. Box 640, Warrensburg, MO 64093'))

  it('reads the address under a heading for service of notices', () =>
    expect(
      mailingAddressRule(
        contextFrom(`
3 LANDLORD’S ADDRESS FOR SERVICE OF NOTICES AND DOCUMENTS
Attention: Landlord, c/o Minas Basin Property Management Ltd.
Address: Suite 3, 22 Webster Street, Kentville, NS B4N 1H7
4 TENANT(S) — SURNAME, Given name(s); telephone; e-mail`),
      )?.value,
    ).toBe('Suite 3, 22 Webster Street, Kentville, NS B4N 1H7'))
})

describe("a one-page form's rental unit box", () => {
  it('reads a side of a duplex with its postal code alone on the next row', () =>
    expect(
      premisesAddressRule(
        contextFrom('Rental unit | Side B, 27 Elmdale Street, Steinbach, MB\n | R5G 0Z9'),
      )?.value,
    ).toBe('Side B, 27 Elmdale Street, Steinbach, MB R5G 0Z9'))

  it('joins a city name the box broke over two rows', () =>
    expect(
      premisesAddressRule(
        contextFrom(
          'Rental unit | Suite 305, 18 Tupper Street North, Portage\n | la Prairie, MB R1N 3K2',
        ),
      )?.value,
    ).toBe('Suite 305, 18 Tupper Street North, Portage la Prairie, MB R1N 3K2'))
})

describe('a defined premises after the unit it opens with', () => {
  it('reads the address from its unit', () =>
    expect(
      premisesAddressRule(
        contextFrom(
          'It renews the Residential Lease dated May 18, 2026 between the same parties for the dwelling at Apartment 12C, 2420 North Webb Road, Grand Island, NE 68803 (the “Premises”).',
        ),
      )?.value,
    ).toBe('Apartment 12C, 2420 North Webb Road, Grand Island, NE 68803'))
})

describe("a suite's address, a ZIP code wrapped alone and a unit named by its level", () => {
  it("reads a furnished suite's address under its caption", () =>
    expect(
      premisesAddressRule(
        contextFrom(`
SUITE ADDRESS | SUITE TYPE
Suite 3, 46 Balsam Ridge Road, Clarenville, NL A5A 2C4 | two-bedroom, furnished`),
      )?.value,
    ).toBe('Suite 3, 46 Balsam Ridge Road, Clarenville, NL A5A 2C4'))

  it('joins a ZIP code that wrapped onto a row of its own', () =>
    expect(
      mailingAddressRule(
        contextFrom(`
Landlord’s address for notices | Wapello Ridge Homes, L.L.C., P.O. Box 412, Ottumwa, IA
 | 52501`),
      )?.value,
    ).toBe('P.O. Box 412, Ottumwa, IA 52501'))

  it('keeps a unit named by its level with its street', () =>
    expect(
      premisesAddressRule(
        contextFrom(
          'You rent the apartment at Lower Level Apartment, 655 West 200 North, Vernal, UT 84078, with its own entrance.',
        ),
      )?.value,
    ).toBe('655 West 200 North, Lower Level Apartment, Vernal, UT 84078'))
})

describe("a park's space and the office its rent is paid at", () => {
  it('reads the space a park defines, not the home set on it', () =>
    expect(
      premisesAddressRule(
        contextFrom(
          'Management rents to Resident the home site known as Space 12, 4870 Harrigan Road, Fallon, NV 89406 (the "Space"). The Space will be occupied by Resident’s own manufactured home: 1987 Kit Manor, 14 ft. x 66 ft.',
        ),
      )?.value,
    ).toBe('Space 12, 4870 Harrigan Road, Fallon, NV 89406'))

  it('reads the office where rent is paid from its space', () =>
    expect(
      paymentAddressRule(
        contextFrom(
          'Rent and charges are paid at the park office, Space 1, 2150 West Winnemucca Boulevard, Winnemucca, NV 89445, by check.',
        ),
      )?.value,
    ).toBe('Space 1, 2150 West Winnemucca Boulevard, Winnemucca, NV 89445'))
})

describe('notices sent to a named party at a box, a caption asking where rent is paid, a dwelling and a place', () => {
  it("reads the box notices are sent to after the party's name", () =>
    expect(
      mailingAddressRule(
        contextFrom(
          '8. Notices. Send written notices to Magnolia Keys Property Management, LLC at P.O. Box 3390, Tupelo, MS 38803. We send notices to you by email.',
        ),
      )?.value,
    ).toBe('P.O. Box 3390, Tupelo, MS 38803'))

  it("reads the address under 'Where rent is paid or mailed'", () =>
    expect(
      paymentAddressRule(
        contextFrom(`
RENT PAYABLE TO | WHERE RENT IS PAID OR MAILED
Gordon Vetter | P.O. Box 611, Mandan, ND 58554`),
      )?.value,
    ).toBe('P.O. Box 611, Mandan, ND 58554'))

  it("reads the address of the dwelling, and a home named as a 'Place' with its unit first", () => {
    expect(
      premisesAddressRule(
        contextFrom(`
Address of the dwelling | Number of rooms
3-214 Saint-Germain Street East, Rimouski, QC G5L 1B4 | 4½`),
      )?.value,
    ).toBe('3-214 Saint-Germain Street East, Rimouski, QC G5L 1B4')
    expect(
      premisesAddressRule(contextFrom('Place: Basement apt., 712 Fourth Avenue, Havre, MT 59501'))
        ?.value,
    ).toBe('712 Fourth Avenue, Basement apt., Havre, MT 59501')
  })
})
