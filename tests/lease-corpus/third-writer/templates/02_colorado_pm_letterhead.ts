import { rgb } from 'pdf-lib'
import { dt, person, usd, type Built, type Person } from '../../former-heldout/lib'
import type { Template } from '../../former-heldout/template'
import { kit } from '../kit'

type V = {
  manager: string
  office: string
  box: string
  hotline: string
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
  petRent: number
  nsf: number
  guestDays: number
  signed: string
  notes: string[]
}

const build = async (v: V): Promise<Built> => {
  const k = await kit({ margin: 56, size: 9.2 })
  const { w, f, L, W, p } = k
  w.page.drawRectangle({
    x: 0,
    y: w.height - 74,
    width: w.width,
    height: 74,
    color: rgb(0.16, 0.3, 0.27),
  })
  w.page.drawText(v.manager.toUpperCase(), {
    x: L,
    y: w.height - 36,
    size: 15,
    font: f.sansBold,
    color: rgb(1, 1, 1),
  })
  w.page.drawText(`Leasing office ${v.office}   |   Payments ${v.box}`, {
    x: L,
    y: w.height - 52,
    size: 7.6,
    font: f.sans,
    color: rgb(1, 1, 1),
  })
  w.page.drawText(`24-hour maintenance line ${v.hotline}  (emergencies only; not for notices)`, {
    x: L,
    y: w.height - 63,
    size: 7.6,
    font: f.sans,
    color: rgb(1, 1, 1),
  })
  w.y = w.height - 100
  k.centre('Single-Family Home Lease', 12.5, f.sansBold)
  k.gap(4)
  const [tl, ...rest] = v.tenants
  k.table(
    [
      ['Residents', v.tenants.map((t) => t.full).join(', ')],
      ['Other occupants', v.occupants.length ? v.occupants.map((o) => o.full).join(', ') : 'None'],
      ['Home', v.premises],
      ['Lease runs', `${dt(v.start).monthShort} through ${dt(v.end).monthShort}`],
      ['Monthly rent', `${usd(v.rent)}, due the 1st`],
      ['Pet rent', v.petRent ? `${usd(v.petRent)} per month, in addition to rent` : 'n/a'],
      ['Security deposit', usd(v.deposit)],
      ['Owner', `${v.owner} (Manager signs as Owner's agent)`],
    ],
    [0.26, 0.74],
  )
  const cl = (n: number, head: string, body: string) => p([`${n}. ${head}. ${body}`])
  cl(
    1,
    'Agency',
    `${v.manager} ("Manager") manages the Home for the Owner named above and acts for the Owner in all matters under this Lease. "Resident" means each person listed as a Resident; each is jointly and severally liable.`,
  )
  cl(
    2,
    'Rent',
    `Rent of ${usd(v.rent)} is due in advance on or before the first day of each month. Rent is paid through the resident portal, or by cashier's check or money order mailed to Manager at ${v.box}. Manager does not accept cash or personal checks.`,
  )
  cl(
    3,
    'Late fee',
    `If rent is not received within seven (7) calendar days after it is due, Resident shall pay a late fee of five percent (5%) of the past-due rent. Manager will not charge more than one late fee per month.`,
  )
  cl(
    4,
    'Returned payments',
    `A returned or reversed payment costs Resident ${usd(v.nsf)}, and Manager may thereafter require certified funds.`,
  )
  cl(
    5,
    'Security deposit',
    `Manager holds the deposit in trust for the Owner. Within sixty (60) days after the Lease ends and Resident surrenders the Home, Manager will return the deposit or give a written statement listing the exact reasons for retaining any portion.`,
  )
  cl(
    6,
    'Pets',
    v.petRent
      ? `One dog approved. Pet rent is charged monthly with rent and is not a deposit.`
      : 'No animals without a written pet agreement.',
  )
  cl(
    7,
    'Guests',
    `Guests may stay no longer than ${v.guestDays} nights in a row without Manager's written approval.`,
  )
  cl(
    8,
    'Utilities',
    'Resident places all utilities in Resident\u2019s name from the start date, except trash, which Owner pays.',
  )
  cl(
    9,
    'Maintenance',
    'Report routine repairs through the portal. Use the maintenance line only for emergencies (no heat, water leak, gas smell).',
  )
  cl(
    10,
    'Lawn and snow',
    'Resident waters, mows and clears walks of snow within 24 hours after snowfall.',
  )
  cl(
    11,
    'Notices',
    `Notices to Owner or Manager go to Manager at ${v.office}, during office hours (${v.hours}). Notices to Resident go to the Home, or to ${tl!.full} by phone at ${v.phone} or e-mail at ${v.email}.`,
  )
  cl(
    12,
    'Whole agreement',
    'This Lease, the move-in condition report and the lead-based paint disclosure are the whole agreement.',
  )
  k.gap(8)
  p(`Signed ${dt(v.signed).long}.`)
  for (const t of [tl!, ...rest]) {
    w.page.drawLine({
      start: { x: L, y: w.y - 4 },
      end: { x: L + 220, y: w.y - 4 },
      thickness: 0.4,
    })
    w.y -= 14
    k.line(`Resident ${t.full}`, 8.6)
  }
  w.page.drawLine({
    start: { x: L + W - 220, y: w.y + 10 },
    end: { x: L + W, y: w.y + 10 },
    thickness: 0.4,
  })
  k.line(`${v.manager}, as agent for Owner`, 8.6, w.regular, L + W - 220)
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
      terminationDateText: dt(v.end).monthShort,
      monthlyRent: v.rent,
      securityDeposit: v.deposit,
      rentDueDay: 1,
      maxGuestStayDays: v.guestDays,
      managementCompany: v.manager,
      housingProvider: v.owner,
      mailingAddress: v.office,
      acceptedPaymentMethods: ['Online Portal', "Cashier's Check", 'Money Order'],
      lateFeePercentage: 5,
      gracePeriodDays: 7,
      nsfFeeFirst: v.nsf,
      rentDueDescription: 'due in advance on or before the first day of each month',
      paymentRecipient: v.manager,
      paymentAddress: v.box,
      officeHours: v.hours,
      nsfPolicy: `A returned or reversed payment costs Resident ${usd(v.nsf)}, and Manager may thereafter require certified funds.`,
      depositReturnDays: 60,
      depositReturnCondition:
        'Within sixty (60) days after the Lease ends and Resident surrenders the Home, Manager will return the deposit or give a written statement listing the exact reasons for retaining any portion',
      _notes: [
        'Property-manager letterhead with a leasing office suite, a payments P.O. box and a 24-hour maintenance line (the maintenance phone is a distractor, not a tenant or manager contact field).',
        'Notices go to the office suite (mailingAddress); mailed rent goes to the P.O. box (paymentAddress).',
        'Tenant phone and e-mail appear only in the Notices clause. Pet rent is monthly and separate from rent; not part of monthlyRent.',
        'Late fee 5% after seven calendar days: lateFeePercentage 5, gracePeriodDays 7.',
        ...v.notes,
      ],
    },
  }
}

export const template: Template = {
  id: 'colorado_pm_letterhead',
  title:
    'Colorado property-manager single-family home lease with a coloured letterhead and a summary table',
  exercises:
    'manager letterhead with suite, P.O. box and maintenance hotline, owner named in a summary table, percentage late fee, pet rent, tenant contacts only in the notices clause, 1–3 residents and occupants',
  docs: [
    {
      name: 'tw3_co_pm_house_lease_aurora',
      build: () =>
        build({
          manager: 'Front Range Residential Partners',
          office: '1600 Champa Street, Suite 410, Denver, CO 80202',
          box: 'P.O. Box 18844, Denver, CO 80218',
          hotline: '(303) 555-0111',
          hours: 'Monday through Friday, 9:00 a.m. to 5:30 p.m.',
          owner: 'Highline Canal Homes II LLC',
          tenants: [
            person('Magnus', 'Feld'),
            person('Tamsin', 'Oyelaran'),
            person('Ruairi', 'Begay'),
          ],
          occupants: [],
          phone: '(720) 555-0138',
          email: 'magnus.feld@example.net',
          premises: '15942 E Dartmouth Avenue, Aurora, CO 80013',
          start: '2027-04-01',
          end: '2028-03-31',
          rent: 2740,
          deposit: 3000,
          petRent: 40,
          nsf: 20,
          guestDays: 10,
          signed: '2027-03-19',
          notes: ['Three residents, no other occupants.'],
        }),
    },
    {
      name: 'tw3_co_pm_house_lease_fort_collins',
      build: () =>
        build({
          manager: 'Poudre Valley Home Management',
          office: '215 W Oak Street, Suite 3B, Fort Collins, CO 80521',
          box: 'P.O. Box 272011, Fort Collins, CO 80527',
          hotline: '(970) 555-0102',
          hours: 'weekdays 8:30 a.m.\u20135:00 p.m.',
          owner: 'Annelise Vantongeren',
          tenants: [person('Delphine', 'Okafor-Marsh')],
          occupants: [person('Zion', 'Marsh'), person('Ada', 'Marsh')],
          phone: '(970) 555-0175',
          email: 'delphine.om@example.org',
          premises: '1208 Laporte Avenue, Fort Collins, CO 80521',
          start: '2027-06-15',
          end: '2028-06-14',
          rent: 2310,
          deposit: 2310,
          petRent: 0,
          nsf: 20,
          guestDays: 7,
          signed: '2027-06-02',
          notes: [
            'One resident and two minor occupants (not residents). Term starts mid-month but rent is due on the first.',
          ],
        }),
    },
  ],
}
