import type { Address, LeaseData } from './lease-data'
import type { Template, Truth } from './templates'
import {
  addressLine,
  cityLine,
  dateEuropean,
  dateLong,
  dateOrdinal,
  dateUs,
  dayWords,
  lastFirst,
  money,
  moneyWords,
  nameList,
  numberWords,
  ordinal,
  payee,
  phoneDashes,
  phoneDots,
  streetLine,
} from './wording'

/**
 * A second set of development templates, written to stop the rules learning the first set's phrasings: the
 * landlord, managing agent, payee and payment address named in other sentences and blocks, payment methods in
 * prose and in ticked lists, premises with '#' units, names in 'LAST, First' form, ISO and European dates,
 * amounts in words.
 */

const M = 72

const term = (d: LeaseData, t: Truth, endText: (iso: string) => string) => {
  t.set('startDate', d.start)
  t.set('leaseType', d.end ? 'fixed-term' : 'month-to-month')
  if (d.end) {
    t.set('endDate', d.end)
    t.set('terminationDateText', endText(d.end))
  }
}

/** '123 Magnolia Avenue #12B' for a unit written 'Apt 12B'. */
const hashUnit = (a: Address): Address =>
  a.unit ? { ...a, unit: `#${a.unit.replace(/^\w+\s+/, '')}` } : a
const hashLine = (a: Address) => (a.unit ? `${a.street} ${a.unit}, ${cityLine(a)}` : addressLine(a))

/** The office with a suite, unless it is a P.O. box (a box has no suite). */
const withSuite = (a: Address, suite: string): Address =>
  a.unit || /^P\.O\./.test(a.street) ? a : { ...a, unit: suite }

/** A P.O. box in the office's city, for leases that take payments at a lockbox. */
const lockbox = (d: LeaseData): Address => ({
  ...d.office,
  street: `P.O. Box ${d.office.zip.slice(1)}`,
  unit: null,
})

/** The methods in words a lease would use, in the order given. */
const PROSE_METHOD: Record<string, string> = {
  Check: 'personal check',
  'Money Order': 'money order',
  Zelle: 'Zelle',
  'Online Portal': 'the online resident portal',
  ACH: 'ACH transfer',
  "Cashier's Check": "cashier's check",
  Venmo: 'Venmo',
}
const proseList = (items: string[]) =>
  items.length <= 1
    ? (items[0] ?? '')
    : `${items.slice(0, -1).join(', ')} or ${items[items.length - 1]}`

export const VARIED_TEMPLATES: Template[] = [
  {
    name: 'owner_resident_remittance',
    about:
      'Owner/Resident rental agreement: residents in "LAST, First" form, ISO dates, rent in words, checks payable to a payee and mailed to a P.O. box, methods in prose',
    serif: true,
    write: (w, d, t) => {
      w.title('RESIDENTIAL RENTAL AGREEMENT')
      w.paragraph(
        `This Rental Agreement is made by and between ${d.landlord}, hereinafter referred to as "Owner", and ${d.tenants.map(lastFirst).join('; ')}, hereinafter referred to as "Resident".`,
      )
      t.set('housingProvider', d.landlord)
      t.set('tenants', d.tenants)
      if (d.manager) {
        w.paragraph(
          `The Owner has appointed ${d.manager} to manage the property on its behalf. Resident shall direct all requests for repairs to the manager.`,
        )
        t.set('managementCompany', d.manager)
      }
      w.paragraph(
        `1. Owner rents to Resident the dwelling located at ${addressLine(d.premises)}, together with its fixtures and appliances.`,
      )
      t.set('premisesAddress', addressLine(d.premises))
      w.paragraph(
        d.end
          ? `2. The tenancy begins ${d.start} and ends ${d.end}.`
          : `2. The tenancy begins ${d.start} and continues from month to month.`,
      )
      term(d, t, (iso) => iso)
      w.paragraph(
        `3. Resident shall pay rent of ${moneyWords(d.rent)} per month, in advance, on the ${ordinal(d.dueDay)} day of each month.`,
      )
      t.set('monthlyRent', d.rent)
      t.set('rentDueDay', d.dueDay)
      t.set('rentDueDescription', `in advance, on the ${ordinal(d.dueDay)} day of each month`)
      w.paragraph(
        `4. Make all checks payable to ${payee(d)} and mail them to ${addressLine(lockbox(d))}. Rent may also be paid by ${proseList(d.methods.map((m) => PROSE_METHOD[m] ?? m))}. Cash is not accepted.`,
      )
      t.set('paymentRecipient', payee(d))
      t.set('paymentAddress', addressLine(lockbox(d)))
      t.set('acceptedPaymentMethods', [...new Set(['Check', ...d.methods])])
      w.paragraph(
        `5. Resident has deposited ${moneyWords(d.deposit)} as security for the performance of this Agreement.`,
      )
      t.set('securityDeposit', d.deposit)
      w.paragraph(
        `6. Written notices to Owner shall be sent to ${d.manager ? `${d.landlord}, c/o ${d.manager}, ` : ''}${addressLine(d.office)}.`,
      )
      t.set('mailingAddress', addressLine(d.office))
      w.paragraph(
        `7. Resident may be reached at ${phoneDots(d.phone)} or ${d.email} for any matter under this Agreement.`,
      )
      t.set('tenantPhone', d.phone)
      t.set('tenantEmail', d.email)
    },
  },
  {
    name: 'apartment_contract_checkboxes',
    about:
      'Apartment lease contract with label rows: "Owner of Record", "Agent for Owner", a "#" unit, European dates, a "Pay to the order of" row, a two-line remittance address and a ticked list of payment methods',
    write: (w, d, t) => {
      const premises = hashUnit(d.premises)
      w.title('APARTMENT LEASE CONTRACT')
      w.row([
        ['Owner of Record:', M],
        [d.landlord, 210],
      ])
      t.set('housingProvider', d.landlord)
      if (d.manager) {
        w.row([
          ['Agent for Owner:', M],
          [d.manager, 210],
        ])
        t.set('managementCompany', d.manager)
      }
      d.tenants.forEach((p, i) =>
        w.row([
          [`Resident ${i + 1}:`, M],
          [p.full, 210],
        ]),
      )
      t.set('tenants', d.tenants)
      w.row([
        ['Apartment:', M],
        [hashLine(premises), 210],
      ])
      t.set('premisesAddress', hashLine(premises))
      w.row([
        ['Lease Term:', M],
        [
          d.end
            ? `From ${dateEuropean(d.start)} to ${dateEuropean(d.end)}`
            : `From ${dateEuropean(d.start)}, month to month`,
          210,
        ],
      ])
      term(d, t, dateEuropean)
      w.row([
        ['Monthly Rent:', M],
        [money(d.rent), 210],
      ])
      w.row([
        ['Security Deposit:', M],
        [money(d.deposit), 210],
      ])
      t.set('monthlyRent', d.rent)
      t.set('securityDeposit', d.deposit)
      w.gap(8)
      w.heading('PAYMENT OF RENT', 11)
      w.row([
        ['Pay to the order of:', M],
        [payee(d), 210],
      ])
      w.row([
        ['Remittance address:', M],
        [streetLine(d.office), 210],
      ])
      w.row([
        ['', M],
        [cityLine(d.office), 210],
      ])
      t.set('paymentRecipient', payee(d))
      t.set('paymentAddress', addressLine(d.office))
      w.paragraph('Rent will be accepted in the following forms (checked):')
      const offered: [string, string][] = [
        ['Check', 'Personal Check'],
        ['Money Order', 'Money Order'],
        ["Cashier's Check", "Cashier's Check"],
        ['Online Portal', 'Online Portal'],
        ['Zelle', 'Zelle'],
      ]
      offered.forEach(([method, label]) =>
        w.row([[`${d.methods.includes(method) ? '[X]' : '[ ]'} ${label}`, M + 10]]),
      )
      const ticked = offered.map(([method]) => method).filter((m) => d.methods.includes(m))
      if (ticked.length > 0) t.set('acceptedPaymentMethods', ticked)
      w.gap(8)
      w.heading('NOTICES', 11)
      w.paragraph('Notices to the Owner must be in writing and delivered to:')
      w.row([[d.manager ?? d.landlord, M + 10]])
      w.row([[streetLine(d.office), M + 10]])
      w.row([[cityLine(d.office), M + 10]])
      t.set('mailingAddress', addressLine(d.office))
      w.row([
        ['Resident telephone:', M],
        [phoneDashes(d.phone), 210],
      ])
      t.set('tenantPhone', d.phone)
    },
  },
  {
    name: 'housing_provider_agent_prose',
    about:
      'Prose lease with a "housing provider" acting through an agent, ordinal dates, amounts in figures then words, rent paid "to the order of" the agent and delivered to a suite, notices in care of the agent',
    serif: true,
    write: (w, d, t) => {
      const agent = d.manager ?? 'Keystone Residential Services Inc.'
      w.title('DWELLING LEASE')
      w.paragraph(
        `THIS LEASE is made on ${dateOrdinal(d.start)}, between ${d.landlord}, the housing provider, acting through its agent ${agent}, and ${nameList(d.tenants)}, who together are called the tenant.`,
      )
      t.set('housingProvider', d.landlord)
      t.set('managementCompany', agent)
      t.set('tenants', d.tenants)
      w.paragraph(
        `The housing provider leases to the tenant the apartment at ${addressLine(d.premises)}, for use as a private residence only.`,
      )
      t.set('premisesAddress', addressLine(d.premises))
      w.paragraph(
        d.end
          ? `The term of this lease starts on ${dateOrdinal(d.start)} and ends on ${dateOrdinal(d.end)}.`
          : `The term of this lease starts on ${dateOrdinal(d.start)} and runs from month to month.`,
      )
      term(d, t, dateOrdinal)
      w.paragraph(
        `The tenant shall pay ${money(d.rent)} (${moneyWords(d.rent)
          .replace(/ \(.*\)$/, '')
          .toLowerCase()}) each month, on or before the ${ordinal(d.dueDay)} of the month. Rent shall be paid to the order of ${agent} and delivered to its office at ${addressLine(withSuite(d.office, 'Suite 200'))}.`,
      )
      t.set('monthlyRent', d.rent)
      t.set('rentDueDay', d.dueDay)
      t.set('rentDueDescription', `on or before the ${ordinal(d.dueDay)} of the month`)
      t.set('paymentRecipient', agent)
      t.set('paymentAddress', addressLine(withSuite(d.office, 'Suite 200')))
      w.paragraph(
        `Before moving in, the tenant shall give the housing provider a security deposit of ${money(d.deposit)}.`,
      )
      t.set('securityDeposit', d.deposit)
      w.paragraph(
        `Any notice from the tenant to the housing provider shall be sent in care of the agent to ${addressLine(withSuite(d.office, 'Suite 200'))}. Notices to the tenant may be given at the apartment or by e-mail to ${d.email}.`,
      )
      t.set('mailingAddress', addressLine(withSuite(d.office, 'Suite 200')))
      t.set('tenantEmail', d.email)
    },
  },
  {
    name: 'parties_block_lockbox',
    about:
      'Lease opening with a parties block (Lessor, Management Company with its office, Lessees in "LAST, First" form), ISO dates, a lockbox "remit to" line and methods in a sentence',
    write: (w, d, t) => {
      w.title('LEASE AGREEMENT')
      w.heading('PARTIES', 11)
      w.row([
        ['Lessor:', M],
        [d.landlord, 190],
      ])
      t.set('housingProvider', d.landlord)
      if (d.manager) {
        w.row([
          ['Management Company:', M],
          [d.manager, 190],
        ])
        t.set('managementCompany', d.manager)
      }
      w.row([
        ['Office:', M],
        [addressLine(d.office), 190],
      ])
      t.set('mailingAddress', addressLine(d.office))
      w.row([
        ['Lessee(s):', M],
        [d.tenants.map(lastFirst).join('; '), 190],
      ])
      t.set('tenants', d.tenants)
      w.heading('PREMISES AND TERM', 11)
      w.paragraph(
        `Lessor leases to Lessee the residential unit at ${addressLine(d.premises)} (the "Unit"). ${d.end ? `The term commences ${d.start} and terminates ${d.end}.` : `The term commences ${d.start} and continues month to month.`}`,
      )
      t.set('premisesAddress', addressLine(d.premises))
      term(d, t, (iso) => iso)
      w.heading('RENT', 11)
      w.paragraph(
        `Lessee shall pay ${money(d.rent)} monthly, due on the ${ordinal(d.dueDay)} day of each month. Remit to: ${payee(d)}, ${addressLine(lockbox(d))}. Lessor accepts payment by ${proseList(d.methods.map((m) => PROSE_METHOD[m] ?? m))}.`,
      )
      t.set('monthlyRent', d.rent)
      t.set('rentDueDay', d.dueDay)
      t.set('rentDueDescription', `due on the ${ordinal(d.dueDay)} day of each month`)
      t.set('paymentRecipient', payee(d))
      t.set('paymentAddress', addressLine(lockbox(d)))
      t.set('acceptedPaymentMethods', d.methods)
      w.paragraph(`A security deposit of ${money(d.deposit)} is due at signing.`)
      t.set('securityDeposit', d.deposit)
      w.heading('LESSEE CONTACT', 11)
      w.row([
        ['Cell:', M],
        [d.phone, 190],
      ])
      w.row([
        ['E-mail:', M],
        [d.email, 190],
      ])
      t.set('tenantPhone', d.phone)
      t.set('tenantEmail', d.email)
    },
  },
  {
    name: 'small_landlord_letter_lease',
    about:
      'Plain letter-style lease from a small landlord: "owned by", a "#" unit, US dates, payments "delivered to" the landlord\'s home, a notices sentence',
    write: (w, d, t) => {
      const premises = hashUnit(d.premises)
      w.title('RENTAL LEASE')
      w.paragraph(
        `I, ${d.landlord}, am the owner of the property at ${hashLine(premises)}, and I agree to rent it to ${nameList(d.tenants)} on the terms below.`,
      )
      t.set('housingProvider', d.landlord)
      t.set('premisesAddress', hashLine(premises))
      t.set('tenants', d.tenants)
      w.paragraph(
        d.end
          ? `You may move in on ${dateUs(d.start)}. This lease ends on ${dateUs(d.end)}.`
          : `You may move in on ${dateUs(d.start)}. After that the lease renews each month until one of us gives notice.`,
      )
      term(d, t, dateUs)
      w.paragraph(
        `Rent is ${money(d.rent)} a month, due on the ${ordinal(d.dueDay)}. Payments shall be delivered to me at ${addressLine(d.office)}. I will hold ${money(d.deposit)} as a security deposit.`,
      )
      t.set('monthlyRent', d.rent)
      t.set('rentDueDay', d.dueDay)
      t.set('rentDueDescription', `due on the ${ordinal(d.dueDay)}`)
      t.set('paymentRecipient', d.landlord)
      t.set('paymentAddress', addressLine(d.office))
      t.set('securityDeposit', d.deposit)
      w.paragraph(
        `If you need to send me a notice, mail it to the same address: ${addressLine(d.office)}. I will send notices to you at the property or call you at ${d.phone}.`,
      )
      t.set('mailingAddress', addressLine(d.office))
      t.set('tenantPhone', d.phone)
      w.paragraph(`Signed: ______________ (Owner)   ______________ (Tenant)`)
    },
  },
  {
    name: 'management_letterhead_lease',
    about:
      'Lease on a management company\'s letterhead (name, suite address and phone at the top), the owner named once in the body, a "#" unit, long dates',
    write: (w, d, t) => {
      const manager = d.manager ?? 'Northgate Property Partners LLC'
      const office = withSuite(d.office, 'Suite 120')
      w.row([[manager, M]], 12, true)
      w.row([[streetLine(office), M]], 9)
      w.row([[`${cityLine(office)}  |  Tel. (555) 010-2030`, M]], 9)
      w.gap(10)
      w.title('LEASE')
      w.paragraph(
        `${manager}, as agent for the owner ${d.landlord}, leases to ${d.tenants.map(lastFirst).join(' and ')} (the "Residents") the home at ${addressLine(d.premises)}.`,
      )
      t.set('managementCompany', manager)
      t.set('housingProvider', d.landlord)
      t.set('tenants', d.tenants)
      t.set('premisesAddress', addressLine(d.premises))
      w.paragraph(
        d.end
          ? `Term: ${dateLong(d.start)} - ${dateLong(d.end)}.`
          : `Term: month to month, starting ${dateLong(d.start)}.`,
      )
      term(d, t, dateLong)
      w.paragraph(
        `Rent: ${money(d.rent)} per month, payable on the ${ordinal(d.dueDay)} day of each month by ${proseList(d.methods.map((m) => PROSE_METHOD[m] ?? m))}. Security deposit: ${money(d.deposit)}.`,
      )
      t.set('monthlyRent', d.rent)
      t.set('rentDueDay', d.dueDay)
      t.set('rentDueDescription', `payable on the ${ordinal(d.dueDay)} day of each month`)
      t.set('acceptedPaymentMethods', d.methods)
      t.set('securityDeposit', d.deposit)
      w.paragraph(
        `Residents' contact: ${d.email}, ${phoneDashes(d.phone)}. Notices to the owner go to the agent at ${addressLine(office)}.`,
      )
      t.set('tenantEmail', d.email)
      t.set('tenantPhone', d.phone)
      t.set('mailingAddress', addressLine(office))
    },
  },
  {
    name: 'lessor_agent_service_lease',
    about:
      'Lease with a LESSOR/AGENT caption block, unit before the street, "made out to" payee, a payment address on the lines under "mail payments to the following address", amounts in words only, "1st March 2026" dates',
    serif: true,
    write: (w, d, t) => {
      const unitFirst = d.premises.unit
        ? `${d.premises.unit}, ${d.premises.street}, ${cityLine(d.premises)}`
        : addressLine(d.premises)
      w.title('RESIDENTIAL TENANCY AGREEMENT')
      w.row([
        ['LESSOR:', M],
        [d.landlord.toUpperCase(), 170],
      ])
      t.set('housingProvider', d.landlord)
      if (d.manager) {
        w.row([
          ["LESSOR'S AGENT:", M],
          [d.manager, 170],
        ])
        t.set('managementCompany', d.manager)
      }
      w.row([
        ['LESSEE(S):', M],
        [d.tenants.map((p) => p.full).join(' and '), 170],
      ])
      t.set('tenants', d.tenants)
      w.gap(6)
      w.paragraph(
        `The Lessor lets to the Lessee the dwelling known as ${unitFirst} for a tenancy starting on the ${ordinal(Number(d.start.slice(8)))} of ${dateEuropean(d.start).split(' ').slice(1).join(' ')}${d.end ? ` and finishing on the ${ordinal(Number(d.end.slice(8)))} of ${dateEuropean(d.end).split(' ').slice(1).join(' ')}` : ', continuing from month to month'}.`,
      )
      t.set('premisesAddress', unitFirst)
      t.set('startDate', d.start)
      t.set('leaseType', d.end ? 'fixed-term' : 'month-to-month')
      if (d.end) {
        t.set('endDate', d.end)
        t.set(
          'terminationDateText',
          `the ${ordinal(Number(d.end.slice(8)))} of ${dateEuropean(d.end).split(' ').slice(1).join(' ')}`,
        )
      }
      w.paragraph(
        `The rent is ${numberWords(d.rent)} Dollars per calendar month, payable in advance on the ${ordinal(d.dueDay)} day of each month. The Lessee shall also pay a bond of ${numberWords(d.deposit)} Dollars before taking possession.`,
      )
      t.set('monthlyRent', d.rent)
      t.set('securityDeposit', d.deposit)
      t.set('rentDueDay', d.dueDay)
      t.set(
        'rentDueDescription',
        `payable in advance on the ${ordinal(d.dueDay)} day of each month`,
      )
      w.paragraph(
        `All cheques and money orders are to be made out to ${payee(d)}. Please mail payments to the following address:`,
      )
      w.row([[payee(d), M + 20]])
      w.row([[streetLine(d.office), M + 20]])
      w.row([[cityLine(d.office), M + 20]])
      t.set('paymentRecipient', payee(d))
      t.set('paymentAddress', addressLine(d.office))
      t.set('acceptedPaymentMethods', ['Check', 'Money Order'])
      w.gap(6)
      w.paragraph(
        `Any notice to the Lessor is validly given if posted to the Lessor's address for service, which is ${addressLine(d.office)}.`,
      )
      t.set('mailingAddress', addressLine(d.office))
      w.paragraph(`Lessee contact details: telephone ${phoneDashes(d.phone)}; email ${d.email}.`)
      t.set('tenantPhone', d.phone)
      t.set('tenantEmail', d.email)
    },
  },
  {
    name: 'signature_page_parties',
    about:
      'Short lease whose parties are named only on the signature page ("OWNER / AGENT" and "RESIDENT" blocks with name, company, address), payments "mailed to" the agent, methods as a check-mark column',
    write: (w, d, t) => {
      const agent = d.manager
      w.title('MONTH-TO-MONTH OR FIXED TERM LEASE')
      w.paragraph(
        `The undersigned Owner rents to the undersigned Resident(s) the premises at ${addressLine(d.premises)}, beginning ${dateLong(d.start)}${d.end ? ` and ending ${dateLong(d.end)}` : ' on a month-to-month basis'}.`,
      )
      t.set('premisesAddress', addressLine(d.premises))
      term(d, t, dateLong)
      w.paragraph(
        `Monthly rent: ${money(d.rent)}, due the ${ordinal(d.dueDay)} of each month. Security deposit: ${money(d.deposit)}. Rent is to be mailed to ${agent ?? d.landlord} at ${addressLine(d.office)}.`,
      )
      t.set('monthlyRent', d.rent)
      t.set('securityDeposit', d.deposit)
      t.set('rentDueDay', d.dueDay)
      t.set('rentDueDescription', `due the ${ordinal(d.dueDay)} of each month`)
      t.set('paymentRecipient', agent ?? d.landlord)
      t.set('paymentAddress', addressLine(d.office))
      w.paragraph('Payment methods accepted (marked X):')
      const offered: [string, string][] = [
        ['Check', 'Check'],
        ['Money Order', 'Money order'],
        ['ACH', 'Electronic transfer (ACH)'],
        ['Venmo', 'Venmo'],
      ]
      offered.forEach(([method, label]) =>
        w.row([
          [d.methods.includes(method) ? 'X' : '__', M + 10],
          [label, M + 40],
        ]),
      )
      const ticked = offered.map(([m]) => m).filter((m) => d.methods.includes(m))
      if (ticked.length > 0) t.set('acceptedPaymentMethods', ticked)
      w.gap(16)
      w.row([['OWNER / AGENT', M]], 10, true)
      w.row([
        ['Owner name:', M],
        [d.landlord, 180],
      ])
      t.set('housingProvider', d.landlord)
      if (agent) {
        w.row([
          ['Managed by:', M],
          [agent, 180],
        ])
        t.set('managementCompany', agent)
      }
      w.row([
        ['Address for notices:', M],
        [addressLine(d.office), 180],
      ])
      t.set('mailingAddress', addressLine(d.office))
      w.row([['Signature: ______________________', M]])
      w.gap(10)
      w.row([['RESIDENT(S)', M]], 10, true)
      d.tenants.forEach((p) => {
        w.row([
          ['Name:', M],
          [lastFirst(p), 180],
        ])
        w.row([['Signature: ______________________', M]])
      })
      t.set('tenants', d.tenants)
      w.row([
        ['Daytime phone:', M],
        [phoneDots(d.phone), 180],
      ])
      t.set('tenantPhone', d.phone)
    },
  },
  {
    name: 'rent_to_agent_florida',
    about:
      'Florida-style lease: rent paid "to Landlord\'s agent, NAME, at ADDRESS", landlord address for notices on lines of its own, tenant contacts on the signature page, 5-digit ZIP+4',
    write: (w, d, t) => {
      const agent = d.manager
      w.title('RESIDENTIAL LEASE FOR APARTMENT OR UNIT')
      w.paragraph(
        `I. PARTIES. The parties to this lease are ${d.landlord}, herein called Landlord, and ${nameList(d.tenants)}, herein called Tenant.`,
      )
      t.set('housingProvider', d.landlord)
      t.set('tenants', d.tenants)
      w.paragraph(
        `II. PROPERTY. Landlord leases to Tenant the apartment or unit described as: ${addressLine(d.premises)}.`,
      )
      t.set('premisesAddress', addressLine(d.premises))
      w.paragraph(
        d.end
          ? `III. TERM. The lease term is from ${dateUs(d.start)} to ${dateUs(d.end)}.`
          : `III. TERM. Tenant rents the premises from month to month, beginning ${dateUs(d.start)}.`,
      )
      term(d, t, dateUs)
      w.paragraph(
        `IV. RENT PAYMENTS. Tenant shall pay rent of ${money(d.rent)} per month, due on the ${ordinal(d.dueDay)} day of each month. Tenant shall pay rent ${agent ? `to Landlord's agent, ${agent},` : 'to Landlord'} at ${addressLine(d.office)}, or at such other place as Landlord designates in writing.`,
      )
      t.set('monthlyRent', d.rent)
      t.set('rentDueDay', d.dueDay)
      t.set('rentDueDescription', `due on the ${ordinal(d.dueDay)} day of each month`)
      t.set('paymentRecipient', agent ?? d.landlord)
      t.set('paymentAddress', addressLine(d.office))
      if (agent) t.set('managementCompany', agent)
      w.paragraph(
        `V. MONEY DUE AT SIGNING. Tenant shall pay a security deposit of ${money(d.deposit)} when this lease is signed.`,
      )
      t.set('securityDeposit', d.deposit)
      w.paragraph("VI. NOTICES. Landlord's address for all notices under this lease:")
      w.row([[agent ? `${d.landlord} c/o ${agent}` : d.landlord, M + 20]])
      w.row([[streetLine(d.office), M + 20]])
      w.row([[cityLine(d.office), M + 20]])
      t.set('mailingAddress', addressLine(d.office))
      w.gap(14)
      w.row([
        ['______________________', M],
        ['______________________', 330],
      ])
      w.row([
        ['Landlord', M],
        ['Tenant', 330],
      ])
      w.row([
        ['', M],
        [`Tel: ${d.phone}`, 330],
      ])
      w.row([
        ['', M],
        [`Email: ${d.email}`, 330],
      ])
      t.set('tenantPhone', d.phone)
      t.set('tenantEmail', d.email)
    },
  },
  {
    name: 'payment_instructions_addendum',
    about:
      'Short lease followed by a rent payment instructions addendum on page 2: "Landlord/Owner:" label, a "Payee" row, "Mailing address for rent" on two rows, electronic payment rows, accepted methods in a "Yes/No" table',
    write: (w, d, t) => {
      w.title('RENTAL AGREEMENT')
      w.row([
        ['Landlord/Owner:', M],
        [d.landlord, 190],
      ])
      t.set('housingProvider', d.landlord)
      w.row([
        ['Tenant(s):', M],
        [d.tenants.map(lastFirst).join(' & '), 190],
      ])
      t.set('tenants', d.tenants)
      w.row([
        ['Rental address:', M],
        [streetLine(d.premises), 190],
      ])
      w.row([
        ['', M],
        [cityLine(d.premises), 190],
      ])
      t.set('premisesAddress', addressLine(d.premises))
      w.row([
        ['Term:', M],
        [d.end ? `${d.start} to ${d.end}` : `${d.start}, month to month`, 190],
      ])
      term(d, t, (iso) => iso)
      w.row([
        ['Rent per month:', M],
        [money(d.rent), 190],
      ])
      w.row([
        ['Deposit:', M],
        [money(d.deposit), 190],
      ])
      t.set('monthlyRent', d.rent)
      t.set('securityDeposit', d.deposit)
      w.paragraph(
        'Rent is due in advance on the first day of each month. See Addendum A for how to pay.',
      )
      t.set('rentDueDay', 1)
      t.set('rentDueDescription', 'in advance on the first day of each month')
      w.newPage()
      w.title('ADDENDUM A - RENT PAYMENT INSTRUCTIONS')
      w.row([
        ['Payee:', M],
        [payee(d), 230],
      ])
      t.set('paymentRecipient', payee(d))
      w.row([
        ['Mailing address for rent:', M],
        [streetLine(d.office), 230],
      ])
      w.row([
        ['', M],
        [cityLine(d.office), 230],
      ])
      t.set('paymentAddress', addressLine(d.office))
      w.gap(6)
      w.tableRow([
        ['Method', M + 4],
        ['Accepted', 300],
      ])
      const offered: [string, string][] = [
        ['Check', 'Personal check'],
        ['Money Order', 'Money order'],
        ['Zelle', 'Zelle'],
        ['Online Portal', 'Online portal'],
      ]
      offered.forEach(([method, label]) =>
        w.tableRow([
          [label, M + 4],
          [d.methods.includes(method) ? 'Yes' : 'No', 300],
        ]),
      )
      const yes = offered.map(([m]) => m).filter((m) => d.methods.includes(m))
      if (yes.length > 0) t.set('acceptedPaymentMethods', yes)
      w.gap(8)
      w.paragraph(
        `Questions about payments: ${d.manager ?? d.landlord}. Notices to the landlord go to the mailing address above.`,
      )
      t.set('mailingAddress', addressLine(d.office))
    },
  },
  {
    name: 'plain_language_clauses',
    about:
      'Plain-language lease ("we" and "you") whose due day, grace period, guest limit and deposit return are each stated in a sentence no other template uses',
    write: (w, d, t) => {
      w.title('YOUR LEASE')
      w.paragraph(
        `This lease is between ${d.landlord} ("we", "us") and ${nameList(d.tenants)} ("you"). You are renting ${addressLine(d.premises)}.`,
      )
      t.set('housingProvider', d.landlord)
      t.set('tenants', d.tenants)
      t.set('premisesAddress', addressLine(d.premises))
      w.paragraph(
        d.end
          ? `Your lease runs from ${dateLong(d.start)} through ${dateLong(d.end)}.`
          : `Your lease starts ${dateLong(d.start)} and renews every month.`,
      )
      term(d, t, dateLong)
      w.paragraph(
        `Rent. You pay ${money(d.rent)} every month. We must have it by the ${ordinal(d.dueDay)} of the month. If we still have not received it ${numberWords(d.graceDays).toLowerCase()} days later, we will add a charge of ${d.latePercent}% of the rent.`,
      )
      t.set('monthlyRent', d.rent)
      t.set('rentDueDay', d.dueDay)
      t.set('rentDueDescription', `by the ${ordinal(d.dueDay)} of the month`)
      t.set('gracePeriodDays', d.graceDays)
      t.set('lateFeePercentage', d.latePercent)
      w.paragraph(
        `Deposit. You gave us ${money(d.deposit)} to hold against damage. After you move out we have ${d.depositDays} days to send it back, less any lawful deductions.`,
      )
      t.set('securityDeposit', d.deposit)
      t.set('depositReturnDays', d.depositDays)
      t.set(
        'depositReturnCondition',
        `After you move out we have ${d.depositDays} days to send it back, less any lawful deductions`,
      )
      w.paragraph(
        `Visitors. Friends and family may visit, but nobody who is not on this lease may spend more than ${d.guestDays} nights in a row at the home without our written OK.`,
      )
      t.set('maxGuestStayDays', d.guestDays)
      w.paragraph(`Reaching you: ${d.email}.`)
      t.set('tenantEmail', d.email)
    },
  },
  {
    name: 'terms_schedule_lease',
    about:
      'Lease whose money and day terms sit in a schedule of numbered items with short captions ("Due date", "Grace", "Guests", "Deposit refund") and values in words and figures',
    serif: true,
    write: (w, d, t) => {
      w.title('LEASE - SCHEDULE OF TERMS')
      const item = (n: number, caption: string, value: string) =>
        w.row([
          [`${n}.`, M],
          [caption, M + 20],
          [value, 250],
        ])
      item(1, 'Lessor', d.landlord)
      t.set('housingProvider', d.landlord)
      item(2, 'Lessee(s)', d.tenants.map(lastFirst).join('; '))
      t.set('tenants', d.tenants)
      item(3, 'Premises', addressLine(d.premises))
      t.set('premisesAddress', addressLine(d.premises))
      item(4, 'Commencement', dateEuropean(d.start))
      item(5, 'Expiry', d.end ? dateEuropean(d.end) : 'None (periodic, month to month)')
      term(d, t, dateEuropean)
      item(6, 'Monthly rent', moneyWords(d.rent))
      t.set('monthlyRent', d.rent)
      item(7, 'Due date', `${ordinal(d.dueDay)} of each calendar month`)
      t.set('rentDueDay', d.dueDay)
      t.set('rentDueDescription', `${ordinal(d.dueDay)} of each calendar month`)
      item(8, 'Grace', `${dayWords(d.graceDays)} days, then ${d.latePercent}% of the rent`)
      t.set('gracePeriodDays', d.graceDays)
      t.set('lateFeePercentage', d.latePercent)
      item(9, 'Security deposit', money(d.deposit))
      t.set('securityDeposit', d.deposit)
      item(10, 'Deposit refund', `within ${d.depositDays} days of vacating`)
      t.set('depositReturnDays', d.depositDays)
      t.set('depositReturnCondition', `within ${d.depositDays} days of vacating`)
      item(11, 'Guests', `up to ${d.guestDays} days in any six months`)
      t.set('maxGuestStayDays', d.guestDays)
      item(12, 'Dishonoured payment', `${money(d.nsfFirst)} per item`)
      t.set('nsfFeeFirst', d.nsfFirst)
      t.set('nsfPolicy', `${money(d.nsfFirst)} per item`)
    },
  },
  {
    name: 'state_names_tenant_table',
    about:
      'Lease with states written out in addresses ("Denver, Colorado 80203", "District of Columbia"), the unit before the street, tenants in a Name/Phone/E-mail table, the landlord in a closing "Landlord\'s name and address" block',
    write: (w, d, t) => {
      const STATES: Record<string, string> = {
        CA: 'California',
        TX: 'Texas',
        FL: 'Florida',
        NY: 'New York',
        IL: 'Illinois',
        WA: 'Washington',
        GA: 'Georgia',
        DC: 'District of Columbia',
        CO: 'Colorado',
      }
      const spelled = (a: Address) => `${a.city}, ${STATES[a.state] ?? a.state} ${a.zip}`
      const premises = d.premises.unit
        ? `${d.premises.unit.replace(/^Apt/, 'Apartment')}, ${d.premises.street}, ${spelled(d.premises)}`
        : `${d.premises.street}, ${spelled(d.premises)}`
      const office = `${streetLine(d.office)}, ${spelled(d.office)}`
      w.title('DWELLING UNIT RENTAL AGREEMENT')
      w.paragraph(
        `The Landlord named at the end of this agreement rents to the persons listed below (each a "Tenant") the dwelling at ${premises}.`,
      )
      t.set('premisesAddress', premises)
      w.tableRow([
        ['Name', M + 4],
        ['Phone', 250],
        ['E-mail', 360],
      ])
      d.tenants.forEach((p, i) =>
        w.tableRow([
          [p.full, M + 4],
          [i === 0 ? d.phone : '', 250],
          [i === 0 ? d.email : '', 360],
        ]),
      )
      t.set('tenants', d.tenants)
      t.set('tenantPhone', d.phone)
      t.set('tenantEmail', d.email)
      w.gap(6)
      w.paragraph(
        d.end
          ? `The agreement begins ${dateLong(d.start)} and expires at midnight on ${dateLong(d.end)}. Rent is ${money(d.rent)} per month, due on or before the ${ordinal(d.dueDay)} day of each month. The security deposit is ${money(d.deposit)}.`
          : `The agreement begins ${dateLong(d.start)} and continues month to month. Rent is ${money(d.rent)} per month, due on or before the ${ordinal(d.dueDay)} day of each month. The security deposit is ${money(d.deposit)}.`,
      )
      term(d, t, dateLong)
      t.set('monthlyRent', d.rent)
      t.set('rentDueDay', d.dueDay)
      t.set('rentDueDescription', `on or before the ${ordinal(d.dueDay)} day of each month`)
      t.set('securityDeposit', d.deposit)
      w.gap(14)
      w.row([["Landlord's name and address for notices", M]], 10, true)
      w.row([[d.landlord, M]])
      w.row([[office, M]])
      t.set('housingProvider', d.landlord)
      t.set('mailingAddress', office)
    },
  },
  {
    name: 'two_column_signatures',
    about:
      'Lease whose parties are named only in a two-column signature block ("LANDLORD" | "TENANT" over "Printed name:" rows), occupants listed with ages, premises after "address of the rental:"',
    write: (w, d, t) => {
      w.title('RESIDENTIAL LEASE')
      w.paragraph(
        `The landlord and the tenant signing below agree that the address of the rental is: ${addressLine(d.premises)}.`,
      )
      t.set('premisesAddress', addressLine(d.premises))
      w.paragraph(
        d.end
          ? `The term is ${d.start} to ${d.end}. Monthly rent ${money(d.rent)}, due on the ${ordinal(d.dueDay)}. Deposit ${money(d.deposit)}.`
          : `The term begins ${d.start} and is month to month. Monthly rent ${money(d.rent)}, due on the ${ordinal(d.dueDay)}. Deposit ${money(d.deposit)}.`,
      )
      term(d, t, (iso) => iso)
      t.set('monthlyRent', d.rent)
      t.set('rentDueDay', d.dueDay)
      t.set('rentDueDescription', `due on the ${ordinal(d.dueDay)}`)
      t.set('securityDeposit', d.deposit)
      if (d.occupants.length > 0) {
        w.paragraph(
          `Other occupants: ${d.occupants.map((p) => `${p.full} (age ${7 + p.first.length})`).join(', ')}.`,
        )
        t.set('additionalOccupants', d.occupants)
      }
      w.gap(20)
      w.row(
        [
          ['LANDLORD', M],
          ['TENANT', 330],
        ],
        10,
        true,
      )
      w.row([
        ['______________________', M],
        ['______________________', 330],
      ])
      w.row([
        [`Printed name: ${d.landlord}`, M],
        [`Printed name: ${d.tenants[0]!.full}`, 330],
      ])
      d.tenants.slice(1).forEach((p) => {
        w.gap(8)
        w.row([
          ['', M],
          ['______________________', 330],
        ])
        w.row([
          ['', M],
          [`Printed name: ${p.full}`, 330],
        ])
      })
      t.set('housingProvider', d.landlord)
      t.set('tenants', d.tenants)
      w.row([
        ['', M],
        [`Phone: ${d.phone}`, 330],
      ])
      t.set('tenantPhone', d.phone)
    },
  },
]
