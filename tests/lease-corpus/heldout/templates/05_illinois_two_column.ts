import {
  PdfWriter,
  fontsFor,
  flow,
  fill,
  need,
  dt,
  usd,
  footers,
  person,
  ordinal,
  type Person,
  type Built,
} from '../../former-heldout/lib'
import type { Template } from '../../former-heldout/template'
import { columns } from '../cols'

type V = {
  lessor: string
  agent: string | null
  office: string
  tenants: Person[]
  occupants: Person[]
  premises: string
  start: string
  end: string
  rent: number
  deposit: number
  grace: number
  late: number
  nsf: number
  methods: string
  methodNames: string[]
  phone: string | null
  email: string | null
  city: string
  guests: number
  notes: string[]
}

const build = async (v: V): Promise<Built> => {
  const w = await PdfWriter.create(false)
  const f = await fontsFor(w)
  const L = 40
  const W = w.width - 2 * L
  w.y = w.height - 44
  w.page.drawText('PRAIRIE STATE APARTMENT OWNERS COUNCIL', {
    x: L,
    y: w.y,
    size: 7.5,
    font: f.sansBold,
  })
  w.y -= 22
  const t = 'Illinois Residential Lease — Dwelling Unit'
  w.page.drawText(t, { x: L, y: w.y, size: 16, font: w.bold })
  w.y -= 8
  w.page.drawLine({ start: { x: L, y: w.y }, end: { x: L + W, y: w.y }, thickness: 1.5 })
  w.y -= 16
  const o = { size: 9.4, x: L, width: W, leading: 1.55, after: 3, font: f.sans }
  flow(w, f, ['LESSOR:', fill(v.lessor, 200), 'AGENT (if any):', fill(v.agent, 150)], o)
  flow(w, f, ['LESSEE(S):', fill(v.tenants.map((p) => p.full).join(', '), 300)], o)
  flow(w, f, ['DWELLING UNIT:', fill(v.premises, 320)], o)
  flow(
    w,
    f,
    [
      'TERM: from',
      fill(dt(v.start).us, 70),
      'to',
      fill(dt(v.end).us, 70),
      'MONTHLY RENT: $',
      fill(usd(v.rent).slice(1), 60),
      'SECURITY DEPOSIT: $',
      fill(usd(v.deposit).slice(1), 60),
    ],
    o,
  )
  w.y -= 4
  w.page.drawLine({ start: { x: L, y: w.y + 6 }, end: { x: L + W, y: w.y + 6 }, thickness: 0.6 })
  w.y -= 8
  const payee = v.agent ?? v.lessor
  const items = [
    {
      head: '1. LEASE OF UNIT',
      body: 'Lessor leases to Lessee, and Lessee leases from Lessor, the dwelling unit described above, with the appliances in it, for the term stated above. Lessee has inspected the unit and accepts it in its present condition.',
    },
    {
      head: '2. PAYMENT OF RENT',
      body: `Lessee shall pay the monthly rent, in advance and without deduction, on or before the first day of every month of the term, to ${payee} at ${v.office}, by ${v.methods}. Acceptance of partial payment does not waive Lessor's right to the balance.`,
    },
    {
      head: '3. LATE FEE',
      body: `When rent is paid after the ${ordinal(v.grace)} of the month, Lessee shall pay a late fee of ${usd(v.late)}.`,
    },
    {
      head: '4. DISHONORED PAYMENTS',
      body: `Lessee shall pay ${usd(v.nsf)} for each check or electronic payment that is dishonored. After two dishonored payments Lessor may require certified funds.`,
    },
    {
      head: '5. SECURITY DEPOSIT',
      body: `Lessee has deposited ${usd(v.deposit)} as security. Lessor shall return the deposit, less any deductions for unpaid rent and for damage beyond ordinary wear and tear, within 45 days after Lessee vacates, with an itemized statement of any deductions as required by the Illinois Security Deposit Return Act.`,
    },
    {
      head: '6. OCCUPANCY',
      body: `The unit shall be occupied only by Lessee${v.occupants.length ? ` and by ${v.occupants.map((p) => p.full).join(' and ')}, who are occupants and not parties to this lease` : ''}. A guest may not stay more than ${v.guests} nights in any month.`,
    },
    {
      head: '7. UTILITIES',
      body: 'Lessee shall pay for electricity and gas for the unit and for internet service. Lessor shall pay for water, sewer, refuse removal and common-area lighting.',
    },
    {
      head: '8. REPAIRS',
      body: "Lessor shall keep the unit and common areas in compliance with the applicable building codes. Lessee shall promptly notify Lessor of any condition needing repair and shall pay for damage caused by Lessee, Lessee's household or guests.",
    },
    {
      head: '9. ACCESS',
      body: "Lessor may enter the unit at reasonable times after two days' notice to inspect, make repairs, or show the unit, and at any time without notice in an emergency.",
    },
    {
      head: '10. ALTERATIONS',
      body: "Lessee shall not paint, wallpaper, change locks or make any alteration without Lessor's written consent.",
    },
    {
      head: '11. PETS',
      body: 'No pets are allowed without a signed pet addendum. Assistance animals are not pets.',
    },
    {
      head: '12. SMOKE-FREE BUILDING',
      body: 'Smoking and vaping of any substance are prohibited in the unit and in all common areas.',
    },
    {
      head: '13. SUBLETTING',
      body: "Lessee may sublet only with Lessor's written consent, which shall not be unreasonably withheld. Lessee remains liable for the rent.",
    },
    {
      head: '14. SMOKE AND CO DETECTORS',
      body: 'Lessor has installed working smoke and carbon monoxide detectors as required by the Illinois Smoke Detector Act and the Carbon Monoxide Alarm Detector Act. Lessee shall test them and replace batteries.',
    },
    {
      head: '15. RADON DISCLOSURE',
      body: 'Lessor has no knowledge of elevated radon concentrations in the unit. Lessee acknowledges receipt of the Illinois Emergency Management Agency radon pamphlet.',
    },
    {
      head: '16. DEFAULT',
      body: 'If Lessee fails to pay rent when due, Lessor may serve a five-day notice under 735 ILCS 5/9-209. For any other breach, Lessor may serve a ten-day notice. Lessor shall mitigate damages as required by law.',
    },
    {
      head: '17. HOLDING OVER',
      body: 'If Lessee remains in possession after the end of the term without a new written lease, the tenancy shall be from month to month at the same rent.',
    },
    {
      head: '18. NOTICES',
      body: `Notices to Lessor shall be delivered or mailed to ${v.office}. Notices to Lessee shall be delivered to the unit${v.phone || v.email ? `; Lessee may also be reached at ${[v.phone, v.email].filter(Boolean).join(' or ')}` : ''}.`,
    },
    {
      head: '19. SEVERABILITY; ENTIRE AGREEMENT',
      body: `This lease is governed by Illinois law and any applicable ordinance of the City of ${v.city}. If any provision is invalid, the rest remains in force. This lease is the entire agreement of the parties.`,
    },
  ]
  columns(w, items, {
    font: f.sans,
    bold: f.sansBold,
    size: 8.4,
    x: L,
    width: W,
    gutter: 20,
    bottom: 60,
    top: w.height - 50,
    rule: true,
  })
  need(w, 60 + 28 * v.tenants.length)
  w.y -= 18
  const sig = (who: string, x: number, y: number) => {
    w.page.drawLine({ start: { x, y }, end: { x: x + 240, y }, thickness: 0.5 })
    w.page.drawText(who, { x, y: y - 10, size: 8, font: f.sans })
  }
  sig(`Lessor: ${v.lessor}`, L, w.y)
  if (v.agent) w.page.drawText(`by ${v.agent}, Agent`, { x: L, y: w.y - 20, size: 8, font: f.sans })
  v.tenants.forEach((p, i) => sig(`Lessee: ${p.full}`, L + 290, w.y - 30 * i))
  footers(w, f.sans, (i, m) => `PSAOC Form IL-3   ${i}/${m}`, { size: 7 })
  return {
    pdf: await w.save(),
    truth: {
      tenants: v.tenants,
      additionalOccupants: v.occupants.length ? v.occupants : null,
      tenantEmail: v.email,
      tenantPhone: v.phone,
      premisesAddress: v.premises,
      leaseType: 'fixed-term',
      startDate: v.start,
      endDate: v.end,
      terminationDateText: dt(v.end).us,
      monthlyRent: v.rent,
      securityDeposit: v.deposit,
      rentDueDay: 1,
      maxGuestStayDays: v.guests,
      managementCompany: v.agent,
      housingProvider: v.lessor,
      mailingAddress: v.office,
      acceptedPaymentMethods: v.methodNames,
      gracePeriodDays: v.grace,
      nsfFeeFirst: v.nsf,
      rentDueDescription:
        'in advance and without deduction, on or before the first day of every month of the term',
      paymentRecipient: payee,
      paymentAddress: v.office,
      nsfPolicy: `Lessee shall pay ${usd(v.nsf)} for each check or electronic payment that is dishonored. After two dishonored payments Lessor may require certified funds.`,
      depositReturnDays: 45,
      depositReturnCondition:
        'less any deductions for unpaid rent and for damage beyond ordinary wear and tear, within 45 days after Lessee vacates, with an itemized statement of any deductions',
      _notes: [
        'Parties and key terms in fill-in lines across the top (dates MM/DD/YYYY); clauses in two ruled newspaper columns.',
        `Late fee when rent is paid after the ${ordinal(v.grace)}: gracePeriodDays ${v.grace} (the day-number reading: with rent due on the 1st, "late after the Nth" is commonly called an N-day grace period). Flat fee, lateFeePercentage null.`,
        'Tenant contact only inside the notices clause. Guest limit "nights in any month" read as maxGuestStayDays.',
        ...v.notes,
      ],
    },
  }
}

export const template: Template = {
  id: 'illinois_two_column',
  title: 'Illinois apartment-owners council residential lease with clauses in two ruled columns',
  exercises:
    'Illinois association-style form, fill-in header lines with US numeric dates, clauses in two ruled columns, occupants inside a clause, tenant contact in the notices clause',
  docs: [
    {
      name: 'il_two_column_lease_evanston',
      build: () =>
        build({
          lessor: 'Sheridan Shore Partners LLC',
          agent: 'Lakeview North Realty Management',
          office: '1603 Orrington Avenue, Suite 880, Evanston, IL 60201',
          tenants: [person('Fenella', 'Moriarty'), person('Oyelaran', 'Adebayo')],
          occupants: [person('Tomasz', 'Adebayo')],
          premises: '1127 Chicago Avenue, Apt 2W, Evanston, IL 60202',
          start: '2027-06-01',
          end: '2028-05-31',
          rent: 2140,
          deposit: 2140,
          grace: 5,
          late: 50,
          nsf: 25,
          methods: 'check, money order, or ACH through the resident portal',
          methodNames: ['Check', 'Money Order', 'ACH', 'Online Portal'],
          phone: '(847) 555-0164',
          email: 'fenella.moriarty@example.com',
          city: 'Evanston',
          guests: 14,
          notes: [],
        }),
    },
    {
      name: 'il_two_column_lease_springfield',
      build: () =>
        build({
          lessor: 'Augustin Pelletier',
          agent: null,
          office: '2408 S. MacArthur Boulevard, Springfield, IL 62704',
          tenants: [person('Marguerite', 'Oyelowo-Pratt')],
          occupants: [],
          premises: '915 S. Walnut Street, Springfield, IL 62704',
          start: '2026-12-01',
          end: '2027-05-31',
          rent: 925,
          deposit: 900,
          grace: 3,
          late: 35,
          nsf: 30,
          methods: 'personal check or money order',
          methodNames: ['Check', 'Money Order'],
          phone: '(217) 555-0107',
          email: null,
          city: 'Springfield',
          guests: 7,
          notes: [
            'Six-month term; individual lessor, no agent (agent blank empty). Only a phone is given.',
          ],
        }),
    },
  ],
}
