import {
  PdfWriter,
  at,
  ymd,
  fontsFor,
  flow,
  footers,
  need,
  numberWords,
  person,
  type Person,
  type Built,
} from '../lib'
import type { Template } from '../template'

type V = {
  state: string
  lessor: string
  agent: string
  agentAddr: string
  lessees: Person[]
  premises: string
  premisesText: string
  months: number
  start: string
  end: string
  rent: number
  deposit: number
  latePct: number
  lateDay: number
  returnDays: number
  signed: string
  notes: string[]
}

const ORD = [
  '',
  'first',
  'second',
  'third',
  'fourth',
  'fifth',
  'sixth',
  'seventh',
  'eighth',
  'ninth',
  'tenth',
  'eleventh',
  'twelfth',
  'thirteenth',
  'fourteenth',
  'fifteenth',
  'sixteenth',
  'seventeenth',
  'eighteenth',
  'nineteenth',
  'twentieth',
  'twenty-first',
  'twenty-second',
  'twenty-third',
  'twenty-fourth',
  'twenty-fifth',
  'twenty-sixth',
  'twenty-seventh',
  'twenty-eighth',
  'twenty-ninth',
  'thirtieth',
  'thirty-first',
]
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
]

/** "the first day of August, 2026" */
const dayWords = (iso: string) => {
  const [y, m, d] = ymd(iso)
  return `the ${at(ORD, d)} day of ${at(MONTHS, m - 1)}, ${y}`
}

/** "FOURTEEN HUNDRED FIFTY AND NO/100 DOLLARS", the way checks and old leases write sums. */
const checkWords = (n: number) => {
  const whole = Math.floor(n)
  const cents = Math.round((n - whole) * 100)
  let w: string
  const h = Math.floor(whole / 100)
  if (whole >= 1100 && whole < 10000 && h % 10 !== 0)
    w = numberWords(h) + ' hundred' + (whole % 100 ? ' ' + numberWords(whole % 100) : '')
  else w = numberWords(whole)
  return `${w} and ${String(cents).padStart(2, '0')}/100 dollars`.toUpperCase()
}

const build = async (v: V): Promise<Built> => {
  const w = await PdfWriter.create(true)
  const f = await fontsFor(w)
  const L = w.margin
  const centre = (t: string, size: number) => {
    w.page.drawText(t, {
      x: (w.width - w.bold.widthOfTextAtSize(t, size)) / 2,
      y: w.y,
      size,
      font: w.bold,
    })
    w.y -= size * 1.6
  }
  centre(`STATE OF ${v.state.toUpperCase()}`, 11)
  centre('LEASE OF RESIDENTIAL PREMISES', 14)
  w.y -= 8
  const p = (t: string) => flow(w, f, [t], { size: 10.5, leading: 1.6, after: 8 })
  const names = v.lessees.map((l) => `${l.last.toUpperCase()}, ${l.first}`).join('; ')
  p(
    `BE IT KNOWN, that on ${dayWords(v.signed)}, before the undersigned witnesses, personally came and appeared ${v.lessor.toUpperCase()}, herein represented by its duly authorized agent, ${v.agent}, whose mailing address is ${v.agentAddr} (hereinafter "LESSOR"), and ${names} (hereinafter, whether one or more, "LESSEE"), who declared that LESSOR does hereby lease unto LESSEE the following described premises: ${v.premisesText} (the "Premises").`,
  )
  p(
    `TERM. This lease is made for a term of ${numberWords(v.months)} (${v.months}) months, commencing on ${dayWords(v.start)}, and ending at noon on ${dayWords(v.end)}.`,
  )
  p(
    `RENT. This lease is made for and in consideration of a monthly rental of ${checkWords(v.rent)} per month, payable monthly in advance on the first day of each month, at the office of LESSOR's agent at the address stated above, without the necessity of demand.`,
  )
  p(
    `LATE CHARGE. Should any rent not be paid by the ${ORD[v.lateDay]} day of the month, LESSEE shall owe, in addition to the rent, a late charge of ${numberWords(v.latePct)} percent of the monthly rental.`,
  )
  p(
    `DEPOSIT. LESSEE has deposited with LESSOR the sum of ${checkWords(v.deposit)} as security for the full performance of this lease. The deposit shall be refunded to LESSEE, less any sums due to LESSOR for unpaid rent or for damages beyond normal wear and tear, within ${numberWords(v.returnDays)} days after the expiration of this lease and the surrender of the Premises, provided LESSEE furnishes a forwarding address.`,
  )
  p(
    "USE. The Premises shall be used solely as a private residence for LESSEE and LESSEE's immediate family, and for no other purpose.",
  )
  p(
    "CONDITION AND REPAIRS. LESSEE accepts the Premises in their present condition and shall return them in the same condition, normal wear and tear excepted. LESSOR shall make all repairs to the roof, walls and structural parts; LESSEE shall make all other repairs and shall replace broken glass at LESSEE's expense.",
  )
  p(
    'ASSIGNMENT. LESSEE shall not sublease the Premises nor assign this lease without the written consent of LESSOR.',
  )
  p(
    'DEFAULT. Should LESSEE fail to pay the rent when due or violate any other condition of this lease, LESSEE hereby waives notice to vacate, and LESSOR may immediately cancel this lease and demand possession of the Premises.',
  )
  p(
    "NOTICES. All notices to LESSOR shall be in writing and mailed to LESSOR's agent at the mailing address stated above.",
  )
  p(
    'THUS DONE AND SIGNED in multiple originals, in the presence of the undersigned competent witnesses, on the day, month and year first above written.',
  )
  need(w, 200)
  w.y -= 12
  const colW = (w.width - 2 * L) / 2
  const y0 = w.y
  for (const [i, s] of ['WITNESS', 'WITNESS'].entries()) {
    w.page.drawLine({
      start: { x: L, y: y0 - i * 40 },
      end: { x: L + colW - 30, y: y0 - i * 40 },
      thickness: 0.5,
    })
    w.page.drawText(s, { x: L, y: y0 - i * 40 - 10, size: 8, font: w.regular })
  }
  const right = [
    `LESSOR: ${v.lessor}, by ${v.agent}, Agent`,
    ...v.lessees.map((l) => `LESSEE: ${l.last.toUpperCase()}, ${l.first}`),
  ]
  right.forEach((s, i) => {
    w.page.drawLine({
      start: { x: L + colW, y: y0 - i * 40 },
      end: { x: L + 2 * colW, y: y0 - i * 40 },
      thickness: 0.5,
    })
    for (const [k, line] of [s.slice(0, 60), s.slice(60)].filter(Boolean).entries())
      w.page.drawText(line, { x: L + colW, y: y0 - i * 40 - 10 - k * 9, size: 8, font: w.regular })
  })
  footers(
    w,
    f.italic,
    (i, n) => `Lease of Residential Premises — page ${i} of ${n} — Initials: ______ ______`,
  )
  return {
    pdf: await w.save(),
    truth: {
      tenants: v.lessees,
      additionalOccupants: null,
      premisesAddress: v.premises,
      leaseType: 'fixed-term',
      startDate: v.start,
      endDate: v.end,
      terminationDateText: `ending at noon on ${dayWords(v.end)}`,
      monthlyRent: v.rent,
      securityDeposit: v.deposit,
      rentDueDay: 1,
      managementCompany: v.agent,
      housingProvider: v.lessor,
      mailingAddress: v.agentAddr,
      lateFeePercentage: v.latePct,
      gracePeriodDays: v.lateDay,
      rentDueDescription: 'payable monthly in advance on the first day of each month',
      paymentRecipient: v.agent,
      paymentAddress: v.agentAddr,
      depositReturnDays: v.returnDays,
      depositReturnCondition: `less any sums due to LESSOR for unpaid rent or for damages beyond normal wear and tear, within ${numberWords(v.returnDays)} days after the expiration of this lease and the surrender of the Premises, provided LESSEE furnishes a forwarding address`,
      _notes: [
        'Civil-law style lease ("BE IT KNOWN ... personally came and appeared"): all dates are written with ordinal words ("the first day of August, 2026") and the rent and deposit only in capital words in the check style ("FOURTEEN HUNDRED FIFTY AND 00/100 DOLLARS"), with no figures.',
        'Lessees are named "LAST, First" in capitals; the truth gives natural order and case. The Lessor is a company represented by its agent, which receives rent at its mailing address.',
        'The late charge applies if rent is not paid by the Nth day: gracePeriodDays N. "Immediate family" is not a list of occupants (additionalOccupants null).',
        ...v.notes,
      ],
    },
  }
}

export const template: Template = {
  id: 'civil_law_words_only',
  title:
    'Civil-law style "Lease of Residential Premises" with dates and sums written only in words',
  exercises:
    'notarial-style prose lease, dates in ordinal words, sums in capital words without figures, lessees in "LAST, First" form, lessor acting through an agent',
  docs: [
    {
      name: 'civil_law_lease_new_orleans_la',
      build: () =>
        build({
          state: 'Louisiana',
          lessor: 'Faubourg Marigny Properties, L.L.C.',
          agent: 'Crescent City Realty Management, L.L.C.',
          agentAddr: '1010 Common Street, Suite 2400, New Orleans, LA 70112',
          lessees: [person('Étienne', 'Boudreaux'), person('Marguerite', 'Thibodeaux')],
          premises: '812 Dauphine Street, Apartment C, New Orleans, Louisiana 70116',
          premisesText:
            'the apartment bearing Municipal No. 812 Dauphine Street, Apartment C, New Orleans, Louisiana 70116, together with the use of the common courtyard',
          months: 12,
          start: '2026-08-01',
          end: '2027-07-31',
          rent: 1450,
          deposit: 1450,
          latePct: 10,
          lateDay: 5,
          returnDays: 30,
          signed: '2026-07-17',
          notes: [
            'The premises are introduced as "Municipal No. 812 Dauphine Street ..."; "Municipal No." is not part of the address.',
          ],
        }),
    },
    {
      name: 'civil_law_lease_charleston_sc_photo',
      scan: {
        dpi: 160,
        rotate: 3,
        shear: 0.01,
        contrast: 0.75,
        noise: 14,
        lighting: 0.5,
        photo: true,
        seed: 843,
        quality: 55,
      },
      build: () =>
        build({
          state: 'South Carolina',
          lessor: 'Ashley River Holdings, Inc.',
          agent: 'Lowcountry Residential Agency',
          agentAddr: 'Post Office Box 21409, Charleston, SC 29413',
          lessees: [person('Percival', 'Gadsden')],
          premises: '41 Rutledge Avenue, Unit 2, Charleston, South Carolina 29401',
          premisesText:
            'the dwelling known as 41 Rutledge Avenue, Unit 2, Charleston, South Carolina 29401',
          months: 6,
          start: '2026-12-01',
          end: '2027-05-31',
          rent: 2100,
          deposit: 3150,
          latePct: 5,
          lateDay: 6,
          returnDays: 30,
          signed: '2026-11-20',
          notes: [
            'Photographed pages (3 degree rotation, skew, uneven light). Six-month term.',
            'The agent\'s address is written "Post Office Box". Rent is "TWENTY-ONE HUNDRED AND 00/100 DOLLARS".',
          ],
        }),
    },
  ],
}
