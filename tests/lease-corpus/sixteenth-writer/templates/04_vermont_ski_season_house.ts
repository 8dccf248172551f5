import { rgb } from 'pdf-lib'
import { dt, person, usd, type Built, type Person } from '../../former-heldout/lib'
import type { Template } from '../../former-heldout/template'
import { kit } from '../../third-writer/kit'
import { andList, pageNumbers, room, ruledTable, signPair, twoColumnSections } from '../parts'

type V = {
  season: string
  owner: { name: string; addr: string; tel: string; email: string }
  agent: {
    name: string
    office: string
    tel: string
    email: string
    hours: string
    signer: string
  } | null
  renters: { p: Person; tel: string; email: string }[]
  occupants: Person[]
  house: string
  sleeps: number
  start: string
  end: string
  months: number
  rent: number
  deposit: number
  pay: string[]
  methods: string[]
  zelle: string | null
  payee: string
  payAt: string | null
  late: { text: string; n: number; pct: number | null }
  nsf: number
  cord: number
  signed: string
  notes: string[]
}

const build = async (v: V): Promise<Built> => {
  const k = await kit({ margin: 46, size: 8.6 })
  const { f } = k
  const green = rgb(0.12, 0.3, 0.2)
  k.w.y = k.w.height - 50
  k.w.page.drawText('WINTER SEASON RENTAL AGREEMENT', {
    x: k.L,
    y: k.w.y,
    size: 16,
    font: f.sansBold,
    color: green,
  })
  const tag = `Season ${v.season}`
  k.w.page.drawText(tag, {
    x: k.L + k.W - f.sansBold.widthOfTextAtSize(tag, 10),
    y: k.w.y + 2,
    size: 10,
    font: f.sansBold,
    color: green,
  })
  k.w.y -= 13
  k.line(
    'Furnished house rented for a winter season of more than thirty days \u2022 Vermont Residential Rental Agreements Act, 9 V.S.A. chapter 137',
    7.6,
    f.sans,
  )
  k.w.page.drawLine({
    start: { x: k.L, y: k.w.y + 4 },
    end: { x: k.L + k.W, y: k.w.y + 4 },
    thickness: 1.4,
    color: green,
  })
  k.gap(8)
  const a = v.agent
  const O = a ? 'Agent' : 'Owner'
  ruledTable(
    k,
    ['Party', 'Name', 'Mailing address / office', 'Telephone', 'E-mail'],
    [
      ['Owner', v.owner.name, v.owner.addr, v.owner.tel, v.owner.email],
      ...(a ? [['Rental agent', a.name, a.office, a.tel, a.email]] : []),
      ...v.renters.map((r, i) => [
        `Renter ${i + 1}`,
        r.p.full,
        'the House (below)',
        r.tel,
        r.email,
      ]),
    ],
    [0.12, 0.22, 0.3, 0.14, 0.22],
    { size: 7.9, headFont: f.sansBold, boldFirst: true },
  )
  k.w.y += 4
  ruledTable(
    k,
    [
      'Arrival',
      'Departure',
      'Monthly rent',
      `Season rent (${v.months} months)`,
      'Security deposit',
    ],
    [
      [
        `${dt(v.start).long}, 3:00 p.m.`,
        `${dt(v.end).long}, 11:00 a.m.`,
        usd(v.rent),
        usd(v.rent * v.months),
        usd(v.deposit),
      ],
    ],
    [0.22, 0.22, 0.16, 0.22, 0.18],
    { size: 8.2, headFont: f.sansBold },
  )
  const renterNames = andList(v.renters.map((r) => r.p.full))
  const couple = v.owner.name.includes(' and ')
  const due = 'on or before the first day of each month'
  const nsf = `Each returned or reversed payment carries a ${usd(v.nsf)} fee.`
  const ret =
    'with a written statement itemizing any deductions, within fourteen (14) days from the date the Renters vacate or abandon the House'
  twoColumnSections(
    k,
    [
      {
        head: '1. Parties',
        paras: [
          `${v.owner.name} (${couple ? 'together, ' : ''}the \u201cOwner\u201d)${a ? `, through the Owner\u2019s rental agent ${a.name} (the \u201cAgent\u201d),` : ''} ${couple ? 'rent' : 'rents'} the House to ${renterNames} (the \u201cRenters\u201d) for the winter season on the terms below. The Renters are jointly and severally responsible for the rent and for the House.`,
        ],
      },
      {
        head: '2. The House',
        paras: [
          `The furnished house at ${v.house} (the \u201cHouse\u201d), with its furniture, linens, kitchenware, ski room and wood stove, as listed on the inventory the Renters sign at arrival. The House sleeps ${v.sleeps}.`,
          v.occupants.length
            ? `Besides the Renters, ${andList(v.occupants.map((o) => o.full))} will live in the House for the season.`
            : 'No one but the Renters will live in the House for the season.',
        ],
      },
      {
        head: '3. Season',
        paras: [
          `The season begins at 3:00 p.m. on ${dt(v.start).long} and ends at 11:00 a.m. on ${dt(v.end).long}. It does not renew. Because the stay is longer than thirty days, it is a residential rental and not a short-term (rooms) rental.`,
        ],
      },
      {
        head: '4. Rent',
        paras: [
          `Rent is ${usd(v.rent)} per month, due ${due} of the season, the first month at signing. The season rent shown above is the sum of the monthly rents and is not due at once.`,
        ],
      },
      { head: '5. Paying rent', paras: v.pay },
      {
        head: '6. Late rent and returned payments',
        paras: [`${v.late.text} ${nsf}`],
      },
      {
        head: '7. Security deposit',
        paras: [
          `The Renters pay a security deposit of ${usd(v.deposit)} at signing. ${a ? 'The Agent holds it for the Owner and' : 'The Owner'} will return the security deposit, ${ret}. It may not be used as the last month\u2019s rent.`,
        ],
      },
      {
        head: '8. Guests',
        paras: [
          `No more than ${v.sleeps} people may sleep in the House on any night. A guest who is not a Renter may stay no more than three (3) consecutive nights, and the Renters are responsible for their guests.`,
        ],
      },
      {
        head: '9. Heat, firewood and snow',
        paras: [
          `The furnace is set no lower than 55\u00b0F when the House is empty. Firewood is sold by the ${O} at ${usd(v.cord)} a cord, billed separately; it is not rent. The ${O} arranges plowing of the driveway; the Renters shovel the steps and decks.`,
        ],
      },
      {
        head: '10. Utilities',
        paras: [
          'Electricity, heating oil, water, internet and trash removal are included in the rent. The Renters pay for any streaming or pay-per-view charges they add.',
        ],
      },
      {
        head: '11. House rules',
        paras: [
          'No pets. No smoking of any kind inside. Ski boots and wet gear stay in the ski room. The hot tub is used at the Renters\u2019 own risk and its cover is closed after each use.',
        ],
      },
      {
        head: '12. Entry',
        paras: [
          `The ${O} may enter with at least forty-eight (48) hours\u2019 notice between 9:00 a.m. and 9:00 p.m., or at once in an emergency, as 9 V.S.A. \u00a7 4460 provides.`,
        ],
      },
      {
        head: '13. Notices',
        paras: [
          a
            ? `Notices to the Owner are given to the Agent at ${a.office} (office hours ${a.hours}). Notices to the Renters are given at the House or by e-mail to the addresses in the table above.`
            : `Notices to the Owner are mailed to ${v.owner.addr}. Notices to the Renters are given at the House or by e-mail to the addresses in the table above.`,
        ],
      },
      {
        head: '14. Departure',
        paras: [
          'At departure the Renters leave the House clean, strip the beds, run the dishwasher, and return all keys and the garage remote. The inventory is checked with the Renters if they wish to be present.',
        ],
      },
    ],
    { size: 8.3, font: k.w.regular },
  )
  room(k, 80 + v.renters.length * 30)
  k.gap(4)
  k.p(`Signed on ${dt(v.signed).long}.`, { size: 8.8 })
  const left = a
    ? [[`Owner: ${v.owner.name}`, `By ${a.name}, rental agent`, `${a.signer}`]]
    : v.owner.name.split(' and ').map((n) => [`Owner: ${n}`])
  const rows = Math.max(left.length, v.renters.length)
  for (let i = 0; i < rows; i++) {
    const r = v.renters[i]
    signPair(k, left[i] ?? [''], r ? [`Renter: ${r.p.full}`] : [''], 8.4)
  }
  pageNumbers(k, (i, m) => `Winter season rental \u2014 ${v.house} \u2014 ${i}/${m}`, {
    align: 'left',
  })

  const first = v.renters[0]
  if (!first) throw new Error('no renter')
  return {
    pdf: await k.w.save(),
    truth: {
      tenants: v.renters.map((r) => r.p),
      additionalOccupants: v.occupants.length ? v.occupants : null,
      tenantEmail: first.email,
      tenantPhone: first.tel,
      premisesAddress: v.house,
      leaseType: 'fixed-term',
      startDate: v.start,
      endDate: v.end,
      terminationDateText: dt(v.end).long,
      monthlyRent: v.rent,
      securityDeposit: v.deposit,
      rentDueDay: 1,
      maxGuestStayDays: 3,
      managementCompany: a?.name ?? null,
      housingProvider: v.owner.name,
      mailingAddress: a ? a.office : v.owner.addr,
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
      depositReturnDays: 14,
      depositReturnCondition: ret,
      _notes: [
        'Winter season rental of a furnished house: a coloured sans title with the season at the right, an act line and rule, a parties table (owner, any rental agent, each renter with telephone and e-mail), a one-row dates-and-money table (arrival and departure as long dates with times, monthly rent, season rent, deposit), fourteen headed sections in two ruled columns, signature pairs and a page footer.',
        'The season is a fixed term (long dates in the table and in section 3). monthlyRent is the monthly rent; the season rent is its sum for the season and is not monthly rent or a move-in total. Firewood sold by the cord is not rent. rentDueDescription is the due phrase of section 4; gracePeriodDays the day of section 6; nsfPolicy the returned-payment sentence of section 6; depositReturnCondition the wording after "return the security deposit" in section 7 (fourteen days). Guests: three consecutive nights (section 8). First renter\u2019s contacts from the parties table.',
        ...v.notes,
      ],
    },
  }
}

export const template: Template = {
  id: 'vermont_ski_season_house',
  title: 'Vermont winter season rental of a furnished house, in two columns',
  exercises:
    'coloured sans title with the season at the right and an act line; a ruled parties table (owner a married couple with a P.O. box, or one owner with a rental agent whose office has a suite first; each renter with telephone and e-mail in the same table; three renters, or a couple with a child living with them), a one-row dates-and-money table (arrival and departure as long dates with times, monthly rent, season rent as a sum, security deposit); fourteen headed sections in two ruled columns: parties jointly and severally, the house with occupants or none, season term that does not renew, rent due "on or before the first day of each month", payment lists (checks payable to one owner mailed to the P.O. box and Zelle to a phone, cash refused; or the agent\u2019s portal and checks payable to the agent at its office), late fee (five percent after the tenth, or flat after the fifth), returned-payment sentence, 14-day deposit return, three consecutive guest nights and a sleeping limit, firewood by the cord not rent, entry, notices to the owners\u2019 P.O. box or to the agent\u2019s office with office hours; signature pairs with the agent signing for the owner in one; footer',
  docs: [
    {
      name: 'tw16_vt_ski_season_ludlow',
      build: () =>
        build({
          season: '2027\u20132028',
          owner: {
            name: 'Nathaniel Ashby and Colette Ashby',
            addr: 'P.O. Box 318, Ludlow, VT 05149',
            tel: '802-555-0131',
            email: 'ashby.house@example.net',
          },
          agent: null,
          renters: [
            {
              p: person('Ellis', 'Farnham'),
              tel: '802-555-0166',
              email: 'ellis.farnham@example.com',
            },
            {
              p: person('Jordan', 'Oyelaran'),
              tel: '802-555-0175',
              email: 'j.oyelaran@example.org',
            },
            {
              p: person('Maya', 'Lindqvist'),
              tel: '802-555-0109',
              email: 'mlindqvist@example.com',
            },
          ],
          occupants: [],
          house: '214 Pingree Hill Road, Ludlow, VT 05149',
          sleeps: 6,
          start: '2027-12-01',
          end: '2028-04-30',
          months: 5,
          rent: 2600,
          deposit: 2600,
          pay: [
            'Rent may be paid by:',
            '[X] check payable to Colette Ashby, mailed to P.O. Box 318, Ludlow, VT 05149;',
            '[X] Zelle to 802-555-0131;',
            '[  ] money order;   [  ] cash (not accepted).',
            'One Renter may pay for all three; the Owner gives a receipt on request.',
          ],
          methods: ['Check', 'Zelle'],
          zelle: '802-555-0131',
          payee: 'Colette Ashby',
          payAt: 'P.O. Box 318, Ludlow, VT 05149',
          late: {
            text: 'Rent not received by the tenth (10th) day of the month carries a late fee of five percent (5%) of the monthly rent.',
            n: 10,
            pct: 5,
          },
          nsf: 25,
          cord: 260,
          signed: '2027-10-09',
          notes: [
            'A married couple as owners, managing the house themselves: no managementCompany and no office hours; their P.O. box is the notice address (mailingAddress) and where checks payable to the wife are mailed (paymentAddress, paymentRecipient). Three renters, no occupants. Payment list with typed [X] marks: check and Zelle to the owners\u2019 phone (zelleNumber); money order unmarked; cash refused. Five percent late fee after the 10th.',
          ],
        }),
    },
    {
      name: 'tw16_vt_ski_season_stowe_scan',
      build: () =>
        build({
          season: '2027\u20132028',
          owner: {
            name: 'Harriet Sundqvist',
            addr: 'in care of the Agent',
            tel: 'via the Agent',
            email: 'via the Agent',
          },
          agent: {
            name: 'Birchline Property Care, LLC',
            office: 'Suite 2B, 1056 Mountain Road, Stowe, VT 05672',
            tel: '802-555-0148',
            email: 'stowe@birchline.example.com',
            hours: 'Mon\u2013Sat 8:00 a.m.\u20136:00 p.m., November through April',
            signer: 'Tobias Wendt, Rental Manager',
          },
          renters: [
            {
              p: person('Graham', 'Whitlock'),
              tel: '802-555-0190',
              email: 'graham.whitlock@example.com',
            },
            {
              p: person('Naomi', 'Achterberg'),
              tel: '802-555-0114',
              email: 'naomi.achterberg@example.net',
            },
          ],
          occupants: [person('Pippa', 'Whitlock')],
          house: 'Upper Chalet, 77 Sky Meadow Lane, Stowe, VT 05672',
          sleeps: 5,
          start: '2027-12-01',
          end: '2028-03-31',
          months: 4,
          rent: 3100,
          deposit: 3100,
          pay: [
            'Rent is paid to the Agent, either through the Agent\u2019s online owner-and-renter portal (bank debit or card), or by check payable to Birchline Property Care, LLC left at or mailed to the Agent\u2019s office at Suite 2B, 1056 Mountain Road, Stowe, VT 05672.',
            'Cash is not accepted at the office.',
          ],
          methods: ['Online Portal', 'Check'],
          zelle: null,
          payee: 'Birchline Property Care, LLC',
          payAt: 'Suite 2B, 1056 Mountain Road, Stowe, VT 05672',
          late: {
            text: 'Rent received after the fifth (5th) day of the month carries a late fee of $35.00.',
            n: 5,
            pct: null,
          },
          nsf: 30,
          cord: 285,
          signed: '2027-09-28',
          notes: [
            'One owner who rents through an agent (managementCompany), whose office (suite first) is the notice address (mailingAddress) and the place of payment (paymentAddress), with office hours in section 13; the agent signs for the owner. The owner\u2019s own row gives no address of hers ("in care of the Agent"). A couple as renters and a child living with them (occupant). Portal and checks payable to the agent; cash refused. Flat late fee after the 5th.',
          ],
        }),
      scan: {
        dpi: 140,
        rotate: -0.9,
        shear: 0.008,
        contrast: 0.68,
        noise: 22,
        quality: 48,
        seed: 16404,
      },
    },
  ],
}
