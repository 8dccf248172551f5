import {
  PdfWriter,
  fontsFor,
  flow,
  need,
  dt,
  usd,
  moneyWords,
  person,
  GREY,
  type Person,
  type Built,
} from '../lib'
import type { Template } from '../template'

type V = {
  from: string
  fromLines: string[]
  fromPhone: string
  signer: string
  tenants: Person[]
  salutation: string
  tenantPhone: string
  tenantEmail: string
  premises: string
  premLines: string[]
  atWill: boolean
  start: string
  end: string | null
  rent: number
  deposit: number
  lastMonth: number | null
  lateDays: number
  lateFee: number
  returnDays: number
  zelle: string | null
  state: string
  signed: string
  notes: string[]
}

const build = async (v: V): Promise<Built> => {
  const w = await PdfWriter.create(true)
  const f = await fontsFor(w)
  const L = w.margin
  w.page.drawText(v.from, { x: L, y: w.y, size: 13, font: w.bold })
  w.y -= 13
  for (const line of [...v.fromLines, v.fromPhone]) {
    w.page.drawText(line, { x: L, y: w.y, size: 9, font: w.regular, color: GREY })
    w.y -= 11
  }
  w.y -= 20
  w.page.drawText(dt(v.signed).long, { x: L, y: w.y, size: 10.5, font: w.regular })
  w.y -= 26
  for (const line of [v.tenants.map((t) => t.full).join(' and '), ...v.premLines]) {
    w.page.drawText(line, { x: L, y: w.y, size: 10.5, font: w.regular })
    w.y -= 13
  }
  w.y -= 14
  w.page.drawText(`Re: ${v.atWill ? 'Tenancy at will' : 'Lease'} — ${v.premLines[0]}`, {
    x: L,
    y: w.y,
    size: 10.5,
    font: w.bold,
  })
  w.y -= 24
  const p = (t: string) => flow(w, f, [t], { size: 10.5, leading: 1.45, after: 8 })
  p(`${v.salutation}:`)
  p(
    `This letter sets out the terms on which ${v.from} ("I" or "the Landlord") will rent ${v.premises} (the "Apartment") to you. Once you sign below and return a copy, this letter is our rental agreement.`,
  )
  const items = [
    v.atWill
      ? `Term. Your tenancy at will begins on ${dt(v.start).long}. Either of us may end it by written notice given at least thirty days, or one full rental period if longer, before the rent day on which it is to end.`
      : `Term. The lease begins on ${dt(v.start).long} and ends on ${dt(v.end!).long}.`,
    `Rent. The rent is ${moneyWords(v.rent)} per month, due on the first day of every month.${v.zelle ? ` You may pay by Zelle to ${v.zelle} or by check mailed to the address at the top of this letter.` : ' Please pay by check, payable to the Landlord and mailed to the address at the top of this letter.'}`,
    `Deposits. Before you move in you will pay the first month's rent, ${v.lastMonth !== null ? `last month's rent of ${usd(v.lastMonth)}, ` : ''}and a security deposit of ${usd(v.deposit)}. The security deposit will be held in a separate interest-bearing account, and I will return it, with interest and less any lawful deductions listed in a sworn statement, within ${v.returnDays} days after you move out.`,
    `Late rent. If rent is more than ${v.lateDays} days late, a late charge of ${usd(v.lateFee)} will be due.`,
    'Occupancy. Only the people named in this letter may live in the Apartment.',
    'Utilities. Heat and hot water are included. You are responsible for electricity and internet.',
    "Repairs and entry. Please tell me promptly about anything that needs repair. I will give you at least 24 hours' notice before entering except in an emergency.",
    `Law. This agreement is governed by the law of ${v.state}.`,
  ]
  items.forEach((t, i) => {
    need(w, 30)
    w.page.drawText(`${i + 1}.`, { x: L + 10, y: w.y, size: 10.5, font: w.regular })
    flow(w, f, [t], { size: 10.5, leading: 1.45, after: 6, x: L + 30 })
  })
  p(
    'If these terms are acceptable, please sign below and return one copy to me. I look forward to having you as tenants.',
  )
  need(w, 190)
  p('Sincerely,')
  w.y -= 20
  w.page.drawText(v.signer, { x: L, y: w.y, size: 10.5, font: w.regular })
  w.y -= 12
  if (v.signer !== v.from) {
    w.page.drawText(`for ${v.from}`, { x: L, y: w.y, size: 10.5, font: w.regular })
    w.y -= 12
  }
  w.y -= 20
  w.page.drawText('AGREED AND ACCEPTED:', { x: L, y: w.y, size: 10, font: w.bold })
  w.y -= 30
  v.tenants.forEach((t, i) => {
    need(w, 50)
    w.page.drawLine({ start: { x: L, y: w.y }, end: { x: L + 220, y: w.y }, thickness: 0.5 })
    w.page.drawText(t.full, { x: L, y: w.y - 11, size: 9.5, font: w.regular })
    if (i === 0)
      w.page.drawText(`Tel. ${v.tenantPhone}  ·  ${v.tenantEmail}`, {
        x: L,
        y: w.y - 22,
        size: 9,
        font: w.regular,
      })
    w.page.drawText('Date: ____________', { x: L + 260, y: w.y - 11, size: 9.5, font: w.regular })
    w.y -= 44
  })
  const methods = v.zelle ? ['Zelle', 'Check'] : ['Check']
  const addr = v.fromLines.join(', ')
  return {
    pdf: await w.save(),
    truth: {
      tenants: v.tenants,
      additionalOccupants: [],
      tenantEmail: v.tenantEmail,
      tenantPhone: v.tenantPhone,
      premisesAddress: v.premises,
      leaseType: v.atWill ? 'month-to-month' : 'fixed-term',
      startDate: v.start,
      endDate: v.end,
      terminationDateText: v.end ? dt(v.end).long : null,
      monthlyRent: v.rent,
      securityDeposit: v.deposit,
      rentDueDay: 1,
      housingProvider: v.from,
      mailingAddress: addr,
      acceptedPaymentMethods: methods,
      zelleNumber: v.zelle,
      gracePeriodDays: v.lateDays,
      rentDueDescription: 'due on the first day of every month',
      paymentRecipient: v.from,
      paymentAddress: addr,
      depositReturnDays: v.returnDays,
      depositReturnCondition: `with interest and less any lawful deductions listed in a sworn statement, within ${v.returnDays} days after you move out`,
      _notes: [
        'Lease written as a letter from the landlord: letterhead address (mailing and payment address), the tenants\' names above the premises address in the inside-address block, "Dear ..." salutation, numbered terms, and the tenants\' acceptance with phone and e-mail under the first signature.',
        '"Only the people named in this letter may live in the Apartment": no other occupants ([]).',
        ...v.notes,
      ],
    },
  }
}

export const template: Template = {
  id: 'letter_agreement',
  title:
    "Rental agreement written as a letter from the landlord, accepted by the tenants' signatures",
  exercises:
    'agreement written as a letter from the landlord, tenancy at will / fixed term, contacts under the acceptance signature',
  docs: [
    {
      name: 'letter_tenancy_at_will_somerville_ma',
      build: () =>
        build({
          from: 'Wexford Street Realty Trust',
          fromLines: ['P.O. Box 440118', 'Somerville, MA 02144'],
          fromPhone: 'Tel. (617) 555-0195',
          signer: 'Nuala Fitzpatrick, Trustee',
          tenants: [person('Ignatius', 'Okeke'), person('Saoirse', 'Delaney')],
          salutation: 'Dear Mr. Okeke and Ms. Delaney',
          tenantPhone: '(857) 555-0138',
          tenantEmail: 'i.okeke@example.com',
          premises: '27 Bow Street, Apartment 3, Somerville, MA 02143',
          premLines: ['27 Bow Street, Apartment 3', 'Somerville, MA 02143'],
          atWill: true,
          start: '2026-10-01',
          end: null,
          rent: 2650,
          deposit: 2650,
          lastMonth: 2650,
          lateDays: 30,
          lateFee: 25,
          returnDays: 30,
          zelle: null,
          state: 'the Commonwealth of Massachusetts',
          signed: '2026-09-10',
          notes: [
            'A Massachusetts "tenancy at will" is a month-to-month tenancy: leaseType month-to-month, no end date.',
            "Last month's rent ($2,650) is collected in addition to the security deposit ($2,650); securityDeposit is only the security deposit. The late charge applies only after 30 days (gracePeriodDays 30); it is flat, so lateFeePercentage is null.",
          ],
        }),
    },
    {
      name: 'letter_lease_louisville_ky',
      build: () =>
        build({
          from: 'Cordell Vantreese',
          fromLines: ['2204 Frankfort Avenue', 'Louisville, KY 40206'],
          fromPhone: '(502) 555-0169',
          signer: 'Cordell Vantreese',
          tenants: [person('Annika', 'Solberg')],
          salutation: 'Dear Ms. Solberg',
          tenantPhone: '(502) 555-0102',
          tenantEmail: 'annika.solberg@example.org',
          premises: '1437 Bardstown Road, Unit 2, Louisville, KY 40204',
          premLines: ['1437 Bardstown Road, Unit 2', 'Louisville, KY 40204'],
          atWill: false,
          start: '2026-11-01',
          end: '2027-10-31',
          rent: 1325,
          deposit: 1000,
          lastMonth: null,
          lateDays: 5,
          lateFee: 50,
          returnDays: 60,
          zelle: '(502) 555-0169',
          state: 'Kentucky',
          signed: '2026-10-14',
          notes: [
            'Individual landlord; his Zelle number is the same as his telephone. Flat $50 late charge after 5 days.',
          ],
        }),
    },
  ],
}
