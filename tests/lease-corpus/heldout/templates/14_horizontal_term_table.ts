import {
  PdfWriter,
  fontsFor,
  block,
  need,
  usd,
  footers,
  person,
  rect,
  type Person,
  type Built,
} from '../../former-heldout/lib'
import type { Template } from '../../former-heldout/template'

type V = {
  owner: string
  ownerNote: string
  manager: string
  managerAddr: string
  managerPhone: string
  hours: string
  residents: { p: Person; phone: string | null; email: string | null }[]
  occupants: Person[]
  premises: string
  mtm: boolean
  start: string
  end: string | null
  rent: number
  deposit: number
  prorated: number | null
  admin: number
  grace: number
  latePct: number | null
  lateFlat: number | null
  nsf: number
  methodsText: string
  methodNames: string[]
  state: string
  notes: string[]
}

const build = async (v: V): Promise<Built> => {
  const w = await PdfWriter.create(false)
  const f = await fontsFor(w)
  const L = 44
  const W = w.width - 2 * L
  w.y = w.height - 46
  w.page.drawText('LEASE AGREEMENT', { x: L, y: w.y, size: 18, font: f.sansBold })
  const mt = v.manager
  w.page.drawText(mt, {
    x: L + W - f.sansBold.widthOfTextAtSize(mt, 9),
    y: w.y + 6,
    size: 9,
    font: f.sansBold,
  })
  w.page.drawText(v.managerPhone, {
    x: L + W - f.sans.widthOfTextAtSize(v.managerPhone, 8),
    y: w.y - 5,
    size: 8,
    font: f.sans,
  })
  w.y -= 24
  // horizontal term table
  const heads = ['Term', 'Start', 'End', 'Monthly rent', 'Rent due', 'Deposit']
  const vals = [
    v.mtm ? 'Month-to-month' : 'Fixed',
    v.start,
    v.end ?? '—',
    usd(v.rent),
    '1st of month',
    usd(v.deposit),
  ]
  const cw = W / heads.length
  rect(w.page, L, w.y - 16, W, 16, 0.85)
  rect(w.page, L, w.y - 36, W, 20)
  heads.forEach((h, i) => {
    w.page.drawText(h, { x: L + i * cw + 4, y: w.y - 11, size: 8, font: f.sansBold })
    w.page.drawText(vals[i] ?? '', { x: L + i * cw + 4, y: w.y - 30, size: 9.5, font: f.sans })
    if (i)
      w.page.drawLine({
        start: { x: L + i * cw, y: w.y },
        end: { x: L + i * cw, y: w.y - 36 },
        thickness: 0.6,
      })
  })
  w.y -= 56
  // parties table
  w.page.drawText('PARTIES', { x: L, y: w.y, size: 9, font: f.sansBold })
  w.y -= 6
  const pc = [0, 58, 196, 440]
  const ph = ['Role', 'Name', 'Address / e-mail', 'Telephone']
  rect(w.page, L, w.y - 15, W, 15, 0.85)
  ph.forEach((h, i) =>
    w.page.drawText(h, { x: L + (pc[i] ?? 0) + 4, y: w.y - 11, size: 8, font: f.sansBold }),
  )
  w.y -= 15
  const prow = (cells: string[]) => {
    rect(w.page, L, w.y - 16, W, 16)
    cells.forEach((c, i) =>
      w.page.drawText(c, { x: L + (pc[i] ?? 0) + 4, y: w.y - 11.5, size: 8.3, font: f.sans }),
    )
    w.y -= 16
  }
  prow(['Owner', v.owner, v.ownerNote, ''])
  prow(['Manager', v.manager, v.managerAddr, v.managerPhone])
  v.residents.forEach((r) => prow(['Resident', r.p.full, r.email ?? '', r.phone ?? '']))
  v.occupants.forEach((o) => prow(['Occupant', o.full, '(not a party)', '']))
  w.y -= 16
  w.page.drawText('PREMISES', { x: L, y: w.y, size: 9, font: f.sansBold })
  w.page.drawText(v.premises, { x: L + 70, y: w.y, size: 10, font: f.sans })
  w.y -= 22
  const money: [string, string][] = [
    ['Prorated rent, first period', v.prorated !== null ? usd(v.prorated) : 'n/a'],
    ['Lease administration fee (non-refundable)', usd(v.admin)],
    ['Security deposit', usd(v.deposit)],
  ]
  const total = Math.round(((v.prorated ?? v.rent) + v.admin + v.deposit) * 100) / 100
  if (v.prorated === null) money.unshift(["First month's rent", usd(v.rent)])
  money.push(['Due at signing', usd(total)])
  for (const [a, b] of money) {
    w.page.drawText(a, {
      x: L + 10,
      y: w.y,
      size: 9,
      font: a === 'Due at signing' ? f.sansBold : f.sans,
    })
    w.page.drawText(b, {
      x: L + 300 - f.sans.widthOfTextAtSize(b, 9),
      y: w.y,
      size: 9,
      font: a === 'Due at signing' ? f.sansBold : f.sans,
    })
    w.y -= 13
  }
  w.y -= 10
  const late = v.latePct !== null ? `${v.latePct}% of the monthly rent` : usd(v.lateFlat ?? 0)
  const clauses: [string, string][] = [
    [
      'Term',
      v.mtm
        ? 'This lease runs from month to month beginning on the start date in the term table. Either party may end it by written notice delivered at least one full rental period in advance.'
        : 'This lease runs from the start date to the end date in the term table, after which it continues month to month unless either party gives notice.',
    ],
    [
      'Payment',
      `Rent is payable in advance on the 1st of each month to ${v.manager}, by ${v.methodsText}. Payments by mail go to ${v.managerAddr}. The manager's office hours are ${v.hours}.`,
    ],
    [
      'Late fee',
      `If rent is not received in full by the end of the ${v.grace}th day after the due date, a late fee of ${late} is charged.`,
    ],
    [
      'Returned payments',
      `Each dishonored check or reversed electronic payment costs ${usd(v.nsf)}.`,
    ],
    [
      'Deposit',
      `The security deposit will be returned, less lawful deductions itemized in writing, within 30 days after the resident vacates and returns the keys.`,
    ],
    [
      'Guests',
      "Guests may not stay more than 5 consecutive nights without the manager's approval.",
    ],
    [
      'Maintenance',
      "Residents report maintenance needs through the manager's portal or by phone. Residents pay for damage they, their occupants or guests cause, and for drain stoppages not caused by a building defect.",
    ],
    [
      'Entry',
      "The manager may enter with 24 hours' notice for repairs, inspections or showings, and without notice in an emergency.",
    ],
    ['Pets and smoking', 'No pets and no smoking unless agreed in a signed addendum.'],
    [
      'Law',
      `This lease is governed by the law of ${v.state}. The parties agree to it by signing below.`,
    ],
  ]
  for (const [h, b] of clauses) {
    need(w, 34)
    w.page.drawText(h.toUpperCase(), { x: L, y: w.y, size: 8.5, font: f.sansBold })
    w.y = block(w.page, b, L + 110, w.y, W - 110, f.sans, 8.8, 1.35) - 6
  }
  need(w, 70)
  w.y -= 20
  ;['Resident', 'Resident', 'Manager for Owner'].forEach((s, i) => {
    const x = L + i * (W / 3)
    w.page.drawLine({ start: { x, y: w.y }, end: { x: x + W / 3 - 16, y: w.y }, thickness: 0.5 })
    w.page.drawText(s, { x, y: w.y - 10, size: 8, font: f.sans })
  })
  footers(w, f.sans, (i, m) => `${i}/${m}`, { align: 'right', size: 7.5 })
  const r0 = v.residents[0]
  return {
    pdf: await w.save(),
    truth: {
      tenants: v.residents.map((r) => r.p),
      additionalOccupants: v.occupants.length ? v.occupants : null,
      tenantEmail: r0?.email ?? null,
      tenantPhone: r0?.phone ?? null,
      premisesAddress: v.premises,
      leaseType: v.mtm ? 'month-to-month' : 'fixed-term',
      startDate: v.start,
      endDate: v.end,
      terminationDateText: v.end,
      monthlyRent: v.rent,
      securityDeposit: v.deposit,
      rentDueDay: 1,
      maxGuestStayDays: 5,
      managementCompany: v.manager,
      housingProvider: v.owner,
      mailingAddress: v.managerAddr,
      acceptedPaymentMethods: v.methodNames,
      lateFeePercentage: v.latePct,
      gracePeriodDays: v.grace,
      nsfFeeFirst: v.nsf,
      totalMoveInCost: total,
      proratedRent: v.prorated,
      rentDueDescription: 'payable in advance on the 1st of each month',
      paymentRecipient: v.manager,
      paymentAddress: v.managerAddr,
      officeHours: v.hours,
      nsfPolicy: `Each dishonored check or reversed electronic payment costs ${usd(v.nsf)}.`,
      depositReturnDays: 30,
      depositReturnCondition:
        'less lawful deductions itemized in writing, within 30 days after the resident vacates and returns the keys',
      _notes: [
        "Key terms in one horizontal ruled table (ISO dates); parties in a role/name/address/telephone table where residents' e-mails and phones sit; the first resident's are the tenant contact.",
        `Total due at signing printed (${usd(total)}). The manager's address is used both for mailed payments and as its address in the parties table (mailingAddress).`,
        ...v.notes,
      ],
    },
  }
}

export const template: Template = {
  id: 'horizontal_term_table',
  title: "Manager's lease with a one-row horizontal term table and a parties table",
  exercises:
    "horizontal term table with ISO dates, parties table with residents' contacts and occupants, month-to-month or fixed, money due at signing, clauses with side headings",
  docs: [
    {
      name: 'term_table_month_to_month_colorado_springs_photo',
      scan: { dpi: 180, rotate: 3, photo: true, lighting: 0.45, noise: 6, seed: 1414, quality: 60 },
      build: () =>
        build({
          owner: 'Cheyenne Mountain Homes Trust',
          ownerNote: 'c/o Manager',
          manager: 'Pikeview Property Management',
          managerAddr: 'P.O. Box 62218, Colorado Springs, CO 80962',
          managerPhone: '(719) 555-0115',
          hours: 'Mon-Fri 8am-5pm',
          residents: [
            {
              p: person('Cosimo', 'Ferreira-Blake'),
              phone: '(719) 555-0183',
              email: 'cosimo.fb@example.com',
            },
            { p: person('Ingrid', 'Halvorsen'), phone: '(719) 555-0169', email: null },
          ],
          occupants: [person('Sigrid', 'Halvorsen')],
          premises: '1317 N. Weber Street, Colorado Springs, CO 80903',
          mtm: true,
          start: '2027-01-15',
          end: null,
          rent: 1560,
          deposit: 1560,
          prorated: 855.48,
          admin: 150,
          grace: 5,
          latePct: null,
          lateFlat: 50,
          nsf: 25,
          methodsText: 'check, money order or the online portal',
          methodNames: ['Check', 'Money Order', 'Online Portal'],
          state: 'Colorado',
          notes: [
            'Photographed page 3° off square. Month-to-month (end "—"). Prorated rent for 17 days of January: $855.48. Flat late fee, lateFeePercentage null.',
          ],
        }),
    },
    {
      name: 'term_table_lease_kansas_city_mo',
      build: () =>
        build({
          owner: 'Westport Brick Partners LLC',
          ownerNote: '4210 Main Street, Kansas City, MO 64111',
          manager: 'Plaza Crossing Residential',
          managerAddr: '4800 Main Street, Suite 250, Kansas City, MO 64112',
          managerPhone: '(816) 555-0140',
          hours: 'Monday-Saturday 9:00-6:00',
          residents: [
            {
              p: person('Delphine', 'Achebe'),
              phone: '(816) 555-0121',
              email: 'delphine.achebe@example.org',
            },
          ],
          occupants: [],
          premises: '3912 Wyandotte Street, Apt 2B, Kansas City, MO 64111',
          mtm: false,
          start: '2027-03-01',
          end: '2028-02-29',
          rent: 1245,
          deposit: 1000,
          prorated: null,
          admin: 100,
          grace: 5,
          latePct: 10,
          lateFlat: null,
          nsf: 30,
          methodsText: 'the online portal or certified funds',
          methodNames: ['Online Portal', "Cashier's Check"],
          state: 'Missouri',
          notes: [
            'Fixed term. Late fee 10% of rent. "Certified funds" recorded as Cashier\'s Check. The owner\'s own address in the parties table is not the mailing address (notices and payments go through the manager).',
          ],
        }),
    },
  ],
}
