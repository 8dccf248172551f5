import {
  PdfWriter,
  at,
  fontsFor,
  flow,
  footers,
  need,
  rect,
  dt,
  usd,
  person,
  BLUE,
  GREY,
  type Person,
  type Built,
} from '../lib'
import type { Template } from '../template'

type V = {
  lessor: string
  agent: string | null
  agentAddr: string
  agentHours: string | null
  lessees: { p: Person; phone: string | null; email: string | null }[]
  occupants: Person[]
  premises: string
  start: string
  end: string
  rent: number
  deposit: number
  methods: string[]
  methodText: string
  portal: boolean
  signed: string
  notes: string[]
}

const build = async (v: V): Promise<Built> => {
  const w = await PdfWriter.create(false)
  const f = await fontsFor(w)
  const L = w.margin
  const R = w.width - w.margin
  const W = R - L
  w.page.drawRectangle({
    x: L,
    y: w.y - 8,
    width: W,
    height: 26,
    color: undefined,
    borderWidth: 1.2,
  })
  w.page.drawText('CHICAGO APARTMENT LEASE — UNFURNISHED', {
    x: L + 10,
    y: w.y,
    size: 13,
    font: w.bold,
  })
  w.y -= 34
  w.page.drawText(
    'This lease is subject to the Chicago Residential Landlord and Tenant Ordinance (RLTO), Mun. Code ch. 5-12.',
    { x: L, y: w.y, size: 7.5, font: f.italic },
  )
  w.y -= 20
  const label = (t: string, x: number, y: number) =>
    w.page.drawText(t, { x, y, size: 7, font: w.regular, color: GREY })
  const val = (t: string | null, x: number, y: number, size = 9.5) => {
    if (t) w.page.drawText(t, { x, y, size, font: f.mono, color: BLUE })
  }
  // Lessee table
  w.page.drawText('LESSEE(S)', { x: L, y: w.y, size: 9, font: w.bold })
  w.y -= 6
  const colX: [number, number, number, number] = [L, L + 170, L + 280, R]
  const rowH = 22
  const header = ['Name (LAST, First)', 'Telephone', 'E-mail']
  for (let r = 0; r <= v.lessees.length; r++) {
    const y = w.y - rowH * (r + 1)
    rect(w.page, L, y, W, rowH, r === 0 ? 0.9 : undefined)
    for (let c = 1; c < 3; c++)
      w.page.drawLine({
        start: { x: at(colX, c), y },
        end: { x: at(colX, c), y: y + rowH },
        thickness: 0.6,
      })
    if (r === 0)
      header.forEach((h, c) =>
        w.page.drawText(h, { x: at(colX, c) + 4, y: y + 8, size: 8, font: w.bold }),
      )
    else {
      const l = at(v.lessees, r - 1)
      val(`${l.p.last.toUpperCase()}, ${l.p.first}`, colX[0] + 4, y + 7, 9)
      val(l.phone, colX[1] + 4, y + 7, 9)
      val(l.email, colX[2] + 4, y + 7, 8.5)
    }
  }
  w.y -= rowH * (v.lessees.length + 1) + 18
  w.page.drawText('PREMISES', { x: L, y: w.y, size: 9, font: w.bold })
  w.y -= 4
  rect(w.page, L, w.y - 22, W, 22)
  label('Street address, apartment no., city, state, ZIP', L + 4, w.y - 8)
  val(v.premises, L + 4, w.y - 18)
  w.y -= 40
  w.page.drawText('LEASE TERM AND RENT', { x: L, y: w.y, size: 9, font: w.bold })
  w.y -= 4
  const tx = [L, L + 94, L + 188, L + 282, L + 376, R]
  const heads = [
    'Beginning (YYYY-MM-DD)',
    'Ending (YYYY-MM-DD)',
    'Monthly Rent',
    'Security Deposit',
    'Rent due',
  ]
  const vals = [v.start, v.end, usd(v.rent), usd(v.deposit), '1st of month']
  rect(w.page, L, w.y - 40, W, 40)
  w.page.drawLine({ start: { x: L, y: w.y - 16 }, end: { x: R, y: w.y - 16 }, thickness: 0.6 })
  heads.forEach((h, i) => {
    if (i)
      w.page.drawLine({
        start: { x: at(tx, i), y: w.y - 40 },
        end: { x: at(tx, i), y: w.y },
        thickness: 0.6,
      })
    w.page.drawText(h, { x: at(tx, i) + 3, y: w.y - 11, size: 6.5, font: w.bold })
    val(at(vals, i), at(tx, i) + 4, w.y - 31, 9)
  })
  w.y -= 58
  w.page.drawText('OCCUPANTS (other than Lessees)', { x: L, y: w.y, size: 9, font: w.bold })
  w.y -= 4
  rect(w.page, L, w.y - 20, W, 20)
  val(v.occupants.length ? v.occupants.map((p) => p.full).join(', ') : null, L + 4, w.y - 14)
  w.y -= 38
  w.page.drawText('DISCLOSURE OF OWNER AND AGENT (RLTO 5-12-090)', {
    x: L,
    y: w.y,
    size: 9,
    font: w.bold,
  })
  w.y -= 4
  rect(w.page, L, w.y - 84, W, 84)
  w.page.drawLine({
    start: { x: L + W / 2, y: w.y - 28 },
    end: { x: L + W / 2, y: w.y },
    thickness: 0.6,
  })
  w.page.drawLine({ start: { x: L, y: w.y - 28 }, end: { x: R, y: w.y - 28 }, thickness: 0.6 })
  w.page.drawLine({ start: { x: L, y: w.y - 56 }, end: { x: R, y: w.y - 56 }, thickness: 0.6 })
  label('Owner of record (Lessor)', L + 4, w.y - 9)
  val(v.lessor, L + 4, w.y - 21, 9)
  label('Manager / agent authorized to collect rent and receive notices', L + W / 2 + 4, w.y - 9)
  val(v.agent, L + W / 2 + 4, w.y - 21, 8.5)
  label('Address for notices and payments', L + 4, w.y - 37)
  val(v.agentAddr, L + 4, w.y - 49, 9)
  label('Office hours', L + 4, w.y - 65)
  val(v.agentHours, L + 4, w.y - 77, 9)
  w.y -= 104
  const o = { size: 8.5, leading: 1.4 }
  const cl = (n: number, h: string, t: string) => {
    need(w, 30)
    flow(w, f, [`${n}. ${h}.`, t], o)
  }
  cl(
    1,
    'RENT',
    `Lessee shall pay the monthly rent stated above, in advance, on or before the first day of each month, to the manager/agent at the address for notices and payments stated above${v.portal ? ' or through the online resident portal' : ''}. Rent may be paid by ${v.methodText}.`,
  )
  cl(
    2,
    'LATE FEE',
    'If rent is not paid within five (5) days after the due date, Lessee shall pay a late charge of $10.00 for the first $500.00 of monthly rent plus five percent (5%) of the amount of monthly rent in excess of $500.00, as permitted by the RLTO.',
  )
  cl(
    3,
    'SECURITY DEPOSIT',
    'The security deposit shall be held in a federally insured account in Illinois. Lessor shall pay interest on the deposit as required by the RLTO and shall return the deposit, less any deductions for unpaid rent and damage beyond normal wear and tear itemized in writing with receipts, within forty-five (45) days after Lessee vacates the Premises.',
  )
  cl(
    4,
    'USE AND OCCUPANCY',
    "The Premises shall be used only as a private residence and only by the Lessees and occupants listed above. Guests staying more than fourteen (14) days in any twelve-month period require Lessor's written consent.",
  )
  cl(
    5,
    'HEAT',
    'Lessor shall supply heat from October 1 through June 1 at the temperatures required by the Chicago Municipal Code.',
  )
  cl(
    6,
    'ACCESS',
    "Lessor may enter the Premises after two (2) days' notice for inspection, repairs or showing, and without notice in an emergency.",
  )
  cl(
    7,
    'RETURNED PAYMENTS',
    'Any payment returned unpaid by the bank will be charged a fee of $25.00, and Lessor may thereafter require certified funds.',
  )
  cl(
    8,
    'RLTO SUMMARY',
    'A copy of the City of Chicago Residential Landlord and Tenant Ordinance Summary is attached to this Lease and made part of it, together with the Bed Bug Brochure and the Heating Cost Disclosure.',
  )
  need(w, 110)
  w.y -= 10
  const sig = (role: string, name: string) => {
    need(w, 34)
    w.page.drawLine({ start: { x: L, y: w.y }, end: { x: L + 230, y: w.y }, thickness: 0.5 })
    w.page.drawText(`${role} — ${name}`, { x: L, y: w.y - 10, size: 7.5, font: w.regular })
    val(dt(v.signed).iso, L + 300, w.y + 2, 9)
    w.page.drawLine({ start: { x: L + 295, y: w.y }, end: { x: L + 380, y: w.y }, thickness: 0.5 })
    w.page.drawText('Date', { x: L + 295, y: w.y - 10, size: 7.5, font: w.regular })
    w.y -= 34
  }
  v.lessees.forEach((l) => sig('Lessee', l.p.full))
  sig('Lessor / Agent', v.agent ?? v.lessor)
  footers(w, w.regular, (i, n) => `Chicago Apartment Lease (rev. 01/2026) · page ${i} of ${n}`, {
    align: 'left',
  })
  const first = at(v.lessees, 0)
  return {
    pdf: await w.save(),
    truth: {
      tenants: v.lessees.map((l) => l.p),
      additionalOccupants: v.occupants.length ? v.occupants : null,
      tenantEmail: first.email,
      tenantPhone: first.phone,
      premisesAddress: v.premises,
      leaseType: 'fixed-term',
      startDate: v.start,
      endDate: v.end,
      terminationDateText: v.end,
      monthlyRent: v.rent,
      securityDeposit: v.deposit,
      rentDueDay: 1,
      maxGuestStayDays: 14,
      managementCompany: v.agent,
      housingProvider: v.lessor,
      mailingAddress: v.agentAddr,
      acceptedPaymentMethods: v.methods,
      lateFeePercentage: null,
      gracePeriodDays: 5,
      nsfFeeFirst: 25,
      rentDueDescription: 'on or before the first day of each month',
      paymentRecipient: v.agent ?? v.lessor,
      paymentAddress: v.agentAddr,
      officeHours: v.agentHours,
      nsfPolicy:
        'Any payment returned unpaid by the bank will be charged a fee of $25.00, and Lessor may thereafter require certified funds.',
      depositReturnDays: 45,
      depositReturnCondition:
        'less any deductions for unpaid rent and damage beyond normal wear and tear itemized in writing with receipts, within forty-five (45) days after Lessee vacates the Premises',
      _notes: [
        'Boxed form layout: lessee table with names as "LAST, First" in capitals (truth in natural order and case); dates in ISO form in the term table.',
        'Late charge is the RLTO formula ($10 on the first $500 plus 5% of the excess), not a flat percentage of the rent, so lateFeePercentage is null.',
        'maxGuestStayDays 14 comes from "more than fourteen (14) days in any twelve-month period".',
        ...v.notes,
      ],
    },
  }
}

export const template: Template = {
  id: 'chicago_apartment',
  title:
    'Chicago (Illinois) boxed apartment lease with lessee table, ISO-dated term table and RLTO owner/agent disclosure',
  exercises:
    'Chicago (Illinois) boxed form, lessee table in "LAST, First" form, ISO dates in a term table, owner/agent disclosure box, occupants',
  docs: [
    {
      name: 'il_chicago_lease_logan_square',
      build: () =>
        build({
          lessor: 'Kedzie Boulevard Flats LLC',
          agent: 'Milwaukee Avenue Realty Management, Inc.',
          agentAddr: '2645 N Milwaukee Avenue, Suite 300, Chicago, IL 60647',
          agentHours: 'Mon–Fri 9:00 am – 5:30 pm; Sat 10 am – 2 pm',
          lessees: [
            {
              p: person('Haruto', 'Sandoval'),
              phone: '(773) 555-0181',
              email: 'h.sandoval@example.com',
            },
            {
              p: person('Nadia', 'Brzezinski'),
              phone: '(312) 555-0135',
              email: 'nadia.brz@example.net',
            },
          ],
          occupants: [person('Ines', 'Sandoval')],
          premises: '2938 W Logan Boulevard, Unit 2F, Chicago, IL 60647',
          start: '2026-12-01',
          end: '2027-11-30',
          rent: 1985,
          deposit: 1985,
          methods: ['Check', 'Money Order', 'Online Portal'],
          methodText: 'personal check or money order',
          portal: true,
          signed: '2026-11-12',
          notes: [
            'Two lessees, one occupant. The first lessee row holds the primary tenant contact.',
          ],
        }),
    },
    {
      name: 'il_chicago_lease_rogers_park',
      build: () =>
        build({
          lessor: 'Theodora Papadakis',
          agent: 'Lakeside North Property Services',
          agentAddr: 'P.O. Box 268801, Chicago, IL 60626',
          agentHours: null,
          lessees: [{ p: person('Kwame', 'Ashworth'), phone: '(872) 555-0164', email: null }],
          occupants: [],
          premises: '1347 W Farwell Avenue, Apt 1, Chicago, IL 60626',
          start: '2027-03-01',
          end: '2028-02-29',
          rent: 1420,
          deposit: 1420,
          methods: ['Check', "Cashier's Check"],
          methodText: "personal check or cashier's check",
          portal: false,
          signed: '2027-02-10',
          notes: [
            'One lessee with no e-mail; the occupants box and the office-hours box are empty (null). Term ends on a leap day.',
          ],
        }),
    },
  ],
}
