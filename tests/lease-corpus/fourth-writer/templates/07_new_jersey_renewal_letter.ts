import { dt, person, usd, type Built, type Person } from '../../former-heldout/lib'
import type { Template } from '../../former-heldout/template'
import { kit } from '../../third-writer/kit'
import { andList, signLine } from '../sign'

type V = {
  company: string
  companyAddr: string
  owner: string
  writer: Person
  tenants: Person[]
  phone: string | null
  email: string
  floor: string
  street: string
  city: string
  letterDate: string
  oldEnd: string
  oldRent: number
  start: string
  end: string
  rent: number
  deposit: number
  late: number
  notes: string[]
}

const build = async (v: V): Promise<Built> => {
  const k = await kit({ serif: true, margin: 72, size: 10.4 })
  const { w, f, p } = k
  k.line(v.company, 12, f.bold)
  k.line(v.companyAddr, 9.2)
  k.line(`Managing agent for ${v.owner}`, 9.2, f.italic)
  k.gap(16)
  k.line(dt(v.letterDate).long)
  k.gap(8)
  for (const t of v.tenants) k.line(t.full)
  k.line(`${v.floor}, ${v.street}`)
  k.line(v.city)
  k.gap(10)
  k.line('Re: Renewal of your lease', 10.4, f.bold)
  k.gap(4)
  const dear = v.tenants.map((t) => `${t.first}`)
  p(`Dear ${andList(dear)}:`)
  p(
    `Your present lease for the ${v.floor.toLowerCase()} apartment ends on ${dt(v.oldEnd).long}, at a rent of ${usd(v.oldRent)} a month. The owner is glad to offer you a renewal on these terms:`,
  )
  p(`\u2022 New term: twelve months, from ${dt(v.start).long} through ${dt(v.end).long}.`, {
    x: k.L + 18,
    width: k.W - 18,
  })
  p(`\u2022 New monthly rent: ${usd(v.rent)}, due on the first of each month as now.`, {
    x: k.L + 18,
    width: k.W - 18,
  })
  p(
    `\u2022 Security deposit: we continue to hold ${usd(v.deposit)}; no additional deposit is required.`,
    { x: k.L + 18, width: k.W - 18 },
  )
  p(
    `\u2022 Payment: continue to mail checks or money orders, payable to ${v.company}, to the office address above, or pay online at the resident website. Cash is not accepted.`,
    { x: k.L + 18, width: k.W - 18 },
  )
  p(
    `\u2022 A late charge of ${usd(v.late)} applies to rent not received by the 10th of the month.`,
    { x: k.L + 18, width: k.W - 18 },
  )
  p(
    'Every other term of your present lease, including the rules and the security deposit terms, stays the same.',
  )
  p(
    `To accept, sign below and return one copy to us within 30 days of the date of this letter. If we do not hear from you, your tenancy will continue month to month at the new rent after ${dt(v.oldEnd).long}.`,
  )
  p(
    `Questions? Call or e-mail me. We have ${v.phone ? `your phone as ${v.phone} and ` : ''}your e-mail as ${v.email}; please tell us if these have changed.`,
  )
  k.gap(6)
  k.line('Sincerely,')
  k.gap(14)
  k.line(v.writer.full)
  k.line(`Leasing Manager, ${v.company}`)
  k.gap(14)
  k.line('ACCEPTED \u2014 we renew on the terms above:', 10, f.bold)
  k.gap(4)
  for (const t of v.tenants) signLine(k, `${t.full}          Date ______________`, k.L, 300)
  return {
    pdf: await w.save(),
    truth: {
      tenants: v.tenants,
      tenantEmail: v.email,
      tenantPhone: v.phone,
      premisesAddress: `${v.street}, ${v.floor}, ${v.city}`,
      leaseType: 'fixed-term',
      startDate: v.start,
      endDate: v.end,
      terminationDateText: dt(v.end).long,
      monthlyRent: v.rent,
      securityDeposit: v.deposit,
      rentDueDay: 1,
      managementCompany: v.company,
      housingProvider: v.owner,
      mailingAddress: v.companyAddr,
      acceptedPaymentMethods: ['Check', 'Money Order', 'Online Portal'],
      gracePeriodDays: 10,
      rentDueDescription: 'due on the first of each month as now',
      paymentRecipient: v.company,
      paymentAddress: v.companyAddr,
      _notes: [
        'Renewal letter from the managing agent: the present lease\u2019s end date and rent are distractors; the truth is the renewal term and new rent.',
        'The unit is a floor of a house ("Second Floor"/"First Floor"), written before the street in the letter\u2019s address block; the truth puts it after the street.',
        'Owner named only under the agent\u2019s letterhead ("Managing agent for …"). The leasing manager who signs is a person at the agent, not a party.',
        'Late if not received by the 10th: gracePeriodDays 10. No NSF or deposit-return wording in the letter (other terms stay as in the present lease, which is not part of this document).',
        ...v.notes,
      ],
    },
  }
}

export const template: Template = {
  id: 'new_jersey_renewal_letter',
  title: 'New Jersey lease renewal offer written as a letter from the managing agent',
  exercises:
    'renewal letter with the old end date and rent as distractors, unit as a floor in an address block, owner only under the letterhead, bullets for term/rent/payment, checks payable to the agent, late after the 10th, contacts in a closing sentence, acceptance signatures',
  docs: [
    {
      name: 'tw4_nj_renewal_letter_trenton',
      build: () =>
        build({
          company: 'Capital Crossing Realty Management',
          companyAddr: '150 W State Street, Suite 6, Trenton, NJ 08608',
          owner: 'Cadwalader Park Homes LLC',
          writer: person('Rosetta', 'Quarles'),
          tenants: [person('Adebayo', 'Fashola'), person('Nicoletta', 'Brandt')],
          phone: '(609) 555-0176',
          email: 'a.fashola@example.net',
          floor: 'Second Floor',
          street: '318 Parkside Avenue',
          city: 'Trenton, NJ 08618',
          letterDate: '2027-05-03',
          oldEnd: '2027-07-31',
          oldRent: 1525,
          start: '2027-08-01',
          end: '2028-07-31',
          rent: 1590,
          deposit: 2287.5,
          late: 50,
          notes: ['Two tenants; deposit of one and a half months of the original rent.'],
        }),
    },
    {
      name: 'tw4_nj_renewal_letter_paterson',
      build: () =>
        build({
          company: 'Great Falls Property Co.',
          companyAddr: '55 Ellison Street, Paterson, NJ 07505',
          owner: 'Dolores Santiago-Reyes',
          writer: person('Harlan', 'Petrosyan'),
          tenants: [person('Mirela', 'Dragomir')],
          phone: null,
          email: 'mirela.dragomir@example.com',
          floor: 'First Floor',
          street: '74 Carroll Street',
          city: 'Paterson, NJ 07501',
          letterDate: '2027-09-20',
          oldEnd: '2027-12-31',
          oldRent: 1380,
          start: '2028-01-01',
          end: '2028-12-31',
          rent: 1420,
          deposit: 2070,
          late: 35,
          notes: ['One tenant; only an e-mail is on file.'],
        }),
    },
  ],
}
