import { rgb } from 'pdf-lib'
import { dt, plain, type Built, type Person } from '../../former-heldout/lib'
import type { Template } from '../../former-heldout/template'
import { kit, type Kit } from '../../third-writer/kit'
import { freshPage } from '../parts'

type V = {
  bookNo: string
  premises: string
  landlord: string
  landlordAddr: string
  landlordTel: string
  agent: { name: string; office: string; box: string; tel: string } | null
  tenants: Person[]
  tel: string
  email: string
  occupants: { p: Person; relation: string }[]
  start: string
  end: string | null
  rent: number
  rentWords: string
  deposit: number
  depositWords: string
  howToPay: string
  methods: string[]
  account: string | null
  payee: string
  payAt: string | null
  late: number
  returned: number
  signed: string
  initials: string
  notes: string[]
}

const bd = (n: number) => `$${plain(n)}`

/** The two facing pages of the open booklet on one landscape sheet. */
const spread = (k: Kit) => {
  const gutter = 36
  const half = (k.w.width - 2 * 34 - gutter) / 2
  const top = k.w.height - 40
  for (const x of [34, 34 + half + gutter])
    k.w.page.drawRectangle({
      x: x - 8,
      y: 30,
      width: half + 16,
      height: k.w.height - 56,
      borderWidth: 0.8,
      borderColor: rgb(0.3, 0.3, 0.3),
    })
  k.w.page.drawLine({
    start: { x: k.w.width / 2, y: 22 },
    end: { x: k.w.width / 2, y: k.w.height - 18 },
    thickness: 0.4,
    color: rgb(0.6, 0.6, 0.6),
    dashArray: [3, 3],
  })
  return { left: 34, right: 34 + half + gutter, half, top }
}

/** Writes into one booklet page, and refuses to run off it. */
const column = (k: Kit, x: number, width: number, top: number) => {
  k.w.y = top
  const pages = k.w.doc.getPageCount()
  const guard = () => {
    if (k.w.doc.getPageCount() !== pages) throw new Error('booklet page overflowed')
  }
  return {
    p: (
      text: string,
      o: { size?: number; bold?: boolean; after?: number; italic?: boolean } = {},
    ) => {
      k.p(text, {
        x,
        width,
        size: o.size ?? 8.6,
        font: o.bold ? k.w.bold : o.italic ? k.f.italic : k.w.regular,
        after: o.after ?? 4,
        leading: 1.3,
        bottom: 40,
      })
      guard()
    },
    centre: (text: string, size: number, bold = true) => {
      const font = bold ? k.w.bold : k.w.regular
      k.w.page.drawText(text, {
        x: x + (width - font.widthOfTextAtSize(text, size)) / 2,
        y: k.w.y,
        size,
        font,
      })
      k.w.y -= size * 1.5
    },
    field: (label: string, value: string) => {
      k.p(label, { x, width, size: 7.8, font: k.f.sansBold, after: 1, leading: 1.3, bottom: 40 })
      k.p(value, { x: x + 10, width: width - 10, size: 10.4, after: 7, leading: 1.3, bottom: 40 })
      guard()
    },
    gap: (pt: number) => {
      k.w.y -= pt
    },
  }
}

const build = async (v: V): Promise<Built> => {
  const k = await kit({ serif: true, margin: 34, size: 8.6, landscape: true })
  const { f } = k
  const many = v.tenants.length > 1
  // Sheet 1: cover and particulars
  let s = spread(k)
  let c = column(k, s.left, s.half, s.top - 8)
  c.centre('RENT BOOK', 22)
  c.centre('and Tenancy Agreement', 12, false)
  c.centre('Bermuda \u2014 residential premises', 9, false)
  c.centre(`Book No. ${v.bookNo}`, 8.4, false)
  c.gap(8)
  c.field('PREMISES', v.premises)
  c.field('LANDLORD', v.landlord)
  c.field('LANDLORD\u2019S ADDRESS AND TELEPHONE', `${v.landlordAddr}; ${v.landlordTel}`)
  c.field(
    'AGENT (IF ANY)',
    v.agent ? `${v.agent.name}, ${v.agent.office}; ${v.agent.box}; ${v.agent.tel}` : 'None',
  )
  c.field(many ? 'TENANTS' : 'TENANT', v.tenants.map((t) => t.full).join(' and '))
  c.field('TENANT\u2019S TELEPHONE AND E-MAIL', `${v.tel}; ${v.email}`)
  c.field(
    'OTHER PERSONS PERMITTED TO RESIDE',
    v.occupants.length ? v.occupants.map((o) => `${o.p.full} (${o.relation})`).join(', ') : 'None',
  )
  c.gap(4)
  c.p(
    'IMPORTANT. This book is the property of the Tenant and must be kept safe. Every payment of rent must be entered in the record at the back of this book and initialled by the Landlord or Agent when it is received.',
    { size: 8.8, italic: true },
  )
  c = column(k, s.right, s.half, s.top - 8)
  c.centre('PARTICULARS OF THE TENANCY', 11)
  c.gap(4)
  c.field(
    'TERM',
    v.end
      ? `A fixed term of twelve months commencing on ${dt(v.start).dayMonth} and ending on ${dt(v.end).dayMonth}.`
      : `A monthly tenancy commencing on ${dt(v.start).dayMonth}, which either party may end by one full calendar month\u2019s notice in writing.`,
  )
  c.field('RENT', `${v.rentWords} (${bd(v.rent)}) per month`)
  const due = 'in advance on the first day of each calendar month'
  c.field('RENT IS PAYABLE', due)
  c.field('SECURITY DEPOSIT', `${v.depositWords} (${bd(v.deposit)})`)
  c.field('HOW AND WHERE RENT IS PAID', v.howToPay)
  c.field(
    'SERVICES INCLUDED IN THE RENT',
    'Water from the tank; garden maintenance. Electricity, telephone and internet are paid by the Tenant.',
  )
  c.gap(4)
  c.p(
    'All amounts in this book are in Bermuda dollars. Where the premises are subject to the rent control legislation of Bermuda, nothing in this book permits a rent higher than the assessed rent.',
    { size: 8.6, italic: true },
  )
  // Sheet 2: conditions and signatures
  freshPage(k)
  s = spread(k)
  const nsf = `A charge of ${bd(v.returned)} shall be paid by the Tenant for every cheque returned unpaid by the bank.`
  const ret =
    'within thirty (30) days after the end of the tenancy and the return of all keys, after deducting any rent owing and the cost of making good any damage other than fair wear and tear'
  const L = v.agent ? 'the Landlord or the Agent' : 'the Landlord'
  const conditions = [
    `The Tenant shall pay the rent ${due}, without deduction, as stated in the particulars.`,
    `If any rent is received after the seventh (7th) day of the month in which it is due, the Tenant shall pay a late charge of ${bd(v.late)} for that month.`,
    nsf,
    `The security deposit is held against breach of these conditions and does not bear interest. The Landlord shall repay the security deposit ${ret}.`,
    'The Tenant shall use the premises as a private residence only, and shall not permit any person other than those named on the cover of this book to reside there. Visitors may stay for no more than thirty (30) days in any one year.',
    'The Tenant shall keep the interior of the premises clean and in good order, keep the roof catchment and gutters free of obstruction, and shall not waste tank water.',
    `The Tenant shall not keep any animal, sublet, or make any alteration without the written consent of ${L}.`,
    `${v.agent ? 'The Landlord or the Agent' : 'The Landlord'} may enter to inspect or repair at reasonable times on twenty-four (24) hours\u2019 notice, and at any time in an emergency.`,
    'Before a hurricane the Tenant shall close the shutters and secure outdoor furniture; the Landlord shall not be liable for loss caused by storm.',
    `Notices to the Landlord shall be in writing and delivered or posted to ${v.agent ? `the Agent at ${v.agent.box}` : `the Landlord at ${v.landlordAddr}`}. Notices to the Tenant may be left at the premises.`,
    'At the end of the tenancy the Tenant shall deliver up the premises clean, with all keys, in the condition recorded in the inventory, fair wear and tear excepted.',
    'These conditions are to be read with the particulars on the first pages of this book and together form the tenancy agreement.',
  ]
  c = column(k, s.left, s.half, s.top - 8)
  c.centre('CONDITIONS OF TENANCY', 11)
  c.gap(4)
  conditions.slice(0, 7).forEach((t, i) => c.p(`${i + 1}.  ${t}`, { size: 10, after: 7 }))
  c = column(k, s.right, s.half, s.top - 8)
  conditions.slice(7).forEach((t, i) => c.p(`${i + 8}.  ${t}`, { size: 10, after: 7 }))
  c.gap(8)
  c.p(`Signed in Bermuda on ${dt(v.signed).dayMonth}.`, { size: 10, after: 22 })
  const signLine = (caption: string) => {
    k.w.page.drawLine({
      start: { x: s.right, y: k.w.y },
      end: { x: s.right + s.half - 60, y: k.w.y },
      thickness: 0.5,
    })
    k.w.page.drawText(caption, { x: s.right, y: k.w.y - 10, size: 8, font: f.sans })
    k.w.y -= 34
  }
  signLine(v.agent ? `Agent for the Landlord: ${v.agent.name}` : `Landlord: ${v.landlord}`)
  for (const t of v.tenants) signLine(`Tenant: ${t.full}`)
  if (k.w.y < 40) throw new Error('signatures overflowed')
  // Sheet 3: record of payments
  freshPage(k)
  s = spread(k)
  const months = [
    'Jan',
    'Feb',
    'Mar',
    'Apr',
    'May',
    'Jun',
    'Jul',
    'Aug',
    'Sep',
    'Oct',
    'Nov',
    'Dec',
  ]
  const [startYear, startMonth] = [Number(v.start.slice(0, 4)), Number(v.start.slice(5, 7))]
  const label = (i: number) =>
    `${months[(startMonth - 1 + i) % 12] ?? ''} ${startYear + Math.floor((startMonth - 1 + i) / 12)}`
  const cols = [0.24, 0.19, 0.19, 0.19, 0.19]
  const ledger = (x: number, rows: string[][]) => {
    k.w.y = s.top - 30
    const rowH = 24
    for (const [ri, row] of rows.entries()) {
      let cx = x
      row.forEach((cell, ci) => {
        const w = (cols[ci] ?? 0) * s.half
        k.w.page.drawRectangle({
          x: cx,
          y: k.w.y - rowH,
          width: w,
          height: rowH,
          borderWidth: 0.5,
          borderColor: rgb(0.3, 0.3, 0.3),
          color: ri === 0 ? rgb(0.9, 0.9, 0.9) : undefined,
        })
        k.w.page.drawText(cell, {
          x: cx + 3,
          y: k.w.y - 15,
          size: ri === 0 ? 7 : 9,
          font: ri === 0 ? f.sansBold : f.italic,
          color: ri === 0 ? rgb(0, 0, 0) : rgb(0.05, 0.12, 0.45),
        })
        cx += w
      })
      k.w.y -= rowH
    }
  }
  k.w.y = s.top - 8
  k.w.page.drawText('RECORD OF RENT PAYMENTS', { x: s.left, y: k.w.y, size: 11, font: f.bold })
  const head = ['MONTH', 'RENT DUE', 'PAID', 'DATE PAID', 'INITIALS']
  const paid = dt(v.signed)
  const paidOn = `${paid.day} ${paid.month.slice(0, 3)}`
  ledger(s.left, [
    head,
    ['Deposit', bd(v.deposit), bd(v.deposit), paidOn, v.initials],
    [label(0), bd(v.rent), bd(v.rent), paidOn, v.initials],
    ...Array.from({ length: 11 }, (_, i) => [label(i + 1), '', '', '', '']),
  ])
  ledger(s.right, [head, ...Array.from({ length: 13 }, () => ['', '', '', '', ''])])
  const first = v.tenants[0]
  if (!first) throw new Error('no tenant')
  return {
    pdf: await k.w.save(),
    truth: {
      tenants: v.tenants,
      additionalOccupants: v.occupants.length ? v.occupants.map((o) => o.p) : null,
      tenantEmail: v.email,
      tenantPhone: v.tel,
      premisesAddress: v.premises,
      leaseType: v.end ? 'fixed-term' : 'month-to-month',
      startDate: v.start,
      endDate: v.end,
      terminationDateText: v.end ? dt(v.end).dayMonth : null,
      monthlyRent: v.rent,
      securityDeposit: v.deposit,
      rentDueDay: 1,
      maxGuestStayDays: 30,
      managementCompany: v.agent?.name ?? null,
      housingProvider: v.landlord,
      mailingAddress: v.agent ? v.agent.box : v.landlordAddr,
      acceptedPaymentMethods: v.methods,
      bankAccount: v.account,
      gracePeriodDays: 7,
      nsfFeeFirst: v.returned,
      rentDueDescription: due,
      paymentRecipient: v.payee,
      paymentAddress: v.payAt,
      nsfPolicy: nsf,
      depositReturnDays: 30,
      depositReturnCondition: ret,
      _notes: [
        'Rent book with the tenancy agreement, printed as an open booklet: each landscape sheet shows two facing pages (cover and particulars; conditions and signatures; the record of rent payments). Day-month-year long dates, Bermuda dollars. The tenant\u2019s telephone and e-mail are on the cover (with two tenants, one contact line; it is the first tenant\u2019s).',
        'Rent "in advance on the first day of each calendar month" (rentDueDescription). "received after the seventh (7th) day of the month": gracePeriodDays 7, flat late charge. nsfPolicy is the returned-cheque sentence. Deposit "repay the security deposit within thirty (30) days \u2026": the condition is the wording after "the security deposit". Visitors "no more than thirty (30) days in any one year": 30. The filled rows of the payment record (deposit and first month) are distractors.',
        ...v.notes,
      ],
    },
  }
}

export const template: Template = {
  id: 'bermuda_rent_book',
  title: 'Bermuda rent book and tenancy agreement printed as an open booklet',
  exercises:
    'landscape sheets each showing two facing booklet pages: cover with book number and captioned entries (premises with house name and parish postcode, landlord with P.O. box and phone, agent with office, P.O. box and phone or None, tenants, one telephone/e-mail line, other persons permitted to reside), particulars page (fixed twelve-month term or monthly tenancy in day-month-year long dates, rent and deposit in title-case words and figures, rent payable "in advance on the first day of each calendar month", how and where rent is paid: cheque to a payee posted to a P.O. box or bank transfer to an account, or agent\u2019s client account and cheques at the agent\u2019s office), conditions in two columns (flat late charge after the seventh, returned-cheque charge, 30-day deposit repayment, visitors thirty days a year, hurricane shutters, notices to the landlord\u2019s or agent\u2019s P.O. box), signature lines, and a record-of-payments ledger with the deposit and first month filled in',
  docs: [
    {
      name: 'tw11_bm_rent_book_paget',
      build: () =>
        build({
          bookNo: '0617',
          premises: 'Upper Apartment, Windward Cottage, 7 Longtail Lane, Paget PG 04, Bermuda',
          landlord: 'Clarissa Outerbridge-Tucker',
          landlordAddr: 'P.O. Box PG 218, Paget PG BX, Bermuda',
          landlordTel: '(441) 555-0126',
          agent: null,
          tenants: [
            { first: 'Devon', last: 'Lightbourne', full: 'Devon Lightbourne' },
            { first: 'Shanice', last: 'Lightbourne', full: 'Shanice Lightbourne' },
          ],
          tel: '(441) 555-0173',
          email: 'devon.lightbourne@example.com',
          occupants: [],
          start: '2027-10-01',
          end: '2028-09-30',
          rent: 3400,
          rentWords: 'Three Thousand Four Hundred Dollars',
          deposit: 3400,
          depositWords: 'Three Thousand Four Hundred Dollars',
          howToPay:
            'By cheque payable to C. Outerbridge-Tucker, posted to P.O. Box PG 218, Paget PG BX, Bermuda, or by bank transfer to Account No. 2011-447-19 at Harbour Commercial Bank. No cash.',
          methods: ['Check', 'Bank Transfer'],
          account: '2011-447-19',
          payee: 'C. Outerbridge-Tucker',
          payAt: 'P.O. Box PG 218, Paget PG BX, Bermuda',
          late: 75,
          returned: 50,
          signed: '2027-09-20',
          initials: 'C.O.T.',
          notes: [
            'An individual landlord without an agent ("None"); notices to her P.O. box (mailingAddress), which is also where cheques are posted (paymentAddress). paymentRecipient is the abbreviated payee as written ("C. Outerbridge-Tucker"). Cheque or bank transfer (bankAccount the account number); cash refused.',
            'Fixed twelve-month term; terminationDateText "30 September 2028" as written. Two tenants (a couple) with one contact line on the cover (Devon\u2019s e-mail).',
          ],
        }),
    },
    {
      name: 'tw11_bm_rent_book_devonshire',
      build: () =>
        build({
          bookNo: '1142',
          premises: 'Garden Flat, Palmetto House, 22 Jubilee Road, Devonshire DV 05, Bermuda',
          landlord: 'Cedar Ridge Holdings Ltd.',
          landlordAddr: 'Cedar Ridge House, 3 Middle Road, Devonshire DV 02, Bermuda',
          landlordTel: '(441) 555-0102',
          agent: {
            name: 'Longtail Realty Ltd.',
            office: 'Suite 201, 12 Church Street, Hamilton HM 11',
            box: 'P.O. Box HM 1733, Hamilton HM GX, Bermuda',
            tel: '(441) 555-0155',
          },
          tenants: [{ first: 'Marcus', last: 'Trott', full: 'Marcus Trott' }],
          tel: '(441) 555-0188',
          email: 'marcus.trott@example.net',
          occupants: [
            { p: { first: 'Elena', last: 'Trott', full: 'Elena Trott' }, relation: 'wife' },
          ],
          start: '2027-11-01',
          end: null,
          rent: 2650,
          rentWords: 'Two Thousand Six Hundred and Fifty Dollars',
          deposit: 5300,
          depositWords: 'Five Thousand Three Hundred Dollars',
          howToPay:
            'By bank transfer to Longtail Realty Ltd. Client Account No. 6600-118-42 at Harbour Commercial Bank, or by cheque payable to Longtail Realty Ltd. delivered to the Agent\u2019s office at Suite 201, 12 Church Street, Hamilton HM 11.',
          methods: ['Bank Transfer', 'Check'],
          account: '6600-118-42',
          payee: 'Longtail Realty Ltd.',
          payAt: 'Suite 201, 12 Church Street, Hamilton HM 11',
          late: 60,
          returned: 40,
          signed: '2027-10-25',
          initials: 'L.R.',
          notes: [
            'A company landlord with an agent that manages the premises and collects the rent (managementCompany). Notices to the agent\u2019s P.O. box (mailingAddress); cheques payable to the agent at its office (paymentRecipient, paymentAddress); bank transfer to the agent\u2019s client account (bankAccount). The landlord\u2019s own address is a distractor.',
            'Monthly tenancy with no end date: month-to-month, endDate and terminationDateText null. One tenant; his wife may reside (additionalOccupants). Deposit two months.',
          ],
        }),
    },
  ],
}
