import { StandardFonts, rgb } from 'pdf-lib'
import {
  BLUE,
  checkbox,
  dt,
  fill,
  person,
  plain,
  type Built,
  type Person,
  type Seg,
} from '../../former-heldout/lib'
import type { Template } from '../../former-heldout/template'
import { kit } from '../../third-writer/kit'

type V = {
  landlord: string
  landlordAddr: string
  landlordTel: string
  tenants: { p: Person; tel: string; email: string }[]
  others: Person[]
  premises: string
  start: string
  rent: number
  deposit: number
  dueDay: string
  dueN: number
  lateDay: string
  lateN: number
  latePct: number
  nsf: number
  guestNights: number
  methods: [label: string, on: boolean, name: string][]
  payTo: string
  payAt: string | null
  utilities: string
  signed: string
  notes: string[]
}

const build = async (v: V): Promise<Built> => {
  const k = await kit({ margin: 40, size: 8.6 })
  const { f } = k
  const hand = await k.w.doc.embedFont(StandardFonts.TimesRomanBoldItalic)
  k.w.y = k.w.height - 40
  k.w.page.drawRectangle({
    x: k.L - 4,
    y: k.w.y - 8,
    width: k.W + 8,
    height: 26,
    borderWidth: 1.6,
    borderColor: rgb(0, 0, 0),
  })
  k.w.page.drawText('MONTH-TO-MONTH RENTAL AGREEMENT', {
    x: k.L + 6,
    y: k.w.y,
    size: 13,
    font: f.sansBold,
  })
  k.w.page.drawText('Minnesota \u00b7 Form 112-MN \u00b7 North Star Office Forms', {
    x: k.L + k.W - 196,
    y: k.w.y + 2,
    size: 7,
    font: f.sans,
  })
  k.w.y -= 26
  const p = (segs: Seg[]) =>
    k.p(segs, { size: 9.6, fillFont: hand, leading: 1.8, after: 6, bottom: 40 })
  const names = v.tenants.map((t) => t.p.full).join(', ')
  p([
    '1. PARTIES. This agreement is between',
    fill(v.landlord, 120),
    '("Landlord") and',
    fill(names, 160),
    '("Tenant"). Each Tenant is responsible for the whole rent.',
  ])
  p([
    '2. PREMISES. Landlord rents to Tenant the dwelling at',
    fill(v.premises, 200),
    'together with',
    fill(v.utilities, 120),
  ])
  p([
    '3. OCCUPANTS. Besides Tenant, only these persons may live in the premises:',
    fill(v.others.length ? v.others.map((o) => o.full).join(', ') : 'none', 90),
  ])
  const due = `on or before the ${v.dueDay} day of each calendar month`
  p([
    '4. TERM. The tenancy begins on',
    fill(dt(v.start).usShort, 60),
    'and continues from month to month until either party gives written notice. Notice must be given at least one full rental period before the last day of the month in which the tenancy is to end.',
  ])
  p([
    '5. RENT. Tenant will pay rent of $',
    fill(plain(v.rent), 60),
    'per month, in advance, on or before the',
    fill(v.dueDay, 28),
    'day of each calendar month, to',
    fill(v.payTo, 90),
    v.payAt ? 'at' : 'as follows.',
    ...(v.payAt ? [fill(v.payAt, 150)] : []),
  ])
  k.w.y -= 1
  let x = k.L + 14
  k.w.page.drawText('Paid by:', { x, y: k.w.y, size: 8.4, font: f.regular })
  x += 38
  for (const [label, on] of v.methods) x = checkbox(k.w.page, f, x, k.w.y, on, label, 8.4)
  k.w.y -= 15
  p([
    '6. LATE RENT. Rent not received by the',
    fill(v.lateDay, 30),
    'day of the month is late. Tenant then owes a late fee of',
    fill(String(v.latePct), 20),
    '% of the overdue rent (not more than Minnesota law allows).',
  ])
  const nsf = `A fee of $${plain(v.nsf)} is charged for each check returned unpaid by the bank.`
  p([
    '7. RETURNED CHECKS. A fee of',
    fill(`$${plain(v.nsf)}`, 40),
    'is charged for each check returned unpaid by the bank.',
  ])
  const ret =
    'with interest as the law requires, or give written reasons for keeping any part of it, within 21 days after the tenancy ends and Landlord receives Tenant\u2019s mailing address'
  p([
    '8. DEPOSIT. Tenant has paid a security deposit of $',
    fill(plain(v.deposit), 60),
    `. Landlord will return the deposit ${ret}.`,
  ])
  p([
    '9. GUESTS. No guest may stay more than',
    fill(String(v.guestNights), 24),
    'nights in a row without Landlord\u2019s written OK.',
  ])
  p([
    '10. USE AND CARE. Tenant will keep the premises clean and safe, will not disturb neighbors, and will not smoke indoors. No pets unless written here:',
    fill('', 80),
    '. Tenant pays for damage beyond normal wear and tear.',
  ])
  p([
    '11. ENTRY. Landlord may enter for a business purpose after a good-faith effort to give reasonable notice, as Minnesota Statutes section 504B.211 allows.',
  ])
  p([
    '12. NOTICES. Notices to Landlord go to',
    fill(v.landlordAddr, 150),
    'phone',
    fill(v.landlordTel, 70),
  ])
  p([
    '13. WHOLE AGREEMENT. This page is the whole agreement. Changes must be in writing and signed by both.',
  ])
  k.w.y -= 6
  const sigY = k.w.y
  k.w.page.drawText('Landlord signature / date', { x: k.L, y: sigY - 24, size: 7, font: f.sans })
  k.w.page.drawLine({
    start: { x: k.L, y: sigY - 14 },
    end: { x: k.L + 230, y: sigY - 14 },
    thickness: 0.5,
  })
  k.w.page.drawText(`${v.landlord}    ${dt(v.signed).usShort}`, {
    x: k.L + 4,
    y: sigY - 11,
    size: 10,
    font: hand,
    color: BLUE,
  })
  k.w.y = sigY - 40
  for (const t of v.tenants) {
    const y = k.w.y
    k.w.page.drawLine({
      start: { x: k.L, y: y - 2 },
      end: { x: k.L + k.W, y: y - 2 },
      thickness: 0.5,
    })
    k.w.page.drawText(`${t.p.full}    ${dt(v.signed).usShort}`, {
      x: k.L + 4,
      y,
      size: 10,
      font: hand,
      color: BLUE,
    })
    k.w.page.drawText(`ph ${t.tel}`, { x: k.L + 230, y, size: 10, font: hand, color: BLUE })
    k.w.page.drawText(t.email, { x: k.L + 350, y, size: 10, font: hand, color: BLUE })
    k.w.page.drawText(
      'Tenant signature / date                                       phone                                  e-mail',
      {
        x: k.L,
        y: y - 10,
        size: 6.8,
        font: f.sans,
      },
    )
    k.w.y -= 26
  }
  if (k.w.doc.getPageCount() !== 1) throw new Error('one-page form ran onto a second page')
  const first = v.tenants[0]
  if (!first) throw new Error('no tenant')
  return {
    pdf: await k.w.save(),
    truth: {
      tenants: v.tenants.map((t) => t.p),
      additionalOccupants: v.others.length ? v.others : null,
      tenantEmail: first.email,
      tenantPhone: first.tel,
      premisesAddress: v.premises,
      leaseType: 'month-to-month',
      startDate: v.start,
      monthlyRent: v.rent,
      securityDeposit: v.deposit,
      rentDueDay: v.dueN,
      maxGuestStayDays: v.guestNights,
      housingProvider: v.landlord,
      mailingAddress: v.landlordAddr,
      acceptedPaymentMethods: v.methods.filter(([, on]) => on).map(([, , name]) => name),
      lateFeePercentage: v.latePct,
      gracePeriodDays: v.lateN,
      nsfFeeFirst: v.nsf,
      rentDueDescription: due,
      paymentRecipient: v.payTo,
      paymentAddress: v.payAt,
      nsfPolicy: nsf,
      depositReturnDays: 21,
      depositReturnCondition: ret,
      _notes: [
        'One-page printed month-to-month form with numbered paragraphs and blanks filled in a pen-like italic face: parties, premises, occupants, M/D/YY start date, rent, due day, payee and place, ticked payment boxes, late day and percentage, returned-check fee, deposit, guest nights, notice address; tenants sign on lines with their phone and e-mail written beside (first tenant\u2019s contacts).',
        'rentDueDescription is the due phrase of paragraph 5 as it reads with its filled blank; rentDueDay its day. "not received by the [Nth] day of the month" gives gracePeriodDays; the late fee is a percentage of the overdue rent (lateFeePercentage). nsfPolicy is paragraph 7\u2019s sentence read with its blank. Only ticked payment boxes are listed. Notices go to the address in paragraph 12 (mailingAddress). The "no pets" blank is empty.',
        ...v.notes,
      ],
    },
  }
}

export const template: Template = {
  id: 'minnesota_one_page_month_to_month',
  title: 'Minnesota one-page printed month-to-month rental agreement filled in by hand',
  exercises:
    'heavy-ruled title box with a stationer\u2019s form number, thirteen numbered paragraphs with blanks filled in a pen-like bold italic (landlord, tenants in one blank, premises with included utilities, occupants or none, M/D/YY start, rent in a $ blank, due day written into the blank, payee and place of payment or none, check boxes for payment, late day and percentage late fee, returned-check fee, deposit, guest nights in a row, an empty pets blank, notice address and phone), handwritten signature lines with each tenant\u2019s phone and e-mail beside them; one or three tenants, one individual landlord each',
  docs: [
    {
      name: 'tw13_mn_monthly_rental_mankato',
      build: () =>
        build({
          landlord: 'Delbert Anundsen',
          landlordAddr: '1906 Lookout Drive, North Mankato, MN 56003',
          landlordTel: '507-555-0133',
          tenants: [
            {
              p: person('Joanna', 'Pietrzak'),
              tel: '507-555-0161',
              email: 'jo.pietrzak@example.com',
            },
          ],
          others: [person('Milo', 'Pietrzak')],
          premises: '611 North Fifth Street, Upper, Mankato, MN 56001',
          start: '2027-02-01',
          rent: 1125,
          deposit: 1125,
          dueDay: '1st',
          dueN: 1,
          lateDay: '4th',
          lateN: 4,
          latePct: 8,
          nsf: 30,
          guestNights: 7,
          methods: [
            ['Check', true, 'Check'],
            ['Money order', true, 'Money Order'],
            ['Cash', false, 'Cash'],
            ['Online', false, 'Online Portal'],
          ],
          payTo: 'Delbert Anundsen',
          payAt: '1906 Lookout Drive, North Mankato, MN 56003',
          utilities: 'heat, water and garbage paid by Landlord',
          signed: '2027-01-22',
          notes: [
            'An individual landlord in North Mankato, where rent is paid and notices go (paymentAddress and mailingAddress). The premises are the upper flat of a house ("Upper" written after the street). One tenant and her son (occupant). Check and money order ticked; cash and online not ticked.',
          ],
        }),
    },
    {
      name: 'tw13_mn_monthly_rental_moorhead_scan',
      build: () =>
        build({
          landlord: 'Solveig Haugland-Berg',
          landlordAddr: 'P.O. Box 318, Moorhead, MN 56561',
          landlordTel: '218-555-0128',
          tenants: [
            {
              p: person('Brody', 'Kittelson'),
              tel: '218-555-0175',
              email: 'bkittelson@example.net',
            },
            {
              p: person('Ifeoma', 'Nwachukwu'),
              tel: '701-555-0139',
              email: 'ifeoma.n@example.com',
            },
            {
              p: person('Tate', 'Ruzicka'),
              tel: '218-555-0110',
              email: 'tate.ruzicka@example.org',
            },
          ],
          others: [],
          premises: '1412 Fourth Avenue South, Moorhead, MN 56560',
          start: '2027-08-01',
          rent: 1650,
          deposit: 1650,
          dueDay: '1st',
          dueN: 1,
          lateDay: '5th',
          lateN: 5,
          latePct: 8,
          nsf: 30,
          guestNights: 5,
          methods: [
            ['Check', true, 'Check'],
            ['Money order', false, 'Money Order'],
            ['Cash', false, 'Cash'],
            ['Online', true, 'Online Portal'],
          ],
          payTo: 'Solveig Haugland-Berg',
          payAt: null,
          utilities: 'water and garbage paid by Landlord',
          signed: '2027-08-03',
          notes: [
            'Three student tenants, no occupants; the landlord\u2019s P.O. box is the notice address (mailingAddress). Late if not received by the 5th day of the month (gracePeriodDays 5). Payee without a place ("as follows."), so paymentAddress null; check and online ticked.',
          ],
        }),
      scan: { dpi: 150, rotate: -1.2, contrast: 0.65, noise: 22, quality: 52, seed: 13606 },
    },
  ],
}
