import {
  PdfWriter,
  fontsFor,
  flow,
  need,
  dt,
  usd,
  footers,
  person,
  lastFirst,
  rect,
  BLUE,
  type Person,
  type Built,
  type Seg,
} from '../../former-heldout/lib'
import type { Template } from '../../former-heldout/template'

type V = {
  owner: string
  agent: string
  agentAddr: string
  tenants: Person[]
  occupants: Person[]
  apt: string
  building: string
  signed: string
  start: string
  end: string
  months: number
  rent: number
  deposit: number
  phone: string | null
  email: string | null
  methods: string
  methodNames: string[]
  portal: boolean
  hours: string | null
  notes: string[]
}

const CLAUSES: [string, string][] = [
  [
    'Use',
    "Tenant shall use the Apartment for living purposes only, and only by Tenant and the persons named in the Rider as permitted occupants, together with Tenant's immediate family as the Real Property Law allows.",
  ],
  [
    'Failure to give possession',
    'Owner shall not be liable for failure to give Tenant possession of the Apartment on the beginning date of the Term. Rent shall be payable as of the date on which possession is made available. Tenant may cancel this Lease if Owner does not give possession within 30 days.',
  ],
  [
    "Tenant's repairs",
    "Tenant shall take good care of the Apartment and its fixtures. All damage to the Building caused by Tenant's acts or neglect shall be repaired at Tenant's expense. Tenant shall not paint, alter, decorate or install anything without Owner's prior written consent.",
  ],
  [
    "Owner's repairs and services",
    'Owner shall maintain the Building and the Apartment in good repair, provide heat as required by law, hot and cold water, and elevator service where the Building has an elevator. Tenant shall report any defect promptly. Interruption of a service for repairs shall not reduce the rent.',
  ],
  [
    'Window cleaning',
    'Tenant shall not clean the outside of any window from the outside unless the equipment and safety devices required by law are used.',
  ],
  [
    'Compliance with authorities',
    'Tenant shall comply with all present and future laws, orders and regulations of all governmental authorities affecting the Apartment, and with the rules of the Board of Fire Underwriters.',
  ],
  [
    "Tenant's property",
    "Tenant's property is the responsibility of Tenant. Owner is not required to insure it and is not liable for loss of or damage to it unless caused by Owner's negligence. Tenant is advised to carry renter's insurance.",
  ],
  [
    'Fire or casualty',
    'If the Apartment becomes unusable, in whole or in part, because of fire or other casualty not caused by Tenant, the rent shall abate for the unusable part until it is restored. If the Building is so damaged that Owner decides to demolish or rebuild it, Owner may cancel this Lease on written notice.',
  ],
  [
    'Condemnation',
    'If all or part of the Building is taken by a public authority, this Lease shall end on the date of the taking and Tenant shall have no claim to any part of the award.',
  ],
  [
    'Assignment and subletting',
    "Tenant shall not assign this Lease or sublet the Apartment without Owner's advance written consent, which shall be given or withheld in accordance with section 226-b of the Real Property Law.",
  ],
  [
    'Entry by Owner',
    'Owner may enter the Apartment at reasonable times, on reasonable prior notice, to inspect, make repairs or improvements, or show the Apartment to prospective purchasers, lenders or, during the last four months of the Term, prospective tenants. In an emergency Owner may enter at any time.',
  ],
  [
    'Default',
    'If Tenant fails to pay rent after the written rent demand required by law, or fails to cure any other default within ten days after written notice, Owner may end this Lease as the law permits and commence summary proceedings. Owner shall use reasonable efforts to re-rent the Apartment, and Tenant shall pay any shortfall.',
  ],
  [
    'Bills and notice',
    "Any notice shall be in writing and delivered personally or sent by certified mail. A notice to Owner shall be sent to Owner's address for notices shown on the first page of this Lease. A notice to Tenant shall be sent to the Apartment.",
  ],
  [
    'Giving up possession',
    "At the end of the Term Tenant shall leave the Apartment clean and in good condition, reasonable wear and tear excepted, remove all of Tenant's property and return all keys.",
  ],
  [
    'Quiet enjoyment',
    'Owner agrees that Tenant may peacefully and quietly have, hold and enjoy the Apartment during the Term so long as Tenant is not in default.',
  ],
  [
    'Waiver of jury trial',
    'Owner and Tenant waive trial by jury in any action between them arising out of this Lease, other than an action for personal injury or property damage.',
  ],
  [
    'No waiver',
    "Owner's acceptance of rent with knowledge of a default is not a waiver of that default. No agreement to accept surrender of the Apartment is valid unless in writing and signed by Owner.",
  ],
  [
    'Rules',
    'Tenant shall comply with the rules of the Building set out below and with any reasonable rules Owner later adopts on notice. Carpets or rugs shall cover 80% of the floor of each room except kitchens and bathrooms. Washing machines, dryers and dishwashers may not be installed without consent.',
  ],
  [
    'Garbage and recycling',
    'Tenant shall separate recyclable materials as required by local law and shall place garbage only in the areas and containers provided for it.',
  ],
  [
    'Pets',
    "No dog, cat or other animal shall be kept in the Apartment without Owner's prior written consent.",
  ],
  [
    'Attorney fees',
    "If Owner must start legal proceedings because of Tenant's default, Tenant shall pay Owner's reasonable attorney fees, and if Tenant prevails Owner shall pay Tenant's reasonable attorney fees, as provided by section 234 of the Real Property Law.",
  ],
  [
    'Space "as is"',
    'Tenant has inspected the Apartment and accepts it as is, except for any repairs Owner has agreed in writing to make.',
  ],
  [
    'Entire lease',
    'All promises made by Owner are in this Lease and the attached Rider. This Lease may be changed only by a writing signed by Owner and Tenant. If any part of this Lease is unenforceable, the rest remains in effect.',
  ],
]

const build = async (v: V): Promise<Built> => {
  const w = await PdfWriter.create(true)
  const f = await fontsFor(w)
  const L = 42
  const W = w.width - 2 * L
  w.y = w.height - 40
  w.page.drawText('EMPIRE REALTY FORMS No. 212 — Apartment Lease (Unregulated)', {
    x: L,
    y: w.y,
    size: 7.5,
    font: f.sans,
  })
  w.y -= 26
  const t = 'APARTMENT LEASE'
  w.page.drawText(t, {
    x: (w.width - w.bold.widthOfTextAtSize(t, 20)) / 2,
    y: w.y,
    size: 20,
    font: w.bold,
  })
  w.y -= 14
  const boxes: [string, string[]][] = [
    ['Date of Lease', [dt(v.signed).long]],
    ['Owner', [v.owner]],
    ["Owner's address for notices", [`c/o ${v.agent}`, v.agentAddr]],
    ['Tenant(s)', v.tenants.map((p) => lastFirst(p))],
    ['Apartment and Building', [`Apartment ${v.apt}`, v.building]],
    [
      'Lease Term',
      [`${v.months} months, beginning ${dt(v.start).long}`, `and ending ${dt(v.end).long}`],
    ],
    [
      'Yearly Rent',
      [`${usd(v.rent * 12)}, payable in equal monthly`, `installments of ${usd(v.rent)}`],
    ],
    ['Security Deposit', [usd(v.deposit)]],
  ]
  for (const [label, vals] of boxes) {
    const h = 8 + vals.length * 12
    rect(w.page, L, w.y - h, 150, h, 0.92)
    rect(w.page, L + 150, w.y - h, W - 150, h)
    w.page.drawText(label, { x: L + 5, y: w.y - 13, size: 8.5, font: f.sansBold })
    vals.forEach((s, i) =>
      w.page.drawText(s, { x: L + 156, y: w.y - 13 - i * 12, size: 10, font: f.mono, color: BLUE }),
    )
    w.y -= h
  }
  w.y -= 14
  const o = { size: 8.6, x: L, width: W, leading: 1.33, after: 3, bottom: 48 }
  flow(
    w,
    f,
    [
      'The Owner and Tenant named above agree to lease the Apartment for the Lease Term and at the rent stated above, on the terms and conditions of this Lease and the attached Rider.',
    ],
    { ...o, size: 9.2 },
  )
  let n = 0
  const cl = (head: string, segs: Seg[]) => {
    n++
    need(w, 24)
    flow(w, f, [`${n}. ${head}.`, ...segs], o)
  }
  cl('Rent', [
    `Tenant shall pay the monthly installment of rent, ${usd(v.rent)}, in advance on the first day of each month, at the office of Owner's managing agent, ${v.agent}, ${v.agentAddr}, or at such other place as Owner may direct. Rent shall be paid by ${v.methods}.${v.portal ? " Payments made through the agent's online portal are credited on the business day they are received." : ''} The first installment is due when Tenant signs this Lease.`,
  ])
  cl('Late charge', [
    'If any installment of rent is received more than five (5) days after its due date, Tenant shall pay a late charge of fifty dollars ($50.00) or five percent (5%) of the monthly installment, whichever is less, as permitted by section 238-a of the Real Property Law.',
  ])
  cl('Security', [
    `Tenant has given Owner ${usd(v.deposit)} as security, which Owner shall deposit in a New York bank in an account for this Building. Within fourteen (14) days after Tenant vacates the Apartment, Owner shall give Tenant an itemized statement of the reasons for keeping any portion of the deposit, and shall return any remaining portion.`,
  ])
  for (const [h, body] of CLAUSES) cl(h, [body])
  // Rider
  w.newPage()
  const r = 'RIDER TO APARTMENT LEASE'
  w.page.drawText(r, {
    x: (w.width - w.bold.widthOfTextAtSize(r, 13)) / 2,
    y: w.y,
    size: 13,
    font: w.bold,
  })
  w.y -= 16
  const ro = { ...o, size: 9.4, leading: 1.4, after: 6 }
  flow(
    w,
    f,
    [
      `This Rider is part of the Lease dated ${dt(v.signed).long} for Apartment ${v.apt}, ${v.building}. If this Rider and the printed Lease conflict, this Rider governs.`,
    ],
    ro,
  )
  let rn = 0
  const rc = (head: string, segs: Seg[]) => {
    rn++
    need(w, 30)
    flow(w, f, [`R${rn}. ${head}.`, ...segs], ro)
  }
  rc('Permitted occupants', [
    v.occupants.length
      ? `In addition to Tenant, the following persons may occupy the Apartment: ${v.occupants.map((p) => p.full).join(', ')}. They are not tenants and have no rights under this Lease except as the law provides.`
      : 'None in addition to Tenant.',
  ])
  rc('Returned payments', [
    'A payment returned by the bank is treated as unpaid rent. Owner may charge the fee its bank charges it for the returned item, not to exceed twenty dollars ($20.00), and may require later payments by certified check or money order.',
  ])
  rc('Window guards', [
    'Owner is required by law to install window guards in an apartment where a child 10 years of age or younger lives. Tenant shall notify Owner in writing if such a child lives or will live in the Apartment.',
  ])
  rc('Lead-based paint', [
    'Tenant acknowledges receipt of the pamphlet "Protect Your Family From Lead in Your Home" and of Owner\'s disclosure of known lead-based paint and hazards for housing built before 1978.',
  ])
  rc('Bedbug history', [
    'Owner discloses that, to its knowledge, the Apartment and Building have had no bedbug infestation in the past year.',
  ])
  rc('Sprinkler disclosure', [
    'The Apartment is not served by a maintained and operative sprinkler system.',
  ])
  rc('Smoke and carbon monoxide detectors', [
    'Owner has installed working smoke and carbon monoxide detectors. Tenant shall test them monthly, replace batteries as needed and reimburse Owner for the cost of any detector lost or damaged.',
  ])
  rc('Managing agent', [
    `Owner's managing agent is ${v.agent}, ${v.agentAddr}${v.hours ? `, open ${v.hours}` : ''}. Repair requests may be made to the agent in writing or through its online portal.`,
  ])
  rc('Tenant contact', [
    `Tenant's telephone: ${v.phone ?? 'none given'}. Tenant's e-mail: ${v.email ?? 'none given'}. Tenant agrees to inform the managing agent of any change.`,
  ])
  need(w, 60 + 30 * v.tenants.length)
  w.y -= 16
  const sig = (who: string, y: number) => {
    w.page.drawLine({ start: { x: L + 260, y }, end: { x: L + W, y }, thickness: 0.5 })
    w.page.drawText(who, { x: L + 260, y: y - 10, size: 8.5, font: w.regular })
  }
  w.page.drawText('Signed on the date of Lease written above.', {
    x: L,
    y: w.y + 8,
    size: 9,
    font: w.regular,
  })
  w.y -= 12
  sig(`OWNER: ${v.owner}, by ${v.agent}, Agent`, w.y)
  v.tenants.forEach((p, i) => sig(`TENANT: ${p.full}`, w.y - 30 * (i + 1)))
  footers(w, f.sans, (i, m) => `Form 212 — page ${i} of ${m}`, { size: 7 })
  return {
    pdf: await w.save(),
    truth: {
      tenants: v.tenants,
      additionalOccupants: v.occupants.length ? v.occupants : null,
      tenantEmail: v.email,
      tenantPhone: v.phone,
      premisesAddress: v.building.replace(/^([^,]+),/, `$1, Apt ${v.apt},`),
      leaseType: 'fixed-term',
      startDate: v.start,
      endDate: v.end,
      terminationDateText: dt(v.end).long,
      monthlyRent: v.rent,
      securityDeposit: v.deposit,
      rentDueDay: 1,
      managementCompany: v.agent,
      housingProvider: v.owner,
      mailingAddress: v.agentAddr,
      acceptedPaymentMethods: v.methodNames,
      lateFeePercentage: 5,
      gracePeriodDays: 5,
      nsfFeeFirst: 20,
      rentDueDescription: 'in advance on the first day of each month',
      paymentRecipient: v.agent,
      paymentAddress: v.agentAddr,
      officeHours: v.hours,
      nsfPolicy:
        'A payment returned by the bank is treated as unpaid rent. Owner may charge the fee its bank charges it for the returned item, not to exceed twenty dollars ($20.00), and may require later payments by certified check or money order.',
      depositReturnDays: 14,
      depositReturnCondition:
        'Within fourteen (14) days after Tenant vacates the Apartment, Owner shall give Tenant an itemized statement of the reasons for keeping any portion of the deposit, and shall return any remaining portion.',
      _notes: [
        'Tenants appear only as "LAST, First" in the boxed preamble and in natural order at the signatures. Owner\'s notice address is c/o the managing agent (mailingAddress = the agent\'s address, without the "c/o" line); rent is paid at the agent\'s office.',
        'Yearly rent is printed with the monthly installment; monthlyRent is the installment.',
        'Late charge "$50.00 or 5% ..., whichever is less" after more than five days: lateFeePercentage 5, gracePeriodDays 5 (the $50 cap noted here).',
        'Returned-payment fee is a cap ("not to exceed $20.00"); nsfFeeFirst 20 as the stated amount.',
        'Permitted occupants in the Rider are not tenants. Tenant contact sits only in the Rider.',
        ...v.notes,
      ],
    },
  }
}

export const template: Template = {
  id: 'new_york_apartment_rider',
  title:
    'New York stationer-style apartment lease with a boxed first page, fine-print clauses and a rider',
  exercises:
    'New York form, boxed preamble, tenants in "LAST, First" form only, yearly rent with monthly installments, owner c/o managing agent with suite, long fine print, rider with occupants and tenant contact',
  docs: [
    {
      name: 'ny_apartment_lease_buffalo',
      build: () =>
        build({
          owner: 'Elmwood Terrace Associates LLC',
          agent: 'Niagara Frontier Residential, Inc.',
          agentAddr: '726 Exchange Street, Suite 410, Buffalo, NY 14210',
          tenants: [person('Cormac', 'Delacroix-Haines'), person('Yusra', 'Baptiste')],
          occupants: [person('Idris', 'Baptiste')],
          apt: '3R',
          building: '481 Elmwood Avenue, Buffalo, NY 14222',
          signed: '2026-12-14',
          start: '2027-01-01',
          end: '2027-12-31',
          months: 12,
          rent: 1475,
          deposit: 1475,
          phone: '(716) 555-0174',
          email: 'cormac.dh@example.net',
          methods:
            'check or money order payable to the managing agent, or through its online portal',
          methodNames: ['Check', 'Money Order', 'Online Portal'],
          portal: true,
          hours: 'Monday to Friday, 9 a.m. to 5 p.m.',
          notes: [],
        }),
    },
    {
      name: 'ny_apartment_lease_yonkers',
      build: () =>
        build({
          owner: 'Palisade View Owners Corp.',
          agent: 'Hudson Crest Management Co.',
          agentAddr: '20 South Broadway, Suite 1503, Yonkers, NY 10701',
          tenants: [person('Ottoline', 'Ferreira')],
          occupants: [],
          apt: '6D',
          building: '115 Riverdale Avenue, Yonkers, NY 10705',
          signed: '2027-02-20',
          start: '2027-03-01',
          end: '2029-02-28',
          months: 24,
          rent: 2210,
          deposit: 2210,
          phone: '(914) 555-0122',
          email: null,
          methods: 'check or money order',
          methodNames: ['Check', 'Money Order'],
          portal: false,
          hours: null,
          notes: [
            'Two-year term. No permitted occupants; tenant gave no e-mail ("none given"). No office hours printed.',
          ],
        }),
    },
  ],
}
