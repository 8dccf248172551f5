import { dt, fill, person, usd, type Built, type Person, type Seg } from '../../former-heldout/lib'
import type { Template } from '../../former-heldout/template'
import { kit } from '../../third-writer/kit'
import { andList, heading, pageNumbers, room, signPair } from '../parts'

type V = {
  landlord: Person
  llAddr: string
  agent: { name: string; addr: string } | null
  tenants: Person[]
  occupants: { p: Person; age: number }[]
  street: string
  unit: string
  city: string
  start: string
  end: string | null
  rent: number
  deposit: number
  graceDays: number
  late: { pct: number } | { flat: number }
  nsf: number
  methods: string
  methodTruth: string[]
  payee: string
  payAt: string
  phone: string
  email: string
  signed: string
  notes: string[]
}

const build = async (v: V): Promise<Built> => {
  const k = await kit({ serif: true, margin: 62, size: 10 })
  const { f } = k
  const P = (segs: Seg[]) => k.p(segs, { size: 10, leading: 1.7, after: 6 })
  const sec = (t: string) => heading(k, t, { size: 10.2, font: f.bold, centre: true })
  k.centre('RESIDENTIAL LEASE', 16)
  k.centre('Commonwealth of Pennsylvania', 9.5, f.italic)
  k.gap(8)
  P([
    'THIS LEASE is made on',
    fill(dt(v.signed).long, 110),
    'between',
    fill(v.landlord.full, 150),
    ', of',
    fill(v.llAddr, 200),
    '(the "Landlord"), and',
    fill(andList(v.tenants.map((t) => t.full)), 200),
    '(the "Tenant"). Tenant\u2019s telephone:',
    fill(v.phone, 90),
    'e-mail:',
    fill(v.email, 150),
  ])
  P([
    'Landlord\u2019s agent for management and for receipt of notices (if none, write "none"):',
    fill(v.agent ? `${v.agent.name}, ${v.agent.addr}` : 'none', 200),
  ])
  sec('1. PREMISES')
  P([
    'Landlord leases to Tenant the dwelling known as',
    fill(v.street, 150),
    ', Unit',
    fill(v.unit, 50),
    ', in',
    fill(v.city, 160),
    '(the "Premises"). The following persons, in addition to Tenant, may live at the Premises (name and age):',
    fill(
      v.occupants.length ? v.occupants.map((o) => `${o.p.full}, ${o.age}`).join('; ') : 'none',
      150,
    ),
  ])
  sec('2. TERM')
  P(
    v.end
      ? [
          'The term of this Lease begins on',
          fill(dt(v.start).long, 100),
          'and ends on',
          fill(dt(v.end).long, 100),
          '.',
        ]
      : [
          'The term begins on',
          fill(dt(v.start).long, 100),
          'and continues from month to month, ending on',
          fill(null, 100),
          '(leave blank for month to month). Either party may end a month-to-month term by written notice of at least thirty (30) days.',
        ],
  )
  sec('3. RENT')
  P([
    'Tenant shall pay rent of',
    fill(usd(v.rent), 80),
    'per month, in advance, on the first day of each month, to',
    fill(v.payee, 140),
    'at',
    fill(v.payAt, 200),
    ', by',
    fill(v.methods, 160),
    '.',
  ])
  P([
    'If rent is not paid within',
    fill(v.graceDays, 24),
    'days after the due date, Tenant shall pay a late charge of',
    fill('pct' in v.late ? `${v.late.pct}% of the monthly rent` : usd(v.late.flat), 110),
    '. Tenant shall pay',
    fill(usd(v.nsf), 60),
    'for each check returned unpaid by the bank.',
  ])
  sec('4. SECURITY DEPOSIT')
  P([
    'Tenant has paid a security deposit of',
    fill(usd(v.deposit), 80),
    '. Within thirty (30) days after Tenant moves out and returns the keys, Landlord shall give Tenant a written list of any damages charged against the security deposit and shall pay Tenant the difference between the deposit and the damages.',
  ])
  sec('5. UTILITIES, USE AND CARE')
  P([
    'Tenant pays for',
    fill('electric, gas, cable and internet', 150),
    '. Landlord pays for',
    fill('water, sewer and trash', 120),
    '. Tenant shall use the Premises only as a residence, keep them clean and sanitary, and make no alterations without Landlord\u2019s written consent. No guest may stay more than',
    fill(10, 24),
    'days in a row.',
  ])
  sec('6. ENTRY AND NOTICES')
  P([
    'Landlord may enter at reasonable times after twenty-four (24) hours\u2019 notice. Notices to Landlord shall be sent to the agent named above or, if none, to Landlord at the address above.',
  ])
  sec('7. ADDITIONAL TERMS')
  P([
    fill(
      v.agent
        ? 'Smoke-free building. One cat allowed. Sidewalk snow removal by Agent.'
        : 'No pets. Tenant shovels the front walk. Landlord mows.',
      300,
    ),
  ])
  k.gap(8)
  room(k, 120)
  P(['IN WITNESS WHEREOF, the parties have signed this Lease, intending to be legally bound.'])
  signPair(
    k,
    [`Landlord: ${v.landlord.full}`, `Date: ${dt(v.signed).us}`],
    [`Tenant: ${v.tenants[0]?.full ?? ''}`, `Date: ${dt(v.signed).us}`],
  )
  for (const t of v.tenants.slice(1))
    signPair(k, ['', ''], [`Tenant: ${t.full}`, `Date: ${dt(v.signed).us}`])
  pageNumbers(k, (i, n) => `Residential Lease (PA) \u2014 ${i} of ${n}`, { align: 'center' })
  return {
    pdf: await k.w.save(),
    truth: {
      tenants: v.tenants,
      additionalOccupants: v.occupants.length ? v.occupants.map((o) => o.p) : null,
      tenantEmail: v.email,
      tenantPhone: v.phone,
      premisesAddress: `${v.street}, Unit ${v.unit}, ${v.city}`,
      leaseType: v.end ? 'fixed-term' : 'month-to-month',
      startDate: v.start,
      endDate: v.end,
      terminationDateText: v.end ? dt(v.end).long : null,
      monthlyRent: v.rent,
      securityDeposit: v.deposit,
      rentDueDay: 1,
      maxGuestStayDays: 10,
      managementCompany: v.agent?.name ?? null,
      housingProvider: v.landlord.full,
      mailingAddress: v.agent?.addr ?? v.llAddr,
      acceptedPaymentMethods: v.methodTruth,
      lateFeePercentage: 'pct' in v.late ? v.late.pct : null,
      gracePeriodDays: v.graceDays,
      nsfFeeFirst: v.nsf,
      rentDueDescription: 'in advance, on the first day of each month',
      paymentRecipient: v.payee,
      paymentAddress: v.payAt,
      nsfPolicy: null,
      depositReturnDays: 30,
      depositReturnCondition: null,
      _notes: [
        'Printed lease whose blanks inside running sentences are filled in a typewriter face (blue) over rules; one blank left empty where the term is month to month. Section headings centred.',
        'Premises split over street / Unit / city blanks; the truth joins them in postal form with the unit word "Unit" the form prints.',
        'gracePeriodDays is the "within N days after the due date" blank. The returned-check wording is split by a filled blank, so nsfPolicy null; nsfFeeFirst from the blank.',
        'The deposit clause does not "return the deposit": it pays "the difference between the deposit and the damages" within 30 days; depositReturnCondition null, depositReturnDays 30.',
        'The one phone and e-mail in the opening blanks are the tenant contact. The agent blank, where filled, gives managementCompany and the notice address (mailingAddress).',
        ...v.notes,
      ],
    },
  }
}

export const template: Template = {
  id: 'pennsylvania_fill_in_paragraphs',
  title: 'Pennsylvania printed residential lease with typed blanks inside the sentences',
  exercises:
    'printed lease with blanks inside running sentences filled in a typewriter face, agent blank filled with a P.O. box or "none", occupants with ages in a blank, street / Unit / city blanks, fixed term or month to month with an empty end-date blank, payee, place and methods in blanks, grace days and late charge (percentage or flat) in blanks, returned-check fee in a blank, deposit "difference between the deposit and the damages" (no return wording), guest days in a blank, centred headings',
  docs: [
    {
      name: 'tw6_pa_fill_in_lease_erie',
      build: () =>
        build({
          landlord: person('Casimir', 'Wojciechowski'),
          llAddr: '3307 Pittsburgh Avenue, Erie, PA 16508',
          agent: {
            name: 'Presque Isle Realty Management Co.',
            addr: 'P.O. Box 6620, Erie, PA 16512',
          },
          tenants: [person('Marisela', 'Dunleavy'), person('Obadiah', 'Ferrante')],
          occupants: [{ p: person('Luz', 'Dunleavy'), age: 14 }],
          street: '614 W 8th Street',
          unit: '2',
          city: 'Erie, PA 16502',
          start: '2027-07-01',
          end: '2028-06-30',
          rent: 1125,
          deposit: 2250,
          graceDays: 5,
          late: { pct: 5 },
          nsf: 35,
          methods: "check, money order or cashier's check",
          methodTruth: ['Check', 'Money Order', "Cashier's Check"],
          payee: 'Presque Isle Realty Management Co.',
          payAt: 'P.O. Box 6620, Erie, PA 16512',
          phone: '(814) 555-0138',
          email: 'marisela.dunleavy@example.com',
          signed: '2027-06-10',
          notes: [
            'Landlord individual with an agent (P.O. box) to whom rent is paid. Deposit of two months\u2019 rent (first-year PA maximum). Late 5% after 5 days. Two tenants and a teenage occupant.',
          ],
        }),
    },
    {
      name: 'tw6_pa_fill_in_lease_lancaster',
      build: () =>
        build({
          landlord: person('Hepzibah', 'Stoltzfus-Greer'),
          llAddr: '41 E Orange Street, Lancaster, PA 17602',
          agent: null,
          tenants: [person('Anatole', 'Birnbaum')],
          occupants: [],
          street: '229 N Mulberry Street',
          unit: 'B',
          city: 'Lancaster, PA 17603',
          start: '2027-11-01',
          end: null,
          rent: 945,
          deposit: 945,
          graceDays: 10,
          late: { flat: 40 },
          nsf: 25,
          methods: 'money order or cash (receipt given)',
          methodTruth: ['Money Order', 'Cash'],
          payee: 'Hepzibah Stoltzfus-Greer',
          payAt: '41 E Orange Street, Lancaster, PA 17602',
          phone: '(717) 555-0193',
          email: 'abirnbaum@example.net',
          signed: '2027-10-22',
          notes: [
            'Month to month with the end-date blank left empty: endDate and terminationDateText null. No agent ("none"): notices and rent to the landlord\u2019s own address. Flat $40 late after 10 days. One tenant.',
          ],
        }),
    },
  ],
}
