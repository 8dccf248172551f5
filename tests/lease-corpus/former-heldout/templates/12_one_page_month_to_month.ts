import {
  PdfWriter,
  fontsFor,
  flow,
  dt,
  moneyWords,
  numberWords,
  person,
  type Person,
  type Built,
} from '../lib'
import type { Template } from '../template'

type V = {
  landlord: string
  landlordAddr: string
  landlordPhone: string
  tenants: Person[]
  tenantPhone: string | null
  tenantEmail: string | null
  premises: string
  state: string
  start: string
  rent: number
  deposit: number
  due: number
  grace: number
  late: number
  methods: string
  methodNames: string[]
  returnDays: number
  signed: string
  notes: string[]
}

const ord = (n: number) =>
  (({ 1: 'first (1st)', 3: 'third (3rd)', 5: 'fifth (5th)' }) as Record<number, string>)[n] ??
  `${n}th`

const build = async (v: V): Promise<Built> => {
  const w = await PdfWriter.create(true)
  const f = await fontsFor(w)
  const L = 54
  const W = w.width - 2 * L
  w.y = w.height - 54
  const t = 'MONTH-TO-MONTH RENTAL AGREEMENT'
  w.page.drawText(t, {
    x: (w.width - w.bold.widthOfTextAtSize(t, 13)) / 2,
    y: w.y,
    size: 13,
    font: w.bold,
  })
  w.y -= 20
  const o = { size: 9.6, x: L, width: W, leading: 1.38, after: 4, bottom: 40 }
  const names = v.tenants.map((p) => p.full).join(' and ')
  const p = (segs: Parameters<typeof flow>[2]) => flow(w, f, segs, o)
  p([
    `This Rental Agreement is made on ${dt(v.signed).long} between ${v.landlord} ("Landlord") and ${names} ("Tenant"), for the dwelling at ${v.premises} (the "Premises").`,
  ])
  p([
    `1. TERM. The tenancy begins on ${dt(v.start).long} and continues from month to month until either party ends it by written notice given at least thirty (30) days before the end of a monthly rental period.`,
  ])
  p([
    `2. RENT. Tenant shall pay rent of ${moneyWords(v.rent)} per month, in advance, on the ${ord(v.due)} day of each month, by ${v.methods}, to Landlord at ${v.landlordAddr} or at such other place as Landlord directs in writing.`,
  ])
  p([
    `3. LATE RENT. Rent not received within ${numberWords(v.grace)} (${v.grace}) days after it is due is late, and Tenant shall pay a late fee of ${moneyWords(v.late)}. A check returned unpaid will be treated as rent not paid.`,
  ])
  p([
    `4. DEPOSIT. Tenant has paid a security deposit of ${moneyWords(v.deposit)}. Landlord will return the deposit, less itemized deductions for unpaid rent and for damage beyond normal wear and tear, within ${numberWords(v.returnDays)} (${v.returnDays}) days after Tenant moves out and gives Landlord a forwarding address.`,
  ])
  p([
    '5. UTILITIES. Tenant pays electricity, gas and internet. Landlord pays water, sewer and trash.',
  ])
  p([
    '6. OCCUPANCY. Only the Tenant named above may live at the Premises. Tenant shall not sublet or assign.',
  ])
  p([
    "7. CONDITION AND REPAIRS. Tenant accepts the Premises in their present condition, shall keep them clean and shall report needed repairs promptly. Tenant shall pay for damage caused by Tenant or Tenant's guests.",
  ])
  p([
    "8. ENTRY. Landlord may enter at reasonable times after at least 24 hours' notice, or at any time in an emergency.",
  ])
  p([
    "9. PETS AND SMOKING. No pets and no smoking inside the Premises without Landlord's written consent.",
  ])
  p([
    '10. RULES. Tenant shall not disturb neighbors, shall keep noise down between 10 p.m. and 7 a.m., and shall follow all laws and ordinances.',
  ])
  p([
    "11. RENT CHANGES. Landlord may change the rent or other terms on at least thirty (30) days' written notice before the start of a rental period.",
  ])
  p([
    '12. ABANDONMENT. If Tenant is absent for more than fifteen days while rent is unpaid, the Premises may be treated as abandoned as allowed by law.',
  ])
  p([
    `13. LAW. This Agreement is governed by the laws of the State of ${v.state}. If any part of it is invalid, the rest remains in effect. This is the entire agreement.`,
  ])
  w.y -= 8
  const col = W / 2
  const y0 = w.y
  w.page.drawLine({ start: { x: L, y: w.y }, end: { x: L + col - 20, y: w.y }, thickness: 0.5 })
  w.page.drawText(`Landlord: ${v.landlord}`, { x: L, y: w.y - 9, size: 8, font: w.regular })
  w.page.drawText(`Phone: ${v.landlordPhone}`, { x: L, y: w.y - 19, size: 8, font: w.regular })
  w.page.drawText(`Date: ${dt(v.signed).us}`, { x: L, y: w.y - 29, size: 8, font: w.regular })
  v.tenants.forEach((tn, i) => {
    const y = y0 - i * 48
    w.page.drawLine({ start: { x: L + col, y }, end: { x: L + W, y }, thickness: 0.5 })
    w.page.drawText(`Tenant: ${tn.full}`, { x: L + col, y: y - 9, size: 8, font: w.regular })
    if (i === 0) {
      w.page.drawText(`Phone: ${v.tenantPhone ?? ''}`, {
        x: L + col,
        y: y - 19,
        size: 8,
        font: w.regular,
      })
      w.page.drawText(`Email: ${v.tenantEmail ?? ''}`, {
        x: L + col,
        y: y - 29,
        size: 8,
        font: w.regular,
      })
    }
  })
  if (w.doc.getPageCount() !== 1) throw new Error('one-page agreement overflowed')
  return {
    pdf: await w.save(),
    truth: {
      tenants: v.tenants,
      tenantEmail: v.tenantEmail,
      tenantPhone: v.tenantPhone,
      premisesAddress: v.premises,
      leaseType: 'month-to-month',
      startDate: v.start,
      monthlyRent: v.rent,
      securityDeposit: v.deposit,
      rentDueDay: v.due,
      housingProvider: v.landlord,
      mailingAddress: v.landlordAddr,
      acceptedPaymentMethods: v.methodNames,
      gracePeriodDays: v.grace,
      rentDueDescription: `in advance, on the ${ord(v.due)} day of each month`,
      paymentRecipient: v.landlord,
      paymentAddress: v.landlordAddr,
      depositReturnDays: v.returnDays,
      depositReturnCondition: `less itemized deductions for unpaid rent and for damage beyond normal wear and tear, within ${numberWords(v.returnDays)} (${v.returnDays}) days after Tenant moves out and gives Landlord a forwarding address`,
      _notes: [
        "One-page month-to-month agreement by an individual landlord: no end date. Amounts in words with figures. Landlord's address is where rent is paid (no separate notice address is stated; mailingAddress = that address).",
        'Late fee is a flat amount, so lateFeePercentage is null; no NSF fee amount.',
        ...v.notes,
      ],
    },
  }
}

export const template: Template = {
  id: 'one_page_month_to_month',
  title: 'One-page month-to-month rental agreement from an individual landlord',
  exercises:
    'one-page month-to-month agreement, individual landlord, amounts in words, contacts beside the signatures',
  docs: [
    {
      name: 'one_page_mtm_columbus_oh',
      build: () =>
        build({
          landlord: 'Gwendolyn Ashby-Kerr',
          landlordAddr: '1180 Neil Avenue, Columbus, OH 43201',
          landlordPhone: '(614) 555-0114',
          tenants: [person('Dmitri', 'Sokolov')],
          tenantPhone: '(614) 555-0182',
          tenantEmail: 'dsokolov@example.com',
          premises: '77 W Northwood Avenue, Upper Unit, Columbus, OH 43201',
          state: 'Ohio',
          start: '2026-10-01',
          rent: 1200,
          deposit: 1200,
          due: 1,
          grace: 5,
          late: 40,
          methods: 'check or money order',
          methodNames: ['Check', 'Money Order'],
          returnDays: 30,
          signed: '2026-09-24',
          notes: ['Rent is "one thousand two hundred dollars ($1,200.00)".'],
        }),
    },
    {
      name: 'one_page_mtm_albuquerque_scan',
      scan: {
        dpi: 150,
        rotate: 1.9,
        shear: -0.025,
        contrast: 0.6,
        noise: 30,
        seed: 505,
        quality: 50,
      },
      build: () =>
        build({
          landlord: 'Benedict Ortega y Luna',
          landlordAddr: 'P.O. Box 27794, Albuquerque, NM 87125',
          landlordPhone: '(505) 555-0133',
          tenants: [person('Callista', 'Runningwater'), person('Joaquin', 'Pereira')],
          tenantPhone: '(505) 555-0161',
          tenantEmail: null,
          premises: '2315 Coal Avenue SE, Albuquerque, NM 87106',
          state: 'New Mexico',
          start: '2026-12-05',
          rent: 985,
          deposit: 500,
          due: 5,
          grace: 3,
          late: 35,
          methods: 'money order or cash against a written receipt',
          methodNames: ['Money Order', 'Cash'],
          returnDays: 30,
          signed: '2026-12-01',
          notes: [
            'Scan with skew, rotation, low contrast and heavy noise. Rent due on the fifth (5th); two tenants, only the first has a phone, no e-mail.',
            'Rent "nine hundred eighty-five dollars ($985.00)".',
          ],
        }),
    },
  ],
}
