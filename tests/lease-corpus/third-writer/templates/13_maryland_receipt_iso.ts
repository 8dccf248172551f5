import { dt, person, usd, type Built, type Person } from '../../former-heldout/lib'
import type { Template } from '../../former-heldout/template'
import { kit } from '../kit'

type V = {
  landlord: string
  agent: string
  agentAddr: string
  agentEmail: string
  tenants: Person[]
  occupants: Person[]
  phone: string
  email: string
  premises: string
  prior: string
  start: string
  end: string
  rent: number
  deposit: number
  prorated: number
  nsf: number
  signed: string
  notes: string[]
}

const build = async (v: V): Promise<Built> => {
  const k = await kit({ margin: 58, size: 9.6 })
  const { w, f, p } = k
  k.line('MARYLAND RESIDENTIAL LEASE', 14, f.sansBold)
  k.line(`Prepared by ${v.agent}, ${v.agentAddr}`, 8.4, f.sans)
  k.gap(6)
  k.table(
    [
      ['Item', 'Value'],
      ['Landlord', v.landlord],
      ['Landlord\u2019s agent', v.agent],
      ['Tenant(s)', v.tenants.map((t) => t.full).join('; ')],
      ['Occupant(s), not tenants', v.occupants.map((o) => o.full).join('; ') || '\u2014'],
      ['Premises', v.premises],
      ['Commencement date', dt(v.start).iso],
      ['Expiration date', dt(v.end).iso],
      ['Monthly rent', usd(v.rent)],
      ['Prorated first month', usd(v.prorated)],
      ['Rent due', 'on the 1st day of each month'],
    ],
    [0.35, 0.65],
    { head: true },
  )
  p(
    '1. Rent is payable to the Landlord\u2019s agent by ACH debit authorized in the tenant portal, or by certified check. Personal checks are not accepted after a returned payment.',
  )
  p(
    `2. If rent is not paid in full by the end of the fifth (5th) day of the month, Tenant shall pay a late fee of five percent (5%) of the amount of rent due for the rental period, as Md. Code, Real Prop. \u00a7 8-208 permits. A returned payment costs ${usd(v.nsf)}.`,
  )
  p(
    '3. The Landlord shall maintain the premises in compliance with all applicable housing codes. Tenant shall notify the agent in writing of needed repairs.',
  )
  p(
    `4. Notices to the Landlord: ${v.agent}, ${v.agentAddr} (${v.agentEmail}). Notices to the Tenant: at the premises.`,
  )
  p(
    '5. Tenant may be present at the move-out inspection if Tenant notifies the Landlord by certified mail at least fifteen (15) days before moving of the date of moving and Tenant\u2019s new address.',
  )
  p('6. No guest may stay more than fourteen (14) days in any six-month period.')
  p(
    '7. This lease is subject to the Maryland Landlord-Tenant laws. Tenant acknowledges receipt of the Maryland lead-risk disclosure.',
  )
  k.gap(4)
  k.line('TENANT INFORMATION', 10, f.sansBold)
  p(
    `Primary tenant: ${v.tenants[0]!.full}. Mobile ${v.phone}. E-mail ${v.email}. Previous address: ${v.prior}.`,
  )
  k.gap(6)
  k.line('SECURITY DEPOSIT RECEIPT', 10, f.sansBold)
  p(
    `The Landlord acknowledges receipt of ${usd(v.deposit)} as a security deposit. You have the right to have the dwelling unit inspected by the landlord in your presence for the purpose of making a written list of damages that exist at the commencement of the tenancy if you request so by certified mail within 15 days of your occupancy. Within 45 days after the end of the tenancy the landlord must return the security deposit, plus accrued interest, less any damages rightfully withheld, by first-class mail to your last known address.`,
  )
  p(`Received ${dt(v.signed).iso} by ${v.agent}, agent for ${v.landlord}.`)
  k.gap(10)
  for (const t of v.tenants) {
    w.page.drawLine({ start: { x: k.L, y: w.y }, end: { x: k.L + 220, y: w.y }, thickness: 0.5 })
    w.page.drawText(`Tenant ${t.full}`, { x: k.L, y: w.y - 10, size: 8.4, font: f.sans })
    w.y -= 30
  }
  return {
    pdf: await w.save(),
    truth: {
      tenants: v.tenants,
      additionalOccupants: v.occupants.length ? v.occupants : null,
      tenantEmail: v.email,
      tenantPhone: v.phone,
      premisesAddress: v.premises,
      leaseType: 'fixed-term',
      startDate: v.start,
      endDate: v.end,
      terminationDateText: dt(v.end).iso,
      monthlyRent: v.rent,
      securityDeposit: v.deposit,
      rentDueDay: 1,
      maxGuestStayDays: 14,
      managementCompany: v.agent,
      housingProvider: v.landlord,
      mailingAddress: v.agentAddr,
      acceptedPaymentMethods: ['ACH', "Cashier's Check"],
      lateFeePercentage: 5,
      gracePeriodDays: 5,
      nsfFeeFirst: v.nsf,
      nsfPolicy: `A returned payment costs ${usd(v.nsf)}.`,
      proratedRent: v.prorated,
      rentDueDescription: 'on the 1st day of each month',
      paymentRecipient: v.agent,
      depositReturnDays: 45,
      depositReturnCondition:
        'Within 45 days after the end of the tenancy the landlord must return the security deposit, plus accrued interest, less any damages rightfully withheld, by first-class mail to your last known address',
      _notes: [
        'Key-terms table with ISO dates (YYYY-MM-DD); the security deposit appears only in the separate receipt section.',
        'Certified check is recorded as Cashier\u2019s Check; ACH debit through the portal as ACH.',
        'The tenant\u2019s previous address (tenant information) is a distractor. Rent goes to the agent; no payment address is given for ACH.',
        'Late fee 5% after the fifth day: gracePeriodDays 5.',
        ...v.notes,
      ],
    },
  }
}

export const template: Template = {
  id: 'maryland_receipt_iso',
  title:
    'Maryland lease with a key-terms table in ISO dates and a statutory security-deposit receipt',
  exercises:
    'ISO dates, key-terms table, prorated first month, deposit only in the receipt, prior address distractor, agent\u2019s e-mail not the tenant\u2019s',
  docs: [
    {
      name: 'tw3_md_lease_annapolis',
      build: () =>
        build({
          landlord: 'Spa Creek Holdings, LLC',
          agent: 'Chesapeake Harbor Realty Management',
          agentAddr: '181 Harry S. Truman Parkway, Suite 250, Annapolis, MD 21401',
          agentEmail: 'leasing@example.com',
          tenants: [person('Rosamund', 'Achebe'), person('Viggo', 'Strauss')],
          occupants: [person('Lotte', 'Strauss')],
          phone: '(410) 555-0151',
          email: 'rosamund.achebe@example.net',
          premises: '57 Southgate Avenue, Annapolis, MD 21401',
          prior: '3300 N Charles Street, Baltimore, MD 21218',
          start: '2027-04-10',
          end: '2028-04-30',
          rent: 2625,
          deposit: 2625,
          prorated: 1837.5,
          nsf: 35,
          signed: '2027-03-29',
          notes: [
            'Move-in on the 10th with a prorated first month of $1,837.50 (21/30 of rent); regular rent from May 1.',
          ],
        }),
    },
    {
      name: 'tw3_md_lease_silver_spring',
      build: () =>
        build({
          landlord: 'Demetrios Kallistratos',
          agent: 'Sligo Creek Property Partners',
          agentAddr: 'P.O. Box 8123, Silver Spring, MD 20907',
          agentEmail: 'office@example.org',
          tenants: [person('Aminata', 'Foley')],
          occupants: [],
          phone: '(301) 555-0177',
          email: 'aminata.foley@example.com',
          premises: '8615 Flower Avenue, Apt T-2, Silver Spring, MD 20901',
          prior: '1220 University Boulevard E, Takoma Park, MD 20912',
          start: '2027-09-16',
          end: '2028-09-30',
          rent: 1710,
          deposit: 1710,
          prorated: 855,
          nsf: 25,
          signed: '2027-09-08',
          notes: ['Prorated first month $855.00 (15 of 30 days).'],
        }),
    },
  ],
}
