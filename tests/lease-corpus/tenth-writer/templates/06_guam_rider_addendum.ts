import { dt, person, usd, type Built, type Person } from '../../former-heldout/lib'
import type { Template } from '../../former-heldout/template'
import { kit } from '../../third-writer/kit'
import { andList, boxedText, freshPage, heading, pageNumbers, sign } from '../parts'

type V = {
  lessor: string
  lessorAddr: string
  office: { hours: string; phone: string } | null
  manager: { name: string; addr: string } | null
  residents: { p: Person; phone: string; email: string }[]
  occupants: Person[]
  premises: string
  start: string
  end: string
  rent: number
  deposit: number
  payee: string
  payAt: string
  rider: { kind: 'end'; newEnd: string; why: string } | { kind: 'due'; why: string }
  signed: string
  notes: string[]
}

const build = async (v: V): Promise<Built> => {
  const k = await kit({ serif: true, margin: 60, size: 9.4 })
  const { f } = k
  k.line(v.lessor.toUpperCase(), 9, f.sansBold)
  k.line(
    v.office
      ? `Leasing office: ${v.lessorAddr}  \u00b7  ${v.office.phone}  \u00b7  Open ${v.office.hours}`
      : v.lessorAddr,
    7.8,
    f.sans,
  )
  k.gap(14)
  k.centre('Apartment Lease', 17, f.italic)
  k.gap(6)
  const sec = (n: number, t: string, s: string) => {
    heading(k, `\u00a7 ${n}  ${t}`, { size: 9.6, font: f.bold })
    k.p(s, { after: 4 })
  }
  const names = andList(v.residents.map((r) => r.p.full))
  sec(
    1,
    'Who is bound',
    `${v.lessor} ("Lessor") leases to ${names} ("Resident"), jointly and severally.` +
      (v.manager
        ? ` The Lessor has appointed ${v.manager.name}, ${v.manager.addr}, as its managing agent for this lease.`
        : '') +
      (v.occupants.length
        ? ` Besides the Resident, only ${andList(v.occupants.map((o) => o.full))} may occupy the apartment.`
        : ''),
  )
  sec(
    2,
    'Apartment',
    `The apartment is ${v.premises}, furnished with stove, refrigerator and split-type air conditioners.`,
  )
  sec(
    3,
    'Term',
    `The lease begins ${dt(v.start).monthShort} and ends ${dt(v.end).monthShort}, subject to any rider signed with it.`,
  )
  const due0 = 'payable on the first day of each month'
  sec(
    4,
    'Rent',
    `Rent is ${usd(v.rent)} per month, ${due0}, by check or money order to the order of ${v.payee}, delivered to ${v.payAt}. The Lessor does not accept cash.`,
  )
  sec(
    5,
    'Late payment',
    'If rent is not received within five (5) days after it is payable, the Resident owes a late charge of $50.00 plus $10.00 for each further day, up to $150.00 in a month.',
  )
  const nsf = 'Each dishonored check costs the Resident $30.00.'
  sec(
    6,
    'Dishonored checks',
    `${nsf} After one dishonored check, the Lessor may require money orders only.`,
  )
  const ret =
    'within thirty (30) days after the lease ends and the Resident surrenders the keys, less any amounts properly deducted under this lease, with a written itemization'
  sec(
    7,
    'Security deposit',
    `The Resident has paid a security deposit of ${usd(v.deposit)}. The Lessor will refund the security deposit ${ret}.`,
  )
  sec(
    8,
    'Guests',
    'A guest may stay no longer than five (5) consecutive nights without the Lessor\u2019s written permission.',
  )
  sec(
    9,
    'Notices',
    `Notices to the Lessor must be in writing and delivered to ${v.manager ? v.manager.addr : v.lessorAddr}.`,
  )
  sec(
    10,
    'Riders',
    'Any rider signed together with this lease forms part of it; where a rider differs from this lease, the rider governs.',
  )
  k.p(`Dated ${dt(v.signed).monthShort}.`)
  sign(k, `LESSOR: ${v.lessor}${v.manager ? `, by ${v.manager.name}` : ''}`, { width: 280 })
  for (const r of v.residents)
    sign(k, `RESIDENT: ${r.p.full}`, { width: 280, under: [`${r.phone}  \u00b7  ${r.email}`] })
  freshPage(k)
  k.centre('RIDER No. 1', 14, f.bold)
  k.centre(`to the Apartment Lease for ${v.premises}`, 9, f.italic)
  k.gap(8)
  let endDate = v.end
  let due = due0
  let dueDay = 1
  if (v.rider.kind === 'end') {
    endDate = v.rider.newEnd
    boxedText(
      k,
      `\u00a7 3 (Term) is amended: the lease ends ${dt(v.rider.newEnd).monthShort}, not on the date written in \u00a7 3. ${v.rider.why} All other terms stay the same.`,
      { size: 9.4 },
    )
  } else {
    due = 'payable on or before the fifteenth day of each month'
    dueDay = 15
    boxedText(
      k,
      `\u00a7 4 (Rent) is amended so that rent is ${due}, beginning with the first month of the term, instead of on the first day. ${v.rider.why} The late-payment days in \u00a7 5 count from the fifteenth. All other terms stay the same.`,
      { size: 9.4 },
    )
  }
  k.p(
    'This rider is signed at the same time as the lease and takes effect on the first day of the term.',
    {
      size: 9,
    },
  )
  sign(k, `LESSOR: ${v.lessor}`, { width: 280 })
  for (const r of v.residents) sign(k, `RESIDENT: ${r.p.full}`, { width: 280 })
  pageNumbers(k, (i, n) => `Lease page ${i} of ${n}   ______ Resident initials`, { align: 'right' })
  const first = v.residents[0]
  if (!first) throw new Error('no resident')
  return {
    pdf: await k.w.save(),
    truth: {
      tenants: v.residents.map((r) => r.p),
      additionalOccupants: v.occupants.length ? v.occupants : null,
      tenantEmail: first.email,
      tenantPhone: first.phone,
      premisesAddress: v.premises,
      leaseType: 'fixed-term',
      startDate: v.start,
      endDate,
      terminationDateText: dt(endDate).monthShort,
      monthlyRent: v.rent,
      securityDeposit: v.deposit,
      rentDueDay: dueDay,
      maxGuestStayDays: 5,
      managementCompany: v.manager?.name ?? null,
      housingProvider: v.lessor,
      mailingAddress: v.manager ? v.manager.addr : v.lessorAddr,
      acceptedPaymentMethods: ['Check', 'Money Order'],
      gracePeriodDays: 5,
      nsfFeeFirst: 30,
      rentDueDescription: due,
      paymentRecipient: v.payee,
      paymentAddress: v.payAt,
      officeHours: v.office?.hours ?? null,
      nsfPolicy: nsf,
      depositReturnDays: 30,
      depositReturnCondition: ret,
      _notes: [
        'Apartment lease with section-sign headings (\u00a7 1 to \u00a7 10), abbreviated month dates, residents\u2019 phones and e-mails under their signatures, and Rider No. 1 on its own page, signed with the lease and effective on the first day of the term, in a box; the truth follows the rider and the replaced lease wording is a distractor.',
        '"not received within five (5) days after it is payable": gracePeriodDays 5, flat late charge with a daily add-on and cap (lateFeePercentage null). nsfPolicy is the dishonored-check sentence; the money-orders-only rule is a separate sentence. Deposit "refund the security deposit within \u2026": the condition is the wording after "the security deposit".',
        ...v.notes,
      ],
    },
  }
}

export const template: Template = {
  id: 'guam_rider_addendum',
  title: 'Guam apartment lease with a one-page rider changing one term',
  exercises:
    'lessor\u2019s small letterhead (with leasing-office phone in one), italic centred title, section-sign headings, residents jointly and severally with occupants in one, managing agent appointed in one, abbreviated month dates, rent "payable on the first day of each month" by check or money order to the order of a payee at an office, cash refused, late within five days with daily add-on and cap, dishonored-check sentence then money-orders rule, 30-day refund with itemization, five consecutive nights for guests, notices to the agent or the lessor, Rider No. 1 on its own page signed with the lease that moves the end date (two months later, to the end of summer session) or the due day (to the fifteenth), the replaced values as distractors',
  docs: [
    {
      name: 'tw10_gu_apartment_rider_mangilao',
      build: () =>
        build({
          lessor: 'Tasi Vista Apartments, LLC',
          lessorAddr: '144 Dairy Road, Mangilao, GU 96913',
          office: {
            hours: 'Monday through Saturday, 9:00 a.m. to 5:00 p.m.',
            phone: '(671) 555-0125',
          },
          manager: null,
          residents: [
            {
              p: person('Kiele', 'Aflague-Brennan'),
              phone: '(671) 555-0153',
              email: 'kiele.ab@example.edu',
            },
            {
              p: person('Yusuf', 'Demirci'),
              phone: '(671) 555-0157',
              email: 'yusuf.demirci@example.com',
            },
          ],
          occupants: [],
          premises: '144 Dairy Road, Apt 208, Mangilao, GU 96913',
          start: '2027-08-01',
          end: '2028-05-31',
          rent: 1525,
          deposit: 1525,
          payee: 'Tasi Vista Apartments, LLC',
          payAt: '144 Dairy Road, Leasing Office, Mangilao, GU 96913',
          rider: {
            kind: 'end',
            newEnd: '2028-07-31',
            why: 'The Resident is enrolled for the summer session and the Lessor agrees to extend the term to its close.',
          },
          signed: '2027-07-21',
          notes: [
            'Rider No. 1 moves the end date from May 31 to Jul. 31, 2028 (endDate and terminationDateText as the rider writes it). The LLC lessor runs its own leasing office (officeHours, no managementCompany); notices and payments go to the lessor\u2019s address and leasing office.',
          ],
        }),
    },
    {
      name: 'tw10_gu_apartment_rider_yigo',
      build: () =>
        build({
          lessor: 'Evangeline M. Taitano',
          lessorAddr: 'P.O. Box 9021, Yigo, GU 96929',
          office: null,
          manager: {
            name: 'Marianas Keystone Realty',
            addr: '2790 Route 1, Suite 3, Yigo, GU 96929',
          },
          residents: [
            {
              p: person('Jerome', 'Castellanos-Ward'),
              phone: '(671) 555-0161',
              email: 'jcward@example.net',
            },
          ],
          occupants: [person('Lila', 'Castellanos-Ward'), person('Mateo', 'Castellanos-Ward')],
          premises: '51 Chalan Kanton Tasi, Unit B, Yigo, GU 96929',
          start: '2027-11-01',
          end: '2028-10-31',
          rent: 1800,
          deposit: 2700,
          payee: 'Marianas Keystone Realty',
          payAt: '2790 Route 1, Suite 3, Yigo, GU 96929',
          rider: {
            kind: 'due',
            why: 'The Resident is paid at mid-month and the Lessor agrees to the later day.',
          },
          signed: '2027-10-18',
          notes: [
            'Rider No. 1 moves the due day from the first to the fifteenth (rentDueDay 15, rentDueDescription as the rider writes it). Individual lessor with a managing agent (managementCompany); notices to the agent (mailingAddress), the lessor\u2019s P.O. box is a distractor. Two children as occupants.',
          ],
        }),
    },
  ],
}
