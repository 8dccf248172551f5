import { rgb } from 'pdf-lib'
import {
  dt,
  lastFirst,
  moneyWords,
  person,
  usd,
  type Built,
  type Person,
} from '../../former-heldout/lib'
import type { Template } from '../../former-heldout/template'
import { kit } from '../../third-writer/kit'
import { heading, pageNumbers, pairGrid, room, ruledTable, sign, signPair } from '../parts'

type V = {
  area: string
  agent: { name: string; office: string; mail: string; tel: string; hours: string }
  signer: string
  owner: string
  ownerLine: string
  their: string
  noticeAt: string
  residents: { p: Person; status: string; mobile: string; email: string }[]
  occupants: { p: Person; age: number }[]
  premises: string
  extras: string
  start: string
  end: string
  rent: number
  deposit: number
  petFee: string
  payText: string
  methods: string[]
  payee: string
  payAt: string
  late: { n: number; text: string; summary: string; pct: number | null }
  nsf: number
  guests: { text: string; n: number }
  pets: string
  signed: string
  notes: string[]
}

const ROMAN = [
  'I',
  'II',
  'III',
  'IV',
  'V',
  'VI',
  'VII',
  'VIII',
  'IX',
  'X',
  'XI',
  'XII',
  'XIII',
  'XIV',
  'XV',
  'XVI',
  'XVII',
]

const build = async (v: V): Promise<Built> => {
  const k = await kit({ serif: true, margin: 52, size: 9 })
  const { f } = k
  const top = k.w.height - 46
  k.w.page.drawText(v.agent.name, { x: k.L, y: top, size: 15, font: k.w.bold })
  k.w.page.drawText(`Residential leasing and management  \u2022  ${v.area}`, {
    x: k.L,
    y: top - 13,
    size: 8,
    font: f.italic,
    color: rgb(0.3, 0.3, 0.3),
  })
  const right = [
    `Leasing office: ${v.agent.office}`,
    `Mail: ${v.agent.mail}`,
    `Tel. ${v.agent.tel}`,
    `Office hours: ${v.agent.hours}`,
  ]
  right.forEach((l, i) =>
    k.w.page.drawText(l, {
      x: k.L + k.W - f.sans.widthOfTextAtSize(l, 7.2),
      y: top - 30 - i * 9,
      size: 7.2,
      font: f.sans,
    }),
  )
  k.w.page.drawLine({
    start: { x: k.L, y: top - 62 },
    end: { x: k.L + k.W, y: top - 62 },
    thickness: 0.8,
  })
  k.w.page.drawLine({
    start: { x: k.L, y: top - 65 },
    end: { x: k.L + k.W, y: top - 65 },
    thickness: 0.4,
  })
  k.w.y = top - 88
  k.centre('RESIDENTIAL LEASE AGREEMENT', 14, k.w.bold)
  k.centre('including the Servicemember Provisions of Article XIV', 8.4, f.italic)
  k.gap(4)
  heading(k, 'SCHEDULE OF TERMS', { size: 9.4, font: f.sansBold })
  const due = 'on or before the 1st day of each calendar month'
  pairGrid(
    k,
    [
      ['Owner', v.owner],
      ['Property Manager', v.agent.name],
      ['=Premises', v.premises],
      ['Lease Commencement', dt(v.start).us],
      ['Lease Expiration', dt(v.end).us],
      ['Monthly Rent', usd(v.rent)],
      ['Rent Due', due],
      ['Security Deposit', usd(v.deposit)],
      ['Pet Fee (non-refundable)', v.petFee],
      ['Late Charge', v.late.summary],
      ['Returned Payment Fee', usd(v.nsf)],
    ],
    { perRow: 2, labelW: 0.34, size: 8.6 },
  )
  ruledTable(
    k,
    ['Resident (LAST, First)', 'Status', 'Mobile', 'E-mail'],
    v.residents.map((r) => [lastFirst(r.p), r.status, r.mobile, r.email]),
    [0.3, 0.2, 0.18, 0.32],
    { size: 8.4, headFont: f.sansBold, font: f.sans },
  )
  k.w.y += 4
  k.line(
    `Authorized occupants (LAST, First; age): ${v.occupants.length ? v.occupants.map((o) => `${lastFirst(o.p)} (${o.age})`).join('; ') : 'none'}`,
    8.4,
    f.sans,
  )
  k.gap(4)

  const ret = `to Resident at the forwarding address Resident provides, with a written list of any charges made against it, no later than thirty (30) days after Resident surrenders possession and returns all keys`
  const nsf = `A returned-payment fee of ${usd(v.nsf)} will be charged for any check, money order or electronic payment that is dishonored, reversed or returned unpaid.`
  const articles: [string, string[]][] = [
    [
      'PARTIES AND AGENCY',
      [
        `This Residential Lease Agreement is entered into by ${v.ownerLine} (\u201cOwner\u201d), acting through ${v.their} property manager, ${v.agent.name} (\u201cManager\u201d), and the Resident or Residents named in the Schedule of Terms. Manager is authorized by Owner to sign this Lease, collect rent, hold the security deposit, and give and receive notices on Owner\u2019s behalf. Each Resident is responsible for the whole of every obligation under this Lease.`,
      ],
    ],
    [
      'PREMISES',
      [
        `Owner leases to Resident the dwelling at ${v.premises}, together with ${v.extras}, to be used only as a private residence by the Residents and the authorized occupants named in the Schedule of Terms.`,
      ],
    ],
    [
      'TERM',
      [
        `The term of this Lease begins on ${dt(v.start).us} and expires at 12:00 noon on ${dt(v.end).us}. Unless either party gives the other at least thirty (30) days\u2019 written notice before the expiration date, the tenancy will continue from month to month on the same terms until ended by thirty (30) days\u2019 written notice.`,
      ],
    ],
    [
      'RENT',
      [
        `Resident shall pay monthly rent of ${moneyWords(v.rent, 'upper')} in advance, ${due}, without demand and without deduction. If the term begins on a day other than the first, rent for the first month is prorated by the day.`,
      ],
    ],
    ['MANNER OF PAYMENT', [v.payText]],
    ['LATE CHARGES AND RETURNED PAYMENTS', [v.late.text, nsf]],
    [
      'SECURITY DEPOSIT',
      [
        `Resident has paid the Security Deposit shown in the Schedule of Terms, which Manager holds in an account used only for security deposits. Before Resident takes possession, Manager and Resident will inspect the Premises together and sign a written list of any existing damage, as Kentucky law requires.`,
        `Manager will return the Security Deposit ${ret}. The deposit may not be applied by Resident to the last month\u2019s rent.`,
      ],
    ],
    [
      'UTILITIES',
      [
        'Resident shall place electricity, natural gas, water, sewer and internet service in a Resident\u2019s name from the commencement date. Owner pays for garbage collection and lawn mowing.',
      ],
    ],
    [
      'OCCUPANCY AND GUESTS',
      [
        `Only the Residents and the authorized occupants may live in the Premises. ${v.guests.text} Any person staying longer must apply and be approved as a Resident.`,
      ],
    ],
    ['PETS', [v.pets]],
    [
      'MAINTENANCE AND REPAIRS',
      [
        'Resident shall keep the Premises clean and safe, replace air filters every sixty (60) days, and report any needed repair to Manager promptly in writing or through the resident portal. Resident will pay for damage caused by Resident, occupants or guests, beyond normal wear and tear.',
      ],
    ],
    [
      'ACCESS',
      [
        'Manager may enter the Premises at reasonable times to inspect, repair or show it, after giving at least two (2) days\u2019 notice, and at any time without notice in an emergency.',
      ],
    ],
    [
      'ALTERATIONS AND SMOKING',
      [
        'Resident shall not paint, change locks, install satellite dishes or make other alterations without Manager\u2019s written consent. Smoking of any kind is not allowed inside the dwelling or garage.',
      ],
    ],
    [
      'SERVICEMEMBER PROVISIONS',
      [
        'If a Resident is, or during the term becomes, a member of the U.S. Armed Forces on active duty, and receives permanent change of station orders, orders to deploy with a military unit for ninety (90) days or more, or orders to move into government quarters, that Resident may end this Lease by giving Manager written notice together with a copy of the orders or a letter from the commanding officer. Termination takes effect thirty (30) days after the next date on which rent is due after the notice is delivered.',
        'A Resident who ends this Lease under this Article owes rent only through the effective date of termination and no early-termination charge. The Security Deposit is returned as set out in Article VII. Discharge, retirement or separation from service does not give a right to terminate under this Article.',
      ],
    ],
    [
      'NOTICES',
      [
        `Notices to Owner or Manager must be in writing and either handed in at the leasing office during office hours or mailed to Owner in care of Manager at ${v.noticeAt}. Notices to Resident may be delivered to the Premises or sent to the e-mail addresses listed in the Schedule of Terms.`,
      ],
    ],
    [
      'DEFAULT',
      [
        'If Resident fails to pay rent when due or breaks any other term of this Lease, Manager may give the notice the Kentucky Uniform Residential Landlord and Tenant Act allows and, if the default is not cured, end this Lease and recover possession, unpaid rent and damages.',
      ],
    ],
    [
      'ENTIRE AGREEMENT',
      [
        'This Lease, its Schedule of Terms, the move-in inspection list and any addendum signed by the parties are the whole agreement. Any change must be in writing and signed by Resident and Manager.',
      ],
    ],
  ]
  articles.forEach(([title, paras], i) => {
    heading(k, `ARTICLE ${ROMAN[i] ?? String(i + 1)}  \u2014  ${title}`, {
      size: 8.6,
      font: f.sansBold,
      centre: true,
    })
    k.w.y += 3
    for (const para of paras) k.p(para, { size: 9, after: 4 })
  })

  room(k, 190)
  k.gap(8)
  k.p('IN WITNESS WHEREOF, the parties have signed this Lease on the dates written below.', {
    size: 9,
  })
  k.gap(2)
  for (let i = 0; i < v.residents.length; i += 2) {
    const a = v.residents[i]
    const b = v.residents[i + 1]
    signPair(
      k,
      a ? [`RESIDENT: ${a.p.full}`, `Date: ${dt(v.signed).us}`] : [''],
      b ? [`RESIDENT: ${b.p.full}`, `Date: ${dt(v.signed).us}`] : [''],
    )
  }
  k.gap(4)
  k.line(`OWNER: ${v.owner}`, 8.6, f.sansBold)
  k.line(`By: ${v.agent.name}, ${v.their} Property Manager and authorized agent`, 8.4, f.sans)
  sign(k, `By: ${v.signer}, Leasing Manager`, { under: [`Date: ${dt(v.signed).us}`], width: 260 })
  pageNumbers(
    k,
    (i, n) => `Residential Lease Agreement  \u2014  Page ${i} of ${n}  \u2014  Initials ______`,
    {
      align: 'center',
    },
  )

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
      maxGuestStayDays: v.guests.n,
      managementCompany: v.agent.name,
      housingProvider: v.owner,
      mailingAddress: v.noticeAt,
      acceptedPaymentMethods: v.methods,
      lateFeePercentage: v.late.pct,
      gracePeriodDays: v.late.n,
      nsfFeeFirst: v.nsf,
      rentDueDescription: due,
      paymentRecipient: v.payee,
      paymentAddress: v.payAt,
      officeHours: v.agent.hours,
      nsfPolicy: nsf,
      depositReturnDays: 30,
      depositReturnCondition: ret,
      _notes: [
        'Property manager\u2019s house lease for a town beside an Army post: manager\u2019s letterhead with the leasing office (with a suite), a separate mailing P.O. box, phone and office hours at the right; a Schedule of Terms grid of shaded labels two to a row (owner, manager, premises, MM/DD/YYYY commencement and expiration, rent, due phrase, deposit, pet fee, late charge, returned-payment fee); a residents table with names LAST, First, status, mobiles and e-mails (first-listed resident\u2019s contacts); occupants line LAST, First with ages; seventeen Roman-numbered articles under centred heads, a servicemember article; the owner signs by the manager as its property manager.',
        'rentDueDescription is the due phrase of the Schedule (repeated in Article IV with the rent in capital words). terminationDateText is the expiration date as written (MM/DD/YYYY); the month-to-month continuation after it does not make the lease month-to-month. nsfPolicy is the returned-payment sentence of Article VI; depositReturnCondition the words after "return the Security Deposit" in Article VII. The pet fee is not rent. officeHours are the manager\u2019s office hours in the letterhead. mailingAddress is where notices to the owner are mailed (in care of the manager).',
        ...v.notes,
      ],
    },
  }
}

export const template: Template = {
  id: 'kentucky_military_town_lease',
  title:
    'Kentucky property manager\u2019s house lease for a military town, with a Schedule of Terms and a servicemember article',
  exercises:
    'manager\u2019s serif letterhead with an area line and a right-aligned block (leasing office with a suite, mailing P.O. box, phone, office hours), centred title, Schedule of Terms grid of shaded labels two to a row (owner an LLC or a married couple, manager, premises with the unit first or none, MM/DD/YYYY commencement and expiration, rent, due phrase "on or before the 1st day of each calendar month", deposit, non-refundable pet fee, late charge summary, returned-payment fee), residents table LAST, First with status (servicemember, spouse), mobiles and e-mails (a soldier and spouse, or two soldiers sharing), occupants line LAST, First with ages or none, seventeen Roman-numbered articles under centred sans heads: agency, premises with extras, term with month-to-month continuation, rent in capital words and figures, payment (portal, cashier\u2019s checks and money orders at the office, or bank draft and checks or money orders mailed to a payment P.O. box), late charge after a time on the Nth day (flat, or a percentage of rent), returned-payment sentence, deposit held in a separate account with a 30-day return to a forwarding address, guests (days in six months, or consecutive days), pets, access, servicemember termination, notices in care of the manager at its P.O. box or office; residents\u2019 signature pairs and an owner block signed by the manager',
  docs: [
    {
      name: 'tw15_ky_military_lease_radcliff',
      build: () =>
        build({
          area: 'Hardin and Meade Counties',
          agent: {
            name: 'Hardin Gate Property Services, Inc.',
            office: '1840 North Dixie Boulevard, Suite 4, Radcliff, KY 40160',
            mail: 'P.O. Box 2207, Radcliff, KY 40159-2207',
            tel: '(270) 555-0146',
            hours: 'Mon.\u2013Fri. 9:00 a.m. to 6:00 p.m.; Sat. 10:00 a.m. to 2:00 p.m.',
          },
          signer: 'Terrence Mulholland',
          owner: 'Knox Ridge Rentals, LLC',
          ownerLine: 'Knox Ridge Rentals, LLC, a Kentucky limited liability company',
          their: 'its',
          noticeAt: 'P.O. Box 2207, Radcliff, KY 40159-2207',
          residents: [
            {
              p: person('Colton', 'Abernathy'),
              status: 'Servicemember (SSG, U.S. Army)',
              mobile: '(270) 555-0173',
              email: 'colton.abernathy@example.com',
            },
            {
              p: person('Brianna', 'Abernathy'),
              status: 'Spouse',
              mobile: '(270) 555-0118',
              email: 'bri.abernathy@example.net',
            },
          ],
          occupants: [
            { p: person('Lily', 'Abernathy'), age: 7 },
            { p: person('Owen', 'Abernathy'), age: 4 },
          ],
          premises: '2118 Ridgecrest Drive, Radcliff, KY 40160',
          extras: 'the attached two-car garage and the fenced rear yard',
          start: '2027-07-01',
          end: '2028-06-30',
          rent: 1395,
          deposit: 1395,
          petFee: 'None',
          payText:
            'Rent may be paid online through the Manager\u2019s resident portal, or by cashier\u2019s check or money order payable to "Hardin Gate Property Services, Inc." and delivered to the leasing office at 1840 North Dixie Boulevard, Suite 4, Radcliff, KY 40160. Personal checks and cash are not accepted.',
          methods: ['Online Portal', "Cashier's Check", 'Money Order'],
          payee: 'Hardin Gate Property Services, Inc.',
          payAt: '1840 North Dixie Boulevard, Suite 4, Radcliff, KY 40160',
          late: {
            n: 5,
            pct: null,
            summary: '$75.00 if unpaid after 11:59 p.m. on the 5th',
            text: 'If any rent remains unpaid after 11:59 p.m. on the fifth (5th) day of the month, Resident shall pay a late charge of $75.00.',
          },
          nsf: 35,
          guests: {
            text: 'No guest may stay at the Premises for more than fourteen (14) days in any six (6) month period without Manager\u2019s written consent.',
            n: 14,
          },
          pets: 'No pets are permitted without a separate signed pet agreement. An assistance animal is not a pet.',
          signed: '2027-06-14',
          notes: [
            'An LLC owner with a property manager; a soldier and his spouse are the residents (the soldier is listed first and gives the contacts) and their two children are occupants. Notices go to the owner in care of the manager at its mailing P.O. box (mailingAddress), while rent is paid at the leasing office (paymentAddress) to the manager (paymentRecipient). Portal, cashier\u2019s checks and money orders; personal checks and cash refused. Flat late charge after the 5th (gracePeriodDays 5). Guests "fourteen (14) days in any six (6) month period".',
          ],
        }),
    },
    {
      name: 'tw15_ky_military_lease_oak_grove',
      build: () =>
        build({
          area: 'Christian and Todd Counties',
          agent: {
            name: 'Pennyrile Gate Realty & Management, LLC',
            office: 'Suite 120, 410 Walter Garrett Lane, Oak Grove, KY 42262',
            mail: 'P.O. Box 611, Oak Grove, KY 42262',
            tel: '(270) 555-0127',
            hours: 'Monday through Friday, 8:30 a.m. to 5:30 p.m.',
          },
          signer: 'Alisha Greenwell-Potts',
          owner: 'Harold R. Whitcomb and Denise L. Whitcomb',
          ownerLine: 'Harold R. Whitcomb and Denise L. Whitcomb, husband and wife',
          their: 'their',
          noticeAt: 'Suite 120, 410 Walter Garrett Lane, Oak Grove, KY 42262',
          residents: [
            {
              p: person('Nolan', 'Desrosiers'),
              status: 'Servicemember (SPC, U.S. Army)',
              mobile: '(931) 555-0162',
              email: 'nolan.desrosiers@example.org',
            },
            {
              p: person('Ifeanyi', 'Okafor'),
              status: 'Servicemember (SGT, U.S. Army)',
              mobile: '(270) 555-0184',
              email: 'i.okafor@example.com',
            },
          ],
          occupants: [],
          premises: 'Unit B, 412 Thompsonville Lane, Oak Grove, KY 42262',
          extras: 'one assigned parking space marked B and use of the shared laundry room',
          start: '2027-10-01',
          end: '2028-03-31',
          rent: 1025,
          deposit: 1000,
          petFee: '$300.00 (one dog); pet rent $25.00 per month',
          payText:
            'Rent may be paid by automatic monthly bank draft (ACH) arranged through the Manager\u2019s office, or by personal check, cashier\u2019s check or money order made payable to "Pennyrile Gate Realty & Management, LLC" and mailed to P.O. Box 611, Oak Grove, KY 42262. Cash is not accepted at any time.',
          methods: ['ACH', 'Check', "Cashier's Check", 'Money Order'],
          payee: 'Pennyrile Gate Realty & Management, LLC',
          payAt: 'P.O. Box 611, Oak Grove, KY 42262',
          late: {
            n: 3,
            pct: 5,
            summary: '5% of monthly rent if unpaid at 5:00 p.m. on the 3rd',
            text: 'If rent is not received by 5:00 p.m. on the third (3rd) day of the month, Resident shall pay a late charge equal to five percent (5%) of the monthly rent.',
          },
          nsf: 40,
          guests: {
            text: 'No guest may stay at the Premises for more than ten (10) consecutive days without Manager\u2019s written consent.',
            n: 10,
          },
          pets: 'One dog under 40 pounds is approved under the pet agreement signed with this Lease, for the non-refundable pet fee and the monthly pet rent shown in the Schedule of Terms; pet rent is not part of the monthly rent.',
          signed: '2027-09-20',
          notes: [
            'A married couple own the duplex unit and act through a property manager, which signs the lease for them. Two soldiers share the unit as residents (first listed gives the contacts); no occupants. Rent by bank draft (ACH), checks, cashier\u2019s checks or money orders payable to the manager and mailed to its payment P.O. box (paymentAddress); notices go to the owners in care of the manager at its office, with the suite written first (mailingAddress). Six-month term. Late charge of 5% of the rent after 5:00 p.m. on the 3rd (lateFeePercentage 5, gracePeriodDays 3). Pet fee and pet rent are not rent. Guests "ten (10) consecutive days".',
          ],
        }),
    },
  ],
}
