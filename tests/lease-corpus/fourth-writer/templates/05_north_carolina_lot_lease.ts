import { dt, moneyWords, person, usd, type Built, type Person } from '../../former-heldout/lib'
import type { Template } from '../../former-heldout/template'
import { kit } from '../../third-writer/kit'
import { andList, signLine } from '../sign'

type V = {
  park: string
  owner: string
  ownerManager: Person
  office: string
  hours: string
  tenants: Person[]
  occupants: [Person, number][]
  phone: string
  email: string | null
  home: string
  lot: string
  street: string
  city: string
  start: string
  end: string
  rent: number
  deposit: number
  nsf: number
  guests: number
  signed: string
  notes: string[]
}

const build = async (v: V): Promise<Built> => {
  const k = await kit({ serif: true, margin: 62, size: 9.8 })
  const { w, L, W, p } = k
  k.centre(v.park.toUpperCase(), 13)
  k.centre(`Community Office: ${v.office}`, 8.6, w.regular)
  k.gap(8)
  k.centre('MANUFACTURED HOME LOT RENTAL AGREEMENT', 11.5)
  k.gap(6)
  p(
    `THIS AGREEMENT is between ${v.owner}, owner of ${v.park} (the "Community"), and ${andList(v.tenants.map((t) => t.full))} (the "Resident"), who owns the manufactured home described as ${v.home}.`,
  )
  p(
    `SECTION 1 \u2014 THE HOME SITE. The Community rents to the Resident the home site known as ${v.lot}, ${v.street}, ${v.city} (the "Lot"), for placement of the Resident's home only. The home itself is the Resident's property and is not leased under this agreement.`,
  )
  p(`SECTION 2 \u2014 TERM. One year, beginning ${dt(v.start).long} and ending ${dt(v.end).long}.`)
  p(
    `SECTION 3 \u2014 LOT RENT. Lot rent is ${moneyWords(v.rent)} per month (${usd(v.rent * 12)} for the year), due on the first day of each month. Water, sewer and trash pickup are included in lot rent. Rent is paid to the order of ${v.park} and may be placed in the locked drop box at the Community Office, ${v.office}, or handed to the office during office hours (${v.hours}). The office takes checks, money orders and cash (exact amount only; a receipt will be given). After a returned check the Community will take only money orders or cash.`,
  )
  p(
    `SECTION 4 \u2014 LATE PAYMENT. Rent unpaid five (5) days after it is due is late. The late fee is five percent (5%) of the monthly rent.`,
  )
  p(
    `SECTION 5 \u2014 RETURNED CHECKS. A fee of ${usd(v.nsf)} will be charged for any check returned for insufficient funds.`,
  )
  p(
    `SECTION 6 \u2014 DEPOSIT. The Resident pays a security deposit of ${usd(v.deposit)}, held in a trust account at a North Carolina bank. The Community will refund the deposit, less damage to the Lot and unpaid rent, within 30 days after the tenancy ends.`,
  )
  p(
    `SECTION 7 \u2014 WHO LIVES IN THE HOME. The Resident and these family members only: ${v.occupants.length ? v.occupants.map(([o, age]) => `${o.full} (age ${age})`).join(', ') : 'none'}. A visitor staying more than ${v.guests} days must register at the office.`,
  )
  p(
    'SECTION 8 \u2014 COMMUNITY RULES. The Resident keeps the Lot mowed and free of junk; skirting and tie-downs must meet state rules. Speed limit 10 mph. No more than two vehicles per Lot.',
  )
  p(
    `SECTION 9 \u2014 NOTICES. Notices to the Community go to the Community Office. The Resident may be reached at ${v.phone}${v.email ? ` or ${v.email}` : ''}.`,
  )
  k.gap(6)
  p(`Signed this ${dt(v.signed).ordinalOf}.`)
  signLine(k, `${v.owner}, by ${v.ownerManager.full}, Manager`, L, 280)
  for (const t of v.tenants) signLine(k, `Resident: ${t.full}`, L + W - 210, 210)
  return {
    pdf: await w.save(),
    truth: {
      tenants: v.tenants,
      additionalOccupants: v.occupants.length ? v.occupants.map(([o]) => o) : null,
      tenantEmail: v.email,
      tenantPhone: v.phone,
      premisesAddress: `${v.street}, ${v.lot}, ${v.city}`,
      leaseType: 'fixed-term',
      startDate: v.start,
      endDate: v.end,
      terminationDateText: dt(v.end).long,
      monthlyRent: v.rent,
      securityDeposit: v.deposit,
      rentDueDay: 1,
      maxGuestStayDays: v.guests,
      housingProvider: v.owner,
      mailingAddress: v.office,
      acceptedPaymentMethods: ['Check', 'Money Order', 'Cash'],
      lateFeePercentage: 5,
      gracePeriodDays: 5,
      nsfFeeFirst: v.nsf,
      rentDueDescription: 'due on the first day of each month',
      paymentRecipient: v.park,
      paymentAddress: v.office,
      officeHours: v.hours,
      nsfPolicy: `A fee of ${usd(v.nsf)} will be charged for any check returned for insufficient funds.`,
      depositReturnDays: 30,
      depositReturnCondition:
        'less damage to the Lot and unpaid rent, within 30 days after the tenancy ends',
      _notes: [
        'Lot lease for a resident-owned manufactured home: the premises are the Lot ("Lot N" before the street in the text; after the street in the truth). The home description is a distractor.',
        'Lot rent in words and figures with the annual total as a distractor. Payment "to the order of" the community name (not the owner LLC), by drop box or at the office; the office is both payment and notice address.',
        'Late when unpaid five days after it is due: gracePeriodDays 5, 5%. Personal checks are refused only after a returned check, so Check is listed.',
        'Family members with ages are occupants, not residents. maxGuestStayDays is the registration threshold.',
        ...v.notes,
      ],
    },
  }
}

export const template: Template = {
  id: 'north_carolina_lot_lease',
  title: 'North Carolina manufactured home community lot rental agreement',
  exercises:
    'mobile-home lot lease ("Lot 17" before the street), home description as a distractor, lot rent in words with annual total, payment "to the order of" the community name into a drop box, cash/check/money order with a refusal after a returned check, occupants with ages, LLC owner signing by its manager, ordinal signing date',
  docs: [
    {
      name: 'tw4_nc_lot_lease_fayetteville',
      build: () =>
        build({
          park: 'Longleaf Pines Manufactured Home Community',
          owner: 'Longleaf Pines MHC LLC',
          ownerManager: person('Garland', 'Tisdale'),
          office: '4410 Old Wire Road, Fayetteville, NC 28306',
          hours: 'Monday\u2013Saturday 9 a.m. to 4 p.m.',
          tenants: [person('Shauna', 'McGillicuddy'), person('Terrence', 'Oxendine')],
          occupants: [
            [person('Kaylee', 'Oxendine'), 9],
            [person('Mason', 'Oxendine'), 6],
          ],
          phone: '(910) 555-0157',
          email: null,
          home: 'a 2009 Clayton single-wide, serial no. CLT-0447731-NC',
          lot: 'Lot 17',
          street: '4410 Old Wire Road',
          city: 'Fayetteville, NC 28306',
          start: '2027-04-01',
          end: '2028-03-31',
          rent: 425,
          deposit: 425,
          nsf: 25,
          guests: 14,
          signed: '2027-03-22',
          notes: [
            'The lot is at the same street address as the community office, which is also where rent is paid.',
          ],
        }),
    },
    {
      name: 'tw4_nc_lot_lease_greensboro_scan',
      scan: { dpi: 150, rotate: -1.4, contrast: 0.8, noise: 14, seed: 4417, quality: 50 },
      build: () =>
        build({
          park: 'Reedy Fork Mobile Estates',
          owner: 'Reedy Fork Land Company LLC',
          ownerManager: person('Opal', 'Brightwater'),
          office: '6120 Lake Brandt Road, Greensboro, NC 27455',
          hours: 'weekdays 8:30 to 5:00',
          tenants: [person('Ignacio', 'Barrientos')],
          occupants: [],
          phone: '(336) 555-0185',
          email: 'ibarrientos@example.net',
          home: 'a 2016 Fleetwood double-wide, HUD label NCR 8810342',
          lot: 'Lot 44',
          street: '220 Foxfire Lane',
          city: 'Greensboro, NC 27455',
          start: '2027-07-01',
          end: '2028-06-30',
          rent: 390,
          deposit: 300,
          nsf: 25,
          guests: 10,
          signed: '2027-06-12',
          notes: [
            'One resident, no other occupants; the lot is on an interior street of the park, the office on the main road.',
          ],
        }),
    },
  ],
}
