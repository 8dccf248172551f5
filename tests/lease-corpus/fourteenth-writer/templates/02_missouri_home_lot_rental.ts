import { dt, person, usd, type Built, type Person } from '../../former-heldout/lib'
import type { Template } from '../../former-heldout/template'
import { kit } from '../../third-writer/kit'
import { heading, pageNumbers, room, ruledTable, signPair } from '../parts'

type V = {
  community: string
  owner: string
  ownerLine: string
  manager: { name: string; line: string } | null
  office: string
  officeTel: string
  hours: string
  noticeTo: string
  noticeAddr: string
  residents: { p: Person; tel: string; email: string }[]
  household: { p: Person; relation: string }[]
  emergency: string
  lot: string
  lotAddr: string
  home: string
  term: { kind: 'fixed'; start: string; end: string } | { kind: 'monthly'; start: string }
  lotRent: number
  charges: [string, string][]
  totalCharges: string
  deposit: number
  methods: { text: string; list: string[] }
  late: { words: string; n: number; fee: number }
  nsf: number
  guests: { words: string; n: number }
  signed: string
  notes: string[]
}

const build = async (v: V): Promise<Built> => {
  const k = await kit({ serif: true, margin: 54, size: 9.2 })
  const { f } = k
  k.w.y = k.w.height - 50
  k.centre(v.community.toUpperCase(), 13.5, k.w.bold)
  k.centre(
    `${v.office}  \u2022  Office ${v.officeTel}  \u2022  Office hours ${v.hours}`,
    8,
    f.italic,
  )
  k.w.page.drawLine({
    start: { x: k.L, y: k.w.y + 3 },
    end: { x: k.L + k.W, y: k.w.y + 3 },
    thickness: 0.7,
  })
  k.w.page.drawLine({
    start: { x: k.L, y: k.w.y + 0.5 },
    end: { x: k.L + k.W, y: k.w.y + 0.5 },
    thickness: 0.7,
  })
  k.gap(12)
  k.centre('LOT RENTAL AGREEMENT', 14, k.w.bold)
  k.centre('for a manufactured home owned by the Resident', 9, f.italic)
  k.gap(4)
  const names = v.residents.map((r) => r.p.full).join(' and ')
  k.p(
    `THIS AGREEMENT is made on ${dt(v.signed).long} between ${v.ownerLine}, doing business as ${v.community} (the \u201cCommunity\u201d)${v.manager ? `, acting through ${v.manager.line}` : ''}, and ${names} (the \u201cResident\u201d). The Resident owns the manufactured home described in Part B and rents from the Community only the lot on which it stands.`,
  )
  const part = (t: string) => heading(k, t, { size: 10, rule: true })
  part('PART A.  WHO LIVES IN THE HOME')
  ruledTable(
    k,
    ['Name', 'Signs this Agreement?', 'Telephone', 'E-mail'],
    [
      ...v.residents.map((r) => [r.p.full, 'Yes \u2014 Resident', r.tel, r.email]),
      ...v.household.map((h) => [h.p.full, `No \u2014 ${h.relation}`, '\u2014', '\u2014']),
    ],
    [0.27, 0.27, 0.18, 0.28],
    { size: 8.4 },
  )
  k.w.y += 4
  k.p(`Emergency contact (not a resident of the home): ${v.emergency}`, { size: 8.6, after: 4 })
  part('PART B.  THE LOT AND THE HOME')
  ruledTable(
    k,
    ['Item', 'Description'],
    [
      ['Lot number', v.lot],
      ['Lot address', v.lotAddr],
      ['Home (year, make, size, serial no.)', v.home],
    ],
    [0.32, 0.68],
    { size: 8.6, boldFirst: true },
  )
  part('PART C.  TERM')
  if (v.term.kind === 'fixed')
    k.p(
      `This Agreement is for a term of twelve (12) months, beginning ${dt(v.term.start).long} and ending ${dt(v.term.end).long}. If neither party gives sixty (60) days\u2019 written notice before the end of the term, the Resident may stay on a month-to-month basis on the terms then in effect.`,
    )
  else
    k.p(
      `This Agreement is a month-to-month rental beginning ${dt(v.term.start).long}. It continues from month to month until either party ends it by written notice given at least sixty (60) days before the last day of a rental month, or until the Community ends it for a reason Missouri law allows.`,
    )
  part('PART D.  MONTHLY CHARGES')
  const due = 'in advance on the 1st day of every month'
  ruledTable(
    k,
    ['Charge', 'Amount'],
    [
      ['Lot rent', usd(v.lotRent)],
      ...v.charges,
      ['Total of the fixed monthly charges', v.totalCharges],
    ],
    [0.7, 0.3],
    { size: 8.6 },
  )
  k.p(
    `Lot rent and the other monthly charges are payable ${due}. Only the lot rent is rent; the other charges pay for services and may change on sixty (60) days\u2019 written notice.`,
  )
  part('PART E.  HOW AND WHERE TO PAY')
  k.p(
    `Make every payment payable to ${v.community}. Pay at the community office, ${v.office}, during office hours, or leave the payment in the locked drop box beside the office door. ${v.methods.text}`,
  )
  const nsf = `A returned or reversed payment will be charged ${usd(v.nsf)}, and after two returned payments the Community may require certified funds.`
  k.p(
    `If the lot rent is not received by 5:00 p.m. on the ${v.late.words} day of the month, a late charge of ${usd(v.late.fee)} is due with it. ${nsf}`,
  )
  part('PART F.  DEPOSIT')
  const ret =
    'less lawful deductions, within thirty (30) days after this Agreement ends and the home has been removed from the lot, with an itemized list of any deductions'
  k.p(
    `The Resident has paid a security deposit of ${usd(v.deposit)}. The Community will return the deposit ${ret}. The deposit may not be used by the Resident as the last month\u2019s lot rent.`,
  )
  part('PART G.  OTHER TERMS')
  const terms = [
    `Guests. A guest may stay up to ${v.guests.words} (${v.guests.n}) days in any sixty (60) day period. A longer stay needs the Community\u2019s written approval, and the guest must then register as a household member.`,
    'Pets. Up to two household pets are allowed, each registered at the office. Dogs must be leashed outside the home, and no dog may be kept outside overnight.',
    'Utilities. Electricity and propane or natural gas are contracted by the Resident directly. Water and sewer are metered at each lot and billed with the lot rent as shown in Part D.',
    'Home and lot upkeep. The Resident keeps the home skirted, the lot mowed and free of junk, and the steps and decks in good repair. The Community keeps the streets, common areas and main utility lines.',
    `Notices. Notices to the Community must be in writing and sent to ${v.noticeTo}, ${v.noticeAddr}. Notices to the Resident may be delivered to the home.`,
    'Sale of the home. The Resident must tell the Community in writing before selling the home on the lot; a buyer who wishes to stay must apply and be approved.',
  ]
  terms.forEach((t, i) => k.p(`${i + 1}.  ${t}`, { after: 4 }))
  part('RIDER A.  COMMUNITY RULES')
  k.p(
    'The Resident has received the Community Rules, which are part of this Agreement: speed limit 10 m.p.h.; no more than two vehicles per lot, none parked on the grass; quiet from 10:00 p.m. to 7:00 a.m.; no additions, sheds or fences without written approval; trash in closed carts only; no open burning.',
    { size: 8.8 },
  )
  room(k, 110)
  k.gap(6)
  for (const r of v.residents) signPair(k, [`Resident: ${r.p.full}`], [`Date: ${dt(v.signed).us}`])
  signPair(
    k,
    [`${v.community}`, v.manager ? `by ${v.manager.name}, manager` : `by ${v.owner}, owner`],
    [`Date: ${dt(v.signed).us}`],
  )
  pageNumbers(k, (i, n) => `${v.community}  \u2014  Lot ${v.lot}  \u2014  page ${i} of ${n}`, {
    align: 'center',
    font: f.italic,
  })
  const first = v.residents[0]
  if (!first) throw new Error('no resident')
  return {
    pdf: await k.w.save(),
    truth: {
      tenants: v.residents.map((r) => r.p),
      additionalOccupants: v.household.length ? v.household.map((h) => h.p) : null,
      tenantEmail: first.email,
      tenantPhone: first.tel,
      premisesAddress: v.lotAddr,
      leaseType: v.term.kind === 'fixed' ? 'fixed-term' : 'month-to-month',
      startDate: v.term.start,
      endDate: v.term.kind === 'fixed' ? v.term.end : null,
      terminationDateText: v.term.kind === 'fixed' ? dt(v.term.end).long : null,
      monthlyRent: v.lotRent,
      securityDeposit: v.deposit,
      rentDueDay: 1,
      maxGuestStayDays: v.guests.n,
      managementCompany: v.manager?.name ?? null,
      housingProvider: v.owner,
      mailingAddress: v.noticeAddr,
      acceptedPaymentMethods: v.methods.list,
      gracePeriodDays: v.late.n,
      nsfFeeFirst: v.nsf,
      rentDueDescription: due,
      paymentRecipient: v.community,
      paymentAddress: v.office,
      officeHours: v.hours,
      nsfPolicy: nsf,
      depositReturnDays: 30,
      depositReturnCondition: ret,
      _notes: [
        'Lot rental for a resident-owned manufactured home: community name and office line (address, phone, hours) over a double rule; opening paragraph naming the owner, its trade name and any manager; Part A table of everyone in the home (signers are the tenants, the others additionalOccupants) with the signers\u2019 phones and e-mails (first-listed resident\u2019s); emergency contact a distractor; Part B lot address (premisesAddress, lot number first) and the home\u2019s description; Part D charges table where only the lot rent is rent (water and sewer, trash, pet or vehicle fees and the total of fixed charges are not); Rider A community rules.',
        'rentDueDescription is the due phrase of Part D. paymentRecipient is the community\u2019s trade name written after "payable to"; paymentAddress the community office where payments are made or dropped off. "not received by 5:00 p.m. on the [Nth] day of the month" gives gracePeriodDays; flat late charge. Guests "days in any sixty (60) day period". officeHours from the header.',
        ...v.notes,
      ],
    },
  }
}

export const template: Template = {
  id: 'missouri_home_lot_rental',
  title:
    'Missouri lot rental agreement for a resident-owned manufactured home, with community rules rider',
  exercises:
    'serif community name over an office line with hours between double rules, opening paragraph naming the owner (an LLC with a management company, or a married couple) with its trade name, lettered parts under ruled headings: a who-lives-here table mixing signing residents (phones and e-mails) with non-signing household members, an emergency contact, lot and home table with the lot number first in the lot address and the home\u2019s serial number, a twelve-month term with month-to-month holdover or a month-to-month rental in long dates, a monthly charges table where lot rent sits among water and sewer, trash, pet or second-vehicle fees and a total of fixed charges, payable in advance on the 1st of every month to the trade name at the office or its drop box, checks, cashier\u2019s checks, money orders, cash with a receipt or cash refused, late after 5 p.m. on the tenth or fifth day with a flat charge, returned-payment sentence, 30-day deposit return once the home is removed, guest days per sixty days, notices to the manager\u2019s or the owners\u2019 P.O. box in another town, a rules rider and signature pairs',
  docs: [
    {
      name: 'tw14_mo_home_lot_sedalia',
      build: () =>
        build({
          community: 'Bluestem Meadows Home Community',
          owner: 'Bluestem Meadows MHC, LLC',
          ownerLine: 'Bluestem Meadows MHC, LLC, a Missouri limited liability company',
          manager: {
            name: 'Osage Trail Community Management, Inc.',
            line: 'its manager, Osage Trail Community Management, Inc.',
          },
          office: '2600 Bluestem Drive, Sedalia, MO 65301',
          officeTel: '(660) 555-0121',
          hours: 'Monday through Friday, 9:00 a.m. to 3:00 p.m.',
          noticeTo: 'the Community in care of Osage Trail Community Management, Inc.',
          noticeAddr: 'P.O. Box 640, Warrensburg, MO 64093',
          residents: [
            {
              p: person('Harold', 'Beemer'),
              tel: '(660) 555-0158',
              email: 'hbeemer@example.net',
            },
            {
              p: person('Judith', 'Beemer'),
              tel: '(660) 555-0172',
              email: 'judy.beemer@example.net',
            },
          ],
          household: [{ p: person('Kaylee', 'Beemer'), relation: 'granddaughter, age 11' }],
          emergency: 'Craig Beemer (son), (816) 555-0140',
          lot: '47',
          lotAddr: 'Lot 47, 2600 Bluestem Drive, Sedalia, MO 65301',
          home: '2011 Clayton Ridge, 16 x 76 single-section, serial CRX-411-78302-AB',
          term: { kind: 'fixed', start: '2027-04-01', end: '2028-03-31' },
          lotRent: 385,
          charges: [
            ['Water and sewer (metered at the lot; estimate)', '$42.00'],
            ['Trash pickup', '$18.00'],
            ['Pet registration fee (one dog)', '$10.00'],
          ],
          totalCharges: '$455.00 plus water and sewer over the estimate',
          deposit: 385,
          methods: {
            text: 'The Community accepts personal checks, cashier\u2019s checks and money orders. Cash is not accepted.',
            list: ['Check', "Cashier's Check", 'Money Order'],
          },
          late: { words: 'tenth (10th)', n: 10, fee: 35 },
          nsf: 30,
          guests: { words: 'fourteen', n: 14 },
          signed: '2027-03-22',
          notes: [
            'The owner is an LLC with a trade name, acting through a management company (managementCompany) that runs the community office; notices go to the community in care of the manager at its P.O. box in another town (mailingAddress), while payments go to the office (paymentAddress). A married couple are the residents; their granddaughter is a household member who does not sign (additionalOccupants); their son is only the emergency contact. Twelve-month term with a month-to-month holdover (fixed-term). Late after 5 p.m. on the tenth (gracePeriodDays 10).',
          ],
        }),
    },
    {
      name: 'tw14_mo_home_lot_kirksville_scan',
      build: () =>
        build({
          community: 'Hickory Bend Home Court',
          owner: 'Wendell and Faye Ruckman',
          ownerLine: 'Wendell and Faye Ruckman, husband and wife',
          manager: null,
          office: '1905 East Hickory Bend Road, Kirksville, MO 63501',
          officeTel: '(660) 555-0106',
          hours: 'Tue., Thu. and Sat. 10 a.m.\u20132 p.m.',
          noticeTo: 'Wendell and Faye Ruckman',
          noticeAddr: 'P.O. Box 112, Moberly, MO 65270',
          residents: [
            {
              p: person('Trent', 'Dobrinski'),
              tel: '(660) 555-0185',
              email: 'trent.dobrinski@example.com',
            },
            {
              p: person('Ashlyn', 'Pruitt'),
              tel: '(660) 555-0117',
              email: 'ashlynpruitt@example.org',
            },
          ],
          household: [{ p: person('Maverick', 'Dobrinski'), relation: 'son, age 4' }],
          emergency: 'Rhonda Pruitt (mother), (660) 555-0199',
          lot: '12',
          lotAddr: 'Lot 12, 1905 East Hickory Bend Road, Kirksville, MO 63501',
          home: '1998 Redbud Homes, 14 x 70, serial RB-98-14-22617',
          term: { kind: 'monthly', start: '2027-10-01' },
          lotRent: 340,
          charges: [
            ['Water and sewer (metered at the lot; estimate)', '$36.00'],
            ['Trash pickup', 'included in lot rent'],
            ['Second vehicle fee', '$15.00'],
          ],
          totalCharges: '$391.00 plus water and sewer over the estimate',
          deposit: 340,
          methods: {
            text: 'Personal checks and money orders are accepted; cash is taken only at the office, and a written receipt is given for every cash payment.',
            list: ['Check', 'Money Order', 'Cash'],
          },
          late: { words: 'fifth (5th)', n: 5, fee: 25 },
          nsf: 25,
          guests: { words: 'ten', n: 10 },
          signed: '2027-09-24',
          notes: [
            'The owners are a married couple trading as the court and managing it themselves (managementCompany null); notices go to the owners\u2019 P.O. box in another town (mailingAddress), payments to the court office (paymentAddress). Month-to-month rental (no end date). Two residents who sign and their son, a household member (additionalOccupants); the mother is only the emergency contact. Trash included in the lot rent; the second-vehicle fee is not rent. Cash with a receipt at the office is accepted. Late after 5 p.m. on the fifth (gracePeriodDays 5).',
          ],
        }),
      scan: {
        dpi: 140,
        rotate: -0.9,
        shear: 0.01,
        contrast: 0.7,
        noise: 16,
        quality: 50,
        seed: 14202,
      },
    },
  ],
}
