import { rgb } from 'pdf-lib'
import { dt, person, usd, type Built, type Person } from '../../former-heldout/lib'
import type { Template } from '../../former-heldout/template'
import { kit } from '../../third-writer/kit'
import { cells, heading, pageNumbers, room, ruledTable, signPair } from '../parts'

type V = {
  ref: string
  host: string
  hostAddr: string
  hostTel: string
  hostEmail: string
  manager: { name: string; addr: string; hours: string } | null
  guest: { p: Person; tel: string; email: string; agency: string; facility: string }
  partner: Person | null
  home: string
  homeKind: string
  start: string
  end: string
  rent: number
  deposit: number
  cleaning: number
  petFee: number | null
  payText: string
  methods: string[]
  bank: string | null
  zelle: string | null
  payee: string | null
  payAt: string | null
  nsf: number
  guestNights: { words: string; n: number }
  inventory: [string, string, string][]
  signed: string
  notes: string[]
}

const build = async (v: V): Promise<Built> => {
  const k = await kit({ margin: 50, size: 8.8 })
  const { f } = k
  k.w.y = k.w.height - 46
  k.w.page.drawRectangle({
    x: 0,
    y: k.w.height - 20,
    width: k.w.width,
    height: 20,
    color: rgb(0.16, 0.4, 0.42),
  })
  k.line('FURNISHED MIDTERM RENTAL AGREEMENT', 14, f.sansBold)
  k.line(
    `For travelling healthcare professionals  \u00b7  North Carolina  \u00b7  Agreement ${v.ref}`,
    8,
    f.sans,
  )
  k.gap(4)
  cells(k, [
    ['HOST (LANDLORD)', v.host, 0.5],
    ['HOST ADDRESS FOR NOTICES', v.hostAddr, 0.5],
  ])
  cells(k, [
    ['HOST PHONE', v.hostTel, 0.25],
    ['HOST E-MAIL', v.hostEmail, 0.35],
    ['LOCAL MANAGER', v.manager ? v.manager.name : 'None \u2014 host manages', 0.4],
  ])
  cells(k, [
    ['TRAVELLER (TENANT)', v.guest.p.full, 0.34],
    ['MOBILE', v.guest.tel, 0.22],
    ['E-MAIL', v.guest.email, 0.44],
  ])
  cells(k, [
    ['STAFFING AGENCY', v.guest.agency, 0.4],
    ['ASSIGNMENT FACILITY', v.guest.facility, 0.6],
  ])
  cells(k, [
    ['ALSO STAYING (NOT A TENANT)', v.partner ? v.partner.full : 'No one', 0.34],
    ['RENTAL HOME', v.home, 0.66],
  ])
  cells(k, [
    ['MOVE-IN', dt(v.start).us, 0.17],
    ['MOVE-OUT (LAST NIGHT)', dt(v.end).us, 0.2],
    ['MONTHLY RENT', usd(v.rent), 0.18],
    ['SECURITY DEPOSIT', usd(v.deposit), 0.2],
    ['CLEANING FEE (ONCE)', usd(v.cleaning), 0.25],
  ])
  k.gap(10)
  const due = 'on the same calendar day as the move-in date each month'
  const nsf = `Any payment returned by the bank or reversed costs the Traveller a ${usd(v.nsf)} processing fee, the most North Carolina law allows.`
  const ret =
    'to the Traveller, less any lawful deductions listed on an itemized statement, within 30 days after the stay ends'
  const terms: string[] = [
    `Stay and use. The Host rents the ${v.homeKind} to the Traveller, furnished, for residential use only during a medical staffing assignment. This is a fixed-term rental that ends at 11:00 a.m. on the move-out date above; it does not renew.`,
    `Rent. Rent is ${usd(v.rent)} per month, due ${due}. It includes electricity, water, natural gas, internet (300 Mbps) and streaming television. ${v.payText}`,
    'Late rent. North Carolina law allows a late fee only after rent is five (5) days past due. If rent is more than five days late, the Traveller owes a late fee of five percent (5%) of the monthly rent.',
    `Returned payments. ${nsf}`,
    `Security deposit. The Host will return the deposit ${ret}. The one-time cleaning fee${v.petFee ? ' and the pet fee are' : ' is'} not refundable and not rent.`,
    'Contract cancellation. If the staffing agency or the facility cancels the Traveller\u2019s assignment, the Traveller may end this agreement by giving the Host fourteen (14) days\u2019 written notice with a copy of the cancellation; rent is owed only through the end of the notice period.',
    `Overnight visitors. Visitors other than the person named above may stay no more than ${v.guestNights.words} (${v.guestNights.n}) nights in a row. The home is not to be sublet or listed on any short-stay website.`,
    `Furnishings. The items in the inventory belong to the Host and stay in the home. The Traveller will report anything broken within 48 hours of move-in.${v.petFee ? ` One dog under 40 lb is approved for a one-time fee of ${usd(v.petFee)}.` : ' No pets.'}`,
    `Notices. Notices to the Host go to the host address for notices above${v.manager ? `, and a copy to ${v.manager.name}, ${v.manager.addr} (office hours ${v.manager.hours})` : ''}. Notices to the Traveller go by e-mail.`,
  ]
  heading(k, 'TERMS', { size: 9.5, font: f.sansBold, bar: 0.88 })
  terms.forEach((t, i) => k.p(`${i + 1}. ${t}`, { size: 8.8, after: 4.5 }))
  heading(k, 'FURNISHINGS INVENTORY (checked at move-in)', {
    size: 9.5,
    font: f.sansBold,
    bar: 0.88,
  })
  ruledTable(k, ['Room', 'Item', 'Condition'], v.inventory, [0.22, 0.52, 0.26], {
    size: 8,
    font: f.sans,
    headFont: f.sansBold,
  })
  room(k, 80)
  k.p(`Signed electronically and in ink on ${dt(v.signed).us}.`, { size: 8.6, after: 10 })
  signPair(k, [`Host: ${v.host}`], [`Traveller: ${v.guest.p.full}`])
  pageNumbers(k, (i, n) => `${v.ref} \u00b7 ${i} of ${n}`, { align: 'left' })
  return {
    pdf: await k.w.save(),
    truth: {
      tenants: [v.guest.p],
      additionalOccupants: v.partner ? [v.partner] : null,
      tenantEmail: v.guest.email,
      tenantPhone: v.guest.tel,
      premisesAddress: v.home,
      leaseType: 'fixed-term',
      startDate: v.start,
      endDate: v.end,
      terminationDateText: dt(v.end).us,
      monthlyRent: v.rent,
      securityDeposit: v.deposit,
      rentDueDay: Number(v.start.slice(8)),
      maxGuestStayDays: v.guestNights.n,
      managementCompany: v.manager?.name ?? null,
      housingProvider: v.host,
      mailingAddress: v.hostAddr,
      acceptedPaymentMethods: v.methods,
      bankAccount: v.bank,
      zelleNumber: v.zelle,
      lateFeePercentage: 5,
      gracePeriodDays: 5,
      nsfFeeFirst: v.nsf,
      rentDueDescription: due,
      paymentRecipient: v.payee,
      paymentAddress: v.payAt,
      officeHours: v.manager?.hours ?? null,
      nsfPolicy: nsf,
      depositReturnDays: 30,
      depositReturnCondition: ret,
      _notes: [
        'Furnished midterm agreement for a travelling nurse: boxed cells at the top (host, notice address, manager, traveller with mobile and e-mail, staffing agency and facility, person also staying, home, MM/DD/YYYY dates and amounts), then numbered terms and a furnishings table. The staffing agency and the facility are not parties. The cleaning fee and pet fee are not rent; no move-in total is stated.',
        `Rent is due "${due}"; the move-in date is the ${Number(v.start.slice(8))}th, so rentDueDay ${Number(v.start.slice(8))} (a judgement call: the day is fixed by the move-in date rather than named). Late fee five percent after five days past due (gracePeriodDays 5, lateFeePercentage 5). Visitors "nights in a row". The notice address in the top cells is mailingAddress even where a local manager gets a copy.`,
        ...v.notes,
      ],
    },
  }
}

export const template: Template = {
  id: 'north_carolina_nurse_furnished',
  title: 'North Carolina furnished midterm rental agreement for a travelling nurse',
  exercises:
    'teal strip and sans title, rows of captioned boxed cells with typed values (host individual or LLC, notice address, host phone and e-mail, local manager or none, traveller with mobile and e-mail, staffing agency and facility that are not parties, a partner also staying or no one, home address, MM/DD/YYYY move-in and last night, rent, deposit, one-time cleaning fee), numbered terms: utilities included, rent due on the move-in day of each month, payment by ACH to a named account or by Zelle to an e-mail, 5% late fee after five days, capped returned-payment fee, 30-day itemized deposit return, assignment cancellation, visitors by nights in a row, pet fee or no pets, notices with a copy to the manager and its office hours; furnishings inventory table',
  docs: [
    {
      name: 'tw13_nc_nurse_stay_asheville',
      build: () =>
        build({
          ref: 'BRS-2027-118',
          host: 'Laurel Cove Stays LLC',
          hostAddr: '41 Reems Creek Road, Weaverville, NC 28787',
          hostTel: '(828) 555-0141',
          hostEmail: 'bookings@laurelcovestays.example.com',
          manager: {
            name: 'Blue Ridge Furnished Housing Co.',
            addr: '22 Haywood Street, Suite 410, Asheville, NC 28801',
            hours: 'Mon\u2013Sat 8 a.m.\u20137 p.m.',
          },
          guest: {
            p: person('Kelsey', 'Abernathy-Moss'),
            tel: '(406) 555-0172',
            email: 'kelsey.am.rn@example.com',
            agency: 'Northwind Clinical Staffing, Inc.',
            facility: 'Swannanoa Valley Regional Medical Center, cardiac step-down unit',
          },
          partner: person('Dmitri', 'Sokolov'),
          home: 'Unit 3, 57 Chestnut Ridge Lane, Asheville, NC 28804',
          homeKind: 'one-bedroom apartment',
          start: '2027-01-09',
          end: '2027-07-08',
          rent: 2450,
          deposit: 1000,
          cleaning: 175,
          petFee: 250,
          payText:
            'Rent is paid by ACH transfer to the Host\u2019s operating account at Piedmont Hearthstone Bank, account no. 4471 0093 2218, routing 053 900 117, or by Zelle to bookings@laurelcovestays.example.com.',
          methods: ['ACH', 'Zelle'],
          bank: '4471 0093 2218',
          zelle: 'bookings@laurelcovestays.example.com',
          payee: null,
          payAt: null,
          nsf: 25,
          guestNights: { words: 'seven', n: 7 },
          inventory: [
            [
              'Living room',
              'Sofa bed, two armchairs, 55-inch TV, coffee table, floor lamp',
              'Good',
            ],
            [
              'Bedroom',
              'Queen bed with mattress cover, dresser, two nightstands, blackout curtains',
              'Like new',
            ],
            [
              'Kitchen',
              'Cookware set, dishes and flatware for four, coffee maker, microwave',
              'Good',
            ],
            ['Bath', 'Towels (4 sets), hair dryer, shower curtain', 'New'],
          ],
          signed: '2026-12-16',
          notes: [
            'An LLC host with a local furnished-housing manager (managementCompany, officeHours from the notices term). ACH to a numbered account (bankAccount; the routing number is a distractor) and Zelle to an e-mail (zelleNumber as written). No payee or payment address. The partner staying is an occupant. A 6-month stay from the 9th, so rentDueDay 9.',
          ],
        }),
    },
    {
      name: 'tw13_nc_nurse_stay_hickory_photo',
      build: () =>
        build({
          ref: 'HK-0327',
          host: 'Marcus T. Ingersoll',
          hostAddr: '306 Mulberry Street NW, Lenoir, NC 28645',
          hostTel: '(828) 555-0187',
          hostEmail: 'marcus.ingersoll@example.net',
          manager: null,
          guest: {
            p: person('Yesenia', 'Castellanos'),
            tel: '(915) 555-0124',
            email: 'yesenia.castellanos@example.org',
            agency: 'Meridian Travel Nurse Partners',
            facility: 'Catawba Foothills Medical Center, labor and delivery',
          },
          partner: null,
          home: '1140 Springs Road NE, Hickory, NC 28601',
          homeKind: 'two-bedroom cottage',
          start: '2027-03-14',
          end: '2027-09-13',
          rent: 1875,
          deposit: 800,
          cleaning: 150,
          petFee: null,
          payText:
            'Rent is paid by Zelle to (828) 555-0187 or by check payable to Marcus T. Ingersoll mailed to 306 Mulberry Street NW, Lenoir, NC 28645.',
          methods: ['Zelle', 'Check'],
          bank: null,
          zelle: '(828) 555-0187',
          payee: 'Marcus T. Ingersoll',
          payAt: '306 Mulberry Street NW, Lenoir, NC 28645',
          nsf: 25,
          guestNights: { words: 'five', n: 5 },
          inventory: [
            ['Living room', 'Loveseat, recliner, smart TV, bookcase', 'Good'],
            ['Bedroom 1', 'Queen bed, dresser, desk and chair', 'Good'],
            ['Bedroom 2', 'Twin bed, closet shelving', 'Fair'],
            ['Kitchen', 'Pots and pans, dishes for six, toaster, slow cooker', 'Good'],
            ['Laundry', 'Washer and dryer, iron and board', 'Good'],
          ],
          signed: '2027-02-27',
          notes: [
            'An individual host who manages the cottage himself and lives in another town: his Lenoir address is the notice address and where checks are mailed (paymentAddress), payable to him. Zelle to his phone (zelleNumber). One traveller, nobody else staying. Stay from the 14th, so rentDueDay 14.',
          ],
        }),
      scan: {
        dpi: 130,
        rotate: 1.7,
        shear: 0.02,
        contrast: 0.85,
        noise: 12,
        lighting: 0.3,
        photo: true,
        quality: 50,
        seed: 13404,
      },
    },
  ],
}
