import { rgb } from 'pdf-lib'
import { dt, person, usd, type Built, type Person } from '../../former-heldout/lib'
import type { Template } from '../../former-heldout/template'
import { kit } from '../../third-writer/kit'
import { andList, heading, pageNumbers, signPair } from '../parts'

type V = {
  community: string
  owner: string
  mgr: string
  mgrAddr: string
  officeAddr: string
  officePhone: string
  hours: string
  residents: Person[]
  phone: string
  email: string
  occupants: { p: Person; age: number }[]
  premises: string
  start: string
  end: string
  rent: number
  parking: number
  trash: number
  prorated: { days: number; month: string } | null
  deposit: number
  admin: number
  signed: string
  notes: string[]
}

const build = async (v: V): Promise<Built> => {
  const k = await kit({ margin: 50, size: 8.6 })
  const { w, f, L, W, p } = k
  const prorated = v.prorated ? Math.round(((v.rent * v.prorated.days) / 30) * 100) / 100 : null
  const firstPart = prorated ?? v.rent
  const total = Math.round((firstPart + v.deposit + v.admin) * 100) / 100
  w.page.drawText(v.community.toUpperCase(), { x: L, y: w.y, size: 13, font: f.sansBold })
  w.page.drawText(`Leasing Office \u00b7 ${v.officeAddr} \u00b7 ${v.officePhone}`, {
    x: L,
    y: w.y - 13,
    size: 7.8,
    font: f.sans,
  })
  const t = 'APARTMENT LEASE'
  w.page.drawText(t, {
    x: L + W - f.sansBold.widthOfTextAtSize(t, 12),
    y: w.y,
    size: 12,
    font: f.sansBold,
  })
  w.y -= 34
  w.page.drawRectangle({ x: L, y: w.y - 4, width: W, height: 15, color: rgb(0.18, 0.22, 0.3) })
  w.page.drawText('KEY TERMS', {
    x: L + 5,
    y: w.y,
    size: 9.5,
    font: f.sansBold,
    color: rgb(1, 1, 1),
  })
  w.y -= 4
  k.table(
    [
      ['Community / Owner', `${v.community}, owned by ${v.owner}`],
      ['Managed by', `${v.mgr}, ${v.mgrAddr}`],
      ['Apartment', v.premises],
      ['Residents', andList(v.residents.map((r) => r.full))],
      ['Resident contact', `${v.phone} \u00b7 ${v.email}`],
      [
        'Other occupants',
        v.occupants.length
          ? v.occupants.map((o) => `${o.p.full}, age ${o.age}`).join('; ')
          : 'None',
      ],
      ['Lease term', `${dt(v.start).us} to ${dt(v.end).us}`],
      ['Monthly rent', `${usd(v.rent)}, due on or before the 1st of each month`],
      [
        'Other monthly charges',
        `Covered parking ${usd(v.parking)}; valet trash ${usd(v.trash)} (these are not rent)`,
      ],
      [
        'First month',
        prorated !== null && v.prorated
          ? `Prorated rent for ${v.prorated.month} (${v.prorated.days} days): ${usd(prorated)}`
          : 'Full month; no proration',
      ],
      ['Security deposit', usd(v.deposit)],
      ['Administrative fee', `${usd(v.admin)} (non-refundable; not a deposit)`],
      [
        'Due at move-in',
        `${prorated !== null ? 'Prorated rent' : 'First month\u2019s rent'} (${usd(firstPart)}) + security deposit (${usd(v.deposit)}) + administrative fee (${usd(v.admin)}) = ${usd(total)}`,
      ],
      ['Late fee', '10% of monthly rent if rent is unpaid after the 5th day of the month'],
      ['Returned payment fee', '$30.00 per item'],
      ['Office hours', v.hours],
    ],
    [0.26, 0.74],
    { size: 8.4 },
  )
  heading(k, 'STANDARD TERMS', { rule: true, size: 10, font: f.sansBold })
  const terms: [string, string][] = [
    [
      'PARTIES.',
      `This lease is between ${v.owner} ("we", "us"), acting through its managing agent ${v.mgr}, and the Residents named in the Key Terms ("you"). Each Resident is jointly and severally liable for all sums due.`,
    ],
    [
      'TERM AND RENEWAL.',
      'The lease runs for the term in the Key Terms. Unless either party gives at least sixty (60) days\u2019 written notice before the term ends, it then continues month to month at our then-current month-to-month rate.',
    ],
    [
      'PAYING RENT.',
      `Pay online in the resident portal by e-check, or bring a money order or cashier\u2019s check payable to ${v.community} to the leasing office during office hours. We do not accept cash or personal checks. Payments are applied to fees first, then rent.`,
    ],
    [
      'LATE RENT.',
      'As Tennessee law allows, no late fee is charged until rent has been unpaid for five days. If rent is not paid in full by the end of the fifth day, the late fee in the Key Terms is due once for that month.',
    ],
    [
      'RETURNED PAYMENTS.',
      'Each payment returned by your bank costs you the returned payment fee in the Key Terms, plus any late fee. After one returned payment we may require certified funds.',
    ],
    [
      'SECURITY DEPOSIT.',
      'The deposit secures your performance of this lease. We will return the security deposit, less lawful charges shown on an itemized statement, within 30 days after you surrender the apartment and give us a forwarding address.',
    ],
    [
      'OCCUPANCY AND GUESTS.',
      'Only Residents and the occupants listed may live in the apartment. No guest may stay more than 7 nights in a row, or more than 14 nights in a month, without our written consent.',
    ],
    [
      'UTILITIES.',
      'You pay electricity to the local provider in your name. Water and sewer are submetered and billed monthly by our billing company; these bills are not rent.',
    ],
    [
      'PETS.',
      'No animals without a signed animal addendum. Assistance animals are allowed as the law requires.',
    ],
    [
      'REPAIRS AND ENTRY.',
      'Submit non-emergency requests in the portal. We may enter at reasonable times to make repairs, inspect or show the apartment; we will leave a notice when we have entered.',
    ],
    [
      'MOVE-OUT.',
      'You must give written notice of move-out. Keys, access cards and garage remotes must be returned to the leasing office by noon on the last day of the lease.',
    ],
    [
      'NOTICES.',
      `Notices to us go to ${v.mgr} at the address in the Key Terms, with a copy to the leasing office. Notices to you go to the apartment or to the e-mail address in the Key Terms.`,
    ],
    [
      'COMMUNITY POLICIES.',
      'The community policies posted in the leasing office and in the portal are part of this lease, including the pool, fitness room, parking and package-room rules.',
    ],
    [
      'ENTIRE AGREEMENT.',
      'This lease, the Key Terms and the signed addenda are the entire agreement. Tennessee law governs.',
    ],
  ]
  for (const [i, [head, body]] of terms.entries()) p([`${i + 1}. ${head}`, body], { size: 8.6 })
  k.gap(4)
  p('SIGNATURES. You have read the Key Terms and the Standard Terms and agree to them.', {
    size: 8.6,
    font: f.sansBold,
  })
  k.gap(4)
  for (const r of v.residents)
    signPair(
      k,
      [`Resident: ${r.full}`, `Date: ${dt(v.signed).us}`],
      [`${v.owner}`, `by ${v.mgr}, managing agent`, `Date: ${dt(v.signed).us}`],
    )
  pageNumbers(k, (i, n) => `${v.community} Apartment Lease \u2014 page ${i} of ${n}`, {
    align: 'left',
  })
  return {
    pdf: await w.save(),
    truth: {
      tenants: v.residents,
      additionalOccupants: v.occupants.length ? v.occupants.map((o) => o.p) : null,
      tenantEmail: v.email,
      tenantPhone: v.phone,
      premisesAddress: v.premises,
      leaseType: 'fixed-term',
      startDate: v.start,
      endDate: v.end,
      terminationDateText: dt(v.end).us,
      monthlyRent: v.rent,
      securityDeposit: v.deposit,
      rentDueDay: 1,
      maxGuestStayDays: 7,
      managementCompany: v.mgr,
      housingProvider: v.owner,
      mailingAddress: v.mgrAddr,
      acceptedPaymentMethods: ['Online Portal', 'ACH', 'Money Order', "Cashier's Check"],
      lateFeePercentage: 10,
      gracePeriodDays: 5,
      nsfFeeFirst: 30,
      totalMoveInCost: total,
      proratedRent: prorated,
      rentDueDescription: 'due on or before the 1st of each month',
      paymentRecipient: v.community,
      paymentAddress: v.officeAddr,
      officeHours: v.hours,
      nsfPolicy:
        'Each payment returned by your bank costs you the returned payment fee in the Key Terms, plus any late fee.',
      depositReturnDays: 30,
      depositReturnCondition:
        'less lawful charges shown on an itemized statement, within 30 days after you surrender the apartment and give us a forwarding address',
      _notes: [
        'A key-terms summary table heads page 1; the standard terms follow and run onto page 2 with the signatures. Values are taken from the Key Terms where both state them.',
        'The owner entity is the housingProvider; the managing agent (named in the Key Terms with its office address) is the managementCompany and, as the notice address, mailingAddress. Money orders and cashier\u2019s checks are payable to the community name and brought to the leasing office: paymentRecipient is the community name as written, paymentAddress the leasing office address.',
        'Parking and valet trash are other monthly charges, not rent; the administrative fee is non-refundable and not a deposit, but it is part of the stated move-in total.',
        'Late "unpaid after the 5th day of the month": gracePeriodDays 5; 10% of monthly rent.',
        '"e-check" in the portal gives ACH and Online Portal. Guests: 7 nights in a row (the 14 nights a month limit is the second, looser limit); maxGuestStayDays 7.',
        'The returned-payment sentence refers to the fee in the Key Terms ($30.00 per item).',
        ...v.notes,
      ],
    },
  }
}

export const template: Template = {
  id: 'tennessee_key_terms',
  title: 'Tennessee apartment-community lease with a key-terms table and standard terms',
  exercises:
    'key-terms summary table (owner and managing agent on separate rows, contact row, occupants with ages, MM/DD/YYYY term), other monthly charges apart from rent, prorated first month or none, move-in total with a non-refundable fee, standard terms referring back to the table, payee the community name at the leasing office, portal e-check/money order/cashier\u2019s check, 10% late after the 5th, two guest limits, office hours in the table',
  docs: [
    {
      name: 'tw5_tn_key_terms_lease_chattanooga',
      build: () =>
        build({
          community: 'The Lofts at Riverbend Crossing',
          owner: 'Riverbend Crossing Owner LLC',
          mgr: 'Tellico Residential Partners',
          mgrAddr: '735 Broad Street, Suite 900, Chattanooga, TN 37402',
          officeAddr: '1400 Riverfront Parkway, Chattanooga, TN 37402',
          officePhone: '(423) 555-0102',
          hours: 'Mon\u2013Fri 9:00 a.m.\u20136:00 p.m.; Sat 10:00 a.m.\u20134:00 p.m.',
          residents: [person('Sunniva', 'Abernathy-Cole')],
          phone: '(423) 555-0168',
          email: 'sunniva.ac@example.com',
          occupants: [],
          premises: '1400 Riverfront Parkway, Apt 318, Chattanooga, TN 37402',
          start: '2027-06-15',
          end: '2028-06-30',
          rent: 1340,
          parking: 50,
          trash: 30,
          prorated: { days: 16, month: 'June 15\u201330' },
          deposit: 400,
          admin: 175,
          signed: '2027-06-02',
          notes: [
            'Mid-month start: prorated rent for 16 days on a 30-day month, stated in the table; the move-in total uses it. One resident.',
          ],
        }),
    },
    {
      name: 'tw5_tn_key_terms_lease_murfreesboro',
      build: () =>
        build({
          community: 'Stones River Commons',
          owner: 'SRC Apartments, L.P.',
          mgr: 'Middle Tennessee Multifamily Group',
          mgrAddr: '2100 West End Avenue, Suite 850, Nashville, TN 37203',
          officeAddr: '1845 Memorial Boulevard, Murfreesboro, TN 37129',
          officePhone: '(615) 555-0119',
          hours: 'Monday\u2013Saturday 9:00 a.m.\u20135:00 p.m.',
          residents: [person('Anselm', 'Drakeford'), person('Priya', 'Raghunathan-Ellis')],
          phone: '(615) 555-0183',
          email: 'anselm.drakeford@example.net',
          occupants: [{ p: person('Odalys', 'Drakeford'), age: 4 }],
          premises: '1845 Memorial Boulevard, Apt 2107, Murfreesboro, TN 37129',
          start: '2027-08-01',
          end: '2028-07-31',
          rent: 1495,
          parking: 35,
          trash: 25,
          prorated: null,
          deposit: 500,
          admin: 200,
          signed: '2027-07-20',
          notes: [
            'Starts on the 1st: no proration (proratedRent null); the move-in total includes the first month\u2019s rent. Two residents, one child occupant; the contact row gives the first resident\u2019s phone and e-mail.',
          ],
        }),
    },
  ],
}
