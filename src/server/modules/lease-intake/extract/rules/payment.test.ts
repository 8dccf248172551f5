import { describe, expect, it } from 'vitest'
import { contextFrom } from '../test-document'
import { bankAccountRule, paymentMethodsRule, recipientRule, zelleRule } from './payment'

const parties = {
  landlord: 'Lighthouse Properties, LLC',
  manager: 'Rock Creek Residential Management',
}

describe('payment methods', () => {
  it('reads ticked boxes only', () => {
    expect(
      paymentMethodsRule(contextFrom('[x] Check\n[ ] Cash\n[x] Online Portal'))?.value,
    ).toEqual(['Check', 'Online Portal'])
    expect(paymentMethodsRule(contextFrom('[ | ] Cash | [ | ] Cheque | [ | ] Other'))).toBeNull()
  })
  it("leaves out what 'cannot be accepted', and the ways a refund or an application fee is paid", () => {
    expect(
      paymentMethodsRule(
        contextFrom(
          "Payments of the Tenant's share must be made by money order or cashier's check only. Cash and personal checks cannot be accepted at the Project office.",
        ),
      )?.value?.sort(),
    ).toEqual(["Cashier's Check", 'Money Order'])
    expect(
      paymentMethodsRule(
        contextFrom(
          'REFUND. The balance of the deposit will be refunded by check mailed to Tenant. APPLICATION FEE. The $55.00 screening fee is paid by credit card.',
        ),
      ),
    ).toBeNull()
  })
  it("reads a mark after the caption's colon as ticking the method after it", () =>
    expect(
      paymentMethodsRule(
        contextFrom('Rent may be paid by: X Interac e-Transfer | X cheque | cash | other'),
      )?.value,
    ).toEqual(['E-Transfer', 'Check']))
  it('reads the payee in apposition: a relation, a new owner, a head tenant, or the writer by name', () => {
    const payee = (text: string) =>
      recipientRule(contextFrom(text), { landlord: null, manager: null })?.value
    expect(
      payee(
        'Please write the cheques out to my husband, Teodor\nVasile, not to me; the account is in his name.',
      ),
    ).toBe('Teodor Vasile')
    expect(
      payee(
        'Beginning May 1, all checks must be made payable to the new owner, Harrow Lane Residential LLC, and not to Westgate Partners.',
      ),
    ).toBe('Harrow Lane Residential LLC')
    expect(
      payee('Please write your checks to me,\nGordon Tellefsen, and mail them to my home.'),
    ).toBe('Gordon Tellefsen')
    expect(
      payee(
        'All lot rent shall be paid to the Community office by check or money order payable to\n"Whispering Pines MHC". No individual may take it.',
      ),
    ).toBe('Whispering Pines MHC')
  })
  it('reads no payee of a holding or security deposit, whose amount comes before it', () =>
    expect(
      recipientRule(
        contextFrom(
          'HOLDING DEPOSIT\nThe applicant shall provide a holding deposit of $400.00 by certified cheque payable to Rideau Gate Leasing Inc. The holding deposit will be applied to the first month.',
        ),
        { landlord: null, manager: null },
      ),
    ).toBeNull())
  it("reads the payee under a 'Cheques payable to' caption", () =>
    expect(
      recipientRule(
        contextFrom(
          'e-Transfer to (e-mail) | Cheques payable to\nrent@bessborough.example.ca | Bessborough Residential Management',
        ),
        { landlord: null, manager: null },
      )?.value,
    ).toBe('Bessborough Residential Management'))
  it('reads a clause and leaves out what it refuses', () => {
    expect(
      paymentMethodsRule(
        contextFrom(
          'The Housing Provider accepts Zelle, personal check and money order. Cash will not be accepted.',
        ),
      )?.value,
    ).toEqual(['Zelle', 'Money Order', 'Check'])
  })
  it('leaves out a refusal in short, and what a portal takes in brackets after it', () => {
    expect(
      paymentMethodsRule(
        contextFrom(
          'Rent is paid by mail. Personal checks and money orders are accepted; cash is not.',
        ),
      )?.value,
    ).toEqual(['Money Order', 'Check'])
    expect(
      paymentMethodsRule(
        contextFrom(
          "Rent is paid through the online resident portal (ACH e-check or debit card) or by cashier's check.",
        ),
      )?.value,
    ).toEqual(["Cashier's Check", 'Online Portal'])
  })
  it('reads methods in sentences that do not say rent', () => {
    expect(
      paymentMethodsRule(
        contextFrom(
          'Subtenant pays Sublessor by Venmo to @pine-rentals or by check left in the box at the door.',
        ),
      )?.value,
    ).toEqual(['Check', 'Venmo'])
    expect(
      paymentMethodsRule(
        contextFrom('The front desk takes money orders and cash. Wire transfers may be arranged.'),
      )?.value,
    ).toEqual(['Money Order', 'Cash', 'Bank Transfer'])
  })
  it('leaves out methods refused together, and a returned payment clause', () =>
    expect(
      paymentMethodsRule(
        contextFrom(
          "Rent is paid by e-check through the tenant portal. Cash and personal checks are not accepted. After a returned payment, Landlord may require a cashier's check.",
        ),
      )?.value,
    ).toEqual(['ACH', 'Online Portal']))
  it("leaves out what the landlord cannot or never accepts, but not past a bracket or 'or'", () => {
    expect(
      paymentMethodsRule(
        contextFrom(
          'Pay by ACH through the portal (card payments are not offered), or mail a check or money order to the remittance address. Cash is never accepted. We cannot accept cash at the office.',
        ),
      )?.value?.sort(),
    ).toEqual(['ACH', 'Check', 'Money Order', 'Online Portal'])
    expect(
      paymentMethodsRule(
        contextFrom('Rent is paid by cheque or by pre-authorized debit from the tenant’s account.'),
      )?.value,
    ).toEqual(['ACH', 'Check'])
  })
  it('keeps a refusal to its own subject when OCR drops the stop before it', () =>
    expect(
      paymentMethodsRule(
        contextFrom(
          'The Owner accepts Venmo, personal check and money order Cash will not be accepted.',
        ),
      )?.value,
    ).toEqual(['Money Order', 'Check', 'Venmo']))
  it('does not end a sentence at P.O.', () =>
    expect(
      paymentMethodsRule(
        contextFrom(
          'Mail rent to P.O. Box 118, Dayton, OH 45401 by money order or certified check.',
        ),
      )?.value,
    ).toEqual(["Cashier's Check", 'Money Order']))
  it('reads a labelled list', () =>
    expect(
      paymentMethodsRule(
        contextFrom('d) Rent will be paid using the following methods: | Bank Transfer'),
      )?.value,
    ).toEqual(['Bank Transfer']))
})

describe('payee, accounts and hours', () => {
  it('resolves "the Landlord" to the landlord', () => {
    expect(
      recipientRule(
        contextFrom(
          'All such payments shall be made to the Landlord on or before the 1st day of each month.',
        ),
        parties,
      )?.value,
    ).toBe('Lighthouse Properties, LLC')
  })
  it('reads a payee label and refuses a sentence under it', () => {
    expect(recipientRule(contextFrom('c) Rent is payable to: | XYZ'), parties)?.value).toBe('XYZ')
    expect(
      recipientRule(
        contextFrom(
          'Rent is due on the | day of each month and is payable to\nThe landlord must give the tenants rent receipts.',
        ),
        parties,
      ),
    ).toBeNull()
  })
  it('reads the account and Zelle', () => {
    const ctx = contextFrom('Zelle: | (202) 555-0199\nBank Account Number: | 004417729310')
    expect(zelleRule(ctx)?.value).toBe('(202) 555-0199')
    expect(bankAccountRule(ctx)?.value).toBe('004417729310')
  })
})

describe('payee and methods in other sentences', () => {
  it('reads the payee after "remit to" or "pay to the order of", cut before its address', () => {
    expect(
      recipientRule(
        contextFrom('Remit to: Marigold Street Apartments LP, P.O. Box 614, Chicago, IL 60614.'),
        parties,
      )?.value,
    ).toBe('Marigold Street Apartments LP')
    expect(
      recipientRule(
        contextFrom(
          'Rent shall be paid to the order of Keystone Residential Services Inc. and delivered.',
        ),
        parties,
      )?.value,
    ).toBe('Keystone Residential Services Inc')
  })

  it('reads a payee in quotation marks as written, an initialled payee and a community', () => {
    const payee = (text: string) => recipientRule(contextFrom(text), parties)?.value
    expect(
      payee('Rent shall be paid by check payable to "BCRM – Rollins Field" and mailed to Manager.'),
    ).toBe('BCRM – Rollins Field')
    expect(payee('Checks are made payable to "Landlord" and mailed to the office.')).toBe(
      'Lighthouse Properties, LLC',
    )
    expect(
      payee(
        'Rent may be paid by check made payable to E. Thibodeaux-Ware and mailed to P.O. Box 9.',
      ),
    ).toBe('E. Thibodeaux-Ware')
    expect(
      payee(
        'Rent is paid to the order of Longleaf\nPines Manufactured Home Community and may be placed in the drop box.',
      ),
    ).toBe('Longleaf Pines Manufactured Home Community')
  })

  it('reads a payee written last name first in natural order, and one cut at "at:"', () => {
    expect(
      recipientRule(contextFrom('Rent is paid to DUNMORE, Pietro at 14 Elm Street.'), parties)
        ?.value,
    ).toBe('Pietro Dunmore')
    expect(
      recipientRule(
        contextFrom(
          'Part D. Where rent goes. Remit all rent to Odile Farquhar at:\nP.O. Box 12, Erie, PA 16501 by check.',
        ),
        parties,
      )?.value,
    ).toBe('Odile Farquhar')
  })

  it('reads "me" or "us" as the landlord who wrote the lease', () =>
    expect(
      recipientRule(
        contextFrom('Payments shall be delivered to me at 1489 Old Mill Court, Orlando, FL 32801.'),
        parties,
      )?.value,
    ).toBe(parties.landlord))

  it('counts checks made payable to someone as an accepted method', () =>
    expect(
      paymentMethodsRule(
        contextFrom('Make all checks payable to Acme LLC. Rent may also be paid by money order.'),
      )?.value,
    ).toEqual(['Check', 'Money Order']))

  it('reads a column of X marks before the methods and a Yes/No column after them', () => {
    expect(
      paymentMethodsRule(contextFrom('__ | Check\n__ | Money order\nX | Venmo'))?.value,
    ).toEqual(['Venmo'])
    expect(
      paymentMethodsRule(contextFrom('Personal check | Yes\nMoney order | No\nZelle | Yes'))?.value,
    ).toEqual(['Check', 'Zelle'])
  })

  it('reads a row of boxes as a scan reads them, each mark for what follows it', () => {
    expect(
      paymentMethodsRule(
        contextFrom(
          "HOW RENT MAY BE PAID: [3 Personal check [X] Cashier's check [X] Money order [J] Cash [J Online portal",
        ),
      )?.value,
    ).toEqual(["Cashier's Check", 'Money Order'])
    expect(
      paymentMethodsRule(
        contextFrom('[J cash [X] personal check .[].\nmoney order [X] Zelle [Jother;'),
      )?.value,
    ).toEqual(['Check', 'Zelle'])
  })

  it('reads the cells that open with a mark as ticked, whatever follows the mark', () =>
    expect(
      paymentMethodsRule(
        contextFrom('X Personal check | Money order | X Bank or certified check | X other: Venmo'),
      )?.value,
    ).toEqual(['Check', "Cashier's Check", 'Venmo']))

  it("reads the payee set off after the landlord's agent and after 'made out to'", () => {
    expect(
      recipientRule(
        contextFrom(
          "Tenant shall pay rent to Landlord's agent, Keystone Services Inc, at 12 Elm Street.",
        ),
        parties,
      )?.value,
    ).toBe('Keystone Services Inc')
    expect(
      recipientRule(
        contextFrom(
          'All cheques and money orders are to be made out to Silverleaf Management Company.',
        ),
        parties,
      )?.value,
    ).toBe('Silverleaf Management Company')
  })
})

describe('the payee as leases name it', () => {
  it('keeps initials and a company form written with full stops', () => {
    const payee = (text: string) => recipientRule(contextFrom(text), parties)?.value
    expect(
      payee('Rent shall be paid by check made payable to Marcel T. Aubertin, or by Zelle.'),
    ).toBe('Marcel T. Aubertin')
    expect(
      payee('Checks are made payable to Bayou Teche Homes, L.L.C., or paid by Zelle.'),
    ).toMatch(/^Bayou Teche Homes, L\.L\.C/)
    expect(
      payee('Checks shall be made payable to Bayou Teche Homes, Inc. Rent may be paid by check.'),
    ).toBe('Bayou Teche Homes, Inc')
  })
  it('keeps two first names of one surname, and ends at a lower-case word after a comma', () => {
    const payee = (text: string) => recipientRule(contextFrom(text), parties)?.value
    expect(
      payee('Pay by check payable to Anselm and Brigitta Oyelowo and mailed to that address.'),
    ).toBe('Anselm and Brigitta Oyelowo')
    expect(
      payee('I accept a personal check made out to Rosalind Pekkala, a money order, or cash.'),
    ).toBe('Rosalind Pekkala')
  })
  it('reads a community named as payee, up to where the payment is brought', () =>
    expect(
      recipientRule(
        contextFrom(
          'Bring a money order payable to The Residences at Willow Bend to the leasing office during office hours.',
        ),
        parties,
      )?.value,
    ).toBe('The Residences at Willow Bend'))
  it('reads the person authorized to collect rent', () => {
    expect(
      recipientRule(
        contextFrom(
          'Person authorized to collect rent: Fox River Lofts LLC, 88 Mill Street, Appleton, WI 54911. Office hours: Monday',
        ),
        parties,
      )?.value,
    ).toBe('Fox River Lofts LLC')
  })
})

describe('methods in running text', () => {
  it('reads every method of a clause that opens like a label, over its sentences', () =>
    expect(
      paymentMethodsRule(
        contextFrom(
          '3.2 Rent may be paid by automatic monthly ACH debit (autopay) if Tenant signs the authorization form.\nOtherwise rent shall be paid by check or money order mailed to the processing center. Cash is not accepted.',
        ),
      )?.value?.sort(),
    ).toEqual(['ACH', 'Check', 'Money Order']))
  it('does not carry a refusal of a person over to the methods after a colon', () =>
    expect(
      paymentMethodsRule(
        contextFrom(
          'Rent is paid to the Sublessor, not to the Landlord: by Zelle to ada@example.net, or by personal check.',
        ),
      )?.value?.sort(),
    ).toEqual(['Check', 'Zelle']))
  it('reads Interac e-Transfer that OCR ran together', () =>
    expect(
      paymentMethodsRule(
        contextFrom('Please pay by Interace-Transfer to jo@example.com, or in cash.'),
      )?.value,
    ).toEqual(['E-Transfer', 'Cash']))
})

describe('the payee in older, plainer and Canadian wordings', () => {
  const payee = (text: string) => recipientRule(contextFrom(text), parties)?.value

  it('reads "to the order of the said", "in favour of" and a numbered company', () => {
    expect(
      payee(
        'covenants to pay unto the said Lessor, or to the order of the said Odalys Pruitt, the rent',
      ),
    ).toBe('Odalys Pruitt')
    expect(
      payee(
        'Tenant shall deliver post-dated cheques drawn in favour of Marguerite\nBeaulieu, dated the 1st.',
      ),
    ).toBe('Marguerite Beaulieu')
    expect(payee('Cheques are to be made payable to 2145873 Ontario Inc. and delivered.')).toBe(
      '2145873 Ontario Inc',
    )
  })

  it('reads a community, a manager set off after its role, a tendered payee and a name broken at its hyphen', () => {
    expect(payee('Rent is paid by money order payable to The Reserve at Pine Knoll.')).toBe(
      'The Reserve at Pine Knoll',
    )
    expect(
      payee(
        "Payments shall be made to the Lessor's property manager, Evelyn Strand, who gives receipts.",
      ),
    ).toBe('Evelyn Strand')
    expect(
      payee('All rent shall be tendered to Pinecrest Realty, agent for the Owner, at its office.'),
    ).toBe('Pinecrest Realty')
    expect(
      payee('Rent checks payable to Whitfield-\nAmbrose Properties may be left in the box.'),
    ).toBe('Whitfield-Ambrose Properties')
  })

  it('reads no payee of a fee that is not rent', () => {
    expect(
      payee('Tenant shall pay the $25 profile fee, payable to Happy Tails Pet Screening, Inc.'),
    ).toBeUndefined()
    expect(
      payee('APPLICATION FEE: $45.00 per adult, payable to Lakefront Leasing Co. at application.'),
    ).toBeUndefined()
  })
})

describe('an account number in running text', () => {
  it("reads the account rent is paid into, not the routing number or the deposit's account", () => {
    expect(
      bankAccountRule(
        contextFrom(
          "by bank transfer to the Agent's client trust account, routing no. 121 301 578, account no.\n0093-514207, with the address as reference",
        ),
      )?.value,
    ).toBe('0093514207')
    expect(
      bankAccountRule(
        contextFrom(
          'The security deposit is held in a separate account at Valley Bank, account no. 0041-77720. The account is not for rent.',
        ),
      ),
    ).toBeNull()
  })
  it('reads a bare account beside its routing number in a direct deposit row, up to its last figure', () =>
    expect(
      bankAccountRule(
        contextFrom(
          '16 | Direct deposit | Black Hills Prairie Bank, routing 091900318, account 4410029385\n17 | Late fee | $10.00 per day',
        ),
      )?.value,
    ).toBe('4410029385'))
})

describe('a payee holding rent in trust', () => {
  it('keeps "in trust" with the name it is paid under', () =>
    expect(
      recipientRule(contextFrom('Payable to | Humber Arm Property Services Ltd., in trust'), {
        landlord: null,
        manager: null,
      })?.value,
    ).toBe('Humber Arm Property Services Ltd, in trust'))
})

describe('payments through a system and by Zelle to a number', () => {
  it("reads the payee of checks though the portal's card fee is mentioned in brackets", () =>
    expect(
      recipientRule(
        contextFrom(
          'Pay through the Resident Portal (e-check, or debit or credit card with the processor’s convenience fee), or by personal check payable to Talakhaya Property Services, LLC placed in the drop box at our office.',
        ),
        parties,
      )?.value,
    ).toBe('Talakhaya Property Services, LLC'))
  it('reads AutoPay as ACH', () =>
    expect(
      paymentMethodsRule(
        contextFrom('Rent may be paid by AutoPay debited from your checking account on the 1st.'),
      )?.value,
    ).toEqual(['ACH']))
  it('reads the Zelle number after the words that say whose it is', () =>
    expect(
      zelleRule(
        contextFrom(
          "By Zelle to the Landlord's number (684) 555-0159, or in cash handed to the Landlord.",
        ),
      )?.value,
    ).toBe('(684) 555-0159'))
})

describe('ways to pay in a numbered clause', () => {
  it('reads the whole clause when its number stands in a cell of its own', () =>
    expect(
      paymentMethodsRule(
        contextFrom(
          '4. | Rent shall be paid by direct deposit to account number 1002-558-19 at Pago Harbor Bank\n | in the names of the Landlords, or by cheque payable to Ioane Sapolu delivered to the Landlords.',
        ),
      )?.value,
    ).toEqual(['Check', 'Bank Transfer']))
})

describe('a refusal in plain words, a card through the portal and payees in other shapes', () => {
  it("leaves out the method a 'don't' refuses", () =>
    expect(
      paymentMethodsRule(
        contextFrom(
          'Send it by Zelle to (814) 555-0122, or by check made out to Walter Szymanski. Please don’t pay in cash.',
        ),
      )?.value,
    ).toEqual(['Zelle', 'Check']))

  it('reads a card the portal takes as how the portal is paid', () =>
    expect(
      paymentMethodsRule(
        contextFrom(
          'Rent is paid through the resident portal by e-check or debit card, or by enrolling in AutoPay from your bank account.',
        ),
      )?.value,
    ).toEqual(['ACH', 'Online Portal']))

  it.each([
    [
      "Cashier's checks and money orders payable to The Woodfield Lanterns may also be mailed to our lockbox.",
      'The Woodfield Lanterns',
    ],
    [
      'Tenant will pay rent of $1,650.00 per month, in advance, on or before the 1st day of each calendar month, to Solveig Haugland-Berg as follows.',
      'Solveig Haugland-Berg',
    ],
  ])('reads the payee of %s', (text, payee) =>
    expect(recipientRule(contextFrom(text), parties)?.value).toBe(payee),
  )

  it("reads a party's name where OCR misread a letter of it", () =>
    expect(
      recipientRule(
        contextFrom(
          'The Owner has engaged Rock Creek Residential Management as its agent; Rock Creek Residential Management keeps the books. The Tenant shall pay the tenant rent on the first day of each month to Rock Creek Residential Manageinent at its office.',
        ),
        parties,
      )?.value,
    ).toBe('Rock Creek Residential Management'))

  it('keeps the payee where the lease spells it so more often than the party', () =>
    expect(
      recipientRule(
        contextFrom(
          'Make cheques payable to Rock Creek Residential Manageinent. Rock Creek Residential Manageinent issues receipts.',
        ),
        parties,
      )?.value,
    ).toBe('Rock Creek Residential Manageinent'))
})

describe('either of two people as the payee, a company at its suite, what the portal takes', () => {
  it.each([
    [
      'Rent may be paid by check payable to Everett or June Thibodeau and mailed to P.O. Box 71.',
      'Everett or June Thibodeau',
    ],
    [
      'Rent is paid by cheque payable to Lorne Hiebert or Gail Hiebert.',
      'Lorne Hiebert or Gail Hiebert',
    ],
    [
      'The rent is payable in advance on the first (1st) day of each month to Gestion Clé d’Or Ltée at Suite 204, 121 Church Street, Edmundston, NB E3V 1J9.',
      'Gestion Clé d’Or Ltée',
    ],
  ])('reads the payee of %s', (text, payee) =>
    expect(recipientRule(contextFrom(text), parties)?.value).toBe(payee),
  )

  it('reads a card the portal takes as how the portal is paid', () =>
    expect(
      paymentMethodsRule(
        contextFrom(
          'Tenant may pay through Agent’s online tenant portal by e-check or card, or by personal check or money order payable to the Agent.',
        ),
      )?.value,
    ).toEqual(['Money Order', 'ACH', 'Check', 'Online Portal']))

  it('reads the methods under an article heading after a footer with a blank for initials', () =>
    expect(
      paymentMethodsRule(
        contextFrom(`
Residential Lease Agreement — Page 1 of 3 — Initials ______
ARTICLE V — MANNER OF PAYMENT
Rent may be paid by personal check or money order made payable to the Manager. Cash is not accepted.`),
      )?.value,
    ).toEqual(['Money Order', 'Check']))
})

describe('a sub-numbered payment clause', () => {
  it('reads every method of the clause, past the line its words begin on', () =>
    expect(
      paymentMethodsRule(
        contextFrom(`
3.2 | Rent shall be paid by direct deposit to Landlord’s account no. 2207-4419-03 at North Iowa Farmers Savings Bank, or by
check or cashier’s check payable to Gerald T. Vanderloo and delivered to 418 Lakeview Drive, Clear Lake, IA 50428. Cash
will not be accepted.`),
      )?.value.sort(),
    ).toEqual(['Bank Transfer', "Cashier's Check", 'Check']))
})

describe('methods listed under a run-in heading, and payments made to a company', () => {
  const ctx = contextFrom(`
Payee. Make payments to Magnolia Keys Property Management, LLC.
Accepted. ResidentPay in the LeaseLoft portal (debit card, credit card or e-check); AutoPay (automatic ACH draft on the 1st);
certified funds — cashier’s check or money order.
Not accepted. Cash and personal checks.
Total due before move-in | $1,421.94`)

  it("reads the methods under 'Accepted.' and none under 'Not accepted.'", () =>
    expect(paymentMethodsRule(ctx)?.value).toEqual([
      'Online Portal',
      "Cashier's Check",
      'Money Order',
      'ACH',
    ]))

  it("reads the payee after 'Make payments to'", () =>
    expect(recipientRule(ctx, { landlord: null, manager: null })?.value).toBe(
      'Magnolia Keys Property Management, LLC',
    ))

  it('reads no method from how the total due at signing is paid', () =>
    expect(
      paymentMethodsRule(
        contextFrom(`
Total due at signing | $1,790.00 | Certified funds or money order
Rent is payable to Cotton Mill Homes, LLC by check or money order delivered to Owner's office.`),
      )?.value,
    ).toEqual(['Money Order', 'Check']))
})

describe("a payee under a 'Pay to' caption", () => {
  it("reads the payee in the cell after 'Pay to'", () =>
    expect(
      recipientRule(
        contextFrom(`
HOW TO PAY
Pay to | Kampeska Rentals LLC
Mail to | PO Box 1021, Watertown, SD 57201`),
        { landlord: null, manager: null },
      )?.value,
    ).toBe('Kampeska Rentals LLC'))
})
