import { rgb } from 'pdf-lib'
import { person, usd, type Built, type Person } from '../../former-heldout/lib'
import type { Template } from '../../former-heldout/template'
import { kit } from '../../third-writer/kit'
import { andList, eSignPanel, heading, numberedPara, room, stripedPairs, topMarks } from '../parts'

type Signer = { p: Person; email: string; sms: string; when: string; ip: string }

type V = {
  envelope: string
  leaseNo: string
  brand: string
  owner: string
  agent: string | null
  office: { label: string; address: string; hours: string; tel: string; email: string }
  signedFor: { name: string; title: string; email: string; when: string; ip: string }
  residents: Signer[]
  occupants: { p: Person; age: string }[]
  property: string
  start: string
  end: string | null
  rent: number
  utilities: number
  deposit: number
  adminFee: number | null
  prorated: { to: string; amount: number } | null
  payment: string
  methods: string[]
  payee: string | null
  payAt: string | null
  late: { text: string; row: string; n: number; pct: number | null }
  nsf: number
  guests: { text: string; row: string; days: number }
  notes: string[]
}

const build = async (v: V): Promise<Built> => {
  const k = await kit({ margin: 50, size: 9 })
  const { f } = k
  const ink: [number, number, number] = [0.1, 0.3, 0.34]
  k.w.y = k.w.height - 54
  k.w.page.drawRectangle({ x: k.L, y: k.w.y - 8, width: 26, height: 26, color: rgb(...ink) })
  k.w.page.drawText(v.brand, {
    x: k.L + 34,
    y: k.w.y + 2,
    size: 15,
    font: f.sansBold,
    color: rgb(...ink),
  })
  k.w.page.drawText(`${v.office.address}  |  ${v.office.tel}  |  ${v.office.email}`, {
    x: k.L + 34,
    y: k.w.y - 9,
    size: 7.4,
    font: f.sans,
  })
  k.w.y -= 40
  k.w.page.drawText('RESIDENTIAL LEASE AGREEMENT', { x: k.L, y: k.w.y, size: 13, font: f.sansBold })
  const no = `Lease No. ${v.leaseNo}`
  k.w.page.drawText(no, {
    x: k.L + k.W - f.sans.widthOfTextAtSize(no, 8.4),
    y: k.w.y,
    size: 8.4,
    font: f.sans,
  })
  k.w.y -= 12
  k.line(
    'State of Indiana. The Lease Data below and the Lease Terms that follow form one agreement, signed electronically.',
    7.8,
    f.sans,
  )
  k.gap(4)
  const names = andList(v.residents.map((r) => r.p.full))
  const moveIn = v.deposit + (v.prorated ? v.prorated.amount : v.rent) + (v.adminFee ?? 0)
  stripedPairs(
    k,
    [
      ['Property', v.property],
      ['Owner', v.owner],
      ['Managing Agent', v.agent ?? 'None \u2014 the Owner manages the Property'],
      [v.residents.length > 1 ? 'Residents (jointly and severally liable)' : 'Resident', names],
      [
        'Authorized Occupants',
        v.occupants.length ? v.occupants.map((o) => `${o.p.full} (${o.age})`).join('; ') : 'None',
      ],
      ['Lease Start Date', v.start],
      ['Lease End Date', v.end ?? 'None \u2014 month-to-month (see 1.1)'],
      ['Monthly Rent', usd(v.rent)],
      ['Utility Package', `${usd(v.utilities)} per month for water, sewer and trash (not rent)`],
      ['Security Deposit', usd(v.deposit)],
      ...(v.adminFee
        ? ([
            ['Administration Fee', `${usd(v.adminFee)} (non-refundable, not part of the deposit)`],
          ] as [string, string][])
        : []),
      ...(v.prorated
        ? ([
            [
              'Prorated First Month',
              `${usd(v.prorated.amount)} for ${v.start} through ${v.prorated.to}`,
            ],
          ] as [string, string][])
        : []),
      ['Total Due Before Move-In', usd(moveIn)],
      ['Late Fee', v.late.row],
      ['Returned Payment Fee', usd(v.nsf)],
      ['Guest Limit', v.guests.row],
      [v.office.label, v.office.address],
      ['Office Hours', v.office.hours],
    ],
    { size: 8.6, labelW: 0.3, tint: [0.9, 0.95, 0.95], head: 'LEASE DATA' },
  )
  const H = (t: string) => heading(k, t, { size: 9.6, font: f.sansBold, rule: true })
  const P = (num: string, text: string) => numberedPara(k, num, '', text, { size: 8.8, hang: 24 })
  H('1   TERM')
  P(
    '1.1',
    v.end
      ? 'This Lease begins on the Lease Start Date and ends at 11:59 p.m. on the Lease End Date shown in the Lease Data.'
      : 'This Lease begins on the Lease Start Date and has no end date. It continues from month to month until the Residents or the Owner give at least thirty (30) days\u2019 written notice ending it on the last day of a month.',
  )
  P(
    '1.2',
    v.end
      ? 'About sixty (60) days before the Lease End Date the Residents will be offered a renewal or told that the Lease will not be renewed. If no new lease is signed and the Residents stay with consent, the tenancy continues month to month at the Monthly Rent plus a month-to-month premium of $100.00.'
      : 'The Owner may change the Monthly Rent on thirty (30) days\u2019 written notice through the Resident Portal.',
  )
  H('2   RENT AND CHARGES')
  const due = 'due on the 1st day of each month, in advance'
  P(
    '2.1',
    `The Monthly Rent is ${due}, without demand. The Utility Package is billed with the rent but is not rent.${v.prorated ? ' Rent for the first partial month is the Prorated First Month amount in the Lease Data.' : ''}`,
  )
  P('2.2', v.payment)
  P('2.3', v.late.text)
  const nsf = `Each payment that is returned, rejected or reversed by a Resident\u2019s bank or card issuer incurs the Returned Payment Fee of ${usd(v.nsf)}.`
  P(
    '2.4',
    `${nsf} After a second returned payment, rent must be paid by certified funds for the rest of the term.`,
  )
  H('3   SECURITY DEPOSIT')
  const ret =
    'less lawful deductions itemized in writing, within forty-five (45) days after the Residents surrender the Premises and provide a forwarding address in writing'
  P(
    '3.1',
    `The Security Deposit secures the Residents\u2019 performance of this Lease and is not a limit on their liability. ${v.agent ? 'The Agent holds the Security Deposit for the Owner and' : 'The Owner'} will return the security deposit, ${ret}, as IC 32-31-3 requires.`,
  )
  H('4   OCCUPANCY AND GUESTS')
  P(
    '4.1',
    'Only the Residents and the Authorized Occupants named in the Lease Data may live in the Premises.',
  )
  P('4.2', v.guests.text)
  H('5   MAINTENANCE, ENTRY AND RULES')
  P(
    '5.1',
    'Repair requests are made through the Resident Portal, except emergencies, which must also be phoned in. Residents replace furnace filters and smoke alarm batteries.',
  )
  P(
    '5.2',
    'Entry for inspection, repairs or showings is made after at least twenty-four (24) hours\u2019 notice through the Resident Portal, or without notice in an emergency.',
  )
  P(
    '5.3',
    'No smoking inside the Premises. No pets unless added by a signed pet addendum. Parking is in marked spaces only.',
  )
  H('6   NOTICES')
  P(
    '6.1',
    `Notices to the Owner must be delivered ${v.agent ? 'to the Agent ' : ''}at the ${v.office.label} address in the Lease Data or e-mailed to ${v.office.email}. Notices to the Residents are sent to the e-mail address each Resident used to sign this Lease, shown in the signature record below.`,
  )
  H('7   ELECTRONIC SIGNATURES AND ENTIRE AGREEMENT')
  P(
    '7.1',
    'Each party agrees to sign this Lease electronically and that an electronic signature has the same effect as a handwritten one. The Lease Data, these Lease Terms and any signed addenda are the whole agreement.',
  )
  room(k, 150)
  heading(k, 'SIGNATURE RECORD', { size: 9.6, font: f.sansBold, bar: 0.88 })
  for (const r of v.residents)
    eSignPanel(k, r.p.full, 'Resident', [
      `Signer:    ${r.p.full}`,
      `E-mail:    ${r.email}`,
      `SMS code:  sent to ${r.sms}, verified`,
      `Signed:    ${r.when}`,
      `IP:        ${r.ip}`,
    ])
  eSignPanel(
    k,
    v.signedFor.name,
    `${v.signedFor.title}, for ${v.agent ? `${v.agent}, agent for the Owner` : v.owner}`,
    [
      `Signer:    ${v.signedFor.name}`,
      `E-mail:    ${v.signedFor.email}`,
      `Signed:    ${v.signedFor.when}`,
      `IP:        ${v.signedFor.ip}`,
    ],
  )
  k.line(
    `Envelope completed ${v.signedFor.when}. All parties received a copy by e-mail.`,
    7.6,
    f.italic,
  )
  topMarks(k, `LeaseLoom Envelope ID: ${v.envelope}`, (i, m) => `Page ${i} of ${m}`)

  const first = v.residents[0]
  if (!first) throw new Error('no resident')
  return {
    pdf: await k.w.save(),
    truth: {
      tenants: v.residents.map((r) => r.p),
      additionalOccupants: v.occupants.length ? v.occupants.map((o) => o.p) : null,
      tenantEmail: first.email,
      tenantPhone: first.sms,
      premisesAddress: v.property,
      leaseType: v.end ? 'fixed-term' : 'month-to-month',
      startDate: v.start,
      endDate: v.end,
      terminationDateText: v.end,
      monthlyRent: v.rent,
      securityDeposit: v.deposit,
      rentDueDay: 1,
      maxGuestStayDays: v.guests.days,
      managementCompany: v.agent,
      housingProvider: v.owner,
      mailingAddress: v.office.address,
      acceptedPaymentMethods: v.methods,
      lateFeePercentage: v.late.pct,
      gracePeriodDays: v.late.n,
      nsfFeeFirst: v.nsf,
      totalMoveInCost: moveIn,
      proratedRent: v.prorated ? v.prorated.amount : null,
      rentDueDescription: due,
      paymentRecipient: v.payee,
      paymentAddress: v.payAt,
      officeHours: v.office.hours,
      nsfPolicy: nsf,
      depositReturnDays: 45,
      depositReturnCondition: ret,
      _notes: [
        `Property manager\u2019s electronically signed lease, sans: an envelope ID and page count printed at the top of every page, a letterhead with a square mark, title and lease number, a striped LEASE DATA table on page 1 (dates in YYYY-MM-DD), seven numbered parts of decimal-numbered terms that refer back to the table, and a SIGNATURE RECORD of e-signature panels whose audit lines carry each signer\u2019s e-mail and the phone the SMS code went to; the residents\u2019 contacts appear nowhere else.`,
        `Start${v.end ? ' and end' : ''} only in the Lease Data, as YYYY-MM-DD${v.end ? ' (terminationDateText as written there)' : ''}. The Utility Package is not rent${v.adminFee ? '; the administration fee is not deposit' : ''}. totalMoveInCost is the table\u2019s Total Due Before Move-In. rentDueDescription is the phrase of 2.1; nsfPolicy the first sentence of 2.4; depositReturnCondition the wording after "return the security deposit," in 3.1 (forty-five days). mailingAddress is the ${v.office.label.toLowerCase()} address of the table, where notices go (part 6). tenantPhone is the first resident\u2019s SMS number in the signature record.`,
        ...v.notes,
      ],
    },
  }
}

export const template: Template = {
  id: 'indiana_esigned_lease',
  title:
    'Indiana property manager\u2019s electronically signed lease with a Lease Data table on page 1',
  exercises:
    'envelope ID and page count at the top of every page; letterhead with a square mark, office address, phone and e-mail; title and lease number; a striped LEASE DATA table (property with the unit after the street, owner, managing agent or "None \u2014 the Owner manages the Property", residents jointly and severally liable or one resident, authorized occupants with ages, start and end as YYYY-MM-DD or "None \u2014 month-to-month", rent, a utility package that is not rent, deposit, non-refundable administration fee (one), prorated first month (one), total due before move-in, late fee, returned payment fee, guest limit, office address and hours); decimal-numbered terms in seven parts that refer to the table: fixed term ending at 11:59 p.m. on the Lease End Date with a month-to-month premium distractor, or month to month with thirty days\u2019 notice; "due on the 1st day of each month, in advance"; resident portal by e-check or card and AutoPay (cash, personal checks and money orders refused), or portal, AutoPay and money orders payable to the owner in the office drop box; late fee after 11:59 p.m. on the 3rd (flat plus daily, capped) or on the 5th (five percent); returned-payment sentence; deposit returned within forty-five days; guests (nights in thirty days, or consecutive nights); notices to the office address; a SIGNATURE RECORD of e-signature panels with each signer\u2019s e-mail, SMS phone, timestamp and IP \u2014 the only place the residents\u2019 contacts appear',
  docs: [
    {
      name: 'tw17_in_esign_lease_muncie',
      build: () =>
        build({
          envelope: '4E7B1C0A-92D3-4F5B-A8C6-3D19E27F0B54',
          leaseNo: 'MUN-27-0418',
          brand: 'Whitewater Key Property Management',
          owner: 'Cardinal Flats Holdings, LLC',
          agent: 'Whitewater Key Property Management, LLC',
          office: {
            label: 'Management Office',
            address: 'Suite 300, 401 South Walnut Street, Muncie, IN 47305',
            hours: 'Monday\u2013Friday 9:00 AM\u20136:00 PM; Saturday 10:00 AM\u20132:00 PM',
            tel: '(765) 555-0110',
            email: 'leasing@whitewaterkey.example.com',
          },
          signedFor: {
            name: 'Priya Castellanos',
            title: 'Leasing Manager',
            email: 'pcastellanos@whitewaterkey.example.com',
            when: '2027-06-15 09:14:52 EDT',
            ip: '198.51.100.23',
          },
          residents: [
            {
              p: person('Devin', 'Kaur-Whitfield'),
              email: 'devin.kw@example.com',
              sms: '(765) 555-0148',
              when: '2027-06-14 19:02:11 EDT',
              ip: '203.0.113.45',
            },
            {
              p: person('Sofia', 'Marchetti'),
              email: 'sofia.marchetti@example.net',
              sms: '(765) 555-0172',
              when: '2027-06-14 21:37:40 EDT',
              ip: '203.0.113.88',
            },
            {
              p: person('Quentin', 'Oyelaran'),
              email: 'q.oyelaran@example.org',
              sms: '(765) 555-0181',
              when: '2027-06-15 08:05:19 EDT',
              ip: '192.0.2.140',
            },
          ],
          occupants: [],
          property: '1207 West Ashland Avenue, Unit 2, Muncie, IN 47303',
          start: '2027-08-01',
          end: '2028-07-31',
          rent: 1395,
          utilities: 65,
          deposit: 1395,
          adminFee: 150,
          prorated: null,
          payment:
            'Rent is paid through the Resident Portal at portal.whitewaterkey.example.com by e-check or by debit or credit card (card payments carry the processor\u2019s fee), or by AutoPay set up in the Resident Portal. The Management Office does not accept cash, personal checks or money orders.',
          methods: ['Online Portal', 'ACH'],
          payee: null,
          payAt: null,
          late: {
            text: 'If rent is not paid in full by 11:59 p.m. on the 3rd day of the month, a late fee of $50.00 is charged on the 4th, plus $10.00 for each later day, up to $150.00 in a month.',
            row: '$50.00 after 11:59 p.m. on the 3rd, then $10.00 a day (up to $150.00)',
            n: 3,
            pct: null,
          },
          nsf: 30,
          guests: {
            text: 'A guest may stay no more than 10 nights in any 30-day period without the Agent\u2019s written approval.',
            row: '10 nights in any 30-day period',
            days: 10,
          },
          notes: [
            'An LLC owner with a managing agent that signs for it. Three residents, jointly and severally liable (one with a hyphenated surname); no occupants. Fixed term in ISO dates. Rent only through the portal (Online Portal) or AutoPay (ACH); cash, checks and money orders refused; no payee or place of payment is written (paymentRecipient and paymentAddress null). Total due before move-in: deposit, first month and administration fee ($2,940.00). Late after 11:59 p.m. on the 3rd. Guests ten nights in thirty days.',
          ],
        }),
    },
    {
      name: 'tw17_in_esign_lease_kokomo',
      build: () =>
        build({
          envelope: 'B21F6D83-0C4E-4A97-9E15-7C2A48D0E3F1',
          leaseNo: 'WCH-1027-33',
          brand: 'Wildcat Creek Homes',
          owner: 'Wildcat Creek Homes, Inc.',
          agent: null,
          office: {
            label: 'Leasing Office',
            address: '2210 South Dixon Road, Kokomo, IN 46902',
            hours: 'Mon\u2013Fri 10:00 AM\u20136:00 PM',
            tel: '(765) 555-0105',
            email: 'office@wildcatcreekhomes.example.net',
          },
          signedFor: {
            name: 'Harlan Beecher',
            title: 'President',
            email: 'hbeecher@wildcatcreekhomes.example.net',
            when: '2027-10-08 16:40:07 EDT',
            ip: '198.51.100.71',
          },
          residents: [
            {
              p: person('Renata', 'Villalobos'),
              email: 'renata.villalobos@example.com',
              sms: '(765) 555-0159',
              when: '2027-10-08 12:22:31 EDT',
              ip: '203.0.113.19',
            },
          ],
          occupants: [{ p: person('Mateo', 'Villalobos'), age: 'age 9' }],
          property: '3318 Sycamore Lane, Kokomo, IN 46901',
          start: '2027-10-16',
          end: null,
          rent: 1045,
          utilities: 55,
          deposit: 800,
          adminFee: null,
          prorated: { to: '2027-10-31', amount: 539.35 },
          payment:
            'Rent is paid through the Resident Portal at pay.wildcatcreekhomes.example.net by e-check or card, by AutoPay from a bank account, or by money order payable to Wildcat Creek Homes, Inc. left in the drop box at the Leasing Office. Cash and personal checks are not accepted.',
          methods: ['Online Portal', 'ACH', 'Money Order'],
          payee: 'Wildcat Creek Homes, Inc.',
          payAt: '2210 South Dixon Road, Kokomo, IN 46902',
          late: {
            text: 'If rent is not paid in full by 11:59 p.m. on the 5th day of the month, a late fee of five percent (5%) of the Monthly Rent is charged.',
            row: '5% of the Monthly Rent after 11:59 p.m. on the 5th',
            n: 5,
            pct: 5,
          },
          nsf: 35,
          guests: {
            text: 'A guest may stay no more than 7 consecutive nights without the Owner\u2019s written approval.',
            row: '7 consecutive nights',
            days: 7,
          },
          notes: [
            'A company that owns and manages its own homes (managementCompany null; it signs through its president, officeHours of its own leasing office). One resident and her son (an occupant, with his age). Month to month from a mid-month ISO date: no end date; a prorated first month ($539.35) and a total due before move-in of prorated rent and deposit ($1,339.35). Portal, AutoPay and money orders payable to the owner (paymentRecipient) left in the drop box at the leasing office (paymentAddress without the office name, which is the table\u2019s label). Late fee five percent after the 5th. Guests seven consecutive nights.',
          ],
        }),
    },
  ],
}
