import {
  PdfWriter,
  at,
  fontsFor,
  flow,
  fill,
  footers,
  need,
  dt,
  usd,
  person,
  type Person,
  type Built,
} from '../lib'
import type { Template } from '../template'

type V = {
  owner: string
  manager: string
  managerAddr: string
  managerPhone: string
  tenants: { p: Person; phone: string; email: string | null }[]
  occupants: Person[]
  premises: string
  start: string
  end: string
  rent: number
  deposit: number
  prorated: number | null
  initialLate: number
  dailyLate: number
  lateDay: number
  nsf: number
  methods: string[]
  methodText: string
  guests: number
  returnDays: number
  signed: string
  notes?: string[]
}

const build = async (v: V): Promise<Built> => {
  const w = await PdfWriter.create(false)
  const f = await fontsFor(w)
  const S = 9
  const o = { size: S, leading: 1.4 }
  const centre = (t: string, size: number, bold = true) => {
    const font = bold ? w.bold : w.regular
    w.page.drawText(t, { x: (w.width - font.widthOfTextAtSize(t, size)) / 2, y: w.y, size, font })
    w.y -= size * 1.5
  }
  centre('LONE STAR RENTAL HOUSING COUNCIL', 9)
  centre('RESIDENTIAL LEASE AGREEMENT', 14)
  centre('(Single-family residence, duplex or apartment — Texas)', 8, false)
  w.y -= 6
  const head = (t: string) => {
    need(w, 30)
    w.page.drawText(t, { x: w.margin, y: w.y, size: 10, font: w.bold })
    w.page.drawLine({
      start: { x: w.margin, y: w.y - 3 },
      end: { x: w.width - w.margin, y: w.y - 3 },
      thickness: 1,
    })
    w.y -= 16
  }
  head('1. PARTIES')
  flow(
    w,
    f,
    [
      'This Lease is between',
      fill(v.tenants.map((t) => t.p.full).join('; '), 200),
      '(collectively, "Resident") and',
      fill(v.owner, 140),
      '("Owner"). Owner has authorized',
      fill(v.manager, 140),
      '("Management") to act as Owner\'s agent for all purposes of this Lease, including receipt of rent and notices.',
    ],
    o,
  )
  head('2. PROPERTY')
  flow(
    w,
    f,
    [
      'Owner leases to Resident the dwelling located at',
      fill(v.premises, 220),
      '(the "Property"), together with its fixtures and the non-exclusive use of common areas.',
    ],
    o,
  )
  head('3. OCCUPANTS')
  flow(
    w,
    f,
    [
      'The Property will be occupied only by Resident and the following persons (list all other occupants, including minors):',
      fill(v.occupants.length ? v.occupants.map((p) => p.full).join(', ') : 'None', 180),
      '. No one else may occupy the Property. Persons not listed above may not stay in the Property for more than',
      fill(v.guests, 20),
      "consecutive days without Management's written consent.",
    ],
    o,
  )
  head('4. TERM AND RENT')
  flow(w, f, ['The primary term of this Lease and the amounts due under it are set out below.'], o)
  const cols: [[string, number], [string, number]] = [
    ['', 76],
    ['', 300],
  ]
  const rows: [string, string][] = [
    ['Commencement Date', dt(v.start).long],
    ['Expiration Date', dt(v.end).long],
    ['Monthly Rent', usd(v.rent)],
    ['Prorated Rent (first month)', v.prorated === null ? '' : usd(v.prorated)],
    ['Security Deposit', usd(v.deposit)],
    ['Rent Due Date', 'On or before the 1st day of each month'],
  ]
  for (const [a, b] of rows)
    w.tableRow(
      [
        [a, cols[0][1]],
        [b, cols[1][1]],
      ],
      w.width - w.margin,
      S,
    )
  w.y -= 4
  flow(
    w,
    f,
    [
      'Rent must be paid without demand, deduction or offset, in advance, on or before the first day of each month at the Management office or by any other means Management designates in writing. Acceptable forms of payment:',
      fill(v.methodText, 200),
      '. Cash is not accepted.',
    ],
    o,
  )
  head('5. LATE CHARGES AND RETURNED PAYMENTS')
  flow(
    w,
    f,
    [
      'If Owner does not actually receive a rent payment in the full amount by 11:59 p.m. on the',
      fill(ordinalWord(v.lateDay), 15),
      'day of the month, Resident will pay Owner an initial late charge of',
      fill(usd(v.initialLate), 40),
      'and additional late charges of',
      fill(usd(v.dailyLate), 30),
      'per day thereafter until rent is paid in full. Total additional late charges will not exceed 10 days. Resident will pay Owner',
      fill(usd(v.nsf), 30),
      'for each payment Resident tenders that is returned or not honored by the institution on which it is drawn, plus the late charges above until Owner receives acceptable payment.',
    ],
    o,
  )
  head('6. SECURITY DEPOSIT')
  flow(
    w,
    f,
    [
      'Owner will mail Resident the refund of the security deposit and a written description and itemized list of all deductions no later than',
      fill(v.returnDays, 20),
      "days after Resident surrenders the Property, provided Resident has given Owner a written statement of Resident's forwarding address. The deposit may not be applied by Resident to the last month's rent.",
    ],
    o,
  )
  head('7. UTILITIES, REPAIRS AND ENTRY')
  flow(
    w,
    f,
    [
      'Resident will pay all utilities and connection charges except water, wastewater and trash, which Owner will pay. All requests for repairs must be made in writing and delivered to Management, except in an emergency. Management may enter the Property at reasonable times for repairs, inspections or showings.',
    ],
    o,
  )
  head('8. ANIMALS, VEHICLES AND CONDUCT')
  flow(
    w,
    f,
    [
      'No animal of any kind may be kept on the Property, even temporarily, unless authorized in a written animal agreement. Resident may not park more than two vehicles on the Property. Resident and guests will not engage in any activity that disturbs neighbors or violates the law.',
    ],
    o,
  )
  head('9. NOTICES')
  flow(
    w,
    f,
    [
      'All notices to Owner must be sent to Management at:',
      fill(`${v.manager}, ${v.managerAddr}`, 250),
      ', telephone',
      fill(v.managerPhone, 80),
      '. Notices to Resident may be delivered to the Property.',
    ],
    o,
  )
  head('10. SIGNATURES')
  flow(
    w,
    f,
    ['Residents (each signer is jointly and severally liable for all Lease obligations):'],
    o,
  )
  for (const t of v.tenants) {
    need(w, 40)
    flow(
      w,
      f,
      ['Name', fill(t.p.full, 120), 'Phone', fill(t.phone, 80), 'Email', fill(t.email, 120)],
      o,
    )
    flow(w, f, ['Signature', fill(null, 200), 'Date', fill(dt(v.signed).us, 60)], o)
  }
  flow(
    w,
    f,
    [
      "Owner or Owner's agent:",
      fill(v.manager, 160),
      'By',
      fill(null, 100),
      'Date',
      fill(dt(v.signed).us, 60),
    ],
    o,
  )
  footers(
    w,
    w.regular,
    (i, n) =>
      `Residential Lease (TX) — LSRHC form 2201 — Page ${i} of ${n}      Resident initials: _____  _____`,
  )
  const first = at(v.tenants, 0)
  return {
    pdf: await w.save(),
    truth: {
      tenants: v.tenants.map((t) => t.p),
      additionalOccupants: v.occupants.length ? v.occupants : [],
      tenantEmail: first.email,
      tenantPhone: first.phone,
      premisesAddress: v.premises,
      leaseType: 'fixed-term',
      startDate: v.start,
      endDate: v.end,
      terminationDateText: dt(v.end).long,
      monthlyRent: v.rent,
      securityDeposit: v.deposit,
      rentDueDay: 1,
      maxGuestStayDays: v.guests,
      managementCompany: v.manager,
      housingProvider: v.owner,
      mailingAddress: v.managerAddr,
      acceptedPaymentMethods: v.methods,
      gracePeriodDays: v.lateDay,
      nsfFeeFirst: v.nsf,
      proratedRent: v.prorated,
      rentDueDescription: 'On or before the 1st day of each month',
      paymentRecipient: v.manager,
      paymentAddress: v.managerAddr,
      depositReturnDays: v.returnDays,
      depositReturnCondition: `no later than ${v.returnDays} days after Resident surrenders the Property, provided Resident has given Owner a written statement of Resident's forwarding address`,
      _notes: [
        `Late charges start if rent is not received by 11:59 p.m. on the ${ordinalWord(v.lateDay)} day of the month: gracePeriodDays ${v.lateDay}, following the "late after the Nth day" reading (a stricter count from the due date on the 1st would give ${v.lateDay - 1}). Late charges are flat amounts, so lateFeePercentage is null.`,
        "Term table (ruled) holds the dates, rent and deposit. Each resident's phone and email sit on the signature page; the first resident's are the tenant contact.",
        'Rent goes to Management (Owner\'s agent, which receives rent and notices), so paymentRecipient is the management company; rent is paid "at the Management office", whose address is the one in the Notices paragraph (paymentAddress = mailingAddress).',
        ...(v.notes ?? []),
      ],
    },
  }
}

const ordinalWord = (n: number) => `${n}${n === 1 ? 'st' : n === 2 ? 'nd' : n === 3 ? 'rd' : 'th'}`

export const template: Template = {
  id: 'texas_association',
  title:
    'Texas association-style residential lease with ruled term table, co-residents and a management agent',
  exercises:
    'Texas association-style form, 2–3 residents and occupants, ruled term table, management company with P.O. box or suite, contacts on the signature page',
  docs: [
    {
      name: 'tx_assoc_lease_austin',
      build: () =>
        build({
          owner: 'Pedernales Creek Homes, LLC',
          manager: 'Bluebonnet Residential Management',
          managerAddr: 'P.O. Box 160233, Austin, TX 78716',
          managerPhone: '(512) 555-0110',
          tenants: [
            {
              p: person('Garrett', 'Villanueva'),
              phone: '(512) 555-0187',
              email: 'gvillanueva@example.com',
            },
            { p: person('Priya', 'Castellano'), phone: '(737) 555-0144', email: null },
          ],
          occupants: [person('Lucia', 'Villanueva'), person('Mateo', 'Villanueva')],
          premises: '8407 Quail Hollow Drive, Austin, TX 78758',
          start: '2026-07-01',
          end: '2027-06-30',
          rent: 2150,
          deposit: 2150,
          prorated: null,
          initialLate: 75,
          dailyLate: 10,
          lateDay: 3,
          nsf: 40,
          methods: ['Check', "Cashier's Check", 'Money Order', 'Online Portal'],
          methodText: "personal check, cashier's check, money order, or the online resident portal",
          guests: 7,
          returnDays: 30,
          signed: '2026-06-18',
          notes: ['Second resident has no email (blank). Two minor occupants are listed.'],
        }),
    },
    {
      name: 'tx_assoc_lease_houston_scan',
      scan: { dpi: 150, rotate: 1.6, contrast: 0.85, noise: 18, seed: 21, quality: 55 },
      build: () =>
        build({
          owner: 'Samuel Adeyemi',
          manager: 'Gulf Coast Leasing Group, Inc.',
          managerAddr: '2500 Westheimer Road, Suite 310, Houston, TX 77098',
          managerPhone: '(713) 555-0122',
          tenants: [
            {
              p: person('Renata', 'Oyelaran'),
              phone: '(832) 555-0165',
              email: 'renata.oyelaran@example.org',
            },
            {
              p: person('Colm', 'Fitzgerald'),
              phone: '(281) 555-0139',
              email: 'colmfitz@example.com',
            },
            { p: person('Ana Lucia', 'Torres'), phone: '(832) 555-0108', email: null },
          ],
          occupants: [],
          premises: '1614 Heights Boulevard, Apt 4B, Houston, TX 77008',
          start: '2026-11-15',
          end: '2027-11-30',
          rent: 2685,
          deposit: 2000,
          prorated: 1342.5,
          initialLate: 100,
          dailyLate: 15,
          lateDay: 4,
          nsf: 35,
          methods: ["Cashier's Check", 'Money Order', 'ACH'],
          methodText: "cashier's check, money order or ACH debit from Resident's bank account",
          guests: 5,
          returnDays: 30,
          signed: '2026-11-03',
          notes: [
            'Three co-residents; "Ana Lucia" is a two-word first name. Occupants line says "None", so additionalOccupants is [].',
            'The term runs from a mid-month start to the end of the following November; prorated rent for the first month is stated in the table.',
          ],
        }),
    },
  ],
}
