import { StandardFonts, rgb } from 'pdf-lib'
import { dt, moneyWords, person, usd, type Built, type Person } from '../../former-heldout/lib'
import type { Template } from '../../former-heldout/template'
import { kit } from '../../third-writer/kit'
import { andList, pageNumbers, room, runningHead, sign, signPair } from '../parts'

type V = {
  made: string
  sublessor: { p: Person; tel: string; email: string; addr: string; why: string }
  subtenants: { p: Person; tel: string; email: string }[]
  children: Person[]
  master: {
    landlord: string
    addr: string
    date: string
    end: string
    rent: number
    agentName: string
  }
  premises: string
  furnished: string
  start: string
  end: string
  rent: number
  prorated: { days: number; amount: number } | null
  payText: string
  methods: string[]
  zelle: string | null
  payee: string
  payAt: string | null
  deposit: number
  late: { text: string; n: number }
  nsf: number
  signed: string
  notes: string[]
}

const build = async (v: V): Promise<Built> => {
  const k = await kit({ serif: true, margin: 64, size: 9.6 })
  const { f } = k
  const bi = await k.w.doc.embedFont(StandardFonts.TimesRomanBoldItalic)
  const top = k.w.height - 60
  k.w.page.drawRectangle({
    x: k.L - 14,
    y: top - 30,
    width: 6,
    height: 46,
    color: rgb(0.55, 0.35, 0.2),
  })
  k.w.page.drawText('Sublease Agreement', { x: k.L, y: top - 4, size: 22, font: bi })
  k.w.page.drawText(
    `Residential sublet of the whole dwelling  \u00b7  State of New Mexico  \u00b7  ${v.premises}`,
    {
      x: k.L,
      y: top - 22,
      size: 8,
      font: f.sans,
      color: rgb(0.35, 0.35, 0.35),
    },
  )
  k.w.y = top - 52
  const SW = v.subtenants.length > 1 ? 'Subtenants' : 'Subtenant'
  const s = v.sublessor
  const sec = (n: number, title: string) => {
    room(k, 60)
    k.gap(3)
    k.w.page.drawText(`Section ${n}.  ${title}`, { x: k.L, y: k.w.y, size: 10.4, font: bi })
    k.w.y -= 15
  }
  const p = (t: string) => k.p(t, { size: 9.6, leading: 1.42, after: 5 })
  const due = 'by the first of each month'
  const ret = `to ${SW} within thirty (30) days after this Sublease ends, less the cost of repairing any damage beyond normal wear and tear and any unpaid rent, with an itemized list of any deductions`
  const nsf = `Any payment returned unpaid will cost ${SW} a returned-payment charge of ${usd(v.nsf)}.`
  let n = 0
  sec(++n, 'The parties')
  p(
    `This Sublease Agreement is made on ${dt(v.made).long} between ${s.p.full} (\u201cSublessor\u201d), telephone ${s.tel}, e-mail ${s.email}, and ${v.subtenants.map((x) => `${x.p.full}, telephone ${x.tel}, e-mail ${x.email}`).join('; and ')} (${v.subtenants.length > 1 ? 'together, ' : ''}\u201c${SW}\u201d). Sublessor is the tenant of the dwelling under the Master Lease described in Section 2 and ${s.why}.${v.children.length ? ` ${andList(v.children.map((c) => c.full))} will also live in the dwelling with ${SW}.` : ''}`,
  )
  sec(++n, 'The Master Lease')
  p(
    `Sublessor rents the dwelling from ${v.master.landlord} (\u201cLandlord\u201d), ${v.master.addr}, under a lease dated ${dt(v.master.date).long} that runs until ${dt(v.master.end).long} at a monthly rent of ${usd(v.master.rent)} (the \u201cMaster Lease\u201d). A copy of the Master Lease is attached. ${SW} agree${v.subtenants.length > 1 ? '' : 's'} to follow every rule of the Master Lease, except that ${SW} do${v.subtenants.length > 1 ? '' : 'es'} not owe rent to Landlord. Sublessor stays responsible to Landlord for the Master Lease.`,
  )
  sec(++n, 'The dwelling')
  p(`Sublessor sublets to ${SW} the whole of the dwelling at ${v.premises}, ${v.furnished}.`)
  sec(++n, 'Term')
  p(
    `The Sublease begins on ${dt(v.start).long} and ends on ${dt(v.end).long}, before the Master Lease ends. ${SW} will move out and return all keys to Sublessor by noon on the last day. There is no right to renew.`,
  )
  sec(++n, 'Rent')
  p(
    `${SW} shall pay Sublessor rent of ${moneyWords(v.rent)} per month, due ${due}.${v.prorated ? ` Rent for the first ${v.prorated.days} days, to the end of the first month, is ${usd(v.prorated.amount)}, paid when this Sublease is signed.` : ''} ${v.payText}`,
  )
  p(`${v.late.text} ${nsf}`)
  sec(++n, 'Deposit')
  p(
    `${SW} ${v.subtenants.length > 1 ? 'have' : 'has'} paid Sublessor a damage deposit of ${usd(v.deposit)}. Sublessor will return the deposit ${ret}. The deposit Sublessor paid to Landlord under the Master Lease is a separate matter between Sublessor and Landlord.`,
  )
  sec(++n, 'Living in the dwelling')
  p(
    `Utilities stay in Sublessor\u2019s name; ${SW} will repay Sublessor\u2019s electric and gas bills within ten (10) days after receiving a copy. Overnight guests may stay no more than five (5) consecutive nights, as the Master Lease requires. No smoking indoors and no pets.`,
  )
  sec(++n, 'Notices')
  p(
    `Notices to Sublessor must be in writing and mailed to ${s.addr}, with a copy by e-mail. Notices to ${SW} may be left at the dwelling or sent to the e-mail address${v.subtenants.length > 1 ? 'es' : ''} in Section 1.`,
  )
  room(k, 170)
  k.gap(6)
  for (let i = 0; i < v.subtenants.length; i += 1) {
    const t = v.subtenants[i]
    if (!t) continue
    signPair(k, i === 0 ? [`Sublessor: ${s.p.full}`, `Date: ${dt(v.signed).long}`] : [''], [
      `${SW.replace(/s$/, '')}: ${t.p.full}`,
      `Date: ${dt(v.signed).long}`,
    ])
  }
  room(k, 130)
  k.gap(10)
  k.w.page.drawRectangle({
    x: k.L,
    y: k.w.y - 80,
    width: k.W,
    height: 92,
    borderWidth: 0.8,
    borderColor: rgb(0.4, 0.4, 0.4),
    color: rgb(0.96, 0.95, 0.92),
  })
  k.w.y -= 2
  k.w.page.drawText('LANDLORD\u2019S CONSENT', { x: k.L + 8, y: k.w.y, size: 9.4, font: k.w.bold })
  k.w.y -= 14
  k.p(
    `${v.master.landlord}, the Landlord under the Master Lease, consents to this Sublease only. The consent does not release Sublessor from the Master Lease and is not consent to any later sublet or assignment.`,
    { size: 8.8, x: k.L + 8, width: k.W - 16 },
  )
  sign(k, `By: ${v.master.agentName}, for ${v.master.landlord}`, {
    x: k.L + 8,
    width: 260,
    size: 8.2,
  })
  runningHead(k, `Sublease \u2014 ${v.premises}`)
  pageNumbers(k, (i, m) => `${i} / ${m}`, { align: 'right', font: f.italic })

  const first = v.subtenants[0]
  if (!first) throw new Error('no subtenant')
  return {
    pdf: await k.w.save(),
    truth: {
      tenants: v.subtenants.map((x) => x.p),
      additionalOccupants: v.children.length ? v.children : null,
      tenantEmail: first.email,
      tenantPhone: first.tel,
      premisesAddress: v.premises,
      leaseType: 'fixed-term',
      startDate: v.start,
      endDate: v.end,
      terminationDateText: dt(v.end).long,
      monthlyRent: v.rent,
      securityDeposit: v.deposit,
      rentDueDay: 1,
      maxGuestStayDays: 5,
      managementCompany: null,
      housingProvider: s.p.full,
      mailingAddress: s.addr,
      acceptedPaymentMethods: v.methods,
      zelleNumber: v.zelle,
      gracePeriodDays: v.late.n,
      nsfFeeFirst: v.nsf,
      proratedRent: v.prorated?.amount ?? null,
      rentDueDescription: due,
      paymentRecipient: v.payee,
      paymentAddress: v.payAt,
      nsfPolicy: nsf,
      depositReturnDays: 30,
      depositReturnCondition: ret,
      _notes: [
        'Sublease of a whole dwelling set in a serif face: a bold-italic title beside a coloured accent bar with a grey line naming the premises, sections headed "Section N." in bold italic (the parties with each party\u2019s phone and e-mail written into the opening sentence, the Master Lease, the dwelling, term, rent with late and returned-payment sentences, deposit, living rules, notices), signature pairs, and a shaded landlord\u2019s consent box signed for the master landlord; a running head from page 2.',
        'Sublease: the subtenants are the tenants; the sublessor (the tenant under the Master Lease) sublets to them and receives the rent, so housingProvider is the sublessor and there is no manager. The master landlord, its address, the Master Lease date, end date and rent, and the person who signs the consent are distractors. mailingAddress is where notices to the sublessor are mailed. rentDueDescription is the due phrase of Section 5; depositReturnCondition the words after "return the deposit". Guests "five (5) consecutive nights".',
        ...v.notes,
      ],
    },
  }
}

export const template: Template = {
  id: 'new_mexico_sublease',
  title:
    'New Mexico sublease of a whole dwelling with the master lease described and a landlord\u2019s consent box',
  exercises:
    'serif page with a bold-italic title beside a coloured accent bar and a grey premises line, bold-italic "Section N." heads: parties sentence with the sublessor\u2019s and each subtenant\u2019s phone and e-mail inline (one subtenant, or a couple with a child living with them), the Master Lease (landlord, address, date, end and rent as distractors), the dwelling furnished or not, long-date term ending before the master lease, rent in lower-case words and figures due "by the first of each month" with a stated first part-month in one, Zelle to the sublessor\u2019s phone and checks mailed to a P.O. box, or Zelle to an e-mail and money orders mailed to the sublessor\u2019s P.O. box in another town, late fee within three or five days after the due date (flat), returned-payment sentence, damage deposit returned within thirty days with an itemized list, utilities repaid to the sublessor, five consecutive guest nights, notices to the sublessor\u2019s P.O. box; signature pairs and a shaded landlord\u2019s consent box; running head',
  docs: [
    {
      name: 'tw15_nm_sublease_silver_city',
      build: () =>
        build({
          made: '2027-06-03',
          sublessor: {
            p: person('Teodoro', 'Archuleta'),
            tel: '575-555-0128',
            email: 'teo.archuleta@example.com',
            addr: 'P.O. Box 1204, Silver City, NM 88062',
            why: 'will be away on a field survey for the whole term of this Sublease',
          },
          subtenants: [
            {
              p: person('Wren', 'Castellano'),
              tel: '575-555-0183',
              email: 'wren.castellano@example.org',
            },
          ],
          children: [],
          master: {
            landlord: 'Copper Ridge Apartments, LLC',
            addr: '1800 North Hudson Street, Silver City, NM 88061',
            date: '2026-03-20',
            end: '2028-03-31',
            rent: 925,
            agentName: 'Lupe Ortega-Baca',
          },
          premises: 'Apartment 5, 1108 North Swan Street, Silver City, NM 88061',
          furnished: 'furnished with the furniture and kitchenware on the attached list',
          start: '2027-06-12',
          end: '2027-12-31',
          rent: 900,
          prorated: { days: 19, amount: 570 },
          payText:
            'Rent may be paid by Zelle to Sublessor at 575-555-0128, or by check payable to Teodoro Archuleta mailed to P.O. Box 1204, Silver City, NM 88062. No cash.',
          methods: ['Zelle', 'Check'],
          zelle: '575-555-0128',
          payee: 'Teodoro Archuleta',
          payAt: 'P.O. Box 1204, Silver City, NM 88062',
          deposit: 450,
          late: {
            n: 3,
            text: 'If rent is not received within three (3) days after it is due, Subtenant will owe a late fee of $30.00.',
          },
          nsf: 25,
          signed: '2027-06-03',
          notes: [
            'One subtenant of a furnished apartment; the sublessor keeps a P.O. box in the same town for notices and checks (mailingAddress and paymentAddress) and takes Zelle at his phone (zelleNumber as written); checks payable to him by name. The sublease starts on the 12th: the rent for the first 19 days is stated (proratedRent). The sublease rent differs from the Master Lease rent, which is a distractor. Late within three days after the due date (gracePeriodDays 3).',
          ],
        }),
    },
    {
      name: 'tw15_nm_sublease_clovis',
      build: () =>
        build({
          made: '2027-08-19',
          sublessor: {
            p: person('Kendra', 'Oyelowo'),
            tel: '575-555-0106',
            email: 'kendra.oyelowo@example.com',
            addr: 'P.O. Box 4417, Portales, NM 88130',
            why: 'is moving to Portales for work before the Master Lease ends',
          },
          subtenants: [
            { p: person('Jace', 'Pruett'), tel: '575-555-0191', email: 'jace.pruett@example.net' },
            {
              p: person('Marisela', 'Pruett'),
              tel: '575-555-0147',
              email: 'marisela.pruett@example.net',
            },
          ],
          children: [person('Eli', 'Pruett')],
          master: {
            landlord: 'High Plains Rental Homes, Inc.',
            addr: '612 Pile Street, Clovis, NM 88101',
            date: '2026-05-27',
            end: '2028-05-31',
            rent: 1150,
            agentName: 'Russell Teague',
          },
          premises: '3009 Wallace Street, Clovis, NM 88101',
          furnished: 'unfurnished except for the refrigerator, range and washer and dryer',
          start: '2027-09-01',
          end: '2028-05-15',
          rent: 1150,
          prorated: null,
          payText:
            'Rent may be paid by Zelle to kendra.oyelowo@example.com, or by money order payable to Kendra Oyelowo mailed to P.O. Box 4417, Portales, NM 88130. Personal checks and cash are not accepted.',
          methods: ['Zelle', 'Money Order'],
          zelle: 'kendra.oyelowo@example.com',
          payee: 'Kendra Oyelowo',
          payAt: 'P.O. Box 4417, Portales, NM 88130',
          deposit: 1150,
          late: {
            n: 5,
            text: 'If rent is not received within five (5) days after the date it is due, Subtenants will owe a late fee of $50.00.',
          },
          nsf: 30,
          signed: '2027-08-19',
          notes: [
            'A couple sublet a house with their son (additionalOccupants) from the tenant, who is moving to another town; her P.O. box there receives notices and money orders (mailingAddress and paymentAddress). Zelle goes to her e-mail (zelleNumber as written); personal checks and cash refused. The sublease rent equals the Master Lease rent; the sublease ends two weeks before the Master Lease. Late within five days after the due date (gracePeriodDays 5).',
          ],
        }),
    },
  ],
}
