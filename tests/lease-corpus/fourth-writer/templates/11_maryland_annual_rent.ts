import {
  dt,
  lastFirst,
  moneyWords,
  person,
  usd,
  type Built,
  type Person,
} from '../../former-heldout/lib'
import type { Template } from '../../former-heldout/template'
import { kit } from '../../third-writer/kit'
import { signLine } from '../sign'

type V = {
  owner: Person
  ownerAddr: string
  payee: string
  tenants: Person[]
  occupants: [Person, number][]
  emergency: [Person, string]
  phone: string
  email: string | null
  premises: string
  county: string
  start: string
  end: string
  rent: number
  deposit: number
  late: number
  nsf: number
  signed: string
  notes: string[]
}

const build = async (v: V): Promise<Built> => {
  const k = await kit({ serif: true, margin: 64, size: 10 })
  const { w, f, L, W, p } = k
  k.centre('RESIDENTIAL DWELLING LEASE', 13)
  k.centre(`${v.county}, Maryland`, 9.4, f.italic)
  k.gap(6)
  p(`LANDLORD: ${lastFirst(v.owner)}, whose address is ${v.ownerAddr}.`)
  p(`TENANT(S): ${v.tenants.map((t) => lastFirst(t)).join(' and ')}.`)
  p(
    `OTHER OCCUPANTS (minors): ${v.occupants.length ? v.occupants.map(([o, a]) => `${o.full}, age ${a}`).join('; ') : 'none'}.`,
  )
  p(`1. PREMISES. The dwelling known as ${v.premises}.`)
  p(
    `2. TERM. This lease is for a term of one year beginning ${dt(v.start).long} and ending ${dt(v.end).long}.`,
  )
  const annual = v.rent * 12
  p(
    `3. RENT. The annual rent is ${moneyWords(annual, 'upper')}, payable in equal monthly installments of ${moneyWords(v.rent, 'upper')}, each due on or before the first day of the month. (For comparison only, this equals about ${usd(Math.round((annual / 52) * 100) / 100)} per week.)`,
  )
  p(
    `4. PAYMENT. Tenant shall pay rent to ${v.payee} by check or money order delivered or mailed to the Landlord\u2019s address above, or by Zelle to the Landlord\u2019s phone number given to Tenant at move-in. No cash.`,
  )
  p(
    `5. LATE CHARGE. Maryland law allows a late charge of not more than five percent (5%) of the monthly rent. Rent received after the fifth day of the month is late and Tenant shall pay a late charge of ${usd(v.late)}.`,
  )
  p(
    `6. BAD CHECKS. Tenant will be charged ${usd(v.nsf)} for any check returned by the bank for any reason.`,
  )
  p(
    `7. SECURITY DEPOSIT. Tenant has paid ${usd(v.deposit)} as a security deposit. Landlord shall return the security deposit, with simple interest as required by Maryland law, less damages itemized in writing, within forty-five (45) days after the end of the tenancy. Tenant has the right to be present at a move-out inspection.`,
  )
  p(
    '8. GUESTS. No person other than those listed above may live at the Premises. Guests may stay no more than two weeks in a year.',
  )
  p('9. UTILITIES. Tenant pays BGE gas and electric and water by separate bill.')
  p(`10. EMERGENCY CONTACT (not a party to this lease): ${v.emergency[0].full}, ${v.emergency[1]}.`)
  p(`11. TENANT CONTACT. ${v.phone}${v.email ? `; ${v.email}` : ''}.`)
  k.gap(6)
  p(`WITNESS the signatures of the parties on ${dt(v.signed).long}.`)
  signLine(k, `LANDLORD ${v.owner.full}`)
  for (const t of v.tenants) signLine(k, `TENANT ${t.full}`, L + W - 220, 220)
  return {
    pdf: await w.save(),
    truth: {
      tenants: v.tenants,
      additionalOccupants: v.occupants.length ? v.occupants.map(([o]) => o) : null,
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
      housingProvider: v.owner.full,
      mailingAddress: v.ownerAddr,
      acceptedPaymentMethods: ['Check', 'Money Order', 'Zelle'],
      gracePeriodDays: 5,
      nsfFeeFirst: v.nsf,
      rentDueDescription: 'each due on or before the first day of the month',
      paymentRecipient: v.payee,
      paymentAddress: v.ownerAddr,
      nsfPolicy: `Tenant will be charged ${usd(v.nsf)} for any check returned by the bank for any reason.`,
      depositReturnDays: 45,
      depositReturnCondition:
        'with simple interest as required by Maryland law, less damages itemized in writing, within forty-five (45) days after the end of the tenancy',
      _notes: [
        'Landlord and tenants in "LAST, First" form in the preamble (truth in natural order); minors listed as occupants with ages.',
        'Rent stated as an annual total in capital words with figures, then monthly installments (monthlyRent) and a weekly comparison (distractor).',
        'The Zelle phone is not written in the lease (zelleNumber null). "Two weeks in a year": maxGuestStayDays 14. The statutory 5% cap is a distractor; the late charge is flat (lateFeePercentage null), late after the fifth day: gracePeriodDays 5.',
        'The emergency contact is a distractor.',
        ...v.notes,
      ],
    },
  }
}

export const template: Template = {
  id: 'maryland_annual_rent',
  title: 'Maryland residential dwelling lease stating the rent as an annual sum',
  exercises:
    'LAST, First landlord and tenants, minors with ages, annual rent in capital words with monthly installments and a weekly comparison, payee named in the payment clause, Zelle with no number, statutory 5% cap as a distractor for a flat late charge, emergency contact distractor',
  docs: [
    {
      name: 'tw4_md_dwelling_lease_baltimore_scan',
      scan: { dpi: 150, rotate: 1.7, contrast: 0.78, noise: 16, seed: 3303, quality: 48 },
      build: () =>
        build({
          owner: person('Ambrose', 'Kettleworth'),
          ownerAddr: '3100 St. Paul Street, Baltimore, MD 21218',
          payee: 'Kettleworth Rentals',
          tenants: [person('Tamika', 'Holloway'), person('Reginald', 'Amankwah')],
          occupants: [
            [person('Jada', 'Amankwah'), 11],
            [person('Isaiah', 'Amankwah'), 4],
          ],
          emergency: [person('Bernice', 'Holloway'), '(410) 555-0199'],
          phone: '(443) 555-0128',
          email: null,
          premises: '2709 Guilford Avenue, Baltimore, MD 21218',
          county: 'Baltimore City',
          start: '2027-05-01',
          end: '2028-04-30',
          rent: 1450,
          deposit: 1450,
          late: 72.5,
          nsf: 35,
          signed: '2027-04-17',
          notes: ['Rent payable to a trade name of the landlord ("Kettleworth Rentals").'],
        }),
    },
    {
      name: 'tw4_md_dwelling_lease_frederick',
      build: () =>
        build({
          owner: person('Philippa', 'Osterhaus'),
          ownerAddr: '12 W Patrick Street, Frederick, MD 21701',
          payee: 'Philippa Osterhaus',
          tenants: [person('Ezequiel', 'Montalban')],
          occupants: [],
          emergency: [person('Rocio', 'Montalban'), '(301) 555-0107'],
          phone: '(301) 555-0151',
          email: 'emontalban@example.com',
          premises: '415 Rockwell Terrace, Frederick, MD 21701',
          county: 'Frederick County',
          start: '2027-08-01',
          end: '2028-07-31',
          rent: 1680,
          deposit: 1680,
          late: 84,
          nsf: 35,
          signed: '2027-07-10',
          notes: ['One tenant; rent payable to the landlord by name.'],
        }),
    },
  ],
}
