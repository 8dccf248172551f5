import { dt, person, usd, type Built, type Person } from '../../former-heldout/lib'
import type { Template } from '../../former-heldout/template'
import { kit } from '../../third-writer/kit'
import {
  andList,
  freshPage,
  pageNumbers,
  room,
  ruledTable,
  signPair,
  twoColumnClauses,
} from '../parts'

type V = {
  landlord: string
  agent: { name: string; signer: string; hours: string } | null
  tenants: { p: Person; tel: string; email: string }[]
  occupants: { p: Person; who: string }[]
  premises: string
  premisesNote: string
  term: { kind: 'fixed'; start: string; end: string } | { kind: 'monthly'; start: string }
  rent: number
  due: string
  how: string
  methods: string[]
  zelle: string | null
  payee: string
  payAt: string | null
  late: { row: string; n: number; pct: number | null }
  nsf: number
  deposit: number
  dueAtSigning: boolean
  guests: { row: string; days: number }
  utilities: string
  notices: { line: string; address: string }
  signed: string
  notes: string[]
}

const build = async (v: V): Promise<Built> => {
  const k = await kit({ margin: 48, size: 9 })
  const { f } = k
  k.w.y = k.w.height - 58
  k.w.page.drawText('RENTAL TERMS', { x: k.L, y: k.w.y, size: 22, font: f.sansBold })
  const side = [
    'Residential rental agreement \u2014 State of Kansas',
    'Kansas Residential Landlord and Tenant Act, K.S.A. 58-2540 et seq.',
    `Prepared by ${v.agent ? v.agent.name : v.landlord} on ${dt(v.signed).long}`,
  ]
  side.forEach((l, i) =>
    k.w.page.drawText(l, {
      x: k.L + k.W - f.sans.widthOfTextAtSize(l, 7.6),
      y: k.w.y + 12 - i * 9.5,
      size: 7.6,
      font: f.sans,
    }),
  )
  k.w.y -= 24
  const T = v.tenants
  const total = v.dueAtSigning ? v.rent + v.deposit : null
  const rows: [string, string][] = [
    ['Landlord', v.landlord],
    ['Landlord\u2019s agent', v.agent ? v.agent.name : 'None'],
    [
      T.length > 1 ? 'Tenants (jointly and severally liable)' : 'Tenant',
      andList(T.map((t) => t.p.full)),
    ],
    ['Tenant telephone and e-mail', T.map((t) => `${t.p.full}: ${t.tel}, ${t.email}`).join('; ')],
    [
      'Other occupants',
      v.occupants.length ? v.occupants.map((o) => `${o.p.full} (${o.who})`).join(', ') : 'None',
    ],
    ['Dwelling', `${v.premises} ${v.premisesNote}`],
    [
      'Term',
      v.term.kind === 'fixed'
        ? `Fixed term. Begins ${dt(v.term.start).long}; ends ${dt(v.term.end).long}.`
        : `Month to month, beginning ${dt(v.term.start).long}. No end date (see Standard Condition 17).`,
    ],
    ['Monthly rent', usd(v.rent)],
    ['Rent is due', v.due],
    ['How to pay', v.how],
    ['Payable to', v.payee],
    ['Late charge', v.late.row],
    [
      'Returned payment',
      `A ${usd(v.nsf)} fee is charged for each check or electronic payment returned unpaid.`,
    ],
    ['Security deposit', usd(v.deposit)],
    ...(total !== null
      ? ([['Due at signing', `${usd(total)} (first month\u2019s rent and security deposit)`]] as [
          string,
          string,
        ][])
      : []),
    ['Guests', v.guests.row],
    ['Utilities paid by Tenant', v.utilities],
    ['Landlord\u2019s address for notices', v.notices.line],
    ...(v.agent ? ([['Agent\u2019s office hours', v.agent.hours]] as [string, string][]) : []),
  ]
  const L = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'
  ruledTable(
    k,
    ['', 'Item', 'Agreed terms'],
    rows.map(([a, b], i) => [L[i] ?? '', a, b]),
    [0.05, 0.27, 0.68],
    { size: 8.7, font: f.sans, headFont: f.sansBold, shade: 0.82 },
  )
  k.p(
    'The Standard Conditions on the following pages are part of this agreement. Where a Standard Condition refers to an item by its letter, it means that item of these Rental Terms.',
    { size: 8.4, font: f.italic },
  )
  const item = (label: string) => L[rows.findIndex(([a]) => a === label)] ?? '?'
  freshPage(k)
  k.w.page.drawText('STANDARD CONDITIONS', { x: k.L, y: k.w.y, size: 12, font: f.sansBold })
  k.w.y -= 8
  k.w.page.drawLine({
    start: { x: k.L, y: k.w.y },
    end: { x: k.L + k.W, y: k.w.y },
    thickness: 1.2,
  })
  k.w.y -= 14
  const ret =
    'less any amounts K.S.A. 58-2550 allows it to keep, itemized in writing, within thirty (30) days after the tenancy ends and the Tenant delivers possession'
  const clauses: [string, string][] = [
    [
      'Rental Terms control',
      'If these conditions and the Rental Terms differ, the Rental Terms control.',
    ],
    [
      'Joint liability',
      'Where more than one Tenant signs, each is responsible for all rent and for every other obligation of the Tenant, not only a share.',
    ],
    ['Use', 'The dwelling is to be used only as a private residence.'],
    [
      'Rent',
      `The monthly rent (item ${item('Monthly rent')}) is payable as items ${item('Rent is due')} to ${item('Payable to')} state, without demand and without deduction. The Landlord may refuse a partial payment.`,
    ],
    [
      'Late charge and returned payments',
      `Rent not received when item ${item('Late charge')} says is late and bears the late charge stated there. A returned payment bears the fee in item ${item('Returned payment')}, and the Landlord may then require certified funds.`,
    ],
    [
      'Security deposit',
      `The deposit (item ${item('Security deposit')}) may not be used as the last month\u2019s rent. The Landlord will return the deposit, ${ret}. The Tenant must give a forwarding address in writing.`,
    ],
    [
      'Move-in inspection',
      'Within five (5) days after moving in, the Landlord and the Tenant will inspect the dwelling together and sign a written inventory of its condition, as K.S.A. 58-2548 requires.',
    ],
    [
      'Occupants and guests',
      `Only the Tenant and the occupants in item ${item('Other occupants')} may live in the dwelling. Guests are limited as item ${item('Guests')} states.`,
    ],
    [
      'Utilities',
      `The Tenant places the utilities in item ${item('Utilities paid by Tenant')} in the Tenant\u2019s own name before moving in. All other services are the Landlord\u2019s.`,
    ],
    [
      'Care of the dwelling',
      'The Tenant keeps the dwelling clean and safe, replaces light bulbs and furnace filters, keeps drains clear and mows and waters the yard.',
    ],
    [
      'Repairs by the Landlord',
      'The Landlord keeps the structure, plumbing, heating, electrical system and supplied appliances in good working order. The Tenant reports needed repairs promptly and in writing.',
    ],
    [
      'Entry',
      'The Landlord may enter at reasonable times after reasonable notice to inspect, repair or show the dwelling, and without notice in an emergency.',
    ],
    [
      'Pets and smoking',
      'No pets without the Landlord\u2019s written consent. No smoking of any kind inside the dwelling or the garage.',
    ],
    [
      'Alterations and locks',
      'No painting, nails larger than a picture hook, added locks or other alterations without written consent.',
    ],
    [
      'Storms',
      'The basement is the storm shelter for the dwelling. The Tenant keeps its stairway clear and does not store anything in front of the shelter door.',
    ],
    [
      'Insurance',
      'The Landlord\u2019s insurance does not cover the Tenant\u2019s belongings. The Tenant is encouraged to carry renter\u2019s insurance.',
    ],
    [
      'Ending the tenancy',
      'A month-to-month tenancy ends on a rent day after written notice given at least thirty (30) days before it, as K.S.A. 58-2570 requires. At the end of a fixed term the Tenant leaves unless a new agreement is signed; holding over without consent makes the Tenant liable as the Act provides.',
    ],
    [
      'Notices',
      `Notices to the Landlord go to the address in item ${item('Landlord\u2019s address for notices')}. Notices to the Tenant go to the dwelling or to the e-mail in item ${item('Tenant telephone and e-mail')}.`,
    ],
    [
      'Abandonment',
      'Property left in the dwelling after the Tenant has abandoned it is handled as K.S.A. 58-2565 provides.',
    ],
    [
      'Whole agreement',
      'The Rental Terms, these Standard Conditions and any signed addenda are the whole agreement and may be changed only in a signed writing.',
    ],
  ]
  twoColumnClauses(
    k,
    clauses.map(([head, text], i) => ({ num: `${i + 1}.`, head, text })),
    { size: 8.3 },
  )
  room(k, 160)
  k.p(
    `Signed at the dates below. The Tenant acknowledges receiving a copy of the Rental Terms and the Standard Conditions.`,
    {
      size: 8.8,
    },
  )
  k.gap(2)
  const landlordSig = v.agent
    ? [v.landlord, `by ${v.agent.name}, its agent,`, `by ${v.agent.signer}`, 'Date:']
    : [`${v.landlord}, Landlord`, 'Date:']
  const blocks = [landlordSig, ...T.map((t) => [`${t.p.full}, Tenant`, 'Date:'])]
  for (let i = 0; i < blocks.length; i += 2)
    signPair(k, blocks[i] ?? [''], blocks[i + 1] ?? [''], 8.6)
  pageNumbers(k, (i, m) => `Kansas rental agreement \u2014 ${i}/${m}`, { align: 'right' })

  const first = T[0]
  if (!first) throw new Error('no tenant')
  return {
    pdf: await k.w.save(),
    truth: {
      tenants: T.map((t) => t.p),
      additionalOccupants: v.occupants.length ? v.occupants.map((o) => o.p) : null,
      tenantEmail: first.email,
      tenantPhone: first.tel,
      premisesAddress: v.premises,
      leaseType: v.term.kind === 'fixed' ? 'fixed-term' : 'month-to-month',
      startDate: v.term.start,
      endDate: v.term.kind === 'fixed' ? v.term.end : null,
      terminationDateText: v.term.kind === 'fixed' ? dt(v.term.end).long : null,
      monthlyRent: v.rent,
      securityDeposit: v.deposit,
      rentDueDay: 1,
      maxGuestStayDays: v.guests.days,
      managementCompany: v.agent ? v.agent.name : null,
      housingProvider: v.landlord,
      mailingAddress: v.notices.address,
      acceptedPaymentMethods: v.methods,
      zelleNumber: v.zelle,
      lateFeePercentage: v.late.pct,
      gracePeriodDays: v.late.n,
      nsfFeeFirst: v.nsf,
      totalMoveInCost: total,
      rentDueDescription: v.due,
      paymentRecipient: v.payee,
      paymentAddress: v.payAt,
      officeHours: v.agent ? v.agent.hours : null,
      nsfPolicy: `A ${usd(v.nsf)} fee is charged for each check or electronic payment returned unpaid.`,
      depositReturnDays: 30,
      depositReturnCondition: ret,
      _notes: [
        'Rental agreement in two parts, sans: page 1 a large RENTAL TERMS title with three small lines at the right and a lettered table of items and agreed terms (landlord, agent, tenants, their telephones and e-mails, occupants, dwelling, term, rent, due phrase, how to pay, payee, late charge, returned payment, deposit, guests, utilities, notices address and more) with an italic note; then STANDARD CONDITIONS, twenty numbered clauses with bold run-in heads set in two ruled columns that refer to the items by letter; a signing line and signature pairs.',
        'rentDueDescription is the "Rent is due" item; the late charge item names the day (gracePeriodDays); nsfPolicy is the returned-payment item\u2019s sentence. depositReturnCondition is the wording after "return the deposit," in Standard Condition 6 (thirty days). Tenant contacts from the table (first tenant).',
        ...v.notes,
      ],
    },
  }
}

export const template: Template = {
  id: 'kansas_terms_sheet',
  title:
    'Kansas rental agreement with a one-page lettered Rental Terms table and Standard Conditions in two columns',
  exercises:
    'large RENTAL TERMS title with the act and a "Prepared by \u2026 on <long date>" line at the right; a lettered table of items (landlord as an estate with a bank trust department as its agent, or an individual with "None"; tenants jointly and severally or one; tenants\u2019 telephones and e-mails in one cell; occupants with relation or "None"; a duplex half with a letter suffix on the house number, or a house; a fixed term ending on February 29 of a leap year, or month to month with no end date; rent; "on or before the 1st day of each month"; how to pay (check or money order to the trust department and automatic monthly transfer; or Zelle to the owner\u2019s phone and cash against a receipt); payee; late charge flat after the 5th or a percentage after the 3rd; returned-payment sentence; deposit; due at signing (one); guests (days in six months or consecutive nights); utilities; notices to a bank P.O. box with its name on the same line, or the owner\u2019s home; agent\u2019s office hours); an italic note; STANDARD CONDITIONS in twenty numbered run-in clauses set in two ruled columns that refer back to the items by letter (deposit returned within thirty days, K.S.A. citations, storm shelter); a signing line and signature pairs (the estate by its agent by a trust officer)',
  docs: [
    {
      name: 'tw17_ks_terms_sheet_salina',
      build: () =>
        build({
          landlord: 'Estate of Harold F. Lindquist',
          agent: {
            name: 'Smoky Hill State Bank, Trust Department',
            signer: 'Martin Osei, Trust Officer',
            hours: 'Monday\u2013Friday, 9:00 a.m. to 4:00 p.m. (closed on bank holidays)',
          },
          tenants: [
            {
              p: person('Bethany', 'Kroeker'),
              tel: '(785) 555-0143',
              email: 'bethany.kroeker@example.com',
            },
          ],
          occupants: [{ p: person('Ruth', 'Kroeker'), who: 'Tenant\u2019s mother' }],
          premises: '1420-B West Crawford Street, Salina, KS 67401',
          premisesNote: '(east half of the duplex), with the single garage on the east side',
          term: { kind: 'fixed', start: '2027-03-01', end: '2028-02-29' },
          rent: 985,
          due: 'on or before the 1st day of each month',
          how: 'Check or money order mailed or delivered to Trust Department, 120 South Santa Fe Avenue, Salina, KS 67401, or automatic monthly transfer (ACH) from the Tenant\u2019s bank account. No cash.',
          methods: ['Check', 'Money Order', 'ACH'],
          zelle: null,
          payee: 'Smoky Hill State Bank, Agent',
          payAt: '120 South Santa Fe Avenue, Salina, KS 67401',
          late: {
            row: '$35.00 if rent is not received by the 5th day of the month',
            n: 5,
            pct: null,
          },
          nsf: 30,
          deposit: 985,
          dueAtSigning: true,
          guests: { row: 'No guest may stay more than 14 days in any 6-month period.', days: 14 },
          utilities: 'Electricity, natural gas, water and sewer; trash is paid by the Landlord',
          notices: {
            line: 'Smoky Hill State Bank, Trust Department, P.O. Box 1650, Salina, KS 67402',
            address: 'P.O. Box 1650, Salina, KS 67402',
          },
          signed: '2027-02-16',
          notes: [
            'An estate as landlord, with a bank\u2019s trust department as its agent (managementCompany as item B writes it; officeHours from the last item); the trust officer signs for the agent and is not an occupant. One tenant and her mother (an occupant). Fixed term ending on February 29, 2028 (a leap day). Checks and money orders payable to the bank as agent (paymentRecipient), delivered to the trust department\u2019s street address (paymentAddress without the department line) or ACH; notices to the bank\u2019s P.O. box (mailingAddress, without the bank and department written before it). Due at signing: first month and deposit ($1,970.00). Late after the 5th. Guests fourteen days in six months.',
          ],
        }),
    },
    {
      name: 'tw17_ks_terms_sheet_emporia_scan',
      build: () =>
        build({
          landlord: 'Gail Ostrander',
          agent: null,
          tenants: [
            {
              p: person('Caleb', 'Nwosu'),
              tel: '(620) 555-0161',
              email: 'caleb.nwosu@example.net',
            },
            {
              p: person('Jenna', 'Pohlman'),
              tel: '(620) 555-0178',
              email: 'jpohlman@example.com',
            },
          ],
          occupants: [],
          premises: '906 Market Street, Emporia, KS 66801',
          premisesNote: '(two-bedroom house with a detached shed)',
          term: { kind: 'monthly', start: '2027-08-01' },
          rent: 890,
          due: 'on or before the 1st day of each month',
          how: 'Zelle to the Landlord at (620) 555-0112, or cash handed to the Landlord, who gives a written receipt. Checks are not accepted.',
          methods: ['Zelle', 'Cash'],
          zelle: '(620) 555-0112',
          payee: 'Gail Ostrander',
          payAt: null,
          late: {
            row: '10% of the monthly rent if rent is unpaid after the 3rd day of the month',
            n: 3,
            pct: 10,
          },
          nsf: 25,
          deposit: 890,
          dueAtSigning: false,
          guests: { row: 'No guest may stay more than 5 consecutive nights.', days: 5 },
          utilities: 'Electricity, natural gas, water, sewer and trash',
          notices: {
            line: '2211 Prairie Street, Emporia, KS 66801',
            address: '2211 Prairie Street, Emporia, KS 66801',
          },
          signed: '2027-07-22',
          notes: [
            'An individual landlord with no agent ("None"); two tenants jointly and severally liable, no occupants. Month to month from a long date: no end date. Zelle to the landlord\u2019s phone (zelleNumber) and cash against a receipt, payable to her; checks refused. No place of payment is written (paymentAddress null); notices to her home address. Late charge ten percent after the 3rd. Guests five consecutive nights. No total due at signing is stated.',
          ],
        }),
      scan: {
        dpi: 140,
        rotate: 0.4,
        noise: 5,
        quality: 52,
        seed: 17505,
      },
    },
  ],
}
