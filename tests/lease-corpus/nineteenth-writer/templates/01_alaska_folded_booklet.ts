import { rgb } from 'pdf-lib'
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
  freshPage,
  heading,
  impose,
  pageNumbers,
  pageSize,
  room,
  ruledTable,
  signPair,
} from '../parts'

type V = {
  made: string
  landlord: string
  agent: { name: string; hours: string } | null
  tenants: { p: Person; tel: string; email: string }[]
  occupants: string
  occupantPeople: Person[]
  premises: string
  extras: string
  term: { kind: 'fixed'; start: string; end: string } | { kind: 'monthly'; start: string }
  rent: number
  due: { words: string; n: number }
  payee: string
  payAt: string
  boxes: [label: string, on: boolean, name: string][]
  zelle: string | null
  late: { words: string; n: number; fee: number }
  nsf: number
  deposit: number
  notices: string
  noticesTo: string | null
  tenantPays: string
  landlordPays: string
  pets: string
  guests: { words: string; n: number }
  additional: string
  notes: string[]
}

/** "One Thousand Six Hundred Seventy-Five and 00/100", as typed into a form's words blank. */
const dollarsWords = (n: number) => {
  const whole = Math.floor(n)
  const cents = Math.round((n - whole) * 100)
  const w = numberWords(whole).replace(
    /(^|[\s-])([a-z])/g,
    (_, a: string, b: string) => a + b.toUpperCase(),
  )
  return `${w} and ${String(cents).padStart(2, '0')}/100`
}

const build = async (v: V): Promise<Built> => {
  const k = await kit({ serif: true, size: 8.3 })
  pageSize(k, 396, 612, 30, 36)
  const { f } = k
  const p = (segs: Seg[] | string, o: Parameters<typeof k.p>[1] = {}) =>
    k.p(segs, { x: k.L, width: k.W, bottom: 46, size: 8.3, leading: 1.42, fillFont: f.mono, ...o })
  let n = 1
  const para = (title: string, segs: Seg[]) => {
    room(k, 40)
    const head = `${++n}. ${title}.`
    k.w.page.drawText(head, { x: k.L, y: k.w.y, size: 8.3, font: k.w.bold })
    p(segs, { firstIndent: k.w.bold.widthOfTextAtSize(head, 8.3) + 4 })
  }

  // ---- page 1: the cover ----
  k.w.y = 612 - 34
  k.w.page.drawText('Form AK-RRA 4 (rev. 2025)', { x: k.L, y: k.w.y, size: 6.6, font: f.sans })
  const pub = 'Kittiwake Legal Forms'
  k.w.page.drawText(pub, {
    x: k.L + k.W - f.sans.widthOfTextAtSize(pub, 6.6),
    y: k.w.y,
    size: 6.6,
    font: f.sans,
  })
  k.w.y -= 34
  k.w.page.drawRectangle({
    x: k.L,
    y: k.w.y - 36,
    width: k.W,
    height: 58,
    borderWidth: 1.6,
    borderColor: rgb(0, 0, 0),
  })
  k.centre('RESIDENTIAL', 17, k.w.bold)
  k.centre('RENTAL AGREEMENT', 17, k.w.bold)
  k.gap(8)
  k.centre('Alaska Uniform Residential Landlord and Tenant Act (AS 34.03)', 7.6, f.italic)
  k.gap(16)
  p(
    'Complete every blank. Strike out what does not apply. This agreement is printed as a folded booklet of four pages; the parties sign on the back page.',
    { font: f.italic, size: 7.6 },
  )
  k.gap(6)
  heading(k, '1. PARTIES AND PREMISES', { size: 8.8, rule: true })
  p([
    'This Rental Agreement is made on',
    fill(dt(v.made).long, 80),
    'between',
    fill(v.landlord, 120),
    '("Landlord")',
    ...(v.agent
      ? [', acting through its managing agent', fill(v.agent.name, 100), '("Agent"),']
      : [',']),
    'and',
    fill(andList(v.tenants.map((t) => t.p.full)), 140),
    `("Tenant"${v.tenants.length > 1 ? ', each of whom is jointly and severally liable' : ''}).`,
  ])
  p([
    'Landlord rents to Tenant the dwelling at',
    fill(v.premises, 160),
    '(the "Premises"), together with',
    fill(v.extras, 80),
  ])
  p([
    'The Premises shall be occupied only by Tenant and the following other persons:',
    fill(v.occupants, 100),
  ])
  k.gap(6)
  heading(k, `${++n}. TERM`, { size: 8.8, rule: true })
  boxRow(
    k,
    '',
    [
      ['Fixed term', v.term.kind === 'fixed'],
      ['Month-to-month', v.term.kind === 'monthly'],
    ],
    { size: 8.3 },
  )
  p([
    'Beginning date:',
    fill(dt(v.term.start).long, 80),
    'Ending date:',
    fill(v.term.kind === 'fixed' ? dt(v.term.end).long : 'N/A', 80),
  ])
  p(
    'A month-to-month tenancy may be ended by either party by written notice given at least thirty (30) days before the rental due date (AS 34.03.290). At the end of a fixed term the tenancy ends unless the parties sign a new agreement; if Tenant stays with Landlord\u2019s consent, the tenancy is month to month.',
    { size: 7.8 },
  )

  // ---- pages 2 and 3: the paragraphs ----
  freshPage(k)
  para('RENT', [
    'Tenant agrees to pay rent of',
    fill(dollarsWords(v.rent), 120),
    'Dollars ($',
    fill(usd(v.rent).slice(1), 40),
    ') per month. Rent is due in advance on or before the',
    fill(v.due.words, 40),
    'day of each month. Rent for any part of a month is prorated by the day.',
  ])
  para('PAYMENT', [
    'Rent shall be paid to',
    fill(v.payee, 100),
    'at',
    fill(v.payAt, 120),
    ', or as Landlord may direct in writing. Landlord accepts the following (check all that apply):',
  ])
  boxRow(
    k,
    '',
    v.boxes.map(([l, on]) => [l, on]),
    { size: 7.8, indent: 8 },
  )
  if (v.zelle) p(['Zelle payments are sent to', fill(v.zelle, 60), '.'])
  if (v.agent) p(['Office hours of the Agent:', fill(v.agent.hours, 100)])
  para('LATE CHARGE', [
    'If any rent is not paid within',
    fill(v.late.words, 40),
    'days after it is due, Tenant shall pay a late charge of',
    fill(usd(v.late.fee), 40),
    '. Landlord need not accept partial payment.',
  ])
  const nsf: Seg[] = [
    'Tenant shall pay a charge of',
    fill(usd(v.nsf), 40),
    'for each check or other payment that is dishonored or returned unpaid.',
  ]
  para('RETURNED PAYMENTS', [
    ...nsf,
    'After a second returned payment, Landlord may require payment by money order.',
  ])
  const ret =
    'together with a written statement itemizing any deductions, within fourteen (14) days after the tenancy ends if Tenant gave proper notice to terminate'
  para('SECURITY DEPOSIT', [
    'On signing, Tenant has deposited',
    fill(usd(v.deposit), 50),
    `with Landlord as security for Tenant\u2019s performance. Landlord may apply it to unpaid rent and to damage beyond ordinary wear and tear. Landlord shall return the security deposit, ${ret}. If Tenant did not give proper notice, the time is thirty (30) days (AS 34.03.070). The deposit is returned by mail to the forwarding address Tenant gives in writing.`,
  ])
  para('UTILITIES AND HEAT', [
    'Tenant shall pay for:',
    fill(v.tenantPays, 100),
    '. Landlord shall pay for:',
    fill(v.landlordPays, 100),
    '. Tenant shall keep the Premises heated to at least 50\u00b0F at all times to prevent freezing of pipes, and shall report a low fuel tank or a failed heater at once.',
  ])
  para('PETS', [fill(v.pets, 100)])
  para('GUESTS', [
    'No guest may stay at the Premises for more than',
    fill(v.guests.words, 40),
    'consecutive days without Landlord\u2019s written consent.',
  ])
  para('USE AND CARE', [
    'Tenant shall use the Premises only as a residence, keep them clean and safe, keep walks, steps and the entry clear of snow and ice, and not disturb neighbors. Tenant shall not smoke inside the dwelling.',
  ])
  para('REPAIRS', [
    'Tenant shall report needed repairs promptly in writing. Landlord shall make repairs required by AS 34.03.100 within a reasonable time. Tenant shall pay for damage caused by Tenant, occupants or guests.',
  ])
  para('ACCESS', [
    'Landlord may enter the Premises at reasonable times after at least twenty-four (24) hours\u2019 notice to inspect, make repairs or show the Premises, and at any time in an emergency (AS 34.03.140).',
  ])
  para('NOTICES', [
    'Notices to Landlord shall be in writing and mailed or delivered to',
    fill(v.noticesTo ? `${v.noticesTo}, ${v.notices}` : v.notices, 120),
    '. Notices to Tenant may be delivered at the Premises or sent to the telephone or e-mail listed on the back page.',
  ])
  para('ADDITIONAL TERMS', [fill(v.additional, 120)])
  para('ENTIRE AGREEMENT', [
    'This agreement, with any addenda signed by the parties, is the entire agreement. A change must be in writing and signed by Landlord and Tenant.',
  ])

  // ---- last page: the back cover ----
  freshPage(k)
  heading(k, 'SIGNATURES', { size: 8.8, rule: true })
  p(
    'By signing, each party agrees to all four pages of this Rental Agreement and acknowledges receipt of a copy.',
    { size: 7.8 },
  )
  k.gap(4)
  const lb = v.agent
    ? [`Landlord: ${v.landlord}`, `By: ${v.agent.name}, Agent`]
    : [`Landlord: ${v.landlord}`, 'Date:']
  const blocks = [lb, ...v.tenants.map((t) => [`Tenant: ${t.p.full}`, 'Date:'])]
  for (let i = 0; i < blocks.length; i += 2)
    signPair(k, blocks[i] ?? [''], blocks[i + 1] ?? [''], 7.8)
  k.gap(6)
  heading(k, 'TENANT CONTACT INFORMATION', { size: 8.8, rule: true })
  ruledTable(
    k,
    ['Tenant', 'Telephone', 'E-mail'],
    v.tenants.map((t) => [t.p.full, t.tel, t.email]),
    [0.34, 0.28, 0.38],
    { size: 7.6 },
  )
  k.gap(4)
  p(
    'Emergency maintenance: call the Landlord or Agent at the number posted in the unit. For fire, police or medical emergencies call 911.',
    {
      size: 7.4,
      font: f.italic,
    },
  )
  const last = k.w.page
  last.drawText('Kittiwake Legal Forms \u2022 Form AK-RRA 4 \u2022 Not legal advice', {
    x: k.L,
    y: 40,
    size: 6,
    font: f.sans,
    color: rgb(0.4, 0.4, 0.4),
  })
  // pad to a multiple of four with blank ruled "NOTES" pages before the back cover
  while (k.w.doc.getPageCount() % 4) {
    const at = k.w.doc.getPageCount() - 1
    const blank = k.w.doc.insertPage(at, [396, 612])
    blank.drawText('NOTES', { x: k.L, y: 612 - 50, size: 9, font: k.w.bold })
    for (let y = 612 - 76; y > 60; y -= 20)
      blank.drawLine({
        start: { x: k.L, y },
        end: { x: k.L + k.W, y },
        thickness: 0.3,
        color: rgb(0.6, 0.6, 0.6),
      })
  }
  pageNumbers(
    k,
    (i, m) =>
      `AK-RRA 4 \u2014 Page ${i} of ${m} \u2014 Tenant initials ______ Landlord initials ______`,
    { size: 6.4 },
  )
  const pdf = await impose(await k.w.save())

  const first = v.tenants[0]
  if (!first) throw new Error('no tenant')
  return {
    pdf,
    truth: {
      tenants: v.tenants.map((t) => t.p),
      additionalOccupants: v.occupantPeople.length ? v.occupantPeople : null,
      tenantEmail: first.email,
      tenantPhone: first.tel,
      premisesAddress: v.premises,
      leaseType: v.term.kind === 'fixed' ? 'fixed-term' : 'month-to-month',
      startDate: v.term.start,
      endDate: v.term.kind === 'fixed' ? v.term.end : null,
      terminationDateText: v.term.kind === 'fixed' ? dt(v.term.end).long : null,
      monthlyRent: v.rent,
      securityDeposit: v.deposit,
      rentDueDay: v.due.n,
      maxGuestStayDays: v.guests.n,
      managementCompany: v.agent ? v.agent.name : null,
      housingProvider: v.landlord,
      mailingAddress: v.notices,
      acceptedPaymentMethods: v.boxes.filter(([, on]) => on).map(([, , name]) => name),
      zelleNumber: v.zelle,
      lateFeePercentage: null,
      gracePeriodDays: v.late.n,
      nsfFeeFirst: v.nsf,
      rentDueDescription: `due in advance on or before the ${v.due.words} day of each month`,
      paymentRecipient: v.payee,
      paymentAddress: v.payAt,
      officeHours: v.agent ? v.agent.hours : null,
      nsfPolicy: `Tenant shall pay a charge of ${usd(v.nsf)} for each check or other payment that is dishonored or returned unpaid.`,
      depositReturnDays: 14,
      depositReturnCondition: ret,
      _notes: [
        'A stationer\u2019s rental agreement form printed as a folded booklet: four half-letter pages (a cover with the title box and paragraphs 1 and 2, two pages of numbered paragraphs with typed blanks and tick boxes, a back cover with the signatures and a tenant contact table), padded with ruled NOTES pages to a multiple of four, imposed two to a landscape sheet in saddle-stitch order, so that the first sheet carries the back cover on its left and the cover on its right, and the second sheet pages 2 and 3. The PDF therefore has half as many (landscape) pages as the booklet, and reading order runs back cover, cover, then the inside pages.',
        'Values typed into the form\u2019s blanks in a fixed-pitch face. rentDueDescription is paragraph 3\u2019s sentence read with its blank; gracePeriodDays the number of days typed into paragraph 4 (days after the due date); nsfPolicy paragraph 5\u2019s first sentence with its blank; depositReturnCondition the wording after "return the security deposit," in paragraph 6 (fourteen days where Tenant gave proper notice; thirty days where not, which is the exception). Only ticked payment methods are listed. Tenant telephone and e-mail only in the contact table on the back cover (first tenant).',
        ...v.notes,
      ],
    },
  }
}

const boxes = (on: string[]): [string, boolean, string][] =>
  (
    [
      ['Cash', 'Cash'],
      ['Personal check', 'Check'],
      ['Money order', 'Money Order'],
      ['Cashier\u2019s check', "Cashier's Check"],
      ['Online payment', 'Online Portal'],
      ['Zelle', 'Zelle'],
    ] as const
  ).map(([label, name]) => [label, on.includes(name), name])

export const template: Template = {
  id: 'alaska_folded_booklet',
  title: 'Alaska stationer\u2019s rental agreement form printed as a folded four-page booklet',
  exercises:
    'half-letter form pages imposed two to a landscape sheet in saddle-stitch order (sheet 1: back cover | cover; sheet 2: pages 2 | 3), a dashed fold line, padding NOTES pages where needed; the cover with a form number and publisher line, a boxed title and act line, an italic instruction, paragraph 1 (parties with the date, landlord, "acting through its managing agent" or not, tenants jointly and severally, premises with the apartment first or a house, extras, other occupants or NONE) and paragraph 2 (term tick boxes, long beginning and ending dates or N/A, month-to-month notice under AS 34.03.290); inside pages: numbered run-in paragraphs with typed blanks: rent in title-case words and figures "due in advance on or before the [first (1st)] day of each month", payee and place, payment tick boxes (cash, personal check, money order, cashier\u2019s check, online payment, Zelle with the Zelle number in a blank), the agent\u2019s office hours, late charge "within [five (5)] days after it is due", returned-payment sentence, deposit returned within fourteen days with proper notice (thirty without), utilities and heating fuel with a minimum heat, pets (pet rent that is not rent, or none), guests in consecutive days, snow and ice, repairs, access on 24 hours\u2019 notice, notices to a P.O. box, additional terms; back cover: signature pairs, a tenant contact table (their only place), an emergency line, a publisher imprint; page footers with initials blanks',
  docs: [
    {
      name: 'tw19_ak_folded_booklet_ketchikan',
      build: () =>
        build({
          made: '2027-09-14',
          landlord: 'Tongass Narrows Rentals, LLC',
          agent: {
            name: 'Revilla Property Services, Inc.',
            hours: 'Monday through Friday, 9:00 a.m. to 4:30 p.m.',
          },
          tenants: [
            {
              p: person('Marisol', 'Quintanilla'),
              tel: '(907) 555-0142',
              email: 'marisol.q@example.com',
            },
            {
              p: person('Dmitri', 'Halvorsen'),
              tel: '(907) 555-0157',
              email: 'dhalvorsen@example.net',
            },
          ],
          occupants: 'NONE',
          occupantPeople: [],
          premises: 'Apt. B, 2216 Tongass Avenue, Ketchikan, AK 99901',
          extras: 'one parking space and the storage locker marked B',
          term: { kind: 'fixed', start: '2027-10-01', end: '2028-09-30' },
          rent: 1675,
          due: { words: 'first (1st)', n: 1 },
          payee: 'Revilla Property Services, Inc.',
          payAt: 'P.O. Box 8213, Ketchikan, AK 99901',
          boxes: boxes(['Check', 'Money Order', 'Online Portal']),
          zelle: null,
          late: { words: 'five (5)', n: 5, fee: 75 },
          nsf: 35,
          deposit: 1675,
          notices: 'P.O. Box 8213, Ketchikan, AK 99901',
          noticesTo: 'Revilla Property Services, Inc.',
          tenantPays: 'electricity, heating oil, internet',
          landlordPays: 'water, sewer, garbage and snow removal from the parking area',
          pets: 'One dog under 40 lbs. is allowed with pet rent of $25.00 per month, which is in addition to the rent. No other animals.',
          guests: { words: 'ten (10)', n: 10 },
          additional:
            'The heating-oil tank is full at move-in and shall be returned full. Tenant carries renter\u2019s insurance.',
          notes: [
            'An LLC landlord acting through a managing agent (managementCompany; officeHours in paragraph 3); payable to the agent and mailed to its P.O. box (paymentAddress). Notices go to the agent at the same P.O. box: the agent\u2019s name before the box is an addressee, so mailingAddress is the box. Two tenants jointly and severally; no other occupants. Fixed term in long dates with the apartment first. Personal check, money order and online payment ticked. Late after five days. The pet rent ($25.00) is not rent; the heating-oil tank is a distractor.',
          ],
        }),
    },
    {
      name: 'tw19_ak_folded_booklet_kodiak',
      build: () =>
        build({
          made: '2027-10-22',
          landlord: 'Ruth E. Kvasnikoff',
          agent: null,
          tenants: [
            {
              p: person('Ramil', 'Dagohoy'),
              tel: '(907) 555-0168',
              email: 'ramil.dagohoy@example.org',
            },
          ],
          occupants: 'Ana Dagohoy (daughter, age 9)',
          occupantPeople: [person('Ana', 'Dagohoy')],
          premises: '1409 Selief Lane, Kodiak, AK 99615',
          extras: 'the detached shed and the driveway',
          term: { kind: 'monthly', start: '2027-11-01' },
          rent: 1380,
          due: { words: 'tenth (10th)', n: 10 },
          payee: 'Ruth E. Kvasnikoff',
          payAt: '318 Rezanof Drive East, Kodiak, AK 99615',
          boxes: boxes(['Cash', 'Check', 'Zelle']),
          zelle: '(907) 555-0133',
          late: { words: 'three (3)', n: 3, fee: 50 },
          nsf: 30,
          deposit: 1000,
          notices: 'P.O. Box 1874, Kodiak, AK 99615',
          noticesTo: null,
          tenantPays: 'electricity, heating fuel, water and sewer, garbage',
          landlordPays: 'nothing',
          pets: 'No pets.',
          guests: { words: 'fourteen (14)', n: 14 },
          additional:
            'A receipt is given for every cash payment. The freezer in the shed stays with the house.',
          notes: [
            'An individual landlord without an agent; rent paid to her at her house (paymentAddress); notices to her P.O. box (mailingAddress); Zelle to her telephone typed in a blank (zelleNumber). One tenant and his daughter as an occupant. Month to month from a long date, ending date N/A. Rent due on or before the tenth (rentDueDay 10); late after three days. Cash, personal check and Zelle ticked.',
          ],
        }),
    },
  ],
}
