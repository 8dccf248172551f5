import { rgb } from 'pdf-lib'
import { dt, plain, usd, type Built, type Person } from '../../former-heldout/lib'
import type { Template } from '../../former-heldout/template'
import { kit } from '../../third-writer/kit'
import { heading, pageNumbers, reportLines, ruledTable, room, signPair } from '../parts'

type Resident = { p: Person; role: string; phone?: string; email?: string }
type Charge = { code: string; what: string; amount: number; freq: string; from: string }

type V = {
  leaseNo: string
  printed: string
  property: string
  unit: string
  premises: string
  owner: string
  residents: Resident[]
  start: string
  end: string | null
  rent: number
  deposit: number
  recurring: Charge[]
  oneTime: Charge[]
  moveIn: number
  guestNights: number
  signer: string
  notes: string[]
}

const AGENT = 'Talakhaya Property Services, LLC'
const OFFICE = 'Suite 201, Latte Plaza, Chalan Pale Arnold, Gualo Rai, Saipan, MP 96950'
const PMB = 'PMB 1140, Box 10000, Saipan, MP 96950'
const HOURS = 'Mon\u2013Fri 8:00 a.m.\u20135:00 p.m., Sat 9:00 a.m.\u2013noon'

const pad = (s: string, n: number) => s + ' '.repeat(Math.max(1, n - s.length))

const build = async (v: V): Promise<Built> => {
  const k = await kit({ serif: false, margin: 48, size: 9 })
  const { f } = k
  const top = k.w.y
  k.w.page.drawRectangle({
    x: 0,
    y: top - 22,
    width: k.w.width,
    height: 58,
    color: rgb(0.09, 0.36, 0.33),
  })
  k.w.page.drawText('TALAKHAYA', {
    x: k.L,
    y: top + 8,
    size: 17,
    font: f.sansBold,
    color: rgb(1, 1, 1),
  })
  k.w.page.drawText(`Property Services, LLC  \u00b7  ${OFFICE}`, {
    x: k.L,
    y: top - 8,
    size: 7.6,
    font: f.sans,
    color: rgb(0.9, 0.96, 0.95),
  })
  const right = [
    `Tel. (670) 555-0150  \u00b7  leasing@talakhaya.example.com`,
    `Office hours: ${HOURS}`,
  ]
  right.forEach((t, i) =>
    k.w.page.drawText(t, {
      x: k.L + k.W - f.sans.widthOfTextAtSize(t, 7.4),
      y: top + 10 - i * 10,
      size: 7.4,
      font: f.sans,
      color: rgb(1, 1, 1),
    }),
  )
  k.w.y = top - 44
  k.line('Residential Lease Agreement', 15, f.sansBold)
  k.line(
    `Lease no. ${v.leaseNo}   \u00b7   printed ${v.printed} from ResiLedger 6.2   \u00b7   dates are year-month-day`,
    7.6,
    f.sans,
  )
  k.gap(4)
  heading(k, '1  Lease information', { size: 10, rule: true, font: f.sansBold })
  const info: [string, string][] = [
    ['Property', v.property],
    ['Unit', v.unit],
    ['Unit address', v.premises],
    ['Owner', v.owner],
    ['Agent for owner', AGENT],
    ['Lease type', v.end ? 'Fixed term' : 'Month-to-month (30 days\u2019 written notice)'],
    ['Lease start', dt(v.start).iso],
    ['Lease end', v.end ? dt(v.end).iso : '\u2014'],
    ['Monthly base rent', plain(v.rent)],
    ['Security deposit', plain(v.deposit)],
  ]
  reportLines(
    k,
    info.map(([a, b]) => `${pad(a.toUpperCase(), 19)}${b}`),
    { size: 8.4, ruled: true },
  )
  heading(k, '2  Residents', { size: 10, rule: true, font: f.sansBold })
  ruledTable(
    k,
    ['Role', 'Name (last, first)', 'Mobile', 'E-mail'],
    v.residents.map((r) => [
      r.role,
      `${r.p.last}, ${r.p.first}`,
      r.phone ?? '\u2014',
      r.email ?? '\u2014',
    ]),
    [0.22, 0.27, 0.19, 0.32],
    { size: 8.4, font: f.sans, headFont: f.sansBold, shade: 0.88 },
  )
  k.p(
    'Lease holders sign this lease and are jointly and severally responsible for it. Occupants may live in the unit but do not sign.',
    { size: 8, font: f.italic, after: 6 },
  )
  heading(k, '3  Recurring charges', { size: 10, rule: true, font: f.sansBold })
  const rows = (c: Charge[]) =>
    c.map((x) => [x.code, x.what, plain(x.amount), x.freq, dt(x.from).iso])
  ruledTable(
    k,
    ['Code', 'Description', 'Amount', 'Frequency', 'From'],
    rows([
      { code: 'RENT', what: 'Base rent', amount: v.rent, freq: 'Monthly', from: v.start },
      ...v.recurring,
    ]),
    [0.13, 0.42, 0.15, 0.15, 0.15],
    { size: 8.4, font: f.mono, headFont: f.sansBold, shade: 0.88 },
  )
  heading(k, '4  Deposits and one-time charges', { size: 10, rule: true, font: f.sansBold })
  ruledTable(
    k,
    ['Code', 'Description', 'Amount', 'Type', 'Due'],
    [
      ...rows([
        {
          code: 'SECDEP',
          what: 'Security deposit',
          amount: v.deposit,
          freq: 'Deposit',
          from: v.start,
        },
        ...v.oneTime,
      ]),
      [
        '',
        'TOTAL DUE AT OR BEFORE MOVE-IN (first month\u2019s charges included)',
        plain(v.moveIn),
        '',
        '',
      ],
    ],
    [0.13, 0.42, 0.15, 0.15, 0.15],
    { size: 8.4, font: f.mono, headFont: f.sansBold, shade: 0.88 },
  )
  heading(k, '5  Terms', { size: 10, rule: true, font: f.sansBold })
  const due = 'due in full on the 1st day of each calendar month'
  const nsf = `Each payment returned or rejected by a bank is charged a ${usd(40)} returned-payment fee, and after a second returned payment we accept only certified funds from the household for six (6) months.`
  const ret =
    'less any balance remaining on the resident ledger, within thirty (30) days after you return possession and all keys, by check mailed to the forwarding address you give us in writing'
  const terms: [string, string][] = [
    [
      'Term',
      v.end
        ? `The lease starts on the lease start date and ends on the lease end date in section 1. Staying after the end date without a signed renewal makes the tenancy month-to-month at the then current rent.`
        : `The lease starts on the lease start date in section 1 and continues from month to month until you or we end it by at least thirty (30) days\u2019 written notice given before the first day of a rental month.`,
    ],
    [
      'Rent',
      `Base rent and every other recurring charge in section 3 post to your resident ledger and are ${due}. Payments are applied first to fees and then to rent.`,
    ],
    [
      'How to pay',
      `Pay through the Resident Portal (e-check from a bank account, or debit or credit card with the processor\u2019s convenience fee), by AutoPay debited from your checking account on the 1st, or by personal check, cashier\u2019s check or money order payable to ${AGENT} placed in the drop box at our office, ${OFFICE}. Cash is not accepted.`,
    ],
    [
      'Late fee',
      'If the full balance is not posted by 11:59 p.m. on the 3rd day of the month, a late fee of ten percent (10%) of the monthly base rent is charged to the ledger on the 4th.',
    ],
    ['Returned payments', nsf],
    [
      'Security deposit',
      `We hold the security deposit in a separate trust account. We will refund the security deposit, ${ret}.`,
    ],
    [
      'Guests',
      `A guest may stay no more than ${v.guestNights === 10 ? 'ten (10)' : 'seven (7)'} nights in any calendar month. A longer stay needs our written approval and may require the guest to apply as an occupant.`,
    ],
    [
      'Utilities',
      'Power and water are in the resident\u2019s name unless a flat charge for them appears in section 3. Report water leaks and power outages through the portal; the generator outlet may run only the refrigerator and lights.',
    ],
    [
      'Typhoon readiness',
      'When Condition of Readiness 2 is declared, close and secure the typhoon shutters and bring in all outdoor items. We inspect units after every storm.',
    ],
    [
      'Notices',
      `Written notices to the owner or to us go to ${AGENT}, ${PMB}, or may be handed in at the office during office hours. We send notices to you at the unit and by e-mail to each lease holder.`,
    ],
    [
      'Agent',
      `${v.owner} has appointed ${AGENT} to manage the property, collect rent and sign this lease on its behalf.`,
    ],
  ]
  terms.forEach(([head, text], i) => {
    room(k, 40)
    k.line(`5.${i + 1}  ${head}`, 9, f.sansBold)
    k.p(text, { size: 8.8, after: 6, x: k.L + 22, width: k.W - 22 })
  })
  heading(k, '6  Signatures', { size: 10, rule: true, font: f.sansBold })
  k.p(
    'Each lease holder has read the lease, received a copy and signs it electronically or on paper.',
    { size: 8.8 },
  )
  k.gap(6)
  const holders = v.residents.filter((r) => r.phone)
  for (let i = 0; i < holders.length; i += 2) {
    const [a, b] = [holders[i], holders[i + 1]]
    signPair(
      k,
      a ? [`Lease holder: ${a.p.full}`, 'Date:'] : [''],
      b ? [`Lease holder: ${b.p.full}`, 'Date:'] : [''],
    )
  }
  signPair(k, [`Agent for owner: ${AGENT}`, `By: ${v.signer}`, 'Date:'], [''])
  pageNumbers(
    k,
    (i, n) => `Lease ${v.leaseNo}  \u00b7  page ${i} of ${n}  \u00b7  resident initials ______`,
    { align: 'right' },
  )
  const first = holders[0]
  if (!first?.phone || !first.email) throw new Error('no lease holder')
  const occupants = v.residents.filter((r) => !r.phone).map((r) => r.p)
  return {
    pdf: await k.w.save(),
    truth: {
      tenants: holders.map((r) => r.p),
      additionalOccupants: occupants.length ? occupants : null,
      tenantEmail: first.email,
      tenantPhone: first.phone,
      premisesAddress: v.premises,
      leaseType: v.end ? 'fixed-term' : 'month-to-month',
      startDate: v.start,
      endDate: v.end,
      terminationDateText: v.end ? dt(v.end).iso : null,
      monthlyRent: v.rent,
      securityDeposit: v.deposit,
      rentDueDay: 1,
      maxGuestStayDays: v.guestNights,
      managementCompany: AGENT,
      housingProvider: v.owner,
      mailingAddress: PMB,
      acceptedPaymentMethods: ['Online Portal', 'ACH', 'Check', "Cashier's Check", 'Money Order'],
      lateFeePercentage: 10,
      gracePeriodDays: 3,
      nsfFeeFirst: 40,
      totalMoveInCost: v.moveIn,
      rentDueDescription: due,
      paymentRecipient: AGENT,
      paymentAddress: OFFICE,
      officeHours: HOURS,
      nsfPolicy: nsf,
      depositReturnDays: 30,
      depositReturnCondition: ret,
      _notes: [
        'Lease printed from a management company\u2019s records system: coloured letterhead band with office, phone and office hours, fixed-pitch lease information lines with year-month-day dates, a residents table (role, "last, first" names, mobile, e-mail), charge tables with codes, numbered terms under sans headings, signature pairs with the agent, footer with the lease number.',
        'Residents with the role "Occupant" have no contact and do not sign: additionalOccupants. Lease holders are the tenants; the first lease holder\u2019s mobile and e-mail are tenantPhone and tenantEmail. Names are printed "last, first"; the truth writes full in natural order as the signature lines do.',
        'monthlyRent is the RENT code only; the other recurring charges (parking, water and sewer flat fee, pet rent) are not rent. The table\u2019s total due at or before move-in is totalMoveInCost. Payment by portal (Online Portal), AutoPay from checking (ACH), check, cashier\u2019s check or money order payable to the agent at the office drop box (paymentRecipient, paymentAddress); cash refused; card at the portal is part of Online Portal.',
        '"not posted by 11:59 p.m. on the 3rd day of the month": gracePeriodDays 3 with a 10% late fee. Returned-payment sentence (nsfPolicy), $40.00 once (no separate later fee). Deposit "refund the security deposit, less \u2026": the condition is the wording after "the security deposit,". Notices go to the agent\u2019s PMB (mailingAddress), not the office suite where payments are dropped.',
        ...v.notes,
      ],
    },
  }
}

export const template: Template = {
  id: 'saipan_system_printout',
  title: 'Northern Mariana Islands management company\u2019s lease printed from its records system',
  exercises:
    'coloured letterhead band (agent, office suite, phone, e-mail, office hours), lease number and print stamp, fixed-pitch lease-information lines with ISO dates (fixed term or month-to-month with an em dash for the end), owner an LLC or a family trust with the agent signing for it, residents table with roles (lease holder, co-lease holder, occupant) and last-first names, recurring-charges table with codes (rent apart from parking, water flat fee, pet rent), deposits and one-time charges table with a total due at move-in, numbered terms under headings: rent "due in full on the 1st day of each calendar month", portal / AutoPay / check / cashier\u2019s check / money order to the agent at the office drop box, cash refused, 10% after 11:59 p.m. on the 3rd, returned-payment fee with certified-funds rule, 30-day deposit refund by mailed check, guest nights per calendar month, typhoon readiness, notices to the agent\u2019s PMB, signature pairs and a footer with initials',
  docs: [
    {
      name: 'tw11_mp_system_lease_chalan_kanoa',
      build: () =>
        build({
          leaseNo: 'L-2027-0418',
          printed: '2027-07-22 14:06',
          property: 'SDR \u2014 Sugar Dock Residences',
          unit: '204',
          premises: 'Unit 204, Sugar Dock Residences, Beach Road, Chalan Kanoa, Saipan, MP 96950',
          owner: 'Sugar Dock Residences LLC',
          residents: [
            {
              p: { first: 'Marvin', last: 'Dela Cruz', full: 'Marvin Dela Cruz' },
              role: 'Lease holder',
              phone: '(670) 555-0121',
              email: 'marvin.dc@example.com',
            },
            {
              p: { first: 'Pilar', last: 'Aldan', full: 'Pilar Aldan' },
              role: 'Co-lease holder',
              phone: '(670) 555-0126',
              email: 'pilar.aldan@example.net',
            },
            {
              p: { first: 'Noah', last: 'Dela Cruz', full: 'Noah Dela Cruz' },
              role: 'Occupant (minor)',
            },
          ],
          start: '2027-08-01',
          end: '2028-07-31',
          rent: 1350,
          deposit: 1350,
          recurring: [
            {
              code: 'PARK',
              what: 'Covered parking stall C-4',
              amount: 45,
              freq: 'Monthly',
              from: '2027-08-01',
            },
            {
              code: 'WTRSW',
              what: 'Water and sewer flat fee',
              amount: 60,
              freq: 'Monthly',
              from: '2027-08-01',
            },
          ],
          oneTime: [
            {
              code: 'FOB',
              what: 'Gate fob (non-refundable)',
              amount: 25,
              freq: 'One-time',
              from: '2027-08-01',
            },
          ],
          moveIn: 2830,
          guestNights: 10,
          signer: 'Antonia R. Cepeda, Leasing Manager',
          notes: [
            'Fixed term; terminationDateText is the lease end as printed (2028-07-31). LLC owner. Total due at move-in $2,830.00 = rent, parking, water and sewer fee, deposit and fob. "Dela Cruz" is a two-word surname.',
          ],
        }),
    },
    {
      name: 'tw11_mp_system_lease_kagman',
      build: () =>
        build({
          leaseNo: 'L-2027-0562',
          printed: '2027-10-19 09:41',
          property: 'KGD \u2014 Kagman scattered duplexes',
          unit: '11-A',
          premises: 'Duplex 11-A, Chalan Tasi Gue, Kagman, Saipan, MP 96950',
          owner: 'The Mendiola Family Trust',
          residents: [
            {
              p: { first: 'Ebiil', last: 'Tmarsel', full: 'Ebiil Tmarsel' },
              role: 'Lease holder',
              phone: '(670) 555-0183',
              email: 'ebiil.tmarsel@example.org',
            },
          ],
          start: '2027-11-01',
          end: null,
          rent: 980,
          deposit: 1470,
          recurring: [
            {
              code: 'PETRNT',
              what: 'Pet rent (one dog)',
              amount: 25,
              freq: 'Monthly',
              from: '2027-11-01',
            },
          ],
          oneTime: [
            {
              code: 'FOB',
              what: 'Mailbox key (non-refundable)',
              amount: 25,
              freq: 'One-time',
              from: '2027-11-01',
            },
          ],
          moveIn: 2500,
          guestNights: 7,
          signer: 'Joaquin D. Reyes, Property Manager',
          notes: [
            'Month-to-month (the lease end prints as a dash): endDate and terminationDateText null. A family trust is the owner (housingProvider as printed). One lease holder, no occupants. Pet rent is not rent. Deposit one and a half months. Total due at move-in $2,500.00 = rent, pet rent, deposit and mailbox key.',
          ],
        }),
    },
  ],
}
