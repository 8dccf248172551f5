import { dt, person, usd, type Built, type Person } from '../../former-heldout/lib'
import type { Template } from '../../former-heldout/template'
import { kit } from '../../third-writer/kit'
import { andList, freshPage, sign } from '../parts'

type V = {
  owner: Person
  ownerBox: string
  ownerPhone: string
  etransfer: string
  tenants: { p: Person; phone: string; email: string }[]
  premises: string
  place: string
  start: string
  end: string | null
  rent: number
  deposit: number
  fuel: number | null
  witness: string
  dated: string
  notes: string[]
}

const build = async (v: V): Promise<Built> => {
  const k = await kit({ serif: false, margin: 62, size: 9.8 })
  const { f } = k
  k.line(`Rental agreement for ${v.place}`, 13, f.sansBold)
  k.line(`${v.owner.full}  \u2014  ${v.ownerBox}  \u2014  ${v.ownerPhone}`, 8.6, f.sans)
  k.gap(12)
  const para = (s: string) => k.p(s, { after: 8, leading: 1.4 })
  const names = andList(v.tenants.map((t) => t.p.full))
  para(`Hi ${andList(v.tenants.map((t) => t.p.first))},`)
  para(
    `I am happy to rent ${v.place} at ${v.premises} to ${names}. I have kept this short and in plain words. The Residential Tenancies Act of Nunavut still applies to both of us, and where this note says less than the Act, the Act wins.`,
  )
  para(
    v.end
      ? `When: you can move in on ${dt(v.start).long}. This is a one-year lease, so it ends on ${dt(v.end).long} unless we both sign something new.`
      : `When: you can move in on ${dt(v.start).long}. There is no end date. It goes month by month until one of us gives written notice the way the Act says.`,
  )
  const due = 'due on the first day of each month'
  para(
    `Rent: ${usd(v.rent)} a month, ${due}. Send it by Interac e-Transfer to ${v.etransfer}, or pay me cash and I will write you a receipt on the spot. No cheques, please; the bank here holds them too long.` +
      (v.fuel
        ? ` Heating fuel is not in the rent: the fuel delivery company bills you directly, and I ask for a ${usd(v.fuel)} top-up deposit with the co-op fuel account. That is not rent either.`
        : ' Heat, water delivery and sewage pump-out are included.'),
  )
  const nsf = 'If an e-Transfer bounces or is cancelled, you owe me a $25.00 fee.'
  para(
    `Late rent: if I don\u2019t have the rent by the end of the second (2nd) day of the month, there is a one-time $30.00 late fee for that month. ${nsf}`,
  )
  const ret =
    'within ten (10) days after you move out and give me the keys, less the cost of fixing any damage beyond normal wear'
  para(
    `Deposit: you pay a security deposit of ${usd(v.deposit)} before moving in. I will give back the deposit ${ret}, and I will put any deductions in writing.`,
  )
  para(
    'Visitors: friends and family can stay with you for up to fourteen (14) days in a row. For anything longer, ask me first, because the water tank is sized for the household.',
  )
  para(
    `Writing to me: use ${v.ownerBox}. For small things, text ${v.ownerPhone}. Please sign the next page and send me a photo of it.`,
  )
  para(`Thanks, ${v.owner.first}`)
  freshPage(k)
  k.line('Signature page', 12, f.sansBold)
  k.gap(8)
  k.p(
    `We agree to the rental agreement for ${v.premises} written by ${v.owner.full} and dated ${dt(v.dated).long}.`,
  )
  k.gap(6)
  sign(k, `Landlord: ${v.owner.full}`, { width: 260 })
  for (const t of v.tenants)
    sign(k, `Tenant: ${t.p.full}`, {
      width: 260,
      under: [`Phone: ${t.phone}`, `Email: ${t.email}`],
    })
  sign(k, `Witness: ${v.witness}`, { width: 260 })
  const first = v.tenants[0]
  if (!first) throw new Error('no tenant')
  return {
    pdf: await k.w.save(),
    truth: {
      tenants: v.tenants.map((t) => t.p),
      tenantEmail: first.email,
      tenantPhone: first.phone,
      premisesAddress: v.premises,
      leaseType: v.end ? 'fixed-term' : 'month-to-month',
      startDate: v.start,
      endDate: v.end,
      terminationDateText: v.end ? dt(v.end).long : null,
      monthlyRent: v.rent,
      securityDeposit: v.deposit,
      rentDueDay: 1,
      maxGuestStayDays: 14,
      housingProvider: v.owner.full,
      mailingAddress: v.ownerBox,
      acceptedPaymentMethods: ['E-Transfer', 'Cash'],
      gracePeriodDays: 2,
      nsfFeeFirst: 25,
      rentDueDescription: due,
      paymentRecipient: null,
      paymentAddress: null,
      nsfPolicy: nsf,
      depositReturnDays: 10,
      depositReturnCondition: ret,
      _notes: [
        'One-page plain-language note from a private owner in the first person, with a separate signature page; the tenants\u2019 phones and e-mails appear only on the signature page, under their signature lines, with a witness line (the witness is a distractor).',
        'Owner manages herself or himself (managementCompany null); the owner\u2019s post office box, given for writing to the owner, is mailingAddress. No payee is named (e-Transfer to an address or cash to the owner), so paymentRecipient and paymentAddress are null; the e-Transfer address is not a Zelle number. Cheques refused.',
        '"if I don\u2019t have the rent by the end of the second (2nd) day": gracePeriodDays 2, flat fee. nsfPolicy is the bounced-or-cancelled sentence. Deposit "give back the deposit within \u2026": the condition is the wording after "the deposit".',
        ...v.notes,
      ],
    },
  }
}

export const template: Template = {
  id: 'nunavut_owner_note',
  title: 'Nunavut private owner\u2019s plain-language rental note with a separate signature page',
  exercises:
    'one-page first-person note (title line with owner, P.O. box and phone, greeting, short paragraphs led by plain words: When, Rent, Late rent, Deposit, Visitors, Writing to me), one-year term or month by month in long dates, rent "due on the first day of each month" by e-Transfer to an e-mail or cash with receipt, cheques refused, fuel account top-up apart from rent in one, flat late fee after the end of the second day, bounced e-Transfer fee, 10-day deposit return, fourteen days in a row for visitors, signature page with the tenants\u2019 phones and e-mails and a witness',
  docs: [
    {
      name: 'tw10_nu_owner_note_iqaluit_photo',
      build: () =>
        build({
          owner: person('Siobhan', 'Akavak-Mercer'),
          ownerBox: 'Box 1187, Iqaluit, NU X0A 0H0',
          ownerPhone: '(867) 555-0113',
          etransfer: 'rent.akavakmercer@example.ca',
          tenants: [
            {
              p: person('Lucien', 'Papatsie-Grant'),
              phone: '(867) 555-0166',
              email: 'lucien.pg@example.com',
            },
          ],
          premises: '3162 Niaqunngusiariaq Road, Unit 2, Iqaluit, NU X0A 0H0',
          place: 'the upstairs unit',
          start: '2027-09-01',
          end: '2028-08-31',
          rent: 2450,
          deposit: 2450,
          fuel: 300,
          witness: 'Margarethe Ooloota',
          dated: '2027-08-20',
          notes: [
            'Fixed one-year term. The fuel account top-up is not rent or a deposit of the lease (securityDeposit is the security deposit only).',
          ],
        }),
      scan: {
        dpi: 140,
        rotate: -2.2,
        shear: 0.01,
        lighting: 0.4,
        photo: true,
        noise: 8,
        quality: 55,
        seed: 10303,
      },
    },
    {
      name: 'tw10_nu_owner_note_rankin_inlet',
      build: () =>
        build({
          owner: person('Bartholomew', 'Kusugak-Hale'),
          ownerBox: 'P.O. Box 452, Rankin Inlet, NU X0C 0G0',
          ownerPhone: '(867) 555-0121',
          etransfer: 'bkhale.rentals@example.net',
          tenants: [
            {
              p: person('Nadia', 'Tatty-Morrow'),
              phone: '(867) 555-0180',
              email: 'nadia.tm@example.org',
            },
            {
              p: person('Efrem', 'Kaludjak'),
              phone: '(867) 555-0185',
              email: 'efrem.k@example.com',
            },
          ],
          premises: '118 Mivvik Street, Rankin Inlet, NU X0C 0G0',
          place: 'the blue house',
          start: '2027-11-01',
          end: null,
          rent: 2100,
          deposit: 1050,
          fuel: null,
          witness: 'Pauloosie Ittinuar',
          dated: '2027-10-22',
          notes: [
            'Month to month with no end date (endDate and terminationDateText null). Two tenants; the first one\u2019s contacts from the signature page. Deposit is half a month.',
          ],
        }),
    },
  ],
}
