import {
  PdfWriter,
  fontsFor,
  flow,
  fill,
  footers,
  rect,
  dt,
  plain,
  person,
  BLUE,
  type Person,
  type Built,
} from '../lib'
import type { Template } from '../template'

type V = {
  owner: string
  ownerCo: string | null
  ownerAddr: string
  tenants: Person[]
  apt: string
  building: string
  premises: string
  years: string
  start: string
  end: string
  rent: number
  deposit: number
  graceDays: number
  lateFee: number
  nsf: number
  signed: string
  notes: string[]
}

const build = async (v: V): Promise<Built> => {
  const w = await PdfWriter.create(true)
  const f = await fontsFor(w)
  const W = w.width - 2 * w.margin
  w.page.drawText('STANDARD FORM OF APARTMENT LEASE', {
    x: w.margin,
    y: w.y,
    size: 15,
    font: w.bold,
  })
  w.page.drawText('Free Market — New York', {
    x: w.width - w.margin - 110,
    y: w.y + 2,
    size: 9,
    font: f.italic,
  })
  w.y -= 12
  w.page.drawText("The Real Property Owners' Exchange of Greater New York — Form NY-A7 (2025)", {
    x: w.margin,
    y: w.y,
    size: 7.5,
    font: w.regular,
  })
  w.y -= 14
  // boxed preamble
  const top = w.y + 8
  w.y -= 4
  const o = { size: 9.5, x: w.margin + 8, width: W - 16, leading: 1.55 }
  flow(
    w,
    f,
    [
      'PREAMBLE: This Lease is dated',
      fill(dt(v.signed).long, 90),
      'for Apartment',
      fill(v.apt, 30),
      'on the',
      fill(v.apt.replace(/\D.*/, '') === '' ? null : ordinalFloor(v.apt), 30),
      'floor at',
      fill(v.building, 190),
      '(the "Building").',
    ],
    o,
  )
  flow(w, f, ['OWNER:', fill(v.owner, 200), v.ownerCo ? 'c/o' : '', fill(v.ownerCo, 120)], o)
  flow(w, f, ["Owner's address for notices and rent:", fill(v.ownerAddr, 220)], o)
  flow(
    w,
    f,
    [
      'TENANT(S) (Last name, First name):',
      fill(v.tenants.map((p) => `${p.last.toUpperCase()}, ${p.first}`).join('; '), 180),
    ],
    o,
  )
  flow(
    w,
    f,
    [
      'TERM:',
      fill(v.years, 50),
      'beginning on',
      fill(dt(v.start).long, 90),
      'and ending on',
      fill(dt(v.end).long, 90),
      '.',
    ],
    o,
  )
  flow(
    w,
    f,
    [
      'YEARLY RENT: $',
      fill(plain(v.rent * 12), 60),
      'payable in equal monthly installments of $',
      fill(plain(v.rent), 55),
      'in advance on the first day of each month.',
    ],
    o,
  )
  flow(
    w,
    f,
    ['SECURITY DEPOSIT: $', fill(plain(v.deposit), 55), "(not more than one month's rent)"],
    o,
  )
  rect(w.page, w.margin, w.y + 4, W, top - w.y - 4)
  w.y -= 10
  const p = [
    "1. Use. The Apartment must be used only as a private apartment to live in as Tenant's primary residence and for no other reason. Only a party signing this Lease, and the spouse and children of that party, may use the Apartment, together with others permitted by Real Property Law §235-f.",
    `2. Rent. Tenant must pay Owner the rent, in advance, on the first day of each month either at Owner's office or at another place that Owner may inform Tenant of by written notice. Tenant must pay the first month's rent to Owner when Tenant signs this Lease. Owner need not give notice to pay the rent. Rent must be paid in full and no amount subtracted from it.`,
    `3. Late charge. If any payment of rent is not received within ${v.graceDays} days after its due date, Tenant shall pay a late charge of $${plain(v.lateFee)}, which is the maximum amount permitted by Real Property Law §238-a. Tenant shall pay $${plain(v.nsf)} for each check returned by Tenant's bank.`,
    '4. Security. Tenant has given Owner the security deposit stated above. It will be deposited in a bank account in New York State. Within fourteen (14) days after Tenant vacates the Apartment, Owner shall provide Tenant an itemized statement indicating the basis for the amount of the deposit retained, if any, and shall return any remaining portion of the deposit to Tenant.',
    '5. Utilities. Tenant must pay for all electric, gas, telephone and other utility services used in the Apartment and arrange for them with the public utility company. Owner will supply heat and hot water as required by law.',
    "6. Repairs. Tenant must take good care of the Apartment and all equipment and fixtures in it. Tenant must, at Tenant's cost, make all repairs and replacements whenever the need results from Tenant's act or neglect. Owner shall make repairs required by law within a reasonable time after notice.",
    "7. Alterations. Tenant must obtain Owner's prior written consent to install any paneling, flooring, built-in decorations, partitions or railings, or make any alterations to the Apartment.",
    "8. Access. Owner may enter the Apartment at reasonable hours to make repairs, to inspect, or to show it to prospective purchasers or tenants, upon at least 24 hours' notice except in an emergency.",
    "9. Assignment and subletting. Tenant must not assign this Lease or sublet the Apartment without Owner's advance written consent in each instance, which shall be requested and given or withheld as provided in Real Property Law §226-b.",
    '10. Window guards. Owner is required by law to install window guards in an apartment if a child 10 years of age or younger lives in the Apartment. Tenant must notify Owner in writing of any such child.',
    "11. Notices. Any notice from Owner or Tenant shall be in writing. A notice to Owner must be sent to Owner's address for notices stated above.",
    '12. Fire or casualty. If the Apartment becomes unusable, in part or totally, because of fire, accident or other casualty, the rent will be reduced in proportion to the part that cannot be used.',
    '13. Bed bug disclosure. Owner has attached the bed bug infestation history of the Apartment and the Building for the preceding year as required by law.',
    '14. Renewal. Owner shall give Tenant written notice of any intent to renew or not renew this Lease, or of any rent increase of 5% or more, at least 30, 60 or 90 days before the end of the term, as required by Real Property Law §226-c.',
    '15. Entire agreement. Tenant has read this Lease. All promises made by the Owner are in this Lease. There are no others. This Lease may be changed only by a writing signed by both parties.',
  ]
  w.columns(p, 8)
  w.y -= 10
  if (w.y < 200) w.newPage()
  w.page.drawText("Signatures, Initial Deposits and Owner's Acceptance", {
    x: w.margin,
    y: w.y,
    size: 10,
    font: w.bold,
  })
  w.y -= 20
  const sig = (role: string, name: string) => {
    w.page.drawLine({
      start: { x: w.margin, y: w.y },
      end: { x: w.margin + 220, y: w.y },
      thickness: 0.5,
    })
    w.page.drawText(`${role}: ${name}`, { x: w.margin, y: w.y - 10, size: 8, font: w.regular })
    w.page.drawText(dt(v.signed).us, {
      x: w.margin + 260,
      y: w.y + 2,
      size: 9,
      font: f.mono,
      color: BLUE,
    })
    w.page.drawLine({
      start: { x: w.margin + 255, y: w.y },
      end: { x: w.margin + 340, y: w.y },
      thickness: 0.5,
    })
    w.page.drawText('Date', { x: w.margin + 255, y: w.y - 10, size: 8, font: w.regular })
    w.y -= 36
  }
  for (const t of v.tenants) sig('Tenant', `${t.last.toUpperCase()}, ${t.first}`)
  sig('Owner', v.owner)
  footers(w, w.regular, (i, n) => `NY-A7 Apartment Lease    ${i}/${n}`, { align: 'right' })
  return {
    pdf: await w.save(),
    truth: {
      tenants: v.tenants,
      premisesAddress: v.premises,
      leaseType: 'fixed-term',
      startDate: v.start,
      endDate: v.end,
      terminationDateText: dt(v.end).long,
      monthlyRent: v.rent,
      securityDeposit: v.deposit,
      rentDueDay: 1,
      managementCompany: v.ownerCo,
      housingProvider: v.owner,
      mailingAddress: v.ownerAddr,
      gracePeriodDays: v.graceDays,
      nsfFeeFirst: v.nsf,
      rentDueDescription: 'in advance on the first day of each month',
      paymentRecipient: v.owner,
      paymentAddress: v.ownerAddr,
      nsfPolicy: `Tenant shall pay $${plain(v.nsf)} for each check returned by Tenant's bank.`,
      depositReturnDays: 14,
      depositReturnCondition:
        'Within fourteen (14) days after Tenant vacates the Apartment, Owner shall provide Tenant an itemized statement indicating the basis for the amount of the deposit retained, if any, and shall return any remaining portion of the deposit to Tenant',
      _notes: [
        'Tenants are written "LAST, First" in capitals in the preamble and at the signatures; the truth gives them in natural order and case.',
        'Monthly rent is the installment; the preamble also states the yearly rent (12 x monthly). Late charge is a flat amount, so lateFeePercentage is null.',
        'The preamble gives the "Owner\'s address for notices and rent": it is both mailingAddress and paymentAddress; rent is paid to the Owner.',
        'Clauses are set in two newspaper columns.',
        ...v.notes,
      ],
    },
  }
}

const ordinalFloor = (apt: string) => {
  const n = parseInt(apt, 10)
  const f = n >= 100 ? Math.floor(n / 100) : n
  return `${f}${f === 1 ? 'st' : f === 2 ? 'nd' : f === 3 ? 'rd' : 'th'}`
}

export const template: Template = {
  id: 'new_york_standard',
  title:
    'New York standard-form apartment lease: boxed preamble and two-column small-print clauses',
  exercises:
    'New York standard form, boxed preamble, tenants in "LAST, First" form, owner c/o managing agent, two-column clauses',
  docs: [
    {
      name: 'ny_standard_lease_brooklyn',
      build: () =>
        build({
          owner: '418 Prospect Place Owners LLC',
          ownerCo: 'Halcyon Residential Management Corp.',
          ownerAddr: '26 Court Street, Suite 1902, Brooklyn, NY 11242',
          tenants: [person('Wei', 'Chen'), person('Adaeze', 'Okafor-Lindgren')],
          apt: '3R',
          building: '418 Prospect Place, Brooklyn, New York 11238',
          premises: '418 Prospect Place, Apt 3R, Brooklyn, NY 11238',
          years: 'one (1) year',
          start: '2026-09-01',
          end: '2027-08-31',
          rent: 3450,
          deposit: 3450,
          graceDays: 5,
          lateFee: 50,
          nsf: 20,
          signed: '2026-08-11',
          notes: [
            'Premises address is assembled from the preamble: Apartment 3R (3rd floor) at the Building address.',
          ],
        }),
    },
    {
      name: 'ny_standard_lease_manhattan_photo',
      scan: {
        dpi: 170,
        rotate: 2.4,
        shear: 0.015,
        contrast: 0.9,
        noise: 8,
        lighting: 0.35,
        photo: true,
        seed: 99,
        quality: 55,
      },
      build: () =>
        build({
          owner: 'Marguerite Delacroix-Benn',
          ownerCo: null,
          ownerAddr: 'P.O. Box 1287, Old Chelsea Station, New York, NY 10113',
          tenants: [person('Tobias', 'Engstrom')],
          apt: '5C',
          building: '311 West 94th Street, New York, NY 10025',
          premises: '311 West 94th Street, Apt 5C, New York, NY 10025',
          years: 'two (2) years',
          start: '2027-02-01',
          end: '2029-01-31',
          rent: 2995,
          deposit: 2995,
          graceDays: 5,
          lateFee: 50,
          nsf: 25,
          signed: '2027-01-12',
          notes: [
            'Photographed page: rotated, skewed, uneven light, darker desk around the page. Individual owner, no managing agent.',
          ],
        }),
    },
  ],
}
