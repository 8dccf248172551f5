import { dt, person, usd, type Built, type Person } from '../../former-heldout/lib'
import type { Template } from '../../former-heldout/template'
import { kit } from '../../third-writer/kit'
import {
  boxRow,
  cells,
  outline,
  pageNumbers,
  room,
  ruledTable,
  signPair,
  splitBand,
  stripHead,
} from '../parts'

type V = {
  number: string
  owner: string
  operator: { name: string; office: string; tel: string; email: string; hours: string } | null
  self: { office: string; tel: string; email: string; hours: string } | null
  residents: { p: Person; tel: string; email: string }[]
  occupants: { p: Person; rel: string }[]
  account: { company: string; attn: string; addr: string; tel: string; po: string }
  suite: string
  suiteType: string
  arrival: string
  departure: string | null
  rate: number
  firstPart: { to: string; amount: number } | null
  deposit: number
  methods: [label: string, on: boolean, name: string][]
  eft: string | null
  accountNo: string | null
  payee: string
  chequesTo: string | null
  late: { words: string; n: number }
  nsf: number
  signed: string
  signer: string
  notes: string[]
}

const build = async (v: V): Promise<Built> => {
  const k = await kit({ margin: 44, size: 8.6 })
  const { f } = k
  k.w.y = k.w.height - 44
  splitBand(
    k,
    ['KITTIWAKE', 'furnished suites \u2022 stays of a month or more'],
    [
      'FURNISHED SUITE AGREEMENT',
      'Residential tenancy \u2014 Residential Tenancies Act, 2018 (Newfoundland and Labrador)',
      `Agreement No. ${v.number}`,
    ],
  )
  const office = v.operator ?? v.self
  if (!office) throw new Error('no office')
  stripHead(k, '1  Landlord')
  cells(
    k,
    [
      ['LANDLORD (OWNER OF THE SUITE)', v.owner, 0.5],
      [
        'OPERATED AND MANAGED BY',
        v.operator ? `${v.operator.name}, as agent for the owner` : 'the Landlord itself',
        0.5,
      ],
    ],
    { size: 8.6 },
  )
  cells(
    k,
    [
      ['OFFICE (RENT, KEYS AND NOTICES)', office.office, 0.32],
      ['TELEPHONE', office.tel, 0.14],
      ['E-MAIL', office.email, 0.3],
      ['OFFICE HOURS', office.hours, 0.24],
    ],
    { size: 8.6 },
  )
  stripHead(k, '2  Residents and occupants')
  ruledTable(
    k,
    ['Role', 'Name', 'Mobile', 'E-mail'],
    [
      ...v.residents.map((r, i) => [
        i === 0 ? 'Primary resident' : 'Co-resident',
        r.p.full,
        r.tel,
        r.email,
      ]),
      ...v.occupants.map((o) => [`Occupant (${o.rel})`, o.p.full, '\u2014', '\u2014']),
    ],
    [0.2, 0.26, 0.18, 0.36],
    { size: 8.2, headFont: f.sansBold },
  )
  stripHead(k, '3  Corporate account (billing contact \u2014 not a party)')
  cells(
    k,
    [
      ['COMPANY', v.account.company, 0.3],
      ['ATTENTION / ADDRESS', `${v.account.attn}, ${v.account.addr}`, 0.4],
      ['TELEPHONE', v.account.tel, 0.14],
      ['PURCHASE ORDER', v.account.po, 0.16],
    ],
    { size: 8.4 },
  )
  stripHead(k, '4  Suite, stay and rate')
  cells(
    k,
    [
      ['SUITE ADDRESS', v.suite, 0.58],
      ['SUITE TYPE', v.suiteType, 0.42],
    ],
    { size: 8.6 },
  )
  cells(
    k,
    [
      ['ARRIVAL DATE', v.arrival, 0.17],
      ['DEPARTURE DATE', v.departure ?? 'open \u2014 month to month', 0.2],
      ['MONTHLY RATE (RENT)', usd(v.rate), 0.19],
      ['SECURITY DEPOSIT', usd(v.deposit), 0.17],
      [
        'RATE INCLUDES',
        'furnishings, linens, heat, light, water, internet, TV, one parking stall, housekeeping every second week',
        0.27,
      ],
    ],
    { size: 8.6 },
  )
  k.gap(10)
  boxRow(
    k,
    'Payment by:',
    v.methods.map(([l, on]) => [l, on]),
    { size: 8 },
  )
  k.w.y += 2
  k.line(`Payee: ${v.payee}`, 8, f.sans)
  if (v.eft) k.line(`EFT details: ${v.eft}`, 8, f.sans)
  if (v.chequesTo) k.line(`Cheques delivered or mailed to: ${v.chequesTo}`, 8, f.sans)
  k.line(`Interac e-Transfer address: ${office.email}`, 8, f.sans)
  stripHead(k, '5  Terms')
  const due = 'payable in advance on the first day of each month'
  const nsf = `A charge of ${usd(v.nsf)} applies to each payment returned by a financial institution.`
  const ret =
    'with interest at the rate set under the Act, within ten (10) days after the tenancy ends, unless the resident agrees in writing to a deduction or the Landlord applies to the Director of Residential Tenancies within that time'
  const terms: string[] = [
    `Rent. The monthly rate is rent under the Act. It is ${due}.${v.firstPart ? ` Rent for the first part-month, ${v.arrival} to ${v.firstPart.to}, is ${usd(v.firstPart.amount)}, payable on arrival.` : ''} The corporate account may pay on the residents\u2019 behalf, but the residents remain responsible for the rent.`,
    `Late payment. If rent remains unpaid ${v.late.words} days after the day it is due, a late payment penalty of $5.00 for the first day and $2.00 for each further day applies, to a maximum of $75.00.`,
    `Returned payments. ${nsf}`,
    `Security deposit. The security deposit is not more than three-quarters of one month\u2019s rent. The Landlord will return the security deposit, ${ret}.`,
    'Visitors. Overnight visitors may stay no more than seven (7) consecutive nights. The suite may not be sublet or listed for short-term stays.',
    'Housekeeping and extras. Housekeeping every second week is included. Weekly housekeeping is $120.00 a month and an extra parking stall $45.00 a month; these are not rent.',
    v.departure
      ? `Ending. The tenancy ends on the departure date, ${v.departure}, without further notice. A resident who must leave earlier for work may end it by one month\u2019s written notice.`
      : 'Ending. The tenancy is month to month with no fixed end. A resident may end it by written notice given at least one month before the end of a rental month; the Landlord may end it only as the Act allows.',
    'Entry. The Landlord may enter on 24 hours\u2019 written notice between 8:00 a.m. and 8:00 p.m., and for scheduled housekeeping.',
    `Notices. Notices to the Landlord go to the office in part 1, ${office.office}. Notices to the residents go to the suite or to the e-mail addresses in part 2.`,
    'No smoking. No smoking or vaping of any kind in the suite or on its balcony. No pets.',
  ]
  terms.forEach((t, i) => outline(k, `5.${i + 1}`, t, { size: 8.4, labelFont: f.sansBold }))
  room(k, 70 + v.residents.length * 34)
  k.gap(6)
  k.p(`Signed on ${dt(v.signed).long}.`, { size: 8.6 })
  const left = [
    `For the Landlord, ${v.owner}`,
    ...(v.operator ? [`by its agent ${v.operator.name}`] : []),
    `By: ${v.signer}`,
  ]
  v.residents.forEach((r, i) => signPair(k, i === 0 ? left : [''], [`Resident: ${r.p.full}`], 8.2))
  pageNumbers(
    k,
    (i, m) =>
      `Kittiwake Furnished Suites \u2014 Agreement No. ${v.number} \u2014 page ${i} of ${m}`,
    {
      align: 'right',
    },
  )

  const first = v.residents[0]
  if (!first) throw new Error('no resident')
  return {
    pdf: await k.w.save(),
    truth: {
      tenants: v.residents.map((r) => r.p),
      additionalOccupants: v.occupants.length ? v.occupants.map((o) => o.p) : null,
      tenantEmail: first.email,
      tenantPhone: first.tel,
      premisesAddress: v.suite,
      leaseType: v.departure ? 'fixed-term' : 'month-to-month',
      startDate: v.arrival,
      endDate: v.departure,
      terminationDateText: v.departure,
      monthlyRent: v.rate,
      securityDeposit: v.deposit,
      rentDueDay: 1,
      maxGuestStayDays: 7,
      managementCompany: v.operator?.name ?? null,
      housingProvider: v.owner,
      mailingAddress: office.office,
      acceptedPaymentMethods: v.methods.filter(([, on]) => on).map(([, , n]) => n),
      bankAccount: v.accountNo,
      gracePeriodDays: v.late.n,
      nsfFeeFirst: v.nsf,
      proratedRent: v.firstPart?.amount ?? null,
      rentDueDescription: due,
      paymentRecipient: v.payee,
      paymentAddress: v.chequesTo,
      officeHours: office.hours,
      nsfPolicy: nsf,
      depositReturnDays: 10,
      depositReturnCondition: ret,
      _notes: [
        'Furnished corporate suite agreement: a split title band (brand block and title block with the agreement number), tinted strip heads with spaced capitals over captioned cells (landlord and operator, office with phone, e-mail and hours), a residents-and-occupants table with roles, mobiles and e-mails, a corporate billing account (not a party), suite and stay cells with arrival and departure as YYYY-MM-DD, the monthly rate and deposit, payment check boxes with payee, EFT and cheque lines, ten numbered terms (5.1 to 5.10) with run-in heads, and signature pairs.',
        'The residents are the tenants; the corporate account (company, attention line, address, phone, purchase order) is a billing contact and not a party or an occupant. rentDueDescription is the due phrase of 5.1; gracePeriodDays the days after the due day in 5.2 (the statutory penalty, no percentage); nsfPolicy the sentence of 5.3; depositReturnCondition the wording after "return the security deposit" in 5.4 (ten days). Weekly housekeeping and an extra stall are not rent. Visitors seven consecutive nights (5.5). mailingAddress is the office where notices go (part 1 and 5.9). Only ticked payment boxes are listed; the e-Transfer address line is printed on every agreement whether or not that box is ticked.',
        ...v.notes,
      ],
    },
  }
}

const unticked = (on: string[]): [string, boolean, string][] =>
  (
    [
      ['Bank transfer (EFT)', 'Bank Transfer'],
      ['Cheque', 'Check'],
      ['Interac e-Transfer', 'E-Transfer'],
      ['Pre-authorized debit', 'ACH'],
      ['Credit card on file', 'Credit Card'],
    ] as const
  ).map(([l, n]) => [l, on.includes(l), n])

export const template: Template = {
  id: 'newfoundland_corporate_suite',
  title: 'Newfoundland and Labrador furnished corporate suite agreement with a billing account',
  exercises:
    'split title band with an agreement number; tinted strip heads in spaced capitals over captioned cells: landlord (a company that operates its own suites, or a numbered company whose suites are operated by the company as its agent) and the office for rent, keys and notices with the suite first, phone, e-mail and office hours; residents table with roles (primary resident and co-resident, or a resident with a spouse and child as occupants) with mobiles and e-mails; a corporate billing account with an attention line, address, phone and purchase order that is not a party; suite with the unit first, suite type, arrival and departure as YYYY-MM-DD or "open \u2014 month to month", monthly rate called rent, deposit, what the rate includes; payment check boxes (EFT, cheque, e-Transfer, pre-authorized debit, credit card) with payee, EFT details with transit, institution and account numbers, a cheque address line and an e-Transfer line printed whatever is ticked; ten numbered terms: rent "payable in advance on the first day of each month" with a stated first part-month (one), statutory late penalty after three or five days, returned-payment sentence, deposit of at most three-quarters of a month returned within ten days, seven consecutive visitor nights, housekeeping and parking extras not rent, ending for a fixed stay or month to month, entry, notices to the office; signature pairs signed for the landlord (by the operator as agent in one)',
  docs: [
    {
      name: 'tw16_nl_corporate_suite_gander_scan',
      build: () =>
        build({
          number: 'KFS-2027-0412',
          owner: 'Kittiwake Furnished Suites Ltd.',
          operator: null,
          self: {
            office: 'Suite 101, 140 Markland Drive, Gander, NL A1V 2E6',
            tel: '709-555-0133',
            email: 'gander@kfs.example.com',
            hours: 'Mon\u2013Fri 8:00\u201318:00, Sat 10:00\u201314:00',
          },
          residents: [
            { p: person('Siddharth', 'Varma'), tel: '709-555-0161', email: 's.varma@example.com' },
          ],
          occupants: [
            { p: person('Nisha', 'Varma'), rel: 'spouse' },
            { p: person('Kabir', 'Varma'), rel: 'child' },
          ],
          account: {
            company: 'Exploits Aerospace Services Ltd.',
            attn: 'Attn: Travel Desk',
            addr: '3 Hangar Road, Gander, NL A1V 1W8',
            tel: '709-555-0104',
            po: 'PO-88417',
          },
          suite: 'Suite 204, 19 Harbourview Terrace, Gander, NL A1V 1B4',
          suiteType: 'two-bedroom, fully furnished, second floor',
          arrival: '2027-03-08',
          departure: '2027-06-30',
          rate: 3200,
          firstPart: { to: '2027-03-31', amount: 2477.42 },
          deposit: 2400,
          methods: unticked(['Bank transfer (EFT)', 'Cheque']),
          eft: 'Transit 00421, Institution 899, Account 7730-1152 (Kittiwake Furnished Suites Ltd.)',
          accountNo: '7730-1152',
          payee: 'Kittiwake Furnished Suites Ltd.',
          chequesTo: 'Suite 101, 140 Markland Drive, Gander, NL A1V 2E6',
          late: { words: 'three (3)', n: 3 },
          nsf: 25,
          signed: '2027-02-22',
          signer: 'Colleen Bursey, Suites Manager',
          notes: [
            'A company that owns and operates its suites: housingProvider, no managementCompany; office hours are its own. One resident with his spouse and child as occupants (no contacts). A fixed stay from a mid-month arrival to a YYYY-MM-DD departure (terminationDateText as written), with a stated first part-month (proratedRent). EFT to the account (Bank Transfer, bankAccount the account number; the transit and institution numbers are distractors) and cheques delivered to the office (paymentAddress). Late after three days.',
          ],
        }),
      scan: {
        dpi: 140,
        rotate: 0.7,
        shear: 0.004,
        contrast: 0.74,
        noise: 24,
        quality: 48,
        seed: 16606,
      },
    },
    {
      name: 'tw16_nl_corporate_suite_clarenville',
      build: () =>
        build({
          number: 'KFS-2027-0968',
          owner: '61184 Newfoundland and Labrador Inc.',
          operator: {
            name: 'Kittiwake Furnished Suites Ltd.',
            office: 'Unit 4, 213 Memorial Drive, Clarenville, NL A5A 1N9',
            tel: '709-555-0128',
            email: 'clarenville@kfs.example.com',
            hours: 'Mon\u2013Fri 9:00\u201317:00',
          },
          self: null,
          residents: [
            {
              p: person('Tomasz', 'Wierzbicki'),
              tel: '709-555-0172',
              email: 'tomasz.w@example.net',
            },
            { p: person('Aaron', 'Pardy'), tel: '709-555-0145', email: 'apardy@example.com' },
          ],
          occupants: [],
          account: {
            company: 'Bull Arm Fabrication Partners',
            attn: 'Attn: Crew Logistics',
            addr: 'P.O. Box 190, Sunnyside, NL A0B 3J0',
            tel: '709-555-0111',
            po: 'BAF-27-3302',
          },
          suite: 'Suite 3, 46 Balsam Ridge Road, Clarenville, NL A5A 2C4',
          suiteType: 'two-bedroom, two-bathroom, furnished, ground floor',
          arrival: '2027-09-01',
          departure: null,
          rate: 2650,
          firstPart: null,
          deposit: 1950,
          methods: unticked(['Interac e-Transfer', 'Pre-authorized debit']),
          eft: null,
          accountNo: null,
          payee: 'Kittiwake Furnished Suites Ltd.',
          chequesTo: null,
          late: { words: 'five (5)', n: 5 },
          nsf: 25,
          signed: '2027-08-19',
          signer: 'Derek Hollett, Area Manager',
          notes: [
            'A numbered company as landlord whose suites are operated by an agent (managementCompany, office hours in part 1), which signs for it. Two co-workers as residents; no occupants. Month to month from the arrival date with no departure date. Interac e-Transfer and pre-authorized debit (ACH) ticked; no place of payment is written (paymentAddress null); the payee line names the agent. Late after five days.',
          ],
        }),
    },
  ],
}
