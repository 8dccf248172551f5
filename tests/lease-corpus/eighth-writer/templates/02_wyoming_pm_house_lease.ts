import { rgb } from 'pdf-lib'
import { dt, person, usd, type Built, type Person } from '../../former-heldout/lib'
import type { Template } from '../../former-heldout/template'
import { kit } from '../../third-writer/kit'
import { heading, pageNumbers, runningHead, signPair } from '../parts'

type V = {
  pm: string
  pmStreet: string
  pmCity: string
  pmAddr: string
  pmPhone: string
  hours: string
  web: string
  remit: string
  owner: string
  residents: { p: Person; phone: string; email: string }[]
  occupants: { p: Person; rel: string }[]
  premises: string
  start: string
  end: string
  rent: number
  deposit: number
  petRent: number | null
  renewalRent: number
  signed: string
  notes: string[]
}

const NAVY = rgb(0.1, 0.22, 0.3)

const build = async (v: V): Promise<Built> => {
  const k = await kit({ margin: 56, size: 8.9 })
  const { f, p } = k
  // letterhead: a band with the company name, the address and hours on a strip under it
  const top = k.w.height - 40
  k.w.page.drawRectangle({ x: 0, y: top - 30, width: k.w.width, height: 40, color: NAVY })
  k.w.page.drawText(v.pm.toUpperCase(), {
    x: k.L,
    y: top - 16,
    size: 14,
    font: f.sansBold,
    color: rgb(1, 1, 1),
  })
  const strip = `${v.pmStreet} \u2022 ${v.pmCity} \u2022 ${v.pmPhone} \u2022 ${v.web}`
  k.w.page.drawText(strip, { x: k.L, y: top - 44, size: 7.6, font: f.sans })
  const hrs = `Office hours: ${v.hours}`
  k.w.page.drawText(hrs, { x: k.L, y: top - 54, size: 7.6, font: f.sansBold })
  k.w.y = top - 84
  k.w.page.drawText('Resident Lease Agreement', {
    x: k.L,
    y: k.w.y,
    size: 15,
    font: f.bold,
    color: NAVY,
  })
  k.w.y -= 20
  p(
    `We, ${v.pm} ("we", "us", "Management"), as managing agent for the owner, ${v.owner}, lease the home described below to the residents named below ("you"). Your rent, deposit and notices come to us; the owner is not to be contacted directly.`,
  )
  heading(k, 'Who lives here', { size: 9.6, font: f.sansBold, rule: true })
  for (const r of v.residents)
    p(`Resident: ${r.p.full} \u2014 mobile ${r.phone} \u2014 ${r.email}`, { after: 1 })
  p(
    v.occupants.length
      ? `Also living here (not residents under this lease): ${v.occupants.map((o) => `${o.p.full} (${o.rel})`).join(', ')}.`
      : 'No one else may live in the home.',
    { after: 4 },
  )
  heading(k, 'The home and the dates', { size: 9.6, font: f.sansBold, rule: true })
  p(
    `Address: ${v.premises}. The lease starts ${dt(v.start).long} at noon and ends ${dt(v.end).long} at noon.`,
  )
  heading(k, 'Money', { size: 9.6, font: f.sansBold, rule: true })
  p(
    `Rent: ${usd(v.rent)} for each month, payable in advance on the 1st of the month. Security deposit: ${usd(v.deposit)}.` +
      (v.petRent
        ? ` Pet rent for one dog is ${usd(v.petRent)} a month; it is charged on your ledger with rent but is a separate charge.`
        : ' No pets.'),
  )
  p(
    `How to pay: through our resident portal at ${v.web} (bank draft/ACH only), or by check or money order made payable to ${v.pm} and mailed to our lockbox at ${v.remit}. We cannot accept cash at the office.`,
  )
  p(
    'When rent is late: rent is considered late if it has not reached us by 5:00 p.m. on the fourth (4th) day of the month, and a $50.00 late fee is added to your ledger on the morning of the 5th.',
  )
  p(
    'Returned payments: For any payment returned by your bank, you will be charged a $30.00 fee and the returned amount is treated as unpaid.',
  )
  p(
    `Your deposit back: we will refund the deposit, less charges itemized in writing, within thirty (30) days after the lease ends or within fifteen (15) days after we receive your new mailing address, whichever is later.`,
  )
  heading(k, 'Living here', { size: 9.6, font: f.sansBold, rule: true })
  p(
    'Guests: visitors may stay up to twelve (12) nights in a calendar month; longer stays require our approval and may require a rental application. Snow: you clear the walks and the driveway apron within 24 hours after snow stops. Heat: keep the thermostat at 55\u00b0F or higher from October through April so pipes do not freeze.',
  )
  p(
    'Repairs: submit requests through the portal; call the office number for no-heat or water-leak emergencies at any hour. Entry: we give 24 hours\u2019 notice except in an emergency.',
  )
  p(
    `Renewal: about 60 days before the end date we will send a renewal offer. If you renew for another twelve months, rent for the renewal term will be ${usd(v.renewalRent)} a month; this lease does not renew automatically.`,
  )
  heading(k, 'Signatures', { size: 9.6, font: f.sansBold, rule: true })
  p(`Signed ${dt(v.signed).long}.`)
  signPair(
    k,
    [v.pm, 'managing agent for the owner, by its Leasing Manager'],
    [`Resident: ${v.residents[0]?.p.full ?? ''}`],
  )
  for (const r of v.residents.slice(1)) signPair(k, [''], [`Resident: ${r.p.full}`])
  runningHead(k, `${v.pm} \u2014 Resident Lease Agreement \u2014 ${v.premises}`)
  pageNumbers(k, (i, n) => `${i} / ${n}`, { align: 'right' })
  const first = v.residents[0]
  if (!first) throw new Error('no resident')
  return {
    pdf: await k.w.save(),
    truth: {
      tenants: v.residents.map((r) => r.p),
      additionalOccupants: v.occupants.length ? v.occupants.map((o) => o.p) : null,
      tenantEmail: first.email,
      tenantPhone: first.phone,
      premisesAddress: v.premises,
      leaseType: 'fixed-term',
      startDate: v.start,
      endDate: v.end,
      terminationDateText: dt(v.end).long,
      monthlyRent: v.rent,
      securityDeposit: v.deposit,
      rentDueDay: 1,
      maxGuestStayDays: 12,
      managementCompany: v.pm,
      housingProvider: v.owner,
      mailingAddress: v.pmAddr,
      acceptedPaymentMethods: ['Online Portal', 'ACH', 'Check', 'Money Order'],
      gracePeriodDays: 4,
      nsfFeeFirst: 30,
      rentDueDescription: 'payable in advance on the 1st of the month',
      paymentRecipient: v.pm,
      paymentAddress: v.remit,
      officeHours: v.hours,
      nsfPolicy:
        'For any payment returned by your bank, you will be charged a $30.00 fee and the returned amount is treated as unpaid.',
      depositReturnDays: 30,
      depositReturnCondition:
        'less charges itemized in writing, within thirty (30) days after the lease ends or within fifteen (15) days after we receive your new mailing address, whichever is later',
      _notes: [
        'Property manager\u2019s house lease in "we"/"you" wording: a dark letterhead band, an address/phone/web strip and an office-hours line under it, then short sections under ruled plain-language headings.',
        'The owner is named only in the opening paragraph (housingProvider); notices and rent go to the manager, whose letterhead street address is mailingAddress; checks go to a lockbox P.O. box (paymentAddress) payable to the manager (paymentRecipient).',
        '"rent is considered late if it has not reached us by 5:00 p.m. on the fourth (4th) day of the month": gracePeriodDays 4; flat $50, lateFeePercentage null.',
        'Deposit "refund the deposit, less \u2026 within thirty (30) days \u2026 or within fifteen (15) days after we receive your new mailing address, whichever is later": depositReturnDays 30 (the period after the lease ends); the condition keeps both.',
        'Guests "up to twelve (12) nights in a calendar month": maxGuestStayDays 12. The renewal-term rent is a distractor, as is pet rent where charged.',
        ...v.notes,
      ],
    },
  }
}

export const template: Template = {
  id: 'wyoming_pm_house_lease',
  title: 'Wyoming property manager\u2019s house lease in "we"/"you" wording with a letterhead band',
  exercises:
    'dark letterhead band with the company name, address strip and a separate office-hours line, "we"/"you" manager wording, owner named only in the opening paragraph, residents with mobiles and e-mails one per line, occupants with their relation or none, long dates with noon times, pet rent for a dog apart from rent in one, portal bank draft or check/money order to the manager at a lockbox P.O. box, no cash, late "if it has not reached us by 5:00 p.m. on the fourth (4th)", returned-payment sentence, deposit refund 30 days after the end or 15 days after a forwarding address, guest nights per calendar month, renewal-term rent as a distractor, running head',
  docs: [
    {
      name: 'tw8_wy_pm_lease_laramie',
      build: () =>
        build({
          pm: 'Snowy Range Residential Management',
          pmStreet: '1720 Grand Avenue, Suite 3',
          pmCity: 'Laramie, WY 82070',
          pmAddr: '1720 Grand Avenue, Suite 3, Laramie, WY 82070',
          pmPhone: '(307) 555-0116',
          hours: 'Monday\u2013Friday 8 a.m.\u20135 p.m., Saturday 10 a.m.\u20131 p.m.',
          web: 'snowyrangerm.example.com',
          remit: 'P.O. Box 1288, Laramie, WY 82073',
          owner: 'Harriet E. Quintana-Bly',
          residents: [
            {
              p: person('Ezekiel', 'Marchetti'),
              phone: '(307) 555-0173',
              email: 'zeke.marchetti@example.com',
            },
            {
              p: person('Wren', 'Abernathy'),
              phone: '(307) 555-0149',
              email: 'wren.abernathy@example.org',
            },
            { p: person('Kofi', 'Amankwah'), phone: '(307) 555-0186', email: 'kofi.a@example.net' },
          ],
          occupants: [],
          premises: '908 Custer Street, Laramie, WY 82070',
          start: '2027-08-15',
          end: '2028-07-31',
          rent: 1650,
          deposit: 1650,
          petRent: null,
          renewalRent: 1725,
          signed: '2027-07-28',
          notes: [
            'Three residents, no occupants; an individual owner. The first resident\u2019s mobile and e-mail are tenantPhone and tenantEmail. The start on the 15th has no prorated amount stated (proratedRent null).',
          ],
        }),
    },
    {
      name: 'tw8_wy_pm_lease_casper',
      build: () =>
        build({
          pm: 'North Platte Property Partners',
          pmStreet: '145 South Durbin Street, 2nd Floor',
          pmCity: 'Casper, WY 82601',
          pmAddr: '145 South Durbin Street, 2nd Floor, Casper, WY 82601',
          pmPhone: '(307) 555-0132',
          hours: 'weekdays 9:00 a.m. to 5:30 p.m.',
          web: 'npppartners.example.net',
          remit: 'P.O. Box 50417, Casper, WY 82605',
          owner: 'Bitterroot Basin Holdings, LLC',
          residents: [
            {
              p: person('Constance', 'Yellowhorse'),
              phone: '(307) 555-0158',
              email: 'c.yellowhorse@example.com',
            },
          ],
          occupants: [
            { p: person('Rafael', 'Yellowhorse'), rel: 'son' },
            { p: person('Ines', 'Calderwood'), rel: 'mother' },
          ],
          premises: '2231 East 12th Street, Casper, WY 82601',
          start: '2027-11-01',
          end: '2028-10-31',
          rent: 1295,
          deposit: 1400,
          petRent: 35,
          renewalRent: 1350,
          signed: '2027-10-19',
          notes: [
            'LLC owner through the manager; one resident with two occupants (son and mother). Pet rent $35 is not rent.',
          ],
        }),
    },
  ],
}
