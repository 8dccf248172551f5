import { dt, moneyWords, person, usd, type Built, type Person } from '../../former-heldout/lib'
import type { Template } from '../../former-heldout/template'
import { kit } from '../kit'

type V = {
  sublessor: Person
  sublessorAddr: string
  master: string
  masterAddr: string
  masterEnd: string
  subtenants: Person[]
  phone: string
  email: string | null
  premises: string
  start: string
  end: string
  rent: number
  deposit: number
  zelle: string
  late: number
  signed: string
  notes: string[]
}

const build = async (v: V): Promise<Built> => {
  const k = await kit({ margin: 64, size: 10 })
  const { w, f, p } = k
  k.centre('SUBLEASE AGREEMENT', 14, f.sansBold)
  k.gap(8)
  const subs = v.subtenants.map((s) => s.full).join(' and ')
  p(
    `${v.sublessor.full} ("Sublessor"), the tenant of ${v.premises} under a lease from ${v.master} ("Landlord") that runs until ${dt(v.masterEnd).long} (the "Master Lease"), sublets the whole of that apartment to ${subs} ("Subtenant") on these terms.`,
  )
  p(
    `1. Sublease term. ${dt(v.start).long} to ${dt(v.end).long}. The sublease ends on that date even if the Master Lease continues.`,
  )
  p(
    `2. Rent. Subtenant pays Sublessor ${moneyWords(v.rent)} each month, on or before the 1st, by Zelle to ${v.zelle} or by check mailed to Sublessor at ${v.sublessorAddr}. Sublessor remains responsible to the Landlord for the rent under the Master Lease. Subtenant must not pay the Landlord directly.`,
  )
  p(
    `3. Late rent. Rent not received within three days after the due date carries a late fee of ${usd(v.late)}.`,
  )
  p(
    `4. Deposit. Subtenant has paid Sublessor a deposit of ${usd(v.deposit)}. Sublessor will return it within 30 days after Subtenant moves out, less unpaid rent and the cost of any damage for which the Landlord charges Sublessor.`,
  )
  p(
    `5. Master Lease. Subtenant has received a copy of the Master Lease and agrees to follow its rules. The Landlord has consented to this sublease in writing. The Landlord\u2019s office at ${v.masterAddr} handles repairs only; it is not a party to this sublease.`,
  )
  p(
    '6. Condition. Subtenant accepts the apartment furnished as listed in the attached inventory and will return it in the same condition, ordinary wear excepted.',
  )
  p(
    `7. Contact. Sublessor can be reached at ${v.sublessorAddr}. Subtenant: ${[v.phone, v.email].filter(Boolean).join(', ')}.`,
  )
  k.gap(12)
  k.line(`Signed ${dt(v.signed).us}`, 9.6)
  k.gap(12)
  for (const who of [
    `Sublessor: ${v.sublessor.full}`,
    ...v.subtenants.map((s) => `Subtenant: ${s.full}`),
  ]) {
    w.page.drawLine({ start: { x: k.L, y: w.y }, end: { x: k.L + 240, y: w.y }, thickness: 0.5 })
    w.page.drawText(who, { x: k.L, y: w.y - 11, size: 9, font: f.sans })
    w.y -= 34
  }
  k.gap(6)
  k.line(
    `LANDLORD\u2019S CONSENT: ${v.master} consents to the above sublease without releasing the Sublessor.`,
    8.6,
    f.sans,
  )
  return {
    pdf: await w.save(),
    truth: {
      tenants: v.subtenants,
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
      housingProvider: v.sublessor.full,
      mailingAddress: v.sublessorAddr,
      acceptedPaymentMethods: ['Zelle', 'Check'],
      zelleNumber: v.zelle,
      gracePeriodDays: 3,
      rentDueDescription: 'each month, on or before the 1st',
      paymentRecipient: v.sublessor.full,
      paymentAddress: v.sublessorAddr,
      depositReturnDays: 30,
      depositReturnCondition:
        'within 30 days after Subtenant moves out, less unpaid rent and the cost of any damage for which the Landlord charges Sublessor',
      _notes: [
        'Sublease: the subtenants are the tenants of this agreement; the sublessor (the original tenant) lets the home to them and receives rent, so housingProvider is the sublessor. The master landlord, its office address and the master lease end date are distractors.',
        'Rent by Zelle to the sublessor\u2019s contact or by check mailed to the sublessor.',
        'Late fee flat after three days (lateFeePercentage null).',
        ...v.notes,
      ],
    },
  }
}

export const template: Template = {
  id: 'missouri_sublease',
  title:
    'Missouri sublease of a whole apartment from the tenant to subtenants, with the landlord\u2019s consent',
  exercises:
    'sublease roles (sublessor as landlord, subtenants as tenants), master landlord and master lease dates as distractors, Zelle by phone or e-mail',
  docs: [
    {
      name: 'tw3_mo_sublease_kansas_city',
      build: () =>
        build({
          sublessor: person('Ignatius', 'Farrow'),
          sublessorAddr: '4120 Pennsylvania Avenue, Apt 9, Kansas City, MO 64111',
          master: 'Westport Terrace Apartments LLC',
          masterAddr: '4000 Mill Street, Kansas City, MO 64111',
          masterEnd: '2028-05-31',
          subtenants: [person('Perpetua', 'Onwuachi'), person('Silas', 'Grunewald')],
          phone: '(816) 555-0172',
          email: 'perpetua.o@example.com',
          premises: '4114 Pennsylvania Avenue, Apt 3, Kansas City, MO 64111',
          start: '2027-06-01',
          end: '2027-12-31',
          rent: 1325,
          deposit: 800,
          zelle: 'ifarrow@example.net',
          late: 40,
          signed: '2027-05-20',
          notes: ['Zelle identifier is an e-mail address.'],
        }),
    },
    {
      name: 'tw3_mo_sublease_st_louis',
      build: () =>
        build({
          sublessor: person('Henrietta', 'Vukovic'),
          sublessorAddr: '2600 Accomac Street, St. Louis, MO 63104',
          master: 'Lafayette Square Lofts, L.P.',
          masterAddr: '1800 Park Avenue, St. Louis, MO 63104',
          masterEnd: '2027-10-31',
          subtenants: [person('Bartosz', 'Adeyemi')],
          phone: '(314) 555-0185',
          email: null,
          premises: '1814 Park Avenue, Unit 5C, St. Louis, MO 63104',
          start: '2027-01-15',
          end: '2027-10-15',
          rent: 1050,
          deposit: 1050,
          zelle: '(314) 555-0131',
          late: 30,
          signed: '2027-01-08',
          notes: [
            'Sublease starts mid-month; rent is still due on the 1st. Zelle identifier is the sublessor\u2019s phone. One subtenant with a phone only.',
          ],
        }),
    },
  ],
}
