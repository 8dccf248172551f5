import { dt, lastFirst, person, usd, type Built, type Person } from '../../former-heldout/lib'
import type { Template } from '../../former-heldout/template'
import { kit } from '../kit'

type V = {
  landlord: string
  manager: string | null
  noticeAddr: string
  payAddr: string
  tenants: Person[]
  occupants: Person[]
  phone: string
  email: string | null
  premises: string
  start: string
  end: string
  rent: number
  due: number
  deposit: number
  latePct: number
  grace: number
  graceWords: string
  nsf: number
  returnDays: number
  state: string
  signed: string
  notes: string[]
}

const build = async (v: V): Promise<Built> => {
  const k = await kit({ serif: true, margin: 64, size: 10 })
  const { w, f, p } = k
  k.centre('RESIDENTIAL LEASE', 14)
  k.centre(
    '(the particulars of this Lease are set out in Schedule A, which forms part of it)',
    8.8,
    f.italic,
  )
  k.gap(8)
  const c = (n: number, body: string) => p(`${n}.  ${body}`)
  c(
    1,
    'Grant. The Landlord named in Schedule A leases to the Tenant named in Schedule A the premises described in Schedule A for the Term stated there.',
  )
  c(
    2,
    'Rent. The Tenant shall pay the Monthly Rent stated in Schedule A, in advance, on the Rent Day stated there, at the Payment Address stated there or by such electronic means as the Landlord approves in writing. Rent for any part of a month is prorated.',
  )
  c(
    3,
    'Late payment. If the Tenant fails to pay rent within the Grace Period stated in Schedule A, the Tenant shall pay a late charge of the Late Charge Percentage stated in Schedule A multiplied by the unpaid rent.',
  )
  c(
    4,
    'Dishonoured payments. Each dishonoured payment incurs the Returned Payment Fee stated in Schedule A.',
  )
  c(
    5,
    'Deposit. The Tenant has paid the Deposit stated in Schedule A. The Landlord shall return it, less amounts properly applied and listed in writing, within the Deposit Return Period stated in Schedule A after the Tenant vacates and delivers a forwarding address.',
  )
  c(
    6,
    'Occupants. Only the Tenant and the Occupants listed in Schedule A may reside in the premises. Occupants have no rights as tenants.',
  )
  c(
    7,
    'Use and care. The Tenant shall use the premises only as a private dwelling, keep them clean and safe, and pay for damage caused by the Tenant, Occupants or guests.',
  )
  c(
    8,
    'Access. The Landlord may enter at reasonable hours on 24 hours\u2019 notice, and at any time in an emergency.',
  )
  c(9, 'Assignment. The Tenant shall not assign this Lease or sublet without written consent.')
  c(
    10,
    'Notices. Notices shall be in writing and delivered to the Notice Address of the party in Schedule A.',
  )
  c(11, `Law. This Lease is governed by the law of the Commonwealth or State of ${v.state}.`)
  w.newPage()
  w.y = w.height - 70
  k.centre('SCHEDULE A \u2014 PARTICULARS', 12.5)
  k.gap(4)
  k.table(
    [
      ['A1  Landlord', v.landlord + (v.manager ? `, by its property manager ${v.manager}` : '')],
      ['A2  Landlord\u2019s Notice Address', v.noticeAddr],
      ['A3  Tenant(s)', v.tenants.map((t) => lastFirst(t, false)).join(' | ')],
      ['A4  Tenant\u2019s Notice Address', 'the premises'],
      ['A5  Tenant\u2019s phone / e-mail', [v.phone, v.email ?? 'none given'].join(' / ')],
      ['A6  Occupants', v.occupants.map((o) => `${o.full} (minor)`).join(', ') || 'none'],
      ['A7  Premises', v.premises],
      ['A8  Term', `commencing ${dt(v.start).monthShort} and expiring ${dt(v.end).monthShort}`],
      ['A9  Monthly Rent', usd(v.rent)],
      ['A10 Rent Day', `the ${v.due === 1 ? '1st' : `${v.due}th`} day of each calendar month`],
      ['A11 Payment Address', v.payAddr],
      ['A12 Grace Period', `${v.graceWords} (${v.grace}) days`],
      ['A13 Late Charge Percentage', `${v.latePct}%`],
      ['A14 Returned Payment Fee', usd(v.nsf)],
      ['A15 Deposit', usd(v.deposit)],
      ['A16 Deposit Return Period', `${v.returnDays} days`],
    ],
    [0.36, 0.64],
    { size: 9.4 },
  )
  k.gap(10)
  p(`Executed ${dt(v.signed).monthShort}.`)
  k.gap(10)
  for (const who of [
    v.manager ? `${v.manager} for ${v.landlord}` : v.landlord,
    ...v.tenants.map((t) => t.full),
  ]) {
    w.page.drawLine({ start: { x: k.L, y: w.y }, end: { x: k.L + 250, y: w.y }, thickness: 0.5 })
    w.page.drawText(who, { x: k.L, y: w.y - 11, size: 9, font: w.regular })
    w.y -= 32
  }
  return {
    pdf: await w.save(),
    truth: {
      tenants: v.tenants,
      additionalOccupants: v.occupants.length ? v.occupants : null,
      tenantEmail: v.email,
      tenantPhone: v.phone,
      premisesAddress: v.premises,
      leaseType: 'fixed-term',
      startDate: v.start,
      endDate: v.end,
      terminationDateText: dt(v.end).monthShort,
      monthlyRent: v.rent,
      securityDeposit: v.deposit,
      rentDueDay: v.due,
      managementCompany: v.manager,
      housingProvider: v.landlord,
      mailingAddress: v.noticeAddr,
      lateFeePercentage: v.latePct,
      gracePeriodDays: v.grace,
      nsfFeeFirst: v.nsf,
      nsfPolicy: 'Each dishonoured payment incurs the Returned Payment Fee stated in Schedule A.',
      rentDueDescription: `the ${v.due === 1 ? '1st' : `${v.due}th`} day of each calendar month`,
      paymentAddress: v.payAddr,
      depositReturnDays: v.returnDays,
      _notes: [
        'All particulars are in Schedule A on the last page; the clauses on page 1 only refer to them by name. Tenants in "Last, First" form separated by bars.',
        'No payment methods are listed (acceptedPaymentMethods null). Payment address differs from the notice address. Who receives rent is not stated beyond the payment address (paymentRecipient null).',
        'The deposit return condition is only a cross-reference to Schedule A, so depositReturnCondition is null; depositReturnDays comes from A16.',
        ...v.notes,
      ],
    },
  }
}

export const template: Template = {
  id: 'schedule_a_at_end',
  title: 'Lease whose clauses refer to a Schedule A of particulars on the last page',
  exercises:
    'all values in a schedule after the clauses, tenants as Last, First, separate payment and notice addresses, percentage late charge, rent day not the 1st',
  docs: [
    {
      name: 'tw3_pa_schedule_lease_pittsburgh',
      build: () =>
        build({
          landlord: 'Allegheny Hilltop Properties LLC',
          manager: 'Three Rivers Residential Services',
          noticeAddr: '600 Grant Street, Suite 4100, Pittsburgh, PA 15219',
          payAddr: 'P.O. Box 643002, Pittsburgh, PA 15264',
          tenants: [person('Evander', 'Kowalski-Obi'), person('Linnea', 'Sorensen')],
          occupants: [person('Ada', 'Sorensen')],
          phone: '(412) 555-0128',
          email: 'evander.ko@example.com',
          premises: '4417 Butler Street, 2nd Floor, Pittsburgh, PA 15201',
          start: '2027-07-01',
          end: '2028-06-30',
          rent: 1595,
          due: 1,
          deposit: 1595,
          latePct: 5,
          grace: 5,
          graceWords: 'five',
          nsf: 35,
          returnDays: 30,
          state: 'Pennsylvania',
          signed: '2027-06-14',
          notes: ['Two tenants, one minor occupant.'],
        }),
    },
    {
      name: 'tw3_mn_schedule_lease_st_paul',
      build: () =>
        build({
          landlord: 'Josephine Aldana-Whitcomb',
          manager: null,
          noticeAddr: '1780 Grand Avenue, St. Paul, MN 55105',
          payAddr: '1780 Grand Avenue, St. Paul, MN 55105',
          tenants: [person('Rafferty', 'Nguyen')],
          occupants: [],
          phone: '(651) 555-0183',
          email: null,
          premises: '967 Selby Avenue, Apt 1, St. Paul, MN 55104',
          start: '2027-11-10',
          end: '2028-11-09',
          rent: 1215,
          due: 10,
          deposit: 1215,
          latePct: 8,
          grace: 3,
          graceWords: 'three',
          nsf: 30,
          returnDays: 21,
          state: 'Minnesota',
          signed: '2027-11-01',
          notes: [
            'Individual landlord without a manager; rent day the 10th; 8% late charge (Minnesota cap); no e-mail ("none given").',
          ],
        }),
    },
  ],
}
