/*
 * The demo's maintenance requests as data: who asked for what, and how far each got.
 * demo-seed.ts turns it into requests, notes and events dated from `now`.
 */

export type MaintenanceStatus = 'submitted' | 'in_progress' | 'scheduled' | 'completed'

export type MaintenanceSeed = {
  /** Full name of a tenant in TENANTS. */
  tenant: string
  serviceType: 'plumbing' | 'electrical' | 'hvac' | 'appliances' | 'general'
  specificIssue: string
  description: string
  urgency: 'low' | 'medium' | 'high'
  createdDaysAgo: number
  /** Hour of day (UTC) the tenant submitted it. */
  createdHour: number
  preferred?: { daysAfterCreated: number; window: 'morning' | 'afternoon' | 'evening' }
  assignedTo?: string
  /** Each status the request moved to, hours after it was submitted; the last is its status. */
  history: [MaintenanceStatus, number][]
  /** `{weekday}` is replaced by the weekday of the preferred date. */
  notes?: { text: string; internal: boolean; hoursAfterCreated: number }[]
  rating?: number
}

// Every step lies at least (24 - createdHour) hours short of `createdDaysAgo` days, so no event
// lands in the future whatever time of day `now` is.
export const MAINTENANCE: MaintenanceSeed[] = [
  {
    tenant: 'Maria Garcia',
    serviceType: 'plumbing',
    specificIssue: 'Leaky faucet',
    description:
      'The kitchen faucet keeps dripping even when the handle is fully closed. It started last week and is getting worse.',
    urgency: 'medium',
    createdDaysAgo: 3,
    createdHour: 14,
    preferred: { daysAfterCreated: 5, window: 'morning' },
    assignedTo: 'Mike Chen (Chen Plumbing)',
    history: [['scheduled', 20]],
    notes: [
      {
        text: 'Probably a worn cartridge; Mike will bring a replacement for the single-handle faucet.',
        internal: true,
        hoursAfterCreated: 19,
      },
      { text: 'Plumber scheduled for {weekday} morning.', internal: false, hoursAfterCreated: 21 },
    ],
  },
  {
    tenant: 'Maria Garcia',
    serviceType: 'appliances',
    specificIssue: 'Dishwasher',
    description: 'The dishwasher leaves standing water at the bottom after every cycle.',
    urgency: 'low',
    createdDaysAgo: 62,
    createdHour: 18,
    preferred: { daysAfterCreated: 2, window: 'afternoon' },
    assignedTo: 'Sam Ortiz (Ortiz Appliance Repair)',
    history: [
      ['scheduled', 16],
      ['in_progress', 44],
      ['completed', 46],
    ],
    notes: [
      {
        text: 'The drain filter was packed with debris. Cleaned it and ran two full cycles; it drains normally now.',
        internal: false,
        hoursAfterCreated: 46,
      },
    ],
    rating: 5,
  },
  {
    tenant: 'Kevin Nguyen',
    serviceType: 'electrical',
    specificIssue: 'Outlet not working',
    description:
      'The outlet next to the bed stopped working. The other outlets in the room are fine and no breaker looks tripped.',
    urgency: 'medium',
    createdDaysAgo: 1,
    createdHour: 9,
    preferred: { daysAfterCreated: 3, window: 'afternoon' },
    history: [],
  },
  {
    tenant: 'Dorothy Williams',
    serviceType: 'hvac',
    specificIssue: 'Strange noises',
    description:
      'Loud banging from the HVAC closet every time the system starts, and a faint burning smell for a minute afterwards.',
    urgency: 'high',
    createdDaysAgo: 2,
    createdHour: 8,
    assignedTo: 'Rosa Delgado (Delgado Heating & Air)',
    history: [['in_progress', 5]],
    notes: [
      {
        text: 'Blower motor bearing is failing. Replacement motor ordered, two business days.',
        internal: true,
        hoursAfterCreated: 7,
      },
      {
        text: 'Our HVAC technician checked the unit today. A replacement part is on order; we will let you know when it arrives.',
        internal: false,
        hoursAfterCreated: 8,
      },
    ],
  },
  {
    tenant: 'Priya Patel',
    serviceType: 'general',
    specificIssue: 'Pest control',
    description: 'Ants along the kitchen baseboard near the sink, mostly in the mornings.',
    urgency: 'low',
    createdDaysAgo: 38,
    createdHour: 11,
    preferred: { daysAfterCreated: 4, window: 'morning' },
    assignedTo: 'Dana Ruiz (Green Shield Pest Control)',
    history: [
      ['scheduled', 6],
      ['completed', 98],
    ],
    notes: [
      {
        text: 'Treated the kitchen and the outside perimeter. A follow-up visit is free if they come back within 30 days.',
        internal: false,
        hoursAfterCreated: 99,
      },
    ],
  },
  {
    tenant: 'Marcus Johnson',
    serviceType: 'plumbing',
    specificIssue: 'Clogged drain',
    description: 'The bathroom sink drains very slowly; a plunger did not help.',
    urgency: 'medium',
    createdDaysAgo: 4,
    createdHour: 19,
    preferred: { daysAfterCreated: 2, window: 'evening' },
    assignedTo: 'Mike Chen (Chen Plumbing)',
    history: [
      ['scheduled', 15],
      ['in_progress', 48],
    ],
    notes: [
      {
        text: 'Needs a drain snake; Mike comes back with the auger.',
        internal: true,
        hoursAfterCreated: 50,
      },
    ],
  },
  {
    tenant: 'Aisha Rahman',
    serviceType: 'electrical',
    specificIssue: 'Smoke detector',
    description:
      'The hallway smoke detector chirps every minute even after I replaced the battery.',
    urgency: 'high',
    createdDaysAgo: 11,
    createdHour: 7,
    assignedTo: 'Luis Ortega (Ortega Handyman Services)',
    history: [
      ['in_progress', 4],
      ['completed', 6],
    ],
    notes: [
      {
        text: 'The detector was past its 10-year expiry; replaced it with a new hardwired unit and tested it.',
        internal: false,
        hoursAfterCreated: 6,
      },
      {
        text: 'All Cedar Ridge detectors share that install year: schedule a building-wide check.',
        internal: true,
        hoursAfterCreated: 7,
      },
    ],
  },
  {
    tenant: 'Sofia Rossi',
    serviceType: 'appliances',
    specificIssue: 'Washer/Dryer',
    description: 'The dryer runs but does not heat; clothes are still wet after two cycles.',
    urgency: 'medium',
    createdDaysAgo: 5,
    createdHour: 16,
    preferred: { daysAfterCreated: 9, window: 'evening' },
    assignedTo: 'Sam Ortiz (Ortiz Appliance Repair)',
    history: [['scheduled', 26]],
    notes: [
      {
        text: 'Likely the heating element; Sam will bring one.',
        internal: true,
        hoursAfterCreated: 26,
      },
    ],
  },
  {
    tenant: 'Daniel Kim',
    serviceType: 'general',
    specificIssue: 'Windows/Doors',
    description:
      "The sliding patio door is hard to lock: the latch doesn't line up with the strike plate.",
    urgency: 'low',
    createdDaysAgo: 2,
    createdHour: 20,
    history: [],
  },
  {
    tenant: 'Carlos Mendoza',
    serviceType: 'plumbing',
    specificIssue: 'Running toilet',
    description: 'The upstairs toilet keeps running after flushing unless I jiggle the handle.',
    urgency: 'medium',
    createdDaysAgo: 95,
    createdHour: 10,
    assignedTo: 'Mike Chen (Chen Plumbing)',
    history: [
      ['scheduled', 8],
      ['in_progress', 50],
      ['completed', 51],
    ],
    notes: [
      { text: 'Replaced the flapper and the fill valve.', internal: false, hoursAfterCreated: 51 },
    ],
  },
  {
    tenant: 'Hannah Lee',
    serviceType: 'appliances',
    specificIssue: 'Garbage disposal',
    description: 'The garbage disposal hums but does not spin.',
    urgency: 'medium',
    createdDaysAgo: 1,
    createdHour: 7,
    preferred: { daysAfterCreated: 4, window: 'morning' },
    history: [],
  },
  {
    tenant: 'James Okafor',
    serviceType: 'general',
    specificIssue: 'Other',
    description: 'The latch on the backyard gate is broken, so the gate blows open in the wind.',
    urgency: 'low',
    createdDaysAgo: 6,
    createdHour: 13,
    preferred: { daysAfterCreated: 10, window: 'afternoon' },
    assignedTo: 'Luis Ortega (Ortega Handyman Services)',
    history: [['scheduled', 30]],
  },
  // Older finished work, so the admin's Completed card has more than its 5-card preview and
  // the demo tenant has one job still waiting for her stars.
  {
    tenant: 'Maria Garcia',
    serviceType: 'electrical',
    specificIssue: 'Light fixture',
    description: 'The bathroom ceiling light flickers and sometimes goes out completely.',
    urgency: 'medium',
    createdDaysAgo: 24,
    createdHour: 17,
    assignedTo: 'Luis Ortega (Ortega Handyman Services)',
    history: [
      ['scheduled', 15],
      ['completed', 40],
    ],
    notes: [
      {
        text: 'Replaced the worn socket in the fixture and fitted a new LED bulb; the light is steady now.',
        internal: false,
        hoursAfterCreated: 40,
      },
    ],
  },
  {
    tenant: 'Rachel Thompson',
    serviceType: 'appliances',
    specificIssue: 'Refrigerator',
    description: 'The refrigerator is not keeping things cold, although the freezer still works.',
    urgency: 'high',
    createdDaysAgo: 45,
    createdHour: 9,
    assignedTo: 'Sam Ortiz (Ortiz Appliance Repair)',
    history: [
      ['in_progress', 3],
      ['completed', 26],
    ],
    notes: [
      {
        text: 'Condenser fan motor failed; replaced under the appliance warranty, no charge.',
        internal: true,
        hoursAfterCreated: 26,
      },
      {
        text: 'The fan motor was replaced. Give the fridge a few hours to get back to temperature.',
        internal: false,
        hoursAfterCreated: 26,
      },
    ],
    rating: 4,
  },
  {
    tenant: 'Kevin Nguyen',
    serviceType: 'hvac',
    specificIssue: 'Air filter',
    description: 'The thermostat shows a filter reminder, and I cannot find where the filter goes.',
    urgency: 'low',
    createdDaysAgo: 120,
    createdHour: 15,
    assignedTo: 'Rosa Delgado (Delgado Heating & Air)',
    history: [
      ['scheduled', 20],
      ['completed', 70],
    ],
    notes: [
      {
        text: 'Replaced the return-air filter (20x25x1). It sits behind the hallway grille; we change it every 3 months.',
        internal: false,
        hoursAfterCreated: 70,
      },
    ],
    rating: 5,
  },
  {
    tenant: 'Hannah Lee',
    serviceType: 'general',
    specificIssue: 'Paint/Touch-up',
    description:
      'Scuffs and a small nail hole on the living room wall, left from before we moved in.',
    urgency: 'low',
    createdDaysAgo: 150,
    createdHour: 12,
    assignedTo: 'Luis Ortega (Ortega Handyman Services)',
    history: [
      ['scheduled', 48],
      ['completed', 120],
    ],
  },
]
