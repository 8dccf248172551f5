import { dt, person, usd, type Built, type Person } from '../../former-heldout/lib'
import type { Template } from '../../former-heldout/template'
import { kit } from '../../third-writer/kit'
import {
  andList,
  articleHead,
  freshPage,
  pageNumbers,
  ruledTable,
  sign,
  signPair,
  titleWords,
} from '../parts'

type V = {
  made: string
  county: string
  town: string
  landlords: Person[]
  company: { name: string; signer: string } | null
  landlordAddr: string
  tenants: { p: Person; tel: string; email: string }[]
  occupants: Person[]
  premises: string
  outbuildings: string
  term: { kind: 'fixed'; start: string; end: string } | { kind: 'monthly'; start: string }
  partialTo: string | null
  partial: number | null
  rent: number
  deposit: number
  late: { day: string; n: number; fee: number }
  nsf: number
  extra: [item: string, terms: string]
  payee: string
  how: string
  methods: string[]
  bank: string | null
  guests: { text: string; days: number }
  notes: string[]
}

const money = (n: number) => `${titleWords(n)} (${usd(n)})`

const build = async (v: V): Promise<Built> => {
  const k = await kit({ serif: true, margin: 62, size: 9.8 })
  const { f } = k
  k.w.y = k.w.height - 60
  k.centre('FARM DWELLING LEASE', 15, k.w.bold)
  k.centre('(Tenant House on Agricultural Land)', 9.4, f.italic)
  k.gap(8)
  const venue = [
    ['STATE OF OKLAHOMA', ')'],
    ['', ')  ss.'],
    [`COUNTY OF ${v.county.toUpperCase()}`, ')'],
  ]
  for (const [a, b] of venue) {
    k.w.page.drawText(a ?? '', { x: k.L, y: k.w.y, size: 9.4, font: k.w.regular })
    k.w.page.drawText(b ?? '', { x: k.L + 150, y: k.w.y, size: 9.4, font: k.w.regular })
    k.w.y -= 12
  }
  k.gap(8)
  const landlordName = v.company ? v.company.name : andList(v.landlords.map((l) => l.full))
  const landlordCaps = v.company
    ? `${v.company.name.toUpperCase()}, an Oklahoma limited liability company`
    : `${andList(v.landlords.map((l) => l.full.toUpperCase()))}, husband and wife`
  const tenantCaps = andList(v.tenants.map((t) => t.p.full.toUpperCase()))
  const P = (t: string) => k.p(t, { size: 9.8, leading: 1.42, after: 6, firstIndent: 24 })
  P(
    `This Farm Dwelling Lease is entered into on the ${dt(v.made).ordinalOf}, by and between ${landlordCaps}, whose address is stated in Exhibit A ("Landlord"), and ${tenantCaps} ("Tenant"). Where more than one person signs as Tenant, each is liable for all of Tenant\u2019s obligations.`,
  )
  articleHead(k, 'ARTICLE I', 'The Leased Dwelling')
  P(
    `Landlord leases to Tenant the tenant house and yard at ${v.premises}, in ${v.county} County, together with ${v.outbuildings}. The dwelling stands on farmland that Landlord continues to farm. This lease does not include the barns, grain bins, pens, pasture or cropland, except as Exhibit A provides.`,
  )
  articleHead(k, 'ARTICLE II', 'Term')
  const start = dt(v.term.start)
  P(
    v.term.kind === 'fixed'
      ? `The term of this lease begins on the ${start.ordinalOf} and ends on the ${dt(v.term.end).ordinalOf}. Tenant shall deliver possession to Landlord at the end of the term unless the parties sign a new lease.`
      : `This lease is from month to month, commencing on the ${start.ordinalOf}, and continues until either party ends it by at least thirty (30) days\u2019 written notice to the other.`,
  )
  articleHead(k, 'ARTICLE III', 'Rent and Charges')
  const due = 'in advance, on or before the first day of each calendar month'
  const nsf =
    'Any payment returned unpaid by the bank on which it is drawn shall be charged to Tenant at the returned-payment charge stated in Exhibit A.'
  P(
    `Tenant shall pay Landlord the monthly rent stated in Exhibit A, ${due}, at the place and in the manner stated in Exhibit A.${v.partial ? ' Rent for the first partial month is the amount Exhibit A states for it.' : ''} If rent is not paid by the end of the ${v.late.day} day of the month, Tenant shall also pay the late charge stated in Exhibit A. ${nsf}`,
  )
  articleHead(k, 'ARTICLE IV', 'Security Deposit')
  const ret =
    'less any sums lawfully deducted and itemized in writing, within forty-five (45) days after the tenancy ends and Tenant makes written demand for it'
  P(
    `Tenant has paid Landlord the security deposit stated in Exhibit A. Landlord shall return the security deposit, ${ret}, as 41 O.S. \u00a7 115 provides. The deposit may not be used by Tenant as rent.`,
  )
  articleHead(k, 'ARTICLE V', 'Farm Operations')
  P(
    'Tenant understands that the dwelling is on a working farm and accepts the noise, dust, odors, equipment traffic and hours that normal farming brings. Landlord shall give Tenant at least twenty-four (24) hours\u2019 notice before spraying any field that adjoins the yard. Tenant shall close every gate Tenant opens, shall not enter pens or fields without permission, and shall keep dogs confined or on a leash. Hunting rights on the land are reserved to Landlord. Tenant shall keep no livestock except as Exhibit A allows.',
  )
  articleHead(k, 'ARTICLE VI', 'Water, Propane and Utilities')
  P(
    'Water comes from a domestic well that Landlord maintains; Landlord will have it tested once a year and give Tenant the result. The propane tank belongs to Landlord, and Tenant buys propane from the supplier of Tenant\u2019s choice. Tenant shall have electric service placed in Tenant\u2019s name with the electric cooperative.',
  )
  articleHead(k, 'ARTICLE VII', 'Occupants and Guests')
  P(
    `The dwelling shall be occupied only by Tenant${v.occupants.length ? ` and by the following persons: ${andList(v.occupants.map((o) => o.full))}` : ''}. ${v.guests.text}`,
  )
  articleHead(k, 'ARTICLE VIII', 'Notices')
  P(
    'Notices to Landlord shall be mailed or delivered to Landlord\u2019s address stated in Exhibit A. Notices to Tenant shall be delivered to the dwelling or sent to the telephone number or e-mail address stated in Exhibit A.',
  )
  articleHead(k, 'ARTICLE IX', 'Default and Possession')
  P(
    'If Tenant fails to pay rent when due, Landlord may end this lease after giving the five (5) days\u2019 notice to pay that Oklahoma law requires. If Tenant breaches any other term, Landlord may end this lease as the Oklahoma Residential Landlord and Tenant Act allows.',
  )
  articleHead(k, 'ARTICLE X', 'General Provisions')
  P(
    'This lease is governed by the laws of the State of Oklahoma. Exhibit A is part of this lease. This lease and Exhibit A are the whole agreement of the parties and may be changed only in writing signed by Landlord and Tenant.',
  )
  k.gap(4)
  P(`Executed in duplicate at ${v.town}, Oklahoma, on the date first written above.`)
  k.gap(4)
  k.line('LANDLORD:', 9.4, k.w.bold)
  if (v.company) sign(k, `${v.company.name}, by ${v.company.signer}`, { width: 300 })
  else signPair(k, [v.landlords[0]?.full ?? ''], [v.landlords[1]?.full ?? ''], 9)
  k.line('TENANT:', 9.4, k.w.bold)
  for (let i = 0; i < v.tenants.length; i += 2)
    signPair(k, [v.tenants[i]?.p.full ?? ''], [v.tenants[i + 1]?.p.full ?? ''], 9)
  k.gap(6)
  k.line('ACKNOWLEDGMENT', 9.4, k.w.bold)
  k.p(
    `STATE OF OKLAHOMA, COUNTY OF ${v.county.toUpperCase()}, ss. Before me, the undersigned, a Notary Public in and for said County and State, on this ____ day of ______________, 20___, personally appeared the persons who signed the foregoing lease as Landlord, to me known to be the identical persons who executed the same, and acknowledged that they executed it as their free and voluntary act.`,
    { size: 8.6, leading: 1.35 },
  )
  sign(k, 'Notary Public          My commission expires: ______________     (SEAL)', {
    width: 220,
    size: 8,
  })
  freshPage(k)
  k.centre('EXHIBIT A', 13, k.w.bold)
  k.centre('Rent and Charges', 10, f.italic)
  k.gap(6)
  const total = v.partial !== null ? v.partial + v.deposit : null
  const T = v.tenants
  const rows: [string, string][] = [
    ['Monthly rent', money(v.rent)],
    ['When due', 'In advance, on the first day of each calendar month (Article III)'],
    ...(v.partial !== null && total !== null && v.partialTo
      ? ([
          [
            'First partial month',
            `${money(v.partial)}, for ${start.long} through ${dt(v.partialTo).long}`,
          ],
          ['Due at signing', `${money(total)}: first partial month and security deposit`],
        ] as [string, string][])
      : []),
    ['Security deposit', money(v.deposit)],
    [
      'Late charge',
      `${money(v.late.fee)} if rent is not paid by the end of the ${v.late.day} day of the month`,
    ],
    ['Returned-payment charge', money(v.nsf)],
    v.extra,
    ['Payable to', v.payee],
    ['How paid', v.how],
    ['Landlord\u2019s address (notices and payments)', v.landlordAddr],
    ...T.map((t, i): [string, string] => [
      `Tenant${T.length > 1 ? ` ${i + 1}` : ''}: telephone and e-mail`,
      `${t.p.full}, ${t.tel}, ${t.email}`,
    ]),
  ]
  ruledTable(
    k,
    ['No.', 'Item', 'Amount or terms'],
    rows.map(([a, b], i) => [`${i + 1}.`, a, b]),
    [0.07, 0.3, 0.63],
    { size: 9, boldFirst: false },
  )
  k.gap(8)
  k.line('Initials:   Landlord ________   ________        Tenant ________   ________', 9)
  pageNumbers(k, (i, m) => `Farm Dwelling Lease \u2014 page ${i} of ${m}`, { align: 'center' })

  const first = T[0]
  if (!first) throw new Error('no tenant')
  return {
    pdf: await k.w.save(),
    truth: {
      tenants: T.map((t) => t.p),
      additionalOccupants: v.occupants.length ? v.occupants : null,
      tenantEmail: first.email,
      tenantPhone: first.tel,
      premisesAddress: v.premises,
      leaseType: v.term.kind === 'fixed' ? 'fixed-term' : 'month-to-month',
      startDate: v.term.start,
      endDate: v.term.kind === 'fixed' ? v.term.end : null,
      terminationDateText: v.term.kind === 'fixed' ? dt(v.term.end).ordinalOf : null,
      monthlyRent: v.rent,
      securityDeposit: v.deposit,
      rentDueDay: 1,
      maxGuestStayDays: v.guests.days,
      managementCompany: null,
      housingProvider: landlordName,
      mailingAddress: v.landlordAddr,
      acceptedPaymentMethods: v.methods,
      bankAccount: v.bank,
      gracePeriodDays: v.late.n,
      nsfFeeFirst: v.nsf,
      totalMoveInCost: total,
      proratedRent: v.partial,
      rentDueDescription: due,
      paymentRecipient: v.payee,
      paymentAddress: v.landlordAddr,
      nsfPolicy: nsf,
      depositReturnDays: 45,
      depositReturnCondition: ret,
      _notes: [
        'Farm dwelling lease, serif: centred title and sub-title, a STATE/COUNTY venue caption with "ss.", a preamble with the parties in capitals and the date as "the Nth day of Month, YYYY", ten articles under centred "ARTICLE I"\u2013"ARTICLE X" heads that leave every amount to Exhibit A, an execution line, signature lines, a notary\u2019s acknowledgment with blanks, and on its own last page EXHIBIT A, a numbered table of rent and charges with each amount in title-case words and figures, the payee, how and where to pay, the landlord\u2019s address and the tenants\u2019 telephones and e-mails.',
        `The parties are printed in capitals in the preamble (housingProvider and names in natural case). The term is written "the Nth day of Month, YYYY"${v.term.kind === 'fixed' ? ' (terminationDateText as written)' : ''}. Amounts only in Exhibit A. rentDueDescription is Article III\u2019s phrase; gracePeriodDays the day named in Article III and Exhibit A; nsfPolicy the returned-payment sentence of Article III, which names no amount (nsfFeeFirst from Exhibit A). depositReturnCondition the wording after "return the security deposit," in Article IV (forty-five days). mailingAddress and paymentAddress are the landlord\u2019s address in Exhibit A, used for notices and payments. No manager. Tenant contacts from Exhibit A (first tenant).`,
        ...v.notes,
      ],
    },
  }
}

export const template: Template = {
  id: 'oklahoma_farm_dwelling',
  title:
    'Oklahoma farm dwelling lease in articles, with every amount in an Exhibit A of rent and charges',
  exercises:
    'centred title and sub-title, STATE OF OKLAHOMA / COUNTY venue caption with "ss.", preamble dated "the Nth day of Month, YYYY" with the parties in capitals (a husband and wife, or an L.L.C. signing by its managing member) and joint liability; ten centred ARTICLE heads in roman numerals: a tenant house on working farmland with outbuildings (county road address), a term "beginning on the 1st day of March, 2027 and ending on the 28th day of February, 2028" or month to month "commencing on the 15th day of October, 2027" with thirty days\u2019 notice, rent "in advance, on or before the first day of each calendar month" with the amount left to Exhibit A, late after the end of the fifth or tenth day, a returned-payment sentence naming no amount, deposit returned within forty-five days after written demand, farm operations (spraying notice, gates, hunting reserved), well water and propane, occupants named without relation, guests (days in a calendar year, or consecutive days), notices to the address in Exhibit A; execution line, signature lines, notary\u2019s acknowledgment with blanks; EXHIBIT A on its own page: a numbered table with amounts in title-case words and figures (rent, partial month and due at signing in one, deposit, late charge, returned-payment charge, a garden or horse pasture extra that is not rent), payee, how paid (check, money order or cash with a receipt; or direct deposit to an account with a routing number as a distractor, or check), the landlord\u2019s rural route box or P.O. box for notices and payments, tenants\u2019 telephones and e-mails; initials line',
  docs: [
    {
      name: 'tw17_ok_farm_dwelling_guymon',
      build: () =>
        build({
          made: '2027-02-20',
          county: 'Texas',
          town: 'Guymon',
          landlords: [person('Wade', 'Harnish'), person('Loretta', 'Harnish')],
          company: null,
          landlordAddr: 'Rural Route 1, Box 118, Guymon, OK 73942',
          tenants: [
            {
              p: person('Jes\u00fas', 'Ortega'),
              tel: '(580) 555-0166',
              email: 'jesus.ortega@example.com',
            },
            {
              p: person('Marisol', 'Ortega'),
              tel: '(580) 555-0174',
              email: 'marisol.ortega@example.com',
            },
          ],
          occupants: [person('Emilio', 'Ortega'), person('Luc\u00eda', 'Ortega')],
          premises: '16482 County Road 24, Guymon, OK 73942',
          outbuildings: 'the detached single garage and the garden plot east of the house',
          term: { kind: 'fixed', start: '2027-03-01', end: '2028-02-28' },
          partialTo: null,
          partial: null,
          rent: 825,
          deposit: 800,
          late: { day: 'fifth (5th)', n: 5, fee: 25 },
          nsf: 30,
          extra: ['Garden plot and chicken run', 'No charge; up to twelve hens, no roosters'],
          payee: 'Harnish Farms',
          how: 'By check or money order mailed or delivered to Landlord\u2019s address below, or in cash handed to Landlord against a signed receipt',
          methods: ['Check', 'Money Order', 'Cash'],
          bank: null,
          guests: {
            text: 'Tenant may have guests, but no guest shall stay more than twenty-one (21) days in any calendar year without Landlord\u2019s written consent.',
            days: 21,
          },
          notes: [
            'A husband and wife as landlords (housingProvider as the preamble writes them); two tenants (a married couple, accented given name) and their two children as occupants. Fixed term. Checks and money orders payable to the farm\u2019s name (paymentRecipient as the payee line writes it) or cash against a receipt, at the landlords\u2019 rural route box (paymentAddress and mailingAddress). Late after the end of the 5th. Guests twenty-one days in a calendar year. The garden plot and hens are not rent.',
          ],
        }),
    },
    {
      name: 'tw17_ok_farm_dwelling_woodward_scan',
      build: () =>
        build({
          made: '2027-10-06',
          county: 'Woodward',
          town: 'Woodward',
          landlords: [],
          company: {
            name: 'Sandhill Draw Cattle Co., L.L.C.',
            signer: 'Dale Wentz, Managing Member',
          },
          landlordAddr: 'P.O. Box 412, Woodward, OK 73802',
          tenants: [
            {
              p: person('Travis', 'Lockridge'),
              tel: '(580) 555-0139',
              email: 'tlockridge@example.net',
            },
          ],
          occupants: [],
          premises: '42107 State Highway 34, Woodward, OK 73801',
          outbuildings: 'the carport and the small horse barn with its corral',
          term: { kind: 'monthly', start: '2027-10-15' },
          partialTo: '2027-10-31',
          partial: 383.87,
          rent: 700,
          deposit: 700,
          late: { day: 'tenth (10th)', n: 10, fee: 35 },
          nsf: 25,
          extra: [
            'Pasture for two horses',
            'Sixty and No/100 Dollars ($60.00) per month, not rent; Tenant supplies hay',
          ],
          payee: 'Sandhill Draw Cattle Co., L.L.C.',
          how: 'By direct deposit to Landlord\u2019s account no. 30-118-4492 at Plains Stockmen\u2019s Bank (routing no. 103917256), or by check mailed to Landlord\u2019s address below',
          methods: ['Bank Transfer', 'Check'],
          bank: '30-118-4492',
          guests: {
            text: 'No guest shall stay in the dwelling more than seven (7) consecutive days without Landlord\u2019s written consent.',
            days: 7,
          },
          notes: [
            'An L.L.C. that farms the land and lets its own tenant house (no manager; it signs by its managing member). One tenant, no occupants. Month to month from "the 15th day of October, 2027" with no end date; the first partial month ($383.87) and the amount due at signing ($1,083.87) are in Exhibit A. Direct deposit to the landlord\u2019s account (Bank Transfer, bankAccount as written; the routing number is a distractor) or checks mailed to its P.O. box; payable to the company. The horse pasture charge is not rent. Late after the end of the 10th. Guests seven consecutive days.',
          ],
        }),
      scan: {
        dpi: 130,
        rotate: -1.1,
        shear: 0.018,
        contrast: 0.7,
        noise: 9,
        quality: 44,
        seed: 17303,
      },
    },
  ],
}
