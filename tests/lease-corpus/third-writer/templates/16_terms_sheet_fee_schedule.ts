import { rgb } from 'pdf-lib'
import { checkbox, dt, person, usd, type Built, type Person } from '../../former-heldout/lib'
import type { Template } from '../../former-heldout/template'
import { kit, ticked } from '../kit'

type V = {
  company: string
  companyAddr: string
  hours: string
  owner: string
  tenants: Person[]
  occupants: Person[]
  phone: string
  email: string
  premises: string
  start: string
  end: string
  rent: number
  deposit: number
  prorated: number
  petFee: number
  petRent: number
  parking: number
  nsf: number
  late: { pct: number } | { flat: number }
  graceWords: string
  grace: number
  pay: [string, boolean, string][]
  signed: string
  notes: string[]
}

const build = async (v: V): Promise<Built> => {
  const k = await kit({ margin: 48, size: 8.8 })
  const { w, f, L, W, p } = k
  w.page.drawText(v.company, {
    x: L,
    y: w.y,
    size: 14,
    font: f.sansBold,
    color: rgb(0.55, 0.1, 0.1),
  })
  w.page.drawText(v.companyAddr, { x: L, y: w.y - 12, size: 8, font: f.sans })
  w.page.drawText(`Office hours: ${v.hours}`, { x: L, y: w.y - 22, size: 8, font: f.sans })
  w.y -= 44
  k.centre('RENTAL TERMS SHEET (part of the Lease)', 11.5, f.sansBold)
  const pairs: [string, string][] = [
    ['Resident(s)', v.tenants.map((t) => t.full).join(', ')],
    ['Authorized occupants', v.occupants.map((o) => o.full).join(', ') || 'None'],
    ['Property', v.premises],
    ['Owner', v.owner],
    ['Move-in date', dt(v.start).us],
    ['Lease end date', dt(v.end).us],
    ['Monthly rent', usd(v.rent)],
    ['Rent due', 'On the 1st of each month'],
    ['Resident cell', v.phone],
    ['Resident e-mail', v.email],
  ]
  // two pairs per row
  for (let i = 0; i < pairs.length; i += 2) {
    const row = pairs.slice(i, i + 2)
    row.forEach(([label, value], j) => {
      const x = L + j * (W / 2)
      w.page.drawText(label.toUpperCase(), {
        x,
        y: w.y,
        size: 6.8,
        font: f.sansBold,
        color: rgb(0.4, 0.4, 0.4),
      })
      w.page.drawText(value, { x, y: w.y - 11, size: 9, font: f.sans })
      w.page.drawLine({
        start: { x, y: w.y - 14 },
        end: { x: x + W / 2 - 12, y: w.y - 14 },
        thickness: 0.4,
      })
    })
    w.y -= 26
  }
  w.y -= 4
  k.line('FEE SCHEDULE', 9.6, f.sansBold)
  const lateText = 'pct' in v.late ? `${v.late.pct}% of monthly rent` : usd(v.late.flat)
  k.table(
    [
      ['Charge', 'Amount', 'When'],
      ['Late fee', lateText, `if rent is not paid within ${v.graceWords} days of the due date`],
      ['Returned payment (NSF)', usd(v.nsf), 'each occurrence'],
      ['Pet fee (non-refundable)', v.petFee ? usd(v.petFee) : 'n/a', 'at move-in'],
      ['Pet rent', v.petRent ? `${usd(v.petRent)}/month` : 'n/a', 'with rent'],
      ['Reserved parking', v.parking ? `${usd(v.parking)}/month` : 'n/a', 'with rent'],
    ],
    [0.34, 0.26, 0.4],
    { head: true },
  )
  k.line('DUE BEFORE KEYS ARE RELEASED', 9.6, f.sansBold)
  const total = v.deposit + v.prorated + v.petFee
  k.table(
    [
      ['Security deposit', usd(v.deposit)],
      [`Prorated rent ${dt(v.start).us} to month end`, usd(v.prorated)],
      ['Pet fee', usd(v.petFee)],
      ['TOTAL MOVE-IN', usd(total)],
    ],
    [0.6, 0.4],
  )
  k.line('PAYMENT METHODS ACCEPTED', 9.6, f.sansBold)
  let x = L
  for (const [label, on] of v.pay) x = checkbox(w.page, f, x, w.y, on, label, 8.6)
  w.y -= 18
  p(
    `Payments are made payable to ${v.company} and delivered to the office above or paid in the resident portal. The security deposit will be refunded, less itemized charges, within 45 days after the Resident vacates and returns all keys.`,
  )
  p(
    'This Terms Sheet is attached to and part of the Residential Lease signed the same day. If this sheet and the Lease differ, this sheet controls.',
  )
  k.gap(14)
  for (const who of [
    ...v.tenants.map((t) => `Resident ${t.full}`),
    `${v.company}, Agent for Owner`,
  ]) {
    w.page.drawLine({ start: { x: L, y: w.y }, end: { x: L + 230, y: w.y }, thickness: 0.5 })
    w.page.drawText(`${who}   ${dt(v.signed).us}`, { x: L, y: w.y - 10, size: 8, font: f.sans })
    w.y -= 28
  }
  return {
    pdf: await w.save(),
    truth: {
      tenants: v.tenants,
      additionalOccupants: v.occupants.length ? v.occupants : null,
      tenantEmail: v.email,
      tenantPhone: v.phone,
      premisesAddress: v.premises,
      leaseType: 'fixed-term',
      startDate: v.start,
      endDate: v.end,
      terminationDateText: dt(v.end).us,
      monthlyRent: v.rent,
      securityDeposit: v.deposit,
      rentDueDay: 1,
      managementCompany: v.company,
      housingProvider: v.owner,
      mailingAddress: v.companyAddr,
      acceptedPaymentMethods: ticked(v.pay),
      lateFeePercentage: 'pct' in v.late ? v.late.pct : null,
      gracePeriodDays: v.grace,
      nsfFeeFirst: v.nsf,
      totalMoveInCost: total,
      proratedRent: v.prorated,
      rentDueDescription: 'On the 1st of each month',
      paymentRecipient: v.company,
      paymentAddress: v.companyAddr,
      officeHours: v.hours,
      depositReturnDays: 45,
      depositReturnCondition:
        'refunded, less itemized charges, within 45 days after the Resident vacates and returns all keys',
      _notes: [
        'Terms sheet: label-over-value pairs in two columns, a fee schedule table, a move-in table and check-box payment methods.',
        'Resident cell and e-mail are in the terms grid. Pet rent and parking are monthly charges separate from rent.',
        'totalMoveInCost is the printed TOTAL MOVE-IN (deposit + prorated rent + pet fee); the first full month is due on the 1st after.',
        `Grace period in words in the fee schedule ("${v.graceWords} days"). The manager\u2019s office (letterhead) is both the payment and notice address.`,
        ...v.notes,
      ],
    },
  }
}

export const template: Template = {
  id: 'terms_sheet_fee_schedule',
  title:
    'Property manager\u2019s rental terms sheet with a fee schedule, move-in table and check-box payment methods',
  exercises:
    'label-over-value grid, fee schedule with pet and parking charges, NSF, flat or percentage late fee, prorated rent and move-in total, check boxes',
  docs: [
    {
      name: 'tw3_ks_terms_sheet_wichita',
      build: () =>
        build({
          company: 'Arkansas River Realty Management',
          companyAddr: '155 N Market Street, Suite 700, Wichita, KS 67202',
          hours: 'Mon\u2013Fri 8:00\u20135:00, Sat by appointment',
          owner: 'Delano District Rentals LLC',
          tenants: [person('Gideon', 'Pembrook'), person('Yara', 'Castellanos-Pembrook')],
          occupants: [person('Milo', 'Pembrook')],
          phone: '(316) 555-0144',
          email: 'gideon.pembrook@example.com',
          premises: '1019 W Douglas Avenue, Unit C, Wichita, KS 67213',
          start: '2027-06-11',
          end: '2028-06-30',
          rent: 1260,
          deposit: 1260,
          prorated: 840,
          petFee: 300,
          petRent: 25,
          parking: 0,
          nsf: 30,
          late: { flat: 50 },
          graceWords: 'four (4)',
          grace: 4,
          pay: [
            ['Personal check', true, 'Check'],
            ['Money order', true, 'Money Order'],
            ['Cashier\u2019s check', true, "Cashier's Check"],
            ['Cash', false, 'Cash'],
            ['Resident portal (ACH / card)', true, 'Online Portal'],
          ],
          signed: '2027-06-04',
          notes: [
            'Prorated June 11\u201330: 20 of 30 days = $840.00. Total 1,260 + 840 + 300 = $2,400.00. Flat $50.00 late fee (lateFeePercentage null).',
          ],
        }),
    },
    {
      name: 'tw3_al_terms_sheet_birmingham',
      build: () =>
        build({
          company: 'Red Mountain Residential Group',
          companyAddr: 'P.O. Box 130877, Birmingham, AL 35213',
          hours: 'weekdays 9 a.m. to 5 p.m.',
          owner: 'Five Points South Investors, LP',
          tenants: [person('Philomena', 'Adebayo-Kerr')],
          occupants: [],
          phone: '(205) 555-0165',
          email: 'philomena.ak@example.org',
          premises: '2117 11th Avenue S, Apt 4B, Birmingham, AL 35205',
          start: '2027-10-21',
          end: '2028-10-31',
          rent: 1140,
          deposit: 1140,
          prorated: 404.52,
          petFee: 0,
          petRent: 0,
          parking: 45,
          nsf: 35,
          late: { pct: 10 },
          graceWords: 'five (5)',
          grace: 5,
          pay: [
            ['Personal check', false, 'Check'],
            ['Money order', true, 'Money Order'],
            ['Cashier\u2019s check', true, "Cashier's Check"],
            ['Cash', false, 'Cash'],
            ['Resident portal (ACH / card)', true, 'Online Portal'],
          ],
          signed: '2027-10-15',
          notes: [
            'Prorated Oct 21\u201331: 1,140 \u00d7 11/31 = $404.52. Total 1,140 + 404.52 + 0 = $1,544.52. Late fee 10% of rent; parking $45.00/month.',
          ],
        }),
    },
  ],
}
