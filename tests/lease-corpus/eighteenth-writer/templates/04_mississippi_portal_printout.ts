import { rgb } from 'pdf-lib'
import { dt, person, usd, type Built, type Person } from '../../former-heldout/lib'
import type { Template } from '../../former-heldout/template'
import { kit } from '../../third-writer/kit'
import { card, edgeLine, gridAtoms, paraAtoms, pill, tableAtoms, type Atom } from '../parts'

type V = {
  id: string
  printed: string
  url: string
  generated: string
  owner: string
  manager: { name: string; office: string; box: string; tel: string; hours: string } | null
  ownerContact: string
  residents: { p: Person; tel: string; email: string }[]
  occupants: { p: Person; who: string }[]
  premises: string
  unitType: string
  term: { kind: 'fixed'; start: string; end: string } | { kind: 'monthly'; start: string }
  rent: number
  monthly: [charge: string, amount: number][]
  partial: { to: string; amount: number } | null
  moveIn: [charge: string, amount: number][]
  deposit: number
  late: { text: string; n: number; pct: number | null }
  nsf: number
  pay: { accepted: string; refused: string; where: string }
  methods: string[]
  payee: string
  payAt: string
  guests: { text: string; days: number }
  pets: string
  signed: [name: string, role: string, when: string][]
  notes: string[]
}

const build = async (v: V): Promise<Built> => {
  const k = await kit({ margin: 44, size: 9 })
  const { f } = k
  // app bar
  const barTop = k.w.height - 30
  k.w.page.drawRectangle({
    x: 0,
    y: barTop - 34,
    width: k.w.width,
    height: 34,
    color: rgb(0.97, 0.97, 0.98),
  })
  k.w.page.drawLine({
    start: { x: 0, y: barTop - 34 },
    end: { x: k.w.width, y: barTop - 34 },
    thickness: 0.6,
    color: rgb(0.85, 0.86, 0.89),
  })
  k.w.page.drawRectangle({
    x: k.L,
    y: barTop - 26,
    width: 18,
    height: 18,
    color: rgb(0.2, 0.36, 0.62),
  })
  k.w.page.drawText('L', {
    x: k.L + 5.5,
    y: barTop - 21.5,
    size: 11,
    font: f.sansBold,
    color: rgb(1, 1, 1),
  })
  k.w.page.drawText('LeaseLoft', { x: k.L + 24, y: barTop - 21, size: 11, font: f.sansBold })
  const crumb = `Leases  \u203a  ${v.id}  \u203a  Print view`
  k.w.page.drawText(crumb, {
    x: k.L + k.W - f.sans.widthOfTextAtSize(crumb, 8),
    y: barTop - 20,
    size: 8,
    font: f.sans,
    color: rgb(0.4, 0.42, 0.48),
  })
  k.w.y = barTop - 66
  k.w.page.drawText('Residential Lease Agreement', { x: k.L, y: k.w.y, size: 18, font: f.sansBold })
  k.w.y -= 20
  const pw = pill(k.w.page, f.sansBold, 'Fully signed', k.L, k.w.y)
  k.w.page.drawText(`Lease ID ${v.id}   \u00b7   Generated ${v.generated}`, {
    x: k.L + pw + 8,
    y: k.w.y,
    size: 8,
    font: f.sans,
    color: rgb(0.4, 0.42, 0.48),
  })
  k.w.y -= 22

  const m = v.manager
  card(
    k,
    'Parties',
    gridAtoms(
      k,
      [
        { label: 'Owner', value: v.owner },
        {
          label: 'Managed by',
          value: m ? m.name : 'Owner (self-managed)',
        },
        { label: m ? 'Manager phone' : 'Owner contact', value: m ? m.tel : v.ownerContact },
        ...(m
          ? [
              { label: 'Leasing office', value: m.office, span: 2 },
              { label: 'Office hours', value: m.hours },
            ]
          : []),
      ],
      { cols: 3 },
    ),
  )
  const people: string[][] = [
    ...v.residents.map((r, i) => [
      r.p.full,
      i === 0 ? 'Primary resident' : 'Co-resident',
      r.email,
      r.tel,
    ]),
    ...v.occupants.map((o) => [o.p.full, `Occupant (${o.who})`, '\u2014', '\u2014']),
  ]
  card(
    k,
    v.residents.length > 1 ? 'Residents (jointly and severally responsible)' : 'Residents',
    tableAtoms(k, ['Name', 'Role', 'Email', 'Mobile'], people, [0.26, 0.26, 0.3, 0.18]),
  )
  const start = dt(v.term.start)
  card(
    k,
    'Property and term',
    gridAtoms(
      k,
      [
        { label: 'Address', value: v.premises, span: 2 },
        { label: 'Home type', value: v.unitType },
        {
          label: 'Lease type',
          value: v.term.kind === 'fixed' ? 'Fixed term' : 'Month-to-month (30-day notice)',
        },
        { label: 'Start date', value: start.iso },
        { label: 'End date', value: v.term.kind === 'fixed' ? dt(v.term.end).iso : '\u2014' },
      ],
      { cols: 3 },
    ),
  )
  const monthlyTotal = v.rent + v.monthly.reduce((s, [, a]) => s + a, 0)
  card(
    k,
    'Monthly charges',
    tableAtoms(
      k,
      ['Charge', 'Frequency', 'Amount'],
      [
        ['Base rent', 'Monthly', usd(v.rent)],
        ...v.monthly.map(([c, a]) => [c, 'Monthly', usd(a)]),
        ['Total monthly charges', '', usd(monthlyTotal)],
      ],
      [0.5, 0.25, 0.25],
      { right: true, boldLast: true },
    ),
  )
  const moveRows: [string, number][] = [
    v.partial
      ? [`Prorated rent (${start.iso} to ${dt(v.partial.to).iso})`, v.partial.amount]
      : ['First month\u2019s rent', v.rent],
    ['Security deposit (refundable)', v.deposit],
    ...v.moveIn,
  ]
  const total = moveRows.reduce((s, [, a]) => s + a, 0)
  card(
    k,
    'Move-in charges',
    tableAtoms(
      k,
      ['Charge', 'Amount'],
      [...moveRows.map(([c, a]) => [c, usd(a)]), ['Total due before move-in', usd(total)]],
      [0.75, 0.25],
      { right: true, boldLast: true },
    ),
  )
  const due = 'due on or before the 1st day of each month'
  const nsf = `A returned or reversed payment costs ${usd(v.nsf)} each time it happens.`
  const payAtoms: Atom[] = [
    ...paraAtoms(k, 'When rent is due.', `Your rent is ${due}.`),
    ...paraAtoms(k, 'Payee.', `Make payments to ${v.payee}.`),
    ...paraAtoms(k, 'Accepted.', v.pay.accepted),
    ...paraAtoms(k, 'Not accepted.', v.pay.refused),
    ...paraAtoms(k, 'Where.', v.pay.where),
    ...paraAtoms(k, 'Late fees.', v.late.text),
    ...paraAtoms(
      k,
      'Returned payments.',
      `${nsf} After two returned payments we may require certified funds.`,
    ),
  ]
  card(k, 'Payments', payAtoms)
  const ret =
    'less itemized deductions, within 45 days after your lease ends and you return the keys'
  const clauses: [string, string][] = [
    [
      'Security deposit.',
      `We hold your security deposit of ${usd(v.deposit)} for unpaid rent and for damage beyond normal wear and tear. We will return your security deposit, ${ret} (Miss. Code Ann. \u00a7 89-8-21). Send us your forwarding address in writing.`,
    ],
    [
      'Term.',
      v.term.kind === 'fixed'
        ? `Your lease starts on ${start.iso} and ends on ${dt(v.term.end).iso}. If you stay after that with our consent, your lease continues month to month.`
        : `Your lease starts on ${start.iso} and runs month to month with no end date. You or we may end it with 30 days\u2019 written notice.`,
    ],
    [
      'Who lives here.',
      `Only the residents and occupants listed above may live in the home. ${v.guests.text}`,
    ],
    [
      'Utilities.',
      'You set up and pay for electricity, water, sewer and internet from the start date. Gas is not available at this home.',
    ],
    ['Pets.', v.pets],
    [
      'Repairs.',
      'Report repairs through the maintenance tab of your LeaseLoft account. Call 911 first in a fire or a gas emergency.',
    ],
    [
      'Entry.',
      'We may enter at reasonable times after giving you at least 24 hours\u2019 notice, or at any time in an emergency.',
    ],
    [
      'Notices.',
      m
        ? `Send written notices to ${m.name} at ${m.box}. We send notices to you by email at the address listed above.`
        : `Send written notices to ${v.owner} at ${v.payAt}. We send notices to you by email at the address listed above.`,
    ],
    [
      'Mississippi law.',
      'This lease is governed by the Mississippi Residential Landlord and Tenant Act, Miss. Code Ann. \u00a7 89-8-1 and following.',
    ],
  ]
  card(
    k,
    'Lease terms',
    clauses.flatMap(([h, t], i) => paraAtoms(k, `${i + 1}. ${h}`, t)),
  )
  card(
    k,
    'Signatures',
    tableAtoms(
      k,
      ['Signer', 'Role', 'Signed (UTC)'],
      v.signed.map((s) => [...s]),
      [0.36, 0.3, 0.34],
    ),
  )
  edgeLine(
    k,
    () => v.printed,
    () => `${v.id} \u00b7 Lease Agreement | LeaseLoft`,
    { font: f.sans, size: 7.4, y: k.w.height - 16, inset: 24 },
  )
  edgeLine(
    k,
    () => v.url,
    (i, n) => `${i}/${n}`,
    { font: f.sans, size: 7.4, y: 14, inset: 24 },
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
      premisesAddress: v.premises,
      leaseType: v.term.kind === 'fixed' ? 'fixed-term' : 'month-to-month',
      startDate: v.term.start,
      endDate: v.term.kind === 'fixed' ? v.term.end : null,
      terminationDateText: v.term.kind === 'fixed' ? dt(v.term.end).iso : null,
      monthlyRent: v.rent,
      securityDeposit: v.deposit,
      rentDueDay: 1,
      maxGuestStayDays: v.guests.days,
      managementCompany: m ? m.name : null,
      housingProvider: v.owner,
      mailingAddress: m ? m.box : v.payAt,
      acceptedPaymentMethods: v.methods,
      lateFeePercentage: v.late.pct,
      gracePeriodDays: v.late.n,
      nsfFeeFirst: v.nsf,
      totalMoveInCost: total,
      proratedRent: v.partial ? v.partial.amount : null,
      rentDueDescription: due,
      paymentRecipient: v.payee,
      paymentAddress: v.payAt,
      officeHours: m ? m.hours : null,
      nsfPolicy: nsf,
      depositReturnDays: 45,
      depositReturnCondition: ret,
      _notes: [
        'A lease printed from a rental platform\u2019s web page: the browser\u2019s print header (date and time, page title) and footer (address of the page, page count) on every page, an app bar with the platform\u2019s logo and a breadcrumb, a large title with a "Fully signed" status pill and the lease ID, then cards with rounded corners: Parties (label-over-value grid), Residents (table with role, e-mail and mobile; occupants as rows with dashes), Property and term (ISO dates), Monthly charges and Move-in charges tables with totals, Payments (run-in bold heads), numbered Lease terms in "we"/"you" wording, and a Signatures table with ISO timestamps.',
        'The print header\u2019s date and the signature timestamps are not lease dates. monthlyRent is the "Base rent" row only (the other monthly charges and their total are not rent); totalMoveInCost is the "Total due before move-in" row. rentDueDescription is the phrase of "When rent is due"; nsfPolicy the first sentence of "Returned payments"; depositReturnCondition the wording after "return your security deposit," in term 1 (45 days). Resident contacts from the Residents table (primary resident).',
        ...v.notes,
      ],
    },
  }
}

export const template: Template = {
  id: 'mississippi_portal_printout',
  title: 'Mississippi lease printed from a rental platform\u2019s web page',
  exercises:
    'browser print header (M/D/YY date and time, page title) and footer (page address, i/n) on every page; an app bar with the platform\u2019s logo and a breadcrumb; title with a "Fully signed" pill, lease ID and a generated timestamp; rounded cards: Parties as a label-over-value grid (an LLC owner with a property manager, its phone, leasing office with a suite and office hours; or an owner who manages the home himself with his phone), Residents table (name, role, e-mail, mobile; two co-residents, or one with a child as an occupant row with dashes), Property and term (unit first or a cottage letter first, home type, fixed term or month-to-month, ISO start and end dates or a dash), Monthly charges table (base rent, pet rent, reserved parking, valet trash or lawn care, bold total monthly charges), Move-in charges table (prorated rent with ISO dates or first month, deposit, pet deposit and administration fee, bold total due before move-in), Payments with run-in heads ("due on or before the 1st day of each month", payee, accepted and refused methods: portal by card or e-check, AutoPay, certified funds at the leasing office or money orders delivered to the owner; place; late fee flat with a daily add-on after 11:59 p.m. on the 5th or a percentage after the 3rd; returned-payment sentence), numbered Lease terms in we/you wording (deposit returned within 45 days, term, guests in consecutive nights or days in thirty, utilities, pets, repairs through the app, entry, notices to the manager\u2019s P.O. box or the owner\u2019s address), Signatures table with ISO timestamps',
  docs: [
    {
      name: 'tw18_ms_portal_printout_tupelo',
      build: () =>
        build({
          id: 'LS-20394',
          printed: '8/12/27, 4:18 PM',
          url: 'https://app.leaseloft.example.com/leases/LS-20394/print',
          generated: '2027-08-12 16:18 CDT',
          owner: 'Gum Tree Properties, LLC',
          manager: {
            name: 'Magnolia Keys Property Management, LLC',
            office: 'Suite 110, 1840 Crosstown Parkway, Tupelo, MS 38801',
            box: 'P.O. Box 3390, Tupelo, MS 38803',
            tel: '(662) 555-0125',
            hours: 'Mon\u2013Fri 9:00 AM\u20136:00 PM, Sat 10:00 AM\u20132:00 PM',
          },
          ownerContact: '',
          residents: [
            {
              p: person('Marcus', 'Dunaway'),
              tel: '(662) 555-0146',
              email: 'marcus.dunaway@example.com',
            },
            {
              p: person('Tiffany', 'Adebisi'),
              tel: '(662) 555-0158',
              email: 't.adebisi@example.net',
            },
          ],
          occupants: [],
          premises: 'Unit 204, 3115 Eason Ridge Drive, Tupelo, MS 38804',
          unitType: '2 bed / 2 bath apartment',
          term: { kind: 'monthly', start: '2027-08-18' },
          rent: 1045,
          monthly: [
            ['Pet rent (1 dog)', 30],
            ['Reserved parking', 20],
            ['Valet trash', 25],
          ],
          partial: { to: '2027-08-31', amount: 471.94 },
          moveIn: [
            ['Pet deposit (refundable)', 300],
            ['Administration fee (non-refundable)', 150],
          ],
          deposit: 500,
          late: {
            text: 'Rent not paid in full by 11:59 PM on the 5th is late. The late fee is $60.00 plus $5.00 for each additional day, up to $100.00 a month.',
            n: 5,
            pct: null,
          },
          nsf: 35,
          pay: {
            accepted:
              'ResidentPay in the LeaseLoft portal (debit card, credit card or e-check); AutoPay (automatic ACH draft on the 1st); certified funds \u2014 cashier\u2019s check or money order.',
            refused: 'Cash and personal checks.',
            where:
              'Certified funds go in the rent drop box at the leasing office, Suite 110, 1840 Crosstown Parkway, Tupelo, MS 38801.',
          },
          methods: ['Online Portal', 'ACH', "Cashier's Check", 'Money Order'],
          payee: 'Magnolia Keys Property Management, LLC',
          payAt: 'Suite 110, 1840 Crosstown Parkway, Tupelo, MS 38801',
          guests: {
            text: 'Guests may stay no more than 7 consecutive nights, or 14 nights in any 30-day period, without our written consent.',
            days: 7,
          },
          pets: 'One dog under 40 lb. is approved under the pet addendum. Pet rent is shown under Monthly charges.',
          signed: [
            ['Marcus Dunaway', 'Primary resident', '2027-08-11T22:04:51Z'],
            ['Tiffany Adebisi', 'Co-resident', '2027-08-12T01:37:09Z'],
            ['Renee Stallings', 'Manager for owner', '2027-08-12T21:15:44Z'],
          ],
          notes: [
            'An LLC owner with a property manager (managementCompany) whose leasing office takes certified funds in a drop box (paymentAddress, suite first) and whose P.O. box receives notices (mailingAddress); payable to the manager; officeHours from the Parties card. Two co-residents jointly and severally, no occupants. Month to month from 2027-08-18 with no end date; prorated rent ($471.94) and the total due before move-in ($1,421.94, with the pet deposit and administration fee) in the Move-in charges table. Pet rent, reserved parking and valet trash are not rent (total monthly charges $1,120.00 is a distractor). Portal, AutoPay (ACH), cashier\u2019s checks and money orders; cash and personal checks refused. Late after 11:59 PM on the 5th. Guests seven consecutive nights.',
          ],
        }),
    },
    {
      name: 'tw18_ms_portal_printout_starkville',
      build: () =>
        build({
          id: 'LS-31877',
          printed: '7/9/27, 10:02 AM',
          url: 'https://app.leaseloft.example.com/leases/LS-31877/print',
          generated: '2027-07-09 10:02 CDT',
          owner: 'Elliot Boone',
          manager: null,
          ownerContact: '(662) 555-0111 \u00b7 elliot.boone@example.com',
          residents: [
            {
              p: person('Caleb', 'Hutchins'),
              tel: '(662) 555-0133',
              email: 'caleb.hutchins@example.org',
            },
          ],
          occupants: [{ p: person('Maya', 'Hutchins'), who: 'daughter, age 4' }],
          premises: 'Cottage B, 408 Maxwell Drive, Starkville, MS 39759',
          unitType: '2 bed / 1 bath cottage',
          term: { kind: 'fixed', start: '2027-08-01', end: '2028-07-31' },
          rent: 925,
          monthly: [['Lawn care', 35]],
          partial: null,
          moveIn: [],
          deposit: 925,
          late: {
            text: 'Rent not received by the end of the 3rd is late, and a late fee of 10% of the base rent is added.',
            n: 3,
            pct: 10,
          },
          nsf: 30,
          pay: {
            accepted:
              'Online payment in the LeaseLoft portal (debit card or e-check); AutoPay (automatic monthly ACH transfer); money order.',
            refused: 'Cash, credit cards and personal checks.',
            where:
              'Money orders may be delivered to the owner at 215 Hollis Avenue, Starkville, MS 39759.',
          },
          methods: ['Online Portal', 'ACH', 'Money Order'],
          payee: 'Elliot Boone',
          payAt: '215 Hollis Avenue, Starkville, MS 39759',
          guests: {
            text: 'No guest may stay longer than 10 days in any 30-day period.',
            days: 10,
          },
          pets: 'No pets are allowed without a signed pet addendum.',
          signed: [
            ['Caleb Hutchins', 'Primary resident', '2027-07-08T18:40:12Z'],
            ['Elliot Boone', 'Owner', '2027-07-09T14:55:30Z'],
          ],
          notes: [
            'An individual owner who manages the cottage himself (no manager, no office hours); money orders delivered to his address, where notices also go (paymentAddress, mailingAddress); payable to the owner. One resident and his daughter as an occupant row. Fixed term 2027-08-01 to 2028-07-31 (terminationDateText in ISO as written). Lawn care ($35.00) is not rent. The total due before move-in ($1,850.00) is the first month and the deposit. Portal, AutoPay (ACH) and money orders; cash, credit cards and personal checks refused. Late after the end of the 3rd with a 10% fee. Guests ten days in thirty.',
          ],
        }),
    },
  ],
}
