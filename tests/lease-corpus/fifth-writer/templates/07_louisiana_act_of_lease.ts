import { dt, moneyWords, person, type Built, type Person } from '../../former-heldout/lib'
import type { Template } from '../../former-heldout/template'
import { kit } from '../../third-writer/kit'
import { andList, pageNumbers, room, signPair } from '../parts'

type V = {
  parish: string
  lessor: string
  lessorDesc: string
  representative: Person | null
  domicile: string
  lessees: Person[]
  phone: string
  email: string
  occupants: Person[]
  premises: string
  premisesDesc: string
  start: string
  end: string
  rent: number
  deposit: number
  payee: string
  zelle: string
  broker: { p: Person; firm: string }
  witnesses: [Person, Person]
  signed: string
  notes: string[]
}

const ROMAN = [
  'I',
  'II',
  'III',
  'IV',
  'V',
  'VI',
  'VII',
  'VIII',
  'IX',
  'X',
  'XI',
  'XII',
  'XIII',
  'XIV',
]

const build = async (v: V): Promise<Built> => {
  const k = await kit({ serif: true, margin: 66, size: 10.2 })
  const { w, p } = k
  const ordinalOf = (iso: string) => dt(iso).ordinalOf
  const up = (n: number) => moneyWords(n, 'upper')
  w.page.drawText('STATE OF LOUISIANA', { x: k.L, y: w.y, size: 10.5, font: w.bold })
  w.page.drawText(`PARISH OF ${v.parish.toUpperCase()}`, {
    x: k.L,
    y: w.y - 14,
    size: 10.5,
    font: w.bold,
  })
  w.y -= 46
  k.centre('LEASE OF RESIDENTIAL PREMISES', 13.5)
  k.gap(6)
  p(
    `BE IT KNOWN, that on this ${ordinalOf(v.signed)}, before the undersigned competent witnesses, personally came and appeared ${v.lessor}, ${v.lessorDesc}` +
      (v.representative ? `, herein represented by its member, ${v.representative.full},` : ',') +
      ` whose mailing address is ${v.domicile} (hereinafter called "Lessor"), who declared that Lessor does by these presents lease and let unto ${andList(v.lessees.map((l) => l.full))}, of the full age of majority (hereinafter called "Lessee"), the following described premises, upon the terms and conditions set forth below:`,
    { firstIndent: 28 },
  )
  let n = 0
  const art = (head: string, body: string) => {
    room(k, 48)
    p([`${ROMAN[n++] ?? ''}. ${head}.`, body], { firstIndent: 0 })
  }
  art(
    'PREMISES',
    `${v.premisesDesc} bearing municipal number ${v.premises}, with its appurtenances.`,
  )
  art(
    'TERM',
    `This lease is for a term of twelve (12) months, beginning on the ${ordinalOf(v.start)}, and ending at midnight on the ${ordinalOf(v.end)}.`,
  )
  art(
    'RENT',
    `The rent is ${up(v.rent)} per month, payable in advance on the first (1st) day of each month, without demand, at Lessor\u2019s mailing address stated above. Rent shall be paid by check or money order made payable to ${v.payee}, or by Zelle to ${v.zelle}. No payment is made until Lessor receives it.`,
  )
  art(
    'LATE CHARGE',
    'If the rent is not paid by the fifth (5th) day of the month, Lessee shall owe a late charge of SEVENTY-FIVE DOLLARS ($75.00), plus FIVE DOLLARS ($5.00) for each day thereafter until paid.',
  )
  art(
    'RETURNED CHECKS',
    'Any check returned unpaid shall bear a service charge of $30.00, and Lessor may thereafter require payment by money order.',
  )
  art(
    'DEPOSIT',
    `Lessee has deposited with Lessor the sum of ${up(v.deposit)} to secure the faithful performance of this lease. The deposit shall not be applied to the last month\u2019s rent. Lessor shall return the deposit within thirty (30) days after the termination of this lease, less any deductions for damages itemized in writing, provided Lessee has given a forwarding address, in accordance with La. R.S. 9:3251.`,
  )
  art(
    'OCCUPANCY',
    v.occupants.length
      ? `The premises shall be occupied only by Lessee and ${andList(v.occupants.map((o) => o.full))}, and shall be used only as a private residence.`
      : 'The premises shall be occupied only by Lessee and shall be used only as a private residence.',
  )
  art(
    'CONDITION AND REPAIRS',
    'Lessee accepts the premises in their present condition, as shown on the inspection report signed by the parties. Lessor shall make repairs required by Civil Code articles 2682 and 2691; Lessee shall make minor repairs caused by Lessee\u2019s use and shall not make alterations without Lessor\u2019s written consent.',
  )
  art(
    'UTILITIES',
    'Lessee shall pay for electricity, gas, water, sewerage, telephone and internet service, and shall have them placed in Lessee\u2019s name before occupancy.',
  )
  art(
    'FLOOD AND HURRICANE',
    'Lessor is not liable for damage to Lessee\u2019s property by flood, wind or rain. Lessee is encouraged to carry renter\u2019s insurance, including flood coverage.',
  )
  art(
    'NOTICES',
    `Notices to Lessor shall be sent to Lessor\u2019s mailing address stated above. Notices to Lessee may be delivered to the premises, or sent to ${v.email}; Lessee may be reached by telephone at ${v.phone}.`,
  )
  art(
    'LEASING AGENT',
    `${v.broker.p.full} of ${v.broker.firm} acted as leasing agent for Lessor only and is paid by Lessor. The leasing agent holds no funds of either party.`,
  )
  art(
    'DEFAULT',
    'Should Lessee fail to pay rent when due or violate any term of this lease, Lessor may cancel this lease and proceed with eviction after five (5) days\u2019 written notice to vacate, which Lessee waives to the extent allowed by law.',
  )
  p(
    `THUS DONE AND SIGNED at ${v.parish} Parish, Louisiana, on the day, month and year first above written, in the presence of the undersigned witnesses, after due reading of the whole.`,
    { firstIndent: 28 },
  )
  k.gap(6)
  signPair(
    k,
    [`WITNESS: ${v.witnesses[0].full}`],
    [`LESSOR: ${v.lessor}`, ...(v.representative ? [`By: ${v.representative.full}, Member`] : [])],
  )
  signPair(k, [`WITNESS: ${v.witnesses[1].full}`], [`LESSEE: ${v.lessees[0]?.full ?? ''}`])
  for (const l of v.lessees.slice(1)) signPair(k, [''], [`LESSEE: ${l.full}`])
  pageNumbers(k, (i, nn) => `Page ${i} of ${nn}     Lessor ____  Lessee ____`, { align: 'center' })
  return {
    pdf: await w.save(),
    truth: {
      tenants: v.lessees,
      additionalOccupants: v.occupants.length ? v.occupants : null,
      tenantEmail: v.email,
      tenantPhone: v.phone,
      premisesAddress: v.premises,
      leaseType: 'fixed-term',
      startDate: v.start,
      endDate: v.end,
      terminationDateText: ordinalOf(v.end),
      monthlyRent: v.rent,
      securityDeposit: v.deposit,
      rentDueDay: 1,
      housingProvider: v.lessor,
      mailingAddress: v.domicile,
      acceptedPaymentMethods: ['Check', 'Money Order', 'Zelle'],
      zelleNumber: v.zelle,
      gracePeriodDays: 5,
      nsfFeeFirst: 30,
      rentDueDescription: 'payable in advance on the first (1st) day of each month',
      paymentRecipient: v.payee,
      paymentAddress: v.domicile,
      nsfPolicy:
        'Any check returned unpaid shall bear a service charge of $30.00, and Lessor may thereafter require payment by money order.',
      depositReturnDays: 30,
      depositReturnCondition:
        'within thirty (30) days after the termination of this lease, less any deductions for damages itemized in writing, provided Lessee has given a forwarding address, in accordance with La. R.S. 9:3251',
      _notes: [
        'Louisiana act-style lease ("BE IT KNOWN \u2026 THUS DONE AND SIGNED") with long-form dates ("the 1st day of August, 2027"); terminationDateText is the end date as written after "ending at midnight on the".',
        'Rent and deposit in capital words with figures. Rent "payable \u2026 at Lessor\u2019s mailing address stated above": paymentAddress is the lessor\u2019s mailing address from the appearance clause (also mailingAddress).',
        'Witnesses and the leasing agent (and the LLC\u2019s member, where present) are distractors, not parties. No guest limit (maxGuestStayDays null).',
        'Late "not paid by the fifth (5th) day": gracePeriodDays 5; flat $75 plus $5 a day.',
        ...v.notes,
      ],
    },
  }
}

export const template: Template = {
  id: 'louisiana_act_of_lease',
  title: 'Louisiana act-style residential lease with witnesses and long-form dates',
  exercises:
    'state/parish caption, "BE IT KNOWN" appearance clause with the lessor\u2019s mailing address, lessor an individual or an LLC represented by its member, long-form ordinal dates, capital money words with figures, municipal-number premises with the state spelled out, rent payable at the lessor\u2019s mailing address by check/money order/Zelle, returned-check sentence, deposit clause citing the statute, witnesses and leasing agent as distractors, contacts in the notices article',
  docs: [
    {
      name: 'tw5_la_lease_baton_rouge',
      build: () =>
        build({
          parish: 'East Baton Rouge',
          lessor: 'Lucien Honore Guidry',
          lessorDesc: 'a person of the full age of majority domiciled in East Baton Rouge Parish',
          representative: null,
          domicile: '1187 Stanford Avenue, Baton Rouge, Louisiana 70808',
          lessees: [person('Temperance', 'Okonkwo-Reyes')],
          phone: '(225) 555-0125',
          email: 'temperance.or@example.com',
          occupants: [person('Ezekiel', 'Reyes')],
          premises: '5530 Highland Road, Apartment 12, Baton Rouge, Louisiana 70808',
          premisesDesc: 'The upstairs apartment in the fourplex',
          start: '2027-08-01',
          end: '2028-07-31',
          rent: 1150,
          deposit: 1150,
          payee: 'Lucien H. Guidry',
          zelle: '(225) 555-0109',
          broker: { p: person('Genevieve', 'Arceneaux'), firm: 'Red Stick Leasing Company' },
          witnesses: [person('Philomene', 'Hebert'), person('Dorian', 'Castille')],
          signed: '2027-06-14',
          notes: [
            'The payee is written in a short form ("Lucien H. Guidry") that differs from the lessor\u2019s full name in the appearance clause; paymentRecipient is the payee as written. Zelle to the lessor\u2019s phone. One lessee and one other occupant (no age).',
          ],
        }),
    },
    {
      name: 'tw5_la_lease_lafayette',
      build: () =>
        build({
          parish: 'Lafayette',
          lessor: 'Vermilion Bend Properties, L.L.C.',
          lessorDesc: 'a Louisiana limited liability company',
          representative: person('Anais', 'Broussard'),
          domicile: 'P.O. Box 53104, Lafayette, Louisiana 70505',
          lessees: [person('Gideon', 'Fontenot'), person('Marisela', 'Achterberg')],
          phone: '(337) 555-0150',
          email: 'gfontenot@example.net',
          occupants: [],
          premises: '214 Girard Park Drive, Unit C, Lafayette, Louisiana 70503',
          premisesDesc: 'The townhouse',
          start: '2027-01-01',
          end: '2027-12-31',
          rent: 1375,
          deposit: 1500,
          payee: 'Vermilion Bend Properties, L.L.C.',
          zelle: 'rent@vermilionbend.example.com',
          broker: { p: person('Remy', 'Doucet'), firm: 'Acadiana Home Rentals' },
          witnesses: [person('Clothilde', 'Landry'), person('Severin', 'Mouton')],
          signed: '2026-12-03',
          notes: [
            'LLC lessor represented by its member (a distractor); its mailing address is a P.O. box, which is also where rent is payable. Zelle to an e-mail. Two lessees; contacts are the first lessee\u2019s.',
          ],
        }),
    },
  ],
}
