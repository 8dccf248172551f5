import { dt, fill, person, usd, type Built, type Person, type Seg } from '../../former-heldout/lib'
import type { Template } from '../../former-heldout/template'
import { kit } from '../../third-writer/kit'
import {
  boxRow,
  boxedText,
  heading,
  pageNumbers,
  room,
  signPair,
  stamp,
  underFields,
} from '../parts'

type V = {
  stamp: string[]
  landlord: string
  landlordTel: string
  landlordAddr: string
  agent: { name: string; tel: string; office: string; hours: string } | null
  tenants: {
    p: Person
    rank: string
    branch: string
    unit: string
    tel: string
    email: string
    sign: string
  }[]
  occupants: { p: Person; who: string; age: string }[]
  premises: string
  term: { kind: 'fixed'; start: string; end: string } | { kind: 'monthly'; start: string }
  rent: number
  late: { day: string; n: number; fee: number }
  nsf: number
  deposit: number
  petDeposit: string
  payee: string
  payAt: string
  boxes: [label: string, on: boolean, name: string][]
  zelle: string | null
  heat: string
  guests: { days: string; n: number }
  orders: string
  signed: string
  notes: string[]
}

const build = async (v: V): Promise<Built> => {
  const k = await kit({ margin: 50, size: 9 })
  const { f } = k
  k.w.y = k.w.height - 50
  k.w.page.drawText('DAKOTA RENTAL HOUSING ASSOCIATION', {
    x: k.L,
    y: k.w.y,
    size: 7.6,
    font: f.sansBold,
  })
  k.w.page.drawText('Form DRHA-7M (Rev. 1/2026)', { x: k.L, y: k.w.y - 9, size: 7, font: f.sans })
  stamp(k.w.page, f.sansBold, v.stamp, k.L + k.W - 150, k.w.y - 40, { angle: 7, size: 8.2 })
  k.w.y -= 34
  k.w.page.drawText('RESIDENTIAL LEASE', { x: k.L, y: k.w.y, size: 17, font: f.sansBold })
  k.w.y -= 15
  k.w.page.drawText('with Military Termination Clause', {
    x: k.L,
    y: k.w.y,
    size: 10.5,
    font: f.italic,
  })
  k.w.y -= 12
  k.p(
    'Type or print. Enter "NONE" or "N/A" where an item does not apply. Items under a rule are filled in by the parties; the printed captions below each rule say what goes there.',
    { size: 7.6, font: f.italic },
  )
  const sec = (t: string) => {
    heading(k, t, { size: 9.4, font: f.sansBold, bar: 0.8 })
    k.gap(6)
  }
  sec('SECTION A \u2014 PARTIES')
  underFields(k, [
    [v.landlord, 'LANDLORD (OWNER) \u2014 full legal name', 0.68],
    [v.landlordTel, 'LANDLORD TELEPHONE', 0.32],
  ])
  underFields(k, [[v.landlordAddr, 'LANDLORD\u2019S ADDRESS FOR NOTICES', 1]])
  underFields(k, [
    [v.agent ? v.agent.name : 'NONE', 'MANAGING AGENT, IF ANY', 0.68],
    [v.agent ? v.agent.tel : 'N/A', 'AGENT TELEPHONE', 0.32],
  ])
  if (v.agent)
    underFields(k, [
      [v.agent.office, 'AGENT\u2019S OFFICE ADDRESS', 0.6],
      [v.agent.hours, 'OFFICE HOURS', 0.4],
    ])
  v.tenants.forEach((t, i) => {
    underFields(k, [
      [
        `${t.p.last.toUpperCase()}, ${t.p.first.toUpperCase()}`,
        `TENANT ${i + 1} \u2014 NAME (LAST, FIRST)`,
        0.46,
      ],
      [t.rank, 'RANK / GRADE', 0.2],
      [t.branch, 'BRANCH OF SERVICE', 0.34],
    ])
    underFields(k, [
      [t.tel, 'PERSONAL TELEPHONE', 0.26],
      [t.email, 'E-MAIL', 0.4],
      [t.unit, 'UNIT OF ASSIGNMENT / DUTY TELEPHONE', 0.34],
    ])
  })
  underFields(k, [
    [
      v.occupants.length
        ? v.occupants
            .map((o) => `${o.p.last.toUpperCase()}, ${o.p.first} \u2014 ${o.who} \u2014 ${o.age}`)
            .join('; ')
        : 'NONE',
      'DEPENDENTS AND OTHER OCCUPANTS WHO ARE NOT TENANTS (NAME, RELATIONSHIP, AGE)',
      1,
    ],
  ])
  sec('SECTION B \u2014 PREMISES AND TERM')
  underFields(k, [[v.premises, 'ADDRESS OF PREMISES (INCLUDING UNIT NUMBER)', 1]])
  k.gap(4)
  boxRow(k, 'Term:', [
    ['Fixed term', v.term.kind === 'fixed'],
    ['Month-to-month', v.term.kind === 'monthly'],
  ])
  underFields(k, [
    [dt(v.term.start).us, 'BEGINNING DATE (MM/DD/YYYY)', 0.5],
    [v.term.kind === 'fixed' ? dt(v.term.end).us : 'N/A', 'ENDING DATE (MM/DD/YYYY)', 0.5],
  ])
  sec('SECTION C \u2014 RENT AND CHARGES')
  underFields(k, [
    [usd(v.rent), 'MONTHLY RENT', 0.25],
    [usd(v.deposit), 'SECURITY DEPOSIT', 0.25],
    [v.petDeposit, 'PET DEPOSIT', 0.25],
    [usd(v.late.fee), 'LATE CHARGE', 0.25],
  ])
  underFields(k, [
    [v.payee, 'RENT PAYABLE TO', 0.42],
    [v.payAt, 'WHERE RENT IS PAID OR MAILED', 0.58],
  ])
  k.gap(4)
  boxRow(
    k,
    'Rent may be paid by:',
    v.boxes.map(([l, on]) => [l, on]),
  )
  if (v.zelle) k.p(`Zelle payments go to ${v.zelle}.`, { size: 8.6 })
  sec('SECTION D \u2014 TERMS')
  let n = 0
  const term = (segs: Seg[]) => {
    room(k, 30)
    const num = `${++n}.`
    k.w.page.drawText(num, { x: k.L, y: k.w.y, size: 8.9, font: f.sansBold })
    k.p(segs, { size: 8.9, x: k.L + 16, width: k.W - 16, after: 4, fillFont: f.mono })
  }
  term([
    'RENT. Tenant shall pay the monthly rent in Section C. Rent is due on or before the',
    fill('1st', 24),
    'day of each month, in advance, without demand.',
  ])
  term([
    'LATE CHARGE. If rent is not received by 11:59 p.m. on the',
    fill(v.late.day, 24),
    'day of the month, Tenant shall pay the late charge in Section C.',
  ])
  term([
    'RETURNED PAYMENTS. Tenant shall pay',
    fill(usd(v.nsf), 40),
    'for each check or electronic payment that is returned unpaid.',
    'Landlord may then require certified funds.',
  ])
  const ret =
    'with any interest required by N.D.C.C. \u00a7 47-16-07.1 and an itemized list of deductions, within thirty (30) days after the tenancy ends and Tenant gives a forwarding address'
  term([
    `SECURITY DEPOSIT. Landlord holds the security deposit in Section C in a federally insured account. Landlord shall return the security deposit, ${ret}. The pet deposit, if any, is held on the same terms.`,
  ])
  term([
    'OCCUPANCY AND GUESTS. Only the Tenants and the persons listed in Section A may live in the Premises. A guest may not stay more than',
    fill(v.guests.days, 24),
    'consecutive days without Landlord\u2019s written consent.',
  ])
  term([
    v.term.kind === 'fixed'
      ? 'TERM. The lease ends on the ending date in Section B unless ended sooner under Section E. If Tenant stays on with Landlord\u2019s consent, the tenancy continues month to month.'
      : 'TERM. The tenancy is month to month from the beginning date in Section B, with no ending date. Either party may end it by written notice given at least one full month before the end of a rental month.',
  ])
  term([`UTILITIES AND WINTER. ${v.heat}`])
  term([
    'ENTRY. Landlord may enter in a reasonable manner at reasonable times to inspect, repair or show the Premises, and at any time in an emergency (N.D.C.C. \u00a7 47-16-07.3).',
  ])
  term([
    'NOTICES. Notices to Landlord go to the address for notices in Section A. Notices to Tenant may be delivered at the Premises or sent to the e-mail address in Section A.',
  ])
  sec('SECTION E \u2014 MILITARY TERMINATION CLAUSE')
  boxedText(
    k,
    'If a Tenant is, or becomes, a member of the armed forces on active duty (including a member of the National Guard called to active service for more than 30 consecutive days) and receives permanent change of station orders to depart 35 miles or more from the Premises, orders to deploy with a military unit for 90 days or more, or orders into government quarters, Tenant may terminate this Lease by delivering written notice and a copy of the orders to Landlord. Termination is effective thirty (30) days after the first date on which the next rental payment is due after the notice is delivered (Servicemembers Civil Relief Act, 50 U.S.C. \u00a7 3955). Rent is prorated to the effective date. No early termination charge is due.',
    { size: 8.4, font: f.sans },
  )
  k.p(v.orders, { size: 8.2, font: f.italic })
  k.gap(8)
  const landlordLines = v.agent
    ? [`LANDLORD: ${v.landlord}`, `By ${v.agent.name}, managing agent`, `Date: ${dt(v.signed).us}`]
    : [`LANDLORD: ${v.landlord}`, `Date: ${dt(v.signed).us}`]
  const blocks = [
    landlordLines,
    ...v.tenants.map((t) => [`TENANT: ${t.sign}`, `Date: ${dt(v.signed).us}`]),
  ]
  for (let i = 0; i < blocks.length; i += 2)
    signPair(k, blocks[i] ?? [''], blocks[i + 1] ?? [''], 8.6)
  pageNumbers(
    k,
    (i, m) =>
      `Form DRHA-7M \u2014 Residential Lease with Military Termination Clause \u2014 Page ${i} of ${m}`,
    {
      align: 'left',
    },
  )

  const first = v.tenants[0]
  if (!first) throw new Error('no tenant')
  return {
    pdf: await k.w.save(),
    truth: {
      tenants: v.tenants.map((t) => t.p),
      additionalOccupants: v.occupants.length ? v.occupants.map((o) => o.p) : null,
      tenantEmail: first.email,
      tenantPhone: first.tel,
      premisesAddress: v.premises,
      leaseType: v.term.kind === 'fixed' ? 'fixed-term' : 'month-to-month',
      startDate: v.term.start,
      endDate: v.term.kind === 'fixed' ? v.term.end : null,
      terminationDateText: v.term.kind === 'fixed' ? dt(v.term.end).us : null,
      monthlyRent: v.rent,
      securityDeposit: v.deposit,
      rentDueDay: 1,
      maxGuestStayDays: v.guests.n,
      managementCompany: v.agent ? v.agent.name : null,
      housingProvider: v.landlord,
      mailingAddress: v.landlordAddr,
      acceptedPaymentMethods: v.boxes.filter(([, on]) => on).map(([, , name]) => name),
      zelleNumber: v.zelle,
      lateFeePercentage: null,
      gracePeriodDays: v.late.n,
      nsfFeeFirst: v.nsf,
      rentDueDescription: 'due on or before the 1st day of each month',
      paymentRecipient: v.payee,
      paymentAddress: v.payAt,
      officeHours: v.agent ? v.agent.hours : null,
      nsfPolicy: `Tenant shall pay ${usd(v.nsf)} for each check or electronic payment that is returned unpaid.`,
      depositReturnDays: 30,
      depositReturnCondition: ret,
      _notes: [
        'An association\u2019s lease form for service members, sans: association line and form number, a red rubber stamp turned at the top right, a large title with an italic sub-title and an instruction line; five sections under shaded bars: A to C as rows of values typed above a rule with the printed caption under the rule (names "LAST, FIRST" in capitals, rank, branch, unit, personal telephone, e-mail), term and payment tick boxes, D numbered terms with typed blanks in the sentences, E a boxed military termination clause with an italic orders line; signature pairs with MM/DD/YYYY dates and the rank after each tenant\u2019s name; a form footer with page count.',
        'People are written "LAST, FIRST" in capitals in Section A (full in natural order and natural case in the truth); the rank, branch and unit are not part of the name. The stamp\u2019s date, the unit\u2019s duty telephone and the report date in the orders line are distractors. rentDueDescription is the sentence of term 1 read with its typed blank; gracePeriodDays the day typed in term 2; nsfPolicy term 3\u2019s first sentence with its blank; depositReturnCondition the wording after "return the security deposit," in term 4 (thirty days). Only ticked payment methods are listed. Tenant contacts from Section A (first tenant).',
        ...v.notes,
      ],
    },
  }
}

export const template: Template = {
  id: 'north_dakota_military_clause',
  title:
    'North Dakota association lease form with a military termination clause, filled in above captioned rules',
  exercises:
    'association line and form number; a red rubber stamp turned at the top right (a housing office\u2019s or family assistance centre\u2019s "RECEIVED" with its date); large title and italic sub-title, instruction line; sections under shaded bars; values typed above rules with the printed caption under each rule: landlord (an LLC with a managing agent, or an individual) and telephone, address for notices (the agent\u2019s office with a suite, or the landlord\u2019s P.O. box), managing agent or NONE with telephone, office and hours, each tenant as "LAST, FIRST" in capitals with rank / grade, branch, personal telephone, e-mail and unit with a duty telephone (a service member and a civilian spouse with N/A rank, or one Guard member), dependents "LAST, First \u2014 relation \u2014 age" or NONE; premises (a house with a street quadrant, or the apartment first); term tick boxes with MM/DD/YYYY beginning and ending dates or N/A; rent, deposit, pet deposit or N/A, late charge; payee and place; payment tick boxes (check, money order, cash, online portal, allotment, Zelle with the Zelle e-mail in a sentence); numbered terms with typed blanks: "due on or before the [1st] day of each month", late after 11:59 p.m. on the [5th]/[3rd], returned-payment sentence with the charge in a blank, deposit returned within thirty days with N.D.C.C. citation, guests in consecutive days in a blank, fixed term with month-to-month holdover or month to month, winter heat and plug-ins, entry, notices; a boxed SCRA termination clause and an italic line with the orders\u2019 report date; signature pairs with the rank after the name',
  docs: [
    {
      name: 'tw18_nd_military_lease_minot',
      build: () =>
        build({
          stamp: ['RECEIVED', 'HOUSING REFERRAL OFFICE', 'JUL 19 2027'],
          landlord: 'Prairie Sentinel Rentals, LLC',
          landlordTel: '(701) 555-0124',
          landlordAddr: 'Suite 6, 1520 South Broadway, Minot, ND 58701',
          agent: {
            name: 'Magic City Property Management, Inc.',
            tel: '(701) 555-0124',
            office: 'Suite 6, 1520 South Broadway, Minot, ND 58701',
            hours: 'Mon.\u2013Fri. 8:00 a.m.\u20135:00 p.m.',
          },
          tenants: [
            {
              p: person('Erik', 'Bergquist'),
              rank: 'SSgt / E-5',
              branch: 'U.S. Air Force',
              unit: '448th Support Sq. \u2014 (701) 555-0150',
              tel: '(701) 555-0147',
              email: 'erik.bergquist@example.com',
              sign: 'Erik Bergquist, SSgt, USAF',
            },
            {
              p: person('Brianna', 'Bergquist'),
              rank: 'N/A',
              branch: 'N/A (spouse)',
              unit: 'N/A',
              tel: '(701) 555-0153',
              email: 'bri.bergquist@example.net',
              sign: 'Brianna Bergquist',
            },
          ],
          occupants: [
            { p: person('Nora', 'Bergquist'), who: 'daughter', age: '5' },
            { p: person('Lukas', 'Bergquist'), who: 'son', age: '2' },
          ],
          premises: '3409 16th Street SW, Minot, ND 58701',
          term: { kind: 'fixed', start: '2027-08-01', end: '2028-07-31' },
          rent: 1395,
          late: { day: '5th', n: 5, fee: 50 },
          nsf: 30,
          deposit: 1395,
          petDeposit: '$300.00',
          payee: 'Magic City Property Management, Inc.',
          payAt: 'Suite 6, 1520 South Broadway, Minot, ND 58701',
          boxes: [
            ['Check', true, 'Check'],
            ['Money order', true, 'Money Order'],
            ['Cash', false, 'Cash'],
            ['Online portal', true, 'Online Portal'],
            ['Allotment', false, 'Allotment'],
            ['Zelle', false, 'Zelle'],
          ],
          zelle: null,
          heat: 'Tenant pays electricity and natural gas; Landlord pays water, sewer and garbage. From October 15 to April 15 Tenant shall keep the heat at 55\u00b0F or higher, even when away, and may use the garage outlet for one engine block heater.',
          guests: { days: 'fourteen (14)', n: 14 },
          orders:
            'Current orders of Tenant 1: assigned to Minot AFB, report date 07/12/2027. A copy of this lease is filed with the base housing referral office at Tenant\u2019s request.',
          signed: '2027-07-16',
          notes: [
            'An LLC landlord with a managing agent (managementCompany) whose office is the address for notices (mailingAddress) and where rent is paid (paymentAddress, suite first); payable to the agent; officeHours in Section A. Two tenants: an airman and his civilian spouse (rank N/A), both "LAST, FIRST"; two children as dependents. Fixed term 08/01/2027 to 07/31/2028 (terminationDateText as written) with month-to-month holdover. Check, money order and online portal ticked (cash, allotment and Zelle not ticked). Late after 11:59 p.m. on the 5th (flat $50.00). The pet deposit ($300.00) is not the security deposit. Guests fourteen consecutive days.',
          ],
        }),
    },
    {
      name: 'tw18_nd_military_lease_mandan_scan',
      build: () =>
        build({
          stamp: ['RECEIVED', 'FAMILY ASSISTANCE CENTER', 'AUG 30 2027'],
          landlord: 'Gordon Vetter',
          landlordTel: '(701) 555-0116',
          landlordAddr: 'P.O. Box 611, Mandan, ND 58554',
          agent: null,
          tenants: [
            {
              p: person('Tamara', 'Ruiz'),
              rank: 'SPC / E-4',
              branch: 'Army National Guard',
              unit: '3668th Support Co. \u2014 (701) 555-0177',
              tel: '(701) 555-0168',
              email: 'tamara.ruiz@example.org',
              sign: 'Tamara Ruiz, SPC, ARNG',
            },
          ],
          occupants: [],
          premises: 'Apt. 5, 207 3rd Street NW, Mandan, ND 58554',
          term: { kind: 'monthly', start: '2027-09-01' },
          rent: 765,
          late: { day: '3rd', n: 3, fee: 35 },
          nsf: 25,
          deposit: 765,
          petDeposit: 'N/A',
          payee: 'Gordon Vetter',
          payAt: 'P.O. Box 611, Mandan, ND 58554',
          boxes: [
            ['Check', true, 'Check'],
            ['Money order', true, 'Money Order'],
            ['Cash', false, 'Cash'],
            ['Online portal', false, 'Online Portal'],
            ['Allotment', false, 'Allotment'],
            ['Zelle', true, 'Zelle'],
          ],
          zelle: 'gvetter@example.net',
          heat: 'Heat, water, sewer and garbage are included in the rent; Tenant pays electricity. The parking stall has an outlet for one engine block heater from November through March.',
          guests: { days: 'seven (7)', n: 7 },
          orders:
            'Tenant 1 has no current mobilization orders; annual training report date 06/05/2028.',
          signed: '2027-08-27',
          notes: [
            'An individual landlord without an agent (Section A "NONE"); his P.O. box is the address for notices and where checks and money orders are mailed (mailingAddress, paymentAddress); Zelle to an e-mail written in a sentence under the tick boxes (zelleNumber). One Guard member as tenant, "LAST, FIRST"; no dependents. Month to month from 09/01/2027 (ending date N/A). Check, money order and Zelle ticked. Late after 11:59 p.m. on the 3rd (flat $35.00). Guests seven consecutive days.',
          ],
        }),
      scan: {
        dpi: 135,
        rotate: -1.2,
        shear: 0.02,
        contrast: 0.66,
        noise: 9,
        quality: 46,
        seed: 18602,
      },
    },
  ],
}
