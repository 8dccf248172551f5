import {
  PdfWriter,
  fontsFor,
  flow,
  fill,
  need,
  dt,
  usd,
  numberWords,
  footers,
  person,
  type Person,
  type Built,
  type Seg,
} from '../../former-heldout/lib'
import type { Template } from '../../former-heldout/template'

const ORD_WORDS = [
  '',
  'first',
  'second',
  'third',
  'fourth',
  'fifth',
  'sixth',
  'seventh',
  'eighth',
  'ninth',
  'tenth',
]
const ordWord = (n: number) => ORD_WORDS[n] ?? `${n}th`
const cap = (s: string) => s.replace(/(^|[\s-])([a-z])/g, (_, a, b) => a + b.toUpperCase())
/** "One Thousand Six Hundred Fifty and 00/100 Dollars ($1,650.00)" */
const bankers = (n: number) => {
  const whole = Math.floor(n)
  const cents = String(Math.round((n - whole) * 100)).padStart(2, '0')
  return `${cap(numberWords(whole))} and ${cents}/100 Dollars (${usd(n)})`
}

type V = {
  lessor: string
  agent: string | null
  agentAddr: string
  lessees: Person[]
  unit: string
  condo: string
  start: string
  end: string
  rent: number
  deposit: number
  prorate: { from: string; to: string; amount: number } | null
  petFee: number | null
  dueDay: number
  grace: number
  late: number
  nsf: number
  methods: string
  methodNames: string[]
  phone: string | null
  email: string | null
  signed: string
  notes: string[]
}

const build = async (v: V): Promise<Built> => {
  const w = await PdfWriter.create(true)
  const f = await fontsFor(w)
  const L = 66
  const W = w.width - 2 * L
  w.y = w.height - 60
  const c = (t: string, size: number, font = w.bold) => {
    w.page.drawText(t, { x: (w.width - font.widthOfTextAtSize(t, size)) / 2, y: w.y, size, font })
    w.y -= size + 5
  }
  c('LEASE OF CONDOMINIUM UNIT', 14)
  c('State of Florida', 10, f.italic)
  w.y -= 10
  const o = { size: 10.5, x: L, width: W, leading: 1.5, after: 7, firstIndent: 24, bottom: 64 }
  const p = (segs: Seg[]) => flow(w, f, segs, o)
  const names = v.lessees.map((l) => l.full).join(' and ')
  p([
    'THIS LEASE is made and entered into on',
    fill(dt(v.signed).long, 90),
    ', by and between',
    fill(v.lessor, 150),
    ', hereinafter called "Lessor," and',
    fill(names, 180),
    ', hereinafter called "Lessee," whether one or more.',
  ])
  p([
    'WITNESSETH: That Lessor, in consideration of the covenants of Lessee set out below, leases to Lessee Unit',
    fill(v.unit, 160),
    'of',
    fill(v.condo, 180),
    ', a condominium (the "Unit"), together with the furniture and appliances listed on the inventory attached, upon the following terms:',
  ])
  let n = 0
  const cl = (head: string, segs: Seg[]) => {
    n++
    need(w, 40)
    p([`${n}. ${head}.`, ...segs])
  }
  cl('TERM', [
    'The term of this Lease shall commence on',
    fill(dt(v.start).long, 90),
    'and shall expire at midnight on',
    fill(dt(v.end).long, 90),
    '.',
  ])
  cl('RENT', [
    `Lessee shall pay as rent for the Unit the sum of ${bankers(v.rent)} per month, due and payable in advance on the ${ordWord(v.dueDay)} day of each month without notice or demand. Rent shall be paid to`,
    fill(v.agent ?? v.lessor, 150),
    'at',
    fill(v.agentAddr, 200),
    `, or at such other place as Lessor may designate in writing, by ${v.methods}.`,
  ])
  if (v.prorate)
    cl('FIRST MONTH', [
      `Rent for the partial month from ${dt(v.prorate.from).long} through ${dt(v.prorate.to).long} is ${bankers(v.prorate.amount)}, payable upon execution of this Lease.`,
    ])
  const due: [string, number][] = [
    ...(v.prorate ? ([['Prorated rent', v.prorate.amount]] as [string, number][]) : []),
    ...(!v.prorate ? ([["First month's rent", v.rent]] as [string, number][]) : []),
    ['Security deposit', v.deposit],
    ...(v.petFee ? ([['Non-refundable pet fee', v.petFee]] as [string, number][]) : []),
  ]
  const total = Math.round(due.reduce((s, [, a]) => s + a, 0) * 100) / 100
  cl('MONEY DUE BEFORE OCCUPANCY', [
    'Lessee shall pay the following sums before taking possession:',
  ])
  for (const [label, a] of due) {
    w.page.drawText(label, { x: L + 40, y: w.y, size: 10.5, font: w.regular })
    const s = usd(a)
    w.page.drawText(s, {
      x: L + 300 - w.regular.widthOfTextAtSize(s, 10.5),
      y: w.y,
      size: 10.5,
      font: w.regular,
    })
    w.y -= 15
  }
  w.page.drawLine({
    start: { x: L + 220, y: w.y + 11 },
    end: { x: L + 300, y: w.y + 11 },
    thickness: 0.5,
  })
  w.page.drawText('Total', { x: L + 40, y: w.y, size: 10.5, font: w.bold })
  w.page.drawText(usd(total), {
    x: L + 300 - w.bold.widthOfTextAtSize(usd(total), 10.5),
    y: w.y,
    size: 10.5,
    font: w.bold,
  })
  w.y -= 22
  cl('LATE PAYMENT AND DISHONORED CHECKS', [
    `If rent is not received by the ${ordWord(v.grace)} day of the month, Lessee shall pay a late charge of ${bankers(v.late)}. A charge of ${usd(v.nsf)} shall be paid for any check dishonored by the bank, and Lessor may thereafter demand payment in certified funds.`,
  ])
  cl('SECURITY DEPOSIT', [
    `Lessee has deposited ${bankers(v.deposit)} as security for the performance of this Lease. The deposit will be held in a separate non-interest-bearing account in a Florida banking institution, as required by section 83.49, Florida Statutes. Upon vacating, Lessor shall return the deposit within 15 days, or within 30 days give Lessee written notice by certified mail of Lessor's intention to impose a claim on the deposit and the reason for imposing the claim.`,
  ])
  cl('ASSOCIATION APPROVAL', [
    'This Lease is subject to the Declaration of Condominium, the by-laws and the rules and regulations of the association, and to its approval where required. Lessee agrees to abide by them, and a violation by Lessee is a default under this Lease. Any application fee charged by the association shall be paid by Lessee.',
  ])
  cl('USE', [
    'The Unit shall be occupied only by Lessee and used only as a private single-family dwelling. Lessee shall not permit any guest to remain more than fifteen days in any calendar year without the written consent of Lessor.',
  ])
  cl('MAINTENANCE', [
    'Lessee shall keep the Unit in a clean and sanitary condition and shall promptly report any needed repairs. Lessor shall maintain the air conditioning, plumbing, appliances and the structure, except for damage caused by Lessee.',
  ])
  cl('ACCESS', [
    "Lessor may enter the Unit at any reasonable time, upon 24 hours' notice, for the purpose of inspection, repair or showing it to prospective tenants or purchasers.",
  ])
  cl('RADON GAS', [
    'Radon is a naturally occurring radioactive gas that, when it has accumulated in a building in sufficient quantities, may present health risks to persons who are exposed to it over time. Additional information regarding radon and radon testing may be obtained from your county health department.',
  ])
  cl('NOTICES', [
    'Notices to Lessor shall be given at the address where rent is paid. Notices to Lessee shall be delivered to the Unit; Lessee may also be reached at telephone',
    fill(v.phone, 100),
    'and e-mail',
    fill(v.email, 150),
    '.',
  ])
  cl('ATTORNEY FEES; ENTIRE AGREEMENT', [
    'In any litigation arising out of this Lease the prevailing party shall be entitled to reasonable attorney fees and costs. This Lease constitutes the entire agreement between the parties and may be modified only in writing.',
  ])
  need(w, 60 + 34 * v.lessees.length)
  w.y -= 6
  p(['IN WITNESS WHEREOF, the parties have signed this Lease on the date first written above.'])
  w.y -= 14
  const sig = (who: string, y: number) => {
    w.page.drawLine({ start: { x: L + 220, y }, end: { x: L + W, y }, thickness: 0.5 })
    w.page.drawText(who, { x: L + 220, y: y - 11, size: 9, font: w.regular })
  }
  sig(`${v.lessor}, Lessor` + (v.agent ? ` (by ${v.agent}, Agent)` : ''), w.y)
  v.lessees.forEach((l, i) => sig(`${l.full}, Lessee`, w.y - 34 * (i + 1)))
  footers(w, w.regular, (i, m) => `Page ${i} of ${m}`)
  return {
    pdf: await w.save(),
    truth: {
      tenants: v.lessees,
      tenantEmail: v.email,
      tenantPhone: v.phone,
      premisesAddress: [v.condo.split(', ')[1], v.unit, ...v.condo.split(', ').slice(2)].join(', '),
      leaseType: 'fixed-term',
      startDate: v.start,
      endDate: v.end,
      terminationDateText: dt(v.end).long,
      monthlyRent: v.rent,
      securityDeposit: v.deposit,
      rentDueDay: v.dueDay,
      maxGuestStayDays: 15,
      managementCompany: v.agent,
      housingProvider: v.lessor,
      mailingAddress: v.agentAddr,
      acceptedPaymentMethods: v.methodNames,
      gracePeriodDays: v.grace,
      nsfFeeFirst: v.nsf,
      totalMoveInCost: total,
      proratedRent: v.prorate ? v.prorate.amount : null,
      rentDueDescription: `due and payable in advance on the ${ordWord(v.dueDay)} day of each month without notice or demand`,
      paymentRecipient: v.agent ?? v.lessor,
      paymentAddress: v.agentAddr,
      nsfPolicy: `A charge of ${usd(v.nsf)} shall be paid for any check dishonored by the bank, and Lessor may thereafter demand payment in certified funds.`,
      depositReturnDays: 15,
      depositReturnCondition:
        "Upon vacating, Lessor shall return the deposit within 15 days, or within 30 days give Lessee written notice by certified mail of Lessor's intention to impose a claim on the deposit and the reason for imposing the claim.",
      _notes: [
        'Amounts are in banker\'s words with figures ("... and 00/100 Dollars ($x)"). Rent due day is an ordinal word.',
        `Late if not received by the ${ordWord(v.grace)} day of the month with rent due on the ${ordWord(v.dueDay)}: gracePeriodDays ${v.grace} (the day-number reading: with rent due on the 1st, "late after the Nth" is commonly called an N-day grace period). Flat late charge: lateFeePercentage null.`,
        "Premises: the condominium's street address with the unit, city and ZIP (the condominium's name left out). Notices to Lessor go to the address where rent is paid, so mailingAddress = paymentAddress.",
        'Guest limit: fifteen days in a calendar year (maxGuestStayDays 15). Deposit returned within 15 days when no claim is made (depositReturnDays 15).',
        `Total move-in cost is the printed total of money due before occupancy (${usd(total)}).`,
        ...v.notes,
      ],
    },
  }
}

export const template: Template = {
  id: 'florida_condo_lease',
  title: 'Florida lease of a condominium unit, in prose with typed blanks',
  exercises:
    "Florida prose lease of a condominium unit, amounts in banker's words with figures, money-due-before-occupancy list with prorated rent, tenant contacts in the notices clause",
  docs: [
    {
      name: 'fl_condo_lease_orlando',
      build: () =>
        build({
          lessor: 'Harlan P. Stroud',
          agent: 'Lake Eola Realty Rentals, Inc.',
          agentAddr: '37 N. Orange Avenue, Suite 1140, Orlando, FL 32801',
          lessees: [person('Anneliese', 'Carrow'), person('Desmond', 'Achterberg')],
          unit: 'Unit 1207',
          condo:
            'The Solstice at Thornton Park Condominium, 595 E. Central Boulevard, Orlando, FL 32801',
          start: '2027-01-15',
          end: '2028-01-31',
          rent: 1650,
          deposit: 1650,
          prorate: { from: '2027-01-15', to: '2027-01-31', amount: 904.84 },
          petFee: 300,
          dueDay: 1,
          grace: 4,
          late: 75,
          nsf: 40,
          methods: "check, cashier's check or money order",
          methodNames: ['Check', "Cashier's Check", 'Money Order'],
          phone: '(407) 555-0138',
          email: 'a.carrow@example.org',
          signed: '2027-01-05',
          notes: [
            'Rent $1,650.00 for 17 days of January (15–31) prorated: $904.84. Total before occupancy $2,854.84 (prorated rent, deposit, pet fee).',
          ],
        }),
    },
    {
      name: 'fl_condo_lease_jacksonville',
      build: () =>
        build({
          lessor: 'Ortolan Bay Investments, LLC',
          agent: null,
          agentAddr: '1650 Margaret Street, PMB 309, Jacksonville, FL 32204',
          lessees: [person('Winifred', 'Ballantyne')],
          unit: 'Unit 4-C',
          condo: 'Riverside Arbor Condominium, 2150 Park Street, Jacksonville, FL 32204',
          start: '2026-12-01',
          end: '2027-11-30',
          rent: 1395,
          deposit: 1500,
          prorate: null,
          petFee: null,
          dueDay: 1,
          grace: 5,
          late: 50,
          nsf: 35,
          methods: 'check or money order only',
          methodNames: ['Check', 'Money Order'],
          phone: '(904) 555-0191',
          email: null,
          signed: '2026-11-20',
          notes: [
            'Company lessor without agent: rent to the lessor at a PMB address. No prorated rent (proratedRent null). Total before occupancy: first month plus deposit, $2,895.00. E-mail blank.',
          ],
        }),
    },
  ],
}
