import { rgb } from 'pdf-lib'
import {
  PdfWriter,
  at,
  fontsFor,
  flow,
  footers,
  need,
  dt,
  usd,
  person,
  BLUE,
  type Person,
  type Built,
} from '../lib'
import type { Template } from '../template'

type V = {
  owner: string
  manager: string | null
  managerAddr: string
  managerPhone: string
  tenants: Person[]
  tenantPhone: string
  tenantEmail: string
  premises: string
  start: string
  end: string | null
  iso: boolean
  rent: number
  deposit: number
  fee: number
  prorated: number | null
  methods: string[]
  methodText: string
  latePct: number
  signed: string
  notes: string[]
}

const build = async (v: V): Promise<Built> => {
  const w = await PdfWriter.create(false)
  const f = await fontsFor(w)
  const L = w.margin
  const R = w.width - w.margin
  const D = (iso: string) => (v.iso ? iso : dt(iso).long)
  const bar = (t: string) => {
    need(w, 40)
    w.page.drawRectangle({
      x: L,
      y: w.y - 4,
      width: R - L,
      height: 15,
      color: rgb(0.85, 0.88, 0.92),
    })
    w.page.drawText(t, { x: L + 4, y: w.y, size: 9.5, font: w.bold })
    w.y -= 20
  }
  const p = (segs: Parameters<typeof flow>[2]) => flow(w, f, segs, { size: 9, leading: 1.45 })
  w.page.drawText('Residential Rental Agreement', { x: L, y: w.y, size: 18, font: w.bold })
  w.y -= 16
  w.page.drawText('State of Washington · Residential Landlord-Tenant Act, chapter 59.18 RCW', {
    x: L,
    y: w.y,
    size: 8.5,
    font: w.regular,
  })
  w.y -= 22
  bar('1. The parties')
  p([
    `This agreement is made on ${D(v.signed)} between ${v.owner} ("Landlord") and ${v.tenants.map((t) => t.full).join(' and ')} ("Tenant"). Each Tenant is jointly and severally responsible for every obligation under this agreement.`,
  ])
  bar('2. The dwelling unit')
  p([
    `Landlord rents to Tenant the dwelling unit at ${v.premises} (the "Unit") for use as a private residence only.`,
  ])
  bar('3. Term')
  if (v.end)
    p([
      `The tenancy begins on ${D(v.start)} and ends on ${D(v.end)}. At the end of the term the tenancy will continue month to month unless either party gives at least twenty (20) days' written notice before the end of a rental period.`,
    ])
  else
    p([
      `The tenancy begins on ${D(v.start)} and continues from month to month. Tenant may end the tenancy with at least twenty (20) days' written notice before the end of a rental period; Landlord may end it only as permitted by RCW 59.18.650.`,
    ])
  bar('4. Rent')
  p([
    `Rent is ${usd(v.rent)} per month, due on the first (1st) day of each month. Rent is accepted by ${v.methodText}. If rent is not received by the fifth (5th) day of the month, Tenant will owe a late fee of ${v.latePct} percent (${v.latePct}%) of the monthly rent. A fee of $30.00 will be charged for any payment returned by Tenant's bank.`,
  ])
  bar('5. Move-in costs')
  p([
    'Before Tenant takes possession, the following amounts are due (RCW 59.18.285 requires the nonrefundable fee to be stated in writing):',
  ])
  const rows: [string, string][] = [
    ['Refundable security deposit', usd(v.deposit)],
    ['Nonrefundable move-in fee (cleaning)', usd(v.fee)],
    ["First month's rent" + (v.prorated !== null ? ' (prorated)' : ''), usd(v.prorated ?? v.rent)],
    ['Total due at move-in', usd(v.deposit + v.fee + (v.prorated ?? v.rent))],
  ]
  for (const [a, b] of rows) {
    need(w, 18)
    w.page.drawText(a, {
      x: L + 20,
      y: w.y,
      size: 9,
      font: a.startsWith('Total') ? w.bold : w.regular,
    })
    const bw = f.mono.widthOfTextAtSize(b, 9.5)
    w.page.drawText(b, { x: L + 330 - bw, y: w.y, size: 9.5, font: f.mono, color: BLUE })
    w.page.drawLine({
      start: { x: L + 20, y: w.y - 4 },
      end: { x: L + 340, y: w.y - 4 },
      thickness: 0.3,
    })
    w.y -= 16
  }
  w.y -= 6
  bar('6. Security deposit')
  p([
    'The deposit is held in a trust account at Evergreen Federal Savings, 400 Pine Street, Seattle, WA. A written checklist describing the condition of the Unit is attached and signed by both parties. Within thirty (30) days after the tenancy ends and Tenant vacates, Landlord will give Tenant a full and specific statement of the basis for retaining any of the deposit, together with the payment of any refund due.',
  ])
  bar('7. Occupancy and guests')
  p([
    "Only the Tenants named above may live in the Unit. A guest may stay no more than ten (10) nights in any thirty-day period without Landlord's written consent.",
  ])
  bar('8. Utilities, maintenance and entry')
  p([
    "Tenant pays electricity and internet; Landlord pays water, sewer and garbage. Landlord will keep the Unit fit for human habitation as required by RCW 59.18.060. Landlord will give at least two days' written notice before entering, or one day's notice to show the Unit.",
  ])
  bar('9. Notices and contacts')
  p([
    `Landlord's name and address (RCW 59.18.060(14)): ${v.owner}${v.manager ? `, managed by ${v.manager},` : ','} ${v.managerAddr}; telephone ${v.managerPhone}. All notices and rent payments must be delivered to this address unless Landlord designates another in writing.`,
  ])
  p([
    `Notices to Tenant may be delivered to the Unit or to ${at(v.tenants, 0).full} by e-mail at ${v.tenantEmail} or by text message to ${v.tenantPhone}.`,
  ])
  bar('10. Signatures')
  need(w, 100)
  w.y -= 10
  for (const n of [v.owner, ...v.tenants.map((t) => t.full)]) {
    need(w, 34)
    w.page.drawLine({ start: { x: L, y: w.y }, end: { x: L + 240, y: w.y }, thickness: 0.5 })
    w.page.drawText(n, { x: L, y: w.y - 10, size: 8, font: w.regular })
    w.page.drawText(`Date: ${D(v.signed)}`, { x: L + 280, y: w.y - 10, size: 8, font: w.regular })
    w.y -= 34
  }
  footers(
    w,
    w.regular,
    (i, n) => `WA Residential Rental Agreement — page ${i} of ${n} — Tenant initials ______`,
  )
  const total = v.deposit + v.fee + (v.prorated ?? v.rent)
  return {
    pdf: await w.save(),
    truth: {
      tenants: v.tenants,
      tenantEmail: v.tenantEmail,
      tenantPhone: v.tenantPhone,
      premisesAddress: v.premises,
      leaseType: v.end ? 'fixed-term' : 'month-to-month',
      startDate: v.start,
      endDate: v.end,
      terminationDateText: v.end ? D(v.end) : null,
      monthlyRent: v.rent,
      securityDeposit: v.deposit,
      rentDueDay: 1,
      maxGuestStayDays: 10,
      managementCompany: v.manager,
      housingProvider: v.owner,
      mailingAddress: v.managerAddr,
      acceptedPaymentMethods: v.methods,
      lateFeePercentage: v.latePct,
      gracePeriodDays: 5,
      nsfFeeFirst: 30,
      totalMoveInCost: total,
      proratedRent: v.prorated,
      rentDueDescription: 'due on the first (1st) day of each month',
      paymentRecipient: v.manager ?? v.owner,
      paymentAddress: v.managerAddr,
      nsfPolicy: "A fee of $30.00 will be charged for any payment returned by Tenant's bank.",
      depositReturnDays: 30,
      depositReturnCondition:
        'Within thirty (30) days after the tenancy ends and Tenant vacates, Landlord will give Tenant a full and specific statement of the basis for retaining any of the deposit, together with the payment of any refund due',
      _notes: [
        "Plain-language Washington agreement with shaded section bars. The tenant's e-mail and phone appear only in the notices clause.",
        'gracePeriodDays 5 from "not received by the fifth (5th) day of the month". Total move-in cost is the last row of the move-in cost table.',
        "The deposit bank address in section 6 is not the landlord's address.",
        ...v.notes,
      ],
    },
  }
}

export const template: Template = {
  id: 'washington_rental',
  title:
    'Washington residential rental agreement (plain language, shaded section bars, move-in cost table)',
  exercises:
    'Washington plain-language agreement, ISO or long dates, fixed-term and month-to-month, move-in cost table, tenant contacts in the notices clause',
  docs: [
    {
      name: 'wa_rental_agreement_seattle_iso',
      build: () =>
        build({
          owner: 'Cascadia Ridge Apartments LLC',
          manager: 'Sound & Summit Property Management',
          managerAddr: '1518 Third Avenue, Suite 1100, Seattle, WA 98101',
          managerPhone: '(206) 555-0153',
          tenants: [person('Ingrid', 'Halvorsen'), person('Tomasz', 'Wierzbicki')],
          tenantPhone: '(206) 555-0177',
          tenantEmail: 'ingrid.halvorsen@example.com',
          premises: '4417 Fremont Avenue N, Unit 204, Seattle, WA 98103',
          start: '2026-10-01',
          end: '2027-09-30',
          iso: true,
          rent: 2395,
          deposit: 1800,
          fee: 250,
          prorated: null,
          methods: ['Check', 'Online Portal'],
          methodText: 'check or through the online resident portal',
          latePct: 5,
          signed: '2026-09-16',
          notes: ['All dates are written in ISO form (YYYY-MM-DD).'],
        }),
    },
    {
      name: 'wa_rental_agreement_spokane_month_to_month',
      build: () =>
        build({
          owner: 'Delphine Marchetti',
          manager: null,
          managerAddr: 'P.O. Box 9142, Spokane, WA 99209',
          managerPhone: '(509) 555-0128',
          tenants: [person('Jasper', 'Kowalczyk')],
          tenantPhone: '(509) 555-0186',
          tenantEmail: 'jkowalczyk@example.org',
          premises: '2210 W Mission Avenue, Spokane, WA 99201',
          start: '2026-11-12',
          end: null,
          iso: false,
          rent: 1275,
          deposit: 1000,
          fee: 150,
          prorated: 807.5,
          methods: ['Check', 'Money Order', 'Zelle'],
          methodText: 'check, money order or Zelle',
          latePct: 10,
          signed: '2026-11-05',
          notes: [
            "Month-to-month; the first month is prorated and the prorated amount is in the move-in table. No manager: the owner's P.O. box is the notice and payment address. No Zelle number is given.",
          ],
        }),
    },
  ],
}
