import type { ProductFormInput } from '../../../shared/api/masterdata'
import type { ProductCategory, ProductUnit } from '../../../shared/api/inventory'

/**
 * The demo products, one a line: SKU | name | category | unit | HSN | price (₹) | tax % | reorder level | additional
 * info (heading=content, ' ~ ' between entries) | external links (heading=path under https://www.example.com/).
 */
const DEMOS: readonly string[] = [
  'KIT-CONV-48V-1KW|Conversion kit 48V 1 kW (scooter)|kit|set|87149990|42500|5|3|Specification=Hub motor 1 kW, controller, throttle, wiring harness, DC-DC converter ~ Warranty=1 year on motor and controller|Installation manual=kits/48v-1kw/manual',
  'KIT-CONV-60V-1.5KW|Conversion kit 60V 1.5 kW (scooter)|kit|set|87149990|51800|5|3|Specification=Hub motor 1.5 kW, 30 A controller, throttle, harness ~ Fitment=Honda Activa, TVS Jupiter, Suzuki Access|Installation manual=kits/60v-1500w/manual ~ Video guide=kits/60v-1500w/video',
  'KIT-CONV-72V-2KW|Conversion kit 72V 2 kW (motorcycle)|kit|set|87149990|64900|5|2|Specification=Mid-drive 2 kW, 45 A controller, display, harness ~ Fitment=Hero Splendor, Bajaj Platina ~ Warranty=1 year or 15,000 km|Installation manual=kits/72v-2kw/manual',
  'BAT-LFP-48V-30AH|LFP battery pack 48V 30Ah|battery|piece|85076000|32500|18|4|Specification=16S LiFePO4, 1.44 kWh, smart BMS ~ Warranty=3 years or 2,000 cycles|Datasheet=batteries/lfp-48v-30ah',
  'BAT-LFP-60V-30AH|LFP battery pack 60V 30Ah|battery|piece|85076000|38500|18|4|Specification=20S LiFePO4, 1.8 kWh, smart BMS with Bluetooth ~ Warranty=3 years or 2,000 cycles|Datasheet=batteries/lfp-60v-30ah',
  'BAT-LFP-72V-40AH|LFP battery pack 72V 40Ah|battery|piece|85076000|56000|18|2|Specification=24S LiFePO4, 2.9 kWh, IP67 casing ~ Warranty=3 years or 2,000 cycles ~ Charging=Use the 72V 10A charger only|Datasheet=batteries/lfp-72v-40ah ~ Safety sheet=batteries/lfp-safety',
  'BAT-NMC-48V-26AH|NMC battery pack 48V 26Ah|battery|piece|85076000|29900|18|4|Specification=13S NMC 21700 cells, 1.25 kWh ~ Warranty=2 years or 1,000 cycles|Datasheet=batteries/nmc-48v-26ah',
  'BAT-NMC-60V-32AH|NMC battery pack 60V 32Ah|battery|piece|85076000|41200|18|3|Specification=16S NMC 21700 cells, 1.9 kWh, active balancing ~ Warranty=2 years or 1,000 cycles|',
  'BAT-NMC-72V-35AH|NMC battery pack 72V 35Ah|battery|piece|85076000|52500|18|2|Specification=20S NMC, 2.5 kWh, aluminium casing|Datasheet=batteries/nmc-72v-35ah',
  'MTR-BLDC-HUB-1KW|BLDC hub motor 1 kW, 10 inch|part|piece|85013119|11800|18|4|Specification=48–60V, 10 inch rim, hall sensors ~ Warranty=1 year|Datasheet=motors/hub-1kw',
  'MTR-BLDC-HUB-1.5KW|BLDC hub motor 1.5 kW, 10 inch|part|piece|85013119|14200|18|3|Specification=60–72V, 10 inch rim, 45 mm magnets|Datasheet=motors/hub-1500w',
  'MTR-BLDC-HUB-2KW|BLDC hub motor 2 kW, 12 inch|part|piece|85013119|17900|18|2|Specification=72V, 12 inch rim, disc brake mount ~ Warranty=1 year|',
  'CTL-SINE-48V-30A|Sine wave controller 48–60V 30A|part|piece|85044090|4800|18|5|Specification=FOC sine wave, regenerative braking, reverse gear|Datasheet=controllers/sine-30a',
  'CTL-SINE-72V-45A|Sine wave controller 72V 45A|part|piece|85044090|6900|18|4|Specification=FOC, three riding modes, cruise ~ Warranty=1 year|Datasheet=controllers/sine-45a ~ Wiring diagram=controllers/sine-45a/wiring',
  'CHG-48V-5A|Battery charger 48V 5A (LFP)|accessory|piece|85044030|3200|18|6|Specification=58.4 V cut-off, auto shut-off, fan cooled|',
  'CHG-60V-6A|Battery charger 60V 6A (LFP)|accessory|piece|85044030|3900|18|6|Specification=73 V cut-off, auto shut-off ~ Warranty=6 months|',
  'CHG-72V-10A|Fast charger 72V 10A (LFP)|accessory|piece|85044030|7400|18|3|Specification=87.6 V cut-off, CAN communication with the BMS|Datasheet=chargers/72v-10a',
  'DCDC-72-12V-10A|DC-DC converter 48–72V to 12V 10A|part|piece|85044090|1350|18|8|Specification=Input 36–90 V, output 12 V 10 A, waterproof|',
  'THR-HALL-TWIST|Twist throttle with hall sensor|part|piece|87149990|650|18|10|Specification=Half twist, 3 wire, battery level display ~ Fitment=Fits 22 mm handlebars|',
  'BRK-PAD-FRONT-DISC|Front disc brake pads (pair)|consumable|pair|87149400|380|28|20|Fitment=Conversion kits with 220 mm front disc|',
  'BRK-SHOE-REAR-130|Rear drum brake shoes 130 mm|consumable|pair|87149400|290|28|20|Fitment=130 mm drums, scooters and commuters|',
  'TYR-90-90-12-TL|Tyre 90/90-12 tubeless|part|piece|40114000|1850|28|8|Specification=Load index 54, speed rating J ~ Warranty=6 months against manufacturing defects|',
  'TYR-100-80-10-TL|Tyre 100/80-10 tubeless|part|piece|40114000|1650|28|8|Specification=Load index 53, speed rating J|',
  'MIR-REAR-PAIR|Rear view mirror set|accessory|pair|70091090|420|18|12|Fitment=M8 and M10 thread adapters included|',
  'HLM-ISI-OPEN-M|ISI open face helmet, medium|accessory|piece|65061010|1250|18|10|Specification=ISI marked, 560–580 mm head size ~ Care=Wipe with a damp cloth; no solvents|',
  'HLM-ISI-FULL-L|ISI full face helmet, large|accessory|piece|65061010|1890|18|10|Specification=ISI marked, 590–600 mm head size, clear visor|Size chart=helmets/size-chart',
  'PNT-BLUE-1L|Body paint metallic blue, 1 litre|paint|litre|32089090|980|18|6|Specification=PU base coat, mix 1:1 with thinner ~ Coverage=About 4 panels per litre|',
  'PNT-WHITE-1L|Body paint pearl white, 1 litre|paint|litre|32089090|1040|18|6|Specification=PU base coat, two coats recommended|',
  'PNT-CLEAR-1L|Clear coat lacquer, 1 litre|paint|litre|32089090|760|18|6|Specification=2K clear, 4:1 with hardener|',
  'WIR-HARNESS-KIT|Main wiring harness (kit)|part|piece|85443000|1450|18|6|Fitment=All 48–72V conversion kits|Wiring diagram=harness/diagram',
  'CON-XT90-PAIR|XT90 battery connector pair|consumable|pair|85366990|140|18|30|Specification=90 A continuous, anti-spark|',
  'CON-GREASE-500G|Bearing grease, 500 g|consumable|box|34039900|260|18|10|Specification=Lithium complex, high temperature|',
  'TOOL-CRIMP-SET|Crimping tool set with terminals|tool|set|82032000|1650|18|2|Specification=Ratchet crimper, 600 assorted terminals|',
  'TOOL-BMS-TESTER|BMS and cell voltage tester|tool|piece|90303390|4200|18|1|Specification=Up to 24 cells, balance check, Bluetooth|User guide=tools/bms-tester',
  'CON-CABLE-6SQ-M|Battery cable 6 sq mm, per metre|consumable|metre|85444999|95|18|50|Specification=Silicone insulated, 200 °C|',
]

/** 'heading=value ~ heading=value' → pairs. */
const pairs = (text: string): [string, string][] =>
  text
    ? text.split(' ~ ').map((entry) => {
        const at = entry.indexOf('=')
        return [entry.slice(0, at), entry.slice(at + 1)]
      })
    : []

/** The demo products as the add form would send them (content and urls base64, as stored). */
export function demoProductForms(encode: (text: string) => string): ProductFormInput[] {
  return DEMOS.map((line) => {
    const [productSku, name, category, unit, hsn, price, taxPercent, reorderLevel, info, links] = line.split('|') as [
      string,
      string,
      ProductCategory,
      ProductUnit,
      string,
      string,
      string,
      string,
      string,
      string,
    ]
    return {
      productSku,
      name,
      category,
      unit,
      hsn,
      price,
      taxPercent,
      reorderLevel,
      active: true,
      additionalInfo: pairs(info).map(([heading, content]) => ({ heading, content: encode(content) })),
      externalLink: pairs(links).map(([heading, path]) => ({ heading, url: encode(`https://www.example.com/${path}`) })),
    }
  })
}
