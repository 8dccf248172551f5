import {
  dt,
  ordinal,
  person,
  usd,
  wrapText,
  type Built,
  type Person,
} from '../../former-heldout/lib'
import type { Template } from '../../former-heldout/template'
import { kit, type Kit } from '../../third-writer/kit'
import { boxedText, heading, hanging, pageNumbers, room, signPair } from '../parts'

type V = {
  community: string
  tagline: string
  owner: string
  manager: string | null
  office: string
  officeTel: string
  hours: string
  amenityHours: string
  residents: Person[]
  contact: string
  firstTel: string
  email: string
  occupants: { p: Person; note: string }[]
  lot: string
  start: string
  end: string | null
  prospectus: string
  home: string[]
  rent: number
  charges: [string, number][]
  totalMonthly: number
  deposit: number
  utilityNote: string
  lateDay: { words: string; n: number }
  lateFee: string
  payText: string
  methods: string[]
  payee: string
  notices: string
  noticesAddr: string
  signer: string
  signed: string
  notes: string[]
}

/** A particulars line: label, a row of leader dots, and the typed value at a tab (wrapping under itself). */
const leader = (k: Kit, label: string, value: string, tab = 214) => {
  const size = 9.2
  const lines = wrapText(value, k.f.mono, 9, k.W - tab)
  room(k, lines.length * 11.5 + 4)
  k.w.page.drawText(label, { x: k.L, y: k.w.y, size, font: k.w.regular })
  const start = k.L + k.w.regular.widthOfTextAtSize(label, size) + 4
  const dot = k.w.regular.widthOfTextAtSize('.', size) + 1.6
  const dots = '.'.repeat(Math.max(2, Math.floor((k.L + tab - 6 - start) / dot)))
  k.w.page.drawText(dots.split('').join(' '), {
    x: start,
    y: k.w.y,
    size: size * 0.8,
    font: k.w.regular,
  })
  lines.forEach((l, i) =>
    k.w.page.drawText(l, { x: k.L + tab, y: k.w.y - i * 11.5, size: 9, font: k.f.mono }),
  )
  k.w.y -= lines.length * 11.5 + 3
}

const build = async (v: V): Promise<Built> => {
  const k = await kit({ serif: true, margin: 60, size: 9.2 })
  const { f } = k
  k.w.y = k.w.height - 52
  const spaced = v.community.toUpperCase().split('').join(' ')
  k.centre(spaced, 13, f.bold)
  k.centre(v.tagline, 8.4, f.italic)
  k.centre(`Community Office: ${v.office}  \u00b7  ${v.officeTel}`, 8, f.regular)
  k.w.page.drawLine({
    start: { x: k.L, y: k.w.y + 4 },
    end: { x: k.L + k.W, y: k.w.y + 4 },
    thickness: 0.8,
  })
  k.w.page.drawLine({
    start: { x: k.L, y: k.w.y + 1.5 },
    end: { x: k.L + k.W, y: k.w.y + 1.5 },
    thickness: 0.4,
  })
  k.gap(14)
  k.centre('MANUFACTURED HOME LOT RENTAL AGREEMENT', 13.5, f.bold)
  k.centre('(Mobile home park tenancy \u2014 Chapter 723, Florida Statutes)', 8.6, f.italic)
  k.gap(6)
  heading(k, 'PART 1.  PARTICULARS', { size: 9.8 })
  leader(k, 'Park Owner', v.owner)
  leader(k, 'Community Manager', v.manager ?? 'None \u2014 managed by the Park Owner')
  leader(k, 'Homeowner(s) (\u201cResident\u201d)', v.residents.map((r) => r.full).join(' and '))
  leader(k, 'Resident telephone and e-mail', `${v.contact}; ${v.email}`)
  leader(
    k,
    'Other approved occupant(s)',
    v.occupants.length ? v.occupants.map((o) => `${o.p.full} (${o.note})`).join('; ') : 'None',
  )
  leader(k, 'Lot', v.lot)
  leader(
    k,
    'Term',
    v.end
      ? `One year, commencing ${dt(v.start).long} and expiring ${dt(v.end).long}`
      : `Month to month, commencing ${dt(v.start).long}`,
  )
  leader(k, 'Prospectus', v.prospectus)
  heading(k, 'PART 2.  THE HOME', { size: 9.8 })
  k.table(
    [['Year', 'Manufacturer', 'Model', 'Serial no(s).', 'Size', 'Title no(s).'], v.home],
    [0.08, 0.2, 0.17, 0.22, 0.13, 0.2],
    { head: true, size: 8.2, shade: 0.9 },
  )
  heading(k, 'PART 3.  MONTHLY CHARGES AND DEPOSIT', { size: 9.8 })
  leader(k, 'Base lot rent', usd(v.rent), 330)
  for (const [label, amount] of v.charges) leader(k, label, usd(amount), 330)
  leader(k, 'Total monthly charges', usd(v.totalMonthly), 330)
  leader(k, 'Security deposit (paid once, at signing)', usd(v.deposit), 330)
  k.p(v.utilityNote, { size: 8.2, font: f.italic, after: 6 })

  heading(k, 'PART 4.  TERMS AND CONDITIONS', { size: 9.8 })
  let n = 0
  const t = (head: string, text: string) =>
    hanging(k, `${++n}.`, head, text, { size: 9, indent: 18, headFont: f.bold })
  const due = 'due on the first day of each month'
  t(
    'LOT RENT.',
    `The base lot rent and the other monthly charges in Part 3 are ${due}, in advance. A late fee of ${v.lateFee} is charged on any payment not received by 5:00 p.m. on the ${v.lateDay.words} (${ordinal(v.lateDay.n)}) day of the month.`,
  )
  t('HOW TO PAY.', v.payText)
  const nsf = 'A service charge of $40.00 is due for each check or bank draft returned unpaid.'
  t(
    'RETURNED PAYMENTS.',
    `${nsf} After a second returned payment, Resident must pay by money order or cashier\u2019s check for the following twelve months.`,
  )
  const ret =
    'within fifteen (15) days after Resident has vacated the lot, removed the home and paid all charges due, less any unpaid lot rent, charges or cost of restoring the lot, with a written statement of any amount kept'
  t(
    'SECURITY DEPOSIT.',
    `The security deposit is held in a separate account of the Park Owner and does not bear interest. The Park Owner will refund the security deposit ${ret}.`,
  )
  t(
    'CHANGES IN LOT RENTAL AMOUNT.',
    'The base lot rent, pass-through charges and user fees may be increased only as Chapter 723 allows and only after at least ninety (90) days\u2019 written notice to Resident of the increase and of the date it takes effect.',
  )
  t(
    'RESIDENTS, OCCUPANTS AND GUESTS.',
    'Only the Resident and the approved occupants named in Part 1 may live in the home; at least one must be fifty-five (55) years of age or older. A guest may stay in the home no more than thirty (30) days in any calendar year; a person who wishes to stay longer must apply and be approved as an occupant. Guests must register at the Community Office and follow the rules.',
  )
  t(
    'THE HOME AND THE LOT.',
    'Resident will keep the home anchored and tied down as Florida law requires, keep skirting, steps and carport in good repair, keep the lot mowed and free of debris, and obtain the Park Owner\u2019s written approval before adding a shed, room or carport or removing a tree.',
  )
  t(
    'RULES AND AMENITIES.',
    `Resident has received the community rules and regulations with the prospectus and will follow them as lawfully amended. ${v.amenityHours}`,
  )
  t(
    'SALE OF THE HOME.',
    'Resident may sell the home in place. Resident will give the Community Office written notice of a sale, and a purchaser who wishes to remain in the community must apply and be approved before occupying the home.',
  )
  t(
    'ENDING THE TENANCY.',
    `${v.end ? 'At the end of the term this Agreement renews for further terms of one year on the terms then in effect, unless Resident gives notice of leaving. ' : ''}Resident may end the tenancy by giving at least thirty (30) days\u2019 written notice and removing or selling the home. The Park Owner may end it only on the grounds and with the notice section 723.061, Florida Statutes, provides.`,
  )
  t('NOTICES.', `${v.notices} ${v.noticesAddr}. Notices to Resident are delivered to the home.`)
  t(
    'ENTIRE AGREEMENT.',
    'This Agreement, the prospectus and its exhibits, and the rules and regulations are the whole agreement. If any of them conflicts with Chapter 723, Florida Statutes, the statute controls.',
  )
  k.gap(4)
  boxedText(
    k,
    `RECEIPT OF PROSPECTUS. Resident acknowledges receipt of the prospectus for ${v.community} (${v.prospectus}), with all exhibits, before signing this Agreement.   Initials: ______  ______`,
    { size: 8.4, fill: 0.94 },
  )
  room(k, 120)
  k.gap(8)
  k.p(`Executed on ${dt(v.signed).long}.`, { after: 12 })
  signPair(
    k,
    [`PARK OWNER: ${v.owner}`, `By: ${v.signer}`],
    [`RESIDENT: ${v.residents[0]?.full ?? ''}`],
  )
  if (v.residents[1]) signPair(k, [''], [`RESIDENT: ${v.residents[1].full}`])
  pageNumbers(
    k,
    (i, total) => `${v.community} \u2014 Lot Rental Agreement \u2014 Page ${i} of ${total}`,
    {
      align: 'center',
      font: f.italic,
    },
  )
  return {
    pdf: await k.w.save(),
    truth: {
      tenants: v.residents,
      additionalOccupants: v.occupants.length ? v.occupants.map((o) => o.p) : null,
      tenantEmail: v.email,
      tenantPhone: v.firstTel,
      premisesAddress: v.lot,
      leaseType: v.end ? 'fixed-term' : 'month-to-month',
      startDate: v.start,
      endDate: v.end,
      terminationDateText: v.end ? dt(v.end).long : null,
      monthlyRent: v.rent,
      securityDeposit: v.deposit,
      rentDueDay: 1,
      maxGuestStayDays: 30,
      managementCompany: v.manager,
      housingProvider: v.owner,
      mailingAddress: v.noticesAddr,
      acceptedPaymentMethods: v.methods,
      gracePeriodDays: v.lateDay.n,
      nsfFeeFirst: 40,
      rentDueDescription: due,
      paymentRecipient: v.payee,
      paymentAddress: v.office,
      officeHours: v.hours,
      nsfPolicy: nsf,
      depositReturnDays: 15,
      depositReturnCondition: ret,
      _notes: [
        'Florida manufactured-home lot rental agreement (the resident owns the home and rents the lot): letter-spaced community name over a double rule, Part 1 particulars as leader-dot lines with typed values, Part 2 a table describing the home (serial and title numbers), Part 3 monthly charges and deposit as leader-dot lines, Part 4 numbered terms with capitalised run-in heads, a shaded prospectus receipt box and signatures; italic page footers.',
        'monthlyRent is the base lot rent; the pass-through charges, user fees and the "Total monthly charges" line are not rent. The lot, as Part 1 writes it, is the premises. Charges are "due on the first day of each month" (rentDueDescription); the late fee applies to payments "not received by 5:00 p.m. on the [Nth] day" (gracePeriodDays N). nsfPolicy is the service-charge sentence. The deposit is refunded "within fifteen (15) days after \u2026" (condition: the wording after "refund the security deposit").',
        'Guests "no more than thirty (30) days in any calendar year": 30. officeHours are the Community Office hours in the payment clause; amenity hours are distractors. paymentAddress is the Community Office where payments are delivered; paymentRecipient the payee after "payable to".',
        ...v.notes,
      ],
    },
  }
}

export const template: Template = {
  id: 'florida_home_lot_agreement',
  title: 'Florida manufactured-home community lot rental agreement',
  exercises:
    'letter-spaced community heading with office address and phone, particulars as leader-dot lines with typed values (park owner LLC with a community manager or a residents\u2019 cooperative managing itself, homeowner couple or a widow with a live-in caregiver as occupant, one contact line, lot number before the street, one-year term in long dates with yearly renewal or month to month, prospectus number), a table describing the home with serial and title numbers, monthly charges with base lot rent, pass-through and user fees and a total (distractors), deposit, numbered terms with capitalised run-in heads: charges due on the first, late after 5:00 p.m. on the tenth or fifth day, check/money order to the office or its payment box and ACH draft or mail, $40 returned-payment service charge, 15-day deposit refund, 90-day notice of increases, 55-and-over occupancy with guests 30 days a calendar year, amenity-hours distractors, sale in place, statutory termination, notices to the manager\u2019s P.O. box or the cooperative\u2019s office, prospectus receipt box',
  docs: [
    {
      name: 'tw12_fl_home_lot_zephyrhills',
      build: () =>
        build({
          community: 'Cypress Hollow',
          tagline: 'A 55-and-over manufactured home community',
          owner: 'Cypress Hollow MHC, LLC',
          manager: 'Sunbelt Community Management, Inc.',
          office: '38100 Hollow Oak Drive, Zephyrhills, FL 33541',
          officeTel: '(813) 555-0102',
          hours: 'Monday through Friday, 9:00 a.m. to 3:00 p.m.',
          amenityHours:
            'The clubhouse is open 7:00 a.m. to 10:00 p.m. daily and the pool from dawn to dusk; the shuffleboard courts close at 9:00 p.m.',
          residents: [person('Walter', 'Haverkamp'), person('Bernadette', 'Haverkamp')],
          contact: '(813) 555-0146 (home), (813) 555-0159 (Bernadette, cell)',
          firstTel: '(813) 555-0146',
          email: 'wb.haverkamp@example.net',
          occupants: [],
          lot: 'Lot 112, 5207 Hawk Nest Loop, Zephyrhills, FL 33541',
          start: '2027-04-01',
          end: '2028-03-31',
          prospectus: 'Prospectus No. 5130712P, as amended',
          home: [
            '2019',
            'Gulfbreeze Coachworks',
            'Heron 28',
            'GBC19F40217A/B',
            '28 x 56 ft',
            '1193872 / 1193873',
          ],
          rent: 745,
          charges: [
            ['Pass-through: county stormwater and fire assessment', 18.25],
            ['User fee: garbage and recycling collection', 22],
          ],
          totalMonthly: 785.25,
          deposit: 500,
          utilityNote:
            'Water and sewer are metered at the lot and billed monthly in addition to the charges above; electricity is supplied and billed to Resident directly by the utility.',
          lateDay: { words: 'tenth', n: 10 },
          lateFee: '$25.00',
          payText:
            'Pay by check or money order made payable to Cypress Hollow MHC, LLC, delivered to the Community Office at 38100 Hollow Oak Drive, Zephyrhills, FL 33541 or left in the locked payment box beside its door, or by automatic monthly bank draft (ACH) after signing the Manager\u2019s draft authorization. The Community Office is open Monday through Friday, 9:00 a.m. to 3:00 p.m. Cash is not accepted.',
          methods: ['Check', 'Money Order', 'ACH'],
          payee: 'Cypress Hollow MHC, LLC',
          notices:
            'Notices to the Park Owner must be in writing and mailed to the Park Owner in care of its Community Manager at',
          noticesAddr: 'P.O. Box 5528, Wesley Chapel, FL 33543',
          signer:
            'Sunbelt Community Management, Inc., Manager, by Carla Jeannotte, Community Manager',
          signed: '2027-03-12',
          notes: [
            'LLC park owner with a community manager (managementCompany). Notices go to the Park Owner in care of the manager\u2019s P.O. box (mailingAddress); payments are delivered to the Community Office (paymentAddress), payable to the LLC; check, money order and ACH draft, no cash. A married couple are the homeowners; the contact line lists the home telephone first (tenantPhone) and one e-mail. One-year term with yearly renewal (fixed-term; terminationDateText as written in Part 1). Late after the tenth day.',
          ],
        }),
    },
    {
      name: 'tw12_fl_home_lot_sebring_scan',
      build: () =>
        build({
          community: 'Jacaranda Shores',
          tagline: 'A resident-owned manufactured home community for persons 55 and over',
          owner: 'Jacaranda Shores Residents\u2019 Cooperative, Inc.',
          manager: null,
          office: 'Clubhouse, 2100 Jacaranda Shores Drive, Sebring, FL 33870',
          officeTel: '(863) 555-0117',
          hours: 'Tuesday, Wednesday and Thursday, 10:00 a.m. to 2:00 p.m.',
          amenityHours:
            'The library and card room are open 8:00 a.m. to 9:00 p.m.; the boat dock and fishing pier close at sunset.',
          residents: [person('Geraldine', 'Kinsella')],
          contact: '(863) 555-0162',
          firstTel: '(863) 555-0162',
          email: 'gkinsella@example.com',
          occupants: [{ p: person('Randall', 'Kinsella'), note: 'son, live-in caregiver' }],
          lot: 'Lot 47, 214 Coquina Circle, Sebring, FL 33870',
          start: '2027-06-01',
          end: null,
          prospectus: 'Prospectus No. 2830044P',
          home: [
            '1998',
            'Brightwater Homes',
            'Key West II',
            'BWH2FL98-3315',
            '24 x 48 ft',
            '76120954',
          ],
          rent: 610,
          charges: [
            ['Pass-through: county solid waste assessment', 16.5],
            ['User fee: water and sewer (flat, not metered)', 38],
          ],
          totalMonthly: 664.5,
          deposit: 300,
          utilityNote:
            'Water and sewer are included in the flat user fee above; electricity, propane and telephone are arranged and paid by Resident directly.',
          lateDay: { words: 'fifth', n: 5 },
          lateFee: '$20.00',
          payText:
            'Pay by check or money order made payable to Jacaranda Shores Residents\u2019 Cooperative, Inc., delivered to the Cooperative office at the Clubhouse, 2100 Jacaranda Shores Drive, Sebring, FL 33870 during office hours (Tuesday, Wednesday and Thursday, 10:00 a.m. to 2:00 p.m.) or mailed to that address. The office cannot accept cash or card payments.',
          methods: ['Check', 'Money Order'],
          payee: 'Jacaranda Shores Residents\u2019 Cooperative, Inc.',
          notices:
            'Notices to the Park Owner must be in writing and delivered or mailed to the Secretary of the Cooperative at',
          noticesAddr: 'Clubhouse, 2100 Jacaranda Shores Drive, Sebring, FL 33870',
          signer: 'Delbert Haskins, President',
          signed: '2027-05-20',
          notes: [
            'A residents\u2019 cooperative owns and manages the community through its board and office (no managementCompany). Notices go to the Secretary at the Clubhouse (mailingAddress, "Clubhouse" kept as the document writes it; the addressee is not part of it); payments are delivered or mailed to the Cooperative office there (paymentAddress). One homeowner and her son as live-in caregiver (additionalOccupants). Month-to-month tenancy. Late after the fifth day.',
          ],
        }),
      scan: {
        dpi: 130,
        rotate: 0.5,
        shear: 0.009,
        contrast: 0.78,
        noise: 12,
        quality: 52,
        seed: 12606,
      },
    },
  ],
}
