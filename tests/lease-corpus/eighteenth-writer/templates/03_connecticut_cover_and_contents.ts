import { rgb } from 'pdf-lib'
import { dt, person, usd, type Built, type Person } from '../../former-heldout/lib'
import type { Template } from '../../former-heldout/template'
import { kit } from '../../third-writer/kit'
import {
  andList,
  freshPage,
  hangPara,
  heading,
  leaderLine,
  pageNumbers,
  room,
  runningHead,
  sign,
} from '../parts'

type V = {
  leaseNo: string
  brand: { mark: string; name: string; lines: string[] }
  prepared: { by: string; on: string }
  made: string
  owner: string
  agent: { name: string; office: string; box: string; tel: string; hours: string } | null
  ownerAddr: string
  tenants: { p: Person; tel: string; email: string }[]
  occupants: { p: Person; who: string }[]
  premises: string
  term: { kind: 'fixed'; start: string; end: string } | { kind: 'monthly'; start: string }
  partial: { to: string; amount: number } | null
  rent: number
  late: { text: string; pct: number | null }
  extra: string
  pay: string
  methods: string[]
  bank: string | null
  payee: string
  payAt: string
  nsf: number
  deposit: number
  utilities: string
  guests: { text: string; days: number }
  emergency: string
  notes: string[]
}

const build = async (v: V): Promise<Built> => {
  const k = await kit({ serif: true, margin: 64, size: 9.6 })
  const { f } = k
  const T = v.tenants
  const them = T.length > 1
  const toc: [string, number][] = []
  const article = (n: number, title: string) => {
    heading(k, `ARTICLE ${n} \u2014 ${title.toUpperCase()}`, { size: 10.2, rule: true })
    toc.push([`Article ${n}. ${title}`, k.w.doc.getPageCount() + 1])
  }
  const S = (num: string, text: string) => hangPara(k, num, text, { size: 9.4, hang: 30 })
  k.w.y = k.w.height - 70

  article(1, 'Parties, premises and occupants')
  S(
    '1.1',
    `This Lease is made as of ${dt(v.made).long} between ${v.owner} (the \u201cOwner\u201d)${v.agent ? `, acting through its managing agent, ${v.agent.name} (the \u201cAgent\u201d),` : ''} and the ${them ? 'persons' : 'person'} named as Tenant on the cover page and on the Signature Page (${them ? 'together, ' : ''}the \u201cTenant\u201d)${them ? ', who are jointly and severally liable under this Lease' : ''}.`,
  )
  S(
    '1.2',
    `The Owner leases to the Tenant the dwelling unit at ${v.premises} (the \u201cPremises\u201d), with the appliances in it and the use of the common areas of the building.`,
  )
  S(
    '1.3',
    v.occupants.length
      ? `Besides the Tenant, only the following may live in the Premises: ${andList(v.occupants.map((o) => `${o.p.full} (${o.who})`))}.`
      : 'No one other than the Tenant may live in the Premises.',
  )
  article(2, 'Term')
  const start = dt(v.term.start)
  S(
    '2.1',
    v.term.kind === 'fixed'
      ? `The term of this Lease begins at 12:00 noon on ${start.long} and ends at 12:00 noon on ${dt(v.term.end).long}.`
      : `This is a month-to-month tenancy that begins on ${start.long} and has no fixed ending date. Either party may end it by written notice given at least thirty (30) days before the last day of a rental month.`,
  )
  S(
    '2.2',
    v.term.kind === 'fixed'
      ? 'If the Tenant remains in the Premises after the term with the Owner\u2019s consent, the tenancy is from month to month on the terms of this Lease until either party ends it by thirty (30) days\u2019 written notice.'
      : 'The Owner may end the tenancy only as the Connecticut General Statutes allow, including Chapter 832 (Summary Process).',
  )
  article(3, 'Rent and other charges')
  const due = 'due on the first day of each month, in advance'
  const total = (v.partial ? v.partial.amount : v.rent) + v.deposit
  S(
    '3.1',
    `The monthly rent is ${usd(v.rent)}. Rent is ${due}, without demand.${v.partial ? ` Rent for ${start.long} through ${dt(v.partial.to).long} is ${usd(v.partial.amount)}.` : ''}`,
  )
  S(
    '3.2',
    `Before keys are released, the Tenant shall pay ${v.partial ? 'the rent for the first partial month' : 'the first month\u2019s rent'} and the security deposit, a total of ${usd(total)}.`,
  )
  S('3.3', v.late.text)
  S('3.4', v.extra)
  article(4, 'Payment of rent')
  S('4.1', v.pay)
  const nsf = `If any check or electronic payment is returned unpaid, the Tenant shall pay a returned-payment fee of ${usd(v.nsf)}.`
  S(
    '4.2',
    `${nsf} After a second returned payment, the Owner may require payment by money order or bank check only.`,
  )
  article(5, 'Security deposit')
  const ret =
    'with interest as required by Conn. Gen. Stat. \u00a7 47a-21, less any amount lawfully applied to unpaid rent or to damage beyond reasonable wear and tear, within twenty-one (21) days after the Tenant vacates and gives the Owner a forwarding address in writing'
  S(
    '5.1',
    `The Tenant has paid a security deposit of ${usd(v.deposit)}, which the Owner holds in an escrow account in a Connecticut financial institution. Interest is credited each year on the anniversary of the tenancy.`,
  )
  S(
    '5.2',
    `The Owner shall return the security deposit, ${ret}, together with an itemized list of any damages.`,
  )
  article(6, 'Utilities and services')
  S('6.1', v.utilities)
  article(7, 'Use of the premises and guests')
  S(
    '7.1',
    'The Premises shall be used only as a private residence. The Tenant shall not disturb other residents and shall comply with the building rules given to the Tenant.',
  )
  S('7.2', v.guests.text)
  article(8, 'Care, repairs and safety')
  S(
    '8.1',
    'The Tenant shall keep the Premises clean and safe, shall not remove or disable smoke or carbon monoxide detectors, and shall report any defect to the Owner promptly in writing.',
  )
  S(
    '8.2',
    'The building was built before 1978. The Tenant acknowledges receipt of the lead-based paint disclosure and the pamphlet \u201cProtect Your Family From Lead in Your Home.\u201d',
  )
  article(9, 'Access')
  S(
    '9.1',
    'The Owner or the Agent may enter the Premises at reasonable times after reasonable notice to inspect, repair or show them, and at any time in an emergency (Conn. Gen. Stat. \u00a7 47a-16).',
  )
  article(10, 'Notices')
  S(
    '10.1',
    v.agent
      ? `Notices to the Owner shall be sent to the Agent at ${v.agent.box}. The Agent\u2019s office at ${v.agent.office} is open ${v.agent.hours}; telephone ${v.agent.tel}.`
      : `Notices to the Owner shall be sent to the Owner at ${v.ownerAddr}.`,
  )
  S(
    '10.2',
    'Notices to the Tenant may be delivered at the Premises or sent to the e-mail address written for the Tenant on the Signature Page.',
  )
  article(11, 'General provisions')
  S(
    '11.1',
    'This Lease, its cover page and the Signature Page are the entire agreement. A change must be in writing and signed by both parties. If any part of this Lease is unenforceable, the rest remains in force.',
  )

  // ---- signature page ----
  freshPage(k)
  k.w.y = k.w.height - 80
  toc.push(['Signature Page', k.w.doc.getPageCount() + 1])
  k.centre('SIGNATURE PAGE', 13, k.w.bold)
  k.gap(4)
  k.p(
    `The parties have signed this Lease No. ${v.leaseNo} for ${v.premises} on the dates written below. Each Tenant gives the telephone number and e-mail address at which the Owner may reach the Tenant.`,
    { size: 9.4 },
  )
  k.gap(10)
  sign(k, v.agent ? `OWNER: ${v.owner}, by ${v.agent.name}, its Agent` : `OWNER: ${v.owner}`, {
    width: 300,
    size: 9,
    under: ['Date: ____________________'],
  })
  k.gap(6)
  for (const t of T) {
    room(k, 90)
    sign(k, 'TENANT (signature)', {
      width: 300,
      size: 9,
      under: [
        `Name (print): ${t.p.full}`,
        `Mobile telephone: ${t.tel}`,
        `E-mail: ${t.email}`,
        `Date: ${dt(v.made).us}`,
      ],
    })
    k.gap(4)
  }
  k.gap(8)
  k.p(v.emergency, { size: 8.6, font: f.italic })

  // ---- cover page, inserted in front once the page numbers are known ----
  const cover = k.w.doc.insertPage(0, [k.w.width, k.w.height])
  const top = k.w.height - 70
  cover.drawRectangle({
    x: k.L,
    y: top - 30,
    width: 40,
    height: 40,
    borderWidth: 2,
    borderColor: rgb(0.1, 0.25, 0.2),
  })
  cover.drawText(v.brand.mark, {
    x: k.L + 20 - f.sansBold.widthOfTextAtSize(v.brand.mark, 15) / 2,
    y: top - 15,
    size: 15,
    font: f.sansBold,
    color: rgb(0.1, 0.25, 0.2),
  })
  cover.drawText(v.brand.name, { x: k.L + 52, y: top - 2, size: 11, font: f.sansBold })
  v.brand.lines.forEach((l, i) =>
    cover.drawText(l, { x: k.L + 52, y: top - 14 - i * 9.5, size: 7.8, font: f.sans }),
  )
  const title = 'RESIDENTIAL LEASE'
  cover.drawText(title, {
    x: (k.w.width - k.w.bold.widthOfTextAtSize(title, 28)) / 2,
    y: top - 150,
    size: 28,
    font: k.w.bold,
  })
  const sub = 'Dwelling Unit Lease \u2014 State of Connecticut'
  cover.drawText(sub, {
    x: (k.w.width - f.italic.widthOfTextAtSize(sub, 12)) / 2,
    y: top - 172,
    size: 12,
    font: f.italic,
  })
  cover.drawLine({
    start: { x: k.L + 60, y: top - 186 },
    end: { x: k.L + k.W - 60, y: top - 186 },
    thickness: 1.2,
  })
  const facts: [string, string[]][] = [
    ['Lease No.', [v.leaseNo]],
    ['Premises', [v.premises]],
    ['Owner', [v.owner]],
    ['Prepared for', T.map((t) => `${t.p.last.toUpperCase()}, ${t.p.first}`)],
    ['Prepared by', [`${v.prepared.by}, on ${dt(v.prepared.on).us}`]],
  ]
  let y = top - 222
  for (const [label, lines] of facts) {
    cover.drawText(label.toUpperCase(), {
      x: k.L + 40,
      y,
      size: 8,
      font: f.sansBold,
      color: rgb(0.35, 0.35, 0.35),
    })
    lines.forEach((l, i) =>
      cover.drawText(l, { x: k.L + 150, y: y - i * 14, size: 11, font: k.w.regular }),
    )
    y -= lines.length * 14 + 8
  }
  y -= 18
  cover.drawText('CONTENTS', { x: k.L, y, size: 11, font: k.w.bold })
  cover.drawLine({ start: { x: k.L, y: y - 4 }, end: { x: k.L + k.W, y: y - 4 }, thickness: 0.6 })
  const saved = k.w.y
  k.w.y = y - 22
  for (const [entry, page] of toc)
    leaderLine(k, entry, String(page), { size: 9.6, page: cover, indent: 6 })
  k.w.y = saved
  runningHead(k, `Lease No. ${v.leaseNo} \u2014 ${v.premises}`)
  pageNumbers(k, (i, m) => (i === 1 ? '' : `Page ${i} of ${m}`), { align: 'center' })

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
      housingProvider: v.owner,
      mailingAddress: v.agent ? v.agent.box : v.ownerAddr,
      acceptedPaymentMethods: v.methods,
      bankAccount: v.bank,
      lateFeePercentage: v.late.pct,
      gracePeriodDays: 9,
      nsfFeeFirst: v.nsf,
      totalMoveInCost: total,
      proratedRent: v.partial ? v.partial.amount : null,
      rentDueDescription: due,
      paymentRecipient: v.payee,
      paymentAddress: v.payAt,
      officeHours: v.agent ? v.agent.hours : null,
      nsfPolicy: nsf,
      depositReturnDays: 21,
      depositReturnCondition: ret,
      _notes: [
        'A bound serif lease: a cover page (the preparer\u2019s square monogram and letterhead lines, a large title and sub-title, lease number, premises, owner, the tenants "Prepared for" as "SURNAME, Given", who prepared it and when, and a CONTENTS list with dotted leaders to page numbers), eleven ARTICLE heads over a rule with sections numbered 1.1, 1.2\u2026 hanging at the left, and a Signature Page where each tenant prints a name and writes a mobile telephone and e-mail under the signature; a running head with the lease number and premises and "Page i of n" footers after the cover.',
        'The cover\u2019s "Prepared by \u2026 on" date is not the lease date. The tenants\u2019 contacts appear only on the Signature Page (first tenant\u2019s). rentDueDescription is the phrase of section 3.1; gracePeriodDays 9 from section 3.3 (nine days after the due date, as Connecticut requires); nsfPolicy the first sentence of section 4.2; depositReturnCondition the wording after "return the security deposit," in section 5.2 (twenty-one days). totalMoveInCost from section 3.2.',
        ...v.notes,
      ],
    },
  }
}

export const template: Template = {
  id: 'connecticut_cover_and_contents',
  title:
    'Connecticut dwelling unit lease with a cover page, a table of contents and a Signature Page carrying the tenants\u2019 contacts',
  exercises:
    'cover page with the preparer\u2019s square monogram and letterhead lines (an agent\u2019s office with a suite, P.O. box and phone, or an owner\u2019s own rentals name and home address), large serif title and sub-title, lease number, premises (the apartment first, or a floor named first), owner, tenants "Prepared for" in "SURNAME, Given" form, "Prepared by \u2026 on MM/DD/YYYY" (a distractor date) and a CONTENTS list with dotted leaders and computed page numbers; eleven ARTICLE heads over a rule with hanging decimal section numbers: parties (an LLC through its managing agent, or an individual) and tenants named only by reference, premises, occupants by relation or none, fixed term from noon to noon in long dates with month-to-month holdover or month to month from a long date, rent "due on the first day of each month, in advance", a partial first month (one), the total paid before keys are released, late charge after nine days (five percent, or a daily charge with a cap), a parking or storage charge that is not rent, payment (portal, checks, bank checks and money orders mailed to the agent\u2019s P.O. box; or checks and money orders to the owner\u2019s home and direct deposit to his account with a routing number as a distractor), returned-payment sentence, deposit held in escrow with interest and returned within twenty-one days, utilities, guests (days in twelve months, or consecutive nights), lead paint, access, notices to the agent\u2019s P.O. box with office and hours or to the owner\u2019s home; a Signature Page with each tenant\u2019s printed name, mobile telephone, e-mail and MM/DD/YYYY date (their only place) and an emergency line distractor; running head and page footers',
  docs: [
    {
      name: 'tw18_ct_bound_lease_torrington',
      build: () =>
        build({
          leaseNo: 'NCP-27-0418',
          brand: {
            mark: 'NC',
            name: 'Northwest Corner Property Management, Inc.',
            lines: [
              'Suite 3, 86 Water Street, Torrington, CT 06790',
              'Mailing address: P.O. Box 1247, Torrington, CT 06790',
              'Telephone (860) 555-0131  \u2022  leasing@nwcornerpm.example.com',
            ],
          },
          prepared: { by: 'Dana Lovejoy, Leasing Associate', on: '2027-06-14' },
          made: '2027-06-21',
          owner: 'Prospect Street Holdings, LLC',
          agent: {
            name: 'Northwest Corner Property Management, Inc.',
            office: 'Suite 3, 86 Water Street, Torrington, CT 06790',
            box: 'P.O. Box 1247, Torrington, CT 06790',
            tel: '(860) 555-0131',
            hours: 'Monday to Friday, 9:00 a.m. to 5:00 p.m.',
          },
          ownerAddr: '',
          tenants: [
            {
              p: person('Gabrielle', 'Fontaine'),
              tel: '(860) 555-0144',
              email: 'g.fontaine@example.com',
            },
            {
              p: person('Emeka', 'Anyanwu'),
              tel: '(860) 555-0152',
              email: 'emeka.anyanwu@example.net',
            },
          ],
          occupants: [],
          premises: 'Apartment 3B, 42 Migeon Avenue, Torrington, CT 06790',
          term: { kind: 'fixed', start: '2027-07-01', end: '2028-06-30' },
          partial: null,
          rent: 1485,
          late: {
            text: 'No late charge is due unless rent is more than nine (9) days late (Conn. Gen. Stat. \u00a7 47a-15a). If rent remains unpaid at the end of the ninth (9th) day after it is due, the Tenant shall pay a late charge of five percent (5%) of the delinquent rent.',
            pct: 5,
          },
          extra:
            'One parking space (Space 14) is included. A second space, if one is available, costs $40.00 per month; that charge is not rent.',
          pay: 'Rent is payable to Northwest Corner Property Management, Inc. through the resident portal at portal.nwcornerpm.example.com, or by personal check, bank cashier\u2019s check or money order mailed to P.O. Box 1247, Torrington, CT 06790. Cash is not accepted.',
          methods: ['Online Portal', 'Check', "Cashier's Check", 'Money Order'],
          bank: null,
          payee: 'Northwest Corner Property Management, Inc.',
          payAt: 'P.O. Box 1247, Torrington, CT 06790',
          nsf: 25,
          deposit: 2227.5,
          utilities:
            'The Owner supplies heat, hot water, water and sewer. The Tenant shall put electricity and cooking gas in the Tenant\u2019s name and pay for them, and for any telephone, cable or internet service.',
          guests: {
            text: 'A guest may not stay in the Premises more than fourteen (14) days in any twelve-month period without the Agent\u2019s written consent.',
            days: 14,
          },
          emergency:
            'After-hours maintenance emergencies (no heat, water leaks, lockouts): (860) 555-0199. This line does not take rent payments or notices.',
          notes: [
            'An LLC owner acting through a managing agent (managementCompany) whose P.O. box receives notices and mailed payments (mailingAddress, paymentAddress); payable to the agent; officeHours from section 10.1. Two tenants jointly and severally, written "SURNAME, Given" on the cover; no occupants. Fixed term in long dates, noon to noon. A security deposit of one and a half months ($2,227.50); the total before keys are released ($3,712.50) is the first month\u2019s rent and the deposit. Late charge 5% after nine days. The second parking space ($40.00) is not rent. Portal, checks, bank cashier\u2019s checks and money orders; cash refused. Guests fourteen days in twelve months.',
          ],
        }),
    },
    {
      name: 'tw18_ct_bound_lease_willimantic',
      build: () =>
        build({
          leaseNo: 'SD-2027-06',
          brand: {
            mark: 'SD',
            name: 'Dudziak Rentals',
            lines: ['77 Valley Street, Willimantic, CT 06226', 'Telephone (860) 555-0117'],
          },
          prepared: { by: 'S. Dudziak', on: '2027-08-02' },
          made: '2027-08-09',
          owner: 'Stanislaw Dudziak',
          agent: null,
          ownerAddr: '77 Valley Street, Willimantic, CT 06226',
          tenants: [
            {
              p: person('Marisol', 'Qui\u00f1ones'),
              tel: '(860) 555-0167',
              email: 'marisol.q@example.org',
            },
          ],
          occupants: [
            { p: person('Adri\u00e1n', 'Qui\u00f1ones'), who: 'son' },
            { p: person('Luc\u00eda', 'Qui\u00f1ones'), who: 'daughter' },
          ],
          premises: 'Second Floor Apartment, 61 Jackson Street, Willimantic, CT 06226',
          term: { kind: 'monthly', start: '2027-08-15' },
          partial: { to: '2027-08-31', amount: 630.65 },
          rent: 1150,
          late: {
            text: 'No late charge is due unless rent is more than nine (9) days late (Conn. Gen. Stat. \u00a7 47a-15a). If rent remains unpaid at the end of the ninth (9th) day after it is due, the Tenant shall pay a late charge of $5.00 for each day it remains unpaid, up to $50.00 for any one month.',
            pct: null,
          },
          extra:
            'A basement storage cage may be rented for $15.00 per month; that charge is not rent. Coin-operated laundry is in the basement.',
          pay: 'Rent is payable to Stanislaw Dudziak by check or money order handed to the Owner or mailed to 77 Valley Street, Willimantic, CT 06226, or by direct deposit to the Owner\u2019s checking account no. 4471-220938 at Eastern Thread Savings Bank (routing no. 211274391), with the Tenant\u2019s name in the memo.',
          methods: ['Check', 'Money Order', 'Bank Transfer'],
          bank: '4471-220938',
          payee: 'Stanislaw Dudziak',
          payAt: '77 Valley Street, Willimantic, CT 06226',
          nsf: 20,
          deposit: 1150,
          utilities:
            'The Owner supplies water and sewer. The Tenant shall put electricity and gas heat in the Tenant\u2019s name and pay for them.',
          guests: {
            text: 'A guest may not stay in the Premises more than five (5) consecutive nights without the Owner\u2019s written consent.',
            days: 5,
          },
          emergency:
            'For an emergency in the building call the Owner at (860) 555-0117 at any hour; in a fire, call 911 first.',
          notes: [
            'An individual owner who manages the house himself (no manager; no office hours); his home address receives notices and rent by hand or mail (mailingAddress, paymentAddress); direct deposit to his checking account (Bank Transfer; bankAccount as written, the routing number is a distractor). One tenant written "SURNAME, Given" on the cover, with accented names, and two children as occupants. Month to month from a long date; the first partial month ($630.65) and the total before keys are released ($1,780.65) are in sections 3.1 and 3.2. Late after nine days with a daily charge and a cap. The storage cage ($15.00) is not rent. Guests five consecutive nights.',
          ],
        }),
    },
  ],
}
