import { dt, person, usd, type Built, type Person } from '../../former-heldout/lib'
import type { Template } from '../../former-heldout/template'
import { kit } from '../../third-writer/kit'
import { andList, pageNumbers, typedSignature } from '../parts'

type V = {
  landlord: Person
  llAddr: string
  llPhone: string
  zelle: string
  tenants: { p: Person; phone: string; email: string }[]
  occupants: { p: Person; age: number }[]
  street: string
  unit: string
  city: string
  unitPhrase: string
  start: string
  end: string | null
  rent: number
  deposit: number
  signed: string
  emergency: string
  notes: string[]
}

const build = async (v: V): Promise<Built> => {
  const k = await kit({ serif: true, margin: 64, size: 10.4 })
  const { f, p } = k
  const h = (t: string) => {
    k.gap(3)
    k.line(t, 10.4, f.bold)
  }
  k.centre('RENTAL AGREEMENT', 15, f.bold)
  k.gap(6)
  p(
    `This is an agreement between me, ${v.landlord.full}, the owner ("Landlord"), and ${andList(v.tenants.map((t) => t.p.full))} ("you"), for ${v.unitPhrase} of the house at ${v.street}, ${v.city}.`,
  )
  h('How long')
  p(
    v.end
      ? `This lease is for twelve (12) months beginning ${dt(v.start).long}, that is, through ${dt(v.end).long}.`
      : `This is a month-to-month tenancy beginning ${dt(v.start).long}. Either of us may end it with at least thirty (30) days\u2019 written notice before the end of a month.`,
  )
  h('Who lives there')
  p(
    v.occupants.length
      ? `Only you and ${andList(v.occupants.map((o) => `${o.p.full} (age ${o.age})`))} may live here. Friends may visit, but no one else may stay more than seven (7) nights in a month.`
      : 'Only you may live here. Friends may visit, but no one else may stay more than seven (7) nights in a month.',
  )
  h('Rent')
  p(
    `Rent is ${usd(v.rent, false)} a month, due on the 1st. Make checks payable to ${v.landlord.full} and mail or drop them at ${v.llAddr}, or send the rent by Zelle to ${v.zelle}. If you pay after the 5th, the late fee is $20.00 a day, up to $100.00 in any month. If a check bounces, you owe me $30.00 on top of the rent.`,
  )
  h('Deposit')
  p(
    `You have paid a deposit of ${usd(v.deposit, false)}. I will return your deposit within 30 days after you move out and give me your new address, minus any unpaid rent and the cost of repairing damage beyond normal wear and tear, with a written list of what I kept.`,
  )
  h('Utilities and upkeep')
  p(
    'You pay electricity and gas. I pay water, sewer and garbage. You mow and shovel the walk; I fix the furnace, plumbing and appliances. Tell me about leaks right away.',
  )
  h('Other rules')
  p(
    'No smoking inside. No pets without my written OK. No subletting. I will give you 24 hours\u2019 notice before I come in, except in an emergency.',
  )
  h('Contacting each other')
  p(
    `Reach me at ${v.llPhone} or at my address above. Your emergency contact (not a tenant): ${v.emergency}.`,
  )
  k.gap(8)
  p(`Signed on ${dt(v.signed).long}.`)
  k.gap(4)
  typedSignature(k, `Landlord: ${v.landlord.full}`, v.landlord.full)
  for (const t of v.tenants)
    typedSignature(k, `Tenant: ${t.p.full}`, t.p.full, [`Phone: ${t.phone}`, `E-mail: ${t.email}`])
  pageNumbers(k, (i, n) => `Page ${i} of ${n}`, { align: 'center' })
  const first = v.tenants[0]
  if (!first) throw new Error('no tenant')
  return {
    pdf: await k.w.save(),
    truth: {
      tenants: v.tenants.map((t) => t.p),
      additionalOccupants: v.occupants.length ? v.occupants.map((o) => o.p) : null,
      tenantEmail: first.email,
      tenantPhone: first.phone,
      premisesAddress: `${v.street}, ${v.unit}, ${v.city}`,
      leaseType: v.end ? 'fixed-term' : 'month-to-month',
      startDate: v.start,
      endDate: v.end,
      terminationDateText: v.end ? dt(v.end).long : null,
      monthlyRent: v.rent,
      securityDeposit: v.deposit,
      rentDueDay: 1,
      maxGuestStayDays: 7,
      housingProvider: v.landlord.full,
      mailingAddress: v.llAddr,
      acceptedPaymentMethods: ['Check', 'Zelle'],
      zelleNumber: v.zelle,
      gracePeriodDays: 5,
      nsfFeeFirst: 30,
      rentDueDescription: 'due on the 1st',
      paymentRecipient: v.landlord.full,
      paymentAddress: v.llAddr,
      nsfPolicy: 'If a check bounces, you owe me $30.00 on top of the rent.',
      depositReturnDays: 30,
      depositReturnCondition:
        'within 30 days after you move out and give me your new address, minus any unpaid rent and the cost of repairing damage beyond normal wear and tear, with a written list of what I kept',
      _notes: [
        'Small landlord\u2019s plain first-person agreement ("me", "you") with short bold headings and no clause numbers. The unit is a floor phrase written before the street in the opening sentence; the truth gives it after the street.',
        'Landlord\u2019s own address in the rent paragraph is the payment address and, as "my address above", the notice address (mailingAddress). Checks payable to the landlord; Zelle to the phone number (zelleNumber).',
        'Late "if you pay after the 5th": gracePeriodDays 5; $20 a day capped at $100, so lateFeePercentage null. The bounced-check sentence is conditional but the only returned-payment wording, kept as nsfPolicy.',
        'Rent and deposit written without cents; "seven (7) nights in a month" gives maxGuestStayDays 7. The emergency contact is a distractor. Tenants\u2019 phones and e-mails are only under their signature lines (the first tenant\u2019s are tenantPhone and tenantEmail).',
        ...v.notes,
      ],
    },
  }
}

export const template: Template = {
  id: 'iowa_small_landlord',
  title: 'Iowa small landlord\u2019s plain first-person rental agreement',
  exercises:
    'one-to-two-page plain agreement in the first person, unit as a floor phrase before the street, "for twelve (12) months beginning \u2026, that is, through \u2026" or month to month, rent without cents, checks payable to the landlord at his or her home address or Zelle to a phone, late after the 5th with a daily capped fee, bounced-check sentence, 30-day deposit return, guest nights per month, emergency contact distractor, tenants\u2019 phones and e-mails under typed signatures',
  docs: [
    {
      name: 'tw6_ia_owner_lease_cedar_rapids',
      build: () =>
        build({
          landlord: person('Dale', 'Kinsinger'),
          llAddr: '2210 Bever Avenue SE, Cedar Rapids, IA 52403',
          llPhone: '(319) 555-0116',
          zelle: '(319) 555-0116',
          tenants: [
            {
              p: person('Tamsin', 'Oyelaran'),
              phone: '(319) 555-0152',
              email: 'tamsin.oyelaran@example.com',
            },
            {
              p: person('Bartholomew', 'Reyes-Lindahl'),
              phone: '(319) 555-0187',
              email: 'bart.rl@example.net',
            },
          ],
          occupants: [{ p: person('Noor', 'Oyelaran'), age: 6 }],
          street: '1514 2nd Avenue SE',
          unit: 'Upper',
          city: 'Cedar Rapids, IA 52403',
          unitPhrase: 'the upper apartment (Upper)',
          start: '2027-08-01',
          end: '2028-07-31',
          rent: 1075,
          deposit: 1075,
          signed: '2027-07-10',
          emergency: 'Grace Oyelaran, (563) 555-0104',
          notes: [
            'Twelve-month term stated as a length and a "through" date (terminationDateText). Two tenants and a child with her age.',
          ],
        }),
    },
    {
      name: 'tw6_ia_owner_lease_ames_photo',
      build: () =>
        build({
          landlord: person('Marguerite', 'Sandoval-Pruitt'),
          llAddr: '608 Ridgewood Avenue, Ames, IA 50010',
          llPhone: '(515) 555-0129',
          zelle: 'msandovalpruitt@example.org',
          tenants: [
            {
              p: person('Oluwaseun', 'Brightwater'),
              phone: '(515) 555-0175',
              email: 'seun.brightwater@example.com',
            },
          ],
          occupants: [],
          street: '221 Lincoln Way',
          unit: 'Lower',
          city: 'Ames, IA 50014',
          unitPhrase: 'the lower level (Lower)',
          start: '2027-10-01',
          end: null,
          rent: 860,
          deposit: 800,
          signed: '2027-09-22',
          emergency: 'Adeyemi Brightwater, (312) 555-0166',
          notes: [
            'Month to month: endDate and terminationDateText null. Zelle to the landlord\u2019s e-mail. One tenant.',
          ],
        }),
      scan: {
        dpi: 140,
        rotate: 2.2,
        lighting: 0.35,
        photo: true,
        noise: 6,
        quality: 50,
        seed: 6303,
      },
    },
  ],
}
