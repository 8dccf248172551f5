import { dt, moneyWords, person, type Built, type Person } from '../../former-heldout/lib'
import type { Template } from '../../former-heldout/template'
import { kit } from '../../third-writer/kit'
import { andList, signPair } from '../parts'

type V = {
  me: Person
  myAddr: string
  myPhone: string
  zelle: string
  you: { p: Person; phone: string; email: string }[]
  kids: Person[]
  place: string
  start: string
  end: string | null
  rent: number
  deposit: number
  signed: string
  notes: string[]
}

const build = async (v: V): Promise<Built> => {
  const k = await kit({ serif: true, margin: 62, size: 9.6 })
  const { f, p } = k
  k.centre('Rental Agreement', 15, f.italic)
  k.centre(`between ${v.me.full} and ${andList(v.you.map((y) => y.p.full))}`, 9.6, f.regular)
  k.gap(8)
  const youAre = v.you.length > 1 ? 'you (both of you, together and each on your own)' : 'you'
  const para = (s: string) => p(s, { after: 6, leading: 1.4 })
  para(
    `I am ${v.me.full}, the owner of the house at ${v.place}. I live at ${v.myAddr} and my phone is ${v.myPhone}. I am renting the house to ${youAre}, starting ${dt(v.start).long}` +
      (v.end
        ? ` and ending ${dt(v.end).long}.`
        : ', from month to month, until one of us gives the other thirty days\u2019 written notice.') +
      (v.kids.length
        ? ` Besides you, only ${andList(v.kids.map((c) => c.full))} will live there.`
        : ' Nobody else will live there without my say-so.'),
  )
  para(
    `The rent is ${moneyWords(v.rent)} each month, due on the 1st of every month. I give you until the fifth (5th) to pay; after that a $35.00 late charge is added. You can send it to me by Zelle at ${v.zelle}, hand me a check made out to ${v.me.full}, or pay cash if I give you a written receipt. A bounced check costs you $30.00. After one bounced check I will only take cash or Zelle.`,
  )
  para(
    `You paid me a deposit of ${moneyWords(v.deposit)}. It is not your last month\u2019s rent. I will mail back the deposit, less anything I need for unpaid rent or damage beyond normal wear and tear, within 45 days after you move out and give me the keys, with a list of what I kept and why.`,
  )
  para(
    'You pay the power, gas and water bills. I pay the garbage pickup and keep the yard mowed from April through October. Tell me about anything that breaks as soon as you notice it; if I need to come in for a repair I will call or text first, at least a day ahead, unless it is an emergency.',
  )
  para(
    'Company is fine, but a guest cannot stay more than seven (7) nights in a row without asking me first. No smoking inside, no more than one pet without my written OK, and no parking on the grass.',
  )
  para(
    v.end
      ? 'If you want to leave at the end date, tell me in writing at least thirty days ahead. If you stay past the end date and I keep taking rent, we go month to month on these same terms.'
      : 'If you want to leave, tell me in writing at least thirty days before the first of the month you leave. I will do the same if I need the house back.',
  )
  k.gap(4)
  p(`We both signed this on ${dt(v.signed).long}.`)
  k.gap(2)
  signPair(
    k,
    [`${v.me.full} (owner)`],
    [
      `${v.you[0]?.p.full ?? ''} (tenant)`,
      `Phone: ${v.you[0]?.phone ?? ''}`,
      `Email: ${v.you[0]?.email ?? ''}`,
    ],
  )
  for (const y of v.you.slice(1))
    signPair(k, [''], [`${y.p.full} (tenant)`, `Phone: ${y.phone}`, `Email: ${y.email}`])
  const first = v.you[0]
  if (!first) throw new Error('no tenant')
  return {
    pdf: await k.w.save(),
    truth: {
      tenants: v.you.map((y) => y.p),
      additionalOccupants: v.kids.length ? v.kids : null,
      tenantEmail: first.email,
      tenantPhone: first.phone,
      premisesAddress: v.place,
      leaseType: v.end ? 'fixed-term' : 'month-to-month',
      startDate: v.start,
      endDate: v.end,
      terminationDateText: v.end ? dt(v.end).long : null,
      monthlyRent: v.rent,
      securityDeposit: v.deposit,
      rentDueDay: 1,
      maxGuestStayDays: 7,
      housingProvider: v.me.full,
      mailingAddress: v.myAddr,
      acceptedPaymentMethods: ['Zelle', 'Check', 'Cash'],
      zelleNumber: v.zelle,
      gracePeriodDays: 5,
      nsfFeeFirst: 30,
      rentDueDescription: 'due on the 1st of every month',
      paymentRecipient: v.me.full,
      nsfPolicy: 'A bounced check costs you $30.00.',
      depositReturnDays: 45,
      depositReturnCondition:
        'less anything I need for unpaid rent or damage beyond normal wear and tear, within 45 days after you move out and give me the keys, with a list of what I kept and why',
      _notes: [
        'One-page small-landlord agreement written in the first person ("I" the owner, "you" the tenants): plain paragraphs, no headings; rent and deposit in lower-case words with figures; tenants\u2019 phones and e-mails only under their signatures.',
        'The owner manages herself/himself (managementCompany null); the owner\u2019s home address in the first paragraph is mailingAddress (the only address given for the owner). No place for mailing rent is given (paymentAddress null); checks are "made out to" the owner (paymentRecipient).',
        '"I give you until the fifth (5th) to pay; after that a $35.00 late charge is added": gracePeriodDays 5, flat fee. nsfPolicy is the one sentence "A bounced check costs you $30.00."; the next sentence (cash or Zelle only after a bounce) is a separate rule.',
        'Zelle to a phone number or e-mail gives zelleNumber as written. Deposit "mail back the deposit, less \u2026": depositReturnCondition is the wording after "the deposit".',
        ...v.notes,
      ],
    },
  }
}

export const template: Template = {
  id: 'mississippi_first_person',
  title: 'Mississippi one-page owner\u2019s rental agreement written in the first person',
  exercises:
    'one page of plain paragraphs in "I"/"you" wording with an italic title and the parties in the subtitle, owner\u2019s home address and phone in the text, fixed term in long dates or month to month, children as occupants in one, rent and deposit in lower-case words with figures, "due on the 1st of every month", "I give you until the fifth (5th)", Zelle to a phone or an e-mail, check made out to the owner, cash with receipt, "A bounced check costs you" sentence followed by a cash-or-Zelle rule, 45-day deposit mail-back with a list, seven nights in a row, tenants\u2019 phones and e-mails only beside their signatures',
  docs: [
    {
      name: 'tw8_ms_owner_agreement_oxford',
      build: () =>
        build({
          me: person('Beulah', 'Tidwell-Marsh'),
          myAddr: '207 Price Street, Oxford, MS 38655',
          myPhone: '(662) 555-0121',
          zelle: '(662) 555-0121',
          you: [
            {
              p: person('Lucian', 'Ferreira'),
              phone: '(662) 555-0164',
              email: 'lucian.ferreira@example.edu',
            },
            {
              p: person('Tamsin', 'Greaves'),
              phone: '(662) 555-0177',
              email: 'tgreaves@example.com',
            },
          ],
          kids: [],
          place: '1104 Molly Barr Road, Oxford, MS 38655',
          start: '2027-08-01',
          end: '2028-07-31',
          rent: 1150,
          deposit: 800,
          signed: '2027-07-17',
          notes: [
            'Fixed term; two tenants jointly. Zelle to the owner\u2019s phone number, which is also the owner\u2019s contact phone (zelleNumber).',
          ],
        }),
    },
    {
      name: 'tw8_ms_owner_agreement_hattiesburg_photo',
      build: () =>
        build({
          me: person('Odell', 'Pruitt'),
          myAddr: '44 Bellewood Drive, Petal, MS 39465',
          myPhone: '(601) 555-0138',
          zelle: 'odell.pruitt.rent@example.com',
          you: [
            {
              p: person('Shanice', 'Abara-Holloway'),
              phone: '(601) 555-0191',
              email: 'shanice.ah@example.net',
            },
          ],
          kids: [person('Kendrick', 'Holloway'), person('Amara', 'Holloway')],
          place: '318 Mamie Street, Hattiesburg, MS 39401',
          start: '2027-09-15',
          end: null,
          rent: 875,
          deposit: 875,
          signed: '2027-09-10',
          notes: [
            'Month to month from the 15th (rent still due on the 1st; no prorated amount stated, proratedRent null). Zelle to an e-mail. One tenant with two children living there (additionalOccupants).',
          ],
        }),
      scan: {
        dpi: 150,
        rotate: -1.8,
        lighting: 0.45,
        photo: true,
        noise: 6,
        quality: 50,
        seed: 8303,
      },
    },
  ],
}
