import { rgb } from 'pdf-lib'
import { dt, person, usd, type Built, type Person } from '../../former-heldout/lib'
import type { Template } from '../../former-heldout/template'
import { kit } from '../../third-writer/kit'
import { andList, boxedText, framedBoxes, outline, pageNumbers, room, signPair } from '../parts'

type V = {
  made: string
  member: { name: string; addr: string; tel: string; email: string; cert: string }
  agent: { name: string; office: string; tel: string; hours: string; signer: string } | null
  subtenants: { p: Person; tel: string; email: string }[]
  occupants: { p: Person; rel: string }[]
  coop: { name: string; office: string; agent: string }
  unit: string
  start: string
  end: string
  rent: number
  carrying: number
  fee: number
  deposit: number
  pay: string
  methods: string[]
  zelle: string | null
  payee: string
  payAt: string
  late: { words: string; n: number; charge: string; pct: number | null }
  nsf: number
  notes: string[]
}

const build = async (v: V): Promise<Built> => {
  const k = await kit({ serif: true, margin: 54, size: 9.4 })
  const { f } = k
  k.w.y = k.w.height - 56
  const top = k.w.y + 16
  for (const [d, t] of [
    [0, 1.6],
    [3.5, 0.5],
  ] as const)
    k.w.page.drawRectangle({
      x: k.L + d,
      y: top - 52 + d,
      width: k.W - 2 * d,
      height: 52 - 2 * d,
      borderWidth: t,
      borderColor: rgb(0.1, 0.1, 0.1),
    })
  k.w.y = top - 22
  k.centre('SUBLEASE OF A COOPERATIVE TOWNHOUSE', 14, k.w.bold)
  k.centre(
    `Occupancy subject to the written approval of ${v.coop.name}, a Michigan nonprofit housing cooperative`,
    8.2,
    f.italic,
  )
  k.w.y = top - 70
  const a = v.agent
  const M = v.member.name.includes(' and ') ? 'Members' : 'Member'
  const S = v.subtenants.length > 1 ? 'Subtenants' : 'Subtenant'
  framedBoxes(
    k,
    [
      {
        caption: `${M.toUpperCase()} (SUBLESSOR)`,
        w: 0.34,
        lines: a
          ? [
              v.member.name,
              `Membership certificate ${v.member.cert}`,
              `Acting through: ${a.name}`,
              a.office,
              `Tel. ${a.tel}`,
              `Office hours: ${a.hours}`,
            ]
          : [
              v.member.name,
              `Membership certificate ${v.member.cert}`,
              `Mailing address: ${v.member.addr}`,
              `Tel. ${v.member.tel}`,
              v.member.email,
            ],
      },
      {
        caption: S.toUpperCase(),
        w: 0.36,
        lines: v.subtenants.flatMap((s) => [s.p.full, `${s.tel}  \u00b7  ${s.email}`]),
      },
      {
        caption: 'COOPERATIVE',
        w: 0.3,
        lines: [v.coop.name, v.coop.office, `Managing agent of the Cooperative: ${v.coop.agent}`],
      },
    ],
    { size: 8.2, font: k.w.regular },
  )
  boxedText(
    k,
    'NOTICE: Michigan law establishes rights and obligations for parties to rental agreements. This agreement is required to comply with the Truth in Renting Act. If you have a question about the interpretation or legality of a provision of this agreement, you may want to seek assistance from a lawyer or other qualified person.',
    { size: 8.2, font: f.sansBold },
  )
  k.gap(4)
  const subNames = andList(v.subtenants.map((s) => s.p.full))
  const due = 'on or before the 1st day of each month'
  const nsf = `${S} shall pay ${usd(v.nsf)} for each check or electronic payment that is returned or dishonored.`
  const ret = `less any deductions shown on an itemized list of damages, within thirty (30) days after the tenancy ends, if ${S} ${v.subtenants.length > 1 ? 'have' : 'has'} given a forwarding address in writing within four (4) days after moving out`
  let n = 0
  const C = (t: string) => outline(k, `${++n}.`, t, { size: 9.4 })
  const sub = (l: string, t: string) => outline(k, l, t, { size: 9.4, level: 1 })
  C(
    `Sublease. On ${dt(v.made).long}, ${v.member.name} (\u201c${M}\u201d)${a ? `, acting through ${a.name} as ${M === 'Members' ? 'their' : 'the'} rental agent (\u201cAgent\u201d),` : ''} sublease${M === 'Members' ? '' : 's'} to ${subNames} (\u201c${S}\u201d) the townhouse at ${v.unit} (the \u201cTownhouse\u201d), which ${M} occupy under an occupancy agreement with ${v.coop.name} (the \u201cCooperative\u201d).`.replace(
      'which Member occupy',
      'which Member occupies',
    ),
  )
  C(
    `Approval. This sublease takes effect only after the Cooperative\u2019s Board of Directors approves it in writing below. The Cooperative allows a member to sublease for no more than twenty-four (24) months in any five years.`,
  )
  C(
    `Term. The term begins on ${dt(v.start).long} and ends on ${dt(v.end).long}. It may not be extended without a new Board approval. ${S} shall leave the Townhouse at the end of the term.`,
  )
  C(`Rent. ${S} shall pay ${M} rent of ${usd(v.rent)} per month, ${due}.`)
  sub(
    '(a)',
    `${M} will keep paying the Cooperative the monthly carrying charge of ${usd(v.carrying)} and the Cooperative\u2019s sublet fee of ${usd(v.fee)} a month. Neither is paid by ${S} and neither is part of the rent.`,
  )
  sub('(b)', v.pay)
  sub(
    '(c)',
    `If rent is not received by the ${v.late.words} day of the month, ${S} shall pay a late fee of ${v.late.charge}. ${nsf}`,
  )
  C(
    `Security deposit. ${S} shall pay a security deposit of ${usd(v.deposit)}, which is not more than one and one-half months\u2019 rent. ${a ? 'Agent holds it for ' + M + ' and' : M} will return the security deposit, ${ret}.`,
  )
  boxedText(
    k,
    'You must notify your landlord in writing within 4 days after you move of a forwarding address where you can be reached and where you will receive mail; otherwise your landlord shall be relieved of sending you an itemized list of damages and the penalties adherent to that failure.',
    { size: 8.6, font: k.w.bold },
  )
  C(
    `Who lives here. Only ${S}${v.occupants.length ? ` and ${andList(v.occupants.map((o) => `${o.p.full} (${o.rel})`))}` : ''} may live in the Townhouse.`,
  )
  C(
    `Cooperative rules. ${S} shall follow the Cooperative\u2019s bylaws, occupancy rules and parking rules, which are attached. Under those rules no guest may stay more than fourteen (14) days in any sixty (60) day period, and no pets are allowed in a sublet townhouse.`,
  )
  C(
    `Utilities. Water, sewer, trash and snow removal are paid by the Cooperative through the carrying charge. Electricity, natural gas and internet are in the name of ${S}.`,
  )
  C(
    `Notices. Notices to ${M} shall be sent to ${a ? `${M} in care of Agent at ${a.office}` : v.member.addr}. Notices to ${S} shall be delivered to the Townhouse or e-mailed to the addresses above.`,
  )
  C(
    `${M} remain${M === 'Members' ? '' : 's'} responsible. Nothing in this sublease releases ${M} from the occupancy agreement. If the occupancy agreement ends, this sublease ends with it.`,
  )
  room(k, 110 + v.subtenants.length * 30)
  k.gap(8)
  const left = a
    ? [`${M}: ${v.member.name}`, `By ${a.name}, Agent`, a.signer]
    : [`${M}: ${v.member.name}`]
  v.subtenants.forEach((s, i) =>
    signPair(k, i === 0 ? left : [''], [`${S.replace(/s$/, '')}: ${s.p.full}`], 8.4),
  )
  framedBoxes(
    k,
    [
      {
        caption: 'APPROVED BY THE COOPERATIVE',
        w: 1,
        lines: [
          `${v.coop.name}, by resolution of its Board of Directors`,
          '_Secretary of the Board                                                      Date of approval',
        ],
      },
    ],
    { size: 8.4, font: k.w.regular },
  )
  pageNumbers(k, (i, m) => `Cooperative sublease \u2014 ${v.unit} \u2014 page ${i} of ${m}`, {
    font: k.w.regular,
  })

  const first = v.subtenants[0]
  if (!first) throw new Error('no subtenant')
  return {
    pdf: await k.w.save(),
    truth: {
      tenants: v.subtenants.map((s) => s.p),
      additionalOccupants: v.occupants.length ? v.occupants.map((o) => o.p) : null,
      tenantEmail: first.email,
      tenantPhone: first.tel,
      premisesAddress: v.unit,
      leaseType: 'fixed-term',
      startDate: v.start,
      endDate: v.end,
      terminationDateText: dt(v.end).long,
      monthlyRent: v.rent,
      securityDeposit: v.deposit,
      rentDueDay: 1,
      maxGuestStayDays: 14,
      managementCompany: a?.name ?? null,
      housingProvider: v.member.name,
      mailingAddress: a ? a.office : v.member.addr,
      acceptedPaymentMethods: v.methods,
      zelleNumber: v.zelle,
      lateFeePercentage: v.late.pct,
      gracePeriodDays: v.late.n,
      nsfFeeFirst: v.nsf,
      rentDueDescription: due,
      paymentRecipient: v.payee,
      paymentAddress: v.payAt,
      officeHours: a?.hours ?? null,
      nsfPolicy: nsf,
      depositReturnDays: 30,
      depositReturnCondition: ret,
      _notes: [
        'Sublease of a housing cooperative townhouse by its member, serif: a double-framed title block, three framed party boxes side by side (member as sublessor with membership certificate and either a mailing address, phone and e-mail or the rental agent with its office, phone and hours; subtenants with phone and e-mail; the cooperative with its office and its own managing agent), the Truth in Renting Act notice in a box, ten numbered clauses with lettered sub-clauses, the statutory forwarding-address notice in a bold box, signature pairs and an approval box for the cooperative\u2019s board.',
        'The member (the sublessor) is the housingProvider and the subtenants are the tenants; the cooperative and its managing agent are neither (the cooperative\u2019s managing agent is not the member\u2019s manager). The carrying charge and the sublet fee are the member\u2019s and are not rent. rentDueDescription is the due phrase of clause 4; gracePeriodDays the day of 4(c), nsfPolicy its second sentence; depositReturnCondition the wording after "return the security deposit" in clause 5 (thirty days). Guests fourteen days in any sixty-day period (clause 7). Subtenant contacts are in the party box (first subtenant\u2019s).',
        ...v.notes,
      ],
    },
  }
}

export const template: Template = {
  id: 'michigan_coop_sublease',
  title: 'Michigan sublease of a housing cooperative townhouse by its member, with board approval',
  exercises:
    'serif double-framed title block; three framed party boxes side by side: member as sublessor (one member with a mailing address in another town, phone and e-mail, or a couple acting through a rental agent whose office has a suite first, phone and office hours) with a membership certificate number, subtenants with phones and e-mails (two, or one with a child living there), the cooperative with its office and its own managing agent; the Truth in Renting Act notice boxed; ten numbered clauses with lettered sub-clauses: sublease (the member\u2019s occupancy agreement), board approval, long-date fixed term, rent "on or before the 1st day of each month", the member\u2019s carrying charge and sublet fee not rent, payment (checks payable to the member mailed to her address and Zelle to her phone; or the agent\u2019s portal and checks payable to the agent at its office), late fee after the 5th (flat) or the 3rd (ten percent), returned-payment sentence, deposit of at most one and a half months returned within thirty days with an itemized list, the forwarding-address notice in a bold box, occupants, cooperative guest rule (days in sixty days), utilities, notices to the member\u2019s address or to the members in care of the agent; signature pairs with the agent signing for the members (one) and a cooperative approval box',
  docs: [
    {
      name: 'tw16_mi_coop_sublease_midland',
      build: () =>
        build({
          made: '2027-07-06',
          member: {
            name: 'Gwendolyn Hartsough',
            addr: '2209 Center Avenue, Bay City, MI 48708',
            tel: '989-555-0135',
            email: 'g.hartsough@example.net',
            cert: 'No. 0214',
          },
          agent: null,
          subtenants: [
            {
              p: person('Samuel', 'Adeyemi'),
              tel: '989-555-0150',
              email: 'sam.adeyemi@example.com',
            },
            { p: person('Rachel', 'Stroud'), tel: '989-555-0181', email: 'rstroud@example.org' },
          ],
          occupants: [],
          coop: {
            name: 'Sturgeon Creek Cooperative, Inc.',
            office: 'Community Office, 3100 Sturgeon Creek Court, Midland, MI 48640',
            agent: 'Lakeshore Cooperative Services, Inc.',
          },
          unit: 'Townhouse 14-C, 3120 Sturgeon Creek Court, Midland, MI 48640',
          start: '2027-08-01',
          end: '2028-07-31',
          rent: 1150,
          carrying: 784.5,
          fee: 50,
          deposit: 1500,
          pay: 'Rent is paid to Member by check payable to Gwendolyn Hartsough and mailed to 2209 Center Avenue, Bay City, MI 48708, or by Zelle to 989-555-0135. Cash is not accepted, and rent is never paid to the Cooperative.',
          methods: ['Check', 'Zelle'],
          zelle: '989-555-0135',
          payee: 'Gwendolyn Hartsough',
          payAt: '2209 Center Avenue, Bay City, MI 48708',
          late: { words: 'fifth (5th)', n: 5, charge: '$30.00', pct: null },
          nsf: 35,
          notes: [
            'One member who has moved to another town and manages the sublease herself: her mailing address there is the notice address (mailingAddress) and where checks payable to her are mailed (paymentAddress); Zelle to her phone (zelleNumber). Two subtenants, no occupants. Flat late fee after the 5th.',
          ],
        }),
    },
    {
      name: 'tw16_mi_coop_sublease_alpena',
      build: () =>
        build({
          made: '2027-05-10',
          member: {
            name: 'Thomas Pelkey and Ingrid Pelkey',
            addr: '',
            tel: '',
            email: '',
            cert: 'No. 0388',
          },
          agent: {
            name: 'Sunrise Coast Rental Services, LLC',
            office: 'Suite 210, 118 North Second Avenue, Alpena, MI 49707',
            tel: '989-555-0124',
            hours: 'Mon\u2013Fri 9:00 a.m.\u20135:00 p.m.',
            signer: 'Marcy Lalonde, Broker',
          },
          subtenants: [
            {
              p: person('Lucas', 'Trombley'),
              tel: '989-555-0193',
              email: 'lucas.trombley@example.com',
            },
          ],
          occupants: [{ p: person('Hazel', 'Trombley'), rel: 'his daughter' }],
          coop: {
            name: 'Lake Huron Shores Cooperative, Inc.',
            office: 'Clubhouse Office, 500 Bayview Commons, Alpena, MI 49707',
            agent: 'Northern Lakes Co-op Management Company',
          },
          unit: 'Unit 7, 540 Bayview Commons, Alpena, MI 49707',
          start: '2027-06-01',
          end: '2028-05-31',
          rent: 985,
          carrying: 612,
          fee: 40,
          deposit: 985,
          pay: 'Rent is paid to Agent for Members, through Agent\u2019s online tenant portal or by check payable to Sunrise Coast Rental Services, LLC delivered or mailed to Suite 210, 118 North Second Avenue, Alpena, MI 49707. Cash is not accepted, and rent is never paid to the Cooperative.',
          methods: ['Online Portal', 'Check'],
          zelle: null,
          payee: 'Sunrise Coast Rental Services, LLC',
          payAt: 'Suite 210, 118 North Second Avenue, Alpena, MI 49707',
          late: {
            words: 'third (3rd)',
            n: 3,
            charge: 'ten percent (10%) of the monthly rent',
            pct: 10,
          },
          nsf: 35,
          notes: [
            'A married couple as members, working away, acting through a rental agent (managementCompany, office hours in the member box) that signs for them; notices go to the members in care of the agent at its office (mailingAddress) and rent is paid to the agent there (paymentAddress, paymentRecipient) or through its portal. One subtenant and his daughter (occupant). Ten percent late fee after the 3rd.',
          ],
        }),
    },
  ],
}
