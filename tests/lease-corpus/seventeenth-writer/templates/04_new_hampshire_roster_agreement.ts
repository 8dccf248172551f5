import { rgb } from 'pdf-lib'
import { dt, lastFirst, person, usd, type Built, type Person } from '../../former-heldout/lib'
import type { Template } from '../../former-heldout/template'
import { kit } from '../../third-writer/kit'
import { dashedFrame, heading, pageNumbers, ruledTable, signPair } from '../parts'

type V = {
  owner:
    { kind: 'person'; p: Person; addr: string } | { kind: 'company'; name: string; signer: string }
  agent: { name: string; box: string; office: string; hours: string; tel: string } | null
  tenants: { p: Person; email: string; tel: string }[]
  occupants: { p: Person; who: string }[]
  premises: string
  what: string
  term: { kind: 'will'; start: string } | { kind: 'fixed'; start: string; end: string }
  rent: number
  due: { text: string; n: number }
  payment: string
  methods: string[]
  zelle: string | null
  payee: string
  payAt: string
  late: { text: string; n: number }
  nsf: number
  deposit: number
  bank: { name: string; account: string }
  guests: { text: string; days: number }
  heat: string
  signed: string
  notes: string[]
}

const build = async (v: V): Promise<Built> => {
  const k = await kit({ margin: 58, size: 9.2 })
  const { f } = k
  const ownerName = v.owner.kind === 'person' ? v.owner.p.full : v.owner.name
  const rule = (y: number) => {
    k.w.page.drawLine({ start: { x: k.L, y }, end: { x: k.L + k.W, y }, thickness: 1.4 })
    k.w.page.drawLine({
      start: { x: k.L, y: y - 3 },
      end: { x: k.L + k.W, y: y - 3 },
      thickness: 0.5,
    })
  }
  k.w.y = k.w.height - 52
  rule(k.w.y + 8)
  k.w.y -= 18
  k.w.page.drawText('RENTAL AGREEMENT', { x: k.L, y: k.w.y, size: 17, font: f.sansBold })
  const right = ['State of New Hampshire', 'RSA 540 and RSA 540-A']
  right.forEach((l, i) =>
    k.w.page.drawText(l, {
      x: k.L + k.W - f.sans.widthOfTextAtSize(l, 8),
      y: k.w.y + 6 - i * 10,
      size: 8,
      font: f.sans,
    }),
  )
  k.w.y -= 12
  rule(k.w.y)
  k.w.y -= 18
  k.p(
    'This agreement records the terms on which the Owner rents a home to the Tenant. The people it binds are listed in the roster in section 1, surname first.',
    { size: 9, after: 6 },
  )
  let n = 0
  const H = (t: string) =>
    heading(k, `\u00a7 ${++n}   ${t}`, { size: 9.6, font: f.sansBold, bar: 0.9 })
  const P = (t: string) => k.p(t, { size: 9.2, leading: 1.4, after: 5 })
  H('The people')
  const T = v.tenants
  const roster: string[][] = [
    v.owner.kind === 'person'
      ? ['Owner', lastFirst(v.owner.p), v.owner.addr]
      : ['Owner', v.owner.name.toUpperCase(), v.agent ? `c/o its agent, ${v.agent.box}` : ''],
    ...(v.agent ? [['Owner\u2019s agent', v.agent.name.toUpperCase(), v.agent.box]] : []),
    ...T.map((t) => [
      T.length > 1 ? 'Tenant (jointly and severally)' : 'Tenant',
      lastFirst(t.p),
      'at the Premises',
    ]),
    ...v.occupants.map((o) => [
      `Occupant, not a tenant (${o.who})`,
      lastFirst(o.p),
      'at the Premises',
    ]),
  ]
  ruledTable(
    k,
    ['Role', 'Name (SURNAME, Given names)', 'Address for notices'],
    roster,
    [0.27, 0.33, 0.4],
    {
      size: 8.6,
      headFont: f.sansBold,
      shade: 0.9,
    },
  )
  H('The premises')
  P(`The Owner rents to the Tenant ${v.what} known as ${v.premises} (the "Premises").`)
  H('Term')
  P(
    v.term.kind === 'will'
      ? `This is a tenancy at will beginning on ${dt(v.term.start).long}. It has no end date. Either party may end it by written notice given at least thirty (30) days before a rent day, and the Owner may end it only for a reason RSA 540:2 allows.`
      : `This lease is for a fixed term beginning on ${dt(v.term.start).long} and ending on ${dt(v.term.end).long}. If the Tenant stays on after that with the Owner\u2019s consent, the tenancy becomes a tenancy at will on the same terms.`,
  )
  H('Rent')
  P(`The rent is ${usd(v.rent)} per month, ${v.due.text}, for the whole of the Premises.`)
  H('Paying the rent')
  P(v.payment)
  H('Late rent')
  P(v.late.text)
  H('Returned payments')
  const nsf = `The Tenant will pay ${usd(v.nsf)} for each check or electronic payment that is returned unpaid.`
  P(nsf)
  H('Security deposit')
  const ret =
    'less the cost of any damage beyond reasonable wear and tear and any unpaid rent, within thirty (30) days after the tenancy ends, with a written, itemized list of any deductions'
  P(
    `The Tenant has paid a security deposit of ${usd(v.deposit)}, which is not more than one month\u2019s rent. The ${v.agent ? 'Owner, through its agent,' : 'Owner'} will return the security deposit, ${ret}. If the deposit is held for a year or longer, interest is paid on it as RSA 540-A:6 requires. A receipt for the deposit follows the signatures.`,
  )
  H('Who lives here, and guests')
  P(
    `Only the Tenant${v.occupants.length ? ` and the occupant${v.occupants.length > 1 ? 's' : ''} named in the roster` : ''} may live at the Premises. ${v.guests.text}`,
  )
  H('Heat, hot water and utilities')
  P(v.heat)
  H('Snow, parking and trash')
  P(
    'The Owner plows the driveway and sands the walks. The Tenant clears snow from the Tenant\u2019s own car and steps. Trash and recycling go to the bins by the driveway on Monday nights.',
  )
  H('Smoke and carbon monoxide alarms; lead paint')
  P(
    'The Premises have working smoke and carbon monoxide alarms; the Tenant will test them monthly and report any fault. The building was built before 1978; the Tenant has received the lead paint disclosure and the pamphlet Protect Your Family from Lead in Your Home.',
  )
  H('Entry')
  P(
    'The Owner may enter at reasonable times after notice reasonable under the circumstances, as RSA 540-A:3 requires, and at any time in an emergency.',
  )
  H('Notices')
  const ownerNotice = v.agent
    ? `Notices to the Owner go to its agent, ${v.agent.name}, at ${v.agent.box}. The agent\u2019s office is at ${v.agent.office}, open ${v.agent.hours}; telephone ${v.agent.tel}.`
    : `Notices to the Owner go to the Owner\u2019s address in the roster.`
  P(
    `${ownerNotice} Notices to the Tenant may be given at the Premises or sent by e-mail or text message to: ${T.map((t) => `${lastFirst(t.p)}, ${t.email}, ${t.tel}`).join('; ')}.`,
  )
  H('Whole agreement')
  P(
    'This is the whole agreement. A change binds the parties only if it is written and signed by the Owner and the Tenant.',
  )
  k.gap(4)
  k.p(`Signed on ${dt(v.signed).long}.`, { size: 9.2 })
  const ownerSig =
    v.owner.kind === 'person'
      ? [`Owner: ${v.owner.p.full}`]
      : [
          `Owner: ${v.owner.name}`,
          v.agent ? `by ${v.owner.signer}, ${v.agent.name}, its agent` : `by ${v.owner.signer}`,
        ]
  const blocks = [ownerSig, ...T.map((t) => [`Tenant: ${lastFirst(t.p)}`])]
  for (let i = 0; i < blocks.length; i += 2)
    signPair(k, blocks[i] ?? [''], blocks[i + 1] ?? [''], 8.6)
  k.gap(6)
  dashedFrame(k, 'SECURITY DEPOSIT RECEIPT  (RSA 540-A:6)', [
    `Received from ${T.map((t) => lastFirst(t.p)).join(' and ')}, the sum of ${usd(v.deposit)}, as a security deposit for ${v.premises}, on ${dt(v.signed).long}.`,
    `The deposit is held in account no. ${v.bank.account} at ${v.bank.name}. The Tenant has five (5) days from the start of the tenancy to give the Owner a written list of any damage found in the Premises.`,
    `Received for the Owner by: ______________________________   (${v.owner.kind === 'person' ? v.owner.p.full : v.agent ? v.agent.name : v.owner.name})`,
  ])
  pageNumbers(k, (i, m) => `Rental agreement \u2014 ${v.premises} \u2014 page ${i} of ${m}`, {
    align: 'left',
  })
  k.w.doc.getPages().forEach((p) =>
    p.drawLine({
      start: { x: k.L, y: 42 },
      end: { x: k.L + k.W, y: 42 },
      thickness: 0.4,
      color: rgb(0.5, 0.5, 0.5),
    }),
  )

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
      rentDueDay: v.due.n,
      maxGuestStayDays: v.guests.days,
      managementCompany: v.agent ? v.agent.name : null,
      housingProvider: ownerName,
      mailingAddress: v.agent ? v.agent.box : v.owner.kind === 'person' ? v.owner.addr : null,
      acceptedPaymentMethods: v.methods,
      zelleNumber: v.zelle,
      gracePeriodDays: v.late.n,
      nsfFeeFirst: v.nsf,
      rentDueDescription: v.due.text,
      paymentRecipient: v.payee,
      paymentAddress: v.payAt,
      officeHours: v.agent ? v.agent.hours : null,
      nsfPolicy: nsf,
      depositReturnDays: 30,
      depositReturnCondition: ret,
      _notes: [
        'Owner\u2019s rental agreement, sans: a title between double rules with the state and statutes at the right, an opening line, fifteen sections under tinted "\u00a7 N" bars, the first a roster table of the owner, agent, tenants and occupants with every person written SURNAME, Given names and an address for notices; the tenants\u2019 e-mails and phones appear only in the notices section (also surname first); signature pairs and a dashed SECURITY DEPOSIT RECEIPT naming the bank account that holds the deposit; page footer with the premises.',
        `People are written "SURNAME, Given" throughout (full in natural order in the truth)${v.owner.kind === 'person' ? '; the owner\u2019s natural-order name is in the signature block' : ''}. The account in the deposit receipt holds the deposit and is not a bankAccount. rentDueDescription is the phrase of \u00a7 4; nsfPolicy the sentence of \u00a7 7; depositReturnCondition the wording after "return the security deposit," in \u00a7 8 (thirty days). Tenant contacts from the notices section (first tenant).`,
        ...v.notes,
      ],
    },
  }
}

export const template: Template = {
  id: 'new_hampshire_roster_agreement',
  title:
    'New Hampshire rental agreement with a roster of the people in SURNAME, Given form, contacts only in the notices section, and a deposit receipt',
  exercises:
    'title between double rules with "State of New Hampshire / RSA 540 and RSA 540-A" at the right; an opening line; fifteen sections under tinted "\u00a7 N" bars; \u00a7 1 a roster table (role, SURNAME, Given names, address for notices) of the owner (a person at his own address, or an LLC in capitals "c/o its agent"), the owner\u2019s agent with its P.O. box, tenants jointly and severally, occupants who are not tenants with their relation; premises with the apartment first (a garage apartment or an apartment in a house); a tenancy at will from a long date with no end date, or a fixed term in long dates continuing at will; rent "due on the first day of each calendar month" or "due on the fifteenth (15th) day of each month"; payment in sentences (checks made out to the owner left in his mailbox and cash with a receipt; or the agent\u2019s tenant portal, Zelle to an e-mail and checks payable to the agent mailed to its P.O. box); late charge within five or seven days after the due date; returned-payment sentence; deposit returned within thirty days with interest after a year; guests (nights in a month, or consecutive nights); heat and utilities; snow and trash; alarms and lead paint; entry; notices to the owner\u2019s address or the agent\u2019s P.O. box with its office and hours, and the tenants\u2019 e-mails and phones written surname first \u2014 their only place; signature pairs with a long date; a dashed SECURITY DEPOSIT RECEIPT with the holding bank and account number as a distractor; footer with the premises and page count',
  docs: [
    {
      name: 'tw17_nh_roster_agreement_laconia',
      build: () =>
        build({
          owner: {
            kind: 'person',
            p: person('Paul', 'Grondin'),
            addr: '77 Pleasant Street, Laconia, NH 03246',
          },
          agent: null,
          tenants: [
            {
              p: person('Kelsey', 'Amadon'),
              email: 'kelsey.amadon@example.com',
              tel: '(603) 555-0131',
            },
          ],
          occupants: [],
          premises: 'Garage Apartment, 77 Pleasant Street, Laconia, NH 03246',
          what: 'the one-bedroom apartment over the detached garage behind the Owner\u2019s house,',
          term: { kind: 'will', start: '2027-05-01' },
          rent: 1050,
          due: { text: 'due on the first day of each calendar month', n: 1 },
          payment:
            'The Tenant pays by check made out to Paul Grondin, left in the Owner\u2019s mailbox at 77 Pleasant Street, Laconia, NH 03246, or in cash handed to the Owner, who will give a written receipt for every cash payment.',
          methods: ['Check', 'Cash'],
          zelle: null,
          payee: 'Paul Grondin',
          payAt: '77 Pleasant Street, Laconia, NH 03246',
          late: {
            text: 'Rent not received within five (5) days after it is due is late, and a late charge of $25.00 is added to it.',
            n: 5,
          },
          nsf: 25,
          deposit: 1050,
          bank: { name: 'Lakes Region Savings Bank', account: '2207-41385' },
          guests: {
            text: 'A guest may stay no more than ten (10) nights in any calendar month.',
            days: 10,
          },
          heat: 'Heat and hot water come from the oil boiler in the Owner\u2019s house and are included in the rent. Electricity is separately metered and is paid by the Tenant.',
          signed: '2027-04-19',
          notes: [
            'An individual owner who lives in the house in front (housingProvider in natural order from the signature block; the roster prints "GRONDIN, Paul"); no agent. One tenant, no occupants. Tenancy at will (month-to-month) from a long date: no end date. Checks made out to the owner left in his mailbox (paymentRecipient, paymentAddress) and cash with a receipt; notices to the owner\u2019s address in the roster (mailingAddress). Late within five days after the due date. Guests ten nights in a calendar month.',
          ],
        }),
    },
    {
      name: 'tw17_nh_roster_agreement_claremont_photo',
      build: () =>
        build({
          owner: { kind: 'company', name: 'Sugar River Dwellings LLC', signer: 'Noreen Fitch' },
          agent: {
            name: 'Upper Valley Rental Management, LLC',
            box: 'P.O. Box 388, Claremont, NH 03743',
            office: 'Suite 2B, 30 Pleasant Street, Claremont, NH 03743',
            hours: 'Tuesday to Friday, 9 a.m. to 4 p.m.',
            tel: '(603) 555-0120',
          },
          tenants: [
            {
              p: person('Anne-Marie', 'Bouchard-Lemieux'),
              email: 'am.bouchard@example.org',
              tel: '(603) 555-0158',
            },
            {
              p: person('Luis', 'Ferreira'),
              email: 'luis.ferreira@example.com',
              tel: '(603) 555-0186',
            },
          ],
          occupants: [{ p: person('In\u00eas', 'Ferreira'), who: 'child' }],
          premises: 'Apartment 3, 118 Summer Street, Claremont, NH 03743',
          what: 'the third-floor apartment of the three-family house',
          term: { kind: 'fixed', start: '2027-09-15', end: '2028-09-14' },
          rent: 1280,
          due: { text: 'due on the fifteenth (15th) day of each month', n: 15 },
          payment:
            'The Tenant pays through the agent\u2019s tenant portal at portal.uppervalleyrm.example.com, by Zelle to rent@uppervalleyrm.example.com, or by check payable to Upper Valley Rental Management, LLC mailed to P.O. Box 388, Claremont, NH 03743. Cash is not accepted.',
          methods: ['Online Portal', 'Zelle', 'Check'],
          zelle: 'rent@uppervalleyrm.example.com',
          payee: 'Upper Valley Rental Management, LLC',
          payAt: 'P.O. Box 388, Claremont, NH 03743',
          late: {
            text: 'Rent not received within seven (7) days after it is due is late, and a late charge of $45.00 is added to it.',
            n: 7,
          },
          nsf: 30,
          deposit: 1280,
          bank: { name: 'Fall Mountain Savings Bank', account: '0093-117742' },
          guests: {
            text: 'A guest may stay no more than fourteen (14) nights in a row.',
            days: 14,
          },
          heat: 'The apartment has its own gas furnace and water heater; the Tenant pays for gas and electricity. Water and sewer are paid by the Owner.',
          signed: '2027-08-30',
          notes: [
            'An LLC owner with an agent (managementCompany) that signs for it and receives notices at its P.O. box (mailingAddress); officeHours from the notices section. Two tenants jointly and severally (one with a hyphenated given name and surname) and a child as an occupant, all surname first in the roster. Fixed term in long dates. Rent due on the fifteenth (rentDueDay 15); late within seven days after it is due (gracePeriodDays 7). Portal, Zelle to an e-mail (zelleNumber) and checks payable to the agent mailed to its P.O. box (paymentAddress); cash refused. Guests fourteen nights in a row.',
          ],
        }),
      scan: {
        dpi: 130,
        rotate: 1.4,
        shear: 0.01,
        contrast: 0.85,
        noise: 12,
        lighting: 0.4,
        photo: true,
        quality: 46,
        seed: 17402,
      },
    },
  ],
}
