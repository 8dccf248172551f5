import { dt, person, usd, type Built, type Person } from '../../former-heldout/lib'
import type { Template } from '../../former-heldout/template'
import { kit } from '../../third-writer/kit'
import { andList, heading, pageNumbers, room, sectionColumns, sign, titleBlock } from '../parts'

type V = {
  leaseDate: string
  agent: { name: string; office: string; mail: string; tel: string; hours: string }
  signer: string
  owner: string
  ownerDesc: string
  regime: string
  tenants: { p: Person; cell: string; email: string }[]
  occupants: Person[]
  unit: string
  premises: string
  parking: string
  start: string
  end: string
  rent: number
  first: { prorated: number; total: number } | null
  payText: string
  methods: string[]
  payee: string
  payAt: string
  late: { text: string; n: number; pct: number | null }
  nsf: number
  deposit: number
  guests: { text: string; n: number }
  pets: string
  notice: { text: string; at: string }
  signed: string
  notes: string[]
}

const build = async (v: V): Promise<Built> => {
  const k = await kit({ margin: 44, size: 8.4 })
  const { f } = k
  k.w.y = k.w.height - 52
  titleBlock(
    k,
    'CONDOMINIUM UNIT LEASE',
    'South Carolina  \u00b7  residential lease of a privately owned condominium unit',
    [
      v.agent.name,
      `Office: ${v.agent.office}`,
      `Mailing: ${v.agent.mail}`,
      `Phone ${v.agent.tel}`,
      `Hours: ${v.agent.hours}`,
    ],
    { rightW: 212, size: 15 },
  )
  const tenants = andList(v.tenants.map((t) => t.p.full))
  const TW = 'Tenant'
  k.p(
    [
      `Date of Lease: ${dt(v.leaseDate).long}`,
      `Owner: ${v.owner}`,
      `Agent for Owner: ${v.agent.name}`,
      `Tenant: ${tenants}`,
      `Unit: ${v.premises}`,
    ]
      .map((s) => (s.endsWith('.') ? s : `${s}.`))
      .join('  '),
    { size: 8.8, font: k.w.bold, after: 8 },
  )
  const due = 'in full on or before the first (1st) day of each month'
  const nsf = `Tenant shall pay a service charge of ${usd(v.nsf)} for each check or electronic payment that is returned or rejected for any reason.`
  const ret =
    'less any lawful charges, within thirty (30) days after this Lease ends and Tenant gives up possession, together with a written list of the charges, mailed to the forwarding address Tenant gives Agent in writing'
  sectionColumns(
    k,
    [
      {
        title: '1. PARTIES AND AGENT',
        paras: [
          `${v.ownerDesc} (\u201cOwner\u201d) leases the Unit to ${tenants} (together, \u201c${TW}\u201d) through ${v.agent.name} (\u201cAgent\u201d), the licensed real estate brokerage that manages the Unit for Owner under a written property management agreement. Agent may sign this Lease, collect rent and enforce this Lease for Owner. All persons signing as Tenant are jointly and severally liable.`,
        ],
      },
      {
        title: '2. THE UNIT',
        paras: [
          `Unit ${v.unit} of ${v.regime}, a condominium, at ${v.premises}, furnished as shown on the signed inventory, with ${v.parking}. Tenant may use the common elements (pool, fitness room and boardwalk) subject to the Association\u2019s rules summarized in Addendum A.`,
        ],
      },
      {
        title: '3. WHO MAY LIVE IN THE UNIT',
        paras: [
          `Only Tenant${v.occupants.length ? ` and ${andList(v.occupants.map((o) => o.full))}` : ''} may live in the Unit. ${v.guests.text}`,
        ],
      },
      {
        title: '4. TERM',
        paras: [
          `This Lease begins on ${dt(v.start).long} and ends at 11:00 a.m. on ${dt(v.end).long}. Tenant must give Agent at least thirty (30) days\u2019 written notice before the end date whether or not Tenant intends to renew.`,
        ],
      },
      {
        title: '5. RENT',
        paras: [
          `Monthly rent is ${usd(v.rent)}, payable ${due}, without notice or demand.${v.first ? ` Rent for the first partial month, from ${dt(v.start).long} to the end of that month, is ${usd(v.first.prorated)}. The total due before keys are released, being that partial month\u2019s rent and the security deposit, is ${usd(v.first.total)}.` : ''}`,
        ],
      },
      { title: '6. HOW TO PAY', paras: [v.payText] },
      { title: '7. LATE CHARGE', paras: [v.late.text] },
      { title: '8. RETURNED PAYMENTS', paras: [nsf] },
      {
        title: '9. SECURITY DEPOSIT',
        paras: [
          `Tenant has paid a security deposit of ${usd(v.deposit)}, which Agent holds in its real estate trust account. It is not a limit on Tenant\u2019s liability and may not be used for the last month\u2019s rent.`,
          `Agent will refund the security deposit ${ret}.`,
        ],
      },
      {
        title: '10. UTILITIES AND DUES',
        paras: [
          'Owner pays the Association dues, which include water, sewer, trash and basic cable. Tenant pays electricity and internet in Tenant\u2019s own name.',
        ],
      },
      {
        title: '11. ASSOCIATION RULES',
        paras: [
          'Tenant will obey the master deed, bylaws and rules of the Association. A fine the Association charges to Owner because of the conduct of Tenant, an occupant or a guest is Tenant\u2019s to pay as additional charges, not as rent.',
        ],
      },
      { title: '12. PETS', paras: [v.pets] },
      {
        title: '13. STORMS AND EVACUATION',
        paras: [
          'If the Governor orders a mandatory evacuation, Tenant will close the storm shutters, bring in balcony furniture and leave as ordered. Rent is not reduced for an evacuation unless the Unit is made unfit to live in.',
        ],
      },
      {
        title: '14. ENTRY',
        paras: [
          'Agent, Owner and Association staff may enter the Unit at reasonable times after twenty-four (24) hours\u2019 notice to inspect, repair or show it, and at any time in an emergency.',
        ],
      },
      { title: '15. NOTICES', paras: [v.notice.text] },
      {
        title: '16. WHOLE AGREEMENT',
        paras: [
          'This Lease, the inventory and Addendum A are the entire agreement. A change is binding only if it is in writing and signed by Tenant and Agent.',
        ],
      },
    ],
    { cols: 2, gutter: 16, size: 8.3 },
  )

  room(k, 260)
  k.gap(10)
  heading(k, 'SIGNATURES AND TENANT CONTACT INFORMATION', {
    size: 9.4,
    font: f.sansBold,
    rule: true,
  })
  k.p(
    'Each Tenant signs below and gives a cell phone number and an e-mail address for notices and repair scheduling.',
    {
      size: 8.4,
      after: 6,
    },
  )
  for (const t of v.tenants)
    sign(k, `TENANT: ${t.p.full}`, {
      width: 280,
      under: [`Cell: ${t.cell}`, `E-mail: ${t.email}`, `Date: ${dt(v.signed).long}`],
    })
  k.gap(4)
  k.line(`OWNER: ${v.owner}`, 8.8, f.sansBold)
  k.line(`By: ${v.agent.name}, Agent for Owner`, 8.4, f.sans)
  sign(k, `By: ${v.signer}, Broker-in-Charge`, {
    width: 280,
    under: [`Date: ${dt(v.signed).long}`],
  })

  room(k, 300)
  k.gap(18)
  k.w.page.drawLine({
    start: { x: k.L, y: k.w.y + 12 },
    end: { x: k.L + k.W, y: k.w.y + 12 },
    thickness: 1.4,
  })
  heading(k, 'ADDENDUM A \u2014 ASSOCIATION RULES ACKNOWLEDGMENT', {
    size: 11,
    font: f.sansBold,
    centre: true,
  })
  k.p(
    `Unit ${v.unit}, ${v.regime}. This addendum summarizes rules of the Association; the full rules are posted in the mail room and control over this summary.`,
    { size: 8.8, after: 6 },
  )
  const rules = [
    'Pool and fitness room: open daily 9:00 a.m. to 9:00 p.m.; guests must be accompanied by a resident; no glass on the pool deck.',
    'Parking: one vehicle decal per assigned space, issued by the Association office for $15.00 each; boats, trailers and campers are not allowed on the property.',
    'Moving in and out: reserve the elevator through the Association at least 48 hours ahead; a $100.00 refundable elevator pad deposit is paid to the Association, not to Agent.',
    'Balconies: no grills, open flames, laundry or storage; furniture must be brought inside when a tropical storm watch is issued.',
    'Quiet hours: 10:00 p.m. to 8:00 a.m. every day.',
    'Trash: bagged household trash only, in the chute room on each floor; boxes are broken down and taken to the recycling corral.',
  ]
  rules.forEach((r, i) => k.p(`A-${i + 1}.  ${r}`, { size: 8.8, after: 4 }))
  k.gap(8)
  k.p(`Tenant has received and read this summary. Signed on ${dt(v.signed).long}.`, { size: 8.8 })
  for (const t of v.tenants) sign(k, `TENANT: ${t.p.full}`, { width: 280 })
  pageNumbers(k, (i, n) => `Condominium Unit Lease \u2014 Unit ${v.unit} \u2014 ${i}/${n}`, {
    align: 'center',
  })

  const first = v.tenants[0]
  if (!first) throw new Error('no tenant')
  return {
    pdf: await k.w.save(),
    truth: {
      tenants: v.tenants.map((t) => t.p),
      additionalOccupants: v.occupants.length ? v.occupants : null,
      tenantEmail: first.email,
      tenantPhone: first.cell,
      premisesAddress: v.premises,
      leaseType: 'fixed-term',
      startDate: v.start,
      endDate: v.end,
      terminationDateText: dt(v.end).long,
      monthlyRent: v.rent,
      securityDeposit: v.deposit,
      rentDueDay: 1,
      maxGuestStayDays: v.guests.n,
      managementCompany: v.agent.name,
      housingProvider: v.owner,
      mailingAddress: v.notice.at,
      acceptedPaymentMethods: v.methods,
      lateFeePercentage: v.late.pct,
      gracePeriodDays: v.late.n,
      nsfFeeFirst: v.nsf,
      totalMoveInCost: v.first?.total ?? null,
      proratedRent: v.first?.prorated ?? null,
      rentDueDescription: due,
      paymentRecipient: v.payee,
      paymentAddress: v.payAt,
      officeHours: v.agent.hours,
      nsfPolicy: nsf,
      depositReturnDays: 30,
      depositReturnCondition: ret,
      _notes: [
        'Condominium unit lease by a rental agent for an absent owner: a framed title block with the agent\u2019s name, office (with a suite), mailing P.O. box, phone and hours in a column at its right; a bold run-on line of date, owner, agent, tenant and unit; sixteen numbered sections with shaded title bars set in two columns; a signature page where each tenant signs with a cell phone and e-mail under the signature (first-listed tenant\u2019s contacts) and the owner signs by the agent through its broker-in-charge; an Addendum A page of association rules signed again.',
        'rentDueDescription is the due phrase of section 5. The agent is the managementCompany and its hours in the title block are officeHours. Section 7 gives gracePeriodDays; section 8 is nsfPolicy; depositReturnCondition is the wording after "refund the security deposit" in section 9. The association\u2019s pool hours, decal fee and elevator deposit in Addendum A are distractors.',
        ...v.notes,
      ],
    },
  }
}

export const template: Template = {
  id: 'south_carolina_condo_unit',
  title:
    'South Carolina condominium unit lease by a rental agent, set in two columns, with an association rules addendum',
  exercises:
    'framed title block with the agent\u2019s name, office with a suite, mailing P.O. box, phone and hours at its right, a bold run-on line (lease date, owner, agent, tenants, unit), sixteen numbered sections with shaded title bars in two columns: owner (an individual living in another state, or an LLC) leasing through a licensed agent, unit number and regime with the unit first in the address, occupants, guests (consecutive nights, or nights in ninety days), long-date term, rent due "in full on or before the first (1st) day of each month", a first partial month and the total due before keys in one, portal with checks or money orders payable to the agent\u2019s trust account at its P.O. box, or portal AutoPay and cashier\u2019s checks at the office, late charge after the 5th (flat with a daily add-on) or after the 3rd (a percentage), returned-payment sentence, deposit in the agent\u2019s trust account refunded within thirty days, dues and utilities, association fines not rent, pets, evacuation, 24-hour entry, notices in care of the agent at its P.O. box or to the owner\u2019s own address with a copy to the agent; a signature page with each tenant\u2019s cell and e-mail under the signature and the owner signing by the agent; an association rules addendum with pool hours, decal fee and elevator deposit as distractors',
  docs: [
    {
      name: 'tw15_sc_condo_lease_conway',
      build: () =>
        build({
          leaseDate: '2027-07-12',
          agent: {
            name: 'Blue Marlin Realty & Rentals, LLC',
            office: '1012 Third Avenue, Suite B, Conway, SC 29526',
            mail: 'P.O. Box 1630, Conway, SC 29528',
            tel: '(843) 555-0152',
            hours: 'Mon\u2013Fri 9:00 a.m.\u20135:00 p.m.',
          },
          signer: 'Lorraine Vick Causey',
          owner: 'Philippa A. Greaves',
          ownerDesc: 'Philippa A. Greaves, who lives in Wheeling, West Virginia,',
          regime: 'Riverfront Commons Horizontal Property Regime',
          tenants: [
            {
              p: person('Garrison', 'Pate'),
              cell: '(843) 555-0166',
              email: 'garrison.pate@example.com',
            },
          ],
          occupants: [],
          unit: '2-208',
          premises: 'Unit 2-208, 700 Riverfront Commons Way, Conway, SC 29526',
          parking: 'assigned parking space 41',
          start: '2027-08-01',
          end: '2028-07-31',
          rent: 1295,
          first: null,
          payText:
            'Tenant may pay through Agent\u2019s online tenant portal by e-check or card, or by personal check or money order payable to "Blue Marlin Realty & Rentals Trust Account" and mailed to P.O. Box 1630, Conway, SC 29528. Cash is never accepted.',
          methods: ['Online Portal', 'Check', 'Money Order'],
          payee: 'Blue Marlin Realty & Rentals Trust Account',
          payAt: 'P.O. Box 1630, Conway, SC 29528',
          late: {
            n: 5,
            pct: null,
            text: 'If rent is not received by 11:59 p.m. on the fifth (5th) day of the month, Tenant shall pay a late charge of $50.00, plus $10.00 for each later day until the rent is paid in full.',
          },
          nsf: 30,
          deposit: 1295,
          guests: {
            text: 'A guest may not stay more than seven (7) consecutive nights without Agent\u2019s written consent.',
            n: 7,
          },
          pets: 'No pets of any kind. The Association does not allow tenants\u2019 pets in this building.',
          notice: {
            text: 'Notices to Owner or Agent must be in writing and mailed to Owner in care of Agent at P.O. Box 1630, Conway, SC 29528, or delivered to Agent\u2019s office. Notices to Tenant may be delivered to the Unit or e-mailed to the address on the signature page.',
            at: 'P.O. Box 1630, Conway, SC 29528',
          },
          signed: '2027-07-12',
          notes: [
            'An individual owner who lives out of state (her home town in the parties wording is a distractor) leases through a rental agent; one tenant. Portal, checks and money orders payable to the agent\u2019s trust account as written (paymentRecipient) and mailed to its P.O. box (paymentAddress), which is also where notices to the owner go in care of the agent (mailingAddress). Late after 11:59 p.m. on the 5th with a flat charge and a daily add-on (gracePeriodDays 5). Guests "seven (7) consecutive nights".',
          ],
        }),
    },
    {
      name: 'tw15_sc_condo_lease_beaufort',
      build: () =>
        build({
          leaseDate: '2027-06-08',
          agent: {
            name: 'Salt Marsh Residential Management, Inc.',
            office: 'Suite 210, 1015 Boundary Street, Beaufort, SC 29902',
            mail: 'P.O. Box 1462, Beaufort, SC 29901',
            tel: '(843) 555-0119',
            hours: 'Monday\u2013Friday 8:30\u20135:00; Saturday by appointment',
          },
          signer: 'Beaumont Legare',
          owner: 'Tidewater Oyster Holdings, LLC',
          ownerDesc: 'Tidewater Oyster Holdings, LLC, a South Carolina limited liability company,',
          regime: 'Marsh Hen Point Horizontal Property Regime',
          tenants: [
            {
              p: person('Marisa', 'Quintanilla-Ross'),
              cell: '(843) 555-0187',
              email: 'marisa.qross@example.net',
            },
            { p: person('Devon', 'Ross'), cell: '(910) 555-0140', email: 'devon.ross@example.com' },
          ],
          occupants: [person('Ava', 'Ross')],
          unit: '14C',
          premises: 'Unit 14C, 90 Marsh Hen Lane, Beaufort, SC 29907',
          parking: 'covered parking space 14C and storage locker 9',
          start: '2027-06-15',
          end: '2028-01-31',
          rent: 1650,
          first: { prorated: 880, total: 2530 },
          payText:
            'Rent is paid by automatic monthly debit (AutoPay) set up in Agent\u2019s resident portal, or by cashier\u2019s check payable to "Salt Marsh Residential Management, Inc." delivered to Agent\u2019s office at Suite 210, 1015 Boundary Street, Beaufort, SC 29902. Personal checks and cash are not accepted.',
          methods: ['Online Portal', 'ACH', "Cashier's Check"],
          payee: 'Salt Marsh Residential Management, Inc.',
          payAt: 'Suite 210, 1015 Boundary Street, Beaufort, SC 29902',
          late: {
            n: 3,
            pct: 5,
            text: 'If rent is not received by the end of the third (3rd) day of the month, Tenant shall pay a late charge of five percent (5%) of the monthly rent.',
          },
          nsf: 35,
          deposit: 1650,
          guests: {
            text: 'A guest may not stay more than fourteen (14) nights in any ninety (90) day period without Agent\u2019s written consent.',
            n: 14,
          },
          pets: 'One cat is allowed with Agent\u2019s written approval. No dogs.',
          notice: {
            text: 'Notices to Owner must be in writing and sent to Owner at 45 Calhoun Street, Bluffton, SC 29910, with a copy to Agent at its office. Notices to Tenant may be delivered to the Unit or e-mailed to the addresses on the signature page.',
            at: '45 Calhoun Street, Bluffton, SC 29910',
          },
          signed: '2027-06-08',
          notes: [
            'An LLC owner with a rental agent; two tenants and their daughter (occupant); the first-listed tenant\u2019s cell and e-mail are under her signature. The term starts mid-month: the first partial month (proratedRent) and the total due before keys (totalMoveInCost) are stated in section 5. AutoPay in the portal (Online Portal and ACH) and cashier\u2019s checks payable to the agent at its office (paymentAddress); personal checks and cash refused. Late charge 5% of rent after the end of the 3rd (lateFeePercentage 5, gracePeriodDays 3). Notices go to the owner\u2019s own address (mailingAddress), with only a copy to the agent. Guests "fourteen (14) nights in any ninety (90) day period".',
          ],
        }),
    },
  ],
}
