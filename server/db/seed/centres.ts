import type { Db } from '../client'
import { branches, serviceCentres } from '../schema'

export interface CentreSeed {
  title: string
  mobileNo: string
  email: string
  city: string
  state: string
  pin: string
  address: string
  longitude: number
  latitude: number
  branches: ReadonlyArray<readonly [name: string, address: string, longitude: number, latitude: number]>
}

/**
 * Service centres in and around Bengaluru; the first is the demo scc account's centre. Each is valid by the Service
 * Center form (demoCentreForm; tests/unit/servicecenter-form.test.ts parses every one), locations longitude then latitude.
 */
// prettier-ignore
export const CENTRES: readonly CentreSeed[] = [
  {
    title: 'Koramangala Service Centre', mobileNo: '8041230001', email: 'koramangala@ev-service.example.com',
    city: 'Bengaluru', state: 'Karnataka', pin: '560034',
    address: '42, 80 Feet Road, 4th Block, Koramangala, Bengaluru, Karnataka 560034', longitude: 77.6245, latitude: 12.9352,
    branches: [['Koramangala 4th Block', '42, 80 Feet Road, 4th Block, Koramangala 560034', 77.6245, 12.9352], ['HSR Layout Sector 2', '17, 27th Main, HSR Layout 560102', 77.6474, 12.9116], ['BTM Layout 2nd Stage', '8, 16th Main, BTM Layout 560076', 77.6101, 12.9166]],
  },
  {
    title: 'Indiranagar Service Centre', mobileNo: '8041230002', email: 'indiranagar@ev-service.example.com',
    city: 'Bengaluru', state: 'Karnataka', pin: '560038',
    address: '310, 100 Feet Road, HAL 2nd Stage, Indiranagar, Bengaluru, Karnataka 560038', longitude: 77.6408, latitude: 12.9719,
    branches: [['Indiranagar 100 Feet Road', '310, 100 Feet Road, Indiranagar 560038', 77.6408, 12.9784], ['Domlur Layout', '5, Old Airport Road, Domlur 560071', 77.6387, 12.9610]],
  },
  {
    title: 'Whitefield Service Centre', mobileNo: '8041230003', email: 'whitefield@ev-service.example.com',
    city: 'Bengaluru', state: 'Karnataka', pin: '560066',
    address: '12, ITPL Main Road, Whitefield, Bengaluru, Karnataka 560066', longitude: 77.7500, latitude: 12.9698,
    branches: [['Whitefield ITPL Road', '12, ITPL Main Road, Whitefield 560066', 77.7500, 12.9698], ['Marathahalli Bridge', '77, Outer Ring Road, Marathahalli 560037', 77.7011, 12.9569], ['KR Puram', '3, Old Madras Road, KR Puram 560036', 77.6960, 13.0075], ['Hoodi Circle', '21, Hoodi Main Road 560048', 77.7114, 12.9916]],
  },
  {
    title: 'Electronic City Service Centre', mobileNo: '8041230004', email: 'ecity@ev-service.example.com',
    city: 'Bengaluru', state: 'Karnataka', pin: '560100',
    address: '9, Hosur Road, Electronic City Phase 1, Bengaluru, Karnataka 560100', longitude: 77.6699, latitude: 12.8452,
    branches: [['Electronic City Phase 1', '9, Hosur Road, Electronic City 560100', 77.6602, 12.8452], ['Bommanahalli', '56, Hosur Road, Bommanahalli 560068', 77.6235, 12.9081]],
  },
  {
    title: 'Jayanagar Service Centre', mobileNo: '8041230005', email: 'jayanagar@ev-service.example.com',
    city: 'Bengaluru', state: 'Karnataka', pin: '560011',
    address: '25, 11th Main, 4th Block, Jayanagar, Bengaluru, Karnataka 560011', longitude: 77.5838, latitude: 12.9250,
    branches: [['Jayanagar 4th Block', '25, 11th Main, Jayanagar 560011', 77.5838, 12.9250], ['JP Nagar 6th Phase', '14, 15th Cross, JP Nagar 560078', 77.5857, 12.9063], ['Banashankari 2nd Stage', '90, 24th Main, Banashankari 560070', 77.5560, 12.9255]],
  },
  {
    title: 'Hebbal Service Centre', mobileNo: '8041230006', email: 'hebbal@ev-service.example.com',
    city: 'Bengaluru', state: 'Karnataka', pin: '560024',
    address: '4, Bellary Road, Hebbal, Bengaluru, Karnataka 560024', longitude: 77.5970, latitude: 13.0358,
    branches: [['Hebbal Flyover', '4, Bellary Road, Hebbal 560024', 77.5970, 13.0358], ['Yelahanka New Town', '33, 4th Phase, Yelahanka 560064', 77.5963, 13.1005], ['RT Nagar', '61, 80 Feet Road, RT Nagar 560032', 77.5946, 13.0215]],
  },
  {
    title: 'Rajajinagar Service Centre', mobileNo: '8041230007', email: 'rajajinagar@ev-service.example.com',
    city: 'Bengaluru', state: 'Karnataka', pin: '560010',
    address: '18, Dr Rajkumar Road, Rajajinagar, Bengaluru, Karnataka 560010', longitude: 77.5530, latitude: 12.9910,
    branches: [['Rajajinagar 1st Block', '18, Dr Rajkumar Road, Rajajinagar 560010', 77.5530, 12.9910], ['Malleshwaram 8th Cross', '7, Sampige Road, Malleshwaram 560003', 77.5706, 13.0031], ['Vijayanagar', '45, Chord Road, Vijayanagar 560040', 77.5372, 12.9719]],
  },
  {
    title: 'Hosur Road Service Centre (Attibele)', mobileNo: '8041230008', email: 'attibele@ev-service.example.com',
    city: 'Attibele', state: 'Karnataka', pin: '562107',
    address: '2, NH 44, Attibele, Anekal Taluk, Karnataka 562107', longitude: 77.7712, latitude: 12.7786,
    branches: [['Attibele Toll Junction', '2, NH 44, Attibele 562107', 77.7712, 12.7786], ['Hosur Mathigiri', '11, Bagalur Road, Hosur, Tamil Nadu 635110', 77.8253, 12.7409]],
  },
]

/** A demo centre as the Service Center form would send it (shared/api/servicecenter.ts serviceCenterForm). */
export function demoCentreForm(c: CentreSeed) {
  return {
    title: c.title,
    mobileNo: c.mobileNo,
    email: c.email,
    address: c.address,
    city: c.city,
    state: c.state,
    pin: c.pin,
    location: { coordinates: [c.longitude, c.latitude] as [number, number] },
    branches: c.branches.map(([name, address, longitude, latitude]) => ({
      name,
      address,
      location: { coordinates: [longitude, latitude] as [number, number] },
      active: true,
    })),
    active: true,
  }
}

export interface SeededCentre {
  id: string
  title: string
  branchIds: string[]
}

export async function seedCentres(db: Db, now: Date): Promise<SeededCentre[]> {
  const rows = await db
    .insert(serviceCentres)
    .values(CENTRES.map(({ branches: _b, ...c }) => ({ ...c, createdAt: now, updatedAt: now })))
    .returning({ id: serviceCentres.id, title: serviceCentres.title })
  const byTitle = new Map(rows.map((r) => [r.title, r.id]))
  const branchRows = CENTRES.flatMap((c) =>
    c.branches.map(([name, address, longitude, latitude]) => ({
      scuId: byTitle.get(c.title)!,
      name,
      address,
      longitude,
      latitude,
      createdAt: now,
      updatedAt: now,
    })),
  )
  const inserted = await db.insert(branches).values(branchRows).returning({ id: branches.id, scuId: branches.scuId })
  return CENTRES.map((c) => {
    const id = byTitle.get(c.title)!
    return { id, title: c.title, branchIds: inserted.filter((b) => b.scuId === id).map((b) => b.id) }
  })
}
