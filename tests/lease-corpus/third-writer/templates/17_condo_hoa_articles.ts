import { dt, moneyWords, person, usd, type Built, type Person } from '../../former-heldout/lib'
import type { Template } from '../../former-heldout/template'
import { kit } from '../kit'

type V = {
  owner: string
  ownerAddr: string
  ownerPhone: string
  tenants: Person[]
  phone: string
  email: string
  emergency: string
  premises: string
  hoa: string
  hoaMgr: string
  state: string
  start: string
  end: string
  rent: number
  deposit: number
  daily: number
  cap: number
  nsf: number
  nsf2: number
  signed: string
  notes: string[]
}

const build = async (v: V): Promise<Built> => {
  const k = await kit({ serif: true, margin: 66, size: 10 })
  const { w, f, p } = k
  k.centre('CONDOMINIUM UNIT LEASE', 14)
  k.centre(`State of ${v.state}`, 9.5, f.italic)
  k.gap(8)
  const art = (n: string, head: string) => {
    k.gap(2)
    k.centre(`ARTICLE ${n} \u2014 ${head}`, 10)
  }
  p(
    `This Lease is made on ${dt(v.signed).long} by ${v.owner}, the owner of the condominium unit described below ("Unit Owner"), and ${v.tenants.map((t) => t.full).join(' and ')} ("Lessee").`,
  )
  art('I', 'THE UNIT')
  p(
    `The Unit Owner leases to Lessee the unit at ${v.premises}, with the right to use the common elements of ${v.hoa} (the "Association") as its declaration and rules allow. Lessee has received a copy of the Association rules and agrees to follow them. The Association\u2019s manager, ${v.hoaMgr}, enforces the rules but does not manage this lease and does not collect rent.`,
  )
  art('II', 'TERM')
  p(`The term is from ${dt(v.start).long} to ${dt(v.end).long}.`)
  art('III', 'RENT AND CHARGES')
  p(
    `Lessee shall pay rent of ${moneyWords(v.rent)} per month, in advance, on the first day of each month, by check payable to the Unit Owner mailed to ${v.ownerAddr}, or by Zelle to ${v.ownerPhone}. If rent is not received by the end of the third day of the month, a late charge of ${usd(v.daily)} per day accrues, up to a maximum of ${usd(v.cap)} for any one month.`,
  )
  p(
    `A payment returned unpaid costs Lessee ${usd(v.nsf)} for the first and ${usd(v.nsf2)} for any later returned payment.`,
  )
  p(
    'Association dues and special assessments are paid by the Unit Owner. Any fine the Association levies for Lessee\u2019s breach of its rules shall be paid by Lessee as additional rent.',
  )
  art('IV', 'SECURITY DEPOSIT')
  p(
    `Lessee has deposited ${usd(v.deposit)} as security. The Unit Owner shall return the deposit, or the balance after deductions listed in writing, within twenty-one (21) days after Lessee surrenders the Unit, or within thirty (30) days if the parties so agree.`,
  )
  art('V', 'USE AND OCCUPANCY')
  p(
    'The Unit shall be used only as a private residence by Lessee. Guests may stay no more than fourteen (14) consecutive days. Short-term rental of the Unit is forbidden by the Association.',
  )
  art('VI', 'NOTICES AND CONTACTS')
  p(
    `Notices to the Unit Owner: ${v.ownerAddr}. Notices to Lessee: at the Unit, or by e-mail to ${v.email}. Lessee\u2019s telephone: ${v.phone}. Lessee\u2019s emergency contact (not a party): ${v.emergency}.`,
  )
  k.gap(14)
  for (const who of [`${v.owner}, Unit Owner`, ...v.tenants.map((t) => `${t.full}, Lessee`)]) {
    w.page.drawLine({ start: { x: k.L, y: w.y }, end: { x: k.L + 260, y: w.y }, thickness: 0.5 })
    w.page.drawText(who, { x: k.L, y: w.y - 11, size: 9, font: w.regular })
    w.y -= 34
  }
  return {
    pdf: await w.save(),
    truth: {
      tenants: v.tenants,
      tenantEmail: v.email,
      tenantPhone: v.phone,
      premisesAddress: v.premises,
      leaseType: 'fixed-term',
      startDate: v.start,
      endDate: v.end,
      terminationDateText: dt(v.end).long,
      monthlyRent: v.rent,
      securityDeposit: v.deposit,
      rentDueDay: 1,
      maxGuestStayDays: 14,
      housingProvider: v.owner,
      mailingAddress: v.ownerAddr,
      acceptedPaymentMethods: ['Check', 'Zelle'],
      zelleNumber: v.ownerPhone,
      gracePeriodDays: 3,
      nsfFeeFirst: v.nsf,
      nsfFeeAdditional: v.nsf2,
      rentDueDescription: 'in advance, on the first day of each month',
      paymentRecipient: v.owner,
      paymentAddress: v.ownerAddr,
      nsfPolicy: `A payment returned unpaid costs Lessee ${usd(v.nsf)} for the first and ${usd(v.nsf2)} for any later returned payment.`,
      depositReturnDays: 21,
      depositReturnCondition:
        'The Unit Owner shall return the deposit, or the balance after deductions listed in writing, within twenty-one (21) days after Lessee surrenders the Unit',
      _notes: [
        'Condominium unit leased by its owner; the homeowners\u2019 association and its manager are named but are not the landlord or the manager of the lease (managementCompany null).',
        'The lessee\u2019s emergency contact (name and phone) is a distractor. Tenant contacts appear only in Article VI.',
        'Late charge accrues per day after the third day (flat, capped): gracePeriodDays 3, lateFeePercentage null.',
        'depositReturnDays 21 (the 30-day alternative applies only if agreed).',
        ...v.notes,
      ],
    },
  }
}

export const template: Template = {
  id: 'condo_hoa_articles',
  title:
    'Condominium unit lease from the unit owner, set in centred articles, with the association and its manager named',
  exercises:
    'HOA and HOA manager as distractors, emergency contact distractor, daily late charge with cap, NSF first/later, Zelle to a phone, contacts only in the notices article',
  docs: [
    {
      name: 'tw3_id_condo_lease_boise',
      build: () =>
        build({
          owner: 'Ulrike Brannigan',
          ownerAddr: '2840 N Bogus Basin Road, Boise, ID 83702',
          ownerPhone: '(208) 555-0112',
          tenants: [person('Caspian', 'Mbatha')],
          phone: '(208) 555-0190',
          email: 'caspian.mbatha@example.com',
          emergency: 'Nomvula Mbatha, (208) 555-0104',
          premises: '500 W Idaho Street, Unit 712, Boise, ID 83702',
          hoa: 'The Idaho Street Lofts Condominium Association',
          hoaMgr: 'Treasure Valley Association Services, 1109 W Main Street, Boise, (208) 555-0100',
          state: 'Idaho',
          start: '2027-02-01',
          end: '2028-01-31',
          rent: 1975,
          deposit: 2500,
          daily: 10,
          cap: 100,
          nsf: 30,
          nsf2: 45,
          signed: '2027-01-22',
          notes: ['One lessee.'],
        }),
    },
    {
      name: 'tw3_mt_condo_lease_missoula_scan',
      scan: {
        dpi: 150,
        rotate: 1.6,
        shear: 0.015,
        contrast: 0.8,
        noise: 26,
        seed: 4061,
        quality: 52,
      },
      build: () =>
        build({
          owner: 'Ptolemy Raskin-Oyelaran',
          ownerAddr: '311 S 5th Street W, Missoula, MT 59801',
          ownerPhone: '(406) 555-0137',
          tenants: [person('Signe', 'Halloran'), person('Mateus', 'Quill')],
          phone: '(406) 555-0159',
          email: 'signe.halloran@example.net',
          emergency: 'Brigid Halloran, (406) 555-0107',
          premises: '1200 Brooks Street, Unit 18, Missoula, MT 59801',
          hoa: 'Brooks Commons Owners Association',
          hoaMgr: 'Garden City HOA Management, P.O. Box 8011, Missoula',
          state: 'Montana',
          start: '2027-09-01',
          end: '2028-08-31',
          rent: 1540,
          deposit: 1540,
          daily: 5,
          cap: 75,
          nsf: 25,
          nsf2: 40,
          signed: '2027-08-18',
          notes: ['Two lessees.'],
        }),
    },
  ],
}
