import {
  PdfWriter,
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

type V = {
  provider: string
  rpo: string
  agent: string
  agentAddr: string
  hours: string
  tenants: Person[]
  tenantPhone: string
  tenantEmail: string | null
  occupants: Person[]
  premises: string
  start: string
  end: string
  rent: number
  deposit: number
  prorated: number
  zelle: string
  account: string
  regNo: string
  signed: string
  notes: string[]
}

const build = async (v: V): Promise<Built> => {
  const w = await PdfWriter.create(false)
  const f = await fontsFor(w)
  const L = w.margin
  const R = w.width - w.margin
  const move = Math.round((v.deposit + v.rent + v.prorated) * 100) / 100
  w.page.drawText('DISTRICT OF COLUMBIA', { x: L, y: w.y, size: 9, font: w.bold, color: GREY })
  w.y -= 20
  w.page.drawText('Residential Lease Agreement', { x: L, y: w.y, size: 20, font: f.italic })
  w.y -= 14
  w.page.drawText(`Rental Accommodations Registration / Exemption No. ${v.regNo}`, {
    x: L,
    y: w.y,
    size: 8,
    font: w.regular,
  })
  w.y -= 26
  w.page.drawText('KEY TERMS', { x: L, y: w.y, size: 10, font: w.bold })
  w.page.drawLine({ start: { x: L, y: w.y - 4 }, end: { x: R, y: w.y - 4 }, thickness: 1.5 })
  w.y -= 20
  const grid: [string, string][] = [
    ['Housing Provider', v.provider],
    ['RPO', v.rpo],
    ['Managing Agent', v.agent],
    ['Agent office hours', v.hours],
    ['Tenant(s)', v.tenants.map((t) => t.full).join(', ')],
    ['Other occupants', v.occupants.map((t) => t.full).join(', ') || 'None'],
    ['Rental Unit', v.premises],
    ['Lease begins', dt(v.start).monthShort],
    ['Lease ends', dt(v.end).monthShort],
    ['Monthly rent', usd(v.rent)],
    ['Security deposit', usd(v.deposit)],
    ['Prorated rent (first month)', usd(v.prorated)],
    ['Total due at move-in', usd(move)],
    ['Rent due', 'on or before the 1st of each month'],
  ]
  const colW = (R - L - 24) / 2
  const half = Math.ceil(grid.length / 2)
  const top = w.y
  let lowest = w.y
  grid.forEach(([k, val], i) => {
    const col = i < half ? 0 : 1
    const x = L + col * (colW + 24)
    const y = top - (i % half) * 34
    w.page.drawText(k.toUpperCase(), { x, y, size: 6.5, font: w.bold, color: GREY })
    let yy = y - 11
    for (const line of wrap(val, f.sans, 9.5, colW)) {
      w.page.drawText(line, { x, y: yy, size: 9.5, font: f.sans })
      yy -= 11
    }
    w.page.drawLine({
      start: { x, y: y - 24 },
      end: { x: x + colW, y: y - 24 },
      thickness: 0.3,
      color: GREY,
    })
    lowest = Math.min(lowest, y - 30)
  })
  w.y = lowest - 12
  const s = (h: string, t: string) => {
    need(w, 34)
    w.page.drawText(h, { x: L, y: w.y, size: 10, font: w.bold })
    w.y -= 14
    flow(w, f, [t], { size: 9, leading: 1.45 })
  }
  s(
    '1. Payment of rent',
    `Rent is payable to ${v.agent} on or before the 1st of each month. Payment may be made by Zelle to ${v.zelle}, by ACH transfer to account number ${v.account} (Capital City Community Bank), or by check delivered to ${v.agentAddr} during office hours. A Tenant may request a receipt for any payment.`,
  )
  s(
    '2. Late fee',
    'Under D.C. Code § 42-3505.31, no late fee will be charged unless rent is more than five (5) days late. The late fee is five percent (5%) of the monthly rent and will be charged only once for each late payment.',
  )
  s(
    '3. Returned payments',
    'The Housing Provider will charge $35.00 for the first returned or dishonored payment and $50.00 for each additional returned payment during the term of this Lease.',
  )
  s(
    '4. Security deposit',
    'The security deposit will be held in an interest-bearing escrow account. Within forty-five (45) days after the Tenant vacates, the Housing Provider will either return the deposit with interest or give written notice of its intention to withhold all or part of it, with an itemized list of the reasons; any balance will be refunded within thirty (30) days after that notice.',
  )
  s(
    '5. Guests',
    'A guest may not stay in the Rental Unit more than fourteen (14) consecutive days without the written consent of the Housing Provider.',
  )
  s(
    '6. Notices',
    `Notices to the Housing Provider must be delivered to the Managing Agent at ${v.agentAddr}. Notices to the Tenant will be delivered to the Rental Unit${v.tenantEmail ? ` and sent by e-mail to ${v.tenantEmail}` : ''}. Tenant's telephone: ${v.tenantPhone}.`,
  )
  s(
    '7. Tenant rights',
    'The Tenant has received a copy of the Tenant Bill of Rights and the lead-based paint disclosure. Nothing in this Lease waives any right of the Tenant under the Rental Housing Act of 1985 or the Tenant Opportunity to Purchase Act.',
  )
  s(
    '8. Repairs and housing code',
    "The Housing Provider will keep the Rental Unit in compliance with the D.C. Housing Code (Title 14 DCMR). The Tenant will report defects promptly through the Managing Agent's maintenance line.",
  )
  need(w, 120)
  w.y -= 16
  const sig = (role: string, name: string) => {
    need(w, 36)
    w.page.drawLine({ start: { x: L, y: w.y }, end: { x: L + 240, y: w.y }, thickness: 0.5 })
    w.page.drawText(`${role}: ${name}`, { x: L, y: w.y - 10, size: 8, font: w.regular })
    w.page.drawText(`Date: ${dt(v.signed).monthShort}`, {
      x: L + 280,
      y: w.y - 10,
      size: 8,
      font: w.regular,
    })
    w.y -= 36
  }
  v.tenants.forEach((t) => sig('Tenant', t.full))
  sig('Housing Provider, by its Managing Agent', v.agent)
  footers(w, w.regular, (i, n) => `${i} / ${n}`, { align: 'right' })
  return {
    pdf: await w.save(),
    truth: {
      tenants: v.tenants,
      additionalOccupants: v.occupants.length ? v.occupants : [],
      tenantEmail: v.tenantEmail,
      tenantPhone: v.tenantPhone,
      premisesAddress: v.premises,
      leaseType: 'fixed-term',
      startDate: v.start,
      endDate: v.end,
      terminationDateText: dt(v.end).monthShort,
      monthlyRent: v.rent,
      securityDeposit: v.deposit,
      rentDueDay: 1,
      maxGuestStayDays: 14,
      managementCompany: v.agent,
      housingProvider: v.provider,
      rpo: v.rpo,
      mailingAddress: v.agentAddr,
      acceptedPaymentMethods: ['Zelle', 'ACH', 'Check'],
      bankAccount: v.account,
      zelleNumber: v.zelle,
      lateFeePercentage: 5,
      gracePeriodDays: 5,
      nsfFeeFirst: 35,
      nsfFeeAdditional: 50,
      totalMoveInCost: move,
      proratedRent: v.prorated,
      rentDueDescription: 'on or before the 1st of each month',
      paymentRecipient: v.agent,
      paymentAddress: v.agentAddr,
      officeHours: v.hours,
      nsfPolicy:
        'The Housing Provider will charge $35.00 for the first returned or dishonored payment and $50.00 for each additional returned payment during the term of this Lease.',
      depositReturnDays: 45,
      depositReturnCondition:
        'Within forty-five (45) days after the Tenant vacates, the Housing Provider will either return the deposit with interest or give written notice of its intention to withhold all or part of it, with an itemized list of the reasons',
      _notes: [
        'DC "Housing Provider" lease whose key terms are a two-column label/value grid on page 1 (labels above values); clauses follow.',
        'Dates are abbreviated ("Sep. 1, 2026"). Total due at move-in = deposit + first month + prorated rent, as printed.',
        "Check payments go to the managing agent's office, which is also the notice address.",
        ...v.notes,
      ],
    },
  }
}

const wrap = (text: string, font: import('pdf-lib').PDFFont, size: number, width: number) => {
  const out: string[] = []
  let line = ''
  for (const word of text.split(' ')) {
    const next = line ? `${line} ${word}` : word
    if (font.widthOfTextAtSize(next, size) > width && line) {
      out.push(line)
      line = word
    } else line = next
  }
  out.push(line)
  return out
}

export const template: Template = {
  id: 'dc_housing_provider',
  title: 'District of Columbia "Housing Provider" lease with a two-column key-terms grid',
  exercises:
    'DC "Housing Provider" lease, two-column key-terms grid, RPO and managing agent, electronic payment details, occupants',
  docs: [
    {
      name: 'dc_key_terms_lease_columbia_heights',
      build: () =>
        build({
          provider: 'Irving Street Commons LP',
          rpo: 'Beatrix Lowenthal',
          agent: 'Anacostia River Property Group',
          agentAddr: '1629 K Street NW, Suite 300, Washington, DC 20006',
          hours: 'Monday–Friday 8:30 a.m. to 5:00 p.m.',
          tenants: [person('Lamar', 'Oduya'), person('Genevieve', 'Sato')],
          tenantPhone: '(202) 555-0171',
          tenantEmail: 'lamar.oduya@example.com',
          occupants: [person('Kenji', 'Sato')],
          premises: '1400 Irving Street NW, Apt 512, Washington, DC 20010',
          start: '2026-09-01',
          end: '2027-08-31',
          rent: 2480,
          deposit: 2480,
          prorated: 0,
          zelle: '(202) 555-0188',
          account: '3307-118204',
          regNo: 'RAR-2026-04417',
          signed: '2026-08-20',
          notes: [
            'Prorated rent is printed as $0.00 (value 0). The tenant contact (phone, e-mail) is in the notices clause and belongs to the first tenant.',
          ],
        }),
    },
    {
      name: 'dc_key_terms_lease_capitol_hill_photo',
      scan: {
        dpi: 160,
        rotate: -2.2,
        shear: -0.012,
        contrast: 0.8,
        noise: 12,
        lighting: 0.45,
        photo: true,
        seed: 314,
        quality: 55,
      },
      build: () =>
        build({
          provider: 'Marcus Delahanty-Price',
          rpo: 'Marcus Delahanty-Price',
          agent: 'Eastern Market Residential LLC',
          agentAddr: 'P.O. Box 15309, Washington, DC 20003',
          hours: 'Tue–Sat 10 a.m. – 6 p.m.',
          tenants: [person('Soledad', 'Arrington')],
          tenantPhone: '(202) 555-0149',
          tenantEmail: null,
          occupants: [],
          premises: '621 E Street SE, Unit 2, Washington, DC 20003',
          start: '2026-10-10',
          end: '2027-10-31',
          rent: 2150,
          deposit: 2150,
          prorated: 1526.77,
          zelle: 'rent@easternmarketres.example',
          account: '000918227614',
          regNo: 'EX-118-2019',
          signed: '2026-10-01',
          notes: [
            'Photographed pages (uneven light, rotation, skew). The housing provider is an individual who is also the RPO. The Zelle handle is an e-mail address, not a phone.',
            'Other occupants: "None" (additionalOccupants []).',
          ],
        }),
    },
  ],
}
