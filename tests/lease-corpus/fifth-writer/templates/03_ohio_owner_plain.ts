import { dt, moneyWords, person, type Built, type Person } from '../../former-heldout/lib'
import type { Template } from '../../former-heldout/template'
import { kit } from '../../third-writer/kit'
import { andList, pageNumbers, room, sign } from '../parts'

type V = {
  landlord: Person
  home: string
  zelle: string
  tenants: Person[]
  phone: string
  email: string
  child: { p: Person; age: number } | null
  kind: string
  building: string
  unit: string
  street: string
  cityLine: string
  start: string
  end: string
  rent: number
  deposit: number
  heat: string
  brother: { p: Person; phone: string; relation: string }
  signed: string
  notes: string[]
}

const build = async (v: V): Promise<Built> => {
  const k = await kit({ serif: true, margin: 72, size: 11 })
  const { w, f, p } = k
  k.centre('LEASE AGREEMENT', 14)
  k.gap(10)
  p(
    `This agreement is between me, ${v.landlord.full}, of ${v.home} (the "Landlord"), and ${andList(v.tenants.map((t) => t.full))} (the "Tenant"). Where this agreement says "you" it means the Tenant${v.tenants.length > 1 ? ', and each of you is responsible for the full rent' : ''}.`,
  )
  const n = (t: string, body: string) => {
    room(k, 56)
    p([t], { font: w.bold, after: 1 })
    p(body)
  }
  n(
    '1. What you are renting',
    `The ${v.kind} (${v.unit}) of the ${v.building} at ${v.street}, ${v.cityLine}. The stove, refrigerator and window air conditioner stay with the apartment. You may use the basement laundry and one space in the driveway.`,
  )
  n(
    '2. How long',
    `One year, from ${dt(v.start).long} to ${dt(v.end).long}. If you want to stay after that, tell me by the first of the month before the lease ends and we will sign a new lease or go month to month.`,
  )
  n(
    '3. Rent',
    `The rent is ${moneyWords(v.rent, 'title')} a month. It is due on the first of each month. I will accept a personal check made out to ${v.landlord.full}, a money order, or Zelle sent to ${v.zelle}. Checks and money orders can be mailed to me at my home address above. Please do not leave cash in the mailbox.`,
  )
  n(
    '4. If rent is late',
    'If the rent is not paid by the end of the 5th, there is a late charge of $25.00, plus $5.00 for each extra day, but never more than $60.00 in one month.',
  )
  n(
    '5. Bounced checks',
    'A bounced check costs $30.00. After two bounced checks I will only take money orders.',
  )
  n(
    '6. Security deposit',
    `You have paid a security deposit of ${moneyWords(v.deposit, 'title')}. I will return the deposit, minus anything I have to keep for unpaid rent or damage beyond normal wear and tear, within 30 days after you move out and give me your new address in writing, as Ohio law (R.C. 5321.16) requires. If I keep any of it I will send you a list of what I kept and why.`,
  )
  n(
    '7. Utilities',
    `You pay electric and gas to the utility companies in your own name. I pay water, sewer and trash. ${v.heat}`,
  )
  n(
    '8. Who can live here',
    (v.child
      ? `Only the Tenant and ${v.child.p.full} (age ${v.child.age}) can live in the apartment.`
      : 'Only the Tenant can live in the apartment.') +
      ' Guests are welcome but can stay no more than 10 nights in any month unless I agree in writing.',
  )
  n(
    '9. Repairs',
    'Tell me about anything that needs fixing as soon as you notice it. I will fix things that are not your fault at my cost. You pay for damage you or your guests cause, including clogged drains.',
  )
  n(
    '10. Pets and smoking',
    'No pets except fish in a tank under 20 gallons. No smoking of any kind inside the building or on the porch.',
  )
  n(
    '11. Getting in',
    'I will give you 24 hours\u2019 notice before coming in, except in an emergency, as Ohio law allows.',
  )
  n(
    '12. If you cannot reach me',
    `In an emergency, if you can\u2019t reach me, call my ${v.brother.relation}, ${v.brother.p.full}, at ${v.brother.phone}. ${v.brother.p.first} does not collect rent and cannot change this agreement.`,
  )
  n(
    '13. Moving out',
    'Leave the apartment clean, take everything with you, and put all keys through my mail slot. Let me know your new address.',
  )
  n(
    '14. Contacting you',
    `I will call or text you at ${v.phone} and e-mail ${v.email}. Written notices will be left at the apartment door or mailed there.`,
  )
  p(
    `We both agree to everything above. Signed on ${dt(v.signed).long}. Each of us has a signed copy.`,
  )
  k.gap(16)
  sign(k, `${v.landlord.full}, Landlord`, { width: 250, size: 10, font: w.regular })
  for (const t of v.tenants) sign(k, `${t.full}, Tenant`, { width: 250, size: 10, font: w.regular })
  pageNumbers(k, (i, nn) => `${i}/${nn}`, { align: 'center', font: f.italic, size: 9 })
  return {
    pdf: await w.save(),
    truth: {
      tenants: v.tenants,
      additionalOccupants: v.child ? [v.child.p] : null,
      tenantEmail: v.email,
      tenantPhone: v.phone,
      premisesAddress: `${v.street}, ${v.unit}, ${v.cityLine}`,
      leaseType: 'fixed-term',
      startDate: v.start,
      endDate: v.end,
      terminationDateText: dt(v.end).long,
      monthlyRent: v.rent,
      securityDeposit: v.deposit,
      rentDueDay: 1,
      maxGuestStayDays: 10,
      housingProvider: v.landlord.full,
      mailingAddress: v.home,
      acceptedPaymentMethods: ['Check', 'Money Order', 'Zelle'],
      zelleNumber: v.zelle,
      gracePeriodDays: 5,
      nsfFeeFirst: 30,
      rentDueDescription: 'due on the first of each month',
      paymentRecipient: v.landlord.full,
      paymentAddress: v.home,
      nsfPolicy: 'A bounced check costs $30.00.',
      depositReturnDays: 30,
      depositReturnCondition:
        'minus anything I have to keep for unpaid rent or damage beyond normal wear and tear, within 30 days after you move out and give me your new address in writing',
      _notes: [
        'The unit is named before the street in parentheses ("The upstairs apartment (Unit 2) of the … house at <street>"); the truth puts it after the street.',
        'An individual landlord\u2019s plain-language agreement written in the first person ("me", "you"). The landlord\u2019s home address (in the opening sentence) is where checks are mailed and the only landlord address, so mailingAddress and paymentAddress.',
        'Rent and deposit in title-case words with figures. Checks "made out to" the landlord: paymentRecipient. Zelle to the landlord\u2019s contact: zelleNumber.',
        'Late "not paid by the end of the 5th": gracePeriodDays 5; flat $25 plus $5 a day capped at $60, so lateFeePercentage null.',
        `The emergency contact (the landlord\u2019s ${v.brother.relation}) and the phone number are distractors. Tenant contacts only in clause 14.`,
        ...v.notes,
      ],
    },
  }
}

export const template: Template = {
  id: 'ohio_owner_plain',
  title: 'Ohio individual landlord\u2019s plain-language lease in the first person',
  exercises:
    'first-person plain wording ("me", "you"), landlord\u2019s home address in the opening sentence as payment and notice address, unit as a floor phrase before the street, amounts in title-case words and figures, personal check/money order/Zelle in prose, late "by the end of the 5th" with a daily charge and cap, "bounced check" fee, relative as emergency contact, child occupant with age, tenant contacts in a closing clause',
  docs: [
    {
      name: 'tw5_oh_owner_lease_akron',
      build: () =>
        build({
          landlord: person('Delphine', 'Warczak'),
          home: '1877 Brown Street, Akron, OH 44301',
          zelle: 'dwarczak.rentals@example.com',
          tenants: [person('Ignatius', 'Obuya'), person('Renata', 'Szymborska')],
          phone: '(330) 555-0129',
          email: 'ignatius.obuya@example.net',
          child: { p: person('Tomasz', 'Obuya'), age: 6 },
          kind: 'upstairs apartment',
          unit: 'Unit 2',
          building: 'two-family house',
          street: '914 Kenmore Boulevard',
          cityLine: 'Akron, OH 44314',
          start: '2027-07-01',
          end: '2028-06-30',
          rent: 875,
          deposit: 875,
          heat: 'The furnace for your apartment is on your gas meter.',
          brother: {
            p: person('Casimir', 'Warczak'),
            phone: '(330) 555-0188',
            relation: 'brother',
          },
          signed: '2027-06-12',
          notes: ['Two tenants and one child.'],
        }),
    },
    {
      name: 'tw5_oh_owner_lease_dayton_photo',
      build: () =>
        build({
          landlord: person('Augustin', 'Fairweather-Lowe'),
          home: '62 Oakwood Avenue, Dayton, OH 45409',
          zelle: '(937) 555-0107',
          tenants: [person('Keziah', 'Blankenship')],
          phone: '(937) 555-0171',
          email: 'keziah.b@example.org',
          child: null,
          kind: 'first-floor apartment',
          unit: 'Apt. 1',
          building: 'brick four-unit building',
          street: '2330 N Main Street',
          cityLine: 'Dayton, OH 45405',
          start: '2027-03-01',
          end: '2028-02-29',
          rent: 740,
          deposit: 600,
          heat: 'Heat is included: the building has one boiler, which I maintain.',
          brother: {
            p: person('Minerva', 'Fairweather'),
            phone: '(937) 555-0155',
            relation: 'sister',
          },
          signed: '2027-02-15',
          notes: ['One tenant, no other occupants; Zelle to the landlord\u2019s phone number.'],
        }),
      scan: {
        dpi: 150,
        rotate: 2.1,
        photo: true,
        lighting: 0.38,
        contrast: 0.9,
        noise: 6,
        quality: 50,
        seed: 5303,
      },
    },
  ],
}
