import {
  dt,
  fill,
  numberWords,
  person,
  usd,
  type Built,
  type Person,
  type Seg,
} from '../../former-heldout/lib'
import type { Template } from '../../former-heldout/template'
import { kit } from '../../third-writer/kit'
import {
  andList,
  boxRow,
  framedBoxes,
  freshPage,
  initialsStrip,
  moneySchedule,
  ruledTable,
  sectionTab,
} from '../parts'

type V = {
  made: string
  owner: string
  manager: { name: string; office: string; tel: string; hours: string } | null
  tenants: { p: Person; cell: string; email: string }[]
  occupants: Person[]
  premises: string
  county: string
  included: [string, boolean][]
  start: string
  end: string
  prorated: { from: string; to: string; amount: number } | null
  rent: number
  payee: string
  payAt: string
  methods: [label: string, on: boolean, name: string][]
  late: { day: string; n: number; charge: string; pct: number | null }
  nsf: number
  deposit: number
  fees: [label: string, amount: number][]
  guests: { segs: Seg[]; days: number }
  utilities: [service: string, payer: string][]
  noticeTo: string
  noticeAddr: string
  extra: string[]
  ownerSigners: string[]
  notes: string[]
}

const words = (n: number) =>
  numberWords(Math.floor(n)).replace(
    /(^|[\s-])([a-z])/g,
    (_, a: string, b: string) => a + b.toUpperCase(),
  ) + ` and ${String(Math.round((n % 1) * 100)).padStart(2, '0')}/100 Dollars`

const build = async (v: V): Promise<Built> => {
  const k = await kit({ margin: 50, size: 8.9 })
  const { f } = k
  const S = 8.9
  const para = (segs: Seg[]) => k.p(segs, { size: S, leading: 1.42, after: 4.5, bottom: 60 })
  k.w.y = k.w.height - 44
  k.line('ARIZONA INDEPENDENT RENTAL OWNERS FORUM', 7.2, f.sansBold)
  k.gap(-1)
  k.line(
    'Members\u2019 residential form \u2014 single-family homes, townhomes and condominiums',
    7,
    f.sans,
  )
  k.gap(6)
  k.centre('RESIDENTIAL LEASE AGREEMENT', 16, f.sansBold)
  k.centre(
    'The Arizona Residential Landlord and Tenant Act, A.R.S. \u00a7\u00a7 33-1301 to 33-1381, governs this Lease.',
    7.6,
    f.italic,
  )
  k.gap(2)
  const tnames = andList(v.tenants.map((t) => t.p.full))

  sectionTab(k, '1', 'PARTIES AND MANAGEMENT')
  para([
    'This Lease is made on',
    fill(dt(v.made).us),
    'between',
    fill(v.owner),
    '(\u201cLandlord\u201d) and',
    fill(tnames),
    '(each and all, \u201cTenant\u201d). Each Tenant is jointly and severally liable for every obligation of this Lease.',
  ])
  boxRow(
    k,
    'Management:',
    [
      ['Landlord manages the Premises', !v.manager],
      ['Landlord has appointed the Property Manager named below', !!v.manager],
    ],
    { size: 8.4 },
  )
  const m = v.manager
  para([
    'Property Manager:',
    fill(m ? m.name : null, 150),
    ' Office:',
    fill(m ? m.office : null, 200),
    ' Telephone:',
    fill(m ? m.tel : null, 80),
    ' Office hours:',
    fill(m ? m.hours : null, 140),
  ])

  sectionTab(k, '2', 'PREMISES AND OCCUPANTS')
  para([
    'Landlord leases to Tenant the dwelling located at',
    fill(v.premises),
    ', County of',
    fill(v.county),
    ', Arizona (the \u201cPremises\u201d), with the following items marked:',
  ])
  boxRow(k, '', v.included, { size: 8.2, indent: 10 })
  para([
    'Besides the Tenant, only these persons may live at the Premises:',
    fill(v.occupants.length ? v.occupants.map((o) => o.full).join(', ') : 'None'),
  ])

  sectionTab(k, '3', 'TERM')
  para([
    'The term of this Lease begins on',
    fill(dt(v.start).us),
    'and ends at 11:59 p.m. on',
    fill(dt(v.end).us),
    '. Unless either party gives the other at least thirty (30) days\u2019 written notice before the end of the term, the tenancy then continues from month to month on the same terms.',
  ])

  sectionTab(k, '4', 'RENT AND HOW IT IS PAID')
  const due = 'due in advance on the 1st day of each month'
  para([
    'Tenant shall pay monthly rent of',
    fill(`${words(v.rent)} (${usd(v.rent)})`),
    ', due in advance on the',
    fill('1st'),
    'day of each month, without demand, offset or deduction.',
    ...(v.prorated
      ? [
          ' Rent for the first partial month, from',
          fill(dt(v.prorated.from).us),
          'through',
          fill(dt(v.prorated.to).us),
          ', is',
          fill(usd(v.prorated.amount)),
          'and is paid with the move-in amounts in Section 6.',
        ]
      : []),
  ])
  para([
    'Rent shall be payable to',
    fill(v.payee),
    'and delivered or mailed to',
    fill(v.payAt),
    ', or paid by a method marked here:',
  ])
  boxRow(
    k,
    '',
    v.methods.map(([label, on]) => [label, on]),
    { size: 8.2, indent: 10 },
  )
  para([
    'Payment is made only when received. Landlord may require certified funds after any returned payment.',
  ])

  sectionTab(k, '5', 'LATE CHARGES AND RETURNED PAYMENTS')
  para([
    'Rent not received by 5:00 p.m. on the',
    fill(v.late.day),
    'day of the month is late, and Tenant shall then pay a late charge of',
    fill(v.late.charge),
    '. A late charge is additional rent.',
  ])
  const nsf = `Tenant shall pay a charge of ${usd(v.nsf)} for each payment returned unpaid for any reason, in addition to any late charge.`
  para([
    'Tenant shall pay a charge of',
    fill(usd(v.nsf)),
    'for each payment returned unpaid for any reason, in addition to any late charge.',
  ])

  sectionTab(k, '6', 'DEPOSITS, FEES AND MOVE-IN AMOUNTS')
  const total =
    v.deposit + v.fees.reduce((s, [, a]) => s + a, 0) + (v.prorated ? v.prorated.amount : v.rent)
  moneySchedule(
    k,
    [
      { label: 'Refundable security deposit', amount: usd(v.deposit) },
      ...v.fees.map(([label, a]) => ({ label, amount: usd(a) })),
      {
        label: v.prorated
          ? 'Prorated rent for the first partial month'
          : 'Rent for the first month',
        amount: usd(v.prorated ? v.prorated.amount : v.rent),
      },
      { label: 'TOTAL DUE BEFORE OCCUPANCY', amount: usd(total), total: true },
    ],
    { size: 8.6, x: k.L + 20, width: k.W - 40 },
  )
  const ret =
    'less lawful charges itemized in writing, within fourteen (14) business days after the tenancy ends, possession is delivered and Tenant demands its return'
  para([
    `The total due before occupancy must be paid in certified funds before keys are released. The deposit is not a limit on Tenant\u2019s liability and may not be used by Tenant as the last month\u2019s rent. Landlord shall return the security deposit, ${ret}. Nonrefundable fees are stated as nonrefundable above, as A.R.S. \u00a7 33-1321 requires.`,
  ])

  sectionTab(k, '7', 'UTILITIES AND SERVICES')
  ruledTable(k, ['Utility or service', 'Paid by'], v.utilities, [0.6, 0.4], {
    size: 8.2,
    headFont: f.sansBold,
  })

  sectionTab(k, '8', 'GUESTS')
  para(v.guests.segs)

  sectionTab(k, '9', 'PETS, SMOKING AND POOL')
  boxRow(
    k,
    'Pets:',
    [
      ['No pets of any kind', true],
      ['Pets only as stated in a signed Pet Addendum', false],
    ],
    { size: 8.2 },
  )
  para([
    'No smoking or vaping inside the dwelling or garage. If the Premises has a pool or spa, Tenant acknowledges receipt of the Arizona pool safety notice.',
  ])

  sectionTab(k, '10', 'ACCESS, REPAIRS AND NOTICES')
  para([
    'Landlord may enter the Premises at reasonable times on two (2) days\u2019 notice, or at any time in an emergency. Tenant shall report needed repairs in writing.',
  ])
  para([
    'Notices to Landlord shall be delivered or mailed to',
    fill(v.noticeTo),
    fill(v.noticeAddr),
    '. Notices to Tenant may be delivered to the Premises or sent to the e-mail addresses on the signature page.',
  ])

  sectionTab(k, '11', 'ADDITIONAL TERMS')
  v.extra.forEach((t, i) => para([`${String.fromCharCode(97 + i)}.`, fill(t)]))

  sectionTab(k, '12', 'SIGNATURES')
  para([
    'Tenant has read this Lease, including the schedule in Section 6, and received a copy of it and of the Arizona Residential Landlord and Tenant Act (A.R.S. \u00a7 33-1322). The signature blocks below are part of this Lease.',
  ])
  if (k.w.y - Math.ceil(v.tenants.length / 2) * 118 - 150 < 60) freshPage(k)
  k.gap(8)
  for (let i = 0; i < v.tenants.length; i += 2)
    framedBoxes(
      k,
      v.tenants.slice(i, i + 2).map((t, j) => ({
        caption: `TENANT ${i + j + 1}`,
        w: 0.5,
        lines: [
          '_Signature                                                    Date',
          `Printed name: ${t.p.full}`,
          `Cell phone: ${t.cell}`,
          `E-mail: ${t.email}`,
        ],
      })),
      { size: 8.6 },
    )
  framedBoxes(
    k,
    [
      {
        caption: 'LANDLORD',
        w: 1,
        lines: [`Landlord: ${v.owner}`, ...v.ownerSigners.map((s) => `_${s}`)],
      },
    ],
    { size: 8.6 },
  )
  initialsStrip(
    k,
    'Tenant initials ______  ______      Landlord or agent initials ______',
    (i, n) => `Page ${i} of ${n}`,
    'Form AIRO-RL 04/2026',
  )

  const first = v.tenants[0]
  if (!first) throw new Error('no tenant')
  return {
    pdf: await k.w.save(),
    truth: {
      tenants: v.tenants.map((t) => t.p),
      additionalOccupants: v.occupants.length ? v.occupants : null,
      tenantEmail: first.email,
      tenantPhone: first.cell,
      premisesAddress: v.premises,
      leaseType: 'fixed-term',
      startDate: v.start,
      endDate: v.end,
      terminationDateText: dt(v.end).us,
      monthlyRent: v.rent,
      securityDeposit: v.deposit,
      rentDueDay: 1,
      maxGuestStayDays: v.guests.days,
      managementCompany: v.manager?.name ?? null,
      housingProvider: v.owner,
      mailingAddress: v.noticeAddr,
      acceptedPaymentMethods: v.methods.filter(([, on]) => on).map(([, , name]) => name),
      lateFeePercentage: v.late.pct,
      gracePeriodDays: v.late.n,
      nsfFeeFirst: v.nsf,
      totalMoveInCost: Math.round(total * 100) / 100,
      proratedRent: v.prorated?.amount ?? null,
      rentDueDescription: due,
      paymentRecipient: v.payee,
      paymentAddress: v.payAt,
      officeHours: v.manager?.hours ?? null,
      nsfPolicy: nsf,
      depositReturnDays: 14,
      depositReturnCondition: ret,
      _notes: [
        'Rental owners\u2019 association form: a small association line, a centred title and act line, twelve sections under dark numbered tabs with values typed into blanks in running sentences and check boxes (management, included items, payment methods, pets), a framed schedule of deposits, fees and move-in amounts with a total, a utilities table, framed signature boxes per tenant (printed name, cell phone, e-mail) and a landlord box, and an initials strip with the page count and form number at the foot of every page.',
        'rentDueDescription is the due phrase of Section 4 read with its blank ("1st"). Only marked payment boxes are listed. gracePeriodDays is the day of Section 5 ("by 5:00 p.m. on the Nth day"); nsfPolicy is the returned-payment sentence of Section 5 with its blank. totalMoveInCost is the schedule\u2019s TOTAL DUE BEFORE OCCUPANCY (the security deposit, the nonrefundable fee and the first rent); depositReturnCondition is the wording after "return the security deposit" in Section 6 (fourteen business days). The term may continue month to month after its end, so the lease is fixed-term. mailingAddress is the notice address of Section 10 without its addressee line. Tenant contacts are the first tenant\u2019s signature box.',
        ...v.notes,
      ],
    },
  }
}

const included = (on: string[]): [string, boolean][] =>
  [
    'Refrigerator',
    'Range/oven',
    'Dishwasher',
    'Microwave',
    'Washer',
    'Dryer',
    'Garage remote(s)',
    'Evaporative cooler',
  ].map((l) => [l, on.includes(l)])

export const template: Template = {
  id: 'arizona_owners_forum_form',
  title:
    'Arizona rental owners\u2019 association lease form with numbered dark tabs, typed blanks and a move-in schedule',
  exercises:
    'association line and centred title with the act line; twelve sections under dark numbered tabs, values typed into blanks in running sentences: lease date as MM/DD/YYYY, owner (an LLC with a property manager, or a married couple who manage the home) and tenants jointly and severally, management check boxes and a manager blank line (name, office with the suite first, phone, office hours, or left empty), premises (a house, or a duplex unit with the unit first) and county, included-items check boxes, occupants or "None", MM/DD/YYYY term with month-to-month continuation, rent in figures and title-case words with "and 00/100 Dollars", due phrase "due in advance on the 1st day of each month" with the day in a blank, a first partial month with its amount (one), payee and place of payment (the manager\u2019s office or the owners\u2019 P.O. box in another town), payment method check boxes (personal check, cashier\u2019s check, money order, cash, resident portal, ACH), late by 5:00 p.m. on the 3rd (five percent) or the 5th (flat with a daily add-on), returned-payment sentence with a blank, a framed schedule of deposit, nonrefundable fees, first rent and TOTAL DUE BEFORE OCCUPANCY, 14-business-day deposit return, utilities table, guests (days in six months, or consecutive days), pets check boxes, notices to a c/o line and P.O. box or the owners\u2019 P.O. box, lettered additional terms; framed signature boxes per tenant with printed name, cell phone and e-mail, a landlord box signed by the manager for the owner (one) or by both owners; initials strip with page count and form number on every page',
  docs: [
    {
      name: 'tw16_az_owners_form_sierra_vista',
      build: () =>
        build({
          made: '2027-03-02',
          owner: 'Carr Canyon Holdings, LLC',
          manager: {
            name: 'Copper Crest Property Management, LLC',
            office: 'Suite 204, 1875 East Calle Mercado, Sierra Vista, AZ 85635',
            tel: '520-555-0143',
            hours: 'Mon\u2013Fri 8:30 a.m.\u20135:00 p.m.; Sat by appointment',
          },
          tenants: [
            {
              p: person('Devon', 'Okafor'),
              cell: '520-555-0168',
              email: 'devon.okafor@example.com',
            },
            {
              p: person('Priya', 'Raman-Okafor'),
              cell: '520-555-0192',
              email: 'priya.ro@example.net',
            },
          ],
          occupants: [person('Amara', 'Okafor')],
          premises: '3342 South Paseo Lindo, Sierra Vista, AZ 85650',
          county: 'Cochise',
          included: included([
            'Refrigerator',
            'Range/oven',
            'Dishwasher',
            'Microwave',
            'Garage remote(s)',
          ]),
          start: '2027-03-15',
          end: '2028-03-31',
          prorated: { from: '2027-03-15', to: '2027-03-31', amount: 795.16 },
          rent: 1450,
          payee: 'Copper Crest Property Management, LLC',
          payAt: 'Suite 204, 1875 East Calle Mercado, Sierra Vista, AZ 85635',
          methods: [
            ['Personal check', true, 'Check'],
            ['Cashier\u2019s check', true, "Cashier's Check"],
            ['Money order', true, 'Money Order'],
            ['Cash', false, 'Cash'],
            ['Resident portal', true, 'Online Portal'],
            ['ACH / AutoPay', false, 'ACH'],
          ],
          late: { day: '3rd', n: 3, charge: 'five percent (5%) of the monthly rent', pct: 5 },
          nsf: 35,
          deposit: 1450,
          fees: [['Nonrefundable cleaning and redecorating fee', 250]],
          guests: {
            segs: [
              'No guest may stay at the Premises more than',
              fill('ten (10)'),
              'days in any',
              fill('six (6) month'),
              'period without Landlord\u2019s prior written consent. A guest who stays longer must apply as an occupant.',
            ],
            days: 10,
          },
          utilities: [
            ['Electricity', 'Tenant'],
            ['Natural gas', 'Tenant'],
            ['Water and sewer', 'Tenant'],
            ['Trash and recycling', 'Landlord'],
            ['Landscape service (front yard)', 'Landlord'],
            ['Internet and television', 'Tenant'],
          ],
          noticeTo: 'Landlord, c/o Copper Crest Property Management, LLC,',
          noticeAddr: 'P.O. Box 1187, Sierra Vista, AZ 85636',
          extra: [
            'Tenant maintains the backyard and keeps the gravel free of weeds.',
            'Monsoon season: Tenant keeps roof scuppers and yard drains clear.',
          ],
          ownerSigners: [
            'By Copper Crest Property Management, LLC, agent for Landlord',
            'Lorena Baca-Whitfield, Designated Broker                    Date',
          ],
          notes: [
            'An LLC owner with a property manager (managementCompany, office hours in the manager blank line), who signs for the owner. Rent is payable to the manager at its office (paymentAddress, the suite first); notices go to the owner in care of the manager at its P.O. box (mailingAddress, the c/o line excluded). Two tenants (the second with a hyphenated surname) and a child as occupant. The term starts mid-month with a stated first partial month (proratedRent) that is part of the total before occupancy (with the deposit and the cleaning fee). Five percent late charge after 5:00 p.m. on the 3rd. Guests ten days in any six-month period.',
          ],
        }),
    },
    {
      name: 'tw16_az_owners_form_kingman',
      build: () =>
        build({
          made: '2027-06-18',
          owner: 'Walter Pettigrew and Rosalind Pettigrew',
          manager: null,
          tenants: [
            { p: person('Corbin', 'Aldama'), cell: '928-555-0186', email: 'caldama@example.net' },
          ],
          occupants: [],
          premises: 'Unit B, 2718 Mesquite Flats Drive, Kingman, AZ 86409',
          county: 'Mohave',
          included: included([
            'Refrigerator',
            'Range/oven',
            'Washer',
            'Dryer',
            'Evaporative cooler',
          ]),
          start: '2027-07-01',
          end: '2028-06-30',
          prorated: null,
          rent: 1095,
          payee: 'Walter Pettigrew',
          payAt: 'P.O. Box 2261, Golden Valley, AZ 86413',
          methods: [
            ['Personal check', true, 'Check'],
            ['Cashier\u2019s check', false, "Cashier's Check"],
            ['Money order', true, 'Money Order'],
            ['Cash', false, 'Cash'],
            ['Resident portal', false, 'Online Portal'],
            ['ACH / AutoPay', false, 'ACH'],
          ],
          late: {
            day: '5th',
            n: 5,
            charge: '$50.00 plus $10.00 for each later day until paid',
            pct: null,
          },
          nsf: 30,
          deposit: 1095,
          fees: [['Nonrefundable cleaning fee', 150]],
          guests: {
            segs: [
              'A guest may stay no more than',
              fill('fourteen (14)'),
              'consecutive days, and no more than',
              fill('twenty (20)'),
              'days in any calendar year, unless Landlord agrees in writing.',
            ],
            days: 14,
          },
          utilities: [
            ['Electricity', 'Tenant'],
            ['Propane', 'Tenant'],
            ['Water (shared meter, duplex)', 'Landlord'],
            ['Septic pumping', 'Landlord'],
            ['Trash', 'Tenant'],
          ],
          noticeTo: 'Walter and Rosalind Pettigrew,',
          noticeAddr: 'P.O. Box 2261, Golden Valley, AZ 86413',
          extra: [
            'Tenant may use the carport on the east side of the duplex; Unit A uses the west side.',
            'Landlord services the evaporative cooler each April and October.',
          ],
          ownerSigners: [
            'Walter Pettigrew, Landlord                                     Date',
            'Rosalind Pettigrew, Landlord                                   Date',
          ],
          notes: [
            'A married couple who manage the duplex themselves: no managementCompany, the manager blank line is left empty and officeHours is null. Rent is payable to the husband and mailed to the couple\u2019s P.O. box in another town (paymentAddress), also the notice address (mailingAddress). One tenant, no occupants. Flat late charge with a daily add-on after 5:00 p.m. on the 5th (no percentage). Guests fourteen consecutive days (the calendar-year total is beside it).',
          ],
        }),
    },
  ],
}
