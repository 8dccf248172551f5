import {
  PdfWriter,
  fontsFor,
  flow,
  need,
  dt,
  usd,
  footers,
  person,
  rect,
  type Person,
  type Built,
  type Seg,
} from '../../former-heldout/lib'
import type { Template } from '../../former-heldout/template'

type V = {
  provider: string
  rpo: string
  agent: string
  agentAddr: string
  hours: string
  tenants: Person[]
  phone: string | null
  email: string | null
  occupants: Person[]
  premises: string
  start: string
  end: string
  rent: number
  deposit: number
  prorated: number
  bank: string
  bankName: string
  zelle: string | null
  nsf1: number
  nsf2: number
  methodNames: string[]
  notes: string[]
}

const build = async (v: V): Promise<Built> => {
  const w = await PdfWriter.create(false)
  const f = await fontsFor(w)
  const L = 58
  const W = w.width - 2 * L
  w.y = w.height - 58
  const c = (t: string, size: number, font = w.bold) => {
    w.page.drawText(t, { x: (w.width - font.widthOfTextAtSize(t, size)) / 2, y: w.y, size, font })
    w.y -= size + 5
  }
  c('RESIDENTIAL LEASE', 14)
  c('District of Columbia', 10, f.italic)
  w.y -= 8
  const o = { size: 9.6, x: L, width: W, leading: 1.45, after: 6, font: f.sans, bottom: 58 }
  const p = (segs: Seg[]) => flow(w, f, segs, o)
  const contact = [v.phone && `telephone ${v.phone}`, v.email && `e-mail ${v.email}`]
    .filter(Boolean)
    .join(', ')
  p([
    `This Lease is made between ${v.provider} (the "Housing Provider"), whose managing agent is ${v.agent}, and ${v.tenants.map((t) => t.full).join(' and ')} (the "Tenant")${contact ? `, ${contact}` : ''}. The Housing Provider's RPO is ${v.rpo}.`,
  ])
  let n = 0
  const art = (head: string, body: string) => {
    n++
    need(w, 44)
    w.page.drawText(`ARTICLE ${n} — ${head.toUpperCase()}`, {
      x: L,
      y: w.y,
      size: 9.6,
      font: f.sansBold,
    })
    w.y -= 14
    p([body])
  }
  art(
    'Premises',
    `The Housing Provider leases to the Tenant the dwelling unit at ${v.premises} (the "Premises"), for use as a private residence by the Tenant${v.occupants.length ? ` and the following additional occupants, who are not parties to this Lease: ${v.occupants.map((x) => x.full).join(', ')}` : ''}.`,
  )
  art(
    'Term',
    `The term begins on ${dt(v.start).long} and ends on ${dt(v.end).long}. At the end of the term, unless the Tenant gives written notice to vacate, the tenancy continues month to month as provided by D.C. Code § 42-3505.01, and the Tenant may not be evicted except for a reason stated in that section.`,
  )
  art(
    'Rent',
    'The monthly rent and all other charges are set out in Schedule A, which forms part of this Lease. Rent is due on the first day of each month, and the Housing Provider will accept it without penalty through the fifth day of the month.',
  )
  art(
    'Security Deposit',
    `The Tenant has paid a security deposit in the amount stated in Schedule A, which the Housing Provider will hold in an interest-bearing escrow account. Within forty-five (45) days after the termination of the tenancy, the Housing Provider shall either tender payment of the deposit with interest to the Tenant, or give written notice of its intention to withhold and apply the money toward defraying the cost of expenses properly incurred under this Lease.`,
  )
  art(
    'Tenant Bill of Rights',
    "The Tenant acknowledges receipt of the District of Columbia Tenant Bill of Rights and of the Notice of Tenants' Rights required by D.C. Code § 42-3502.22.",
  )
  art(
    'Rent Stabilization',
    'The Premises are exempt from the Rent Stabilization Program under D.C. Code § 42-3502.05(a)(3). The registration or claim of exemption is on file with the Rental Accommodations Division.',
  )
  art(
    'Utilities',
    'The Tenant shall pay for electricity and internet service. The Housing Provider shall pay for water, sewer, gas, heat and trash removal.',
  )
  art(
    'Repairs',
    'The Housing Provider shall maintain the Premises in compliance with the District of Columbia Housing Code. The Tenant shall report needed repairs to the managing agent in writing or through its online portal.',
  )
  art(
    'Access',
    "The Housing Provider may enter the Premises upon at least 48 hours' notice between 8:00 a.m. and 8:00 p.m. for inspection, repairs or to show the Premises, and without notice in an emergency.",
  )
  art(
    'Guests',
    'No guest may occupy the Premises for more than fourteen (14) consecutive days, or thirty (30) days in any calendar year, without the written consent of the Housing Provider.',
  )
  art(
    'Lead-Based Paint',
    'The Premises were built before 1978. The Tenant has received the lead disclosure form, the EPA pamphlet, and a clearance report issued within the last twelve months, as required by D.C. Code § 8-231.01 et seq.',
  )
  art(
    'Mold',
    'The Housing Provider has no knowledge of indoor mold contamination in the Premises within the past three years.',
  )
  art(
    'Assignment',
    'The Tenant shall not assign this Lease or sublet the Premises without the prior written consent of the Housing Provider, which shall not be unreasonably withheld.',
  )
  art(
    'Notices',
    `Notices to the Housing Provider shall be sent to the managing agent at ${v.agentAddr}. Notices to the Tenant shall be delivered to the Premises.`,
  )
  art(
    'Entire Agreement',
    'This Lease, Schedule A and the attached disclosures are the entire agreement. No waiver of any term is effective unless in writing.',
  )
  need(w, 80 + 30 * v.tenants.length)
  w.y -= 14
  const sig = (who: string, y: number) => {
    w.page.drawLine({ start: { x: L, y }, end: { x: L + 260, y }, thickness: 0.5 })
    w.page.drawText(who, { x: L, y: y - 10, size: 8.5, font: f.sans })
  }
  sig(`Housing Provider: ${v.provider}, by ${v.agent}, managing agent`, w.y)
  v.tenants.forEach((t, i) => sig(`Tenant: ${t.full}`, w.y - 32 * (i + 1)))
  // Schedule A
  w.newPage()
  c('SCHEDULE A — RENT AND CHARGES', 12)
  w.y -= 4
  const total = Math.round((v.prorated + v.deposit + v.rent) * 100) / 100
  const rows: [string, string][] = [
    ['Monthly rent', usd(v.rent)],
    ['Rent due date', 'On or before the 1st day of each month'],
    ['Prorated rent for the first month', usd(v.prorated)],
    ['Security deposit', usd(v.deposit)],
    ["First full month's rent", usd(v.rent)],
    ['Total due before move-in', usd(total)],
    [
      'Late fee',
      '5% of the monthly rent, charged on rent not received by the end of the 5th day of the month',
    ],
    ['Returned payment (first)', usd(v.nsf1)],
    ['Returned payment (each additional)', usd(v.nsf2)],
    ['Payable to', v.agent],
    ['Pay in person or by mail at', v.agentAddr],
    ['Office hours', v.hours],
    ['ACH / bank transfer', `${v.bankName}, account no. ${v.bank}`],
    ['Zelle', v.zelle ?? 'Not accepted'],
    ['Checks and money orders', 'Accepted; cash is not accepted'],
  ]
  for (const [a, b] of rows) {
    need(w, 24)
    const lines =
      b.length > 52
        ? [b.slice(0, b.lastIndexOf(' ', 52)), b.slice(b.lastIndexOf(' ', 52) + 1)]
        : [b]
    const h = 8 + lines.length * 12
    rect(w.page, L, w.y - h + 10, W, h)
    w.page.drawLine({
      start: { x: L + 190, y: w.y + 10 },
      end: { x: L + 190, y: w.y - h + 10 },
      thickness: 0.5,
    })
    w.page.drawText(a, { x: L + 5, y: w.y - 2, size: 9, font: f.sansBold })
    lines.forEach((ln, i) =>
      w.page.drawText(ln, { x: L + 196, y: w.y - 2 - i * 12, size: 9, font: f.sans }),
    )
    w.y -= h
  }
  w.y -= 12
  p([
    `Returned payments. The Housing Provider will charge ${usd(v.nsf1)} for the first payment returned unpaid and ${usd(v.nsf2)} for each additional returned payment during the term, and after a second returned payment may require certified funds.`,
  ])
  footers(w, f.sans, (i, m) => `Page ${i} of ${m}   Tenant ____  ____`)
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
      terminationDateText: dt(v.end).long,
      monthlyRent: v.rent,
      securityDeposit: v.deposit,
      rentDueDay: 1,
      maxGuestStayDays: 14,
      managementCompany: v.agent,
      housingProvider: v.provider,
      rpo: v.rpo,
      mailingAddress: v.agentAddr,
      acceptedPaymentMethods: v.methodNames,
      bankAccount: v.bank,
      zelleNumber: v.zelle,
      lateFeePercentage: 5,
      gracePeriodDays: 5,
      nsfFeeFirst: v.nsf1,
      nsfFeeAdditional: v.nsf2,
      totalMoveInCost: total,
      proratedRent: v.prorated,
      rentDueDescription: 'On or before the 1st day of each month',
      paymentRecipient: v.agent,
      paymentAddress: v.agentAddr,
      officeHours: v.hours,
      nsfPolicy: `The Housing Provider will charge ${usd(v.nsf1)} for the first payment returned unpaid and ${usd(v.nsf2)} for each additional returned payment during the term, and after a second returned payment may require certified funds.`,
      depositReturnDays: 45,
      depositReturnCondition:
        'Within forty-five (45) days after the termination of the tenancy, the Housing Provider shall either tender payment of the deposit with interest to the Tenant, or give written notice of its intention to withhold and apply the money toward defraying the cost of expenses properly incurred under this Lease.',
      _notes: [
        'DC "Housing Provider" lease in articles; money terms only in Schedule A on the last page (a two-column ruled table).',
        'Rent accepted without penalty through the 5th; 5% late fee after: gracePeriodDays 5, lateFeePercentage 5.',
        'Tenant contact in the opening paragraph. Total before move-in = prorated rent + deposit + first full month, as printed.',
        ...v.notes,
      ],
    },
  }
}

export const template: Template = {
  id: 'dc_schedule_of_charges',
  title: 'District of Columbia residential lease in articles with a Schedule A of rent and charges',
  exercises:
    'DC "Housing Provider" lease with RPO and managing agent, articles of boilerplate, money terms only in a closing schedule table, bank account, Zelle, tiered returned-payment fees, occupants',
  docs: [
    {
      name: 'dc_schedule_lease_navy_yard',
      build: () =>
        build({
          provider: 'Half Street Residential Owner LLC',
          rpo: 'Clementine Adair-Wu',
          agent: 'Capitol Quarter Property Services',
          agentAddr: '1100 New Jersey Avenue SE, Suite 720, Washington, DC 20003',
          hours: 'Monday through Saturday, 9:00 a.m. to 6:00 p.m.',
          tenants: [person('Evander', 'Nakashima'), person('Philippa', 'Osei')],
          phone: '(202) 555-0129',
          email: 'evander.nakashima@example.com',
          occupants: [person('Kwame', 'Osei')],
          premises: '25 M Street SE, Unit 914, Washington, DC 20003',
          start: '2027-04-16',
          end: '2028-04-30',
          rent: 3120,
          deposit: 3120,
          prorated: 1560,
          bank: '5520-008137',
          bankName: 'Anacostia Federal Savings',
          zelle: 'rent@capitolquarter.example.com',
          nsf1: 35,
          nsf2: 50,
          methodNames: ['ACH', 'Zelle', 'Check', 'Money Order'],
          notes: [
            'Starts mid-April: prorated rent 15/30 of $3,120.00 = $1,560.00 as printed. The Zelle handle is an e-mail address.',
          ],
        }),
    },
    {
      name: 'dc_schedule_lease_brookland',
      build: () =>
        build({
          provider: 'Mordecai Ellison-Vance',
          rpo: 'Mordecai Ellison-Vance',
          agent: 'Monroe Street Management Group',
          agentAddr: 'P.O. Box 91734, Washington, DC 20090',
          hours: 'weekdays 10:00 a.m. to 4:00 p.m.',
          tenants: [person('Rosamund', 'Takahashi-Bell')],
          phone: '(202) 555-0183',
          email: null,
          occupants: [],
          premises: '3519 12th Street NE, Washington, DC 20017',
          start: '2027-01-10',
          end: '2027-12-31',
          rent: 2060,
          deposit: 2060,
          prorated: 1461.94,
          bank: '0047-552961',
          bankName: 'District Community Bank',
          zelle: '(202) 555-0192',
          nsf1: 30,
          nsf2: 45,
          methodNames: ['ACH', 'Zelle', 'Check', 'Money Order'],
          notes: [
            "Individual housing provider who is also the RPO. The managing agent's address is a P.O. box (for notices and payments). Prorated rent for 22 of 31 days: $1,461.94.",
          ],
        }),
    },
  ],
}
