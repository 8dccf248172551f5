import { rgb } from 'pdf-lib'
import { dt, person, usd, type Built, type Person } from '../../former-heldout/lib'
import type { Template } from '../../former-heldout/template'
import { kit } from '../../third-writer/kit'
import {
  freshPage,
  hanging,
  heading,
  pageNumbers,
  pairGrid,
  room,
  ruledTable,
  runningHead,
} from '../parts'

type Resident = { p: Person; mobile: string; email: string; signedAt: string }

type V = {
  community: string
  leaseId: string
  envelope: string
  owner: string
  premises: string
  office: string
  officePhone: string
  officeEmail: string
  hours: string
  residents: Resident[]
  occupants: { p: Person; note: string }[]
  start: string
  end: string
  rent: number
  deposit: number
  parking: string
  moveIn: [item: string, amount: number][]
  total: number
  prorated: number | null
  late: { dayWords: string; day: string; charge: string; summary: string; pct: number | null }
  guest: { words: string; days: number; yearly: number }
  payee: string
  signer: string
  notes: string[]
}

const MANAGER = 'Larkspur Residential Management, Inc.'
const TEAL = rgb(0.1, 0.33, 0.36)

const build = async (v: V): Promise<Built> => {
  const k = await kit({ serif: false, margin: 50, size: 8.9 })
  const { f } = k
  const page = k.w.page
  const top = k.w.height - 30
  page.drawRectangle({ x: 0, y: top - 52, width: k.w.width, height: 60, color: TEAL })
  page.drawText(v.community.toUpperCase(), {
    x: k.L,
    y: top - 22,
    size: 17,
    font: f.sansBold,
    color: rgb(1, 1, 1),
  })
  page.drawText(`Professionally managed by ${MANAGER}`, {
    x: k.L,
    y: top - 38,
    size: 8,
    font: f.italic,
    color: rgb(0.88, 0.95, 0.95),
  })
  ;[v.office, `${v.officePhone}  \u00b7  ${v.officeEmail}`].forEach((t, i) =>
    page.drawText(t, {
      x: k.L + k.W - f.sans.widthOfTextAtSize(t, 7.4),
      y: top - 20 - i * 11,
      size: 7.4,
      font: f.sans,
      color: rgb(1, 1, 1),
    }),
  )
  k.w.y = top - 80
  k.line('LEASE SUMMARY', 14, f.sansBold)
  k.line(
    `Apartment Lease no. ${v.leaseId}. This Summary is part of your Apartment Lease. Where it and a numbered section differ, the numbered section controls.`,
    7.8,
    f.italic,
  )
  k.gap(4)
  pairGrid(
    k,
    [
      [
        ['Owner', v.owner],
        ['Manager (Owner\u2019s agent)', MANAGER],
      ],
      [['Apartment', v.premises]],
      [
        ['Beginning Date', dt(v.start).us],
        ['Ending Date', dt(v.end).us],
      ],
      [
        ['Monthly Rent', usd(v.rent)],
        ['Security Deposit', usd(v.deposit)],
      ],
      [
        ['Late charge', v.late.summary],
        ['Returned payment', '$25.00 first time; $35.00 each later time'],
      ],
      [['Parking / storage', v.parking]],
      [
        ['Leasing office (notices, drop box)', v.office],
        ['Office hours', v.hours],
      ],
    ],
    { labelW: 96, shade: 0.9 },
  )
  k.gap(6)
  k.line('Residents and occupants', 10, f.sansBold)
  k.gap(2)
  ruledTable(
    k,
    ['Name', 'Status', 'Mobile', 'E-mail'],
    [
      ...v.residents.map((r) => [r.p.full, 'Resident (signs)', r.mobile, r.email]),
      ...v.occupants.map((o) => [o.p.full, `Occupant \u2014 ${o.note}`, '\u2014', '\u2014']),
    ],
    [0.28, 0.22, 0.19, 0.31],
    { size: 8.4, font: f.sans, headFont: f.sansBold, shade: 0.86 },
  )
  k.line('Move-in charges', 10, f.sansBold)
  k.gap(2)
  ruledTable(
    k,
    ['Charge', 'Amount'],
    [
      ...v.moveIn.map(([item, amount]) => [item, usd(amount)]),
      ['Total due on or before the Beginning Date', usd(v.total)],
    ],
    [0.78, 0.22],
    { size: 8.4, font: f.sans, headFont: f.sansBold, shade: 0.86 },
  )
  k.line(
    'The application fee paid with your rental application is not refundable and is not part of the charges above.',
    7.6,
    f.italic,
  )

  freshPage(k)
  k.line('APARTMENT LEASE', 13, f.sansBold)
  k.gap(4)
  let n = 0
  const s = (head: string, text: string) => hanging(k, `${++n}.`, head, text)
  const many = v.residents.length > 1
  const due = 'on or before the first (1st) day of each calendar month'
  const nsf = `If any payment you make is returned unpaid, dishonored or reversed, you will pay us a returned-payment charge of $25.00 the first time and $35.00 for each later returned payment.`
  const ret =
    'less any deductions allowed by California Civil Code section 1950.5, with an itemized statement of those deductions and, where the law requires them, copies of invoices or receipts'
  s(
    'Who is bound.',
    `This Apartment Lease is made between ${v.owner} (\u201cwe\u201d, \u201cus\u201d or \u201cOwner\u201d), acting through its managing agent ${MANAGER} (\u201cManager\u201d), and the resident${many ? 's' : ''} named in the Lease Summary (\u201cyou\u201d).` +
      (many
        ? ' Each of you is responsible, jointly and severally, for every obligation in this Lease, including the whole of the rent.'
        : ''),
  )
  s(
    'The apartment.',
    `We lease to you, for use only as a private residence, the apartment described in the Summary, with its fixtures, appliances and window coverings, and the right to use the common areas of ${v.community} under the Community Policies.`,
  )
  s(
    'Term.',
    'The Lease begins on the Beginning Date and ends at 11:59 p.m. on the Ending Date shown in the Summary. If neither you nor we give the other written notice at least thirty (30) days before the Ending Date, the Lease continues from month to month at the month-to-month rent then in effect, which we will tell you in writing.',
  )
  s(
    'Rent.',
    `You will pay the Monthly Rent shown in the Summary in advance and without demand, ${due}. Rent for a first partial month, if any, is listed in the Move-in charges. Charges for parking, storage, utilities and services are not rent, but unpaid charges may be deducted from the security deposit when you move out.`,
  )
  s(
    'Paying rent.',
    `Pay rent through the Larkspur resident portal (e-check at no charge, or debit or credit card with the processor\u2019s convenience fee), by enrolling in AutoPay, which debits your bank account by ACH on the due date, or by personal check, cashier\u2019s check or money order made payable to ${v.payee} and placed in the secure drop box at the leasing office. We do not accept cash, and we may refuse a payment that does not pay the whole balance due.`,
  )
  s(
    'Late rent.',
    `Rent not received in full by 11:59 p.m. on the ${v.late.dayWords} (${v.late.day}) day of the month is late, and you will then owe ${v.late.charge}. You agree that this amount is a reasonable estimate of our costs from late payment, which are hard to fix exactly. Accepting a late charge does not waive your default.`,
  )
  s(
    'Returned payments.',
    `${nsf} After two returned payments in any twelve months we may require you to pay by cashier\u2019s check or money order only.`,
  )
  s(
    'Security deposit.',
    `You have paid the Security Deposit shown in the Summary. It is not a limit on what you may owe us and you may not apply it to your last month\u2019s rent. You may ask for an initial inspection of the apartment before you move out. Within twenty-one (21) days after you surrender the apartment, we will send you the security deposit ${ret}. We will mail it to the forwarding address you give us in writing, or to the apartment if you give none.`,
  )
  s(
    'Utilities.',
    'You will open an account with the electric utility in your name before the Beginning Date. Water, sewer and trash are billed to you monthly by our billing provider, Meridian Utility Billing, on an allocation formula described in the Utility Addendum; those bills are payable with your rent but are not rent.',
  )
  s(
    'Occupants and guests.',
    `Only the residents and occupants listed in the Summary may live in the apartment. No guest may stay in the apartment for more than ${v.guest.words} (${v.guest.days}) consecutive days, or for more than ${v.guest.yearly} days in total in any twelve-month period, without our prior written consent; a person who stays longer must apply and, if approved, be added to this Lease.`,
  )
  s(
    'Parking and storage.',
    'Any assigned carport, garage or storage space is listed in the Summary and may be used only for a registered, operable vehicle or for your own belongings. Vehicles parked in fire lanes or in another resident\u2019s space may be towed at the owner\u2019s expense under California Vehicle Code section 22658.',
  )
  s(
    'Pets.',
    'No animal may be kept in the apartment, even briefly, unless a Pet Addendum is signed. Assistance animals are not pets and are handled through our reasonable accommodation process.',
  )
  s(
    'Conduct.',
    'You, your occupants and guests will not disturb other residents, and quiet hours are 10:00 p.m. to 8:00 a.m. You will follow the Community Policies, which we may change on thirty (30) days\u2019 written notice. Smoking of any substance, including vaping, is prohibited in the apartment, on its balcony or patio and within twenty-five feet of any building.',
  )
  s(
    'Repairs.',
    'Report repairs through the resident portal or, for an emergency such as a water leak, fire or no heat in winter, by telephoning the leasing office; after hours the call is answered by our emergency line. You will pay for damage caused by you, your occupants, guests or pets, other than normal wear and tear.',
  )
  s(
    'Entry.',
    'We may enter the apartment at reasonable times during normal business hours to make repairs, inspect or show it, after giving you at least twenty-four (24) hours\u2019 written notice as California Civil Code section 1954 provides, and at any time without notice in an emergency.',
  )
  s(
    'Alterations.',
    'You may not paint, install fixtures, change or add locks, or make any other alteration without our written consent. Picture hanging with small nails is permitted.',
  )
  s(
    'Renter\u2019s insurance.',
    'You will keep renter\u2019s insurance with personal liability coverage of at least $100,000 throughout the Lease and name Owner as an interested party. Our insurance does not cover your belongings.',
  )
  s(
    'Moving out.',
    'Before you move out you must give written notice as Section 3 requires, remove all belongings, clean the apartment and return every key, fob and remote to the leasing office. Keys not returned are charged at our cost of replacing them.',
  )
  s(
    'Notices.',
    'Notices to us must be in writing and delivered to Manager at the leasing office address in the Summary, by hand or by first-class mail. We may give notices to you at the apartment, by mail or, where the law allows, by e-mail to the address in the Summary.',
  )
  s(
    'Default.',
    'If you do not pay rent when due or otherwise break this Lease, we may end your right to occupy the apartment by giving you the notice California law requires and may recover the rent and other sums due, together with reasonable attorney\u2019s fees where the law allows them.',
  )
  s(
    'Disclosures.',
    'Information about registered sex offenders is available to the public on the Department of Justice website (California Civil Code section 2079.10a). The Bed Bug, Mold and Flood Disclosure Addendum is part of this Lease. The community was built after 1978.',
  )
  s(
    'Whole agreement.',
    'This Lease consists of the Lease Summary, these sections, the Utility Addendum, the Community Policies and the Bed Bug, Mold and Flood Disclosure Addendum. No oral promise is binding. If any part of this Lease is unenforceable, the rest remains in effect.',
  )

  freshPage(k)
  k.line('ADDENDA TO APARTMENT LEASE', 13, f.sansBold)
  k.gap(2)
  const add = (title: string, paras: string[]) => {
    heading(k, title, { size: 9.6, font: f.sansBold, bar: 0.88 })
    for (const t of paras) k.p(t, { size: 8.6, after: 5 })
  }
  add('Utility Addendum', [
    'A. Electricity. You will keep electric service to the apartment in your name for the whole Lease. If service is not transferred by the Beginning Date, we may have it transferred and bill you the cost together with an administrative charge of $25.00.',
    `B. Water, sewer and trash. The community is served by master meters. Meridian Utility Billing, our billing provider, divides each month’s water, sewer and trash bills among the apartments using a formula that weights each apartment’s floor area by fifty percent and the number of persons living in it by fifty percent. Common-area use is deducted first. Your share, plus a billing service fee of $3.95 a month, appears on a monthly statement.`,
    'C. Statements are payable with your next rent payment but are not rent. You may ask Meridian Utility Billing, at the telephone number on each statement, for copies of the underlying utility bills.',
  ])
  add('Community Policies', [
    'Amenities. The pool and spa are open 8:00 a.m. to 10:00 p.m. daily from April through October; no glass, no lifeguard on duty, and children under fourteen must be with an adult. The fitness room is open 5:00 a.m. to 11:00 p.m. with your resident fob.',
    'Packages. Packages are delivered to the electronic package lockers beside the leasing office. Oversized packages are held in the office for up to seven days and then returned to the carrier.',
    'Balconies and patios. Charcoal and propane grills may not be used or stored on any balcony or patio, as the California Fire Code requires; use the community grills beside the pool. Only outdoor furniture and plants may be kept there, and nothing may hang over the railing.',
    'Trash and recycling. Bag all household trash and place it inside the compactor or bins; break down boxes for the recycling enclosure. Items left beside a bin are removed at a charge of $35.00 per occurrence.',
    'Vehicles. Register every vehicle at the leasing office. Inoperable, unregistered or stored vehicles, boats and trailers may be towed after a 96-hour notice.',
  ])
  add('Bed Bug, Mold and Flood Disclosure Addendum', [
    'Bed bugs. As California Civil Code section 1954.603 requires, we give you this information: bed bugs are small, reddish-brown, wingless insects that feed on blood and hide in mattress seams, furniture and cracks. They do not transmit disease. Report any suspected bed bugs to the leasing office promptly; we will arrange inspection by a licensed pest control operator and you will cooperate with the treatment. We are not aware of any current bed bug infestation in the apartment.',
    'Mold. Keep the apartment ventilated, use the bathroom and kitchen fans, wipe up condensation and report any water leak or visible mold to us at once.',
    'Flood. Under Government Code section 8589.45, we disclose that we have no actual knowledge that the apartment is in a special flood hazard area or an area of potential flooding. Our insurance does not cover your belongings against flood; you may obtain flood coverage under your own policy.',
  ])

  room(k, 130 + 38 * v.residents.length)
  heading(k, 'Signatures', { size: 10.5, font: f.sansBold, rule: true })
  k.p(
    'Each person below signed this Lease electronically. Signing confirms that you received a copy of the Lease Summary, these sections and every addendum.',
    { size: 8.4, after: 10 },
  )
  const stamp = (name: string, role: string[], at: string) => {
    room(k, 40 + role.length * 10)
    const y = k.w.y
    k.w.page.drawRectangle({
      x: k.L,
      y: y - 24,
      width: 210,
      height: 30,
      borderWidth: 0.7,
      borderColor: rgb(0.2, 0.35, 0.6),
    })
    k.w.page.drawText(`/s/ ${name}`, { x: k.L + 8, y: y - 9, size: 11, font: k.f.italic })
    k.w.page.drawText(`SignRoute ID ${v.envelope}`, {
      x: k.L + 8,
      y: y - 20,
      size: 6.2,
      font: k.f.sans,
      color: rgb(0.2, 0.35, 0.6),
    })
    role.forEach((t, i) =>
      k.w.page.drawText(t, {
        x: k.L + 226,
        y: y - 6 - i * 10.5,
        size: 8.4,
        font: i === 0 ? k.f.sansBold : k.f.sans,
      }),
    )
    k.w.page.drawText(`Signed ${at}`, {
      x: k.L + 226,
      y: y - 6 - role.length * 10.5,
      size: 8,
      font: k.f.sans,
    })
    k.w.y -= Math.max(40, 18 + role.length * 10.5 + 12)
  }
  for (const r of v.residents) stamp(r.p.full, [`Resident: ${r.p.full}`], r.signedAt)
  stamp(
    v.signer,
    [`Owner: ${v.owner}`, `by ${MANAGER}, its agent,`, `by ${v.signer}, Community Manager`],
    v.residents.at(-1)?.signedAt ?? '',
  )
  runningHead(k, `${v.community} \u2014 Apartment Lease ${v.leaseId}`)
  pageNumbers(k, (i, total) => `SignRoute ID ${v.envelope}   \u00b7   page ${i} of ${total}`, {
    align: 'right',
  })
  const first = v.residents[0]
  if (!first) throw new Error('no resident')
  return {
    pdf: await k.w.save(),
    truth: {
      tenants: v.residents.map((r) => r.p),
      additionalOccupants: v.occupants.length ? v.occupants.map((o) => o.p) : null,
      tenantEmail: first.email,
      tenantPhone: first.mobile,
      premisesAddress: v.premises,
      leaseType: 'fixed-term',
      startDate: v.start,
      endDate: v.end,
      terminationDateText: dt(v.end).us,
      monthlyRent: v.rent,
      securityDeposit: v.deposit,
      rentDueDay: 1,
      maxGuestStayDays: v.guest.days,
      managementCompany: MANAGER,
      housingProvider: v.owner,
      mailingAddress: v.office,
      acceptedPaymentMethods: ['Online Portal', 'ACH', 'Check', "Cashier's Check", 'Money Order'],
      lateFeePercentage: v.late.pct,
      gracePeriodDays: Number.parseInt(v.late.day, 10),
      nsfFeeFirst: 25,
      nsfFeeAdditional: 35,
      totalMoveInCost: v.total,
      proratedRent: v.prorated,
      rentDueDescription: due,
      paymentRecipient: v.payee,
      paymentAddress: v.office,
      officeHours: v.hours,
      nsfPolicy: nsf,
      depositReturnDays: 21,
      depositReturnCondition: ret,
      _notes: [
        'Apartment-community lease signed electronically: a one-page Lease Summary (coloured band with the leasing office, label/value grid, residents and occupants table with mobiles and e-mails, move-in charges table with a stated total), then twenty-two numbered sections with hanging numbers that refer back to the Summary, then addenda (utility billing, community policies with amenity hours, bed bug, mold and flood disclosures) and electronic signature stamps; running head and envelope footer from page 2.',
        'Dates, rent and deposit come from the Summary (the sections refer to them). The end date is written once, in the Summary (terminationDateText as written there); the month-to-month holdover after it is not the lease type. rentDueDescription is Section 4\u2019s phrase. Parking, storage and the billed utilities are not rent.',
        'Owner LLC acting through its managing agent (managementCompany). Notices go to the Manager at the leasing office address in the Summary (mailingAddress); checks and money orders go in the drop box at that leasing office (paymentAddress), made payable to the community name as written (paymentRecipient). Portal e-check or card, AutoPay ACH, personal check, cashier\u2019s check and money order; cash refused. officeHours from the Summary.',
        'Returned payments $25.00 the first time and $35.00 each later time (nsfFeeFirst, nsfFeeAdditional); nsfPolicy is that sentence of Section 7. Deposit: "within twenty-one (21) days \u2026 we will send you the security deposit \u2026": 21 days, the condition is the wording after "the security deposit". Guests: a consecutive-day limit and a yearly total are both stated; maxGuestStayDays is the consecutive limit.',
        ...v.notes,
      ],
    },
  }
}

export const template: Template = {
  id: 'california_community_summary',
  title: 'California apartment-community lease with a one-page Lease Summary and e-signatures',
  exercises:
    'Lease Summary page under a coloured community band (owner LLC or limited partnership, managing agent, apartment, beginning and ending dates MM/DD/YYYY, rent, deposit, late charge, returned-payment charges, parking or storage, leasing office address and hours in a label/value grid), residents-and-occupants table with mobiles and e-mails (two residents and a child, or one resident and a parent), move-in charges table with prorated rent and a prorated carport or a full month and a storage locker, and a stated total, application-fee distractor; addenda pages with pool, fitness-room and package hours and a utility billing fee as distractors; numbered sections with hanging numbers referring to the Summary: rent "on or before the first (1st) day of each calendar month", portal/AutoPay/check/cashier\u2019s check/money order payable to the community name in the office drop box, no cash, late after the 3rd (flat) or 4th (percentage), $25/$35 returned payments, 21-day deposit return under Civil Code 1950.5, consecutive-day and yearly guest limits, billed utilities, notices to the manager at the leasing office, month-to-month holdover wording; electronic signature stamps with an envelope ID',
  docs: [
    {
      name: 'tw12_ca_community_lease_elk_grove',
      build: () =>
        build({
          community: 'Cosumnes Terrace Apartments',
          leaseId: 'CT-2114-0727',
          envelope: '7D42-19AF-C3E0',
          owner: 'Cosumnes Terrace Owner, LLC',
          premises: '9185 Bruceville Road, Apt. 2114, Elk Grove, CA 95758',
          office: '9185 Bruceville Road, Building A, Elk Grove, CA 95758',
          officePhone: '(916) 555-0100',
          officeEmail: 'cosumnesterrace@larkspurliving.example.com',
          hours: 'Mon\u2013Fri 9:00 a.m.\u20136:00 p.m.; Sat 10:00 a.m.\u20135:00 p.m.',
          residents: [
            {
              p: person('Mateo', 'Quintana'),
              mobile: '(916) 555-0142',
              email: 'mateo.quintana@example.com',
              signedAt: '07/02/2027 6:41 PM PDT',
            },
            {
              p: person('Danielle', 'Brackenridge'),
              mobile: '(916) 555-0157',
              email: 'd.brackenridge@example.net',
              signedAt: '07/02/2027 7:05 PM PDT',
            },
          ],
          occupants: [{ p: person('Luc\u00eda', 'Quintana'), note: 'age 6' }],
          start: '2027-07-15',
          end: '2028-07-31',
          rent: 2185,
          deposit: 1500,
          parking: 'Carport space C-41, $35.00 per month (not rent)',
          moveIn: [
            ['Prorated rent, 07/15/2027 through 07/31/2027 (17 days)', 1198.23],
            ['Security Deposit', 1500],
            ['Carport C-41, 07/15/2027 through 07/31/2027', 19.19],
          ],
          total: 2717.42,
          prorated: 1198.23,
          late: {
            dayWords: 'third',
            day: '3rd',
            charge: 'a one-time late charge of $75.00',
            summary: '$75.00 if rent is unpaid after the 3rd',
            pct: null,
          },
          guest: { words: 'ten', days: 10, yearly: 21 },
          payee: 'Cosumnes Terrace Apartments',
          signer: 'Priya Raghunathan',
          notes: [
            'Two residents and a child occupant; the first resident\u2019s mobile and e-mail from the table. The term starts mid-month: the Summary states the prorated rent for July 15\u201331 (proratedRent) and the total due on or before the Beginning Date (totalMoveInCost, which includes a prorated carport charge). Late charge flat $75.00 after the 3rd (gracePeriodDays 3, lateFeePercentage null). Guests 10 consecutive days (21 days a year also stated).',
          ],
        }),
    },
    {
      name: 'tw12_ca_community_lease_chula_vista',
      build: () =>
        build({
          community: 'Palomar Flats',
          leaseId: 'PF-305-0227',
          envelope: 'A90B-4E17-6D2C',
          owner: 'EPS Palomar Partners, L.P.',
          premises: '1640 East Palomar Street, Unit 305, Chula Vista, CA 91913',
          office: '1640 East Palomar Street, Suite 100, Chula Vista, CA 91913',
          officePhone: '(619) 555-0109',
          officeEmail: 'palomarflats@larkspurliving.example.com',
          hours: 'Mon\u2013Sat 9:00 a.m.\u20135:30 p.m.; Sun 11:00 a.m.\u20134:00 p.m.',
          residents: [
            {
              p: person('Renata', 'Sol\u00eds'),
              mobile: '(619) 555-0118',
              email: 'renata.solis@example.org',
              signedAt: '01/18/2027 12:26 PM PST',
            },
          ],
          occupants: [{ p: person('Amparo', 'Sol\u00eds'), note: 'mother of resident' }],
          start: '2027-02-01',
          end: '2028-01-31',
          rent: 2340,
          deposit: 2000,
          parking: 'Open parking; storage locker L-12, $40.00 per month (not rent)',
          moveIn: [
            ['February 2027 rent', 2340],
            ['Security Deposit', 2000],
            ['Storage locker L-12, February 2027', 40],
          ],
          total: 4380,
          prorated: null,
          late: {
            dayWords: 'fourth',
            day: '4th',
            charge: 'a one-time late charge equal to five percent (5%) of the Monthly Rent',
            summary: '5% of Monthly Rent if rent is unpaid after the 4th',
            pct: 5,
          },
          guest: { words: 'seven', days: 7, yearly: 14 },
          payee: 'Palomar Flats',
          signer: 'Gavin Teodoro',
          notes: [
            'Limited-partnership owner (housingProvider as written) with the same managing agent; one resident and her mother as occupant. Term starts on the 1st: no prorated rent; the total due before the Beginning Date is the first month, the deposit and a storage locker (totalMoveInCost). Late charge 5% of the Monthly Rent after the 4th (lateFeePercentage 5, gracePeriodDays 4). Guests 7 consecutive days (14 days a year also stated).',
          ],
        }),
    },
  ],
}
