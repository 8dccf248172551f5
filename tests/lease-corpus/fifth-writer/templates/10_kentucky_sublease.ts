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
import { heading, pageNumbers, signPair } from '../parts'

type V = {
  sublessor: Person
  sublessorAddr: string
  sublessorPhone: string
  landlord: string
  landlordAddr: string
  master: { dated: string; ends: string; rent: number }
  subtenants: { p: Person; phone: string; email: string }[]
  premises: string
  start: string
  end: string
  rent: number
  prorate: { label: string; amount: number } | null
  deposit: number
  zelle: string
  signed: string
  notes: string[]
}

const build = async (v: V): Promise<Built> => {
  const k = await kit({ margin: 64, size: 9.6 })
  const { w, f, p } = k
  const h = (t: string) => heading(k, t, { size: 9.8, font: f.sansBold })
  const words = (n: number) => moneyWords(n, 'lower')
  k.centre('SUBLEASE AGREEMENT', 14.5, f.sansBold)
  k.centre('Residential \u2014 Commonwealth of Kentucky', 9, f.sans)
  k.gap(8)
  h('THE PARTIES')
  k.table(
    [
      ['Role', 'Name (LAST, First)', 'Address and contact'],
      [
        'Sublessor (tenant under the Master Lease)',
        lastFirst(v.sublessor),
        `${v.sublessorAddr}; ${v.sublessorPhone}`,
      ],
      ...v.subtenants.map((s, i) => [
        `Subtenant ${v.subtenants.length > 1 ? i + 1 : ''}`.trim(),
        lastFirst(s.p),
        `${s.phone}; ${s.email}`,
      ]),
      ['Landlord (consents; not a party to this Sublease)', v.landlord, v.landlordAddr],
    ],
    [0.34, 0.26, 0.4],
    { head: true, size: 8.6 },
  )
  p(
    `Sublessor rents the apartment at ${v.premises} (the "Apartment") from the Landlord under a lease dated ${dt(v.master.dated).long} (the "Master Lease"), which runs until ${dt(v.master.ends).long} at a rent of ${usd(v.master.rent)} a month. Sublessor now sublets the Apartment to the Subtenant${v.subtenants.length > 1 ? 's' : ''} on the terms below. ${v.subtenants.length > 1 ? 'The Subtenants are' : 'The Subtenant is'} bound by the Master Lease rules, a copy of which has been given to ${v.subtenants.length > 1 ? 'them' : 'the Subtenant'}.`,
  )
  h('1. TERM')
  p(
    `The sublease begins on ${dt(v.start).long} and ends on ${dt(v.end).long}. It cannot run past the Master Lease, and it ends early if the Master Lease ends for any reason.`,
  )
  h('2. RENT')
  p(
    `Subtenant shall pay rent of ${words(v.rent)} per month, on or before the 1st of each month.` +
      (v.prorate
        ? ` Rent for the first part-month (${v.prorate.label}) is ${words(v.prorate.amount)}, due at signing.`
        : ''),
  )
  p(
    `Rent is paid to the Sublessor, not to the Landlord: by Zelle to ${v.zelle}, or by personal check payable to ${v.sublessor.full} and mailed to ${v.sublessorAddr}. Sublessor remains responsible to the Landlord for the rent under the Master Lease.`,
  )
  p(
    'If rent has not been received by the end of the 4th day of the month, a late fee of thirty-five dollars ($35.00) is due.',
  )
  h('3. DEPOSIT')
  p(
    `Subtenant has paid Sublessor a deposit of ${words(v.deposit)}. The Landlord continues to hold Sublessor\u2019s own deposit under the Master Lease, which is not part of this Sublease. Sublessor will return the deposit within 30 days after the sublease ends and Subtenant moves out, less unpaid rent and the cost of any damage for which the Landlord charges Sublessor.`,
  )
  h('4. USE OF THE APARTMENT')
  p(
    'Subtenant shall follow the Master Lease, including its rules on guests, pets, parking and noise, and shall not do anything that would put Sublessor in default. Subtenant may not sublet further.',
  )
  h('5. UTILITIES AND FURNITURE')
  p(
    'Electricity and internet remain in Sublessor\u2019s name and are billed to Subtenant at cost each month, separately from rent. The furniture listed in the attached inventory stays in the Apartment for Subtenant\u2019s use.',
  )
  h('6. NOTICES')
  p(
    'Notices to Sublessor go to the Sublessor\u2019s address in the table of parties. Notices to Subtenant go to the Apartment or to the e-mail in the table. Repair requests go to the Landlord\u2019s office, with a copy to Sublessor.',
  )
  h('7. LANDLORD\u2019S CONSENT')
  p(
    'The Landlord consents to this Sublease as the Master Lease requires. The consent does not release Sublessor and does not make the Landlord a party to this Sublease.',
  )
  k.gap(6)
  p(`Signed on ${dt(v.signed).long}.`)
  signPair(k, [`${v.sublessor.full}, Sublessor`], [`${v.subtenants[0]?.p.full ?? ''}, Subtenant`])
  if (v.subtenants[1]) signPair(k, [''], [`${v.subtenants[1].p.full}, Subtenant`])
  signPair(
    k,
    [`Consent of Landlord: ${v.landlord}`, 'By: ______________________, authorized agent'],
    [''],
  )
  pageNumbers(k, (i, n) => `Sublease \u2014 page ${i} of ${n}`, { align: 'right' })
  const first = v.subtenants[0]
  return {
    pdf: await w.save(),
    truth: {
      tenants: v.subtenants.map((s) => s.p),
      tenantEmail: first?.email ?? null,
      tenantPhone: first?.phone ?? null,
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
      gracePeriodDays: 4,
      proratedRent: v.prorate?.amount ?? null,
      rentDueDescription: 'on or before the 1st of each month',
      paymentRecipient: v.sublessor.full,
      paymentAddress: v.sublessorAddr,
      depositReturnDays: 30,
      depositReturnCondition:
        'within 30 days after the sublease ends and Subtenant moves out, less unpaid rent and the cost of any damage for which the Landlord charges Sublessor',
      _notes: [
        'Sublease: the subtenants are the tenants; the sublessor (the tenant under the master lease) lets the apartment to them and receives the rent, so housingProvider is the sublessor. The landlord under the master lease, its address, the master lease date, end date and rent are distractors.',
        'Names in the table of parties are in "LAST, First" form (surname in capitals); the signature lines repeat them in natural order. The truth is in natural order.',
        'Amounts in lower-case words with figures. Checks "payable to" the sublessor by full name and mailed to the sublessor\u2019s new address (also the notice address). Zelle to the sublessor\u2019s e-mail.',
        'Late "not received by the end of the 4th day": gracePeriodDays 4; flat fee. No returned-payment clause, no guest limit.',
        ...v.notes,
      ],
    },
  }
}

export const template: Template = {
  id: 'kentucky_sublease',
  title: 'Kentucky sublease with a table of parties in LAST, First form',
  exercises:
    'sublease roles (sublessor as landlord, subtenants as tenants) with a table of parties in LAST, First (surname in capitals) and the consenting master landlord in the same table, master lease date, end and rent as distractors, amounts in lower-case words and figures, part-month rent or none, rent to the sublessor by Zelle e-mail or check to a new address, late after the 4th, utilities billed at cost apart from rent, deposit return net of the landlord\u2019s charges',
  docs: [
    {
      name: 'tw5_ky_sublease_lexington',
      build: () =>
        build({
          sublessor: person('Isadora', 'Pemberton'),
          sublessorAddr: '3307 Frankfort Avenue, Apt. 2, Louisville, KY 40206',
          sublessorPhone: '(502) 555-0137',
          landlord: 'Bluegrass Commons Apartments, LLC',
          landlordAddr: '1500 Alexandria Drive, Lexington, KY 40504',
          master: { dated: '2026-07-20', ends: '2028-07-31', rent: 1240 },
          subtenants: [
            {
              p: person('Thaddeus', 'Oyelaran'),
              phone: '(859) 555-0164',
              email: 'thaddeus.oyelaran@example.com',
            },
          ],
          premises: '1520 Alexandria Drive, Apt. 207, Lexington, KY 40504',
          start: '2027-05-15',
          end: '2027-12-31',
          rent: 1100,
          prorate: { label: 'May 15 through May 31, 2027', amount: 603.23 },
          deposit: 800,
          zelle: 'isadora.pemberton@example.net',
          signed: '2027-05-08',
          notes: [
            'Mid-month start with the part-month rent stated (17 of 31 days of the sublease rent). One subtenant. The sublease rent is lower than the master lease rent.',
          ],
        }),
    },
    {
      name: 'tw5_ky_sublease_bowling_green_scan',
      build: () =>
        build({
          sublessor: person('Rufus', 'Abernethy-Kane'),
          sublessorAddr: '908 Clinton Street, Nashville, TN 37203',
          sublessorPhone: '(615) 555-0121',
          landlord: 'Hilltopper Property Group',
          landlordAddr: '441 E Main Avenue, Suite 2, Bowling Green, KY 42101',
          master: { dated: '2026-12-15', ends: '2028-01-31', rent: 1050 },
          subtenants: [
            {
              p: person('Ines', 'Carvalho-Stroud'),
              phone: '(270) 555-0148',
              email: 'ines.cs@example.org',
            },
            {
              p: person('Dashiell', 'Okafor'),
              phone: '(270) 555-0176',
              email: 'dashiell.okafor@example.com',
            },
          ],
          premises: '1234 Center Street, Unit 3, Bowling Green, KY 42101',
          start: '2027-06-01',
          end: '2028-01-31',
          rent: 1050,
          prorate: null,
          deposit: 1050,
          zelle: 'rufus.ak@example.com',
          signed: '2027-05-19',
          notes: [
            'Starts on the 1st (no part-month rent). Two subtenants; contacts are the first listed. The sublessor has moved out of state; his new Tennessee address is the notice and payment address.',
          ],
        }),
      scan: {
        dpi: 140,
        rotate: -1.6,
        shear: 0.018,
        contrast: 0.82,
        noise: 14,
        quality: 45,
        seed: 5410,
      },
    },
  ],
}
