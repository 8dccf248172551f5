import {
  blank,
  checkbox,
  dt,
  fill,
  moneyWords,
  numberWords,
  ordinal,
  person,
  usd,
  type Built,
  type Person,
} from '../../former-heldout/lib'
import type { Template } from '../../former-heldout/template'
import { kit, ticked } from '../kit'

type Info = { p: Person; phone: string; email: string | null }
type V = {
  owner: string
  agent: string
  agentAddr: string
  agentPhone: string
  tenants: Info[]
  premises: string
  county: string
  start: string
  end: string
  rent: number
  due: number
  deposit: number
  petFee: number
  returned: number
  pay: [string, boolean, string][]
  signed: string
  notes: string[]
}

const build = async (v: V): Promise<Built> => {
  const k = await kit({ serif: true, margin: 54, size: 9.4 })
  const { w, f, L, W, p } = k
  k.centre('RESIDENTIAL RENTAL CONTRACT', 13)
  k.centre(
    'Piedmont & Coastal Realtors\u00ae Council \u2014 Standard Form 410-T (for use in North Carolina)',
    8,
    f.italic,
  )
  k.gap(4)
  p([
    'THIS CONTRACT is made',
    fill(dt(v.signed).long, 90),
    'between',
    fill(v.owner, 150),
    '("Landlord"), acting by its agent',
    fill(v.agent, 150),
    '("Agent"), and',
    fill(v.tenants.map((t) => t.p.full).join(', '), 220),
    '("Tenant", whether one or more).',
  ])
  p([
    '1. Premises. Landlord leases to Tenant the dwelling located at',
    fill(v.premises, 220),
    ', in',
    fill(v.county, 60),
    'County, North Carolina.',
  ])
  p([
    '2. Term. The tenancy begins on the',
    fill(`${ordinal(dt(v.start).day)} day of ${dt(v.start).month}, ${dt(v.start).year}`, 120),
    'and ends at midnight on the',
    fill(`${ordinal(dt(v.end).day)} day of ${dt(v.end).month}, ${dt(v.end).year}`, 120),
    '.',
  ])
  p([
    '3. Rent. Tenant shall pay',
    fill(moneyWords(v.rent, 'title'), 230),
    'per month, in advance, on or before the',
    fill(ordinal(v.due), 30),
    'day of each month, to Agent at',
    fill(v.agentAddr, 200),
    'or at such other place as Agent designates.',
  ])
  p([
    '4. Late Payment. If any rent is not paid within five (5) days after it is due, Tenant shall pay a late fee equal to five percent (5%) of the rental payment, as allowed by N.C.G.S. \u00a7 42-46.',
  ])
  p([
    '5. Returned Checks. Tenant shall pay a processing fee of',
    fill(usd(v.returned), 45),
    'for every check returned by the bank for any reason.',
  ])
  p(['6. Form of Payment. Agent will accept the forms of payment checked below:'])
  let x = L + 10
  for (const [label, on] of v.pay) x = checkbox(w.page, f, x, w.y, on, label, 9)
  w.y -= 18
  p([
    '7. Security Deposit. Tenant has deposited',
    fill(moneyWords(v.deposit), 220),
    'to be held in a trust account at Cape Fear Community Bank. Within thirty (30) days after termination of the tenancy and delivery of possession, Agent shall refund the deposit or give an itemized statement of damages, as required by the Tenant Security Deposit Act.',
  ])
  p([
    '8. Pet Fee. A non-refundable pet fee of',
    fill(v.petFee ? usd(v.petFee) : null, 45),
    'is due on signing. This fee is not part of the security deposit.',
  ])
  p([
    '9. Occupancy. The Premises shall be occupied only by the Tenants named above and their minor children.',
  ])
  p([
    '10. Agent\u2019s Role. Agent is the leasing and managing agent for Landlord. All notices to Landlord go to Agent at the address in paragraph 3.',
  ])
  p([
    '11. Entire Contract. This contract, with the Move-In Inspection Form, is the entire agreement. It is binding when signed by Tenant and by Agent.',
  ])
  k.gap(4)
  k.line('TENANT INFORMATION', 10, w.bold)
  k.table(
    [
      ['Tenant', 'Cell phone', 'E-mail'],
      ...v.tenants.map((t) => [t.p.full, t.phone, t.email ?? '']),
    ],
    [0.36, 0.26, 0.38],
    { head: true },
  )
  k.line(`Agent: ${v.agent}   Office phone ${v.agentPhone}`, 9)
  k.gap(10)
  v.tenants.forEach((t, i) => {
    blank(w.page, f, `Tenant ${i + 1}:`, null, L + (i % 2) * (W / 2), w.y, W / 2 - 20, { size: 9 })
    if (i % 2 === 1 || i === v.tenants.length - 1) w.y -= 22
  })
  blank(w.page, f, 'Agent, for Landlord:', null, L, w.y, W / 2 - 20, { size: 9 })
  const first = v.tenants[0]!
  return {
    pdf: await w.save(),
    truth: {
      tenants: v.tenants.map((t) => t.p),
      tenantEmail: first.email,
      tenantPhone: first.phone,
      premisesAddress: v.premises,
      leaseType: 'fixed-term',
      startDate: v.start,
      endDate: v.end,
      terminationDateText: `${ordinal(dt(v.end).day)} day of ${dt(v.end).month}, ${dt(v.end).year}`,
      monthlyRent: v.rent,
      securityDeposit: v.deposit,
      rentDueDay: v.due,
      managementCompany: v.agent,
      housingProvider: v.owner,
      mailingAddress: v.agentAddr,
      acceptedPaymentMethods: ticked(v.pay),
      lateFeePercentage: 5,
      gracePeriodDays: 5,
      nsfFeeFirst: v.returned,
      rentDueDescription: `in advance, on or before the ${ordinal(v.due)} day of each month`,
      paymentRecipient: v.agent,
      paymentAddress: v.agentAddr,
      nsfPolicy: `Tenant shall pay a processing fee of ${usd(v.returned)} for every check returned by the bank for any reason.`,
      depositReturnDays: 30,
      depositReturnCondition:
        'Within thirty (30) days after termination of the tenancy and delivery of possession, Agent shall refund the deposit or give an itemized statement of damages',
      _notes: [
        'North Carolina realtor-association-style form. Dates written as ordinal days ("1st day of August, 2027"); rent and deposit in title-case words with figures.',
        'The tenant contacts are in a Tenant Information table; the first tenant\u2019s are the tenant contact. The agent\u2019s office phone is not a tenant phone.',
        'Rent is paid to the Agent at its address, which is also the notice address. The deposit bank is named but no account (bankAccount null).',
        `Returned-check fee ${usd(v.returned)} (nsfFeeFirst); no separate amount for later returns. Late fee 5% after five days. Rent due on the ${ordinal(v.due)}.`,
        `Rent in words: "${moneyWords(v.rent, 'title')}". Pet fee is non-refundable and not part of the deposit. ${numberWords(v.tenants.length)} tenant(s).`,
        ...v.notes,
      ],
    },
  }
}

export const template: Template = {
  id: 'north_carolina_agent_form',
  title:
    'North Carolina realtor-style residential rental contract signed by an agent for the landlord',
  exercises:
    'ordinal written dates, amounts in title-case words and figures, check-box payment forms, percentage late fee, tenant information table with up to 4 tenants, rent due on the 5th',
  docs: [
    {
      name: 'tw3_nc_rental_contract_durham',
      build: () =>
        build({
          owner: 'Ninth Street Cottages LLC',
          agent: 'Bull City Leasing & Management, Inc.',
          agentAddr: '3100 Tower Boulevard, Suite 1200, Durham, NC 27707',
          agentPhone: '(919) 555-0120',
          tenants: [
            {
              p: person('Imogen', 'Strand'),
              phone: '(919) 555-0164',
              email: 'imogen.strand@example.com',
            },
            {
              p: person('Kwabena', 'Asante'),
              phone: '(919) 555-0172',
              email: 'k.asante@example.com',
            },
            { p: person('Lucy', 'Tran-Whitfield'), phone: '(919) 555-0177', email: null },
            { p: person('Ezra', 'Holloway'), phone: '(919) 555-0189', email: 'ezra.h@example.net' },
          ],
          premises: '812 Iredell Street, Durham, NC 27705',
          county: 'Durham',
          start: '2027-08-01',
          end: '2028-07-31',
          rent: 3280,
          due: 1,
          deposit: 3280,
          petFee: 0,
          returned: 25,
          pay: [
            ['Personal check', true, 'Check'],
            ['Certified funds', true, "Cashier's Check"],
            ['Money order', true, 'Money Order'],
            ['Cash', false, 'Cash'],
            ['ACH draft', false, 'ACH'],
          ],
          signed: '2027-05-03',
          notes: ['Four tenants (students); the third has no e-mail. Pet fee blank (no pet).'],
        }),
    },
    {
      name: 'tw3_nc_rental_contract_wilmington',
      build: () =>
        build({
          owner: 'Percival J. Anstruther',
          agent: 'Cape Fear Coastal Rentals',
          agentAddr: 'P.O. Box 3391, Wilmington, NC 28406',
          agentPhone: '(910) 555-0108',
          tenants: [
            {
              p: person('Marguerite', 'Olabode'),
              phone: '(910) 555-0133',
              email: 'molabode@example.com',
            },
          ],
          premises: '418 Orange Street, Apt B, Wilmington, NC 28401',
          county: 'New Hanover',
          start: '2027-10-05',
          end: '2028-09-30',
          rent: 1395,
          due: 5,
          deposit: 1500,
          petFee: 250,
          returned: 25,
          pay: [
            ['Personal check', false, 'Check'],
            ['Certified funds', true, "Cashier's Check"],
            ['Money order', true, 'Money Order'],
            ['Cash', false, 'Cash'],
            ['ACH draft', true, 'ACH'],
          ],
          signed: '2027-09-21',
          notes: [
            'One tenant; rent due on the 5th; agent address is a P.O. box. Grace stated as five days after the due date.',
          ],
        }),
    },
  ],
}
