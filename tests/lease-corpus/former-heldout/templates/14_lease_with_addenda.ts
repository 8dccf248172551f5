import {
  PdfWriter,
  at,
  fontsFor,
  flow,
  footers,
  need,
  dt,
  usd,
  moneyWords,
  person,
  type Person,
  type Built,
} from '../lib'
import type { Template } from '../template'

type V = {
  landlord: string
  landlordAddr: string
  tenants: Person[]
  tenantPhone: string
  tenantEmail: string
  occupants: Person[]
  premises: string
  state: string
  start: string
  end: string
  rent: number
  deposit: number
  prorated: number
  zelle: string
  zelleName: string
  guests: number
  latePct: number
  grace: number
  nsf: number
  returnDays: number
  signed: string
  notes: string[]
}

const build = async (v: V): Promise<Built> => {
  const w = await PdfWriter.create(false)
  const f = await fontsFor(w)
  const L = w.margin
  const centreHead = (t: string, size = 10.5) => {
    need(w, 40)
    w.y -= 4
    w.page.drawText(t, {
      x: (w.width - w.bold.widthOfTextAtSize(t, size)) / 2,
      y: w.y,
      size,
      font: w.bold,
    })
    w.y -= size * 1.8
  }
  const p = (t: string) => flow(w, f, [t], { size: 9.5, leading: 1.5, after: 6 })
  const names = v.tenants.map((t) => t.full).join(', ')
  centreHead('RESIDENTIAL LEASE', 16)
  p(
    `THIS LEASE is made on ${dt(v.signed).long}, by and between ${v.landlord} (hereinafter "Landlord") and ${names} (hereinafter, jointly and severally, "Tenant").`,
  )
  centreHead('PREMISES')
  p(
    `Landlord hereby leases to Tenant, and Tenant hereby leases from Landlord, the residential dwelling located at ${v.premises} (the "Premises").`,
  )
  centreHead('TERM')
  p(
    `The term of this Lease shall commence on ${dt(v.start).long} and shall expire on ${dt(v.end).long}, unless sooner terminated as provided herein.`,
  )
  centreHead('RENT')
  p(
    `Tenant shall pay to Landlord as rent for the Premises the sum of ${moneyWords(v.rent, 'title')} per month, in advance, on the first day of each calendar month during the term, in the manner set forth in Addendum A. If the term commences on a day other than the first day of a month, rent for the first partial month shall be prorated as set forth in Addendum A.`,
  )
  centreHead('LATE CHARGE')
  p(
    `If any installment of rent is not received by Landlord within ${v.grace} days after its due date, Tenant shall pay a late charge equal to ${v.latePct} percent of the monthly rent. Tenant shall pay a service charge of ${usd(v.nsf)} for each check or electronic payment that is dishonored.`,
  )
  centreHead('SECURITY DEPOSIT')
  p(
    `Upon signing this Lease, Tenant shall deposit with Landlord the sum of ${moneyWords(v.deposit, 'title')} as security for Tenant's performance. Within ${v.returnDays} days after the termination of this Lease and the surrender of the Premises, Landlord shall return the deposit to Tenant, less any amounts applied to unpaid rent or to the repair of damage beyond reasonable wear and tear, with a written list of such deductions.`,
  )
  centreHead('USE; OCCUPANTS; GUESTS')
  p(
    'The Premises shall be used solely as a private residence for Tenant and the occupants identified in Addendum B. Guests are subject to the limits stated in Addendum B.',
  )
  centreHead('UTILITIES')
  p(
    'Tenant shall pay for gas, electricity, cable and internet. Landlord shall pay for water and sewer.',
  )
  centreHead('REPAIRS AND MAINTENANCE')
  p(
    'Tenant shall keep the Premises in a clean and sanitary condition and shall promptly notify Landlord of any defect. Landlord shall make repairs required to keep the Premises habitable within a reasonable time after notice.',
  )
  centreHead('ACCESS')
  p(
    'Landlord may enter the Premises upon reasonable advance notice to inspect, make repairs or show the Premises to prospective tenants or purchasers.',
  )
  centreHead('NOTICES')
  p(
    `Notices to Landlord shall be delivered to ${v.landlordAddr}. Notices to Tenant shall be delivered to the Premises or by e-mail to ${v.tenantEmail}.`,
  )
  centreHead('GOVERNING LAW; ADDENDA')
  p(
    `This Lease shall be governed by the laws of the State of ${v.state}. Addendum A (Rent Payment Instructions and Move-In Charges) and Addendum B (Occupants and Guests) are attached to and made part of this Lease.`,
  )
  need(w, 130)
  w.y -= 10
  const sig = (who: string) => {
    need(w, 30)
    w.page.drawLine({ start: { x: L, y: w.y }, end: { x: L + 240, y: w.y }, thickness: 0.5 })
    w.page.drawText(who, { x: L, y: w.y - 10, size: 8, font: w.regular })
    w.y -= 30
  }
  sig(`LANDLORD: ${v.landlord}`)
  v.tenants.forEach((t) => sig(`TENANT: ${t.full}`))
  // Addendum A
  w.newPage()
  centreHead('ADDENDUM A TO RESIDENTIAL LEASE', 13)
  centreHead('Rent Payment Instructions and Move-In Charges', 10)
  p(
    `This Addendum is made part of the Residential Lease dated ${dt(v.signed).long} between ${v.landlord}, as Landlord, and ${names}, as Tenant, for the Premises at ${v.premises}.`,
  )
  p(
    `1. How rent is paid. Rent shall be paid by Zelle to ${v.zelleName} at ${v.zelle}, or by check payable to "${v.landlord}" mailed to ${v.landlordAddr}. Cash will not be accepted. Payments are credited on the day they are received.`,
  )
  p('2. Move-in charges. The following amounts are due on or before the commencement date:')
  const rows: [string, string][] = [
    [`Prorated rent, ${dt(v.start).long} through the end of that month`, usd(v.prorated)],
    ["First full month's rent", usd(v.rent)],
    ['Security deposit', usd(v.deposit)],
    ['Total due before move-in', usd(v.prorated + v.rent + v.deposit)],
  ]
  for (const [k, val] of rows)
    w.tableRow(
      [
        [k, L + 6],
        [val, L + 360],
      ],
      w.width - w.margin,
      9.5,
    )
  w.y -= 10
  p(`3. Contact for rent questions: ${v.zelleName}, telephone ${v.zelle}.`)
  p(
    `4. Tenant contact. Tenant's primary contact for payment notices: ${at(v.tenants, 0).full}, telephone ${v.tenantPhone}, e-mail ${v.tenantEmail}.`,
  )
  w.y -= 10
  sig('LANDLORD')
  sig('TENANT(S)')
  // Addendum B
  w.newPage()
  centreHead('ADDENDUM B TO RESIDENTIAL LEASE', 13)
  centreHead('Occupants and Guests', 10)
  p(
    `1. Occupants. In addition to Tenant, the following persons may reside at the Premises: ${v.occupants.map((o) => o.full).join(' and ')}. No other person may reside at the Premises without Landlord's prior written consent.`,
  )
  p(
    `2. Guests. A guest may not stay overnight at the Premises for more than ${v.guests} nights in any calendar month. A guest who stays longer shall be treated as an unauthorized occupant.`,
  )
  p(
    '3. Parking. Guests shall park only on the street and not in any driveway serving another dwelling.',
  )
  w.y -= 10
  sig('LANDLORD')
  sig('TENANT(S)')
  footers(w, w.regular, (i, n) => `Page ${i} of ${n}`)
  return {
    pdf: await w.save(),
    truth: {
      tenants: v.tenants,
      additionalOccupants: v.occupants,
      tenantEmail: v.tenantEmail,
      tenantPhone: v.tenantPhone,
      premisesAddress: v.premises,
      leaseType: 'fixed-term',
      startDate: v.start,
      endDate: v.end,
      terminationDateText: dt(v.end).long,
      monthlyRent: v.rent,
      securityDeposit: v.deposit,
      rentDueDay: 1,
      maxGuestStayDays: v.guests,
      housingProvider: v.landlord,
      mailingAddress: v.landlordAddr,
      acceptedPaymentMethods: ['Zelle', 'Check'],
      zelleNumber: v.zelle,
      lateFeePercentage: v.latePct,
      gracePeriodDays: v.grace,
      nsfFeeFirst: v.nsf,
      totalMoveInCost: Math.round((v.prorated + v.rent + v.deposit) * 100) / 100,
      proratedRent: v.prorated,
      rentDueDescription: 'in advance, on the first day of each calendar month',
      paymentRecipient: v.landlord,
      paymentAddress: v.landlordAddr,
      depositReturnDays: v.returnDays,
      depositReturnCondition: `Within ${v.returnDays} days after the termination of this Lease and the surrender of the Premises, Landlord shall return the deposit to Tenant, less any amounts applied to unpaid rent or to the repair of damage beyond reasonable wear and tear`,
      _notes: [
        'Lease with two addenda on separate pages: payment instructions (Zelle number, check address), prorated rent and the move-in total are only in Addendum A; the occupants and the guest limit only in Addendum B. The tenant phone is only in Addendum A.',
        `Zelle payments go to a named person (${v.zelleName}) at the landlord's Zelle phone; checks are payable to the landlord, who is the paymentRecipient.`,
        ...v.notes,
      ],
    },
  }
}

export const template: Template = {
  id: 'lease_with_addenda',
  title:
    'Plain residential lease with Addendum A (payment instructions, move-in charges) and Addendum B (occupants, guests)',
  exercises:
    'plain lease with two addenda on separate pages, facts split between lease and addenda, occupants in an addendum',
  docs: [
    {
      name: 'lease_with_addenda_philadelphia',
      build: () =>
        build({
          landlord: 'Fairmount Rowhomes LLC',
          landlordAddr: '2401 Pennsylvania Avenue, Suite 1A, Philadelphia, PA 19130',
          tenants: [person('Octavia', 'Blackwood'), person('Ravi', 'Subramanian')],
          tenantPhone: '(215) 555-0156',
          tenantEmail: 'octavia.blackwood@example.com',
          occupants: [person('Maya', 'Subramanian')],
          premises: '2217 Brandywine Street, Philadelphia, PA 19130',
          state: 'Pennsylvania',
          start: '2026-09-12',
          end: '2027-09-30',
          rent: 2100,
          deposit: 4200,
          prorated: 1330,
          zelle: '(267) 555-0120',
          zelleName: 'Colette Marchand, Member',
          guests: 10,
          latePct: 5,
          grace: 5,
          nsf: 35,
          returnDays: 30,
          signed: '2026-08-28',
          notes: ["Deposit is two months' rent (allowed in the first lease year in Pennsylvania)."],
        }),
    },
    {
      name: 'lease_with_addenda_jersey_city',
      build: () =>
        build({
          landlord: 'Anselm Kowalewski',
          landlordAddr: 'P.O. Box 3308, Jersey City, NJ 07303',
          tenants: [person('Farida', 'Haddad')],
          tenantPhone: '(201) 555-0143',
          tenantEmail: 'fhaddad@example.net',
          occupants: [person('Samir', 'Haddad'), person('Leila', 'Haddad')],
          premises: '156 Pavonia Avenue, 2nd Floor, Jersey City, NJ 07302',
          state: 'New Jersey',
          start: '2026-10-20',
          end: '2027-10-31',
          rent: 2475,
          deposit: 3712.5,
          prorated: 958.06,
          zelle: '(201) 555-0131',
          zelleName: 'Anselm Kowalewski',
          guests: 7,
          latePct: 4,
          grace: 5,
          nsf: 30,
          returnDays: 30,
          signed: '2026-10-06',
          notes: [
            "Deposit is one and a half months' rent (the New Jersey maximum). Two occupants listed in Addendum B.",
          ],
        }),
    },
  ],
}
