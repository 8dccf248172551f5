import {
  PdfWriter,
  at,
  fontsFor,
  flow,
  footers,
  need,
  dt,
  usd,
  person,
  GREY,
  type Person,
  type Built,
} from '../lib'
import type { Template } from '../template'

type V = {
  community: string
  owner: string
  manager: string
  office: string
  mail: string
  hours: string
  residents: { p: Person; phone: string; email: string }[]
  occupants: { p: Person; age: number }[]
  premises: string
  start: string
  end: string
  rent: number
  concession: number
  deposit: number
  petRent: number | null
  graceDay: number
  late: number
  daily: number
  nsf: number
  returnDays: number
  state: string
  signed: string
  notes: string[]
}

const build = async (v: V): Promise<Built> => {
  const w = await PdfWriter.create(true)
  const f = await fontsFor(w)
  const L = w.margin
  const t = `${v.community} — Apartment Lease Contract`
  w.page.drawText(t, { x: L, y: w.y, size: 15, font: w.bold })
  w.y -= 14
  w.page.drawText(`Owner: ${v.owner}   ·   Managed by ${v.manager}`, {
    x: L,
    y: w.y,
    size: 9,
    font: f.italic,
  })
  w.y -= 24
  let n = 0
  const c = (head: string, text: string) => {
    n += 1
    need(w, 44)
    w.page.drawText(`${n}. ${head}`, { x: L, y: w.y, size: 10.5, font: w.bold })
    w.y -= 14
    flow(w, f, [text], { size: 10, leading: 1.45, after: 8 })
  }
  const names = v.residents.map((r) => r.p.full).join(', ')
  c(
    'Parties',
    `This Lease Contract is between ${names} (each a "Resident") and ${v.owner} ("Owner"), acting through its management company ${v.manager}. Residents are jointly and severally liable.`,
  )
  c(
    'Apartment',
    `Owner leases to Residents the apartment at ${v.premises} (the "Apartment"), together with one reserved parking space and access to the community amenities.`,
  )
  c(
    'Occupants',
    `The Apartment will be occupied only by the Residents and the following occupants: ${v.occupants.map((o) => `${o.p.full} (age ${o.age})`).join('; ')}. No one else may occupy the Apartment without Owner's written consent.`,
  )
  c(
    'Lease term',
    `The initial term begins on ${dt(v.start).long} and ends at midnight on ${dt(v.end).long}. Residents must give at least sixty (60) days' written notice of move-out before the end of the term.`,
  )
  c(
    'Rent and charges',
    `Residents will pay ${usd(v.rent)} per month as rent, in advance and without demand, on or before the first day of each month at the leasing office or through the community's online payment site. Residents will not pay rent in cash.${v.petRent ? ` Monthly pet rent of ${usd(v.petRent)} is charged in addition to rent under the Animal Addendum.` : ''}`,
  )
  c(
    'Concession',
    `Owner grants a one-time rent concession of ${usd(v.concession)}, credited against the rent for the first full month. The concession must be repaid if the Lease is terminated early by Residents.`,
  )
  c(
    'Late fees',
    `If Owner does not receive the full monthly rent by the end of the ${v.graceDay}th day of the month, Residents will pay an initial late charge of ${usd(v.late)} plus a daily late charge of ${usd(v.daily)} until rent is paid, not to exceed fifteen days.`,
  )
  c(
    'Returned payments',
    `Residents will pay ${usd(v.nsf)} for each returned check or rejected electronic payment, plus the late charges above.`,
  )
  c(
    'Security deposit',
    `The total security deposit for all Residents is ${usd(v.deposit)}, due on or before the date this Lease is signed. Owner will mail the deposit refund, less lawful deductions, with an itemized accounting to the forwarding address furnished by Residents within ${v.returnDays} days after surrender of the Apartment.`,
  )
  c(
    'Utilities',
    'Residents pay for electricity, internet and cable. Owner furnishes water, sewer, trash and gas for heating, and may bill Residents monthly for water and sewer under an allocation formula described in the Utility Addendum.',
  )
  c(
    'Insurance',
    "Owner's insurance does not cover Residents' belongings. Residents must maintain renter's liability insurance of at least $100,000 throughout the term.",
  )
  c(
    'Keys and locks',
    'Residents will receive two apartment keys, two mailbox keys and one access fob per Resident. Locks will be rekeyed between residents as required by law.',
  )
  c(
    'Guests',
    "A guest may not stay in the Apartment for more than seven (7) consecutive days, or fourteen (14) days in total in any month, without Owner's written consent.",
  )
  c(
    'Community policies',
    'Residents, occupants and guests must follow the community policies attached to this Lease, including rules on the pool, fitness center, parking and quiet hours from 10 p.m. to 8 a.m.',
  )
  c(
    'Animals',
    v.petRent
      ? 'One cat is authorized under the signed Animal Addendum. No other animal may be kept in the Apartment, even temporarily.'
      : "No animals of any kind are allowed, even temporarily, except assistance animals approved under Owner's reasonable-accommodation policy.",
  )
  c(
    'Parking',
    "Owner may tow vehicles that are unlicensed, inoperable, parked in a fire lane or in another resident's reserved space.",
  )
  c(
    'Requests and repairs',
    'All requests for repairs must be submitted through the resident portal or in writing to the leasing office, except in an emergency. Owner will act with customary diligence to make repairs.',
  )
  c(
    'Entry',
    'Owner may enter the Apartment at reasonable times for repairs, inspections, pest control, or showing, after leaving written notice, and at any time in an emergency.',
  )
  c(
    'Smoke alarms and detection devices',
    'Owner has furnished working smoke alarms and a carbon monoxide detector. Residents must test them monthly and promptly report any malfunction.',
  )
  c(
    'Mold and moisture',
    'Residents will keep the Apartment clean and ventilated, promptly wipe up standing water, and report any leak or visible mold.',
  )
  c(
    'Alterations',
    "Residents may not paint, wallpaper, install fixtures or make any alteration without Owner's written consent.",
  )
  c(
    'Move-out',
    'Before move-out Residents must clean the Apartment, remove all belongings and return all keys and access devices. Charges for cleaning, repairs and unreturned keys are listed in the Move-Out Schedule.',
  )
  c(
    'Default',
    "If Residents fail to pay rent or violate the Lease, Owner may end Residents' right of occupancy by giving notice as required by law and may recover unpaid rent, re-letting charges and other damages.",
  )
  c(
    'Notices',
    `Written notices to Owner must be sent to the management company at ${v.mail}. Notices may also be delivered in person to the leasing office at ${v.office}, open ${v.hours}.`,
  )
  c('Governing law', `This Lease is governed by the laws of the State of ${v.state}.`)
  need(w, 200)
  w.y -= 6
  w.page.drawText('RESIDENT INFORMATION', { x: L, y: w.y, size: 10.5, font: w.bold })
  w.y -= 16
  for (const r of v.residents) {
    w.page.drawText(`${r.p.last.toUpperCase()}, ${r.p.first}`, {
      x: L,
      y: w.y,
      size: 10,
      font: w.regular,
    })
    w.page.drawText(`cell ${r.phone}`, { x: L + 170, y: w.y, size: 10, font: w.regular })
    w.page.drawText(r.email, { x: L + 290, y: w.y, size: 10, font: w.regular })
    w.y -= 15
  }
  w.y -= 20
  w.page.drawText('SIGNATURES', { x: L, y: w.y, size: 10.5, font: w.bold })
  w.y -= 30
  for (const r of v.residents) {
    need(w, 30)
    w.page.drawLine({ start: { x: L, y: w.y }, end: { x: L + 240, y: w.y }, thickness: 0.5 })
    w.page.drawText(`Resident (${r.p.last.toUpperCase()}, ${r.p.first})`, {
      x: L,
      y: w.y - 10,
      size: 8,
      font: w.regular,
      color: GREY,
    })
    w.page.drawText(dt(v.signed).us, { x: L + 280, y: w.y + 2, size: 10, font: w.regular })
    w.y -= 32
  }
  w.page.drawLine({ start: { x: L, y: w.y }, end: { x: L + 240, y: w.y }, thickness: 0.5 })
  w.page.drawText(`Owner's representative — ${v.manager}`, {
    x: L,
    y: w.y - 10,
    size: 8,
    font: w.regular,
    color: GREY,
  })
  footers(w, w.regular, (i, k) => `${v.community} Lease Contract · Page ${i} of ${k}`)
  const first = at(v.residents, 0)
  return {
    pdf: await w.save(),
    truth: {
      tenants: v.residents.map((r) => r.p),
      additionalOccupants: v.occupants.map((o) => o.p),
      tenantEmail: first.email,
      tenantPhone: first.phone,
      premisesAddress: v.premises,
      leaseType: 'fixed-term',
      startDate: v.start,
      endDate: v.end,
      terminationDateText: `midnight on ${dt(v.end).long}`,
      monthlyRent: v.rent,
      securityDeposit: v.deposit,
      rentDueDay: 1,
      maxGuestStayDays: 7,
      managementCompany: v.manager,
      housingProvider: v.owner,
      mailingAddress: v.mail,
      acceptedPaymentMethods: ['Online Portal'],
      gracePeriodDays: v.graceDay,
      nsfFeeFirst: v.nsf,
      rentDueDescription: 'in advance and without demand, on or before the first day of each month',
      paymentRecipient: v.manager,
      paymentAddress: v.office,
      officeHours: v.hours,
      nsfPolicy: `Residents will pay ${usd(v.nsf)} for each returned check or rejected electronic payment, plus the late charges above.`,
      depositReturnDays: v.returnDays,
      depositReturnCondition: `mail the deposit refund, less lawful deductions, with an itemized accounting to the forwarding address furnished by Residents within ${v.returnDays} days after surrender of the Apartment`,
      _notes: [
        'Long apartment-community lease (25 clauses, several pages) in running prose; resident names in the information block and signature captions are "LAST, First"; occupants with ages.',
        'monthlyRent excludes the one-time concession and any pet rent. Initial plus daily late charges are flat amounts: lateFeePercentage null.',
        "Rent is paid at the leasing office or online (recorded as Online Portal; no cash). Notices go by mail to the management company's mailing address; the leasing office is the payment address.",
        'maxGuestStayDays 7 (consecutive days); 14 is a monthly total.',
        ...v.notes,
      ],
    },
  }
}

export const template: Template = {
  id: 'apartment_community_long',
  title: 'Long apartment-community lease contract (25 clauses) with resident information block',
  exercises:
    'long apartment-community lease contract, several residents in "LAST, First" form, occupants with ages',
  docs: [
    {
      name: 'community_lease_minneapolis_mn',
      build: () =>
        build({
          community: 'The Lyndale at Loring Park',
          owner: 'Loring Park Residential Owner LLC',
          manager: 'Northstar Multifamily Management, Inc.',
          office: '1400 Lyndale Avenue S, Suite 101, Minneapolis, MN 55403',
          mail: 'P.O. Box 390552, Minneapolis, MN 55439',
          hours:
            'Monday through Friday 9:00 a.m. to 6:00 p.m. and Saturday 10:00 a.m. to 4:00 p.m.',
          residents: [
            {
              p: person('Solveig', 'Amundsen'),
              phone: '(612) 555-0172',
              email: 'solveig.amundsen@example.com',
            },
            {
              p: person('Tariq', 'El-Amin'),
              phone: '(651) 555-0115',
              email: 'tariq.elamin@example.com',
            },
          ],
          occupants: [
            { p: person('Nora', 'El-Amin'), age: 6 },
            { p: person('Idris', 'El-Amin'), age: 3 },
          ],
          premises: '1400 Lyndale Avenue S, Apt 614, Minneapolis, MN 55403',
          start: '2026-10-01',
          end: '2027-09-30',
          rent: 1895,
          concession: 500,
          deposit: 750,
          petRent: 35,
          graceDay: 5,
          late: 50,
          daily: 5,
          nsf: 30,
          returnDays: 21,
          state: 'Minnesota',
          signed: '2026-09-12',
          notes: [
            'The apartment is in the same building as the leasing office (same street address, different unit/suite).',
          ],
        }),
    },
    {
      name: 'community_lease_honolulu_hi',
      build: () =>
        build({
          community: 'Kapiolani Gardens',
          owner: 'KG Honolulu Apartments LP',
          manager: 'Aloha Pacific Property Management LLC',
          office: '1650 Kapiolani Boulevard, Suite 200, Honolulu, HI 96814',
          mail: 'P.O. Box 2877, Honolulu, HI 96803',
          hours: 'Mon–Fri 8 a.m.–5 p.m.',
          residents: [
            {
              p: person('Keoni', 'Kahananui'),
              phone: '(808) 555-0140',
              email: 'keoni.k@example.com',
            },
            {
              p: person('Mariko', 'Tanaka-Reyes'),
              phone: '(808) 555-0183',
              email: 'mtanakareyes@example.com',
            },
            {
              p: person('Bryony', 'Ashcroft'),
              phone: '(808) 555-0126',
              email: 'bryony.ashcroft@example.com',
            },
          ],
          occupants: [{ p: person('Leilani', 'Kahananui'), age: 15 }],
          premises: '1720 Makiki Street, Apt 1104, Honolulu, HI 96822',
          start: '2027-01-01',
          end: '2027-12-31',
          rent: 3150,
          concession: 750,
          deposit: 3150,
          petRent: null,
          graceDay: 5,
          late: 75,
          daily: 10,
          nsf: 25,
          returnDays: 14,
          state: 'Hawaii',
          signed: '2026-12-05',
          notes: ['Three residents and one teenage occupant. Hawaii deposit return: 14 days.'],
        }),
    },
  ],
}
