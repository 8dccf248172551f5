import { dt, moneyWords, person, usd, type Built, type Person } from '../../former-heldout/lib'
import type { Template } from '../../former-heldout/template'
import { kit } from '../kit'

type V = {
  landlord: string
  landlordAddr: string
  tenants: Person[]
  phone: string
  prevLandlord: string
  premises: string
  start: string
  end: string
  rent: number
  deposit: number
  petDeposit: number
  late: number
  signed: string
  notes: string[]
}

const build = async (v: V): Promise<Built> => {
  const k = await kit({ margin: 62, size: 9.6 })
  const { w, f, p } = k
  const m = { font: f.mono, fillFont: f.mono, size: 9.4, leading: 1.5 }
  const head = (t: string) => {
    k.gap(4)
    const y = w.y
    k.line(t, 10, f.mono)
    w.page.drawLine({
      start: { x: k.L, y: y - 2 },
      end: { x: k.L + f.mono.widthOfTextAtSize(t, 10), y: y - 2 },
      thickness: 0.6,
    })
  }
  k.centre('R E N T A L   A G R E E M E N T', 12, f.mono)
  k.gap(10)
  p(`LANDLORD: ${v.landlord}, whose mailing address is ${v.landlordAddr}.`, m)
  p(
    `TENANT(S): ${v.tenants.map((t) => t.full.toUpperCase()).join(' & ')}. Telephone: ${v.phone}.`,
    m,
  )
  p(`PREVIOUS LANDLORD (reference only): ${v.prevLandlord}.`, m)
  p(`PROPERTY: ${v.premises}.`, m)
  head('TERM')
  p(
    `Starting ${dt(v.start).us} and ending ${dt(v.end).us}. If Tenant stays on after the ending date with Landlord's consent, the tenancy is month to month at the same rent.`,
    m,
  )
  head('RENT')
  p(
    `${moneyWords(v.rent, 'upper')} per month, due the first (1st) of each month. Landlord will give a receipt for every payment. Rent may be paid in cash (receipt required) or by money order mailed to Landlord's mailing address. NO PERSONAL CHECKS.`,
    m,
  )
  p(
    `Rent not paid by the fifth (5th) of the month is late and Tenant owes a late charge of ${usd(v.late)}.`,
    m,
  )
  head('DEPOSITS')
  p(
    `Security deposit: ${usd(v.deposit)}.${v.petDeposit ? ` Pet deposit: ${usd(v.petDeposit)} (refundable, separate from the security deposit).` : ''} Landlord will return deposits, less itemized deductions, within forty-five (45) days after Tenant moves out and makes written demand, as 41 O.S. Sec. 115 requires.`,
    m,
  )
  w.newPage()
  w.y = w.height - 70
  head('OTHER TERMS')
  for (const t of [
    'No more than two guests overnight, for no more than seven (7) nights in a month.',
    'Tenant mows the yard and keeps gutters clear of leaves.',
    'Tenant pays all utilities.',
    'Storm shelter in the garage may be used by Tenant; keep it clear.',
    'No waterbeds, no trampolines, no above-ground pools.',
    'Tenant may not paint or change locks without permission.',
  ])
    p(`- ${t}`, m)
  k.gap(20)
  p(`Signed this ${dt(v.signed).long}.`, m)
  k.gap(16)
  for (const who of [`${v.landlord}, LANDLORD`, ...v.tenants.map((t) => `${t.full}, TENANT`)]) {
    w.page.drawLine({ start: { x: k.L, y: w.y }, end: { x: k.L + 260, y: w.y }, thickness: 0.5 })
    w.page.drawText(who, { x: k.L, y: w.y - 11, size: 9, font: f.mono })
    w.y -= 34
  }
  return {
    pdf: await w.save(),
    truth: {
      tenants: v.tenants,
      tenantPhone: v.phone,
      premisesAddress: v.premises,
      leaseType: 'fixed-term',
      startDate: v.start,
      endDate: v.end,
      terminationDateText: dt(v.end).us,
      monthlyRent: v.rent,
      securityDeposit: v.deposit,
      rentDueDay: 1,
      maxGuestStayDays: 7,
      housingProvider: v.landlord,
      mailingAddress: v.landlordAddr,
      acceptedPaymentMethods: ['Cash', 'Money Order'],
      gracePeriodDays: 5,
      rentDueDescription: 'due the first (1st) of each month',
      paymentRecipient: v.landlord,
      paymentAddress: v.landlordAddr,
      depositReturnDays: 45,
      depositReturnCondition:
        'less itemized deductions, within forty-five (45) days after Tenant moves out and makes written demand',
      _notes: [
        'Typewritten-looking agreement (Courier throughout) with tenant names in capitals; rent in capital words with figures.',
        'The previous landlord reference (name and phone) is a distractor. No tenant e-mail.',
        'Rent unpaid by the 5th is late: gracePeriodDays 5; flat late charge. Pet deposit separate from the security deposit. No NSF fee (personal checks refused).',
        ...v.notes,
      ],
    },
  }
}

export const template: Template = {
  id: 'oklahoma_typewritten',
  title:
    'Typewritten-style small-landlord rental agreement (Oklahoma) in Courier with underlined headings',
  exercises:
    'monospaced typewriter look, names in capitals, previous-landlord distractor, cash with receipt, pet deposit, second page on its side in the scan',
  docs: [
    {
      name: 'tw3_ok_rental_agreement_tulsa_scan',
      scan: {
        dpi: 150,
        rotate: 0.9,
        contrast: 0.9,
        noise: 16,
        seed: 9180,
        quality: 56,
        turn: { 2: 90 },
      },
      build: () =>
        build({
          landlord: 'Clement R. Haskins',
          landlordAddr: 'P.O. Box 470312, Tulsa, OK 74147',
          tenants: [person('Lorelei', 'Twofeathers'), person('Bram', 'Oyelaran')],
          phone: '(918) 555-0166',
          prevLandlord: 'Riverside Duplexes, (918) 555-0119',
          premises: '1536 S Quincy Avenue, Tulsa, OK 74120',
          start: '2027-04-01',
          end: '2028-03-31',
          rent: 1095,
          deposit: 1000,
          petDeposit: 250,
          late: 50,
          signed: '2027-03-25',
          notes: ['Page 2 (other terms and signatures) was scanned on its side.'],
        }),
    },
    {
      name: 'tw3_ok_rental_agreement_oklahoma_city',
      build: () =>
        build({
          landlord: 'Wilhelmina Achterberg',
          landlordAddr: '3012 NW 23rd Street, Oklahoma City, OK 73107',
          tenants: [person('Osric', 'Delacroix')],
          phone: '(405) 555-0186',
          prevLandlord: 'Mesta Park Rentals, (405) 555-0113',
          premises: '1609 NW 16th Street, Oklahoma City, OK 73106',
          start: '2027-08-01',
          end: '2028-01-31',
          rent: 925,
          deposit: 925,
          petDeposit: 0,
          late: 35,
          signed: '2027-07-27',
          notes: ['Six-month term; one tenant; no pet deposit.'],
        }),
    },
  ],
}
