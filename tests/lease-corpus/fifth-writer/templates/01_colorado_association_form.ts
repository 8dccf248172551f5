import { dt, person, usd, type Built, type Person } from '../../former-heldout/lib'
import type { Template } from '../../former-heldout/template'
import { kit } from '../../third-writer/kit'
import { andList, freshPage, heading, pageNumbers, sign } from '../parts'

type V = {
  owner: string
  manager: { name: string; addr: string; phone: string } | null
  noticeAddr: string
  tenants: { p: Person; phone: string; email: string | null }[]
  occupants: { p: Person; age: number }[]
  premises: string
  parking: string
  hoa: { name: string; agent: string; addr: string }
  start: string
  end: string
  rent: number
  petRent: number | null
  deposit: number
  payHow: string
  methods: string[]
  payee: string
  payAddr: string
  nsf: number
  broker: { firm: string; agent: Person; addr: string }
  signed: string
  notes: string[]
}

const build = async (v: V): Promise<Built> => {
  const k = await kit({ margin: 54, size: 9 })
  const { w, f, L, W, p } = k
  const bar = (t: string) => heading(k, t, { bar: 0.86, size: 9.6, font: f.sansBold })
  w.page.drawText('FRONT RANGE RENTAL OWNERS ALLIANCE', { x: L, y: w.y, size: 8, font: f.sansBold })
  w.page.drawText('Form FR-210  (rev. 03/2026)', {
    x: L + W - f.sans.widthOfTextAtSize('Form FR-210  (rev. 03/2026)', 8),
    y: w.y,
    size: 8,
    font: f.sans,
  })
  w.y -= 26
  k.centre('RESIDENTIAL LEASE AGREEMENT', 15, f.sansBold)
  k.centre('For use with apartments, townhomes and single-family homes in Colorado', 8, f.sans)
  k.gap(6)
  p(
    'This form has legal consequences. The Alliance supplies it to members without advice on any particular tenancy; either party may consult an attorney before signing.',
    { font: f.italic, size: 8 },
  )
  bar('1.  PARTIES')
  p(
    `This Residential Lease Agreement ("Lease") is entered into on ${dt(v.signed).long} between ${v.owner} ("Landlord") and ${andList(v.tenants.map((t) => t.p.full))} (each a "Resident" and together "Residents"), who are jointly and severally liable for every obligation of this Lease.`,
  )
  p(
    v.manager
      ? `Landlord has appointed ${v.manager.name}, ${v.manager.addr}, telephone ${v.manager.phone}, as its agent to manage the Premises ("Manager"). Manager may act for Landlord in all matters under this Lease.`
      : 'Landlord manages the Premises directly; no property manager has been appointed.',
  )
  p(
    v.occupants.length
      ? `Other occupants, who are not parties to this Lease and may live in the Premises only with Residents: ${v.occupants.map((o) => `${o.p.full} (age ${o.age})`).join('; ')}.`
      : 'Other occupants: none. Only the Residents named above may live in the Premises.',
  )
  bar('2.  PREMISES')
  p(
    `Landlord leases to Residents the dwelling at ${v.premises} (the "Premises"), with ${v.parking}. The Premises are located within the ${v.hoa.name} common-interest community and are subject to its declaration and rules.`,
  )
  bar('3.  TERM')
  p(
    `The term of this Lease begins on ${dt(v.start).long} and ends at 12:00 noon on ${dt(v.end).long}. If Residents remain after that date with Landlord's written consent, the tenancy continues from month to month on the terms of this Lease until either party gives at least twenty-eight (28) days' written notice.`,
  )
  bar('4.  RENT AND HOW TO PAY IT')
  p(
    `Residents shall pay monthly rent of ${usd(v.rent)}, due in advance on or before the first (1st) day of each month, without demand or deduction.` +
      (v.petRent
        ? ` Pet rent of ${usd(v.petRent)} per month is payable with the rent and is not part of the monthly rent stated here.`
        : ''),
  )
  p(
    `Residents shall pay ${v.payHow}. Checks and money orders are to be made payable to ${v.payee} and mailed or delivered to ${v.payAddr}. Cash is not accepted. Landlord may apply any payment first to unpaid fees and then to rent.`,
  )
  bar('5.  LATE RENT; RETURNED PAYMENTS')
  p(
    'Rent is late if Landlord has not received it by 11:59 p.m. on the seventh (7th) day after the day it is due. A late fee of $50.00 will then be charged once for that month. No late fee will exceed the greater of $50.00 or five percent (5%) of the amount past due, and no late fee will be charged on a late fee.',
  )
  p(
    `Residents will pay ${usd(v.nsf)} for each payment returned unpaid by Residents' bank. After a second returned payment Landlord may require that all further payments be made by money order or cashier's check.`,
  )
  bar('6.  SECURITY DEPOSIT')
  p(
    `Residents have paid a security deposit of ${usd(v.deposit)}. It is not a limit on Residents' liability and may not be used as the last month's rent. Landlord will return the deposit, less lawful deductions itemized in a written statement, within sixty (60) days after the Lease ends and Residents return possession. The statement and any balance will be mailed to the forwarding address Residents give in writing.`,
  )
  bar('7.  UTILITIES AND SERVICES')
  p(
    'Residents shall place in their own names and pay for electricity, natural gas, internet and television service. Landlord pays water, sewer and trash collection, which are billed to Landlord by the community association.',
  )
  bar('8.  USE, GUESTS AND PETS')
  p(
    'The Premises are for private residential use only. A guest may not stay in the Premises more than fourteen (14) days in any six-month period without Landlord\u2019s written consent. No animal may be kept without a signed pet agreement, except an assistance animal that Colorado or federal law allows.',
  )
  bar('9.  CARE OF THE PREMISES; REPAIRS')
  p(
    'Residents shall keep the Premises clean and sanitary, report any condition that needs repair promptly in writing, replace furnace filters every three months, and keep the walks clear of snow and ice. Landlord will make repairs required by the warranty of habitability within the times Colorado law sets.',
  )
  bar('10.  ENTRY')
  p(
    'Landlord may enter at reasonable times, after at least twenty-four (24) hours\u2019 notice, to inspect, make repairs or show the Premises, and at any time in an emergency.',
  )
  bar('11.  COMMUNITY ASSOCIATION')
  p(
    `Residents shall follow the rules of ${v.hoa.name}. The association acts through its community manager, ${v.hoa.agent}, ${v.hoa.addr}, which is not Landlord\u2019s agent and does not accept rent. Any fine the association levies because of Residents\u2019 conduct is payable by Residents.`,
  )
  bar('12.  NOTICES')
  p(
    `Notices to Landlord must be in writing and delivered or mailed to ${v.noticeAddr}. Notices to Residents may be delivered to the Premises or sent to an e-mail address a Resident lists on the signature page.`,
  )
  bar('13.  RADON, MOLD AND LEAD-BASED PAINT')
  p(
    'Residents acknowledge receipt of the Colorado radon disclosure and information statement, and, for dwellings built before 1978, the lead-based paint disclosure and pamphlet. Landlord knows of no mold condition in the Premises.',
  )
  bar('14.  BROKERAGE')
  p(
    `This Lease was negotiated by ${v.broker.agent.full} of ${v.broker.firm}, ${v.broker.addr}, acting as a transaction-broker. The broker is not a party to this Lease and holds no rent or deposit.`,
  )
  bar('15.  ENTIRE AGREEMENT')
  p(
    'This Lease and any addenda initialled by the parties are the entire agreement. A change is binding only when it is in writing and signed by Landlord and all Residents. If any part of this Lease is held invalid, the rest remains in effect.',
  )
  freshPage(k)
  bar('16.  SIGNATURES')
  p(
    'By signing, each party confirms that he or she has read the whole Lease, including the disclosures in section 13, and has received a copy.',
  )
  k.gap(6)
  sign(k, `LANDLORD: ${v.owner}`, {
    width: 300,
    under: [
      v.manager ? `by ${v.manager.name}, Manager` : 'Landlord, signing for itself',
      `Date: ${dt(v.signed).us}`,
    ],
  })
  for (const t of v.tenants)
    sign(k, `RESIDENT: ${t.p.full}`, {
      width: 300,
      under: [
        `Telephone: ${t.phone}`,
        `E-mail for notices: ${t.email ?? '(none given)'}`,
        `Date: ${dt(v.signed).us}`,
      ],
    })
  k.gap(10)
  p('Resident initials on each page acknowledge that no page has been removed.', {
    size: 7.6,
    font: f.italic,
  })
  pageNumbers(
    k,
    (i, n) =>
      `FR-210 Residential Lease \u2014 Page ${i} of ${n}    Resident initials ______  ______`,
    {
      align: 'center',
    },
  )
  const first = v.tenants[0]
  return {
    pdf: await w.save(),
    truth: {
      tenants: v.tenants.map((t) => t.p),
      additionalOccupants: v.occupants.length ? v.occupants.map((o) => o.p) : null,
      tenantEmail: first?.email ?? null,
      tenantPhone: first?.phone ?? null,
      premisesAddress: v.premises,
      leaseType: 'fixed-term',
      startDate: v.start,
      endDate: v.end,
      terminationDateText: dt(v.end).long,
      monthlyRent: v.rent,
      securityDeposit: v.deposit,
      rentDueDay: 1,
      maxGuestStayDays: 14,
      managementCompany: v.manager?.name ?? null,
      housingProvider: v.owner,
      mailingAddress: v.noticeAddr,
      acceptedPaymentMethods: v.methods,
      gracePeriodDays: 7,
      nsfFeeFirst: v.nsf,
      rentDueDescription: 'due in advance on or before the first (1st) day of each month',
      paymentRecipient: v.payee,
      paymentAddress: v.payAddr,
      nsfPolicy: `Residents will pay ${usd(v.nsf)} for each payment returned unpaid by Residents' bank.`,
      depositReturnDays: 60,
      depositReturnCondition:
        'less lawful deductions itemized in a written statement, within sixty (60) days after the Lease ends and Residents return possession',
      _notes: [
        'Three pages: sections under shaded heading bars on pages 1\u20132, signatures on a page of their own (page 3). Resident telephone and e-mail appear only under the signature lines; tenantPhone/tenantEmail are the first resident\u2019s.',
        'Late "by 11:59 p.m. on the seventh (7th) day after the day it is due": gracePeriodDays 7. The late fee is a flat $50.00; the "greater of $50.00 or five percent" is the statutory cap, so lateFeePercentage is null.',
        'The community association, its community manager and address, and the transaction-broker and brokerage address are distractors; neither is the management company.',
        'The month-to-month holdover after the term does not change leaseType (fixed-term).',
        ...v.notes,
      ],
    },
  }
}

export const template: Template = {
  id: 'colorado_association_form',
  title:
    'Colorado owners\u2019 alliance residential lease form with shaded section bars and a signature page',
  exercises:
    'three pages with shaded section headings, page numbers and initials footer, signature page holding the resident phones and e-mails, manager appointed in a paragraph or none, occupants with ages, HOA and its community manager as distractors, transaction-broker distractor, payment methods in prose, pet rent apart from rent, grace as days after the due date with a flat fee and a percentage cap, 60-day deposit return',
  docs: [
    {
      name: 'tw5_co_assoc_lease_colorado_springs',
      build: () =>
        build({
          owner: 'Cheyenne Bluff Homes LLC',
          manager: {
            name: 'Garden Peak Property Management',
            addr: '118 N Tejon Street, Suite 410, Colorado Springs, CO 80903',
            phone: '(719) 555-0114',
          },
          noticeAddr: '118 N Tejon Street, Suite 410, Colorado Springs, CO 80903',
          tenants: [
            {
              p: person('Marisol', 'Etxeberria'),
              phone: '(719) 555-0147',
              email: 'marisol.etx@example.com',
            },
            { p: person('Dmitri', 'Vantongeren'), phone: '(719) 555-0152', email: null },
          ],
          occupants: [{ p: person('Lucia', 'Etxeberria'), age: 9 }],
          premises: '2415 W Platte Avenue, Unit B, Colorado Springs, CO 80904',
          parking: 'the attached one-car garage and one storage closet',
          hoa: {
            name: 'Westside Mesa Townhome Association',
            agent: 'Summit Community Services',
            addr: '6 S Cascade Avenue, Suite 200, Colorado Springs, CO 80903',
          },
          start: '2027-08-01',
          end: '2028-07-31',
          rent: 1865,
          petRent: 35,
          deposit: 1865,
          payHow: 'by personal check, money order or through the online resident portal',
          methods: ['Check', 'Money Order', 'Online Portal'],
          payee: 'Garden Peak Property Management',
          payAddr: '118 N Tejon Street, Suite 410, Colorado Springs, CO 80903',
          nsf: 20,
          broker: {
            firm: 'Pikeview Realty Partners',
            agent: person('Orrin', 'Castellaw'),
            addr: '5030 N Academy Boulevard, Colorado Springs, CO 80918',
          },
          signed: '2027-07-09',
          notes: [
            'Landlord LLC with an appointed manager; rent payable to the manager at its suite, which is also the notice address.',
            'Two residents; the second gave no e-mail. One child occupant.',
          ],
        }),
    },
    {
      name: 'tw5_co_assoc_lease_pueblo_scan',
      build: () =>
        build({
          owner: 'Harlan Q. Bettencourt',
          manager: null,
          noticeAddr: '402 W 17th Street, Pueblo, CO 81003',
          tenants: [
            {
              p: person('Yesenia', 'Marchetti'),
              phone: '(719) 555-0186',
              email: 'ymarchetti@example.net',
            },
          ],
          occupants: [],
          premises: '1120 E Orman Avenue, Pueblo, CO 81004',
          parking: 'the driveway and the fenced rear yard',
          hoa: {
            name: 'Orman Park Neighbors Association',
            agent: 'Arkansas Valley HOA Management',
            addr: '229 N Main Street, Suite 6, Pueblo, CO 81003',
          },
          start: '2027-10-01',
          end: '2028-09-30',
          rent: 1395,
          petRent: null,
          deposit: 1500,
          payHow: 'by personal check or money order only',
          methods: ['Check', 'Money Order'],
          payee: 'Harlan Q. Bettencourt',
          payAddr: 'P.O. Box 1187, Pueblo, CO 81002',
          nsf: 20,
          broker: {
            firm: 'Steel City Leasing & Realty',
            agent: person('Bernadette', 'Quarles'),
            addr: '315 W 4th Street, Pueblo, CO 81003',
          },
          signed: '2027-09-18',
          notes: [
            'Individual landlord with no manager (managementCompany null). Rent is mailed to a P.O. box; notices go to the landlord\u2019s street address, so paymentAddress and mailingAddress differ.',
            'One resident, no occupants, no pet rent.',
          ],
        }),
      scan: { dpi: 130, rotate: 1.3, contrast: 0.72, noise: 9, quality: 42, seed: 5101 },
    },
  ],
}
