import {
  PdfWriter,
  fontsFor,
  flow,
  fill,
  checkbox,
  footers,
  need,
  dt,
  plain,
  moneyWords,
  person,
  type Person,
  type Built,
} from '../lib'
import type { Template } from '../template'

type V = {
  landlord: string
  landlordAddr: string
  landlordPhone: string | null
  landlordEmail: string | null
  tenants: Person[]
  tenantPhone: string | null
  tenantEmail: string | null
  premises: string
  county: string
  start: string
  end: string
  rent: number
  dueDay: number
  payTo: string
  payAt: string
  methods: { cash: boolean; check: boolean; mo: boolean; cc: boolean; other: string | null }
  methodNames: string[]
  deposit: number
  lateDays: number | null
  lateFee: number | null
  nsf: number | null
  occupants: Person[] | null
  guests: number | null
  signed: string
  notes: string[]
}

const build = async (v: V): Promise<Built> => {
  const w = await PdfWriter.create(true)
  const f = await fontsFor(w)
  const S = 10
  const o = { size: S, leading: 1.5 }
  const t = 'RESIDENTIAL LEASE FOR SINGLE FAMILY HOME OR DUPLEX'
  w.page.drawText(t, {
    x: (w.width - w.bold.widthOfTextAtSize(t, 12)) / 2,
    y: w.y,
    size: 12,
    font: w.bold,
  })
  w.y -= 14
  const t2 = '(FOR A TERM NOT TO EXCEED ONE YEAR) — FLORIDA'
  w.page.drawText(t2, {
    x: (w.width - w.regular.widthOfTextAtSize(t2, 9)) / 2,
    y: w.y,
    size: 9,
    font: w.regular,
  })
  w.y -= 22
  flow(
    w,
    f,
    [
      'INSTRUCTIONS: This form is to be completed by the parties. Blanks that do not apply should be marked "N/A" or left empty. A blank left empty shall mean that the item does not apply.',
    ],
    { size: 8, font: f.italic },
  )
  flow(w, f, ["LANDLORD'S name, address, telephone number and e-mail:"], { ...o, font: w.bold })
  flow(w, f, ['Name', fill(v.landlord, 200)], { ...o, x: w.margin + 18 })
  flow(w, f, ['Address', fill(v.landlordAddr, 280)], { ...o, x: w.margin + 18 })
  flow(w, f, ['Telephone', fill(v.landlordPhone, 110), 'E-mail', fill(v.landlordEmail, 150)], {
    ...o,
    x: w.margin + 18,
  })
  flow(w, f, ['TENANT(S) name(s), telephone number and e-mail:'], { ...o, font: w.bold })
  v.tenants.forEach((p, i) =>
    flow(w, f, [`Tenant ${i + 1}`, fill(p.full, 200)], { ...o, x: w.margin + 18 }),
  )
  flow(w, f, ['Telephone', fill(v.tenantPhone, 110), 'E-mail', fill(v.tenantEmail, 150)], {
    ...o,
    x: w.margin + 18,
  })
  const para = (n: string, h: string, segs: Parameters<typeof flow>[2]) => {
    need(w, 36)
    w.page.drawText(`${n}.`, { x: w.margin, y: w.y, size: S, font: w.bold })
    w.page.drawText(h, { x: w.margin + 18, y: w.y, size: S, font: w.bold })
    w.y -= S * 1.5
    flow(w, f, segs, { ...o, x: w.margin + 18 })
  }
  para('1', 'PROPERTY RENTED', [
    'Landlord leases to Tenant the land and buildings located at',
    fill(v.premises, 220),
    ', County of',
    fill(v.county, 80),
    ', Florida, together with the following furniture and appliances: range, refrigerator, washer and dryer.',
  ])
  para('2', 'TERM', [
    'This lease is for a term beginning on',
    fill(dt(v.start).long, 100),
    'and ending on',
    fill(dt(v.end).long, 100),
    '("Lease Term").',
  ])
  para('3', 'RENT PAYMENTS, TAXES AND CHARGES', [
    'Tenant shall pay total rent in monthly installments, payable on the',
    fill(`${v.dueDay === 1 ? '1st' : v.dueDay + 'th'}`, 30),
    'day of each month, in the amount of',
    fill(moneyWords(v.rent), 200),
    'per installment. Tenant shall pay the rent to',
    fill(v.payTo, 150),
    'at',
    fill(v.payAt, 220),
    'or at such other address as Landlord designates in writing. Tenant shall pay the rent by (check all that apply):',
  ])
  need(w, 18)
  let x = w.margin + 18
  x = checkbox(w.page, f, x, w.y, v.methods.cash, 'cash', S)
  x = checkbox(w.page, f, x, w.y, v.methods.check, 'personal check', S)
  x = checkbox(w.page, f, x, w.y, v.methods.mo, 'money order', S)
  x = checkbox(w.page, f, x, w.y, v.methods.cc, "cashier's check", S)
  x = checkbox(w.page, f, x, w.y, v.methods.other !== null, 'other:', S)
  if (v.methods.other) w.page.drawText(v.methods.other, { x: x - 6, y: w.y, size: S, font: f.mono })
  w.y -= S * 2
  para('4', 'MONEY DUE PRIOR TO OCCUPANCY', [
    'Tenant shall pay a security deposit of $',
    fill(plain(v.deposit), 70),
    'before occupancy. The deposit shall be held in a separate non-interest-bearing account at',
    fill(null, 130),
    'bank. Landlord shall give Tenant written notice of the manner in which the deposit is held within 30 days of receipt.',
  ])
  para('5', 'LATE FEES', [
    'In addition to rent, Tenant shall pay a late charge of $',
    fill(v.lateFee === null ? null : plain(v.lateFee), 50),
    'for each rent payment made',
    fill(v.lateDays, 25),
    'days after the day it is due. Tenant shall pay $',
    fill(v.nsf === null ? null : plain(v.nsf), 40),
    'for each dishonored check, in addition to any late charge.',
  ])
  para('6', 'OCCUPANTS AND GUESTS', [
    'The Premises shall be occupied only by the Tenant and the following persons:',
    fill(
      v.occupants === null
        ? null
        : v.occupants.length
          ? v.occupants.map((p) => p.full).join(', ')
          : 'N/A',
      160,
    ),
    '. Guests may not stay longer than',
    fill(v.guests, 25),
    'days in any one visit.',
  ])
  para('7', 'USE OF PREMISES', [
    "Tenant shall use the Premises for residential purposes only and shall comply with all building, zoning and health codes and any applicable homeowners' association rules.",
  ])
  para('8', 'MAINTENANCE', [
    'Landlord shall maintain the roof, windows, screens, doors, floors, steps, porches, exterior walls, foundations and plumbing in good repair. Tenant shall keep the lawn mowed and the Premises clean and shall pay for pest control, if any.',
  ])
  para('9', 'RETURN OF SECURITY DEPOSIT', [
    "Upon the vacating of the Premises, Landlord shall have 15 days to return the security deposit together with interest, if any, or Landlord shall have 30 days to give Tenant written notice by certified mail of Landlord's intention to impose a claim on the deposit and the reason for imposing the claim.",
  ])
  para('10', 'RADON GAS', [
    'Radon is a naturally occurring radioactive gas that, when it has accumulated in a building in sufficient quantities, may present health risks to persons who are exposed to it over time. Additional information regarding radon and radon testing may be obtained from your county health department.',
  ])
  para('11', 'NOTICES', [
    'All notices to Landlord shall be given at the address stated above for Landlord. All notices to Tenant shall be given at the Premises.',
  ])
  need(w, 120)
  w.y -= 8
  flow(w, f, ['Signed on', fill(dt(v.signed).long, 100)], o)
  flow(w, f, ['LANDLORD', fill(null, 180), 'Print name', fill(v.landlord, 130)], o)
  for (const p of v.tenants)
    flow(w, f, ['TENANT', fill(null, 190), 'Print name', fill(p.full, 130)], o)
  footers(
    w,
    w.regular,
    (i, n) => `Page ${i} of ${n}          Residential Lease — Florida (rev. 2024)`,
  )
  return {
    pdf: await w.save(),
    truth: {
      tenants: v.tenants,
      additionalOccupants: v.occupants,
      tenantEmail: v.tenantEmail,
      tenantPhone: v.tenantPhone,
      premisesAddress: v.premises,
      leaseType: 'fixed-term',
      startDate: v.start,
      endDate: v.end,
      terminationDateText: dt(v.end).long,
      monthlyRent: v.rent,
      securityDeposit: v.deposit,
      rentDueDay: v.dueDay,
      maxGuestStayDays: v.guests,
      housingProvider: v.landlord,
      mailingAddress: v.landlordAddr,
      acceptedPaymentMethods: v.methodNames,
      gracePeriodDays: v.lateDays,
      nsfFeeFirst: v.nsf,
      rentDueDescription: `payable on the ${v.dueDay === 1 ? '1st' : v.dueDay + 'th'} day of each month`,
      paymentRecipient: v.payTo,
      paymentAddress: v.payAt,
      nsfPolicy:
        v.nsf === null
          ? null
          : `Tenant shall pay $${plain(v.nsf)} for each dishonored check, in addition to any late charge.`,
      depositReturnDays: 15,
      depositReturnCondition:
        'Upon the vacating of the Premises, Landlord shall have 15 days to return the security deposit together with interest, if any, or 30 days to give Tenant written notice by certified mail of a claim on the deposit',
      _notes: [
        'Florida-style fill-in form; the rent is written in words and figures. The deposit-bank blank is left empty.',
        'depositReturnDays is 15 (return with no claim); the 30 days apply only to a notice of claim.',
        ...v.notes,
      ],
    },
  }
}

export const template: Template = {
  id: 'florida_form',
  title: 'Florida single-family / duplex residential lease fill-in form',
  exercises:
    'Florida bar-style fill-in form, rent in words, check boxes, unfilled blanks, company landlord with P.O. box',
  docs: [
    {
      name: 'fl_form_lease_miami',
      build: () =>
        build({
          landlord: 'Ileana Fuentes-Marrero',
          landlordAddr: '7301 SW 57th Court, Suite 2A, South Miami, FL 33143',
          landlordPhone: '(305) 555-0161',
          landlordEmail: null,
          tenants: [person('Bartholomew', 'Nkemelu'), person('Sofia', 'Lindqvist')],
          tenantPhone: '(786) 555-0119',
          tenantEmail: 'b.nkemelu@example.com',
          premises: '1420 NW 7th Street, Miami, FL 33125',
          county: 'Miami-Dade',
          start: '2026-08-01',
          end: '2027-07-31',
          rent: 2450,
          dueDay: 1,
          payTo: 'Ileana Fuentes-Marrero',
          payAt: '7301 SW 57th Court, Suite 2A, South Miami, FL 33143',
          methods: { cash: false, check: true, mo: true, cc: false, other: 'Zelle' },
          methodNames: ['Check', 'Money Order', 'Zelle'],
          deposit: 2450,
          lateDays: 5,
          lateFee: 60,
          nsf: 35,
          occupants: [],
          guests: 14,
          signed: '2026-07-20',
          notes: [
            'Landlord e-mail blank left empty (not part of the truth anyway). Occupants line reads "N/A", so additionalOccupants is []. "Other: Zelle" is checked but no Zelle number is given (zelleNumber null).',
            'Late charge applies to payments made 5 days after the due date: gracePeriodDays 5; flat $60.00 so lateFeePercentage null.',
          ],
        }),
    },
    {
      name: 'fl_form_lease_tampa_scan',
      scan: { dpi: 150, rotate: -1.2, contrast: 0.55, noise: 10, seed: 5, quality: 55 },
      build: () =>
        build({
          landlord: 'Gulfview Rentals of Tampa Bay, LLC',
          landlordAddr: 'P.O. Box 31877, Tampa, FL 33631',
          landlordPhone: '(813) 555-0137',
          landlordEmail: 'leasing@gulfview-rentals.example',
          tenants: [person('Winston', 'Abara')],
          tenantPhone: null,
          tenantEmail: null,
          premises: '5809 N Branch Avenue, Tampa, FL 33604',
          county: 'Hillsborough',
          start: '2027-01-01',
          end: '2027-12-31',
          rent: 1875,
          dueDay: 1,
          payTo: 'Gulfview Rentals of Tampa Bay, LLC',
          payAt: 'P.O. Box 31877, Tampa, FL 33631',
          methods: { cash: false, check: true, mo: false, cc: true, other: null },
          methodNames: ['Check', "Cashier's Check"],
          deposit: 1875,
          lateDays: null,
          lateFee: null,
          nsf: null,
          occupants: null,
          guests: null,
          signed: '2026-12-09',
          notes: [
            'Low-contrast scan. The tenant telephone and e-mail blanks, the late-fee, dishonored-check, occupants and guest blanks are all left empty, so those values are null.',
            'Landlord is a company; rent and notices go to its P.O. box.',
          ],
        }),
    },
  ],
}
