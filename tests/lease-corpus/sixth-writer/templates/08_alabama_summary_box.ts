import { dt, moneyWords, person, usd, type Built, type Person } from '../../former-heldout/lib'
import type { Template } from '../../former-heldout/template'
import { kit } from '../../third-writer/kit'
import { andList, heading, pageNumbers, room, runningHead, sign, summaryBox } from '../parts'

type V = {
  owners: Person[]
  ownersAs: string
  ownerBox: string
  tenants: Person[]
  phone: string
  email: string
  occupants: { p: Person; age: number }[]
  premises: string
  start: string
  end: string
  twelve: boolean
  rent: number
  includes: string
  excludes: string
  carport: number | null
  deposit: number
  payee: string
  emergency: string
  signed: string
  notes: string[]
}

const build = async (v: V): Promise<Built> => {
  const k = await kit({ serif: true, margin: 58, size: 9.5 })
  const { f, p } = k
  k.centre('LEASE OF RESIDENTIAL PREMISES', 14.5)
  k.centre('State of Alabama', 9, f.italic)
  k.gap(8)
  summaryBox(k, 'LEASE SUMMARY \u2014 the terms below are part of this Lease', [
    ['Landlord', v.ownersAs],
    ['Tenant(s)', andList(v.tenants.map((t) => t.full))],
    ['Tenant phone', v.phone],
    ['Tenant e-mail', v.email],
    [
      'Occupants',
      v.occupants.length ? v.occupants.map((o) => `${o.p.full} (${o.age})`).join(', ') : 'none',
    ],
    ['Premises', v.premises],
    ['Lease begins', dt(v.start).long],
    ['Lease ends', dt(v.end).long],
    ['Monthly rent', usd(v.rent)],
    ['Security deposit', usd(v.deposit)],
    ['Rent due', 'on the first day of every month'],
    ['Pay rent to', `${v.payee}, ${v.ownerBox}`],
  ])
  const sec = (t: string) => heading(k, t, { size: 10, font: f.bold, rule: true })
  sec('1. Lease and Term')
  p(
    v.twelve
      ? `Landlord leases the Premises to Tenant for twelve (12) months beginning ${dt(v.start).long}, ending on the date shown in the Lease Summary.`
      : `Landlord leases the Premises to Tenant for the term shown in the Lease Summary.`,
  )
  sec('2. Rent')
  p(
    `Tenant shall pay rent of ${moneyWords(v.rent, 'upper')} each month. Rent includes ${v.includes} and does not include ${v.excludes}.` +
      (v.carport ? ` Use of the carport is ${usd(v.carport)} a month in addition to rent.` : ''),
  )
  p(
    `Rent may be paid by check or money order made payable to ${v.payee} and mailed to ${v.ownerBox}, or by Zelle to the Landlord\u2019s registered e-mail on file. Landlord does not accept cash.`,
  )
  p(
    'Rent not paid in full by the fifth (5th) day of the month is late, and Tenant shall pay a late charge of $75.00. Any check returned for insufficient funds will be charged a fee of $30.00, and Landlord may thereafter require payment by money order.',
  )
  sec('3. Security Deposit')
  p(
    `Landlord holds the security deposit shown in the Lease Summary. Landlord shall refund the deposit within sixty (60) days after Tenant surrenders the Premises, minus any amount needed to pay rent owed and to repair damage caused by Tenant beyond reasonable wear and tear.`,
  )
  sec('4. Occupancy and Guests')
  p(
    'Only the Tenants and Occupants named in the Lease Summary may live at the Premises. Guests may not stay longer than fourteen (14) consecutive days.',
  )
  sec('5. Care of the Premises')
  p(
    'Tenant shall keep the Premises clean, mow the yard in season, keep gutters and drains free of leaves where reachable from the ground, and promptly report any needed repair. Tenant shall not make alterations, paint or change locks without written consent.',
  )
  sec('6. Landlord\u2019s Access')
  p(
    'Landlord may enter on two (2) days\u2019 notice for inspection and repairs, and at any time in an emergency.',
  )
  sec('7. Notices and Emergency Contact')
  p(
    `Notices to Landlord go to ${v.ownerBox}. Tenant\u2019s emergency contact, who is not a tenant and has no rights under this Lease: ${v.emergency}.`,
  )
  sec('8. Whole Agreement')
  p(
    'This Lease and the Lease Summary are the whole agreement. It is governed by the Alabama Uniform Residential Landlord and Tenant Act.',
  )
  k.gap(4)
  room(k, 150)
  sec('9. Signatures')
  p('By signing below, each party agrees to this Lease and to the Lease Summary on page 1.')
  for (const o of v.owners)
    sign(k, `Landlord: ${o.full}`, { under: [`Date: ${dt(v.signed).long}`] })
  for (const t of v.tenants) sign(k, `Tenant: ${t.full}`, { under: [`Date: ${dt(v.signed).long}`] })
  runningHead(k, `Lease \u2014 ${v.premises}`)
  pageNumbers(k, (i, n) => `Page ${i} of ${n}   Initials: ______ ______`, { align: 'right' })
  return {
    pdf: await k.w.save(),
    truth: {
      tenants: v.tenants,
      additionalOccupants: v.occupants.length ? v.occupants.map((o) => o.p) : null,
      tenantEmail: v.email,
      tenantPhone: v.phone,
      premisesAddress: v.premises,
      leaseType: 'fixed-term',
      startDate: v.start,
      endDate: v.end,
      terminationDateText: dt(v.end).long,
      monthlyRent: v.rent,
      securityDeposit: v.deposit,
      rentDueDay: 1,
      maxGuestStayDays: 14,
      housingProvider: v.ownersAs,
      mailingAddress: v.ownerBox,
      acceptedPaymentMethods: ['Check', 'Money Order', 'Zelle'],
      gracePeriodDays: 5,
      nsfFeeFirst: 30,
      rentDueDescription: 'on the first day of every month',
      paymentRecipient: v.payee,
      paymentAddress: v.ownerBox,
      nsfPolicy: null,
      depositReturnDays: 60,
      depositReturnCondition:
        'within sixty (60) days after Tenant surrenders the Premises, minus any amount needed to pay rent owed and to repair damage caused by Tenant beyond reasonable wear and tear',
      _notes: [
        'A shaded Lease Summary box in two columns heads page 1; the clauses refer back to it. Values are taken from the summary where both give them.',
        'Landlord written as in the summary (housingProvider as written); no manager. The landlord\u2019s P.O. box is both the notice address and where checks are mailed; "Pay rent to" names the payee.',
        'Rent in capital words and figures; what the rent includes or excludes and any carport charge are not rent.',
        'Zelle is offered to "the Landlord\u2019s registered e-mail on file", which the lease does not give: Zelle listed, zelleNumber null.',
        'Late "not paid in full by the fifth (5th) day": gracePeriodDays 5; flat $75. The returned-check sentence joins the fee and a later money-order requirement in one sentence, so nsfPolicy is left null (nsfFeeFirst 30).',
        'Deposit "refund the deposit within sixty (60) days \u2026": depositReturnCondition the wording after "the deposit". The emergency contact is a distractor.',
        ...v.notes,
      ],
    },
  }
}

export const template: Template = {
  id: 'alabama_summary_box',
  title: 'Alabama owner\u2019s lease with a shaded two-column lease summary box',
  exercises:
    'shaded two-column summary box (landlord couple or individual, tenant contact, occupants with ages, dates, rent, deposit, due day, payee with a P.O. box), clauses with ruled headings referring back to it, "twelve (12) months beginning \u2026" or term by reference, rent in capital words with what it includes and excludes, carport charge apart from rent, check/money order by mail or Zelle to an unstated e-mail, no cash, late after the 5th flat, returned check and money-order sentence, 60-day deposit refund, emergency contact distractor, running head and initials footer',
  docs: [
    {
      name: 'tw6_al_owner_lease_huntsville',
      build: () =>
        build({
          owners: [person('Thaddeus', 'Boudreaux'), person('Marguerite', 'Boudreaux')],
          ownersAs: 'Thaddeus and Marguerite Boudreaux',
          ownerBox: 'P.O. Box 18342, Huntsville, AL 35804',
          tenants: [person('Cyprian', 'Adeleke'), person('Hollis', 'Vandergriff')],
          phone: '(256) 555-0149',
          email: 'cyprian.adeleke@example.com',
          occupants: [
            { p: person('Temi', 'Adeleke'), age: 11 },
            { p: person('Ayo', 'Adeleke'), age: 7 },
          ],
          premises: '4107 Panorama Drive SE, Huntsville, AL 35801',
          start: '2027-06-01',
          end: '2028-05-31',
          twelve: true,
          rent: 1650,
          includes: 'water, sewer and garbage collection',
          excludes: 'electricity, gas, internet or lawn service',
          carport: 40,
          deposit: 1650,
          payee: 'Thaddeus Boudreaux',
          emergency: 'Folake Adeleke, (205) 555-0108',
          signed: '2027-05-20',
          notes: [
            'Landlords are a married couple (both sign); checks payable to the husband alone. Two tenants and two children with ages. Term stated as twelve months beginning a date, with the end date in the summary.',
          ],
        }),
    },
    {
      name: 'tw6_al_owner_lease_mobile',
      build: () =>
        build({
          owners: [person('Evangeline', 'Thibodeaux-Ware')],
          ownersAs: 'Evangeline Thibodeaux-Ware',
          ownerBox: 'P.O. Box 91107, Mobile, AL 36691',
          tenants: [person('Desmond', 'Achterberg')],
          phone: '(251) 555-0164',
          email: 'd.achterberg@example.org',
          occupants: [],
          premises: '58 S Ann Street, Apt B, Mobile, AL 36604',
          start: '2027-10-01',
          end: '2028-03-31',
          twelve: false,
          rent: 995,
          includes: 'water and trash pickup',
          excludes: 'electricity or gas',
          carport: null,
          deposit: 995,
          payee: 'E. Thibodeaux-Ware',
          emergency: 'Lorraine Achterberg, (251) 555-0102',
          signed: '2027-09-17',
          notes: [
            'Individual landlord, six-month term given only by the summary dates; payee written with an initial ("E. Thibodeaux-Ware"). One tenant, no occupants.',
          ],
        }),
    },
  ],
}
