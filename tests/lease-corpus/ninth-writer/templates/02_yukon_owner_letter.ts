import { dt, person, usd, type Built, type Person } from '../../former-heldout/lib'
import type { Template } from '../../former-heldout/template'
import { kit } from '../../third-writer/kit'
import { andList, sign } from '../parts'

type V = {
  owners: Person[]
  ownerLine: string
  ownerAddr: string
  ownerPhone: string
  ownerEmail: string
  etransfer: string
  tenants: { p: Person; phone: string; email: string }[]
  premises: string
  what: string
  start: string
  end: string | null
  rent: number
  deposit: number
  woodStove: boolean
  dated: string
  notes: string[]
}

const build = async (v: V): Promise<Built> => {
  const k = await kit({ serif: true, margin: 66, size: 10 })
  const { f } = k
  const we = v.owners.length > 1
  const I = we ? 'we' : 'I'
  const my = we ? 'our' : 'my'
  const me = we ? 'us' : 'me'
  k.line(v.ownerLine, 10, f.bold)
  k.line(v.ownerAddr, 9.4)
  k.line(`${v.ownerPhone}  \u00b7  ${v.ownerEmail}`, 9.4)
  k.gap(10)
  k.line(dt(v.dated).long, 10)
  k.gap(6)
  k.line(`To: ${andList(v.tenants.map((t) => t.p.full))}`, 10)
  k.gap(6)
  k.line(`Re: Letter of agreement \u2014 renting ${v.what}`, 10, f.italic)
  k.gap(6)
  const para = (s: string) => k.p(s, { after: 7, leading: 1.38 })
  para(`Dear ${andList(v.tenants.map((t) => t.p.first))},`)
  para(
    `This letter sets out what ${I} agreed with you about ${v.what} at ${v.premises}. If it matches your understanding, please sign at the bottom and keep a copy; once signed it is our tenancy agreement under the Yukon Residential Landlord and Tenant Act.`,
  )
  para(
    v.end
      ? `You may move in on ${dt(v.start).long}. The tenancy is for a fixed term ending on ${dt(v.end).long}; after that it carries on month to month unless one of us gives proper notice.`
      : `You may move in on ${dt(v.start).long}. The tenancy runs month to month until one of us ends it by proper written notice.`,
  )
  para(
    `The rent is ${usd(v.rent)} a month, payable on or before the first of each month. ${we ? 'We' : 'I'} prefer an Interac e-Transfer to ${v.etransfer}; a cheque payable to ${andList(v.owners.map((o) => o.full))} dropped off at ${my} house is also fine. Please do not leave cash in the mailbox.` +
      (v.woodStove
        ? ' Heat is by the wood stove and the oil furnace backup; you buy your own firewood, and the heating oil is billed to you separately at cost. Neither is part of the rent.'
        : ' Heat, water and electricity are included in the rent.'),
  )
  para(
    `If the rent has not reached ${me} by the end of the third (3rd) day of the month, a late fee of $25.00 is owed. Any cheque or e-Transfer that is returned or reversed carries a $20.00 charge.`,
  )
  para(
    `You have paid a security deposit of ${usd(v.deposit)}. ${we ? 'We' : 'I'} will return the security deposit, with any interest the Act requires, within fifteen (15) days after the tenancy ends, minus what is needed for unpaid rent or damage, and will tell you in writing what was kept.`,
  )
  para(
    `Friends are welcome to visit, but nobody besides ${andList(v.tenants.map((t) => t.p.first))} may stay longer than fourteen (14) days in a row without talking to ${me} first. Please keep the driveway clear for the snowplough from November to April, and let ${me} know about frozen pipes or furnace trouble right away, day or night.`,
  )
  para(
    `Letters or notices for ${me} should go to ${v.ownerAddr}. For you, the house address is enough, and text messages to the phone numbers below are fine for day-to-day matters.`,
  )
  para('Yours truly,')
  for (const o of v.owners) sign(k, o.full, { width: 200 })
  k.gap(4)
  k.line('I/We have read this letter and agree to it:', 9.6, f.italic)
  for (const t of v.tenants)
    sign(k, t.p.full, { width: 200, under: [`${t.phone} \u2013 ${t.email}`] })
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
      housingProvider: andList(v.owners.map((o) => o.full)),
      mailingAddress: v.ownerAddr,
      acceptedPaymentMethods: ['E-Transfer', 'Check'],
      gracePeriodDays: 3,
      nsfFeeFirst: 20,
      rentDueDescription: 'payable on or before the first of each month',
      paymentRecipient: andList(v.owners.map((o) => o.full)),
      paymentAddress: null,
      nsfPolicy: 'Any cheque or e-Transfer that is returned or reversed carries a $20.00 charge.',
      depositReturnDays: 15,
      depositReturnCondition:
        'with any interest the Act requires, within fifteen (15) days after the tenancy ends, minus what is needed for unpaid rent or damage, and will tell you in writing what was kept',
      _notes: [
        'Small landlord\u2019s letter of agreement in the first person ("I"/"we" the owner or owners, "you" the tenants), with a letterhead, date, "To:" and "Re:" lines, a salutation and a countersignature; tenants\u2019 phones and e-mails only under their signatures.',
        'Owners manage themselves (managementCompany null); the letterhead address, repeated as the address for notices, is mailingAddress. Cheques "payable to" the owner(s) give paymentRecipient; they are dropped off at the owner\u2019s house, but the lease writes no address for payment, so paymentAddress is null. The e-Transfer address is not a Zelle number (zelleNumber null).',
        '"has not reached me/us by the end of the third (3rd) day": gracePeriodDays 3, flat $25.00. nsfPolicy is the returned-or-reversed sentence. Deposit "return the security deposit, with any interest \u2026": the condition is the wording after "the security deposit".',
        ...v.notes,
      ],
    },
  }
}

export const template: Template = {
  id: 'yukon_owner_letter',
  title: 'Yukon small landlord\u2019s letter of agreement written in the first person',
  exercises:
    'letter format (owner letterhead with address, phone and e-mail, date, To and Re lines, salutation, "Yours truly", tenant countersignature) in first person singular or plural, move-in date and fixed end or month to month in long dates, rent in figures "payable on or before the first of each month", e-Transfer to an e-mail or cheque payable to the owner(s), cash in the mailbox refused, wood stove and heating oil apart from rent in one, "by the end of the third (3rd) day" late fee, returned-or-reversed sentence, 15-day deposit return with interest, fourteen days in a row for guests, notices to the letterhead address',
  docs: [
    {
      name: 'tw9_yt_owner_letter_dawson',
      build: () =>
        build({
          owners: [person('Gunnar', 'Halvorsen-Tait'), person('Renée', 'Halvorsen-Tait')],
          ownerLine: 'Gunnar & Renée Halvorsen-Tait',
          ownerAddr: '1107 Fifth Avenue, Dawson City, YT Y0B 1G0',
          ownerPhone: '(867) 555-0126',
          ownerEmail: 'halvorsen.tait@example.ca',
          etransfer: 'halvorsen.tait@example.ca',
          tenants: [
            {
              p: person('Priya', 'Mukherjee-Dunn'),
              phone: '(867) 555-0151',
              email: 'priya.md@example.com',
            },
            {
              p: person('Callum', 'Ferrier'),
              phone: '(867) 555-0158',
              email: 'callum.ferrier@example.net',
            },
          ],
          premises: '412 Harper Street, Dawson City, YT Y0B 1G0',
          what: 'the cabin',
          start: '2027-10-01',
          end: '2028-09-30',
          rent: 1450,
          deposit: 725,
          woodStove: true,
          dated: '2027-09-12',
          notes: [
            'Two owners writing as "we"; housingProvider and paymentRecipient name both as the cheque line writes them. Firewood and heating oil are the tenants\u2019 own costs, not rent. Deposit is half a month.',
          ],
        }),
    },
    {
      name: 'tw9_yt_owner_letter_watson_lake',
      build: () =>
        build({
          owners: [person('Orla', 'Benedetti')],
          ownerLine: 'Orla Benedetti',
          ownerAddr: 'Box 318, Watson Lake, YT Y0A 1C0',
          ownerPhone: '(867) 555-0133',
          ownerEmail: 'orla.benedetti@example.org',
          etransfer: 'rent.obenedetti@example.org',
          tenants: [
            {
              p: person('Thaddeus', 'Onyango'),
              phone: '(867) 555-0187',
              email: 't.onyango@example.com',
            },
          ],
          premises: '27 Frances Avenue, Unit B, Watson Lake, YT Y0A 1C0',
          what: 'the lower suite',
          start: '2027-11-15',
          end: null,
          rent: 1100,
          deposit: 550,
          woodStove: false,
          dated: '2027-11-02',
          notes: [
            'One owner writing as "I", with a post office box as her address (mailingAddress). Month to month from the 15th; no prorated amount stated (proratedRent null). The e-Transfer address differs from her contact e-mail. Heat, water and electricity included in the rent.',
          ],
        }),
    },
  ],
}
