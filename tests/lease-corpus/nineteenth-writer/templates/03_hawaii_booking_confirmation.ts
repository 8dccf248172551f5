import { rgb } from 'pdf-lib'
import { dt, person, usd, type Built, type Person } from '../../former-heldout/lib'
import type { Template } from '../../former-heldout/template'
import { kit } from '../../third-writer/kit'
import { colourBar, heading, pageNumbers, room, ruledTable } from '../parts'

type V = {
  conf: string
  issued: string
  agent: { name: string; office: string; tel: string; hours: string } | null
  owner: string
  ownerTel: string
  ownerMail: string
  tenants: { p: Person; tel: string; email: string }[]
  occupants: { p: Person; who: string }[]
  home: string
  homeKind: string
  term: { kind: 'fixed'; start: string; end: string } | { kind: 'monthly'; start: string }
  rent: number
  extras: [item: string, amount: number][]
  prorate: { from: string; to: string; days: number; of: number } | null
  deposit: number
  pay: string
  methods: string[]
  zelle: string | null
  payee: string
  payAt: string | null
  late: { text: string; n: number; pct: number | null }
  nsf: string
  nsfFee: number
  guests: { text: string; n: number }
  notices: string
  rules: string[]
  accepted: string
  notes: string[]
}

const GET = 0.04712
const r2 = (n: number) => Math.round(n * 100) / 100

const build = async (v: V): Promise<Built> => {
  const k = await kit({ margin: 48, size: 9 })
  const { f } = k
  const TEAL: [number, number, number] = [0.05, 0.42, 0.45]
  k.w.y = k.w.height - 46
  colourBar(k, 'KeyHale  |  Lease Confirmation & Rental Agreement', {
    size: 12,
    colour: TEAL,
    right: `Confirmation no. ${v.conf}`,
  })
  k.line(
    `Issued ${v.issued}   \u2022   All dates in this document are written DD/MM/YYYY   \u2022   Amounts in US dollars`,
    7.6,
    f.sans,
  )
  k.gap(4)
  k.line(v.agent ? `Managed by ${v.agent.name}` : 'Owner-managed listing', 9.4, f.sansBold)
  if (v.agent)
    k.line(
      `${v.agent.office}  \u2022  ${v.agent.tel}  \u2022  Office hours: ${v.agent.hours}`,
      8.2,
      f.sans,
    )
  k.gap(6)

  // ---- the three date tiles ----
  const start = dt(v.term.start)
  const tiles: [string, string, string][] = [
    ['LEASE BEGINS', start.eu, 'keys from 3:00 p.m.'],
    [
      'LEASE ENDS',
      v.term.kind === 'fixed' ? dt(v.term.end).eu : 'Open',
      v.term.kind === 'fixed' ? 'move out by 11:00 a.m.' : 'month to month',
    ],
    ['RENT DUE', '1st', 'of each month'],
  ]
  const tw = (k.W - 20) / 3
  const top = k.w.y
  tiles.forEach(([cap, big, small], i) => {
    const x = k.L + i * (tw + 10)
    k.w.page.drawRectangle({
      x,
      y: top - 58,
      width: tw,
      height: 58,
      color: rgb(0.93, 0.97, 0.97),
      borderColor: rgb(...TEAL),
      borderWidth: 0.8,
    })
    k.w.page.drawText(cap, {
      x: x + 10,
      y: top - 14,
      size: 7,
      font: f.sansBold,
      color: rgb(...TEAL),
    })
    k.w.page.drawText(big, { x: x + 10, y: top - 35, size: 17, font: f.sansBold })
    k.w.page.drawText(small, { x: x + 10, y: top - 50, size: 7.6, font: f.sans })
  })
  k.w.y = top - 76

  heading(k, 'Your home', { size: 10.5, font: f.sansBold, rule: true })
  k.line(v.home, 10, f.sansBold)
  k.line(v.homeKind, 8.6, f.sans)
  k.gap(4)

  heading(k, 'People on this lease', { size: 10.5, font: f.sansBold, rule: true })
  ruledTable(
    k,
    ['Role', 'Name', 'Mobile', 'E-mail'],
    [
      ['Owner (landlord)', v.owner, v.ownerTel, v.ownerMail],
      ...(v.agent ? [['Property manager', v.agent.name, v.agent.tel, '\u2014']] : []),
      ...v.tenants.map((t) => ['Tenant', t.p.full, t.tel, t.email]),
      ...v.occupants.map((o) => [`Occupant (${o.who})`, o.p.full, '\u2014', '\u2014']),
    ],
    [0.2, 0.3, 0.18, 0.32],
    { size: 8.4, font: f.sans, headFont: f.sansBold, shade: 0.9 },
  )

  heading(k, 'Monthly payment', { size: 10.5, font: f.sansBold, rule: true })
  const get = r2(v.rent * GET)
  const monthly = r2(v.rent + get + v.extras.reduce((s, [, a]) => s + a, 0))
  ruledTable(
    k,
    ['Item', 'Amount'],
    [
      ['Base rent', usd(v.rent)],
      ['Hawaii general excise tax passed on at 4.712% of the base rent', usd(get)],
      ...v.extras.map(([item, a]) => [item, usd(a)]),
      ['Total monthly payment', usd(monthly)],
    ],
    [0.75, 0.25],
    { size: 8.4, font: f.sans, headFont: f.sansBold, shade: 0.9 },
  )

  heading(k, 'Payment schedule', { size: 10.5, font: f.sansBold, rule: true })
  const sched: string[][] = []
  let due = v.deposit
  sched.push(['At signing', 'Security deposit', usd(v.deposit)])
  if (v.prorate) {
    const part = r2((v.rent * v.prorate.days) / v.prorate.of)
    const partGet = r2(part * GET)
    sched.push([
      dt(v.prorate.from).eu,
      `Rent ${dt(v.prorate.from).eu}\u2013${dt(v.prorate.to).eu} (${v.prorate.days} of ${v.prorate.of} days) ${usd(part)} plus GET ${usd(partGet)}`,
      usd(r2(part + partGet)),
    ])
    due = r2(due + part + partGet)
  } else {
    sched.push([start.eu, 'First month\u2019s total monthly payment', usd(monthly)])
    due = r2(due + monthly)
  }
  sched.push(['Before key release', 'Total due before move-in', usd(due)])
  const nextMonth = v.prorate ? dt(addDay(v.prorate.to)).eu : dt(addMonth(v.term.start)).eu
  sched.push([
    `${nextMonth} and the 1st of every month after`,
    'Total monthly payment',
    usd(monthly),
  ])
  ruledTable(k, ['Date', 'What', 'Amount'], sched, [0.26, 0.56, 0.18], {
    size: 8.4,
    font: f.sans,
    headFont: f.sansBold,
    shade: 0.9,
  })

  heading(k, 'How to pay', { size: 10.5, font: f.sansBold, rule: true })
  k.p(v.pay, { size: 8.8, font: f.sans })

  heading(k, 'Lease terms', { size: 10.5, font: f.sansBold, rule: true })
  const ret =
    'less any itemized deductions, within 14 days after the lease ends and you return the keys (HRS \u00a7 521-44)'
  const terms = [
    `Rent. The base rent is ${usd(v.rent)} a month. Rent is due on the 1st of each month, in advance, together with the general excise tax and any other monthly charges shown above.`,
    `Late fee. ${v.late.text}`,
    `Returned payments. ${v.nsf}`,
    `Security deposit. Your security deposit of ${usd(v.deposit)} is held by ${v.agent ? v.agent.name : v.owner}. We return your security deposit, ${ret}. It may not be used as the last month\u2019s rent.`,
    v.term.kind === 'fixed'
      ? 'Term. This is a fixed-term lease. To stay on after the end date, both sides must sign a renewal; otherwise you move out on the end date.'
      : 'Term. This lease runs month to month from the begin date. Either side may end it by written notice at least 28 days before the end date given (HRS \u00a7 521-71).',
    `Guests. ${v.guests.text}`,
    ...v.rules,
    'Entry. We give at least two days\u2019 notice before entering, except in an emergency (HRS \u00a7 521-53).',
    `Notices. Written notices to the landlord go to ${v.notices}. Notices to you go to the home or your e-mail above.`,
  ]
  terms.forEach((t, i) => {
    room(k, 26)
    k.w.page.drawText(`${i + 1}.`, { x: k.L, y: k.w.y, size: 8.6, font: f.sansBold })
    const [head, ...rest] = t.split('. ')
    k.p([`${head}.`, rest.join('. ')], {
      size: 8.6,
      font: f.sans,
      x: k.L + 16,
      width: k.W - 16,
      after: 3,
    })
  })

  heading(k, 'Acceptance', { size: 10.5, font: f.sansBold, rule: true })
  k.p(v.accepted, { size: 8.4, font: f.sans })
  pageNumbers(k, (i, n) => `KeyHale lease confirmation ${v.conf} \u2022 ${i}/${n}`, {
    align: 'right',
  })

  const first = v.tenants[0]
  if (!first) throw new Error('no tenant')
  return {
    pdf: await k.w.save(),
    truth: {
      tenants: v.tenants.map((t) => t.p),
      additionalOccupants: v.occupants.length ? v.occupants.map((o) => o.p) : null,
      tenantEmail: first.email,
      tenantPhone: first.tel,
      premisesAddress: v.home,
      leaseType: v.term.kind === 'fixed' ? 'fixed-term' : 'month-to-month',
      startDate: v.term.start,
      endDate: v.term.kind === 'fixed' ? v.term.end : null,
      terminationDateText: v.term.kind === 'fixed' ? dt(v.term.end).eu : null,
      monthlyRent: v.rent,
      securityDeposit: v.deposit,
      rentDueDay: 1,
      maxGuestStayDays: v.guests.n,
      managementCompany: v.agent ? v.agent.name : null,
      housingProvider: v.owner,
      mailingAddress: v.notices,
      acceptedPaymentMethods: v.methods,
      zelleNumber: v.zelle,
      lateFeePercentage: v.late.pct,
      gracePeriodDays: v.late.n,
      nsfFeeFirst: v.nsfFee,
      totalMoveInCost: due,
      proratedRent: v.prorate ? r2((v.rent * v.prorate.days) / v.prorate.of) : null,
      rentDueDescription: 'due on the 1st of each month, in advance',
      paymentRecipient: v.payee,
      paymentAddress: v.payAt,
      officeHours: v.agent ? v.agent.hours : null,
      nsfPolicy: v.nsf,
      depositReturnDays: 14,
      depositReturnCondition: ret,
      _notes: [
        'A rental platform\u2019s lease confirmation set out like a booking confirmation, sans: a teal band with the platform and the confirmation number, an issue line saying dates are DD/MM/YYYY, a managed-by line with the office, telephone and hours (or "Owner-managed listing"), three tiles with the begin date, the end date (or "Open / month to month") and the rent due day, then headed blocks: the home, a people table (role, name, mobile, e-mail) with the owner, manager, tenants and occupants, a monthly payment table (base rent, Hawaii general excise tax passed on, other charges, total), a payment schedule table (deposit at signing, first month or a prorated part month with tax, total due before move-in, the monthly payment after), how to pay, numbered lease terms in we/you wording and an acceptance block with typed acceptances and times.',
        'All dates DD/MM/YYYY (terminationDateText as written). monthlyRent is the base rent: the general excise tax passed on, parking and the total monthly payment are not rent. totalMoveInCost is the stated total due before move-in (deposit and the first payment with tax); proratedRent the part-month rent before tax. rentDueDescription from lease term 1; depositReturnCondition the wording after "return your security deposit," in term 4. Issue and acceptance dates are not lease dates. Tenant contacts from the people table (first tenant).',
        ...v.notes,
      ],
    },
  }
}

const addDay = (iso: string) => {
  const d = new Date(`${iso}T00:00:00Z`)
  d.setUTCDate(d.getUTCDate() + 1)
  return d.toISOString().slice(0, 10)
}
const addMonth = (iso: string) => {
  const d = new Date(`${iso}T00:00:00Z`)
  d.setUTCMonth(d.getUTCMonth() + 1)
  return d.toISOString().slice(0, 10)
}

export const template: Template = {
  id: 'hawaii_booking_confirmation',
  title:
    'Hawaii rental platform\u2019s lease confirmation laid out like a booking confirmation, with DD/MM/YYYY dates',
  exercises:
    'a coloured band with the platform name and a confirmation number; an issue line stating that dates are DD/MM/YYYY; a managed-by line with the manager\u2019s office (suite first), telephone and hours, or "Owner-managed listing"; three tiles: lease begins and lease ends as DD/MM/YYYY (or "Open / month to month") and "RENT DUE 1st of each month"; the home (a Hawaii hyphenated house number with the unit after the street, or a hyphenated unit number first with the building\u2019s name on the line under it) and its kind; a people table with role, name, mobile and e-mail (an overseas couple as owners with a manager, or an LLC owner; two tenants with a child occupant, or one tenant); a monthly payment table with base rent, the general excise tax passed on, a second parking stall and the total monthly payment; a payment schedule table (deposit at signing, the first month\u2019s total or a prorated part month with its tax, the total due before move-in, the monthly payment after); how to pay (AutoPay and card or e-check in the app to the manager, or Zelle to the owner\u2019s phone and checks to its P.O. box); numbered we/you terms: rent "due on the 1st of each month, in advance", late fee (a percentage after the 5th, or flat after the 3rd), returned-payment sentence, deposit returned within 14 days, fixed term or month to month on 28 days\u2019 notice, guests in consecutive nights or nights in sixty days, house rules, entry on two days\u2019 notice, notices; typed acceptances with dates and times',
  docs: [
    {
      name: 'tw19_hi_booking_confirmation_kapolei',
      build: () =>
        build({
          conf: 'KH-27-04415',
          issued: '12/07/2027',
          agent: {
            name: 'Leeward Stays & Leasing, LLC',
            office: 'Suite 210, 1001 Kamokila Boulevard, Kapolei, HI 96707',
            tel: '(808) 555-0115',
            hours: 'Mon\u2013Fri 8:00 a.m.\u20134:30 p.m., Sat 9:00 a.m.\u2013noon',
          },
          owner: 'Graeme Wardlaw and Felicity Wardlaw',
          ownerTel: '\u2014',
          ownerMail: 'through the manager (owners live overseas)',
          tenants: [
            {
              p: person('Malia', 'Kahananui'),
              tel: '(808) 555-0162',
              email: 'malia.kahananui@example.com',
            },
            {
              p: person('Trent', 'Oyama'),
              tel: '(808) 555-0179',
              email: 'trent.oyama@example.net',
            },
          ],
          occupants: [{ p: person('Kai', 'Oyama'), who: 'child, 6' }],
          home: '92-1047 Olani Street, Unit 14, Kapolei, HI 96707',
          homeKind:
            'Furnished 3-bedroom, 2\u00bd-bath townhouse \u2022 two assigned stalls (14A included, 14B rented below)',
          term: { kind: 'fixed', start: '2027-08-01', end: '2028-07-31' },
          rent: 2650,
          extras: [['Second parking stall (14B)', 75]],
          prorate: null,
          deposit: 2650,
          pay: 'Pay Leeward Stays & Leasing, LLC in the KeyHale app: set up AutoPay (automatic monthly bank debit), or pay each month by card or e-check in the app. Cash, checks and money orders are not accepted.',
          methods: ['ACH', 'Online Portal'],
          zelle: null,
          payee: 'Leeward Stays & Leasing, LLC',
          payAt: null,
          late: {
            text: 'Rent received after the 5th of the month is late, and a late fee of 8% of the base rent is charged.',
            n: 5,
            pct: 8,
          },
          nsf: 'A payment returned or reversed by your bank costs $30.00.',
          nsfFee: 30,
          guests: { text: 'Guests may stay up to 10 consecutive nights.', n: 10 },
          notices: 'Suite 210, 1001 Kamokila Boulevard, Kapolei, HI 96707',
          rules: [
            'House rules. No smoking anywhere in the home or on the lanai. Quiet hours 10:00 p.m. to 7:00 a.m. Close the hurricane shutters when a warning is issued.',
          ],
          accepted:
            'Accepted in the KeyHale app by Malia Kahananui on 14/07/2027 at 18:22 HST and by Trent Oyama on 14/07/2027 at 18:40 HST; countersigned for the owners by Leeward Stays & Leasing, LLC on 15/07/2027.',
          notes: [
            'An overseas married couple as owners (housingProvider) with a property manager (managementCompany, payee, officeHours); notices to the manager\u2019s office (mailingAddress, suite first); no place of payment (paid in the app). Two tenants and a child occupant. Fixed term 01/08/2027 to 31/07/2028. Base rent $2,650.00 with GET and a second stall on top. AutoPay (ACH) and card or e-check in the app (Online Portal); cash, checks and money orders refused. Late after the 5th, 8% of the base rent. Total due before move-in: the deposit and the first month\u2019s total monthly payment.',
          ],
        }),
    },
    {
      name: 'tw19_hi_booking_confirmation_kihei',
      build: () =>
        build({
          conf: 'KH-27-05902',
          issued: '28/08/2027',
          agent: null,
          owner: 'Hale Kai Kihei LLC',
          ownerTel: '(808) 555-0127',
          ownerMail: 'halekaikihei@example.com',
          tenants: [
            {
              p: person('Brandon', 'Castellanos'),
              tel: '(808) 555-0194',
              email: 'b.castellanos@example.org',
            },
          ],
          occupants: [],
          home: 'Unit 3-204, 2650 South Kihei Road, Kihei, HI 96753',
          homeKind:
            'Keawakapu Terrace \u2022 furnished 1-bedroom condominium \u2022 one covered stall',
          term: { kind: 'monthly', start: '2027-09-15' },
          rent: 1980,
          extras: [],
          prorate: { from: '2027-09-15', to: '2027-09-30', days: 16, of: 30 },
          deposit: 1980,
          pay: 'Pay Hale Kai Kihei LLC by Zelle to (808) 555-0127, or by check payable to Hale Kai Kihei LLC mailed to P.O. Box 1290, Kihei, HI 96753. Please put the unit number in the memo.',
          methods: ['Zelle', 'Check'],
          zelle: '(808) 555-0127',
          payee: 'Hale Kai Kihei LLC',
          payAt: 'P.O. Box 1290, Kihei, HI 96753',
          late: {
            text: 'If rent is not received by the end of the 3rd, a late fee of $50.00 is charged.',
            n: 3,
            pct: null,
          },
          nsf: 'Each returned check or recalled transfer is charged $25.00.',
          nsfFee: 25,
          guests: { text: 'Guests may stay up to 14 nights in any 60 days.', n: 14 },
          notices: 'P.O. Box 1290, Kihei, HI 96753',
          rules: [
            'House rules. The building does not allow pets. Pool hours 8:00 a.m. to 9:00 p.m. Beach gear is rinsed at the outdoor shower, not in the unit.',
          ],
          accepted:
            'Accepted in the KeyHale app by Brandon Castellanos on 29/08/2027 at 07:51 HST; accepted for the owner by Joy Nakashima, member, on 29/08/2027 at 12:03 HST.',
          notes: [
            'An LLC owner that manages the unit itself (no managementCompany); the owner\u2019s mobile in the people table is also the Zelle number. Checks mailed to the LLC\u2019s P.O. box (paymentAddress), which is also where notices go (mailingAddress). One tenant, no occupants. Month to month from 15/09/2027 with a prorated first part month (16 of 30 days: $1,056.00 before tax); total due before move-in is the deposit with that part month and its tax. The unit is written first; the building\u2019s name is on the line under the address. Late after the 3rd (flat $50.00). Guests 14 nights in any 60 days.',
          ],
        }),
    },
  ],
}
