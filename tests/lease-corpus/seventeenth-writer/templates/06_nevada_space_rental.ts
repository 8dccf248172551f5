import { rgb } from 'pdf-lib'
import { dt, person, usd, type Built, type Person } from '../../former-heldout/lib'
import type { Template } from '../../former-heldout/template'
import { kit } from '../../third-writer/kit'
import { boxedText, pageNumbers, ringHead, ruledTable, signPair } from '../parts'

type V = {
  made: string
  park: { name: string; address: string; spaces: number }
  owner: string
  ownerNote: string
  operator: { name: string; box: string } | null
  signer: string
  officeAt: string
  hours: string
  officeTel: string
  residents: { p: Person; tel: string; email: string }[]
  occupants: { p: Person; who: string }[]
  space: string
  home: string
  term: { kind: 'fixed'; start: string; end: string } | { kind: 'monthly'; start: string }
  rent: number
  trash: number
  water: number
  payment: string
  methods: string[]
  payee: string
  payAt: string
  late: { text: string; n: number; pct: number | null }
  nsf: number
  deposit: number
  guests: { text: string; days: number }
  mailing: string
  notes: string[]
}

const build = async (v: V): Promise<Built> => {
  const k = await kit({ margin: 54, size: 9 })
  const { f } = k
  const brown: [number, number, number] = [0.45, 0.25, 0.1]
  k.w.y = k.w.height - 50
  k.w.page.drawRectangle({
    x: k.L,
    y: k.w.y - 34,
    width: k.W,
    height: 46,
    borderWidth: 1.4,
    borderColor: rgb(...brown),
  })
  const pn = v.park.name.toUpperCase()
  k.w.page.drawText(pn, {
    x: (k.w.width - k.w.bold.widthOfTextAtSize(pn, 15)) / 2,
    y: k.w.y - 6,
    size: 15,
    font: k.w.bold,
    color: rgb(...brown),
  })
  const sub = `${v.park.address}  \u00b7  ${v.park.spaces} spaces  \u00b7  Office ${v.officeTel}`
  k.w.page.drawText(sub, {
    x: (k.w.width - f.sans.widthOfTextAtSize(sub, 7.8)) / 2,
    y: k.w.y - 22,
    size: 7.8,
    font: f.sans,
  })
  k.w.y -= 56
  k.centre('SPACE RENTAL AGREEMENT', 13, f.sansBold)
  k.centre('Manufactured Home Park \u2014 Nevada Revised Statutes, Chapter 118B', 8, f.italic)
  k.gap(2)
  let n = 0
  const H = (t: string) => ringHead(k, 'ABCDEFGHIJKLMN'[n++] ?? '', t, { size: 9.4, colour: brown })
  const P = (t: string) => k.p(t, { size: 9, leading: 1.4, after: 5 })
  const R = v.residents
  H('The parties')
  P(
    `This agreement is made on ${dt(v.made).long} between ${v.owner}${v.ownerNote}, the owner of ${v.park.name} ("Management")${v.operator ? `, acting through its park operator, ${v.operator.name} ("Operator"), which manages the park for the owner,` : ''} and the resident${R.length > 1 ? 's' : ''} listed below ("Resident"). ${R.length > 1 ? 'Each Resident is responsible for the whole of this agreement.' : ''}`,
  )
  ruledTable(
    k,
    ['Resident', 'Telephone', 'E-mail'],
    R.map((r) => [r.p.full, r.tel, r.email]),
    [0.36, 0.24, 0.4],
    { size: 8.6, font: f.sans, headFont: f.sansBold, shade: 0.9 },
  )
  H('The space and the home')
  P(
    `Management rents to Resident the home site known as ${v.space} (the "Space"). The Space will be occupied by Resident\u2019s own manufactured home: ${v.home}. Management does not own or rent the home.${v.occupants.length ? ` Living in the home with Resident: ${v.occupants.map((o) => `${o.p.full} (${o.who})`).join(', ')}.` : ''}`,
  )
  H('Term')
  P(
    v.term.kind === 'fixed'
      ? `The term is twelve (12) months, beginning ${dt(v.term.start).long} and ending ${dt(v.term.end).long}. Management will offer Resident a renewal as Chapter 118B requires.`
      : `This is a month-to-month rental of the Space beginning ${dt(v.term.start).long}, with no end date. It continues until ended as Chapter 118B allows.`,
  )
  H('Rent and charges')
  const due = 'due in advance on the first day of each month'
  P(
    `Space rent is ${due}. The monthly charges for the Space are shown below. Only the space rent is rent; trash collection and water and sewer are utility charges passed through at cost. Management will give at least ninety (90) days\u2019 written notice of any increase in rent.`,
  )
  const fixed = v.rent + v.trash
  ruledTable(
    k,
    ['Monthly charge', 'Amount'],
    [
      ['Space rent', usd(v.rent)],
      ['Trash collection', usd(v.trash)],
      ['Water and sewer (submetered; billed at actual use)', `about ${usd(v.water)}`],
      ['Fixed monthly charges (space rent and trash)', usd(fixed)],
    ],
    [0.7, 0.3],
    { size: 8.8, font: f.sans, headFont: f.sansBold, shade: 0.9 },
  )
  H('Paying')
  P(v.payment)
  H('Late charge and returned checks')
  const nsf = `A charge of ${usd(v.nsf)} is made for each check returned by the bank for any reason.`
  P(`${v.late.text} ${nsf}`)
  H('Deposit')
  const ret =
    'less any unpaid rent and charges and the reasonable cost of cleaning the Space, within thirty (30) days after Resident vacates the Space and removes the home'
  P(
    `Resident has paid a deposit of ${usd(v.deposit)}. Management will return the deposit, ${ret}. Management will send an itemized list of anything it keeps.`,
  )
  H('Guests')
  P(v.guests.text)
  H('Park rules')
  P(
    'Resident has received the park rules and agrees to follow them. Among them: speed limit 10 miles per hour; no more than two vehicles on the Space; the home must keep its skirting, steps and tie-downs in good repair; the yard must be kept free of weeds and stored items; pets must be registered and leashed.',
  )
  H('Selling or moving the home')
  P(
    'Resident may sell the home in place. Resident must tell Management in writing before listing the home, and a buyer who wants to keep the home in the park must apply and be approved before the sale closes. The home may be moved out only after all rent and charges are paid.',
  )
  H('Notices')
  P(
    `Notices to Management must be in writing and sent to ${v.mailing}. The park office at ${v.officeAt} is open ${v.hours}; telephone ${v.officeTel}. Notices to Resident are delivered to the home or sent to the e-mail address in the table in part A.`,
  )
  boxedText(
    k,
    'IMPORTANT NOTICE: Nevada law (NRS Chapter 118B) gives residents of manufactured home parks rights that this agreement cannot take away, including written notice of rent increases, limits on when a rental may be ended, and the right to sell a home in place. Questions may be directed to the Manufactured Housing Division.',
    { size: 8.2, font: f.sans, fill: 0.93 },
  )
  k.gap(4)
  const left = [
    `${v.owner}, Management`,
    `by ${v.signer}`,
    ...(v.operator ? [`for ${v.operator.name}, Operator`] : []),
    'Date:',
  ]
  const blocks = [left, ...R.map((r) => [`${r.p.full}, Resident`, 'Date:'])]
  for (let i = 0; i < blocks.length; i += 2)
    signPair(k, blocks[i] ?? [''], blocks[i + 1] ?? [''], 8.6)
  pageNumbers(
    k,
    (i, m) =>
      `${v.park.name} \u2014 Space Rental Agreement \u2014 page ${i} of ${m}          Resident\u2019s initials ______  ______`,
    { align: 'center' },
  )

  const first = R[0]
  if (!first) throw new Error('no resident')
  return {
    pdf: await k.w.save(),
    truth: {
      tenants: R.map((r) => r.p),
      additionalOccupants: v.occupants.length ? v.occupants.map((o) => o.p) : null,
      tenantEmail: first.email,
      tenantPhone: first.tel,
      premisesAddress: v.space,
      leaseType: v.term.kind === 'fixed' ? 'fixed-term' : 'month-to-month',
      startDate: v.term.start,
      endDate: v.term.kind === 'fixed' ? v.term.end : null,
      terminationDateText: v.term.kind === 'fixed' ? dt(v.term.end).long : null,
      monthlyRent: v.rent,
      securityDeposit: v.deposit,
      rentDueDay: 1,
      maxGuestStayDays: v.guests.days,
      managementCompany: v.operator ? v.operator.name : null,
      housingProvider: v.owner,
      mailingAddress: v.operator ? v.operator.box : v.mailing,
      acceptedPaymentMethods: v.methods,
      lateFeePercentage: v.late.pct,
      gracePeriodDays: v.late.n,
      nsfFeeFirst: v.nsf,
      rentDueDescription: due,
      paymentRecipient: v.payee,
      paymentAddress: v.payAt,
      officeHours: v.hours,
      nsfPolicy: nsf,
      depositReturnDays: 30,
      depositReturnCondition: ret,
      _notes: [
        'Manufactured home park space rental agreement for a resident-owned home: a framed park name and address line, centred title and statute line, parts A\u2013K under heads led by a letter in a ring with a dotted rule, a table of residents with telephone and e-mail in part A, a table of monthly charges in part D (space rent, trash, submetered water and sewer, a fixed-charges total), a shaded statutory notice, signature pairs, and a footer with the page count and residents\u2019 initials blanks on every page.',
        'monthlyRent is the space rent only: trash and water and sewer are pass-through utility charges and the fixed-charges total is not rent. premisesAddress is the Space as part B writes it, with the space number first. rentDueDescription is the phrase of part D; nsfPolicy the returned-check sentence of part F; depositReturnCondition the wording after "return the deposit," in part G (thirty days). officeHours are the park office\u2019s in part K. Tenant contacts from the residents table (first resident).',
        ...v.notes,
      ],
    },
  }
}

export const template: Template = {
  id: 'nevada_space_rental',
  title: 'Nevada manufactured home park space rental agreement for a resident-owned home',
  exercises:
    'framed park name with address, number of spaces and office phone; centred title and NRS 118B line; parts A\u2013K under heads led by a letter in a ring over a dotted rule: parties (an LLC owner acting through a park operator that manages for it, or a family trust that runs its own park; "Management"), a residents table with telephone and e-mail, the Space with its number first and the resident\u2019s own home by year, size and serial number, occupants with relation (one), a twelve-month term in long dates or month to month with no end date, "due in advance on the first day of each month", a monthly charges table (space rent, trash, submetered water and sewer "about", fixed-charges total) with only the space rent as rent, payment (checks, cashier\u2019s checks or money orders payable to the operator at the park office with the space first, or the resident portal; or money orders and cashier\u2019s checks payable to the park in its office drop box), late charge flat after five days or a percentage after the 7th, returned-check sentence, deposit returned within thirty days after the home is removed, guests (consecutive days with a yearly total, or days in thirty), park rules, selling the home in place, notices to the operator\u2019s P.O. box or the park office, office hours; a shaded statutory notice; signature pairs; footer with page count and residents\u2019 initials on every page',
  docs: [
    {
      name: 'tw17_nv_space_rental_winnemucca',
      build: () =>
        build({
          made: '2027-03-18',
          park: {
            name: 'Sage Flat Mobile Estates',
            address: '2150 West Winnemucca Boulevard, Winnemucca, NV 89445',
            spaces: 64,
          },
          owner: 'Humboldt Basin Parks, LLC',
          ownerNote: ', a Nevada limited-liability company',
          operator: {
            name: 'Pinion Community Management, Inc.',
            box: 'P.O. Box 1183, Winnemucca, NV 89446',
          },
          signer: 'Sheila Marchbanks, Community Manager',
          officeAt: 'Space 1, 2150 West Winnemucca Boulevard, Winnemucca, NV 89445',
          hours: 'Monday, Wednesday and Friday, 9:00 a.m. to 3:00 p.m.',
          officeTel: '(775) 555-0126',
          residents: [
            { p: person('Wesley', 'Tibbs'), tel: '(775) 555-0153', email: 'wes.tibbs@example.com' },
            { p: person('Carla', 'Tibbs'), tel: '(775) 555-0168', email: 'carlatibbs@example.com' },
          ],
          occupants: [],
          space: 'Space 27, 2150 West Winnemucca Boulevard, Winnemucca, NV 89445',
          home: '1999 Desert Rose, 16 ft. x 72 ft., serial no. DR-16-72-40931',
          term: { kind: 'fixed', start: '2027-04-01', end: '2028-03-31' },
          rent: 495,
          trash: 18,
          water: 40,
          payment:
            'Rent and charges are paid at the park office, Space 1, 2150 West Winnemucca Boulevard, Winnemucca, NV 89445, by check, cashier\u2019s check or money order payable to Pinion Community Management, Inc., or through the online resident portal at residents.pinioncm.example.com. Cash is not accepted.',
          methods: ['Check', "Cashier's Check", 'Money Order', 'Online Portal'],
          payee: 'Pinion Community Management, Inc.',
          payAt: 'Space 1, 2150 West Winnemucca Boulevard, Winnemucca, NV 89445',
          late: {
            text: 'If space rent is not paid within five (5) days after it is due, a late charge of $25.00 is imposed.',
            n: 5,
            pct: null,
          },
          nsf: 25,
          deposit: 500,
          guests: {
            text: 'A guest may stay up to fourteen (14) consecutive days, and no more than thirty (30) days in a calendar year, without registering with Management as a resident.',
            days: 14,
          },
          mailing: 'Pinion Community Management, Inc., P.O. Box 1183, Winnemucca, NV 89446',
          notes: [
            'An LLC owns the park and acts through a park operator (managementCompany) whose community manager signs. Two residents (a couple), no occupants. Twelve-month term in long dates. Payment at the park office, Space 1 (paymentAddress with the space first), payable to the operator, or the portal; cash refused. mailingAddress is the operator\u2019s P.O. box (its name written before the box is not part of it). Late after five days. Guests fourteen consecutive days (a yearly total of thirty beside it).',
          ],
        }),
    },
    {
      name: 'tw17_nv_space_rental_fallon',
      build: () =>
        build({
          made: '2027-05-20',
          park: {
            name: 'Lahontan Shade Mobile Home Park',
            address: '4870 Harrigan Road, Fallon, NV 89406',
            spaces: 31,
          },
          owner: 'Reyes Family Trust',
          ownerNote: ' dated May 4, 2009',
          operator: null,
          signer: 'Arturo Reyes, Trustee',
          officeAt: '4870 Harrigan Road, Fallon, NV 89406',
          hours: 'weekdays 10 a.m. to 2 p.m.',
          officeTel: '(775) 555-0109',
          residents: [
            {
              p: person('Darlene', 'Kipp'),
              tel: '(775) 555-0195',
              email: 'darlene.kipp@example.net',
            },
          ],
          occupants: [{ p: person('Tyler', 'Kipp'), who: 'grandson' }],
          space: 'Space 12, 4870 Harrigan Road, Fallon, NV 89406',
          home: '1987 Kit Manor, 14 ft. x 66 ft., serial no. KM-14-66-2207',
          term: { kind: 'monthly', start: '2027-06-01' },
          rent: 435,
          trash: 16,
          water: 35,
          payment:
            'Rent and charges are paid by money order or cashier\u2019s check payable to Lahontan Shade Mobile Home Park, placed in the locked drop box at the park office, 4870 Harrigan Road, Fallon, NV 89406. Personal checks and cash are not accepted.',
          methods: ['Money Order', "Cashier's Check"],
          payee: 'Lahontan Shade Mobile Home Park',
          payAt: '4870 Harrigan Road, Fallon, NV 89406',
          late: {
            text: 'If space rent is not paid by the 7th day of the month, a late charge of five percent (5%) of the space rent is imposed.',
            n: 7,
            pct: 5,
          },
          nsf: 30,
          deposit: 435,
          guests: {
            text: 'A guest staying more than ten (10) days in any thirty (30) day period must register with Management as a resident.',
            days: 10,
          },
          mailing: '4870 Harrigan Road, Fallon, NV 89406',
          notes: [
            'A family trust owns and runs its own park (housingProvider the trust, not the trustee who signs; no operator, managementCompany null; officeHours of its park office). One resident and her grandson (an occupant). Month to month from a long date: no end date. Money orders and cashier\u2019s checks payable to the park\u2019s name (paymentRecipient as written) in the office drop box (paymentAddress); personal checks and cash refused. Notices to the park office (mailingAddress). Late charge five percent after the 7th. Guests ten days in thirty.',
          ],
        }),
    },
  ],
}
