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
  GREY,
  type Person,
  type Built,
} from '../lib'
import type { Template } from '../template'

type Res = { p: Person; phone: string; email: string; guarantor: string }
type V = {
  company: string
  companyAddr: string
  portal: string
  hours: string
  owner: string
  residents: Res[]
  premises: string
  start: string
  end: string
  total: number
  deposit: number
  admin: number
  latePct: number
  grace: number
  nsf: number
  returnDays: number
  signed: string
  notes: string[]
}

const build = async (v: V): Promise<Built> => {
  const w = await PdfWriter.create(false)
  const f = await fontsFor(w)
  // page 1: landscape schedule
  w.doc.removePage(0)
  const page = w.doc.addPage([792, 612])
  const L = 40
  let y = 612 - 44
  page.drawText(v.company, { x: L, y, size: 10, font: w.bold, color: rgb(0.45, 0.1, 0.1) })
  page.drawText(v.companyAddr, { x: L, y: y - 11, size: 7.5, font: w.regular })
  page.drawText('SCHEDULE A — LEASE DETAILS', {
    x: 792 - 40 - w.bold.widthOfTextAtSize('SCHEDULE A — LEASE DETAILS', 14),
    y,
    size: 14,
    font: w.bold,
  })
  y -= 36
  const kv: [string, string][] = [
    ['Unit', v.premises],
    ['Owner', v.owner],
    ['Term', `${dt(v.start).long} to ${dt(v.end).long}`],
    [
      'Total monthly rent for the Unit',
      `${usd(v.total)} (each Resident's share: ${usd(v.total / v.residents.length)})`,
    ],
    ['Security deposit (Unit)', usd(v.deposit)],
    ['Non-refundable administrative fee', usd(v.admin)],
  ]
  for (const [k, val] of kv) {
    page.drawText(k, { x: L, y, size: 8.5, font: w.bold })
    page.drawText(val, { x: L + 190, y, size: 9, font: w.regular })
    y -= 14
  }
  y -= 10
  page.drawText('RESIDENTS', { x: L, y, size: 9, font: w.bold })
  y -= 6
  const cols = [L, L + 30, L + 200, L + 310, L + 490, 792 - L]
  const heads = ['#', 'Resident (Last, First)', 'Mobile', 'E-mail', 'Guarantor (not a Resident)']
  const rowH = 20
  for (let r = 0; r <= v.residents.length; r++) {
    const top = y - r * rowH
    if (r === 0)
      page.drawRectangle({
        x: L,
        y: top - rowH,
        width: 792 - 2 * L,
        height: rowH,
        color: rgb(0.88, 0.88, 0.88),
      })
    page.drawLine({
      start: { x: L, y: top - rowH },
      end: { x: 792 - L, y: top - rowH },
      thickness: 0.5,
    })
    const res = r === 0 ? null : at(v.residents, r - 1)
    const cells = res
      ? [String(r), `${res.p.last}, ${res.p.first}`, res.phone, res.email, res.guarantor]
      : heads
    cells.forEach((c, i) =>
      page.drawText(c, {
        x: at(cols, i) + 4,
        y: top - 14,
        size: r === 0 ? 8 : 8.5,
        font: r === 0 ? w.bold : w.regular,
      }),
    )
  }
  page.drawLine({ start: { x: L, y }, end: { x: 792 - L, y }, thickness: 0.5 })
  for (const x of cols)
    page.drawLine({
      start: { x, y },
      end: { x, y: y - (v.residents.length + 1) * rowH },
      thickness: 0.5,
    })
  y -= (v.residents.length + 1) * rowH + 24
  page.drawText('INSTALLMENT SCHEDULE (Unit total)', { x: L, y, size: 9, font: w.bold })
  y -= 16
  const months: string[] = []
  const s = new Date(v.start + 'T00:00:00Z')
  const e = new Date(v.end + 'T00:00:00Z')
  for (let d = new Date(s); d <= e; d.setUTCMonth(d.getUTCMonth() + 1))
    months.push(`${dt(d.toISOString().slice(0, 10)).month.slice(0, 3)} ${d.getUTCFullYear()}`)
  const per = Math.ceil(months.length / 3)
  months.forEach((m, i) => {
    const cx = L + Math.floor(i / per) * 240
    const cy = y - (i % per) * 12
    page.drawText(`${m}`, { x: cx, y: cy, size: 8, font: w.regular })
    page.drawText(`${usd(v.total)} due on the 1st`, { x: cx + 60, y: cy, size: 8, font: w.regular })
  })
  // following pages: terms, portrait
  w.newPage()
  const c = (h: string, t: string) => {
    need(w, 34)
    flow(w, f, [`${h}.`, t], { size: 9, leading: 1.45, after: 5 })
  }
  w.page.drawText('STUDENT HOUSING LEASE — TERMS AND CONDITIONS', {
    x: w.margin,
    y: w.y,
    size: 12,
    font: w.bold,
  })
  w.y -= 22
  c(
    '1. Agreement',
    `This Lease is made on ${dt(v.signed).long} between ${v.company}, as agent for the Owner named in Schedule A ("Landlord"), and the Residents named in Schedule A. Residents are jointly and severally liable for the total rent of the Unit. A Guarantor is not a Resident and has no right to occupy the Unit.`,
  )
  c(
    '2. Rent',
    `The total monthly rent for the Unit shown in Schedule A is due on or before the 1st day of each month through the resident portal at ${v.portal}. Paper checks or money orders may be delivered to the leasing office during office hours (${v.hours}).`,
  )
  c(
    '3. Late payment',
    `Rent not received by the ${v.grace}th day of the month is late, and a late charge of ${v.latePct}% of the total monthly rent will be assessed to the Unit. Each returned payment incurs a ${usd(v.nsf)} charge.`,
  )
  c(
    '4. Deposit',
    `The security deposit in Schedule A is held for the Unit. Landlord will mail an itemized statement of deductions and any refund to the Residents within ${v.returnDays} days after the end of the Lease.`,
  )
  c(
    '5. Occupancy',
    'Only the Residents named in Schedule A may occupy the Unit. Overnight guests are limited to three (3) consecutive nights and no more than six (6) nights per month.',
  )
  c(
    '6. Furniture',
    'The Unit is furnished. Residents may not remove furniture and are responsible for missing or damaged items.',
  )
  c(
    '7. Move-in and move-out',
    'Residents must complete the condition report within 48 hours of move-in. At move-out, all keys and access cards must be returned to the leasing office.',
  )
  c(
    '8. Conduct',
    'Residents shall comply with the community rules and the code of conduct of the university, and shall not permit gatherings that disturb other residents.',
  )
  c(
    '9. Notices',
    `Notices to Landlord must be delivered to the leasing office at ${v.companyAddr}. Notices to Residents may be sent by e-mail to the addresses in Schedule A.`,
  )
  c(
    '10. Early termination',
    "This Lease may not be terminated early except as required by law; re-letting requires Landlord's approval and a re-letting fee.",
  )
  need(w, 160)
  w.y -= 10
  for (const r of v.residents) {
    need(w, 30)
    w.page.drawLine({
      start: { x: w.margin, y: w.y },
      end: { x: w.margin + 230, y: w.y },
      thickness: 0.5,
    })
    w.page.drawText(`Resident: ${r.p.full}`, {
      x: w.margin,
      y: w.y - 9,
      size: 7.5,
      font: w.regular,
      color: GREY,
    })
    w.y -= 28
  }
  w.page.drawLine({
    start: { x: w.margin, y: w.y },
    end: { x: w.margin + 230, y: w.y },
    thickness: 0.5,
  })
  w.page.drawText(`Landlord: ${v.company}`, {
    x: w.margin,
    y: w.y - 9,
    size: 7.5,
    font: w.regular,
    color: GREY,
  })
  footers(w, w.regular, (i, n) => `${v.company} — Lease ${i}/${n}`, { y: 22 })
  const first = at(v.residents, 0)
  return {
    pdf: await w.save(),
    truth: {
      tenants: v.residents.map((r) => r.p),
      tenantEmail: first.email,
      tenantPhone: first.phone,
      premisesAddress: v.premises,
      leaseType: 'fixed-term',
      startDate: v.start,
      endDate: v.end,
      terminationDateText: dt(v.end).long,
      monthlyRent: v.total,
      securityDeposit: v.deposit,
      rentDueDay: 1,
      maxGuestStayDays: 3,
      managementCompany: v.company,
      housingProvider: v.owner,
      mailingAddress: v.companyAddr,
      acceptedPaymentMethods: ['Online Portal', 'Check', 'Money Order'],
      lateFeePercentage: v.latePct,
      gracePeriodDays: v.grace,
      nsfFeeFirst: v.nsf,
      rentDueDescription: 'on or before the 1st day of each month',
      paymentRecipient: v.company,
      paymentAddress: v.companyAddr,
      officeHours: v.hours,
      nsfPolicy: `Each returned payment incurs a ${usd(v.nsf)} charge.`,
      depositReturnDays: v.returnDays,
      depositReturnCondition: `Landlord will mail an itemized statement of deductions and any refund to the Residents within ${v.returnDays} days after the end of the Lease`,
      _notes: [
        'Student lease: page 1 is a landscape Schedule A with a residents table ("Last, First", mobile, e-mail) and a Guarantor column; guarantors are not tenants or occupants. Terms follow on portrait pages.',
        "monthlyRent is the total monthly rent for the Unit (each resident's share is also printed). The installment list repeats the same amount month by month.",
        'maxGuestStayDays 3 from "three (3) consecutive nights". The administrative fee is not a deposit.',
        ...v.notes,
      ],
    },
  }
}

export const template: Template = {
  id: 'student_schedule_landscape',
  title:
    'Student-housing lease with a landscape Schedule A (residents table with guarantors, installment schedule) and portrait terms',
  exercises:
    'student-housing lease, landscape schedule page with a 3–4 resident table in "Last, First" form and guarantors, portrait terms',
  docs: [
    {
      name: 'student_lease_bloomington_in',
      build: () =>
        build({
          company: 'Hoosier Commons Student Living',
          companyAddr: '410 E 10th Street, Suite 100, Bloomington, IN 47408',
          portal: 'residents.hoosiercommons.example',
          hours: 'Mon–Fri 10 a.m.–6 p.m., Sat 11 a.m.–4 p.m.',
          owner: 'HC Bloomington Owner LLC',
          residents: [
            {
              p: person('Brennan', 'Achterberg'),
              phone: '(812) 555-0111',
              email: 'bachter@example.edu',
              guarantor: 'Louise Achterberg',
            },
            {
              p: person('Xiomara', 'Delgado'),
              phone: '(317) 555-0186',
              email: 'xdelgado@example.edu',
              guarantor: 'Ruben Delgado',
            },
            {
              p: person('Kofi', 'Asante-Mensah'),
              phone: '(812) 555-0142',
              email: 'kasante@example.edu',
              guarantor: 'Grace Asante',
            },
            {
              p: person('Wren', 'Holloway'),
              phone: '(765) 555-0133',
              email: 'wholloway@example.edu',
              guarantor: 'Martin Holloway',
            },
          ],
          premises: '1330 N Walnut Street, Unit 4B, Bloomington, IN 47404',
          start: '2026-08-14',
          end: '2027-07-31',
          total: 2760,
          deposit: 1380,
          admin: 200,
          latePct: 5,
          grace: 5,
          nsf: 35,
          returnDays: 45,
          signed: '2026-02-20',
          notes: [
            'The term starts mid-August; the schedule still lists a full installment for August 2026.',
          ],
        }),
    },
    {
      name: 'student_lease_knoxville_tn',
      build: () =>
        build({
          company: 'Volunteer Quad Residences',
          companyAddr: '1500 Cumberland Avenue, Suite 2, Knoxville, TN 37916',
          portal: 'pay.volquad.example',
          hours: 'Daily 9 a.m. to 5 p.m.',
          owner: 'Cumberland Avenue Partners, L.P.',
          residents: [
            {
              p: person('Delphine', 'Okoro'),
              phone: '(865) 555-0190',
              email: 'dokoro@example.edu',
              guarantor: 'Chuka Okoro',
            },
            {
              p: person('Maximilian', 'Strand'),
              phone: '(423) 555-0158',
              email: 'mstrand@example.edu',
              guarantor: 'Petra Strand',
            },
            {
              p: person('Yusuf', 'Barakzai'),
              phone: '(865) 555-0127',
              email: 'ybarakzai@example.edu',
              guarantor: 'Nadia Barakzai',
            },
          ],
          premises: '1812 Laurel Avenue, Apt 302, Knoxville, TN 37916',
          start: '2026-08-01',
          end: '2027-07-31',
          total: 2385,
          deposit: 795,
          admin: 150,
          latePct: 10,
          grace: 5,
          nsf: 30,
          returnDays: 30,
          signed: '2026-03-11',
          notes: ["Three residents; each resident's share is $795.00, the Unit total $2,385.00."],
        }),
    },
  ],
}
