import { dt, usd, type Built, type Person } from '../../former-heldout/lib'
import type { Template } from '../../former-heldout/template'
import { kit } from '../../third-writer/kit'
import { freshPage, pageNumbers, ruledTable, signPair } from '../parts'

type Tenant = { p: Person; phone: string; email: string }

type V = {
  landlordRow: string
  landlord: string
  hours: string | null
  tenants: Tenant[]
  occupants: Person[]
  premises: string
  premisesExtra: string
  start: string
  end: string | null
  rent: number
  prorated: { amount: number; span: string } | null
  deposit: number
  payRow: string
  methods: string[]
  payee: string | null
  payAt: string | null
  zelle: string | null
  lateRow: string
  grace: number
  latePct: number | null
  nsf: string
  nsfFirst: number
  nsfMore: number | null
  guestRow: string
  guests: number
  noticeRow: string
  mailing: string
  signedAt: string
  signed: string
  notes: string[]
}

const build = async (v: V): Promise<Built> => {
  const k = await kit({ serif: false, margin: 54, size: 9.4 })
  const { f } = k
  k.centre('RESIDENTIAL TENANCY AGREEMENT', 14, f.sansBold)
  k.centre('American Samoa \u2014 house, flat or apartment', 8.6, f.sans)
  k.gap(6)
  k.p(
    'The agreement is set out in the table. Items 1 to 9 are the particulars of this tenancy; items 10 to 22 are the conditions that apply to it. Where an item says \u201cNil\u201d, it does not apply.',
    { size: 8.8, font: f.italic, after: 8 },
  )
  const names = v.tenants.map((t) => t.p.full).join('; ')
  const due = 'falls due on the first (1st) day of each month'
  const ret =
    'within fourteen (14) days after the tenancy ends and the keys are handed back, less the cost of unpaid rent, cleaning and repair of damage beyond fair wear and tear, with a written statement of any amount kept'
  const rows: string[][] = [
    ['1', 'Landlord', v.landlordRow],
    [
      '2',
      'Tenant(s)',
      `${names}. ${v.tenants.length > 1 ? 'Each tenant is liable for the whole rent and for every obligation of the tenants.' : 'The tenant is the only person liable under this agreement.'} Contact details are on the signature page.`,
    ],
    [
      '3',
      'Other occupants (not tenants)',
      v.occupants.length ? v.occupants.map((o) => o.full).join('; ') : 'Nil',
    ],
    ['4', 'Premises', `${v.premises}. ${v.premisesExtra}`],
    [
      '5',
      'Term',
      v.end
        ? `Fixed term from ${dt(v.start).long} to ${dt(v.end).long}, both days included.`
        : `Periodic (month to month) from ${dt(v.start).long}, until ended by either party on at least thirty (30) days\u2019 written notice.`,
    ],
    [
      '6',
      'Rent',
      `${usd(v.rent)} per month. The rent ${due}.` +
        (v.prorated
          ? ` The first payment of ${usd(v.prorated.amount)} covers ${v.prorated.span} only and is paid on signing.`
          : ''),
    ],
    ['7', 'Security deposit', `${usd(v.deposit)}, paid on signing.`],
    ['8', 'How rent is paid', v.payRow],
    ['9', 'Late rent', v.lateRow],
    ['10', 'Returned payments', v.nsf],
    [
      '11',
      'Return of deposit',
      `The Landlord will return the security deposit ${ret}. The deposit may not be used by the tenant as rent.`,
    ],
    ['12', 'Guests', v.guestRow],
    [
      '13',
      'Use',
      'The premises are a private home for the tenant(s) and the occupants in item 3 only. No business, church meetings or fundraising events may be held there without written consent.',
    ],
    [
      '14',
      'Utilities',
      'The tenant(s) pay for electricity, water, gas and internet. The Landlord pays the rubbish collection fee and keeps the water tank and pump in working order.',
    ],
    [
      '15',
      'Care of premises',
      'Keep the premises clean, dispose of rubbish weekly, keep drains clear and report any leak, broken louvre or electrical fault promptly. Do not paint, drill or change locks without consent.',
    ],
    [
      '16',
      'Pets',
      'No dogs. Other pets only with the Landlord\u2019s written consent, which may be withdrawn if the pet causes nuisance.',
    ],
    [
      '17',
      'Entry',
      'The Landlord may enter to inspect or repair at a reasonable time after giving twenty-four (24) hours\u2019 notice, and at any time in an emergency or during a storm warning.',
    ],
    [
      '18',
      'Storms',
      'During a tropical cyclone warning the tenant(s) close all shutters and secure outdoor furniture; the Landlord is not responsible for storm damage to the tenant\u2019s belongings.',
    ],
    ['19', 'Notices', v.noticeRow],
    [
      '20',
      'Ending the tenancy',
      'At the end of the tenancy the tenant(s) leave the premises clean, remove all belongings and rubbish, and return every key and remote.',
    ],
    [
      '21',
      'Changes',
      'A change to this agreement is valid only if written and signed by the Landlord and every tenant.',
    ],
    ['22', 'Law', 'This agreement is governed by the laws of American Samoa.'],
  ]
  ruledTable(k, ['Item', 'Subject', 'Agreed terms'], rows, [0.08, 0.2, 0.72], {
    size: 8.8,
    boldFirst: false,
    font: f.sans,
    headFont: f.sansBold,
    shade: 0.84,
  })
  freshPage(k)
  k.line('SIGNATURE PAGE', 12, f.sansBold)
  k.gap(4)
  k.p(
    `Signed at ${v.signedAt} on ${dt(v.signed).long}. Each person signing has read all 22 items and received a copy of this agreement.`,
    { after: 14 },
  )
  signPair(k, [`Landlord: ${v.landlord}`, v.hours ? 'By its authorised officer' : ''], ['Date'])
  for (const t of v.tenants)
    signPair(k, [`Tenant: ${t.p.full}`, `Mobile: ${t.phone}`, `E-mail: ${t.email}`], ['Date'])
  pageNumbers(
    k,
    (i, n) => `Residential tenancy agreement \u2014 page ${i} of ${n} \u2014 initials: ____ / ____`,
    {
      align: 'center',
    },
  )
  const first = v.tenants[0]
  if (!first) throw new Error('no tenant')
  return {
    pdf: await k.w.save(),
    truth: {
      tenants: v.tenants.map((t) => t.p),
      additionalOccupants: v.occupants.length ? v.occupants : null,
      tenantEmail: first.email,
      tenantPhone: first.phone,
      premisesAddress: v.premises,
      leaseType: v.end ? 'fixed-term' : 'month-to-month',
      startDate: v.start,
      endDate: v.end,
      terminationDateText: v.end ? dt(v.end).long : null,
      monthlyRent: v.rent,
      securityDeposit: v.deposit,
      rentDueDay: 1,
      maxGuestStayDays: v.guests,
      housingProvider: v.landlord,
      mailingAddress: v.mailing,
      acceptedPaymentMethods: v.methods,
      zelleNumber: v.zelle,
      lateFeePercentage: v.latePct,
      gracePeriodDays: v.grace,
      nsfFeeFirst: v.nsfFirst,
      nsfFeeAdditional: v.nsfMore,
      proratedRent: v.prorated?.amount ?? null,
      rentDueDescription: due,
      paymentRecipient: v.payee,
      paymentAddress: v.payAt,
      officeHours: v.hours,
      nsfPolicy: v.nsf,
      depositReturnDays: 14,
      depositReturnCondition: ret,
      _notes: [
        'The whole agreement is one ruled three-column table (Item, Subject, Agreed terms) whose header repeats on each page: particulars in items 1\u20139, conditions in 10\u201322; a separate signature page carries each tenant\u2019s mobile and e-mail under the signature line. Long US dates.',
        'rentDueDescription is "falls due on the first (1st) day of each month" from item 6. nsfPolicy is the whole text of item 10. Deposit "return the security deposit within fourteen (14) days \u2026": the condition is the wording after "the security deposit".',
        ...v.notes,
      ],
    },
  }
}

export const template: Template = {
  id: 'samoa_clause_table',
  title: 'American Samoa residential tenancy agreement set out as a table of numbered items',
  exercises:
    'whole agreement in one ruled Item / Subject / Agreed terms table with a repeating header (landlord with P.O. box and office hours or an individual with phone, tenants separated by semicolons, other occupants or Nil, premises with furnishing note, fixed term "both days included" or periodic in long dates, rent "falls due on the first (1st) day of each month" with a stated part-month first payment in one, deposit, how rent is paid as a row, late rent row (flat fee with daily add-on and cap after the 5th, or 10% after the 3rd), returned-payment row with first and later fees or a reversed-Zelle fee, 14-day deposit return with statement, guest row (nights in three months or nights in a row), notices row to a P.O. box), separate signature page with each tenant\u2019s mobile and e-mail under the signature, page footer with initials',
  docs: [
    {
      name: 'tw11_as_tenancy_table_fagatogo',
      build: () =>
        build({
          landlordRow:
            'Utulei Harbourview Apartments, Inc., P.O. Box 488, Pago Pago, AS 96799. Site office: ground floor of Building A, telephone (684) 555-0133, open Monday to Friday, 8:00 am to 4:30 pm.',
          landlord: 'Utulei Harbourview Apartments, Inc.',
          hours: 'Monday to Friday, 8:00 am to 4:30 pm',
          tenants: [
            {
              p: { first: 'Mikaele', last: 'Tauiliili', full: 'Mikaele Tauiliili' },
              phone: '(684) 555-0145',
              email: 'mikaele.t@example.com',
            },
          ],
          occupants: [
            { first: 'Ana', last: 'Tauiliili', full: 'Ana Tauiliili' },
            { first: 'Lagi', last: 'Tauiliili', full: 'Lagi Tauiliili' },
          ],
          premises: 'Apartment C-12, Harbourview Apartments, Fagatogo, AS 96799',
          premisesExtra:
            'Two bedrooms, partly furnished (inventory attached), covered parking space no. 12.',
          start: '2027-09-15',
          end: '2028-03-14',
          rent: 990,
          prorated: { amount: 528, span: '15 to 30 September 2027' },
          deposit: 990,
          payRow:
            'At the site office during opening hours, by cheque or money order payable to Utulei Harbourview Apartments, Inc., or by debit card. The office address for payments is Building A, Harbourview Apartments, Fagatogo, AS 96799. Cash is not accepted.',
          methods: ['Check', 'Money Order'],
          payee: 'Utulei Harbourview Apartments, Inc.',
          payAt: 'Building A, Harbourview Apartments, Fagatogo, AS 96799',
          zelle: null,
          lateRow:
            'If the rent is not received by 4:30 pm on the fifth (5th) day of the month, a late fee of $40.00 is charged, plus $5.00 for each further day it stays unpaid, up to $90.00 in any one month.',
          grace: 5,
          latePct: null,
          nsf: 'A fee of $30.00 is charged for each cheque returned unpaid, and $50.00 for a second or later returned cheque in the same term.',
          nsfFirst: 30,
          nsfMore: 50,
          guestRow:
            'Overnight guests may stay no more than fourteen (14) nights in total in any three-month period without the Landlord\u2019s written consent.',
          guests: 14,
          noticeRow:
            'Notices to the Landlord: hand them in at the site office or post them to P.O. Box 488, Pago Pago, AS 96799. Notices to the tenant(s): at the premises or by e-mail.',
          mailing: 'P.O. Box 488, Pago Pago, AS 96799',
          signedAt: 'Fagatogo',
          signed: '2027-09-08',
          notes: [
            'A corporation lets and manages its own apartments (no managementCompany); its site-office hours are officeHours. Notices may be handed in at the office or posted to the P.O. box: mailingAddress is the postal address written for notices. Payments at the office whose address is written in item 8 (paymentAddress), cheques and money orders payable to the corporation; debit card at the office is not a listed method; cash refused.',
            'Six-month fixed term starting mid-month: item 6 states the part-month first payment $528.00 for 15\u201330 September (proratedRent). Flat late fee after 4:30 pm on the fifth with a daily add-on and cap: gracePeriodDays 5, no percentage. First and later returned-cheque fees in item 10. Guest nights "in total in any three-month period": 14. One tenant with two occupants.',
          ],
        }),
    },
    {
      name: 'tw11_as_tenancy_table_leone',
      build: () =>
        build({
          landlordRow:
            'Sefo Tuimavave, P.O. Box 1029, Pago Pago, AS 96799, telephone (684) 555-0159. The Landlord manages the premises personally.',
          landlord: 'Sefo Tuimavave',
          hours: null,
          tenants: [
            {
              p: { first: 'Lupe', last: 'Fonoti', full: 'Lupe Fonoti' },
              phone: '(684) 555-0163',
              email: 'lupe.fonoti@example.org',
            },
            {
              p: { first: 'Grace', last: 'Tiumalu', full: 'Grace Tiumalu' },
              phone: '(684) 555-0166',
              email: 'grace.tiumalu@example.com',
            },
            {
              p: { first: 'Mareike', last: 'Vogel', full: 'Mareike Vogel' },
              phone: '(684) 555-0178',
              email: 'm.vogel@example.net',
            },
          ],
          occupants: [],
          premises: 'Upper Flat, 14 Amanave Road, Leone, AS 96799',
          premisesExtra: 'Three bedrooms, unfurnished except for the stove and refrigerator.',
          start: '2027-10-01',
          end: null,
          rent: 1200,
          prorated: null,
          deposit: 1200,
          payRow:
            'By Zelle to the Landlord\u2019s number (684) 555-0159, or in cash handed to the Landlord, who signs a receipt for it. Cheques are not accepted.',
          methods: ['Zelle', 'Cash'],
          payee: null,
          payAt: null,
          zelle: '(684) 555-0159',
          lateRow:
            'Rent still unpaid after the third (3rd) day of the month is late, and a late charge of ten percent (10%) of the monthly rent is then payable.',
          grace: 3,
          latePct: 10,
          nsf: 'A Zelle payment that is reversed, recalled or rejected costs the tenants $25.00 in addition to the rent.',
          nsfFirst: 25,
          nsfMore: null,
          guestRow:
            'A guest may not stay more than five (5) nights in a row without the agreement of the Landlord.',
          guests: 5,
          noticeRow:
            'Notices to the Landlord: by post to P.O. Box 1029, Pago Pago, AS 96799, or by text message to (684) 555-0159 followed by a written copy. Notices to the tenants: at the premises.',
          mailing: 'P.O. Box 1029, Pago Pago, AS 96799',
          signedAt: 'Leone',
          signed: '2027-09-25',
          notes: [
            'An individual landlord who manages personally; notices by post to his P.O. box (mailingAddress). Three tenants liable for the whole rent; the first tenant\u2019s mobile and e-mail from the signature page.',
            'Zelle to the landlord\u2019s phone (zelleNumber as written) or cash against a signed receipt; cheques refused. No payee wording ("payable to") and no place of payment: paymentRecipient and paymentAddress null. Periodic from 1 October 2027: month-to-month, endDate null. "unpaid after the third (3rd) day": gracePeriodDays 3 with 10%. Reversed-Zelle fee in item 10 (nsfPolicy). "five (5) nights in a row": 5.',
          ],
        }),
    },
  ],
}
