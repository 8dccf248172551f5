import { checkbox, dt, fill, person, usd, type Built, type Person } from '../../former-heldout/lib'
import type { Template } from '../../former-heldout/template'
import { kit } from '../../third-writer/kit'
import { andList, signLine } from '../sign'

type V = {
  owner: string
  ownerManager: Person
  agent: string
  agentAddr: string
  tenants: Person[]
  phone: string
  email: string
  unit: string
  street: string
  cityLine: string
  start: string
  end: string
  rent: number
  parking: number
  lastMonth: number
  deposit: number
  payee: string
  late: number
  nsf: number
  signed: string
  notes: string[]
}

const build = async (v: V): Promise<Built> => {
  const k = await kit({ serif: true, margin: 58, size: 9.6 })
  const { w, f, L, W, p } = k
  k.centre('COMMONWEALTH RESIDENTIAL TENANCY FORM R-12', 12.5)
  k.centre(
    'Published for members of the Bay Colony Rental Owners Council \u2014 edition 2026',
    8.4,
    w.regular,
  )
  k.gap(8)
  p([
    'Agreement made on',
    fill(dt(v.signed).long, 90),
    'between',
    fill(v.owner, 160),
    '("Lessor"), acting through its managing agent',
    fill(v.agent, 140),
    ', and',
    fill(andList(v.tenants.map((t) => t.full)), 160),
    '("Lessee," jointly and severally).',
  ])
  p(
    `1. THE APARTMENT. Lessor lets to Lessee ${v.unit} at ${v.street}, ${v.cityLine} (the "Apartment"), with the use of one off-street parking space assigned by the agent.`,
  )
  p(
    `2. TERM. The term starts ${dt(v.start).long} and expires at 11:59 p.m. on ${dt(v.end).long}. Neither party need give notice to end the tenancy at the end of the term.`,
  )
  p(
    `3. RENT. Lessee shall pay rent of ${usd(v.rent)} for each month, in advance, on the first day of every calendar month, without deduction. The parking space is charged separately at ${usd(v.parking)} a month and is not rent.`,
  )
  p(
    `4. HOW TO PAY. Make checks payable to ${v.payee} and deliver them to the managing agent at ${v.agentAddr}. The agent also takes the payment methods ticked below:`,
  )
  const y = w.y
  let x = L + 14
  for (const [label, on] of [
    ['Personal check', true],
    ['Bank or cashier\u2019s check', true],
    ['Money order', false],
    ['Cash', false],
    ['Online tenant portal', true],
  ] as const)
    x = checkbox(w.page, f, x, y, on, label, 8.8)
  w.y -= 18
  p(
    `5. MONIES AT THE START. Before keys are handed over Lessee pays first month\u2019s rent, last month\u2019s rent of ${usd(v.lastMonth)}, and a security deposit of ${usd(v.deposit)}. Lessor will give Lessee a receipt and a statement of condition as Massachusetts law requires.`,
  )
  p(
    `6. SECURITY DEPOSIT. The security deposit is held in a separate interest-bearing account. Lessor shall return the deposit, with interest and less any lawful deductions listed in a sworn statement, within thirty days after the tenancy ends.`,
  )
  p(
    `7. LATE RENT. Lessor may not charge a late fee until rent has been unpaid for thirty (30) days; after that a fee of ${usd(v.late)} may be charged. A check the bank returns unpaid will be charged back to Lessee at ${usd(v.nsf)} per item.`,
  )
  p(
    '8. OCCUPANCY. Only the persons signing as Lessee may live in the Apartment. A guest may not stay more than fourteen nights in any six-month period without the agent\u2019s written consent.',
  )
  p(
    '9. HEAT AND UTILITIES. Lessor supplies heat and hot water. Lessee pays electricity and cooking gas.',
  )
  p(
    `10. NOTICES. Notices to Lessor go to the managing agent at its address in clause 4. Notices to Lessee go to the Apartment; the agent may also reach Lessee at ${v.phone} or ${v.email}.`,
  )
  p(
    '11. ENTIRE AGREEMENT. This form with the statement of condition and the lead-paint notification is the whole agreement.',
  )
  k.gap(10)
  signLine(k, `LESSOR: ${v.owner}, by its manager ${v.ownerManager.full}`, L, 280)
  signLine(k, `Managing agent: ${v.agent}`, L, 280)
  for (const t of v.tenants) signLine(k, `LESSEE: ${t.full}`, L + W - 210, 210)
  return {
    pdf: await w.save(),
    truth: {
      tenants: v.tenants,
      tenantEmail: v.email,
      tenantPhone: v.phone,
      premisesAddress: `${v.street}, ${v.unit}, ${v.cityLine}`,
      leaseType: 'fixed-term',
      startDate: v.start,
      endDate: v.end,
      terminationDateText: dt(v.end).long,
      monthlyRent: v.rent,
      securityDeposit: v.deposit,
      rentDueDay: 1,
      maxGuestStayDays: 14,
      managementCompany: v.agent,
      housingProvider: v.owner,
      mailingAddress: v.agentAddr,
      acceptedPaymentMethods: ['Check', "Cashier's Check", 'Online Portal'],
      gracePeriodDays: 30,
      nsfFeeFirst: v.nsf,
      rentDueDescription: 'in advance, on the first day of every calendar month',
      paymentRecipient: v.payee,
      paymentAddress: v.agentAddr,
      nsfPolicy: `A check the bank returns unpaid will be charged back to Lessee at ${usd(v.nsf)} per item.`,
      depositReturnDays: 30,
      depositReturnCondition:
        'with interest and less any lawful deductions listed in a sworn statement, within thirty days after the tenancy ends',
      _notes: [
        'The unit is written before the street ("<unit> at <street>"); the truth puts it after the street in postal form.',
        'The owner is an LLC signing "by its manager"; the manager of the LLC is a person, not the management company, which is the managing agent named in the preamble.',
        'Parking is charged separately and is not part of monthlyRent. Last month\u2019s rent is collected at the start but is not the deposit; no move-in total is stated.',
        'Massachusetts 30-day rule: no late fee until rent is 30 days unpaid, so gracePeriodDays 30. maxGuestStayDays 14 (nights in a six-month period).',
        ...v.notes,
      ],
    },
  }
}

export const template: Template = {
  id: 'massachusetts_apartment_first',
  title:
    'Massachusetts owners\u2019 council tenancy form with the apartment named before the street',
  exercises:
    'unit before the street ("Apartment 2R at …"), LLC owner signing by its manager, managing agent in the preamble, "make checks payable to" a payee other than the agent, parking fee apart from rent, last month’s rent vs deposit, check-box payment methods, 30-day late rule, contacts in the notices clause',
  docs: [
    {
      name: 'tw4_ma_assoc_lease_dorchester',
      build: () =>
        build({
          owner: 'Savin Hill Triple Deckers LLC',
          ownerManager: person('Colm', 'Ferriter'),
          agent: 'Neponset Residential Management',
          agentAddr: '1120 Dorchester Avenue, Suite 3, Boston, MA 02125',
          tenants: [person('Priyanka', 'Venkataraman'), person('Elias', 'Thornbury')],
          phone: '(617) 555-0143',
          email: 'p.venkataraman@example.com',
          unit: 'Apartment 2R',
          street: '41 Sydney Street',
          cityLine: 'Boston, MA 02125',
          start: '2027-09-01',
          end: '2028-08-31',
          rent: 2650,
          parking: 125,
          lastMonth: 2650,
          deposit: 2650,
          payee: 'Savin Hill Triple Deckers LLC',
          late: 30,
          nsf: 25,
          signed: '2027-07-18',
          notes: ['Two lessees; checks payable to the owner LLC but delivered to the agent.'],
        }),
    },
    {
      name: 'tw4_ma_assoc_lease_lowell',
      build: () =>
        build({
          owner: 'Pawtucket Canal Holdings LLC',
          ownerManager: person('Rosalind', 'Achterberg'),
          agent: 'Merrimack Valley Property Services',
          agentAddr: '75 Central Street, Suite 210, Lowell, MA 01852',
          tenants: [person('Sokha', 'Prum')],
          phone: '(978) 555-0161',
          email: 'sokha.prum@example.net',
          unit: 'Apartment 3',
          street: '208 Westford Street',
          cityLine: 'Lowell, MA 01851',
          start: '2027-11-01',
          end: '2028-10-31',
          rent: 1725,
          parking: 60,
          lastMonth: 1725,
          deposit: 1000,
          payee: 'Merrimack Valley Property Services, Agent',
          late: 25,
          nsf: 20,
          signed: '2027-10-09',
          notes: ['One lessee; checks payable to the agent ("…, Agent" as written).'],
        }),
    },
  ],
}
