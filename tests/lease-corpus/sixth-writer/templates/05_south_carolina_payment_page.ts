import { dt, person, usd, type Built, type Person } from '../../former-heldout/lib'
import type { Template } from '../../former-heldout/template'
import { kit } from '../../third-writer/kit'
import { andList, freshPage, heading, pageNumbers, signPair } from '../parts'

type V = {
  owner: string
  agent: string
  agentAddr: string
  agentAddrWritten: string
  agentPhone: string
  hours: string
  tenants: Person[]
  phone: string
  email: string
  premises: string
  start: string
  end: string
  rent: number
  parking: number | null
  prorated: number | null
  deposit: number
  petFee: number | null
  payee: string
  bankName: string
  accountName: string
  account: string
  routing: string
  lockbox: string
  signed: string
  notes: string[]
}

const build = async (v: V): Promise<Built> => {
  const k = await kit({ serif: true, margin: 54, size: 9.1 })
  const { f, p } = k
  k.centre(v.agent.toUpperCase(), 10, f.sansBold)
  k.centre(`${v.agentAddrWritten} \u00b7 ${v.agentPhone}`, 8, f.sans)
  k.gap(10)
  k.centre('RESIDENTIAL LEASE AGREEMENT', 14)
  k.centre('South Carolina Residential Landlord and Tenant Act', 8.6, f.italic)
  k.gap(6)
  const sec = (t: string) => heading(k, t, { size: 10, font: f.bold })
  sec('ARTICLE 1. THE PARTIES')
  p(
    `1.1 The Landlord is ${v.owner}, acting through its managing agent, ${v.agent} (the "Agent"), whose office is at ${v.agentAddrWritten}. 1.2 The Tenant is ${andList(v.tenants.map((t) => t.full))}, jointly and severally. Tenant\u2019s telephone is ${v.phone} and e-mail ${v.email}.`,
  )
  sec('ARTICLE 2. PREMISES AND TERM')
  p(
    `2.1 The premises are ${v.premises}. 2.2 The term begins on ${dt(v.start).long} and ends at noon on ${dt(v.end).long}.`,
  )
  sec('ARTICLE 3. RENT AND CHARGES')
  p(
    `3.1 Monthly rent is ${usd(v.rent)}, due on or before the first day of each calendar month.` +
      (v.parking
        ? ` 3.2 An assigned covered parking space is rented separately for ${usd(v.parking)} per month and is not included in the rent.`
        : ' 3.2 Rent includes one unassigned parking space.') +
      ' 3.3 Rent and all other charges are to be paid as set out in Schedule 1 (Rent Payment Instructions), which forms part of this Lease. The amounts due before move-in are set out in Schedule 2.',
  )
  p(
    '3.4 If rent is not received by the fifth (5th) day of the month, Tenant shall pay a late charge of $50.00 plus $5.00 for each additional day the rent remains unpaid, not to exceed $100.00 for any month.',
  )
  p(
    '3.5 Tenant shall pay a service charge of $30.00 for each check or electronic payment returned unpaid by the financial institution, in addition to any late charge.',
  )
  sec('ARTICLE 4. SECURITY DEPOSIT')
  p(
    `4.1 Tenant has deposited ${usd(v.deposit)} as a security deposit.` +
      (v.petFee
        ? ` A non-refundable pet fee of ${usd(v.petFee)} is not part of the deposit.`
        : '') +
      ' 4.2 Within thirty (30) days after the termination of the tenancy and delivery of possession, Landlord shall return the security deposit to Tenant, less any lawful deductions itemized in a written notice, at the address Tenant furnishes in writing.',
  )
  sec('ARTICLE 5. USE, OCCUPANCY AND GUESTS')
  p(
    '5.1 The premises are for use as a private residence by the Tenant only. 5.2 A guest staying more than fourteen (14) days in any calendar month must be approved in writing by the Agent.',
  )
  sec('ARTICLE 6. MAINTENANCE, ENTRY AND RULES')
  p(
    '6.1 Tenant keeps the premises clean and safe and reports needed repairs to the Agent through the maintenance line. 6.2 Landlord may enter at reasonable times with twenty-four (24) hours\u2019 notice. 6.3 Tenant shall obey the community rules posted at the premises. 6.4 No smoking indoors. 6.5 Hurricane shutters, where fitted, are closed by the Agent\u2019s contractor.',
  )
  sec('ARTICLE 7. NOTICES')
  p(
    `7.1 Notices to Landlord shall be given to the Agent at ${v.agentAddrWritten}, during office hours (${v.hours}). 7.2 Notices to Tenant shall be given at the premises.`,
  )
  k.gap(6)
  signPair(
    k,
    [`LANDLORD: ${v.owner}`, `by ${v.agent}, its Agent`, `Date: ${dt(v.signed).long}`],
    [`TENANT: ${v.tenants[0]?.full ?? ''}`, `Date: ${dt(v.signed).long}`],
  )
  for (const t of v.tenants.slice(1))
    signPair(k, ['', ''], [`TENANT: ${t.full}`, `Date: ${dt(v.signed).long}`])

  freshPage(k)
  k.centre('SCHEDULE 1 \u2014 RENT PAYMENT INSTRUCTIONS', 12)
  k.gap(4)
  p(
    `Premises: ${v.premises}. These instructions may be changed only by written notice from the Agent.`,
  )
  k.table(
    [
      ['How', 'Details'],
      [
        'A. Bank transfer or automatic draft (preferred)',
        `Bank: ${v.bankName}. Account name: ${v.accountName}. Routing no. ${v.routing}. Account no. ${v.account}. Put the premises address in the reference line. Automatic monthly drafts (ACH) may be set up on the enclosed authorization form.`,
      ],
      [
        'B. Check or money order by mail',
        `Payee: ${v.payee}. Remit to: ${v.lockbox}. Write the premises address on the memo line.`,
      ],
      ['C. Not accepted', 'Cash, third-party checks, and payment apps of any kind.'],
    ],
    [0.3, 0.7],
    { size: 8.8, head: true },
  )
  p(
    'Payments are credited on the day they reach the account or the remittance box, not on the day they are sent. Allow five business days for mail.',
  )
  k.gap(8)
  k.centre('SCHEDULE 2 \u2014 AMOUNTS DUE AT OR BEFORE MOVE-IN', 12)
  const rows: [string, number][] = [
    [
      v.prorated
        ? `Prorated rent, ${dt(v.start).long} to the end of that month`
        : `First month\u2019s rent (${dt(v.start).month} ${dt(v.start).year})`,
      v.prorated ?? v.rent,
    ],
    ...(v.parking ? ([['Parking space, first month', v.parking]] as [string, number][]) : []),
    ['Security deposit', v.deposit],
    ...(v.petFee ? ([['Non-refundable pet fee', v.petFee]] as [string, number][]) : []),
  ]
  const total = Math.round(rows.reduce((s, [, a]) => s + a, 0) * 100) / 100
  k.table(
    [
      ['Item', 'Amount'],
      ...rows.map(([l, a]) => [l, usd(a)]),
      ['TOTAL DUE AT MOVE-IN', usd(total)],
    ],
    [0.7, 0.3],
    { size: 8.8, head: true },
  )
  pageNumbers(k, (i, n) => `Lease \u2014 ${v.premises} \u2014 page ${i} of ${n}`, { align: 'left' })
  return {
    pdf: await k.w.save(),
    truth: {
      tenants: v.tenants,
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
      housingProvider: v.owner,
      mailingAddress: v.agentAddr,
      acceptedPaymentMethods: ['Bank Transfer', 'ACH', 'Check', 'Money Order'],
      bankAccount: v.account,
      gracePeriodDays: 5,
      nsfFeeFirst: 30,
      totalMoveInCost: total,
      proratedRent: v.prorated,
      rentDueDescription: 'due on or before the first day of each calendar month',
      paymentRecipient: v.payee,
      paymentAddress: v.lockbox,
      officeHours: v.hours,
      nsfPolicy:
        'Tenant shall pay a service charge of $30.00 for each check or electronic payment returned unpaid by the financial institution, in addition to any late charge.',
      depositReturnDays: 30,
      depositReturnCondition:
        'to Tenant, less any lawful deductions itemized in a written notice, at the address Tenant furnishes in writing',
      _notes: [
        'Lease in articles with numbered sub-clauses on page 1, a separate Schedule 1 (rent payment instructions) and Schedule 2 (move-in amounts) on page 2.',
        'Landlord is an LLC acting through its managing agent: housingProvider the LLC, managementCompany the agent, mailingAddress the agent\u2019s office (the suite written before the street; truth after it).',
        'Schedule 1: bank transfer to a named account (bankAccount is the account number; the routing number is a distractor), ACH drafts, or check/money order mailed to a remittance P.O. box. paymentRecipient is the "Payee:" as written; paymentAddress the "Remit to:" box. The account name is not the payee.',
        'Late "not received by the fifth (5th) day": gracePeriodDays 5; flat $50 plus $5 a day, lateFeePercentage null. nsfPolicy is the returned-payment sentence without its clause number.',
        'totalMoveInCost is Schedule 2\u2019s total; a separately rented parking space and a non-refundable pet fee are not rent or deposit.',
        ...v.notes,
      ],
    },
  }
}

export const template: Template = {
  id: 'south_carolina_payment_page',
  title:
    'South Carolina managed lease with a rent payment instructions schedule and a move-in schedule',
  exercises:
    'articles with numbered sub-clauses run together in paragraphs, LLC owner through a managing agent with the suite before the street, tenant contact in the parties article, separate rent-payment page with bank name, account name, routing and account numbers, ACH drafts, "Payee:" and "Remit to:" a lockbox for checks and money orders, refused methods, move-in schedule with a prorated first month or a full first month, parking rented apart from rent or included, non-refundable pet fee, late after the 5th with a daily capped charge, returned-payment sentence, 30-day deposit return, monthly guest limit',
  docs: [
    {
      name: 'tw6_sc_managed_lease_greenville',
      build: () =>
        build({
          owner: 'Reedy Falls Residential LLC',
          agent: 'Palmetto Keystone Management Group',
          agentAddr: '2 W Washington Street, Suite 300, Greenville, SC 29601',
          agentAddrWritten: 'Suite 300, 2 W Washington Street, Greenville, SC 29601',
          agentPhone: '(864) 555-0110',
          hours: 'Monday through Friday, 8:30 a.m. to 5:00 p.m.',
          tenants: [person('Lavinia', 'Osterhout'), person('Mateo', 'Quarshie')],
          phone: '(864) 555-0146',
          email: 'lavinia.osterhout@example.com',
          premises: '415 Rutherford Road, Apt 2C, Greenville, SC 29609',
          start: '2027-06-16',
          end: '2028-06-30',
          rent: 1480,
          parking: 45,
          prorated: 740,
          deposit: 1480,
          petFee: 300,
          payee: 'Reedy Falls Residential LLC',
          bankName: 'First Piedmont Bank',
          accountName: 'Reedy Falls Residential LLC Operating Account',
          account: '4418 2093 7716',
          routing: '053 100 558',
          lockbox: 'P.O. Box 25118, Greenville, SC 29616',
          signed: '2027-06-03',
          notes: [
            'Starts on the 16th: prorated rent for June 16\u201330 (15 of 30 days) is proratedRent; Schedule 2 total = prorated rent + parking + deposit + pet fee. One phone and e-mail given for the two tenants.',
          ],
        }),
    },
    {
      name: 'tw6_sc_managed_lease_myrtle_beach',
      build: () =>
        build({
          owner: 'Waccamaw Shores Holdings, LLC',
          agent: 'Grand Strand Coastal Rentals, Inc.',
          agentAddr: '1101 N Kings Highway, 4th Floor, Myrtle Beach, SC 29577',
          agentAddrWritten: '4th Floor, 1101 N Kings Highway, Myrtle Beach, SC 29577',
          agentPhone: '(843) 555-0133',
          hours: 'Mon\u2013Sat 9 a.m.\u20135 p.m.',
          tenants: [person('Ingrid', 'Fairweather-Obi')],
          phone: '(843) 555-0181',
          email: 'ingrid.fo@example.net',
          premises: '7200 N Ocean Boulevard, Unit 1408, Myrtle Beach, SC 29572',
          start: '2027-10-01',
          end: '2028-09-30',
          rent: 1725.5,
          parking: null,
          prorated: null,
          deposit: 1725.5,
          petFee: null,
          payee: 'Grand Strand Coastal Rentals, Inc., Agent',
          bankName: 'Tidewater Savings Bank',
          accountName: 'Grand Strand Coastal Rentals Trust Account',
          account: '000774102236',
          routing: '053 209 117',
          lockbox: 'P.O. Box 3390, Myrtle Beach, SC 29578',
          signed: '2027-09-14',
          notes: [
            'Rent with cents; parking included in the rent; no pet fee. Term starts on the 1st: Schedule 2 lists the first month\u2019s rent, no proration (proratedRent null). Payee is the agent as written ("\u2026, Agent").',
          ],
        }),
    },
  ],
}
