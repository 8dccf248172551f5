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
import { freshPage, heading, pageNumbers, room, ruledTable, runningHead, signPair } from '../parts'

type V = {
  leaseNo: string
  made: string
  owner: { p: Person | null; name: string; capacity: string }
  manager: { name: string; office: string; hours: string; tel: string } | null
  tenants: { p: Person; tel: string; email: string }[]
  occupants: { p: Person; who: string }[]
  premises: string
  term: { kind: 'fixed'; start: string; end: string } | { kind: 'monthly'; start: string }
  rent: number
  deposit: number
  prorate: { to: string; amount: number } | null
  atSigning: [item: string, amount: number][]
  pay: string
  methods: string[]
  payee: string
  payAt: string
  notices: string
  guests: { text: string; n: number }
  fees: [fee: string, amount: string, when: string, refundable: string][]
  late: { text: string; n: number }
  nsf: string
  nsfFee: number
  pets: string
  notes: string[]
}

const build = async (v: V): Promise<Built> => {
  const k = await kit({ serif: true, margin: 58, size: 9.4 })
  const { f } = k
  const tbl = { size: 8.6, shade: 0.88 }
  k.w.y = k.w.height - 58
  k.w.page.drawText('RESIDENTIAL LEASE AGREEMENT', { x: k.L, y: k.w.y, size: 15, font: k.w.bold })
  const no = `Lease No. ${v.leaseNo}`
  k.w.page.drawText(no, {
    x: k.L + k.W - f.mono.widthOfTextAtSize(no, 9),
    y: k.w.y + 2,
    size: 9,
    font: f.mono,
  })
  k.w.y -= 14
  k.line(
    v.manager
      ? `Prepared by ${v.manager.name} \u2022 ${v.manager.office} \u2022 ${v.manager.tel}`
      : `Prepared by the Owner \u2022 Date of Lease: ${dt(v.made).us}`,
    8,
    f.italic,
  )
  k.gap(6)
  heading(k, 'PARTIES', { size: 10, rule: true })
  ruledTable(
    k,
    ['Party', 'Name', 'Capacity'],
    [
      ['Owner', v.owner.p ? lastFirst(v.owner.p) : v.owner.name, v.owner.capacity],
      [
        'Manager',
        v.manager ? v.manager.name : 'None',
        v.manager ? 'Agent for the Owner' : 'Owner manages the Premises',
      ],
      ...v.tenants.map((t, i) => [
        `Tenant ${i + 1}`,
        lastFirst(t.p),
        'Tenant, jointly and severally liable',
      ]),
      ...v.occupants.map((o) => ['Occupant', lastFirst(o.p), `${o.who}; not a tenant`]),
    ],
    [0.16, 0.42, 0.42],
    { ...tbl, boldFirst: true },
  )
  heading(k, 'PREMISES AND TERM', { size: 10, rule: true })
  ruledTable(
    k,
    ['Premises', 'Lease type', 'Commencement', 'Expiration'],
    [
      [
        v.premises,
        v.term.kind === 'fixed' ? 'Fixed term' : 'Month-to-month',
        dt(v.term.start).us,
        v.term.kind === 'fixed' ? dt(v.term.end).us : 'None',
      ],
    ],
    [0.43, 0.19, 0.19, 0.19],
    tbl,
  )
  heading(k, 'RENT AND MONEY DUE AT SIGNING', { size: 10, rule: true })
  const total = v.atSigning.reduce((s, [, a]) => s + a, 0)
  ruledTable(
    k,
    ['Item', 'Amount'],
    [
      ['Monthly rent', moneyWords(v.rent, 'title')],
      ['Security deposit', moneyWords(v.deposit, 'title')],
      ...v.atSigning.map(([item, a]) => [`Due at signing: ${item}`, usd(a)]),
      ['Total due at signing', usd(Math.round(total * 100) / 100)],
    ],
    [0.5, 0.5],
    tbl,
  )
  let n = 0
  const clause = (head: string, text: string) => {
    room(k, 34)
    const h = `${++n}. ${head.toUpperCase()}.`
    k.w.page.drawText(h, { x: k.L, y: k.w.y, size: 9.2, font: k.w.bold })
    k.p(text, { size: 9.2, firstIndent: k.w.bold.widthOfTextAtSize(h, 9.2) + 4, after: 4 })
  }
  clause(
    'Lease',
    `Owner${v.manager ? ', through Manager,' : ''} leases the Premises to the Tenants named above for the term stated above. ${
      v.term.kind === 'fixed'
        ? 'At the expiration date the tenancy ends unless renewed in writing; if Tenant remains with Owner\u2019s consent, the tenancy is month to month.'
        : 'The tenancy is from month to month and continues until either party gives the other written notice at least one month before the end of a rental month (Idaho Code \u00a7 55-208).'
    }`,
  )
  clause(
    'Rent',
    `Rent is due on or before the first (1st) day of each month, in advance, without deduction.${
      v.prorate
        ? ` Rent for the period ${dt(v.term.start).us} through ${dt(v.prorate.to).us} is ${usd(v.prorate.amount)}, due at signing.`
        : ''
    }`,
  )
  clause('Payment of Rent', v.pay)
  clause(
    'Fees and Charges',
    'Late charges, returned-payment charges and the other fees and charges of this tenancy are set out in Addendum A, which is part of this Lease. A fee is not rent unless Addendum A says so.',
  )
  const ret =
    'less lawful deductions itemized in writing, to Tenant\u2019s forwarding address within twenty-one (21) days after Tenant surrenders the Premises'
  clause(
    'Security Deposit',
    `The security deposit secures Tenant\u2019s performance of this Lease. It is not a limit on Tenant\u2019s liability and may not be applied by Tenant to the last month\u2019s rent. Owner shall return the security deposit, ${ret} (Idaho Code \u00a7 6-321).`,
  )
  clause(
    'Occupancy and Guests',
    `Only the Tenants and Occupants named in the Parties table may reside in the Premises. ${v.guests.text}`,
  )
  clause('Pets', v.pets)
  clause(
    'Utilities',
    'Tenant shall place in Tenant\u2019s name and pay for electricity, natural gas, internet and any other service not furnished by Owner. Owner furnishes water, sewer and garbage collection.',
  )
  clause(
    'Maintenance',
    'Tenant shall keep the Premises clean, replace furnace filters and smoke-alarm batteries, and report any needed repair in writing. Owner shall keep the Premises fit for habitation as required by Idaho Code \u00a7 6-320.',
  )
  clause(
    'Access',
    'Owner or Manager may enter at reasonable times upon twenty-four (24) hours\u2019 notice to inspect, repair or show the Premises, and without notice in an emergency.',
  )
  clause(
    'Notices',
    `Notices to Owner shall be sent to ${v.notices}. Notices to Tenant shall be delivered to the Premises or sent to the Tenant concerned at: ${v.tenants
      .map((t) => `${lastFirst(t.p)}, telephone ${t.tel}, e-mail ${t.email}`)
      .join('; ')}.`,
  )
  clause(
    'Entire Agreement',
    'This Lease, Addendum A and any other addendum signed by the parties are the entire agreement. Each Tenant acknowledges receipt of a copy.',
  )
  k.gap(6)
  const ob = v.manager
    ? [`OWNER: ${v.owner.name}`, `By ${v.manager.name}, Manager`, 'Date:']
    : [`OWNER: ${v.owner.name}`, 'Date:']
  const blocks = [ob, ...v.tenants.map((t) => [`TENANT: ${t.p.full}`, 'Date:'])]
  for (let i = 0; i < blocks.length; i += 2)
    signPair(k, blocks[i] ?? [''], blocks[i + 1] ?? [''], 8.6)

  // ---- Addendum A ----
  freshPage(k)
  k.w.page.drawText('ADDENDUM A', { x: k.L, y: k.w.y, size: 13, font: k.w.bold })
  k.w.y -= 16
  k.line('SCHEDULE OF FEES AND CHARGES', 11, k.w.bold)
  k.line(`To Residential Lease No. ${v.leaseNo} \u2014 Premises: ${v.premises}`, 8.6, f.italic)
  k.gap(8)
  ruledTable(
    k,
    ['Fee or charge', 'Amount', 'When charged', 'Refundable'],
    v.fees,
    [0.24, 0.16, 0.46, 0.14],
    {
      ...tbl,
      boldFirst: true,
    },
  )
  heading(k, 'Terms of this Schedule', { size: 9.6 })
  const items = [
    v.late.text,
    v.nsf,
    'Fees in this Schedule are due with the next month\u2019s rent unless stated otherwise. Payments are applied first to fees and charges, then to rent.',
    'Monthly charges in this Schedule (if any) are charged in addition to the monthly rent.',
  ]
  items.forEach((t, i) => {
    room(k, 26)
    k.w.page.drawText(`A.${i + 1}`, { x: k.L, y: k.w.y, size: 9, font: k.w.bold })
    k.p(t, { size: 9, x: k.L + 24, width: k.W - 24, after: 4 })
  })
  k.gap(10)
  k.line('Initials of each party:', 9, k.w.bold)
  k.line(
    [
      v.manager ? 'Owner/Manager ______' : 'Owner ______',
      ...v.tenants.map((_, i) => `Tenant ${i + 1} ______`),
    ].join('     '),
    9,
  )
  runningHead(k, `Residential Lease No. ${v.leaseNo}`)
  pageNumbers(k, (i, m) => `Page ${i} of ${m}`, { align: 'center' })

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
      managementCompany: v.manager ? v.manager.name : null,
      housingProvider: v.owner.name,
      mailingAddress: v.notices,
      acceptedPaymentMethods: v.methods,
      zelleNumber: null,
      lateFeePercentage: null,
      gracePeriodDays: v.late.n,
      nsfFeeFirst: v.nsfFee,
      totalMoveInCost: Math.round(total * 100) / 100,
      proratedRent: v.prorate ? v.prorate.amount : null,
      rentDueDescription:
        'due on or before the first (1st) day of each month, in advance, without deduction',
      paymentRecipient: v.payee,
      paymentAddress: v.payAt,
      officeHours: v.manager ? v.manager.hours : null,
      nsfPolicy: v.nsf,
      depositReturnDays: 21,
      depositReturnCondition: ret,
      _notes: [
        'A serif lease with its particulars in ruled tables and its fees on an addendum page: title with a lease number at the right and a "Prepared by" line, a Parties table (party, name written "LAST, First", capacity) with owner, manager or None, tenants and occupants, a Premises and Term table (MM/DD/YYYY dates or None), a Rent and Money Due at Signing table (rent and deposit in title-case words and figures, the items due at signing and their total), twelve numbered clauses with bold capital run-in heads that send every fee to Addendum A, signature pairs; then ADDENDUM A, Schedule of Fees and Charges: a four-column table (fee, amount, when charged, refundable) and numbered A.1\u2013A.4 terms, with initials blanks. Running head and page numbers.',
        'Names "LAST, First" in the tables and the Notices clause (full in natural order). Tenant telephone and e-mail only in clause 11, Notices (first tenant). rentDueDescription from clause 2; depositReturnCondition the wording after "return the security deposit," in clause 5; the late charge (gracePeriodDays) and nsfPolicy are terms A.1 and A.2 of the addendum. Pet fees, pet rent, administration and other fees of the addendum are not rent or deposit.',
        ...v.notes,
      ],
    },
  }
}

export const template: Template = {
  id: 'idaho_fee_addendum',
  title: 'Idaho lease with parties and term tables and the fees on an addendum schedule',
  exercises:
    'title with a lease number in a fixed-pitch face and a "Prepared by" line (the manager\u2019s office with a suite and telephone, or the owner with the lease date); a Parties table with names "LAST, First" (an LLC owner with a manager, or an individual owner with a middle initial who manages the premises; three tenants jointly and severally, or a married couple with two children as occupants); a Premises and Term table (fixed term with MM/DD/YYYY dates, or month-to-month with "None"); a Rent and Money Due at Signing table (rent and deposit in title-case words and figures, prorated rent or first month, deposit, administration or pet fee, total due at signing); numbered clauses with bold capital run-in heads: lease (month-to-month notice under Idaho Code), rent "due on or before the first (1st) day of each month, in advance, without deduction" with a prorated part month, payment (payee; portal, money orders and cashier\u2019s checks to the manager\u2019s P.O. box or drop box; or checks and money orders to the owner\u2019s P.O. box and ACH), fees by reference to the addendum, deposit returned within twenty-one days, guests (consecutive nights, or days in six months), pets, utilities, maintenance, access, notices with each tenant\u2019s telephone and e-mail (their only place); signature pairs; ADDENDUM A with a fee table (late fee with daily add-on, returned payment, pet fee and pet rent, administration fee, lease-break fee, re-key) and numbered terms A.1 late charge after 5:00 p.m. on the 3rd or after the 5th, A.2 returned-payment sentence; initials blanks; running head',
  docs: [
    {
      name: 'tw19_id_fee_addendum_pocatello',
      build: () =>
        build({
          leaseNo: 'GC-27-0815-03',
          made: '2027-07-28',
          owner: {
            p: null,
            name: 'Bannock Ridge Holdings, LLC',
            capacity: 'Owner of the Premises',
          },
          manager: {
            name: 'Gate City Property Management, LLC',
            office: 'Suite C, 455 Yellowstone Avenue, Pocatello, ID 83201',
            hours: 'Monday\u2013Friday, 8:00 a.m.\u20135:30 p.m.',
            tel: '(208) 555-0120',
          },
          tenants: [
            {
              p: person('Gabriel', 'Espinoza'),
              tel: '(208) 555-0163',
              email: 'gabe.espinoza@example.com',
            },
            {
              p: person('Minh Anh', 'Tran'),
              tel: '(208) 555-0172',
              email: 'minhanh.tran@example.org',
            },
            {
              p: person('Siobhan', "O'Connell"),
              tel: '(208) 555-0186',
              email: 'siobhan.oc@example.net',
            },
          ],
          occupants: [],
          premises: '1127 South 7th Avenue, Pocatello, ID 83201',
          term: { kind: 'fixed', start: '2027-08-15', end: '2028-05-31' },
          rent: 1575,
          deposit: 1575,
          prorate: { to: '2027-08-31', amount: 863.71 },
          atSigning: [
            ['rent 08/15/2027\u201308/31/2027', 863.71],
            ['security deposit', 1575],
            ['administration fee (see Addendum A)', 150],
          ],
          pay: 'Rent is payable to Gate City Property Management, LLC through its online tenant portal, or by money order or cashier\u2019s check mailed to P.O. Box 4410, Pocatello, ID 83205 or left in the drop box at Manager\u2019s office during office hours (Monday\u2013Friday, 8:00 a.m.\u20135:30 p.m.). Cash and personal checks are not accepted.',
          methods: ['Online Portal', 'Money Order', "Cashier's Check"],
          payee: 'Gate City Property Management, LLC',
          payAt: 'P.O. Box 4410, Pocatello, ID 83205',
          notices: 'P.O. Box 4410, Pocatello, ID 83205',
          guests: {
            text: 'No guest may stay more than seven (7) consecutive nights without Manager\u2019s written consent.',
            n: 7,
          },
          fees: [
            [
              'Late fee',
              '$50.00',
              'Rent not received by 5:00 p.m. on the 3rd day of the month',
              'No',
            ],
            [
              'Daily late fee',
              '$5.00 per day',
              'Each day after the 3rd until rent is paid, up to $100.00 a month',
              'No',
            ],
            ['Returned payment', '$35.00', 'Each payment returned by the bank', 'No'],
            ['Administration fee', '$150.00', 'Once, at signing', 'No'],
            [
              'Lease-break fee',
              '$1,575.00',
              'If Tenant ends the Lease early with 30 days\u2019 notice',
              'No',
            ],
            ['Re-key', '$85.00', 'Lost keys or failure to return all keys', 'No'],
          ],
          late: {
            text: 'Rent not received by 5:00 p.m. on the third (3rd) day of the month is late; the late fee and the daily late fee in the table then apply.',
            n: 3,
          },
          nsf: 'A fee of $35.00 will be charged for each payment returned by the bank for any reason.',
          nsfFee: 35,
          pets: 'No animals of any kind, except assistance animals allowed by law.',
          notes: [
            'An LLC owner with a manager (managementCompany, payee; officeHours in the Payment of Rent clause). Money orders and cashier\u2019s checks are mailed to the manager\u2019s P.O. box (paymentAddress), which is also the address for notices (mailingAddress); the office with a suite is only in the "Prepared by" line and the drop box. Three tenants "LAST, First" (a two-word given name, an apostrophe surname), no occupants. Fixed term 08/15/2027 to 05/31/2028 with rent for the part month ($863.71) due at signing; total due at signing includes the administration fee. Late after 5:00 p.m. on the 3rd (gracePeriodDays 3; flat fee plus a daily fee). The lease-break fee equal to a month\u2019s rent is not rent.',
          ],
        }),
    },
    {
      name: 'tw19_id_fee_addendum_rexburg_scan',
      build: () =>
        build({
          leaseNo: 'H-2027-2',
          made: '2027-08-24',
          owner: {
            p: person('Delbert J.', 'Hoopes'),
            name: 'Delbert J. Hoopes',
            capacity: 'Owner and landlord',
          },
          manager: null,
          tenants: [
            {
              p: person('Elena', 'Navarro'),
              tel: '(208) 555-0138',
              email: 'elena.navarro@example.com',
            },
            {
              p: person('Luis', 'Navarro'),
              tel: '(208) 555-0145',
              email: 'luisnavarro@example.net',
            },
          ],
          occupants: [
            { p: person('Sofia', 'Navarro'), who: 'daughter of the Tenants' },
            { p: person('Mateo', 'Navarro'), who: 'son of the Tenants' },
          ],
          premises: 'Unit 2, 184 South 3rd East, Rexburg, ID 83440',
          term: { kind: 'monthly', start: '2027-09-01' },
          rent: 1240,
          deposit: 900,
          prorate: null,
          atSigning: [
            ['first month\u2019s rent (September 2027)', 1240],
            ['security deposit', 900],
            ['pet fee (see Addendum A)', 250],
          ],
          pay: 'Rent is payable to Delbert J. Hoopes by check or money order mailed to P.O. Box 612, Rexburg, ID 83440, or by automatic bank transfer (ACH) on the first of each month using the authorization form Owner provides. No cash.',
          methods: ['Check', 'Money Order', 'ACH'],
          payee: 'Delbert J. Hoopes',
          payAt: 'P.O. Box 612, Rexburg, ID 83440',
          notices: 'P.O. Box 612, Rexburg, ID 83440',
          guests: {
            text: 'Guests may stay no more than fourteen (14) days in any six-month period.',
            n: 14,
          },
          fees: [
            [
              'Late fee',
              '$40.00',
              'Rent not received by the end of the 5th day of the month',
              'No',
            ],
            ['Returned payment', '$30.00', 'Each check or transfer returned unpaid', 'No'],
            ['Pet fee', '$250.00', 'Once, at signing, for one dog', 'No'],
            ['Pet rent', '$30.00 per month', 'Monthly with the rent while the dog is kept', 'No'],
            ['Re-key', '$60.00', 'Lost keys', 'No'],
          ],
          late: {
            text: 'If rent is not received by the end of the fifth (5th) day of the month, Tenant shall pay the late fee in the table.',
            n: 5,
          },
          nsf: 'Tenant shall pay $30.00 for each check or transfer that is returned unpaid.',
          nsfFee: 30,
          pets: 'One dog (a beagle named Pepper) is allowed on the terms in Addendum A. No other animals.',
          notes: [
            'An individual owner with a middle initial who manages the unit himself (Manager "None"); written "HOOPES, Delbert J." in the Parties table. Checks and money orders mailed to his P.O. box (paymentAddress, mailingAddress); ACH by authorization. A married couple as tenants and their two children as occupants, all "LAST, First". Month to month from 09/01/2027 (Expiration "None"); the first month\u2019s rent is due at signing with the deposit and the pet fee (total due at signing). Late after the end of the 5th. The pet fee and pet rent are not rent. Guests fourteen days in six months.',
          ],
        }),
      scan: { dpi: 125, rotate: 0.6, contrast: 0.55, noise: 7, quality: 44, seed: 19402 },
    },
  ],
}
