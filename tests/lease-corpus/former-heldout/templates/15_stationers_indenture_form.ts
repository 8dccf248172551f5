import {
  PdfWriter,
  fontsFor,
  flow,
  fill,
  footers,
  need,
  dt,
  plain,
  numberWords,
  ordinal,
  person,
  type Person,
  type Built,
} from '../lib'
import type { Template } from '../template'

type V = {
  lessor: string
  lessorAddr: string
  lessees: Person[]
  premises: string
  premisesFull: string
  town: string
  state: string
  termWords: string
  start: string
  end: string
  rent: number
  deposit: number
  lateDays: number | null
  lateFee: number | null
  depositDays: number
  guests: number | null
  signed: string
  notes: string[]
}

const titleWords = (n: number) =>
  numberWords(n).replace(/(^|[\s-])([a-z])/g, (_, a, b) => a + b.toUpperCase())

const build = async (v: V): Promise<Built> => {
  const w = await PdfWriter.create(true)
  const f = await fontsFor(w)
  const o = { size: 10.5, leading: 1.75, after: 8 }
  w.page.drawText('Form No. 114 — Lease of Dwelling', {
    x: w.margin,
    y: w.y + 20,
    size: 7,
    font: f.italic,
  })
  const t = 'This Indenture of Lease'
  w.page.drawText(t, {
    x: (w.width - f.italic.widthOfTextAtSize(t, 22)) / 2,
    y: w.y - 6,
    size: 22,
    font: f.italic,
  })
  w.y -= 40
  const s = dt(v.signed)
  const st = dt(v.start)
  const en = dt(v.end)
  flow(
    w,
    f,
    [
      'MADE this',
      fill(ordinal(s.day), 40),
      'day of',
      fill(s.month, 70),
      ',',
      fill(s.year, 35),
      ', by and between',
      fill(v.lessor, 170),
      ', of',
      fill(v.lessorAddr, 230),
      ', hereinafter called the LESSOR, and',
      fill(v.lessees.map((l) => l.full).join(' and '), 200),
      ', hereinafter called the LESSEE (whether one or more).',
    ],
    o,
  )
  flow(
    w,
    f,
    [
      'WITNESSETH, that the Lessor does hereby lease unto the Lessee the dwelling premises known as',
      fill(v.premises, 220),
      ', in the',
      fill(v.town, 80),
      ', State of',
      fill(v.state, 80),
      ', to be used and occupied as a private dwelling and for no other purpose,',
    ],
    o,
  )
  flow(
    w,
    f,
    [
      'FOR THE TERM of',
      fill(v.termWords, 70),
      ', beginning on the',
      fill(ordinal(st.day), 35),
      'day of',
      fill(st.month, 70),
      ',',
      fill(st.year, 35),
      ', and ending on the',
      fill(ordinal(en.day), 35),
      'day of',
      fill(en.month, 70),
      ',',
      fill(en.year, 35),
      ',',
    ],
    o,
  )
  flow(
    w,
    f,
    [
      'YIELDING AND PAYING therefor the yearly rent of',
      fill(titleWords(v.rent * 12), 160),
      'Dollars ($',
      fill(plain(v.rent * 12), 60),
      '), payable in equal monthly installments of',
      fill(titleWords(v.rent), 150),
      'Dollars ($',
      fill(plain(v.rent), 55),
      ') each, in advance, on the first day of every month during the said term, at the office of the Lessor aforesaid or at such other place as the Lessor may appoint in writing.',
    ],
    o,
  )
  flow(w, f, ['AND the Lessee covenants with the Lessor as follows:'], o)
  const c = (n: number, segs: Parameters<typeof flow>[2]) => {
    need(w, 40)
    flow(w, f, [`${n}.`, ...segs], { ...o, size: 10, leading: 1.6 })
  }
  c(1, [
    'To pay the rent as aforesaid. If any installment of rent remains unpaid for',
    fill(v.lateDays === null ? null : `${numberWords(v.lateDays)} (${v.lateDays})`, 60),
    'days after it is due, the Lessee shall pay a late charge of $',
    fill(v.lateFee === null ? null : plain(v.lateFee), 50),
    '.',
  ])
  c(2, [
    'To deposit with the Lessor, upon the signing hereof, the sum of',
    fill(titleWords(v.deposit), 140),
    'Dollars ($',
    fill(plain(v.deposit), 55),
    ") as security for the performance of the Lessee's covenants, which sum, with any interest required by law and less any sums lawfully applied, shall be returned to the Lessee within",
    fill(`${v.depositDays}`, 25),
    'days after the end of the tenancy and the delivery of the premises and the keys to the Lessor.',
  ])
  c(3, [
    "Not to permit any person other than the Lessee and the Lessee's immediate family to reside in the premises, nor to permit any guest to remain more than",
    fill(v.guests, 30),
    'days, without the written consent of the Lessor.',
  ])
  c(4, [
    'To keep the premises in good order and repair, reasonable wear and tear and damage by fire or other casualty excepted, and to surrender them at the end of the term in the same condition.',
  ])
  c(5, [
    'Not to assign this lease nor underlet the premises or any part thereof, nor make any alteration therein, without the written consent of the Lessor.',
  ])
  c(6, [
    'To pay for all gas, electric light and telephone service furnished to the premises during the term.',
  ])
  c(7, [
    'That the Lessor may enter the premises at reasonable hours to examine them, make repairs, or show them to prospective tenants or purchasers.',
  ])
  c(8, [
    'That all notices to the Lessor shall be in writing and sent to the Lessor at the address first above written.',
  ])
  flow(
    w,
    f,
    [
      'IN WITNESS WHEREOF, the parties have hereunto set their hands and seals the day and year first above written.',
    ],
    o,
  )
  need(w, 110)
  w.y -= 10
  for (const n of [v.lessor, ...v.lessees.map((l) => l.full)]) {
    need(w, 30)
    w.page.drawLine({
      start: { x: w.margin + 230, y: w.y },
      end: { x: w.width - w.margin, y: w.y },
      thickness: 0.5,
    })
    w.page.drawText('(L.S.)', { x: w.width - w.margin + 4, y: w.y, size: 8, font: w.regular })
    w.page.drawText(n, { x: w.margin + 230, y: w.y - 10, size: 8, font: f.italic })
    w.y -= 32
  }
  footers(w, f.italic, (i, n) => `Lease of Dwelling — ${i} of ${n}`)
  return {
    pdf: await w.save(),
    truth: {
      tenants: v.lessees,
      premisesAddress: v.premisesFull,
      leaseType: 'fixed-term',
      startDate: v.start,
      endDate: v.end,
      terminationDateText: `ending on the ${ordinal(en.day)} day of ${en.month}, ${en.year}`,
      monthlyRent: v.rent,
      securityDeposit: v.deposit,
      rentDueDay: 1,
      maxGuestStayDays: v.guests,
      housingProvider: v.lessor,
      mailingAddress: v.lessorAddr,
      gracePeriodDays: v.lateDays,
      rentDueDescription: 'in advance, on the first day of every month',
      paymentRecipient: v.lessor,
      paymentAddress: v.lessorAddr,
      depositReturnDays: v.depositDays,
      depositReturnCondition: `with any interest required by law and less any sums lawfully applied, returned to the Lessee within ${v.depositDays} days after the end of the tenancy and the delivery of the premises and the keys to the Lessor`,
      _notes: [
        'Old-style stationer\'s "Indenture of Lease" with every value typed into underscored blanks: dates split into day / month / year blanks, amounts written in words and figures, yearly rent stated alongside the monthly installment (monthlyRent is the installment).',
        'Rent is payable "at the office of the Lessor aforesaid", i.e. the Lessor\'s address in the opening paragraph (paymentAddress and mailingAddress).',
        ...v.notes,
      ],
    },
  }
}

export const template: Template = {
  id: 'stationers_indenture_form',
  title: 'Stationer\'s "Indenture of Lease" fill-in form with typed blanks',
  exercises:
    'stationer\'s "Indenture of Lease" fill-in prose form, typed blanks, amounts in words, unfilled blanks',
  docs: [
    {
      name: 'indenture_lease_hartford_ct',
      build: () =>
        build({
          lessor: 'Cornelius Whitlock Bancroft',
          lessorAddr: '55 Farmington Avenue, Suite 210, Hartford, CT 06105',
          lessees: [person('Philippa', 'Osei'), person('Declan', 'Moriarty')],
          premises: '212 Sigourney Street, Second Floor',
          premisesFull: '212 Sigourney Street, Second Floor, Hartford, Connecticut',
          town: 'City of Hartford',
          state: 'Connecticut',
          termWords: 'one year',
          start: '2026-09-01',
          end: '2027-08-31',
          rent: 2200,
          deposit: 2200,
          lateDays: 10,
          lateFee: 50,
          depositDays: 21,
          guests: 14,
          signed: '2026-08-12',
          notes: [
            'The premises line gives street and floor only; town and state are in separate blanks and no ZIP is written: premisesAddress joins them as "212 Sigourney Street, Second Floor, Hartford, Connecticut".',
            'Late charge is a flat $50.00 after ten (10) days.',
          ],
        }),
    },
    {
      name: 'indenture_lease_richmond_va',
      build: () =>
        build({
          lessor: 'Monument Avenue Trust, Eudora Pettigrew, Trustee',
          lessorAddr: 'P.O. Box 7719, Richmond, VA 23221',
          lessees: [person('Leopold', 'Nwachukwu')],
          premises: '2108 Grove Avenue, Apartment B',
          premisesFull: '2108 Grove Avenue, Apartment B, Richmond, Virginia',
          town: 'City of Richmond',
          state: 'Virginia',
          termWords: 'eighteen months',
          start: '2026-11-01',
          end: '2028-04-30',
          rent: 1650,
          deposit: 1650,
          lateDays: null,
          lateFee: null,
          depositDays: 45,
          guests: null,
          signed: '2026-10-20',
          notes: [
            'Premises: "2108 Grove Avenue, Apartment B, Richmond, Virginia" (no ZIP written). Eighteen-month term.',
            'The late-charge days and amount and the guest-stay blanks are left empty, so gracePeriodDays and maxGuestStayDays are null.',
            'The Lessor is a trust acting through its trustee; housingProvider keeps the whole name as written.',
          ],
        }),
    },
  ],
}
