import {
  PdfWriter,
  fontsFor,
  flow,
  need,
  dt,
  usd,
  ordinal,
  footers,
  person,
  type Person,
  type Built,
  type Seg,
} from '../../former-heldout/lib'
import type { Template } from '../../former-heldout/template'

type V = {
  owner: string
  broker: string
  office: string
  lockbox: string
  hours: string
  tenants: { p: Person; phone: string | null; email: string | null }[]
  occupants: Person[]
  premises: string
  county: string
  start: string
  end: string
  rent: number
  deposit: number
  due: number
  lateDay: number
  late: number
  nsf: number
  zelle: string | null
  methods: string
  methodNames: string[]
  signed: string
  notes: string[]
}

const build = async (v: V): Promise<Built> => {
  const w = await PdfWriter.create(true)
  const f = await fontsFor(w)
  const L = 60
  const W = w.width - 2 * L
  w.y = w.height - 52
  const c = (t: string, size: number, font = w.bold) => {
    w.page.drawText(t, { x: (w.width - font.widthOfTextAtSize(t, size)) / 2, y: w.y, size, font })
    w.y -= size + 4
  }
  c(v.broker.toUpperCase(), 11, f.sansBold)
  c(`${v.office}  ·  Licensed Real Estate Brokerage`, 8, f.sans)
  w.y -= 10
  c('RESIDENTIAL LEASE AGREEMENT', 13)
  w.y -= 6
  const o = { size: 10, x: L, width: W, leading: 1.42, after: 6, bottom: 60 }
  const p = (segs: Seg[]) => flow(w, f, segs, o)
  const names = v.tenants.map((t) => t.p.full)
  p([
    `This Residential Lease Agreement is made this ${dt(v.signed).ordinalOf} between ${v.owner} ("Landlord"), acting through its property manager and broker, ${v.broker} ("Broker"), and ${names.join(' and ')} ("Tenant"). In consideration of the mutual promises below, Landlord and Tenant agree as follows:`,
  ])
  let n = 0
  const s = (head: string, body: string) => {
    n++
    need(w, 36)
    p([`Section ${n}. ${head}.`, body])
  }
  s(
    'Property',
    `Landlord leases to Tenant the property located at ${v.premises}, ${v.county} County, Georgia (the "Property").`,
  )
  s(
    'Term',
    `The term of this Lease begins on ${dt(v.start).long} and ends at noon on ${dt(v.end).long}. Either party may decline to renew by giving the other at least sixty (60) days' written notice before the end of the term; otherwise the Lease continues month to month.`,
  )
  s(
    'Rent',
    `Tenant shall pay monthly rent of ${usd(v.rent)}, due on or before the ${ordinal(v.due)} day of each month. Rent shall be paid to Broker ${v.methods}${v.zelle ? `, or by Zelle to ${v.zelle}` : ''}. Payments delivered in person are accepted at ${v.office} during office hours, ${v.hours}. Payments may be placed in the drop box or mailed to ${v.lockbox}.`,
  )
  s(
    'Late Payment',
    `If rent is not paid in full by 5:00 p.m. on the ${ordinal(v.lateDay)} day of the month, Tenant shall pay a late charge of ${usd(v.late)}. Landlord is not required to accept rent after the ${ordinal(v.lateDay + 5)} day of the month unless accompanied by all late charges.`,
  )
  s(
    'Returned Checks',
    `For each check returned for any reason Tenant shall pay ${usd(v.nsf)} in addition to any late charge, and all later payments shall be made by certified funds.`,
  )
  s(
    'Security Deposit',
    `Tenant has paid a security deposit of ${usd(v.deposit)}, held by Broker in its escrow account. Within one month after Tenant surrenders the Property, Landlord shall return the deposit to Tenant, less any sums lawfully retained, together with a written statement listing the exact reasons for any retention, as provided in O.C.G.A. § 44-7-34.`,
  )
  s(
    'Occupants',
    v.occupants.length
      ? `The Property shall be occupied only by Tenant and the following: ${v.occupants.map((o2) => o2.full).join(', ')}.`
      : 'The Property shall be occupied only by Tenant.',
  )
  s(
    'Guests',
    'Tenant shall not permit any guest to stay more than seven (7) days in a row without the written permission of Broker.',
  )
  s(
    'Utilities',
    "Tenant shall place in Tenant's name and pay for all utilities, including electricity, gas, water and sewer, trash and internet service, before the start of the term.",
  )
  s(
    'Repairs and Maintenance',
    'Tenant shall report all needed repairs to Broker in writing or through the maintenance line. Tenant shall replace air filters monthly, keep drains clear and maintain the yard. Tenant is responsible for damage caused by Tenant, occupants, guests or pets.',
  )
  s(
    'Pets',
    'No animals are permitted on the Property without a signed pet addendum and payment of any pet fee, except assistance animals.',
  )
  s(
    'Flooding Disclosure',
    'Landlord discloses that, to its knowledge, no portion of the living space of the Property has been damaged by flooding three or more times in the past five years.',
  )
  s(
    'Right of Entry',
    'Broker and Landlord may enter the Property at reasonable times to inspect, repair, or show it, with advance notice except in an emergency.',
  )
  s(
    'Default',
    'If Tenant fails to pay rent when due or otherwise breaches this Lease, Landlord may terminate the Lease and seek possession through the dispossessory procedures of Georgia law.',
  )
  s(
    'Notices',
    `All notices to Landlord shall be given to Broker at ${v.office}. Notices to Tenant shall be given at the Property or at the contact information below Tenant's signature.`,
  )
  s(
    'Agency Disclosure',
    `${v.broker} represents Landlord in this transaction as Landlord's agent and property manager.`,
  )
  s(
    'Entire Agreement',
    'This Lease and its exhibits are the entire agreement between the parties and may be amended only in writing signed by them. Time is of the essence.',
  )
  need(w, 70 + 58 * v.tenants.length)
  w.y -= 12
  const sig = (who: string, extra: string[], y: number) => {
    w.page.drawLine({ start: { x: L, y }, end: { x: L + 250, y }, thickness: 0.5 })
    w.page.drawText(who, { x: L, y: y - 11, size: 9, font: w.regular })
    extra.forEach((e, i) =>
      w.page.drawText(e, { x: L + 280, y: y + 2 - i * 12, size: 9, font: w.regular }),
    )
  }
  v.tenants.forEach((t, i) =>
    sig(`TENANT: ${t.p.full}`, [`Cell: ${t.phone ?? ''}`, `Email: ${t.email ?? ''}`], w.y - i * 52),
  )
  sig(
    `LANDLORD: ${v.owner}, by ${v.broker}, Broker`,
    [`Date: ${dt(v.signed).us}`],
    w.y - v.tenants.length * 52,
  )
  footers(w, f.sans, (i, m) => `Tenant initials ____ ____    Page ${i} of ${m}`)
  const t0 = v.tenants[0]
  return {
    pdf: await w.save(),
    truth: {
      tenants: v.tenants.map((t) => t.p),
      additionalOccupants: v.occupants.length ? v.occupants : null,
      tenantEmail: t0?.email ?? null,
      tenantPhone: t0?.phone ?? null,
      premisesAddress: v.premises,
      leaseType: 'fixed-term',
      startDate: v.start,
      endDate: v.end,
      terminationDateText: dt(v.end).long,
      monthlyRent: v.rent,
      securityDeposit: v.deposit,
      rentDueDay: v.due,
      maxGuestStayDays: 7,
      managementCompany: v.broker,
      housingProvider: v.owner,
      mailingAddress: v.office,
      acceptedPaymentMethods: v.methodNames,
      zelleNumber: v.zelle,
      gracePeriodDays: v.lateDay,
      nsfFeeFirst: v.nsf,
      rentDueDescription: `due on or before the ${ordinal(v.due)} day of each month`,
      paymentRecipient: v.broker,
      paymentAddress: v.lockbox,
      officeHours: v.hours,
      nsfPolicy: `For each check returned for any reason Tenant shall pay ${usd(v.nsf)} in addition to any late charge, and all later payments shall be made by certified funds.`,
      depositReturnDays: 30,
      depositReturnCondition:
        'Within one month after Tenant surrenders the Property, Landlord shall return the deposit to Tenant, less any sums lawfully retained, together with a written statement listing the exact reasons for any retention',
      _notes: [
        "Typed (not fill-in) lease on a brokerage letterhead; the broker is property manager and payee. Notices go to the broker's office (mailingAddress); mailed rent goes to a P.O. box (paymentAddress).",
        `Late after 5:00 p.m. on the ${ordinal(v.lateDay)} with rent due on the ${ordinal(v.due)}: gracePeriodDays ${v.lateDay} (the day-number reading: with rent due on the 1st, "late after the Nth" is commonly called an N-day grace period). Flat late charge.`,
        'Deposit returned "within one month": depositReturnDays 30 (judgement).',
        "Tenant phones and e-mails appear only beside the signatures; the first tenant's are the tenant contact.",
        ...v.notes,
      ],
    },
  }
}

export const template: Template = {
  id: 'georgia_broker_lease',
  title: 'Georgia residential lease on a brokerage letterhead, typed in numbered sections',
  exercises:
    'Georgia word-processor lease from a broker-manager, ordinal signing date, Zelle number, payment P.O. box vs office, contacts only at the signatures, "within one month" deposit return',
  docs: [
    {
      name: 'ga_broker_lease_macon',
      build: () =>
        build({
          owner: 'Ocmulgee Heritage Rentals, LLC',
          broker: 'Vineville Realty Group',
          office: '2484 Ingleside Avenue, Suite 201, Macon, GA 31204',
          lockbox: 'P.O. Box 4417, Macon, GA 31208',
          hours: 'Monday–Friday, 9:00 a.m. to 5:00 p.m.',
          tenants: [
            {
              p: person('Thaddeus', 'Okafor-Lyle'),
              phone: '(478) 555-0131',
              email: 'thad.okafor@example.com',
            },
            { p: person('Seraphina', 'Goins'), phone: '(478) 555-0159', email: null },
          ],
          occupants: [person('Ezra', 'Goins')],
          premises: '1786 Hardeman Avenue, Macon, GA 31201',
          county: 'Bibb',
          start: '2027-02-01',
          end: '2028-01-31',
          rent: 1325,
          deposit: 1325,
          due: 1,
          lateDay: 5,
          late: 65,
          nsf: 30,
          zelle: '(478) 555-0100',
          methods: "by personal check, cashier's check or money order",
          methodNames: ['Check', "Cashier's Check", 'Money Order', 'Zelle'],
          signed: '2027-01-18',
          notes: [],
        }),
    },
    {
      name: 'ga_broker_lease_athens_faint_scan',
      scan: { dpi: 200, rotate: -1.2, contrast: 0.45, noise: 8, seed: 707, quality: 52 },
      build: () =>
        build({
          owner: 'Cordelia Whitlock Ames',
          broker: 'Five Points Leasing & Realty',
          office: '1550 S. Lumpkin Street, Suite B, Athens, GA 30606',
          lockbox: 'P.O. Box 80261, Athens, GA 30608',
          hours: 'weekdays 10 a.m.–6 p.m.',
          tenants: [
            {
              p: person('Lorcan', 'Abernathy'),
              phone: '(706) 555-0117',
              email: 'lorcan.abernathy@example.org',
            },
          ],
          occupants: [],
          premises: '395 Pulaski Street, Unit 7, Athens, GA 30601',
          county: 'Clarke',
          start: '2026-12-01',
          end: '2027-07-31',
          rent: 1090,
          deposit: 800,
          due: 1,
          lateDay: 3,
          late: 50,
          nsf: 35,
          zelle: null,
          methods: "by money order or cashier's check",
          methodNames: ['Money Order', "Cashier's Check"],
          signed: '2026-11-24',
          notes: [
            'Faint, low-contrast scan. Individual owner, one tenant, eight-month term, no Zelle.',
          ],
        }),
    },
  ],
}
