import type { VehicleDocument } from '../../../shared/api/vehicle-model.query'
import { calendarDayToIndiaSeconds } from '../../../shared/india-day'
import type { VehicleModelLine } from '../schema'

/**
 * The demo catalogue's details of each make and model (the Vehicle Model screen): model number, company, prices in
 * paise (kit ₹60,000–1,20,000, battery ₹25,000–60,000, booking fee ₹2,000–5,000; the price is kit plus battery),
 * the day it was first made (midnight in India), specifications, features and the documents its vehicles need. Derived
 * from the pair's position, so every run seeds the same; valid by the vehicle model form (tests/integration/seed-forms).
 */

const COMPANIES: Record<string, { company: string; site: string }> = {
  Honda: { company: 'Honda Motorcycle & Scooter India Pvt. Ltd.', site: 'https://www.honda2wheelersindia.com' },
  TVS: { company: 'TVS Motor Company Ltd.', site: 'https://www.tvsmotor.com' },
  Bajaj: { company: 'Bajaj Auto Ltd.', site: 'https://www.bajajauto.com' },
  Hero: { company: 'Hero MotoCorp Ltd.', site: 'https://www.heromotocorp.com' },
  Suzuki: { company: 'Suzuki Motorcycle India Pvt. Ltd.', site: 'https://www.suzukimotorcycle.co.in' },
  Yamaha: { company: 'India Yamaha Motor Pvt. Ltd.', site: 'https://www.yamaha-motor-india.com' },
  Ather: { company: 'Ather Energy Ltd.', site: 'https://www.atherenergy.com' },
  Ola: { company: 'Ola Electric Mobility Ltd.', site: 'https://www.olaelectric.com' },
}

/** Models built electric: their vehicles need no engine number, emission certificate or RTO approval of a retrofit. */
const NATIVE_EV = new Set(['iQube', 'Chetak', 'Vida V1', '450X', '450S', 'Rizta', 'S1 Pro', 'S1 Air', 'S1 X'])

const FEATURES = [
  'Regenerative braking',
  'Reverse mode',
  'USB charging port',
  'Digital instrument cluster',
  'Mobile app connectivity',
  'Anti-theft alarm',
  'LED headlamp',
  'Side-stand sensor',
]

const BATTERIES = ['2.3 kWh Li-ion', '2.9 kWh Li-ion', '3.2 kWh Li-ion', '3.7 kWh LFP', '4.0 kWh Li-ion']
const MOTORS = ['1.2 kW hub motor', '1.5 kW hub motor', '2.2 kW hub motor', '3.0 kW mid-drive', '4.4 kW mid-drive', '6.0 kW mid-drive']

const ALL_DOCUMENTS: VehicleDocument[] = [
  'registrationNo',
  'engineNo',
  'chassisNo',
  'rc',
  'insurance',
  'rtoApproval',
  'emissionCertificate',
  'userAcknowledgement',
]
const EV_DOCUMENTS: VehicleDocument[] = ['registrationNo', 'chassisNo', 'rc', 'insurance', 'userAcknowledgement']

export interface CatalogueEntry {
  model: string
  modelNo: string
  company: string
  price: number
  kitPrice: number
  batteryPrice: number
  bookingFee: number
  manufacturedDate: Date
  specifications: VehicleModelLine[]
  features: VehicleModelLine[]
  webLink: string
  documents: VehicleDocument[]
}

const RUPEE = 100

/** The demo details of the i-th make/model pair. */
export function catalogueEntry(make: string, name: string, i: number): CatalogueEntry {
  const kitRupees = 60_000 + ((i * 7_919) % 121) * 500
  const batteryRupees = 25_000 + ((i * 4_133) % 71) * 500
  const feeRupees = 2_000 + ((i * 5) % 7) * 500
  const { company, site } = COMPANIES[make] ?? { company: `${make} Ltd.`, site: 'https://www.example.com' }
  const year = 2021 + (i % 4)
  const day = calendarDayToIndiaSeconds(year, (i % 12) + 1, 1 + ((i * 11) % 28))!
  const code = name.replace(/[^A-Za-z0-9]+/g, '').toUpperCase()
  return {
    model: name.split(' ')[0]!,
    modelNo: `${make.slice(0, 3).toUpperCase()}-${code}-${year}`,
    company,
    price: (kitRupees + batteryRupees) * RUPEE,
    kitPrice: kitRupees * RUPEE,
    batteryPrice: batteryRupees * RUPEE,
    bookingFee: feeRupees * RUPEE,
    manufacturedDate: new Date(day * 1000),
    specifications: [
      { heading: 'Motor power', value: MOTORS[i % MOTORS.length]! },
      { heading: 'Battery', value: BATTERIES[i % BATTERIES.length]! },
      { heading: 'Range', value: `${80 + ((i * 13) % 90)} km` },
      { heading: 'Top speed', value: `${45 + ((i * 7) % 45)} km/h` },
      { heading: 'Charging time', value: `${3 + (i % 4)} h (0–100 %)` },
    ],
    features: [0, 3, 5].map((k) => ({ heading: FEATURES[(i + k) % FEATURES.length]!, value: 'Yes' })),
    webLink: site,
    documents: NATIVE_EV.has(name) ? EV_DOCUMENTS : ALL_DOCUMENTS,
  }
}
