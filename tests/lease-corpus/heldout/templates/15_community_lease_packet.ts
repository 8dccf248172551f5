import {
  PdfWriter,
  fontsFor,
  flow,
  need,
  dt,
  usd,
  footers,
  person,
  rect,
  type Person,
  type Built,
  type Seg,
} from '../../former-heldout/lib'
import type { Template } from '../../former-heldout/template'

type V = {
  community: string
  owner: string
  mgmt: string
  office: string
  hours: string
  residents: { p: Person; phone: string | null; email: string | null }[]
  occupants: { p: Person; rel: string }[]
  unit: string
  address: string
  start: string
  end: string
  rent: number
  deposit: number
  lateDay: number
  initialLate: number
  daily: number
  nsf: number
  utilityFee: number
  parkingFee: number
  state: string
  signed: string
  notes: string[]
}

const build = async (v: V): Promise<Built> => {
  const w = await PdfWriter.create(false)
  const f = await fontsFor(w)
  const L = 54
  const W = w.width - 2 * L
  const o = { size: 9.4, x: L, width: W, leading: 1.42, after: 5, font: f.sans, bottom: 58 }
  const p = (segs: Seg[]) => flow(w, f, segs, o)
  const head = (t: string, sub: string) => {
    rect(w.page, L, w.y - 8, W, 24, 0.9)
    w.page.drawText(t, { x: L + 8, y: w.y, size: 12, font: f.sansBold })
    w.page.drawText(sub, {
      x: L + W - 8 - f.sans.widthOfTextAtSize(sub, 8),
      y: w.y + 2,
      size: 8,
      font: f.sans,
    })
    w.y -= 30
  }
  const premises = `${v.address.replace(/^([^,]+),/, `$1, Unit ${v.unit},`)}`
  w.y = w.height - 50
  head('APARTMENT LEASE CONTRACT', v.community)
  p([
    `Date of this Lease Contract: ${dt(v.signed).long}. This Lease Contract is between you, the resident(s) (list all people signing the Lease Contract):`,
  ])
  v.residents.forEach((r) => {
    w.page.drawText(`•  ${r.p.full}`, { x: L + 20, y: w.y, size: 10, font: f.sansBold })
    w.y -= 14
  })
  w.y -= 4
  p([
    `and us, the owner: ${v.owner} (name of apartment owner), acting through its management company, ${v.mgmt}. You have agreed to rent Apartment No. ${v.unit} at ${v.address} (street address) in ${v.community} (name of apartment community) for use as a private residence only.`,
  ])
  p([
    `Occupants. The apartment will be occupied only by you and (list all other occupants not signing the Lease Contract): ${v.occupants.length ? v.occupants.map((x) => `${x.p.full} (${x.rel})`).join('; ') : 'none'}. No one else may occupy the apartment. Persons not listed above must not stay in the apartment for more than 3 consecutive days without our prior written consent, and no more than twice that many days in any one month.`,
  ])
  let n = 0
  const cl = (h: string, body: string) => {
    n++
    need(w, 34)
    p([`${n}. ${h.toUpperCase()}.`, body])
  }
  cl(
    'Lease term',
    `The initial term of the Lease Contract begins on the ${dt(v.start).ordinalOf} and ends at 11:59 p.m. the ${dt(v.end).ordinalOf}. This Lease Contract will automatically renew month-to-month unless either party gives at least 60 days' written notice of termination or intent to move out.`,
  )
  cl(
    'Security deposit',
    `The total security deposit at the time of signing this Lease Contract for all residents in the apartment is ${usd(v.deposit)}. We will mail you your security deposit refund (less lawful deductions) and an itemized accounting of any deductions no later than 30 days after surrender, unless statutes provide otherwise.`,
  )
  cl(
    'Rent and charges',
    `You will pay ${usd(v.rent)} per month for rent, payable in advance and without demand at the on-site management office or through our online payment site. You must pay your rent on or before the 1st day of each month. Cash is not acceptable without our prior written permission. You must not withhold or reduce rent for any reason unless authorized by statute. We may at our option require at any time that you pay all rent and other sums in one monthly payment by certified funds.`,
  )
  cl(
    'Late fees',
    `If you don't pay all rent on or before the ${v.lateDay}th day of the month, you'll pay an initial late charge of ${usd(v.initialLate)} plus a daily late charge of ${usd(v.daily)} per day thereafter until rent is paid in full, not to exceed 15 days.`,
  )
  cl(
    'Returned payments',
    `You'll pay ${usd(v.nsf)} for each returned check or rejected electronic payment, plus initial and daily late charges until we receive acceptable payment.`,
  )
  cl(
    'Utilities',
    `We'll pay for the following items, if checked: none. You'll pay for all other utilities, related deposits, and any charges or fees on such utilities, as described in the Utility Addendum. You'll also pay a monthly trash and pest service fee of ${usd(v.utilityFee)}.`,
  )
  cl(
    'Insurance',
    'We do not maintain insurance to cover your personal belongings or personal injury. You are required to purchase personal liability insurance with limits of not less than $100,000.',
  )
  cl(
    'Locks and latches',
    'Keyed lock(s) will be rekeyed after the prior resident moves out. You may at any time ask us to change or rekey locks or latches during the Lease term. You will pay for any lock change you request.',
  )
  cl(
    'Special provisions',
    'The following special provisions and any addenda or written rules furnished to you at or before signing will become a part of this Lease Contract: Community Policies, Utility Addendum, Parking Addendum, Bed Bug Addendum, Mold Information, Package Acceptance, Resident Information Sheet.',
  )
  cl(
    'Damages and reimbursement',
    'You must promptly reimburse us for loss, damage, government fines, or cost of repairs or service in the apartment community due to a violation of the Lease Contract or rules, improper use, or negligence by you or your guests or occupants.',
  )
  cl(
    'Community policies',
    'Our rules and community policies are considered part of this Lease Contract. You, your occupants and guests must comply with them. We may make reasonable changes to written rules, effective immediately if distributed to all units.',
  )
  cl(
    'Requests, repairs and malfunctions',
    'All requests for repairs must be made through our online portal or in writing and delivered to our designated representative, except in an emergency. We will act with customary diligence to make repairs and reconnections.',
  )
  cl(
    'Entry',
    'If you or any guest or occupant is present, then repairers, servicers, contractors, our representatives or other persons listed may peacefully enter the apartment at reasonable times for reasonable business purposes.',
  )
  cl(
    'Default by resident',
    `If you fail to pay rent when due or violate this Lease Contract, we may end your right of occupancy by giving you the notice to vacate required by ${v.state} law. Acceptance of rent does not waive our right to evict.`,
  )
  cl(
    'Move-out notice',
    'Before you move out, you must give our representative advance written move-out notice as stated above. Your move-out notice must not terminate the Lease Contract sooner than the end of the Lease term.',
  )
  cl(
    'Notices',
    `Written notice to or from our managers constitutes notice to or from us. Notices to us must be delivered to the management office at ${v.office}, open ${v.hours}. Your contact information is on the Resident Information Sheet.`,
  )
  cl(
    'Entire agreement',
    'Neither we nor any of our representatives have made any oral promises, representations or agreements. This Lease Contract is the entire agreement between you and us.',
  )
  need(w, 50 + 26 * (v.residents.length + 1))
  w.y -= 10
  v.residents.forEach((r) => {
    w.page.drawLine({ start: { x: L, y: w.y }, end: { x: L + 240, y: w.y }, thickness: 0.5 })
    w.page.drawText(`Resident: ${r.p.full}`, { x: L, y: w.y - 9, size: 8, font: f.sans })
    w.y -= 26
  })
  w.page.drawLine({ start: { x: L, y: w.y }, end: { x: L + 240, y: w.y }, thickness: 0.5 })
  w.page.drawText(`Owner or owner's representative: ${v.mgmt}`, {
    x: L,
    y: w.y - 9,
    size: 8,
    font: f.sans,
  })
  const addendum = (t: string, paras: string[]) => {
    w.newPage()
    head(t, `${v.community} — Apt. ${v.unit}`)
    paras.forEach((x) => p([x]))
  }
  addendum('COMMUNITY POLICIES', [
    'Office. The management office is where rent is paid in person and where packages, keys and forms are handled.',
    'Pool and fitness center. Open daily 6:00 a.m. to 10:00 p.m. Residents must accompany guests; no more than two guests per apartment. No glass in the pool area. Children under 14 must be accompanied by an adult resident.',
    'Trash. Bagged trash must be placed inside the compactor or dumpster, not beside it. Boxes must be broken down. Valet trash, where offered, is picked up Sunday through Thursday evenings.',
    'Balconies and patios. Only outdoor furniture and plants may be kept on balconies. No grills with an open flame are allowed on balconies or within 10 feet of a building.',
    'Noise. Quiet hours are 10:00 p.m. to 7:00 a.m. Sound from any apartment must not be heard in neighboring apartments at any time.',
    'Pets. Pets are allowed only with a signed Animal Addendum. Pets must be leashed in common areas and waste picked up immediately.',
  ])
  addendum('UTILITY ADDENDUM', [
    'Electricity will be billed directly to you by the provider; you must have service in your name on the move-in date.',
    'Water and sewer will be billed by a third-party billing company based on a ratio utility billing system, using the square footage of your apartment and the number of occupants.',
    `Trash and pest service are billed as a flat monthly fee of ${usd(v.utilityFee)}, payable with your rent.`,
    'A monthly administrative billing fee of $3.50 is charged by the billing company. Late payment of a utility bill is a default under the Lease Contract.',
  ])
  addendum('PARKING ADDENDUM', [
    `One reserved covered space is available for ${usd(v.parkingFee)} per month; open parking is first come, first served. All vehicles must display a current parking permit, be operable and have current registration.`,
    "Vehicles parked in fire lanes, in reserved spaces without a permit, or on grass will be towed at the owner's expense. No vehicle repairs are permitted on the property. Boats, trailers and RVs may not be parked on the property.",
  ])
  addendum('BED BUG ADDENDUM', [
    'We are not aware of any current bed bug infestation in the apartment. You agree to inspect the apartment within 48 hours after move-in and notify us of any bed bugs.',
    'You must promptly report any evidence of bed bugs. You will cooperate with pest control treatment, including laundering and bagging belongings as instructed. If bed bugs are brought into the apartment by you, your occupants or guests, you will pay for treatment.',
  ])
  addendum('MOLD INFORMATION AND PREVENTION ADDENDUM', [
    'Mold can be found almost anywhere and can grow on almost any organic substance where moisture and oxygen are present. To minimize mold, keep the apartment ventilated and dry, use exhaust fans when cooking and bathing, and keep the thermostat set to run the air conditioner regularly.',
    'Report to us immediately any water leak, overflow, or visible mold larger than a few square inches. Do not attempt to clean large areas of mold yourself.',
  ])
  addendum('PACKAGE ACCEPTANCE ADDENDUM', [
    'We may, but are not required to, accept packages for you at the office or through a package locker system. Packages must be picked up within 5 days; after that, we may return them to the sender.',
    'We are not responsible for loss of or damage to any package, and we do not accept perishable items, items requiring a signature, or items larger than the locker.',
  ])
  addendum('RESIDENT INFORMATION SHEET', [
    'Please keep this information current with the management office.',
  ])
  v.residents.forEach((r) => {
    need(w, 60)
    w.page.drawText(`Resident: ${r.p.full}`, { x: L, y: w.y, size: 10, font: f.sansBold })
    w.y -= 16
    w.page.drawText(`Mobile phone: ${r.phone ?? ''}`, {
      x: L + 16,
      y: w.y,
      size: 9.5,
      font: f.sans,
    })
    w.y -= 14
    w.page.drawText(`E-mail: ${r.email ?? ''}`, { x: L + 16, y: w.y, size: 9.5, font: f.sans })
    w.y -= 14
    w.page.drawText('Employer: ______________________   Vehicle / plate: ______________________', {
      x: L + 16,
      y: w.y,
      size: 9.5,
      font: f.sans,
    })
    w.y -= 24
  })
  w.page.drawText(
    'Emergency contact (not a resident): ______________________   Phone: ______________',
    { x: L, y: w.y, size: 9.5, font: f.sans },
  )
  footers(w, f.sans, (i, m) => `Page ${i} of ${m}`, { size: 7.5 })
  const r0 = v.residents[0]
  return {
    pdf: await w.save(),
    truth: {
      tenants: v.residents.map((r) => r.p),
      additionalOccupants: v.occupants.length ? v.occupants.map((x) => x.p) : null,
      tenantEmail: r0?.email ?? null,
      tenantPhone: r0?.phone ?? null,
      premisesAddress: premises,
      leaseType: 'fixed-term',
      startDate: v.start,
      endDate: v.end,
      terminationDateText: dt(v.end).ordinalOf,
      monthlyRent: v.rent,
      securityDeposit: v.deposit,
      rentDueDay: 1,
      maxGuestStayDays: 3,
      managementCompany: v.mgmt,
      housingProvider: v.owner,
      mailingAddress: v.office,
      acceptedPaymentMethods: ['Online Portal', "Cashier's Check"],
      gracePeriodDays: v.lateDay,
      nsfFeeFirst: v.nsf,
      rentDueDescription: 'on or before the 1st day of each month',
      paymentRecipient: v.mgmt,
      paymentAddress: v.office,
      officeHours: v.hours,
      nsfPolicy: `You'll pay ${usd(v.nsf)} for each returned check or rejected electronic payment, plus initial and daily late charges until we receive acceptable payment.`,
      depositReturnDays: 30,
      depositReturnCondition:
        'We will mail you your security deposit refund (less lawful deductions) and an itemized accounting of any deductions no later than 30 days after surrender, unless statutes provide otherwise.',
      _notes: [
        "Apartment-community lease packet: a lease contract followed by six addenda, each on its own page, ending with a Resident Information Sheet that alone holds the residents' phones and e-mails (the first resident's are the tenant contact).",
        'Dates in ordinal form ("the 1st day of March, 2027"). Premises assembled from the apartment number and the street address.',
        `Late if not paid on or before the ${v.lateDay}th with rent due on the 1st: gracePeriodDays ${v.lateDay} (the day-number reading: with rent due on the 1st, "late after the Nth" is commonly called an N-day grace period). Initial plus daily late charges are flat (lateFeePercentage null).`,
        'Payment: in person at the management office or through the online payment site; "certified funds" may be required (recorded as Cashier\'s Check). Rent is paid to the owner through its management company (paymentRecipient the management company, paymentAddress the office).',
        'Guests: no more than 3 consecutive days (maxGuestStayDays 3). monthlyRent excludes the trash/pest fee and parking.',
        ...v.notes,
      ],
    },
  }
}

export const template: Template = {
  id: 'community_lease_packet',
  title: 'Apartment-community lease contract packet with six one-page addenda',
  exercises:
    'long apartment-community lease packet (8+ pages), residents as a bulleted list, occupants with relationship, ordinal dates, initial + daily late fees, contacts only on a resident information sheet at the end',
  docs: [
    {
      name: 'community_packet_lease_omaha_ne',
      build: () =>
        build({
          community: 'Aksarben Flats',
          owner: 'Elmwood Park Multifamily I, LLC',
          mgmt: 'Heartland Crest Residential Services',
          office: '6710 Frances Street, Suite 100, Omaha, NE 68106',
          hours: 'Mon–Fri 9:00 a.m.–6:00 p.m., Sat 10:00 a.m.–5:00 p.m.',
          residents: [
            {
              p: person('Octavia', 'Renfrew'),
              phone: '(402) 555-0125',
              email: 'octavia.renfrew@example.com',
            },
            {
              p: person('Soren', 'Kaczmarek'),
              phone: '(402) 555-0193',
              email: 'skaczmarek@example.net',
            },
            { p: person('Bettina', 'Oyelaran'), phone: null, email: 'bettina.o@example.org' },
          ],
          occupants: [{ p: person('Milo', 'Renfrew'), rel: 'son, age 4' }],
          unit: '2314',
          address: '6750 Frances Street, Omaha, NE 68106',
          start: '2027-03-01',
          end: '2028-02-29',
          rent: 1635,
          deposit: 500,
          lateDay: 5,
          initialLate: 75,
          daily: 10,
          nsf: 35,
          utilityFee: 18,
          parkingFee: 35,
          state: 'Nebraska',
          signed: '2027-02-10',
          notes: ['Three residents (the third has no phone), one child occupant.'],
        }),
    },
    {
      name: 'community_packet_lease_tulsa_ok',
      build: () =>
        build({
          community: 'Riverparks Commons',
          owner: 'Arkansas River Residential Owner LP',
          mgmt: 'Osage Hills Apartment Management, LLC',
          office: '2950 S. Riverside Drive, Tulsa, OK 74114',
          hours: 'Monday through Friday, 8:30 to 5:30',
          residents: [
            { p: person('Humphrey', 'Adeyemi-Clarke'), phone: '(918) 555-0149', email: null },
          ],
          occupants: [],
          unit: 'B-108',
          address: '2900 S. Riverside Drive, Tulsa, OK 74114',
          start: '2026-12-01',
          end: '2027-11-30',
          rent: 1095,
          deposit: 300,
          lateDay: 4,
          initialLate: 50,
          daily: 5,
          nsf: 30,
          utilityFee: 15,
          parkingFee: 25,
          state: 'Oklahoma',
          signed: '2026-11-18',
          notes: ['One resident, no occupants, no e-mail given.'],
        }),
    },
  ],
}
