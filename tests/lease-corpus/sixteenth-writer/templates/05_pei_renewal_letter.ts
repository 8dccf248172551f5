import { dt, lastFirst, person, usd, type Built, type Person } from '../../former-heldout/lib'
import type { Template } from '../../former-heldout/template'
import { kit } from '../../third-writer/kit'
import { andList, detachLine, monogramHead, outline, pageNumbers, room, ruledTable } from '../parts'

type V = {
  letterDate: string
  firm: {
    name: string
    initials: string
    office: string
    box: string
    tel: string
    email: string
    hours: string
    signer: string
  }
  landlord: string
  tenants: { p: Person; tel: string; email: string }[]
  occupants: Person[]
  unit: string
  original: { date: string; end: string; rent: number }
  renewal: { kind: 'fixed'; start: string; end: string } | { kind: 'monthly'; start: string }
  rent: number
  increaseNote: string
  pay: string
  methods: string[]
  late: { words: string; n: number; fee: number }
  nsf: number
  deposit: number
  replyBy: string
  notes: string[]
}

const build = async (v: V): Promise<Built> => {
  const k = await kit({ serif: true, margin: 64, size: 10 })
  const { f } = k
  k.w.y = k.w.height - 58
  monogramHead(
    k,
    v.firm.initials,
    v.firm.name,
    'Residential property management on Prince Edward Island',
    [
      v.firm.office,
      `Mail: ${v.firm.box}`,
      `Tel. ${v.firm.tel}  \u00b7  ${v.firm.email}`,
      `Office hours: ${v.firm.hours}`,
    ],
    { colour: [0.42, 0.14, 0.12] },
  )
  const T = v.tenants
  k.line(dt(v.letterDate).long, 10)
  k.gap(8)
  k.line('DELIVERED BY E-MAIL AND TO THE RENTAL UNIT', 8.4, f.sansBold)
  k.gap(4)
  for (const t of T) k.line(t.p.full, 10)
  const parts = v.unit.split(', ')
  k.line(parts.slice(0, -2).join(', '), 10)
  k.line(parts.slice(-2).join(', '), 10)
  k.gap(10)
  k.line(`Re:  Renewal of your tenancy at ${v.unit}`, 10, k.w.bold)
  k.gap(6)
  k.line(`Dear ${andList(T.map((t) => t.p.first))}:`, 10)
  k.gap(4)
  const P = (t: string) => k.p(t, { size: 10, leading: 1.4, after: 7 })
  P(
    `We manage your home for the landlord, ${v.landlord} (the \u201cLandlord\u201d). Your present fixed-term tenancy under the rental agreement dated ${dt(v.original.date).long} ends on ${dt(v.original.end).long}. On the Landlord\u2019s behalf, we are pleased to offer you a renewal on the terms below. Anything not mentioned here stays as it is in your rental agreement.`,
  )
  const due = 'on or before the first (1st) day of each month'
  const nsf = `A charge of ${usd(v.nsf)} applies to each cheque or pre-authorized debit returned by your bank.`
  const ret =
    'with the interest the Residential Tenancy Act requires, within ten (10) days after the tenancy ends, unless the Landlord files a claim against it with the Director of Residential Tenancy within that time'
  const O = (l: string, t: string) => outline(k, l, t, { size: 10, level: 1 })
  O(
    '(a)',
    v.renewal.kind === 'fixed'
      ? `Renewal term: a new fixed term beginning ${dt(v.renewal.start).long} and ending ${dt(v.renewal.end).long}.`
      : `Renewal term: beginning ${dt(v.renewal.start).long}, your tenancy will continue from month to month, with no end date, until it is ended by a notice the Act allows.`,
  )
  O(
    '(b)',
    `Monthly rent: ${usd(v.rent)}, up from your present rent of ${usd(v.original.rent)}. ${v.increaseNote}`,
  )
  O('(c)', `When rent is due: ${due}, as now.`)
  O('(d)', `How to pay: ${v.pay}`)
  O(
    '(e)',
    `Late payment: rent not paid by the end of the ${v.late.words} day of the month is subject to a late payment charge of ${usd(v.late.fee)}. ${nsf}`,
  )
  O(
    '(f)',
    `Security deposit: we continue to hold your security deposit of ${usd(v.deposit)} in trust. We will return the security deposit, ${ret}.`,
  )
  if (v.occupants.length)
    O(
      '(g)',
      `Occupants: ${andList(v.occupants.map((o) => o.full))} will continue to live with you as ${v.occupants.length > 1 ? 'occupants' : 'an occupant'}; ${v.occupants.length > 1 ? 'they are' : 'this person is'} not a tenant.`,
    )
  P(
    `Notices to the Landlord continue to go to us, as the Landlord\u2019s agent, at ${v.firm.box}. Our office is at ${v.firm.office} if you prefer to drop something off.`,
  )
  P(
    `To accept, please sign and return the acceptance below by ${dt(v.replyBy).long}. If you would rather not renew, please tell us in writing by the same date. Thank you for being ${T.length > 1 ? 'such good tenants' : 'such a good tenant'}.`,
  )
  k.gap(2)
  k.line('Yours truly,', 10)
  k.gap(20)
  k.line(v.firm.signer, 10)
  k.line(`${v.firm.name}, for and on behalf of the Landlord, ${v.landlord}`, 9, f.italic)
  room(k, 150 + T.length * 30)
  detachLine(k, 'detach and return this part')
  k.centre('ACCEPTANCE OF RENEWAL', 11, k.w.bold)
  k.p(
    `To ${v.firm.name}, agent for ${v.landlord}: I/we accept the renewal of the tenancy at ${v.unit} on the terms of your letter of ${dt(v.letterDate).long}. Our contact details are:`,
    { size: 9.2, leading: 1.35, after: 6 },
  )
  ruledTable(
    k,
    ['Tenant (Surname, Given name)', 'Telephone', 'E-mail', 'Signature', 'Date'],
    T.map((t) => [lastFirst(t.p, true), t.tel, t.email, ' \n ', '']),
    [0.25, 0.15, 0.28, 0.2, 0.12],
    { size: 8.6, headFont: f.sansBold },
  )
  k.line(
    `Accepted for the Landlord by its agent: ____________________________   Date: ______________`,
    9,
  )
  pageNumbers(k, (i, m) => (m > 1 ? `${v.firm.name} \u2014 ${i} of ${m}` : ''), { align: 'center' })

  const first = T[0]
  if (!first) throw new Error('no tenant')
  return {
    pdf: await k.w.save(),
    truth: {
      tenants: T.map((t) => t.p),
      additionalOccupants: v.occupants.length ? v.occupants : null,
      tenantEmail: first.email,
      tenantPhone: first.tel,
      premisesAddress: v.unit,
      leaseType: v.renewal.kind === 'fixed' ? 'fixed-term' : 'month-to-month',
      startDate: v.renewal.start,
      endDate: v.renewal.kind === 'fixed' ? v.renewal.end : null,
      terminationDateText: v.renewal.kind === 'fixed' ? dt(v.renewal.end).long : null,
      monthlyRent: v.rent,
      securityDeposit: v.deposit,
      rentDueDay: 1,
      maxGuestStayDays: null,
      managementCompany: v.firm.name,
      housingProvider: v.landlord,
      mailingAddress: v.firm.box,
      acceptedPaymentMethods: v.methods,
      gracePeriodDays: v.late.n,
      nsfFeeFirst: v.nsf,
      rentDueDescription: due,
      paymentRecipient: v.firm.name,
      paymentAddress: v.firm.office,
      officeHours: v.firm.hours,
      nsfPolicy: nsf,
      depositReturnDays: 10,
      depositReturnCondition: ret,
      _notes: [
        `Renewal letter from the property manager on the owner\u2019s behalf, serif: a monogram letterhead (office, mailing P.O. box, phone and e-mail, office hours), the date, a delivery line, the tenants and unit as addressees, a Re: line, a salutation, paragraphs and lettered terms (renewal term, rent with the present rent, due phrase, payment, late and returned payments, deposit held${v.occupants.length ? ', occupants' : ''}), notices, a signature for the manager "for and on behalf of" the landlord, a detach line and an acceptance part with a table of the tenants written SURNAME, Given name with telephone, e-mail, signature and date.`,
        'The truth is the renewed tenancy (its start, end or none, and new rent); the earlier agreement\u2019s date, end and rent are distractors. The manager writes and signs for the landlord (managementCompany, officeHours from the letterhead). rentDueDescription is term (c); gracePeriodDays the day of term (e) and nsfPolicy its second sentence; depositReturnCondition the wording after "return the security deposit" in term (f) (ten days). The renewal says nothing of guests (maxGuestStayDays null). mailingAddress is the manager\u2019s P.O. box where notices to the landlord go; paymentAddress the manager\u2019s office where cheques are delivered, payable to the manager. Tenant contacts from the acceptance table (first row).',
        ...v.notes,
      ],
    },
  }
}

const firm = {
  name: 'Tidewater Lane Property Management Inc.',
  initials: 'TL',
  office: 'Suite 3, 512 Main Street, Montague, PE C0A 1R0',
  box: 'P.O. Box 740, Montague, PE C0A 1R0',
  tel: '902-555-0117',
  email: 'rentals@tidewaterlane.example.com',
  hours: 'Monday to Friday, 9:00 a.m. to 4:30 p.m.',
  signer: 'Heather Doucette, Property Manager',
}

export const template: Template = {
  id: 'pei_renewal_letter',
  title:
    'Prince Edward Island tenancy renewal letter from the property manager, with a tear-off acceptance',
  exercises:
    'serif letter on a monogram letterhead (office with a suite first, mailing P.O. box, phone, e-mail, office hours), long date, delivery line, tenants and unit as addressees, Re: line and salutation by first names; the manager writes for the landlord (a numbered company or an individual), the earlier agreement\u2019s date, end and rent as distractors; lettered terms: renewal term (a new fixed term in long dates, or month to month from a long date with no end), new rent beside the present rent and an allowable-increase remark, due phrase "on or before the first (1st) day of each month", payment (pre-authorized debit continuing, Interac e-Transfer to an e-mail, cheques payable to the manager delivered to its office; or e-Transfer and cheques only), flat late charge after the end of the 3rd or 5th day, returned cheque or debit sentence, deposit held in trust and returned with interest within ten days, occupants who are not tenants (one); notices to the manager\u2019s P.O. box; signed by the property manager "for and on behalf of the Landlord"; a dashed detach line and an ACCEPTANCE OF RENEWAL part with a table of tenants as SURNAME, Given name with telephone, e-mail, signature and date',
  docs: [
    {
      name: 'tw16_pe_renewal_letter_montague',
      build: () =>
        build({
          letterDate: '2027-04-12',
          firm,
          landlord: '101588 P.E.I. Inc.',
          tenants: [
            {
              p: person('Callum', 'Gillis'),
              tel: '902-555-0152',
              email: 'callum.gillis@example.com',
            },
            {
              p: person('Brianne', 'Arsenault'),
              tel: '902-555-0187',
              email: 'b.arsenault@example.net',
            },
          ],
          occupants: [person('Noah', 'Gillis')],
          unit: 'Apartment 6, 27 Brook Street, Montague, PE C0A 1R0',
          original: { date: '2026-06-20', end: '2027-06-30', rent: 1210 },
          renewal: { kind: 'fixed', start: '2027-07-01', end: '2028-06-30' },
          rent: 1245,
          increaseNote:
            'This is within the allowable annual increase for 2027 and has been filed with the Director of Residential Tenancy.',
          pay: 'your pre-authorized debit will continue at the new amount. You may instead pay by Interac e-Transfer to rentals@tidewaterlane.example.com, or by cheque payable to Tidewater Lane Property Management Inc. delivered to our office.',
          methods: ['ACH', 'E-Transfer', 'Check'],
          late: { words: 'third (3rd)', n: 3, fee: 25 },
          nsf: 20,
          deposit: 1100,
          replyBy: '2027-05-15',
          notes: [
            'A numbered company as landlord; two tenants and the first tenant\u2019s son as an occupant. A new twelve-month fixed term; the present rent ($1,210.00) and the earlier end date are distractors. Pre-authorized debit (ACH), Interac e-Transfer (E-Transfer, not a Zelle number) and cheques. Late after the end of the 3rd.',
          ],
        }),
    },
    {
      name: 'tw16_pe_renewal_letter_souris',
      build: () =>
        build({
          letterDate: '2027-07-26',
          firm,
          landlord: 'Donalda Keefe',
          tenants: [
            {
              p: person('R\u00e9mi', 'Gallant'),
              tel: '902-555-0138',
              email: 'remi.gallant@example.org',
            },
          ],
          occupants: [],
          unit: 'Upper Flat, 88 Breakwater Street, Souris, PE C0A 2B0',
          original: { date: '2026-09-15', end: '2027-09-30', rent: 955 },
          renewal: { kind: 'monthly', start: '2027-10-01' },
          rent: 980,
          increaseNote: 'This is the allowable annual increase for 2027.',
          pay: 'by Interac e-Transfer to rentals@tidewaterlane.example.com, or by cheque payable to Tidewater Lane Property Management Inc. delivered to our office. We do not accept cash.',
          methods: ['E-Transfer', 'Check'],
          late: { words: 'fifth (5th)', n: 5, fee: 20 },
          nsf: 20,
          deposit: 900,
          replyBy: '2027-08-27',
          notes: [
            'An individual landlord; one tenant (accented given name) and no occupants. The tenancy continues month to month from a long date, with no end date. e-Transfer and cheques; cash refused. Late after the end of the 5th.',
          ],
        }),
    },
  ],
}
