import { rgb } from 'pdf-lib'
import { checkbox, dt, person, rect, usd, type Built, type Person } from '../../former-heldout/lib'
import type { Template } from '../../former-heldout/template'
import { kit } from '../kit'

type V = {
  landlordLast: string
  landlordFirst: string
  landlordName: string
  serviceAddr: string
  landlordPhone: string
  tenants: Person[]
  phone: string
  email: string | null
  unit: string
  street: string
  city: string
  postal: string
  premises: string
  start: string
  end: string | null
  rent: number
  due: number
  deposit: number
  petDeposit: number
  signed: string
  notes: string[]
}

const build = async (v: V): Promise<Built> => {
  const k = await kit({ margin: 44, size: 8.8 })
  const { w, f, L, W, p } = k
  w.page.drawRectangle({ x: L, y: w.y - 22, width: W, height: 30, color: rgb(0.15, 0.2, 0.35) })
  w.page.drawText('RESIDENTIAL TENANCY AGREEMENT', {
    x: L + 8,
    y: w.y - 6,
    size: 13,
    font: f.sansBold,
    color: rgb(1, 1, 1),
  })
  w.page.drawText(
    'British Columbia \u2014 Residential Tenancy Act \u2014 Form RTA-1 (private use)',
    { x: L + 8, y: w.y - 17, size: 7.5, font: f.sans, color: rgb(1, 1, 1) },
  )
  w.y -= 40
  // a row of labelled cells: [label, value, width fraction]
  const cells = (row: [string, string, number][]) => {
    let x = L
    for (const [label, value, frac] of row) {
      const cw = frac * W
      rect(w.page, x, w.y - 26, cw, 26)
      w.page.drawText(label, {
        x: x + 3,
        y: w.y - 8,
        size: 6.4,
        font: f.sans,
        color: rgb(0.35, 0.35, 0.35),
      })
      if (value) w.page.drawText(value, { x: x + 4, y: w.y - 21, size: 9, font: f.mono })
      x += cw
    }
    w.y -= 26
  }
  const band = (t: string) => {
    w.y -= 8
    w.page.drawText(t, { x: L, y: w.y, size: 8.6, font: f.sansBold })
    w.y -= 5
  }
  band('LANDLORD')
  cells([
    ['LAST NAME (or business name)', v.landlordLast, 0.5],
    ['FIRST NAME', v.landlordFirst, 0.5],
  ])
  cells([
    ['ADDRESS FOR SERVICE', v.serviceAddr, 0.7],
    ['DAYTIME PHONE', v.landlordPhone, 0.3],
  ])
  band('TENANT(S)')
  v.tenants.forEach((t, i) =>
    cells([
      ['LAST NAME', t.last.toUpperCase(), 0.24],
      ['FIRST NAME', t.first, 0.2],
      ['PHONE', i === 0 ? v.phone : '', 0.18],
      ['EMAIL', i === 0 ? (v.email ?? '') : '', 0.38],
    ]),
  )
  band('RENTAL UNIT')
  cells([
    ['UNIT', v.unit, 0.12],
    ['STREET ADDRESS', v.street, 0.48],
    ['CITY', v.city, 0.22],
    ['POSTAL CODE', v.postal, 0.18],
  ])
  band('TENANCY')
  cells([
    ['START DATE (YYYY-MM-DD)', dt(v.start).iso, 0.3],
    ['END DATE (fixed term only)', v.end ? dt(v.end).iso : '', 0.3],
    ['RENT PER MONTH', usd(v.rent), 0.2],
    ['DUE ON DAY', String(v.due), 0.2],
  ])
  w.y -= 12
  checkbox(w.page, f, L, w.y, v.end === null, 'Month-to-month (periodic)', 8.6)
  checkbox(
    w.page,
    f,
    L + 180,
    w.y,
    v.end !== null,
    'Fixed term \u2014 the tenancy may continue on a month-to-month basis after the end date',
    8.6,
  )
  w.y -= 8
  band('DEPOSITS')
  cells([
    ['SECURITY DEPOSIT', usd(v.deposit), 0.33],
    ['PET DAMAGE DEPOSIT', v.petDeposit ? usd(v.petDeposit) : '', 0.33],
    ['DATE PAID', dt(v.signed).iso, 0.34],
  ])
  w.y -= 12
  p(
    'Rent includes: water, heat, garbage collection. Not included: electricity, internet. The tenant pays rent by cheque or e-transfer to the landlord. A fee of $25.00 may be charged for a late rent payment and $25.00 for a returned cheque, as the Residential Tenancy Regulation allows.',
  )
  p(
    'Within 15 days after the later of the date the tenancy ends and the date the landlord receives the tenant\u2019s forwarding address in writing, the landlord must repay the deposits, with interest, or apply for dispute resolution.',
  )
  w.newPage()
  w.y = w.height - 60
  k.line('STANDARD TERMS (summary)', 10, f.sansBold)
  for (const t of [
    'The landlord may not require more than one half of the first month\u2019s rent as a security deposit, nor more than one half as a pet damage deposit.',
    'The tenant must pay rent on time. If rent is unpaid, the landlord may give a 10 Day Notice to End Tenancy.',
    'The landlord must give 24 hours\u2019 written notice to enter the unit.',
    'Rent may be increased only once in 12 months, with three full months\u2019 notice on the approved form.',
    'The tenant may not assign or sublet without the landlord\u2019s written consent.',
    'Occupants not named as tenants do not acquire the rights of a tenant.',
    'The landlord and tenant must each complete a condition inspection at the start and end of the tenancy.',
  ])
    p(`\u2022 ${t}`)
  k.gap(20)
  k.line('SIGNATURES', 10, f.sansBold)
  k.gap(10)
  for (const who of [`Landlord: ${v.landlordName}`, ...v.tenants.map((t) => `Tenant: ${t.full}`)]) {
    w.page.drawLine({ start: { x: L, y: w.y }, end: { x: L + 240, y: w.y }, thickness: 0.5 })
    w.page.drawText(`${who}        Date: ${dt(v.signed).iso}`, {
      x: L,
      y: w.y - 10,
      size: 8.4,
      font: f.sans,
    })
    w.y -= 32
  }
  return {
    pdf: await w.save(),
    truth: {
      tenants: v.tenants,
      tenantEmail: v.email,
      tenantPhone: v.phone,
      premisesAddress: v.premises,
      leaseType: v.end ? 'fixed-term' : 'month-to-month',
      startDate: v.start,
      endDate: v.end,
      terminationDateText: v.end ? dt(v.end).iso : null,
      monthlyRent: v.rent,
      securityDeposit: v.deposit,
      rentDueDay: v.due,
      housingProvider: v.landlordName,
      mailingAddress: v.serviceAddr,
      acceptedPaymentMethods: ['Check', 'E-Transfer'],
      nsfFeeFirst: 25,
      nsfPolicy:
        'A fee of $25.00 may be charged for a late rent payment and $25.00 for a returned cheque, as the Residential Tenancy Regulation allows.',
      paymentRecipient: v.landlordName,
      depositReturnDays: 15,
      depositReturnCondition:
        'Within 15 days after the later of the date the tenancy ends and the date the landlord receives the tenant\u2019s forwarding address in writing, the landlord must repay the deposits, with interest, or apply for dispute resolution',
      _notes: [
        'British Columbia box form: names split into LAST NAME / FIRST NAME cells (last names in capitals), the rental unit split into unit, street, city and postal-code cells; premisesAddress is assembled from them.',
        'ISO dates in boxes. The pet damage deposit is not the security deposit.',
        'Late fee $25.00 flat, no grace period stated (gracePeriodDays null). Returned cheque $25.00. Interac e-transfer recorded as "E-Transfer".',
        'The landlord\u2019s daytime phone is not a tenant contact. Rent is paid to the landlord; no payment address beyond the address for service is stated as such (paymentAddress null).',
        ...v.notes,
      ],
    },
  }
}

export const template: Template = {
  id: 'british_columbia_boxes',
  title:
    'British Columbia residential tenancy agreement with labelled boxes and a standard-terms page',
  exercises:
    'LAST NAME / FIRST NAME cells, address split over cells, ISO dates, due day other than the 1st, pet damage deposit, month-to-month vs fixed term by check box, scan with a page upside down',
  docs: [
    {
      name: 'tw3_bc_tenancy_agreement_vancouver',
      build: () =>
        build({
          landlordLast: 'KERRISDALE COURT HOLDINGS LTD.',
          landlordFirst: '',
          landlordName: 'Kerrisdale Court Holdings Ltd.',
          serviceAddr: '2150 W 41st Avenue, Suite 400, Vancouver, BC V6M 1Z6',
          landlordPhone: '604-555-0118',
          tenants: [person('Haruki', 'Lindgren'), person('Esperanza', 'Mwangi')],
          phone: '604-555-0157',
          email: 'haruki.lindgren@example.com',
          unit: '304',
          street: '2075 W 43rd Avenue',
          city: 'Vancouver, BC',
          postal: 'V6M 2C9',
          premises: '304-2075 W 43rd Avenue, Vancouver, BC V6M 2C9',
          start: '2027-05-01',
          end: '2028-04-30',
          rent: 2480,
          due: 1,
          deposit: 1240,
          petDeposit: 600,
          signed: '2027-04-09',
          notes: [
            'Business landlord in the LAST NAME cell, first-name cell empty. Premises written Canadian-style as "304-2075 W 43rd Avenue".',
          ],
        }),
    },
    {
      name: 'tw3_bc_tenancy_agreement_victoria_scan',
      scan: {
        dpi: 150,
        rotate: -0.7,
        contrast: 0.85,
        noise: 14,
        seed: 2504,
        quality: 58,
        turn: { 2: 180 },
      },
      build: () =>
        build({
          landlordLast: 'ABERNATHY-SINGH',
          landlordFirst: 'Cordelia',
          landlordName: 'Cordelia Abernathy-Singh',
          serviceAddr: '1020 Fort Street, Victoria, BC V8V 3K4',
          landlordPhone: '250-555-0142',
          tenants: [person('Lachlan', 'Oyelowo')],
          phone: '250-555-0196',
          email: null,
          unit: '2',
          street: '1547 Pembroke Street',
          city: 'Victoria, BC',
          postal: 'V8R 1W2',
          premises: '2-1547 Pembroke Street, Victoria, BC V8R 1W2',
          start: '2027-03-15',
          end: null,
          rent: 1650,
          due: 15,
          deposit: 825,
          petDeposit: 0,
          signed: '2027-03-01',
          notes: [
            'Month-to-month, rent due on the 15th; no pet deposit; one tenant with phone only. Page 2 (standard terms, signatures) was scanned upside down.',
          ],
        }),
    },
  ],
}
