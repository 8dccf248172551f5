import { rgb } from 'pdf-lib'
import { dt, lastFirst, person, usd, type Built, type Person } from '../../former-heldout/lib'
import type { Template } from '../../former-heldout/template'
import { kit } from '../../third-writer/kit'
import { signLine } from '../sign'

type V = {
  agency: string
  agencyAddr: string
  broker: Person
  license: string
  agencyPhone: string
  owner: string
  tenants: Person[]
  phone: string
  email: string
  premises: string
  county: string
  start: string
  end: string
  rent: number
  petRent: number
  deposit: number
  nsf: number
  signed: string
  notes: string[]
}

const build = async (v: V): Promise<Built> => {
  const k = await kit({ margin: 58, size: 9.3 })
  const { w, f, L, W, p } = k
  w.page.drawLine({
    start: { x: L, y: w.y - 30 },
    end: { x: L + W, y: w.y - 30 },
    thickness: 2,
    color: rgb(0.5, 0.1, 0.1),
  })
  w.page.drawText(v.agency, { x: L, y: w.y - 6, size: 16, font: f.bold, color: rgb(0.5, 0.1, 0.1) })
  w.page.drawText(`${v.agencyAddr}  |  ${v.agencyPhone}`, {
    x: L,
    y: w.y - 22,
    size: 8,
    font: f.sans,
  })
  w.y -= 52
  k.centre('RESIDENTIAL LEASE \u2014 SINGLE-FAMILY DWELLING', 11.5, f.sansBold)
  k.gap(4)
  p(
    `This lease is made by the Agent, on behalf of the Owner, with the Tenant(s) listed: ${v.tenants.map((t) => lastFirst(t)).join('; ')}.`,
  )
  p(
    `Owner of record: ${v.owner}, c/o the Agent at the address above. All of Owner\u2019s rights and duties under this lease are exercised through the Agent.`,
  )
  p(
    `1. Dwelling. The house and lot at ${v.premises} (${v.county}), together with the detached garage.`,
  )
  p(
    `2. Term. Commencing ${dt(v.start).monthShort} and terminating ${dt(v.end).monthShort}, unless extended in writing.`,
  )
  p(
    `3. Monthly payment. Base rent ${usd(v.rent)}; pet rent ${usd(v.petRent)}; total monthly payment ${usd(v.rent + v.petRent)}. The total monthly payment is due on or before the 1st day of the month and is late if not received by 5:00 p.m. on the 5th, after which a late charge of 10% of the base rent applies.`,
  )
  p(
    '4. Payment. Remit to the Agent, at its office or by the Agent\u2019s online system. Accepted: e-check (ACH) through the online system, cashier\u2019s check, money order. Personal checks are not accepted once any payment has been returned. No cash is accepted at the office.',
  )
  p(
    `5. Returned items. Any payment returned unpaid by the bank will result in a charge of ${usd(v.nsf)} plus any late charge then due.`,
  )
  p(
    `6. Security deposit. ${usd(v.deposit)}, held by the Agent in its escrow account. Within 45 days after termination of the tenancy, the Agent will return the security deposit less deductions itemized in writing as permitted by the Virginia Residential Landlord and Tenant Act.`,
  )
  p('7. Pets. The animal(s) listed in the pet addendum only.')
  p(
    '8. Maintenance. Tenant requests repairs through the online system; the Agent arranges vendors. Tenant replaces HVAC filters every 90 days.',
  )
  p(
    `9. Notices. To the Owner: in care of the Agent. To the Tenant: at the dwelling, or by e-mail to ${v.email}; text messages to ${v.phone} are for scheduling only.`,
  )
  p(
    '10. Guests. A guest staying longer than 7 days in a row needs the Agent\u2019s written consent.',
  )
  k.gap(8)
  p(`Executed ${dt(v.signed).monthShort}.`)
  for (const t of v.tenants) signLine(k, `Tenant ${t.full}`)
  signLine(k, `${v.agency}, Agent for Owner`, L + W - 240, 240)
  k.line(
    `Principal Broker: ${v.broker.full}, Virginia license no. ${v.license}`,
    7.4,
    f.sans,
    L + W - 240,
  )
  return {
    pdf: await w.save(),
    truth: {
      tenants: v.tenants,
      tenantEmail: v.email,
      tenantPhone: v.phone,
      premisesAddress: v.premises,
      leaseType: 'fixed-term',
      startDate: v.start,
      endDate: v.end,
      terminationDateText: dt(v.end).monthShort,
      monthlyRent: v.rent,
      securityDeposit: v.deposit,
      rentDueDay: 1,
      maxGuestStayDays: 7,
      managementCompany: v.agency,
      housingProvider: v.owner,
      mailingAddress: v.agencyAddr,
      acceptedPaymentMethods: ['ACH', 'Online Portal', "Cashier's Check", 'Money Order', 'Check'],
      lateFeePercentage: 10,
      gracePeriodDays: 5,
      nsfFeeFirst: v.nsf,
      rentDueDescription: 'due on or before the 1st day of the month',
      paymentRecipient: v.agency,
      paymentAddress: v.agencyAddr,
      nsfPolicy: `Any payment returned unpaid by the bank will result in a charge of ${usd(v.nsf)} plus any late charge then due.`,
      depositReturnDays: 45,
      depositReturnCondition:
        'less deductions itemized in writing as permitted by the Virginia Residential Landlord and Tenant Act',
      _notes: [
        'The management company (the Agent) is named only in the letterhead and the signature block; the body says "the Agent, on behalf of the Owner". The owner\u2019s address is "c/o the Agent", so notices and payments go to the agency\u2019s address.',
        'Tenants listed in "LAST, First" form (truth in natural order). The principal broker and licence number are distractors.',
        'Base rent vs total monthly payment (with pet rent): monthlyRent is the base rent. Late after 5:00 p.m. on the 5th: gracePeriodDays 5; 10% of base rent.',
        'Personal checks accepted until a payment is returned, so Check is listed; e-check through the online system gives ACH and Online Portal.',
        'The tenant phone is "for scheduling only" but is still the tenant\u2019s phone.',
        ...v.notes,
      ],
    },
  }
}

export const template: Template = {
  id: 'virginia_agent_house',
  title: 'Virginia single-family house lease made by a leasing agent on behalf of the owner',
  exercises:
    'management company only in letterhead and signature block, "the Agent, on behalf of the Owner", owner c/o the agent, broker licence line as a distractor, tenants in LAST, First, base rent vs total monthly payment with pet rent, percentage late charge, personal checks refused after a return, county in parentheses',
  docs: [
    {
      name: 'tw4_va_agent_house_lease_norfolk',
      build: () =>
        build({
          agency: 'Elizabeth River Leasing Group',
          agencyAddr: '999 Waterside Drive, Suite 1410, Norfolk, VA 23510',
          broker: person('Cordelia', 'Ashby-Nguyen'),
          license: '0225 219944',
          agencyPhone: '(757) 555-0100',
          owner: 'Lysander and Maud Pettigrew',
          tenants: [person('Jovan', 'Radulovic'), person('Imani', 'Castellanos')],
          phone: '(757) 555-0162',
          email: 'jovan.radulovic@example.com',
          premises: '1427 Magnolia Avenue, Norfolk, VA 23508',
          county: 'City of Norfolk',
          start: '2027-06-01',
          end: '2028-05-31',
          rent: 2100,
          petRent: 35,
          deposit: 2100,
          nsf: 50,
          signed: '2027-05-08',
          notes: [
            'Owners are a married couple named together; housingProvider is the names as written.',
          ],
        }),
    },
    {
      name: 'tw4_va_agent_house_lease_roanoke',
      build: () =>
        build({
          agency: 'Star City Home Rentals',
          agencyAddr: '310 First Street SW, Suite 700, Roanoke, VA 24011',
          broker: person('Thaddeus', 'Kimbrough'),
          license: '0225 087713',
          agencyPhone: '(540) 555-0139',
          owner: 'Mill Mountain Residential Trust',
          tenants: [person('Wren', 'Gallagher-Obi')],
          phone: '(540) 555-0177',
          email: 'wren.go@example.org',
          premises: '2315 Crystal Spring Avenue SW, Roanoke, VA 24014',
          county: 'City of Roanoke',
          start: '2027-10-01',
          end: '2028-09-30',
          rent: 1475,
          petRent: 25,
          deposit: 1475,
          nsf: 50,
          signed: '2027-09-14',
          notes: ['Owner is a trust; one tenant.'],
        }),
    },
  ],
}
