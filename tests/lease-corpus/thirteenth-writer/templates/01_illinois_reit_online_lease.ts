import { rgb } from 'pdf-lib'
import { clause, dt, person, usd, type Built, type Person } from '../../former-heldout/lib'
import type { Template } from '../../former-heldout/template'
import { kit } from '../../third-writer/kit'
import { band, dotted, freshPage, heading, pageNumbers, ruledTable, runningHead } from '../parts'

type Resident = { p: Person; email: string; mobile: string; ip: string; at: string }

type V = {
  leaseId: string
  community: string
  owner: string
  manager: string
  office: string
  officeTel: string
  hours: string
  residents: Resident[]
  occupants: { p: Person; age: string }[]
  apartment: string
  floorPlan: string
  start: string
  end: string
  months: string
  rent: number
  prorate: { from: string; to: string; amount: number } | null
  deposit: number
  extras: [string, number][]
  moveIn: number
  lockbox: string | null
  late: string
  lateFee: { pct: number | null }
  graceDay: { words: string; n: number }
  nsf: number
  guests: { consecutive: number; words: string }
  signedAt: string
  agentSigner: string
  notes: string[]
}

const build = async (v: V): Promise<Built> => {
  const k = await kit({ margin: 54, size: 8.9 })
  const { f } = k
  k.w.y = k.w.height - 48
  band(k, `${v.community.toUpperCase()}  |  APARTMENT LEASE CONTRACT`, {
    size: 12.5,
    grey: 0.18,
    sub: `Lease ID ${v.leaseId}  \u2022  Executed electronically  \u2022  Illinois`,
  })
  k.p(
    `This Apartment Lease Contract (the \u201cLease\u201d) is made between ${v.owner}, as owner (\u201cwe\u201d, \u201cus\u201d or \u201cOwner\u201d), acting through its managing agent ${v.manager}, and the resident(s) listed in Section 1 (\u201cyou\u201d). Each resident is jointly and severally liable for all obligations under this Lease.`,
    { size: 8.9 },
  )
  heading(k, '1. Residents and Occupants', { size: 9.6, font: f.sansBold, rule: true })
  ruledTable(
    k,
    ['Resident', 'E-mail on file', 'Mobile'],
    v.residents.map((r) => [r.p.full, r.email, r.mobile]),
    [0.36, 0.4, 0.24],
    { size: 8.4, headFont: f.sansBold, font: f.sans },
  )
  k.p(
    v.occupants.length
      ? `Other occupants (may live in the apartment but do not sign): ${v.occupants.map((o) => `${o.p.full} (age ${o.age})`).join('; ')}. No one else may occupy the apartment.`
      : 'Other occupants: none. No one other than the residents above may occupy the apartment.',
    { size: 8.6 },
  )
  heading(k, '2. Lease Details', { size: 9.6, font: f.sansBold, rule: true })
  dotted(
    k,
    [
      ['Apartment address', v.apartment],
      ['Floor plan', v.floorPlan],
      ['Lease term', `${v.months}: ${dt(v.start).long} through ${dt(v.end).long}`],
      ['Monthly base rent', usd(v.rent)],
      ...(v.prorate
        ? ([[`Prorated rent (${v.prorate.from}\u2013${v.prorate.to})`, usd(v.prorate.amount)]] as [
            string,
            string,
          ][])
        : []),
      ['Security deposit', usd(v.deposit)],
      ...v.extras.map(
        ([name, amt]) => [`${name} (monthly, not rent)`, usd(amt)] as [string, string],
      ),
      ['Total due at move-in', usd(v.moveIn)],
      ['Leasing office', `${v.office}  \u2022  ${v.officeTel}`],
      ['Office hours', v.hours],
    ],
    { size: 8.7, keyW: 168 },
  )
  const due = 'on or before the first day of each month'
  const nsf = `You will pay a returned-payment fee of ${usd(v.nsf)} for each payment that is returned or reversed for any reason, and after one returned payment we may require certified funds.`
  const ret =
    'less lawful deductions, within thirty (30) days after you surrender the apartment, together with an itemized statement of any deductions'
  const sections: [string, string][] = [
    [
      '3. Rent.',
      `You will pay the monthly base rent in advance ${due}, without demand or deduction. Rent is paid through the resident portal by e-check or debit card, or by enrolling in AutoPay from your bank account. ${v.lockbox ? `Cashier\u2019s checks and money orders payable to ${v.community} may also be mailed to our payment lockbox at ${v.lockbox}.` : `Cashier\u2019s checks and money orders payable to ${v.community} may also be left in the drop slot at the leasing office, ${v.office}.`} We do not accept cash or personal checks at the office.`,
    ],
    [
      '4. Late charges.',
      `If any part of the rent remains unpaid at 11:59 p.m. on the ${v.graceDay.words} day of the month, you will owe ${v.late}`,
    ],
    ['5. Returned payments.', nsf],
    [
      '6. Security deposit.',
      `The security deposit secures your performance of this Lease and is not a limit on what you owe. We will refund the security deposit ${ret}. Because the community has 25 or more units, interest is paid on the deposit as Illinois law requires.`,
    ],
    [
      '7. Guests.',
      `A guest may not stay in the apartment more than ${v.guests.words} (${v.guests.consecutive}) consecutive nights, or more than fourteen nights in any six-month period, without our written consent.`,
    ],
    [
      '8. Utilities and services.',
      'Electricity and internet are set up by you in your name before move-in. Water, sewer and trash are billed monthly by our third-party billing provider by a ratio formula; these charges are not rent.',
    ],
    [
      '9. Notices.',
      `Your written notices to us must be delivered to the leasing office at ${v.office} or sent through the resident portal. Our notices to you may be sent to the e-mail addresses in Section 1.`,
    ],
    [
      '10. Move-out.',
      'You must give at least sixty (60) days\u2019 written notice before the end of the lease term if you will not renew. If no notice is given, the Lease continues month to month at the then-current month-to-month rate.',
    ],
    [
      '11. Community policies.',
      'The Community Policies, Pet Addendum (if any), Parking Addendum and Bed Bug Addendum are part of this Lease. Smoking is not permitted anywhere in the buildings or on balconies.',
    ],
  ]
  for (const [head, text] of sections)
    clause(k.w, f, head, [text], {
      size: 8.7,
      x: k.L,
      width: k.W,
      leading: 1.36,
      after: 5,
      bottom: 56,
      headFont: f.sansBold,
    })
  freshPage(k)
  band(k, 'CERTIFICATE OF ELECTRONIC SIGNATURE', {
    size: 11,
    grey: 0.35,
    sub: `Envelope ${v.leaseId}-E`,
  })
  k.p(
    'Each signer below reviewed the complete Lease in the online leasing system, agreed to do business electronically and adopted the signature shown. The audit trail is kept by the leasing system provider, Larkspur Leasing Cloud.',
    { size: 8.6 },
  )
  ruledTable(
    k,
    ['Signer', 'Role', 'E-mail', 'Signed (Central Time)', 'IP address'],
    [
      ...v.residents.map((r) => [r.p.full, 'Resident', r.email, r.at, r.ip]),
      [
        v.agentSigner,
        `Agent for Owner (${v.manager})`,
        'leasing@prairiecrest.example.com',
        v.signedAt,
        '203.0.113.20',
      ],
    ],
    [0.2, 0.22, 0.25, 0.18, 0.15],
    { size: 7.6, headFont: f.sansBold, font: f.sans },
  )
  k.w.page.drawText('Document hash (SHA-256): 6f1c\u20269a2e   Status: Completed', {
    x: k.L,
    y: k.w.y,
    size: 7.4,
    font: f.mono,
    color: rgb(0.3, 0.3, 0.3),
  })
  k.w.y -= 14
  runningHead(k, `${v.community} \u2022 Lease ${v.leaseId}`)
  pageNumbers(k, (i, n) => `Page ${i} of ${n}`, { align: 'right' })
  const first = v.residents[0]
  if (!first) throw new Error('no resident')
  return {
    pdf: await k.w.save(),
    truth: {
      tenants: v.residents.map((r) => r.p),
      additionalOccupants: v.occupants.length ? v.occupants.map((o) => o.p) : null,
      tenantEmail: first.email,
      tenantPhone: first.mobile,
      premisesAddress: v.apartment,
      leaseType: 'fixed-term',
      startDate: v.start,
      endDate: v.end,
      terminationDateText: dt(v.end).long,
      monthlyRent: v.rent,
      securityDeposit: v.deposit,
      rentDueDay: 1,
      maxGuestStayDays: v.guests.consecutive,
      managementCompany: v.manager,
      housingProvider: v.owner,
      mailingAddress: v.office,
      acceptedPaymentMethods: ['Online Portal', 'ACH', "Cashier's Check", 'Money Order'],
      lateFeePercentage: v.lateFee.pct,
      gracePeriodDays: v.graceDay.n,
      nsfFeeFirst: v.nsf,
      totalMoveInCost: v.moveIn,
      proratedRent: v.prorate?.amount ?? null,
      rentDueDescription: due,
      paymentRecipient: v.community,
      paymentAddress: v.lockbox ?? v.office,
      officeHours: v.hours,
      nsfPolicy: nsf,
      depositReturnDays: 30,
      depositReturnCondition: ret,
      _notes: [
        'The owner is the property LLC and the REIT\u2019s management company signs as its managing agent (managementCompany). Residents\u2019 e-mails and mobiles from the Section 1 table (first-listed resident); the e-mails repeat on the signature certificate. Monthly add-on charges (parking, pet rent, storage) and the ratio utility billing are not rent. totalMoveInCost is the stated total due at move-in.',
        'Payment: resident portal (Online Portal), AutoPay from the bank account (ACH), cashier\u2019s checks and money orders payable to the community name (paymentRecipient); cash and personal checks refused. "at 11:59 p.m. on the [third/fifth] day of the month" gives gracePeriodDays. Notices go to the leasing office (mailingAddress). Guests "consecutive nights" (the six-month total beside it is not used). terminationDateText is the long end date in the term line.',
        ...v.notes,
      ],
    },
  }
}

export const template: Template = {
  id: 'illinois_reit_online_lease',
  title:
    'Illinois apartment-community lease signed online, with an electronic-signature certificate page',
  exercises:
    'dark brand band with lease ID, owner LLC acting through the REIT\u2019s management company, residents table with e-mail and mobile (one or two residents) and an occupants line, lease details as dotted key/value lines (address with the apartment first, floor plan, term with long dates, base rent, prorated part-month rent or none, deposit, monthly add-on charges that are not rent, stated total due at move-in, leasing office and hours), numbered clauses with run-in heads: portal, AutoPay, cashier\u2019s checks and money orders to the community name at the office drop slot or a P.O. box lockbox, late after 11:59 p.m. on the third or fifth day with a flat or percentage charge, returned-payment fee, 30-day deposit refund with itemized statement, guests by consecutive nights beside a six-month total, ratio utility billing, notices to the leasing office; second page an electronic-signature certificate table repeating signers\u2019 e-mails with timestamps and IP addresses',
  docs: [
    {
      name: 'tw13_il_online_lease_naperville',
      build: () =>
        build({
          leaseId: 'OPN-27-04418',
          community: 'Ogden Prairie Apartments',
          owner: 'Ogden Prairie Apartments Owner LLC',
          manager: 'Prairie Crest Residential Management, Inc.',
          office: '1850 Ogden Prairie Drive, Suite 100, Naperville, IL 60563',
          officeTel: '(630) 555-0132',
          hours: 'Mon\u2013Fri 9:00 a.m.\u20136:00 p.m.; Sat 10:00 a.m.\u20135:00 p.m.',
          residents: [
            {
              p: person('Tobias', 'Wennerstrom'),
              email: 'tobias.wennerstrom@example.com',
              mobile: '(630) 555-0177',
              ip: '198.51.100.41',
              at: '05/20/2027 8:14 PM',
            },
            {
              p: person('Priya', 'Ramaswamy-Cole'),
              email: 'priya.rc@example.net',
              mobile: '(331) 555-0158',
              ip: '198.51.100.87',
              at: '05/21/2027 7:02 AM',
            },
          ],
          occupants: [{ p: person('Anika', 'Wennerstrom'), age: '4' }],
          apartment: 'Apartment 3214, 1850 Ogden Prairie Drive, Naperville, IL 60563',
          floorPlan: 'The Cardinal \u2014 2 bed / 2 bath, 1,104 sq. ft., garden level',
          start: '2027-06-15',
          end: '2028-06-30',
          months: '12 months and 16 days',
          rent: 1935,
          prorate: { from: 'June 15', to: 'June 30', amount: 1032 },
          deposit: 500,
          extras: [
            ['Reserved garage space', 95],
            ['Pet rent (one cat)', 25],
          ],
          moveIn: 1532,
          lockbox: null,
          late: 'a late charge of $75.00, plus $10.00 for each further day the rent is unpaid, not to exceed $175.00 in any month.',
          lateFee: { pct: null },
          graceDay: { words: 'third', n: 3 },
          nsf: 35,
          guests: { consecutive: 7, words: 'seven' },
          signedAt: '05/21/2027 9:40 AM',
          agentSigner: 'Dana Ostrowski',
          notes: [
            'Two residents and a child occupant. Term starts mid-month with the stated prorated rent for June 15\u201330 ($1,032.00, proratedRent); the total due at move-in is prorated rent plus deposit ($1,532.00). Money orders go to the office drop slot, so paymentAddress is the leasing office (also mailingAddress). Flat late charge with a daily add-on, so lateFeePercentage null.',
          ],
        }),
    },
    {
      name: 'tw13_il_online_lease_schaumburg',
      build: () =>
        build({
          leaseId: 'WLS-27-10962',
          community: 'The Woodfield Lanterns',
          owner: 'Lanterns Schaumburg Residential LP',
          manager: 'Prairie Crest Residential Management, Inc.',
          office: '900 Lantern Walk, Schaumburg, IL 60173',
          officeTel: '(847) 555-0119',
          hours: 'Monday through Friday 8:30 a.m. to 5:30 p.m.',
          residents: [
            {
              p: person('Marguerite', 'Okonkwo'),
              email: 'm.okonkwo@example.org',
              mobile: '(847) 555-0146',
              ip: '198.51.100.203',
              at: '09/02/2027 6:51 PM',
            },
          ],
          occupants: [],
          apartment: 'Unit 508, 900 Lantern Walk, Schaumburg, IL 60173',
          floorPlan: 'Studio S2, 562 sq. ft., fifth floor',
          start: '2027-10-01',
          end: '2028-10-31',
          months: '13 months',
          rent: 1480,
          prorate: null,
          deposit: 740,
          extras: [['Storage locker B-22', 30]],
          moveIn: 2220,
          lockbox: 'P.O. Box 7735, Lisle, IL 60532',
          late: 'a late charge equal to five percent (5%) of the monthly base rent.',
          lateFee: { pct: 5 },
          graceDay: { words: 'fifth', n: 5 },
          nsf: 30,
          guests: { consecutive: 10, words: 'ten' },
          signedAt: '09/03/2027 10:05 AM',
          agentSigner: 'Luis Amparan',
          notes: [
            'One resident, no occupants; the owner is a limited partnership. No prorated rent (term starts on the 1st). Money orders and cashier\u2019s checks are mailed to the P.O. box lockbox in Lisle (paymentAddress); notices still go to the leasing office (mailingAddress). Late charge of five percent of the base rent (lateFeePercentage 5) after the fifth day.',
          ],
        }),
    },
  ],
}
