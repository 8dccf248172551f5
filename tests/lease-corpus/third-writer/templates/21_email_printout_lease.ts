import { rgb } from 'pdf-lib'
import { dt, person, usd, type Built, type Person } from '../../former-heldout/lib'
import type { Template } from '../../former-heldout/template'
import { kit } from '../kit'

type V = {
  landlord: string
  from: string
  landlordPhone: string
  landlordAddr: string
  tenants: Person[]
  to: string
  cc: string | null
  premises: string
  start: string
  rent: number
  due: number
  deposit: number
  late: number
  grace: number
  graceWords: string
  sent: string
  notes: string[]
}

const build = async (v: V): Promise<Built> => {
  const k = await kit({ margin: 54, size: 9.8 })
  const { w, f, L, W, p } = k
  const grey = rgb(0.4, 0.4, 0.4)
  w.page.drawText(`Printed ${dt(v.sent).us}`, {
    x: L + W - 90,
    y: w.y + 14,
    size: 7,
    font: f.sans,
    color: grey,
  })
  k.line(`Month-to-month rental \u2014 ${v.premises.split(',')[0]}`, 13, f.sansBold)
  k.gap(2)
  const hdr = (label: string, value: string) => {
    w.page.drawText(label, { x: L, y: w.y, size: 8.6, font: f.sansBold, color: grey })
    w.page.drawText(value, { x: L + 42, y: w.y, size: 8.6, font: f.sans })
    w.y -= 12
  }
  hdr('From:', `${v.landlord} <${v.from}>`)
  hdr('To:', v.to)
  if (v.cc) hdr('Cc:', v.cc)
  hdr('Date:', `${dt(v.sent).long}, 4:12 PM`)
  hdr('Subject:', 'Re: rental agreement \u2014 please reply "I agree"')
  w.page.drawLine({
    start: { x: L, y: w.y + 4 },
    end: { x: L + W, y: w.y + 4 },
    thickness: 0.6,
    color: grey,
  })
  k.gap(8)
  const names = v.tenants.map((t) => t.first).join(' and ')
  p(`Hi ${names},`)
  p(
    'As we discussed on the phone, here is our rental agreement in writing. When you reply "I agree" from this e-mail address, this message is our agreement. Please keep a copy.',
  )
  p(
    `Who: me, ${v.landlord} (landlord), and you, ${v.tenants.map((t) => t.full).join(' and ')} (tenants).`,
  )
  p(`Where: ${v.premises}.`)
  p(
    `When: starting ${dt(v.start).long}, month to month. Either of us can end it with 30 days\u2019 written notice (e-mail counts).`,
  )
  p(
    `Rent: ${usd(v.rent)} a month, due on the ${v.due}th. You can pay by Venmo to @${v.landlord.split(' ')[0]}-Rentals or drop a check in my mailbox at ${v.landlordAddr}. If it\u2019s more than ${v.graceWords} days late I charge ${usd(v.late)}.`,
  )
  p(
    `Deposit: ${usd(v.deposit)}, which you paid when you picked up the keys. I\u2019ll give it back within 30 days after you move out, minus anything I need to fix beyond normal wear and tear, with receipts.`,
  )
  p('Utilities: I pay water and trash. You pay electric, gas and internet.')
  p(
    'Other stuff: no smoking inside, one cat is fine, please shovel the front steps, and let me know right away if anything leaks.',
  )
  p(`Call or text me at ${v.landlordPhone} any time.`)
  p(`Thanks,\n${v.landlord}`)
  k.gap(6)
  w.page.drawLine({
    start: { x: L, y: w.y + 4 },
    end: { x: L + W, y: w.y + 4 },
    thickness: 0.6,
    color: grey,
  })
  k.gap(4)
  hdr('From:', v.to.split(',')[0]!)
  hdr('Date:', `${dt(v.sent).long}, 7:40 PM`)
  k.gap(4)
  p('I agree. Thank you!')
  return {
    pdf: await w.save(),
    truth: {
      tenants: v.tenants,
      tenantEmail: /<([^>]+)>/.exec(v.to)?.[1] ?? null,
      premisesAddress: v.premises,
      leaseType: 'month-to-month',
      startDate: v.start,
      monthlyRent: v.rent,
      securityDeposit: v.deposit,
      rentDueDay: v.due,
      housingProvider: v.landlord,
      mailingAddress: v.landlordAddr,
      acceptedPaymentMethods: ['Venmo', 'Check'],
      gracePeriodDays: v.grace,
      rentDueDescription: `due on the ${v.due}th`,
      paymentRecipient: v.landlord,
      paymentAddress: v.landlordAddr,
      depositReturnDays: 30,
      depositReturnCondition:
        'within 30 days after you move out, minus anything I need to fix beyond normal wear and tear, with receipts',
      _notes: [
        'A month-to-month agreement made by e-mail and printed: the tenant e-mail is only in the To: header (the first recipient); the landlord\u2019s e-mail is in From:. No tenant phone is given (the phone in the body is the landlord\u2019s).',
        `Rent due on the ${v.due}th; late if more than ${v.graceWords} days late: gracePeriodDays ${v.grace}; flat late charge.`,
        'The landlord\u2019s home address (mailbox for checks) is treated as payment and notice address. The printed date and message times are not lease dates.',
        ...v.notes,
      ],
    },
  }
}

export const template: Template = {
  id: 'email_printout_lease',
  title:
    'Month-to-month rental agreed by e-mail, printed with the message headers and the tenant\u2019s reply',
  exercises:
    'e-mail headers (tenant e-mail only in To:, landlord in From:), informal wording, rent due on another day, Venmo, no tenant phone',
  docs: [
    {
      name: 'tw3_vt_email_rental_burlington',
      build: () =>
        build({
          landlord: 'Marguerite Lavoie',
          from: 'mlavoie.rentals@example.net',
          landlordPhone: '(802) 555-0131',
          landlordAddr: '61 Cliff Street, Burlington, VT 05401',
          tenants: [person('Thaddea', 'Okonjo'), person('Finnian', 'Ruelas')],
          to: 'Thaddea Okonjo <thaddea.okonjo@example.com>, Finnian Ruelas <f.ruelas@example.org>',
          cc: null,
          premises: '28 Loomis Street, Apt 2, Burlington, VT 05401',
          start: '2027-01-10',
          rent: 1650,
          due: 10,
          deposit: 1650,
          late: 40,
          grace: 5,
          graceWords: 'five',
          sent: '2027-01-04',
          notes: [
            'Two tenants, two e-mail recipients; the first recipient\u2019s address is the tenant e-mail.',
          ],
        }),
    },
    {
      name: 'tw3_nh_email_rental_manchester',
      build: () =>
        build({
          landlord: 'Donovan Brzezinski',
          from: 'dbrz@example.com',
          landlordPhone: '(603) 555-0152',
          landlordAddr: '415 Beech Street, Manchester, NH 03104',
          tenants: [person('Calliope', 'Adewale')],
          to: 'Calliope Adewale <calliope.adewale@example.net>',
          cc: 'Hollis Brzezinski <hollis.b@example.com>',
          premises: '77 Orange Street, 3rd Floor, Manchester, NH 03104',
          start: '2027-04-15',
          rent: 1385,
          due: 15,
          deposit: 1000,
          late: 25,
          grace: 3,
          graceWords: 'three',
          sent: '2027-04-06',
          notes: ['The Cc: recipient is the landlord\u2019s spouse, not a tenant.'],
        }),
    },
  ],
}
