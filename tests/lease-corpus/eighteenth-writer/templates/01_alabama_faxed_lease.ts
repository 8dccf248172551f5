import { rgb } from 'pdf-lib'
import { dt, person, usd, type Built, type Person } from '../../former-heldout/lib'
import type { Template } from '../../former-heldout/template'
import { kit } from '../../third-writer/kit'
import {
  andList,
  boxRow,
  boxedText,
  edgeLine,
  freshPage,
  room,
  ruledFields,
  ruledTable,
  signPair,
} from '../parts'

type V = {
  sender: { name: string; lines: string[]; tel: string; fax: string; short: string }
  fax: { date: string; time: string; to: string; toFax: string; from: string; re: string }
  comments: string
  made: string
  owner: string
  agent: { name: string; office: string; box: string; hours: string } | null
  tenants: { p: Person; tel: string; email: string }[]
  occupants: { p: Person; who: string }[]
  premises: string
  term: { kind: 'fixed'; start: string; end: string } | { kind: 'monthly'; start: string }
  partial: { to: string; amount: number } | null
  rent: number
  deposit: number
  fees: [item: string, amount: number, note: string][]
  payText: string
  methods: string[]
  payee: string
  payAt: string
  mailing: string
  officeHours: string
  late: { text: string; cell: string; n: number; pct: number | null }
  nsf: number
  guests: { text: string; days: number }
  pages: number
  notes: string[]
}

const build = async (v: V): Promise<Built> => {
  const k = await kit({ margin: 58, size: 9.3 })
  const { f } = k
  // ---- cover sheet ----
  k.w.y = k.w.height - 64
  k.w.page.drawText(v.sender.name, { x: k.L, y: k.w.y, size: 12, font: f.sansBold })
  v.sender.lines.forEach((l, i) =>
    k.w.page.drawText(l, { x: k.L, y: k.w.y - 14 - i * 10.5, size: 8.6, font: f.sans }),
  )
  const big = 'FAX'
  k.w.page.drawText(big, {
    x: k.L + k.W - f.sansBold.widthOfTextAtSize(big, 46),
    y: k.w.y - 30,
    size: 46,
    font: f.sansBold,
  })
  k.w.y -= 24 + v.sender.lines.length * 10.5
  k.w.page.drawRectangle({ x: k.L, y: k.w.y, width: k.W, height: 3, color: rgb(0, 0, 0) })
  k.w.y -= 30
  ruledFields(
    k,
    [
      [
        ['Date:', dt(v.fax.date).us, 0.5],
        ['Pages (including cover):', String(v.pages), 0.5],
      ],
      [
        ['To:', v.fax.to, 0.5],
        ['From:', v.fax.from, 0.5],
      ],
      [
        ['Fax:', v.fax.toFax, 0.5],
        ['Fax:', v.sender.fax, 0.5],
      ],
      [
        ['Phone:', '', 0.5],
        ['Phone:', v.sender.tel, 0.5],
      ],
      [['Re:', v.fax.re, 1]],
    ],
    { size: 10, lead: 24 },
  )
  k.gap(14)
  boxRow(k, '', [
    ['Urgent', false],
    ['For your review', false],
    ['Please sign and fax back', true],
    ['Please reply', false],
    ['For your records', false],
  ])
  k.gap(6)
  k.line('Comments:', 10, f.sansBold)
  k.gap(6)
  boxedText(k, v.comments, { size: 10, font: f.italic })
  k.w.y = 120
  k.p(
    'CONFIDENTIALITY NOTICE: The pages that follow this cover sheet may contain personal and financial information and are meant only for the person named above. If you received this fax in error, please call the sender at once and destroy every page. Thank you.',
    { size: 7.4, font: f.sans },
  )

  // ---- the lease ----
  freshPage(k)
  k.w.y = k.w.height - 66
  k.centre('RESIDENTIAL LEASE AGREEMENT', 14, k.w.bold)
  k.centre(
    'Alabama Uniform Residential Landlord and Tenant Act, Ala. Code \u00a7 35-9A-101 et seq.',
    8,
    f.italic,
  )
  k.gap(6)
  const names = andList(v.tenants.map((t) => t.p.full))
  const them = v.tenants.length > 1
  const R = them ? 'Residents' : 'Resident'
  const Rs = them ? 'Residents\u2019' : 'Resident\u2019s'
  k.p(
    `This Residential Lease Agreement is made on ${dt(v.made).us} between ${v.owner} (\u201cOwner\u201d)${v.agent ? `, by its managing agent ${v.agent.name} (\u201cAgent\u201d),` : ''} and ${names} (\u201c${R}\u201d)${them ? ', who are jointly and severally liable for all obligations of this Lease' : ''}. Owner leases to ${R} the dwelling at ${v.premises} (the \u201cPremises\u201d) on the terms below.`,
    { size: 9.3 },
  )
  k.gap(2)
  k.line('LEASE TERMS AND CHARGES', 9.2, f.sansBold)
  const start = dt(v.term.start)
  const rows: string[][] = [
    ['Lease begins', start.us, ''],
    [
      'Lease ends',
      v.term.kind === 'fixed' ? dt(v.term.end).us : 'None \u2014 month-to-month',
      v.term.kind === 'fixed' ? 'then month to month (Section 2)' : '30 days\u2019 written notice',
    ],
    ['Monthly rent', usd(v.rent), 'Section 3'],
  ]
  if (v.partial)
    rows.push([
      'Prorated rent',
      usd(v.partial.amount),
      `${start.us} through ${dt(v.partial.to).us}; due at signing`,
    ])
  rows.push(['Security deposit', usd(v.deposit), 'Due at signing; Section 6'])
  for (const [item, amount, note] of v.fees) rows.push([item, usd(amount), note])
  const atSigning =
    (v.partial ? v.partial.amount : v.rent) +
    v.deposit +
    v.fees.filter(([, , n]) => n.includes('at signing')).reduce((s, [, a]) => s + a, 0)
  rows.push(['Total due at signing', usd(atSigning), 'Certified funds or money order'])
  rows.push(['Late charge', v.late.cell, 'Section 5'])
  rows.push(['Returned payment', usd(v.nsf), 'Each returned item'])
  ruledTable(k, ['Item', 'Amount or date', 'Notes'], rows, [0.3, 0.26, 0.44], {
    size: 8.6,
    boldFirst: true,
    shade: 0.9,
  })
  let n = 0
  const sec = (title: string, text: string) => {
    room(k, 44)
    const head = `${++n}.  ${title}`
    k.w.page.drawText(head, { x: k.L, y: k.w.y, size: 9.3, font: k.w.bold })
    k.w.page.drawLine({
      start: { x: k.L, y: k.w.y - 1.6 },
      end: { x: k.L + k.w.bold.widthOfTextAtSize(head, 9.3), y: k.w.y - 1.6 },
      thickness: 0.6,
    })
    k.w.y -= 13
    k.p(text, { size: 9.1, x: k.L + 16, width: k.W - 16, after: 6 })
  }
  sec(
    'OCCUPANTS',
    `The Premises shall be occupied only by ${R}${v.occupants.length ? ` and ${andList(v.occupants.map((o) => `${o.p.full} (${o.who})`))}` : ''}. ${v.guests.text}`,
  )
  sec(
    'TERM',
    v.term.kind === 'fixed'
      ? `The term of this Lease begins on ${start.us} and ends at 11:59 p.m. on ${dt(v.term.end).us}. If neither party gives the other written notice at least thirty (30) days before the end of the term, this Lease continues from month to month on the same terms.`
      : `This is a month-to-month tenancy beginning on ${start.us}, with no ending date. Either party may end it by written notice given at least thirty (30) days before the end of a monthly rental period (Ala. Code \u00a7 35-9A-441).`,
  )
  const due = 'due in advance on or before the first (1st) day of each month'
  sec(
    'RENT',
    `${R} shall pay monthly rent of ${usd(v.rent)}, ${due}, without demand or deduction.${v.partial ? ` Rent for ${start.us} through ${dt(v.partial.to).us} is ${usd(v.partial.amount)} and is paid at signing.` : ''} Charges listed in the table above other than rent are not rent.`,
  )
  sec('HOW RENT IS PAID', v.payText)
  const nsf = `A charge of ${usd(v.nsf)} is due for each check or electronic payment returned unpaid for any reason.`
  sec(
    'LATE CHARGE AND RETURNED PAYMENTS',
    `${v.late.text} ${nsf} After a returned payment, Owner may require certified funds for the rest of the term.`,
  )
  const ret = `less lawful deductions itemized in writing, within sixty (60) days after the tenancy ends and ${R} ${them ? 'deliver' : 'delivers'} possession, to the forwarding address ${R} ${them ? 'provide' : 'provides'}`
  sec(
    'SECURITY DEPOSIT',
    `${R} ${them ? 'have' : 'has'} paid a security deposit of ${usd(v.deposit)}. Owner may apply it to unpaid rent and to damage beyond normal wear and tear. Owner shall return the security deposit, ${ret}. The deposit is not a limit on ${Rs} liability.`,
  )
  sec(
    'UTILITIES',
    `${R} shall place electricity, water, sewer and gas service in ${Rs} ${them ? 'names' : 'name'} from the first day of the term. Owner pays for garbage pickup.`,
  )
  sec(
    'MAINTENANCE',
    `${R} shall keep the Premises clean and safe, replace air filters monthly and report needed repairs promptly in writing. Owner shall keep the Premises fit and habitable as required by Ala. Code \u00a7 35-9A-204.`,
  )
  sec(
    'ACCESS',
    'Owner or Agent may enter at reasonable times after at least two (2) days\u2019 notice to inspect, make repairs or show the Premises, and at any time in an emergency.',
  )
  const contact = v.tenants
    .map((t) => `${t.p.full}: e-mail ${t.email}, telephone ${t.tel}`)
    .join('; ')
  sec(
    'NOTICES',
    `Notices to Owner shall be given in writing to ${v.agent ? `Agent at ${v.mailing}` : `Owner at ${v.mailing}`}. ${v.agent ? 'Agent\u2019s' : 'Owner\u2019s'} office hours are ${v.officeHours}. Notices to ${R} may be delivered at the Premises or sent by e-mail to the address given here \u2014 ${contact}.`,
  )
  sec(
    'ENTIRE AGREEMENT',
    'This Lease and any signed addenda are the entire agreement. No oral promises bind either party. If any part of this Lease is invalid, the rest remains in effect.',
  )
  k.gap(8)
  const ownerBlock = v.agent
    ? [`${v.owner}, Owner`, `by ${v.agent.name}, Agent`, 'Date:']
    : [`${v.owner}, Owner`, 'By: ______________________, Member', 'Date:']
  const blocks = [
    ownerBlock,
    ...v.tenants.map((t) => [`${t.p.full}, Resident`, `Date: ${dt(v.made).us}`]),
  ]
  for (let i = 0; i < blocks.length; i += 2)
    signPair(k, blocks[i] ?? [''], blocks[i + 1] ?? [''], 8.6)
  const pages = k.w.doc.getPageCount()
  if (pages !== v.pages) throw new Error(`fax says ${v.pages} pages, document has ${pages}`)
  k.w.doc.getPages().forEach((p, i) => {
    if (i > 0)
      p.drawText(`Lease \u2014 ${v.premises} \u2014 page ${i} of ${pages - 1}`, {
        x: k.L,
        y: 30,
        size: 7.4,
        font: f.sans,
        color: rgb(0.4, 0.4, 0.4),
      })
  })
  const mm = dt(v.fax.date)
  const stampDate = `${mm.month.slice(0, 3).toUpperCase()}-${String(mm.day).padStart(2, '0')}-${mm.year}`
  edgeLine(
    k,
    (i, m) => `${stampDate} ${v.fax.time} FROM:${v.sender.short}  P.${i}/${m}`,
    () => `TO:${v.fax.toFax.replace(/\D/g, '')}`,
    { size: 7.6, y: k.w.height - 14 },
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
      maxGuestStayDays: v.guests.days,
      managementCompany: v.agent ? v.agent.name : null,
      housingProvider: v.owner,
      mailingAddress: v.mailing,
      acceptedPaymentMethods: v.methods,
      lateFeePercentage: v.late.pct,
      gracePeriodDays: v.late.n,
      nsfFeeFirst: v.nsf,
      totalMoveInCost: atSigning,
      proratedRent: v.partial ? v.partial.amount : null,
      rentDueDescription: due,
      paymentRecipient: v.payee,
      paymentAddress: v.payAt,
      officeHours: v.officeHours,
      nsfPolicy: nsf,
      depositReturnDays: 60,
      depositReturnCondition: ret,
      _notes: [
        'A lease as it comes off a fax machine: a fax cover sheet first (sender\u2019s name and address, a large FAX, ruled To/From/Fax/Phone/Date/Pages/Re lines, tick boxes, a comments box and a confidentiality notice), then the lease in sans with a ruled LEASE TERMS AND CHARGES table and underlined numbered section heads, signature pairs and a page footer; every page carries the fax machine\u2019s transmission line (date, time, sender, page count, receiving number) at the top.',
        'The cover sheet\u2019s date, fax numbers, page count and comments are not lease terms. Dates MM/DD/YYYY (terminationDateText as written). rentDueDescription is the phrase of Section 3; nsfPolicy the second sentence of Section 5; depositReturnCondition the wording after "return the security deposit," in Section 6 (sixty days). totalMoveInCost is the "Total due at signing" row. The tenants\u2019 e-mails and telephones appear only in the notices section (first tenant\u2019s).',
        ...v.notes,
      ],
    },
  }
}

export const template: Template = {
  id: 'alabama_faxed_lease',
  title: 'Alabama residential lease received by fax, with the sender\u2019s cover sheet',
  exercises:
    'a fax cover sheet as page 1 (sender\u2019s letterhead lines, a large FAX, ruled Date / Pages / To / From / Fax / Phone / Re lines with the recipient an out-of-town owner or the tenant at her workplace fax, tick boxes, an italic comments box with distractor amounts and dates, a confidentiality notice) and the fax machine\u2019s transmission line at the top of every page; then the lease: title and act line, a parties paragraph dated MM/DD/YYYY (an individual owner by its managing agent, or an L.L.C. that manages its own homes; two residents jointly and severally, or one), a ruled LEASE TERMS AND CHARGES table (begin and end dates MM/DD/YYYY or "None \u2014 month-to-month", rent, prorated rent (one), deposit, pet fee and pet rent or an administration fee that are not rent, total due at signing, late charge, returned payment), underlined numbered section heads: occupants by relation and ages with a guest limit (consecutive nights with a six-month total, or days a month), term (fixed with month-to-month holdover, or month to month with thirty days\u2019 notice), rent "due in advance on or before the first (1st) day of each month", how rent is paid (resident portal, AutoPay and certified funds in the agent\u2019s drop box, or checks, money orders and cash against a receipt at the landlord\u2019s office), late charge flat at 5:00 p.m. on the 5th or a percentage after the 3rd, returned-payment sentence, deposit returned within sixty days, utilities, maintenance, two days\u2019 notice of entry, notices to the agent\u2019s P.O. box or the landlord\u2019s office with office hours and the residents\u2019 e-mails and telephones (their only place); signature pairs; page footer with the premises',
  docs: [
    {
      name: 'tw18_al_faxed_lease_dothan',
      build: () =>
        build({
          sender: {
            name: 'WIREGRASS RESIDENTIAL MANAGEMENT, LLC',
            lines: [
              'Suite 205, 3417 Ross Clark Circle, Dothan, AL 36303',
              'Mail: P.O. Box 6612, Dothan, AL 36302',
              'Tel (334) 555-0127   Fax (334) 555-0128',
            ],
            tel: '(334) 555-0127',
            fax: '(334) 555-0128',
            short: 'WIREGRASS RES MGMT 3345550128',
          },
          fax: {
            date: '2027-06-02',
            time: '10:14AM',
            to: 'Mr. Harlan T. Crenshaw (Owner)',
            toFax: '(404) 555-0171',
            from: 'Celeste Varnum, Leasing',
            re: 'Lease \u2014 412 Honeysuckle Lane \u2014 owner signature',
          },
          comments:
            'Mr. Crenshaw \u2014 the Batts family signed on 05/28. Their deposit and June proration are in our escrow account. Please sign the last page where marked and fax all pages back to (334) 555-0128 by 06/07/2027. The $95.00 lease preparation charge will come off your July owner statement. \u2014 Celeste',
          made: '2027-05-28',
          owner: 'Harlan T. Crenshaw',
          agent: {
            name: 'Wiregrass Residential Management, LLC',
            office: 'Suite 205, 3417 Ross Clark Circle, Dothan, AL 36303',
            box: 'P.O. Box 6612, Dothan, AL 36302',
            hours: 'Monday through Friday, 8:00 a.m. to 5:30 p.m., and Saturday, 9:00 a.m. to noon',
          },
          tenants: [
            {
              p: person('Kendra', 'Batts'),
              tel: '(334) 555-0156',
              email: 'kendra.batts@example.com',
            },
            {
              p: person('Darnell', 'Batts'),
              tel: '(334) 555-0172',
              email: 'dbatts@example.net',
            },
          ],
          occupants: [
            { p: person('Jaylen', 'Batts'), who: 'son, age 9' },
            { p: person('Amara', 'Batts'), who: 'daughter, age 6' },
          ],
          premises: '412 Honeysuckle Lane, Dothan, AL 36301',
          term: { kind: 'fixed', start: '2027-06-15', end: '2028-06-30' },
          partial: { to: '2027-06-30', amount: 680 },
          rent: 1275,
          deposit: 1275,
          fees: [
            ['Pet fee (one dog)', 250, 'Non-refundable; due at signing'],
            ['Pet rent', 25, 'Monthly with rent; not part of rent'],
          ],
          payText:
            'Rent is payable to Wiregrass Residential Management, LLC. Residents may pay online through the resident portal, enroll in AutoPay for an automatic debit on the 1st, or leave a cashier\u2019s check or money order in the locked drop box at Agent\u2019s office, Suite 205, 3417 Ross Clark Circle, Dothan, AL 36303. Cash and personal checks are not accepted.',
          methods: ['Online Portal', 'ACH', "Cashier's Check", 'Money Order'],
          payee: 'Wiregrass Residential Management, LLC',
          payAt: 'Suite 205, 3417 Ross Clark Circle, Dothan, AL 36303',
          mailing: 'P.O. Box 6612, Dothan, AL 36302',
          officeHours:
            'Monday through Friday, 8:00 a.m. to 5:30 p.m., and Saturday, 9:00 a.m. to noon',
          late: {
            text: 'If the full rent is not received by 5:00 p.m. on the fifth (5th) day of the month, Residents shall pay a late charge of $75.00.',
            cell: '$75.00 if not received by 5:00 p.m. on the 5th',
            n: 5,
            pct: null,
          },
          nsf: 35,
          guests: {
            text: 'No guest may stay more than ten (10) consecutive nights, or more than twenty (20) nights in any six-month period, without Agent\u2019s written consent.',
            days: 10,
          },
          pages: 3,
          notes: [
            'An individual owner (with a middle initial) and a managing agent (managementCompany) that sent the fax to the owner; two residents jointly and severally, two children as occupants with ages. Fixed term 06/15/2027 to 06/30/2028 continuing month to month. Prorated June rent ($680.00); the total due at signing ($2,205.00) adds the deposit and the non-refundable pet fee. Pet rent ($25.00 a month) is not rent; the cover sheet\u2019s $95.00 lease preparation charge is a distractor. Portal, AutoPay (ACH), cashier\u2019s checks and money orders, payable to the agent, in the drop box at its office (paymentAddress, suite first); notices to its P.O. box (mailingAddress); officeHours from the notices section. Late at 5:00 p.m. on the 5th. Guests ten consecutive nights (a six-month total beside it).',
          ],
        }),
    },
    {
      name: 'tw18_al_faxed_lease_opelika_scan',
      build: () =>
        build({
          sender: {
            name: 'COTTON MILL HOMES, LLC',
            lines: [
              '108 South 8th Street, Opelika, AL 36801',
              'Tel (334) 555-0138   Fax (334) 555-0139',
            ],
            tel: '(334) 555-0138',
            fax: '(334) 555-0139',
            short: 'COTTON MILL HOMES 3345550139',
          },
          fax: {
            date: '2027-07-21',
            time: '03:52PM',
            to: 'Renata Ogbonna',
            toFax: '(334) 555-0190',
            from: 'Doyle Kimbrough, Member',
            re: 'Your lease for Unit 7, 2205 Dunlap Court',
          },
          comments:
            'Renata \u2014 here is the lease we went over on Monday. Sign where marked and fax it back, or drop it off with the first month and deposit before 07/30/2027. Keys will be ready at 10:00 a.m. on move-in day. The water deposit of $60.00 is paid to the city, not to us. \u2014 Doyle',
          made: '2027-07-21',
          owner: 'Cotton Mill Homes, LLC',
          agent: null,
          tenants: [
            {
              p: person('Renata', 'Ogbonna'),
              tel: '(334) 555-0163',
              email: 'renata.ogbonna@example.org',
            },
          ],
          occupants: [{ p: person('Chidi', 'Ogbonna'), who: 'son, age 12' }],
          premises: 'Unit 7, 2205 Dunlap Court, Opelika, AL 36804',
          term: { kind: 'monthly', start: '2027-08-01' },
          partial: null,
          rent: 895,
          deposit: 895,
          fees: [
            ['Administration fee', 50, 'Non-refundable; billed with the August rent; not rent'],
          ],
          payText:
            'Rent is payable to Cotton Mill Homes, LLC by check or money order delivered to Owner\u2019s office at 108 South 8th Street, Opelika, AL 36801 (a mail slot is by the door), or in cash at that office during office hours, against a written receipt.',
          methods: ['Check', 'Money Order', 'Cash'],
          payee: 'Cotton Mill Homes, LLC',
          payAt: '108 South 8th Street, Opelika, AL 36801',
          mailing: '108 South 8th Street, Opelika, AL 36801',
          officeHours: 'Monday through Thursday, 9 a.m. to 4 p.m.',
          late: {
            text: 'If the full rent is not paid by the end of the third (3rd) day of the month, Resident shall pay a late charge of five percent (5%) of the monthly rent.',
            cell: '5% of rent if unpaid after the 3rd',
            n: 3,
            pct: 5,
          },
          nsf: 30,
          guests: {
            text: 'A guest may not stay more than fourteen (14) days in any calendar month without Owner\u2019s written consent.',
            days: 14,
          },
          pages: 3,
          notes: [
            'An L.L.C. that manages its own homes (no manager); the fax goes from its office to the resident\u2019s workplace fax number, which is not her telephone. One resident and her son as an occupant. Month to month from 08/01/2027 with no end date. The total due at signing ($1,790.00) is the first month\u2019s rent and the deposit; the administration fee ($50.00) is listed but paid later and is not rent, and the water deposit in the cover comments is a distractor. Checks, money orders and cash with a receipt at the owner\u2019s office (paymentAddress, also where notices go: mailingAddress). Late charge 5% after the end of the 3rd. Guests fourteen days a month.',
          ],
        }),
      scan: { dpi: 130, rotate: 0.3, noise: 5, quality: 46, seed: 18101 },
    },
  ],
}
