import { rgb } from 'pdf-lib'
import { dt, moneyWords, person, usd, type Built, type Person } from '../../former-heldout/lib'
import type { Template } from '../../former-heldout/template'
import { kit } from '../../third-writer/kit'
import { andList, pageNumbers, ruledColumns, signPair, type Clause } from '../parts'

type V = {
  owner: string
  agent: string
  agentAddr: string
  agentPhone: string
  remit: string
  payee: string
  bank: string
  routing: string
  account: string
  broker: string
  tenants: { p: Person; phone: string; email: string }[]
  occupants: Person[]
  premises: string
  start: string
  end: string
  rent: number
  deposit: number
  parking: number | null
  signed: string
  notes: string[]
}

const build = async (v: V): Promise<Built> => {
  const k = await kit({ serif: true, margin: 50, size: 8.6 })
  const { f } = k
  // title block with a thick and a thin rule
  k.w.page.drawRectangle({
    x: k.L,
    y: k.w.y + 12,
    width: k.W,
    height: 2.2,
    color: rgb(0.35, 0.1, 0.1),
  })
  k.gap(8)
  k.centre('DEED OF LEASE', 17, f.bold)
  k.centre(
    'Residential Dwelling Unit \u2014 Virginia Residential Landlord and Tenant Act',
    8.6,
    f.italic,
  )
  k.w.page.drawLine({
    start: { x: k.L, y: k.w.y + 4 },
    end: { x: k.L + k.W, y: k.w.y + 4 },
    thickness: 0.6,
  })
  k.gap(8)
  k.table(
    [
      ['Landlord (Owner)', v.owner],
      ['Managing Agent', `${v.agent}, ${v.agentAddr} \u2014 ${v.agentPhone}`],
      ['Tenant(s)', andList(v.tenants.map((t) => t.p.full))],
      ['Dwelling Unit', v.premises],
      ['Term', `${dt(v.start).long} to ${dt(v.end).long}`],
      ['Monthly Rent', moneyWords(v.rent, 'upper')],
      ['Security Deposit', usd(v.deposit)],
    ],
    [0.22, 0.78],
    { size: 8.6 },
  )
  const clauses: Clause[] = [
    {
      head: '1. PARTIES AND AGENCY.',
      text: `This Deed of Lease is between the Landlord named above and the Tenant(s) named above, each of whom is bound for the whole. The Managing Agent acts for the Landlord in all matters under this Lease, and any act or notice of the Agent is the act or notice of the Landlord.`,
    },
    {
      head: '2. OCCUPANTS.',
      text: v.occupants.length
        ? `Besides the Tenant(s), only ${andList(v.occupants.map((o) => o.full))} may reside in the Dwelling Unit.`
        : 'Only the Tenant(s) may reside in the Dwelling Unit.',
    },
    {
      head: '3. RENT.',
      text: `The monthly rent stated above is due and payable in advance on the first day of each month, without demand.${v.parking ? ` A parking permit for one vehicle is available from the Agent at ${usd(v.parking)} a month; it is billed separately and is not rent.` : ''}`,
    },
    {
      head: '4. HOW RENT IS PAID.',
      text: `Tenant may pay (a) by bank transfer to the Agent\u2019s escrow account at ${v.bank}, ABA routing number ${v.routing}, account number ${v.account}, quoting the Dwelling Unit address; or (b) by check payable to ${v.payee}, mailed to ${v.remit}. The Agent does not accept cash, and a payment is made only when the funds are received.`,
    },
    {
      head: '5. LATE CHARGE; RETURNED PAYMENTS.',
      text: 'If rent is received after the 5th day of the month, Tenant shall pay a late charge of ten percent (10%) of the monthly rent. A returned-payment fee of $50.00 is charged for each payment that is not honored by Tenant\u2019s bank.',
    },
    {
      head: '6. SECURITY DEPOSIT.',
      text: 'The deposit is held by the Agent in escrow. Landlord shall return the security deposit, with any interest required by law, within forty-five (45) days after termination of the tenancy, less deductions itemized in writing. Tenant may attend the move-out inspection if Tenant asks in writing.',
    },
    {
      head: '7. USE; GUESTS.',
      text: 'The Dwelling Unit is a private residence. A guest who stays more than fourteen (14) days in any six-month period is an occupant and needs the Agent\u2019s written consent.',
    },
    {
      head: '8. MOVE-IN INSPECTION.',
      text: 'Within five (5) days after occupancy the Agent will give Tenant a written report of the condition of the Dwelling Unit. Tenant may object to it in writing within five (5) days after receiving it.',
    },
    {
      head: '9. MAINTENANCE.',
      text: 'Tenant keeps the Dwelling Unit clean and safe, replaces smoke-alarm batteries, and reports needed repairs to the Agent in writing or through the Agent\u2019s maintenance line. Tenant shall take reasonable steps to prevent moisture and mold.',
    },
    {
      head: '10. ACCESS.',
      text: 'The Agent may enter at reasonable times after twenty-four (24) hours\u2019 notice for routine maintenance, and without notice in an emergency.',
    },
    {
      head: '11. UTILITIES.',
      text: 'Tenant pays electricity, gas and internet. Landlord pays water and sewer unless the Agent gives sixty (60) days\u2019 notice of a ratio utility billing system.',
    },
    {
      head: '12. NOTICES.',
      text: `Notices to Landlord go to the Agent at ${v.agentAddr}. Notices to Tenant go to the Dwelling Unit and to ${v.tenants
        .map((t) => `${t.p.full} at ${t.phone} or ${t.email}`)
        .join('; ')}.`,
    },
    {
      head: '13. BROKER.',
      text: `${v.broker} acted for the Landlord in procuring this Lease and is paid by the Landlord. The broker is not the Managing Agent and holds no funds under this Lease.`,
    },
    {
      head: '14. ENTIRE AGREEMENT.',
      text: 'This Lease, the move-in inspection report and any addendum signed by both parties are the whole agreement.',
    },
  ]
  ruledColumns(k, clauses, { size: 8.4 })
  k.gap(2)
  k.line(`WITNESS the following signatures, dated ${dt(v.signed).long}.`, 8.6)
  k.gap(2)
  signPair(
    k,
    [`${v.owner}, Landlord`, `by ${v.agent}, Managing Agent`],
    [`${v.tenants[0]?.p.full ?? ''}, Tenant`],
  )
  for (let i = 1; i < v.tenants.length; i += 2)
    signPair(
      k,
      [`${v.tenants[i]?.p.full ?? ''}, Tenant`],
      v.tenants[i + 1] ? [`${v.tenants[i + 1]?.p.full}, Tenant`] : [''],
    )
  pageNumbers(k, (i, n) => `Deed of Lease \u2014 ${v.premises} \u2014 ${i}/${n}`, {
    align: 'center',
  })
  const first = v.tenants[0]
  if (!first) throw new Error('no tenant')
  return {
    pdf: await k.w.save(),
    truth: {
      tenants: v.tenants.map((t) => t.p),
      additionalOccupants: v.occupants.length ? v.occupants : null,
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
      maxGuestStayDays: 14,
      managementCompany: v.agent,
      housingProvider: v.owner,
      mailingAddress: v.agentAddr,
      acceptedPaymentMethods: ['Bank Transfer', 'Check'],
      bankAccount: v.account,
      lateFeePercentage: 10,
      gracePeriodDays: 5,
      nsfFeeFirst: 50,
      rentDueDescription: 'due and payable in advance on the first day of each month',
      paymentRecipient: v.payee,
      paymentAddress: v.remit,
      nsfPolicy:
        'A returned-payment fee of $50.00 is charged for each payment that is not honored by Tenant\u2019s bank.',
      depositReturnDays: 45,
      depositReturnCondition:
        'with any interest required by law, within forty-five (45) days after termination of the tenancy, less deductions itemized in writing',
      _notes: [
        'Virginia "Deed of Lease" with a ruled key-facts table, then fourteen clauses in two columns divided by a rule, each with a bold run-in head; long dates; rent in capital words with figures in the table.',
        'Owner through a managing agent: managementCompany the agent, mailingAddress the agent\u2019s office (notices, clause 12); checks go to a separate P.O. box (paymentAddress) payable to the payee as written in clause 4.',
        'Clause 4: bank transfer to the agent\u2019s escrow account (bankAccount the account number; the ABA routing number is a distractor) or check: Bank Transfer and Check; cash refused.',
        'Tenant contact only in the notices clause, one phone and e-mail per tenant (the first tenant\u2019s are tenantPhone/tenantEmail). The leasing broker in clause 13 is a distractor, not the manager.',
        'Late "received after the 5th day": gracePeriodDays 5, 10% of the monthly rent. nsfPolicy is clause 5\u2019s second sentence. Guests: "more than fourteen (14) days in any six-month period" gives 14 (a period limit, not consecutive days).',
        'No move-in total or prorated rent is stated (null); no office hours.',
        ...v.notes,
      ],
    },
  }
}

export const template: Template = {
  id: 'virginia_two_column_agent',
  title: 'Virginia "Deed of Lease" through a managing agent, clauses in two ruled columns',
  exercises:
    'title between rules, key-facts table (owner an LLC or a couple, agent with address and phone, long-date term, rent in capital words), clauses in two columns divided by a rule with run-in numbered heads, occupants or none, parking permit apart from rent, bank transfer to an escrow account with routing and account numbers or check to a named payee at a P.O. box, no cash, 10% late after the 5th, $50 returned-payment sentence, 45-day deposit return with interest, guest days per six months, tenants\u2019 phones and e-mails only in the notices clause (one to four tenants), leasing broker as a distractor',
  docs: [
    {
      name: 'tw7_va_deed_of_lease_charlottesville',
      build: () =>
        build({
          owner: 'Rivanna Terrace Holdings LLC',
          agent: 'Piedmont Hearthstone Realty & Management',
          agentAddr: '401 E Market Street, Suite 3B, Charlottesville, VA 22902',
          agentPhone: '(434) 555-0142',
          remit: 'P.O. Box 7741, Charlottesville, VA 22906',
          payee: 'Piedmont Hearthstone Realty & Management, Escrow Agent',
          bank: 'Monticello Federal Savings',
          routing: '051 408 826',
          account: '7002 31 88415',
          broker:
            'Jolene Akers of Blue Ridge Leasing Group (Virginia broker license no. 0225-201744)',
          tenants: [
            {
              p: person('Anjali', 'Whitcombe'),
              phone: '(434) 555-0177',
              email: 'anjali.whitcombe@example.com',
            },
          ],
          occupants: [person('Ravi', 'Whitcombe')],
          premises: '1012 Wertland Street, Apt 3A, Charlottesville, VA 22903',
          start: '2027-07-01',
          end: '2028-06-30',
          rent: 1565,
          deposit: 1565,
          parking: 40,
          signed: '2027-06-11',
          notes: [
            'Owner an LLC. One tenant and one occupant (no age given). A parking permit at $40 a month is not rent.',
          ],
        }),
    },
    {
      name: 'tw7_va_deed_of_lease_harrisonburg',
      build: () =>
        build({
          owner: 'Conrad and Ilse Brenneman',
          agent: 'Massanutten Property Services, Inc.',
          agentAddr: '90 S Main Street, Harrisonburg, VA 22801',
          agentPhone: '(540) 555-0136',
          remit: 'P.O. Box 1409, Harrisonburg, VA 22803',
          payee: 'Massanutten Property Services',
          bank: 'Shenandoah Valley Trust Company',
          routing: '051 902 337',
          account: '000418 552 906',
          broker: 'Terrence Yoder, Valley Home Leasing LLC (license no. 0225-219380)',
          tenants: [
            {
              p: person('Olamide', 'Fairbanks'),
              phone: '(540) 555-0151',
              email: 'ofairbanks@example.edu',
            },
            {
              p: person('Hollis', 'Brandvold'),
              phone: '(540) 555-0163',
              email: 'hollis.b@example.edu',
            },
            {
              p: person('Yesenia', 'Carrasco-Hunt'),
              phone: '(571) 555-0118',
              email: 'yes.ch@example.com',
            },
            {
              p: person('Tobiah', 'Wenger'),
              phone: '(703) 555-0190',
              email: 'tobiah.wenger@example.net',
            },
          ],
          occupants: [],
          premises: '471 S Mason Street, Harrisonburg, VA 22801',
          start: '2027-08-01',
          end: '2028-07-31',
          rent: 2280,
          deposit: 2280,
          parking: null,
          signed: '2027-03-29',
          notes: [
            'Owner a married couple, written as in the table. Four tenants of a whole house (no unit); each has a phone and e-mail in clause 12. Payee written without "Inc." as the lease writes it.',
          ],
        }),
    },
  ],
}
