/**
 * English unit words and symbols, each with the dimension it measures and its factor to that
 * dimension's base unit, so "1.8 litres" and "1,800 ml" compare as one value. Keys are lower-cased
 * as written (symbols and whole words, singular and plural); another language adds its own table.
 */

/** The unit of a temperature, its value in degrees Celsius (`Quantity.scale` says which scale it was written in). */
export const TEMPERATURE = '@temperature-c';
/** The scales of temperatures, degrees of each in degrees Celsius (Fahrenheit also moves its zero by 32). */
export const CELSIUS = 1;
export const FAHRENHEIT = 1.8;

/** The average month in seconds (365.2425 days / 12): months against days only approximately. */
export const MONTH_SECONDS = 2_629_746;

/** A unit: the dimension's base name and the factor from this unit to the base. */
export interface UnitScale {
  dimension: string;
  factor: number;
}

function scales(dimension: string, entries: Record<string, number>): Array<[string, UnitScale]> {
  return Object.entries(entries).map(([word, factor]) => [word, { dimension, factor }]);
}

export const UNIT_SCALES: ReadonlyMap<string, UnitScale> = new Map([
  ...scales('@volume-ml', {
    ml: 1,
    millilitre: 1,
    millilitres: 1,
    milliliter: 1,
    milliliters: 1,
    cl: 10,
    centilitre: 10,
    centilitres: 10,
    dl: 100,
    l: 1000,
    litre: 1000,
    litres: 1000,
    liter: 1000,
    liters: 1000,
    hl: 100_000,
    hectolitre: 100_000,
    hectolitres: 100_000,
    hectoliter: 100_000,
    hectoliters: 100_000,
    // Kitchen measures, by their metric sizes (5 ml and 15 ml): "0.5 tsp" is "half a teaspoon".
    // Cups are left out: a cup is 240 ml in one recipe and 250 ml in another.
    tsp: 5,
    tsps: 5,
    teaspoon: 5,
    teaspoons: 5,
    tbsp: 15,
    tbsps: 15,
    tablespoon: 15,
    tablespoons: 15,
  }),
  ...scales('@mass-g', {
    µg: 1e-6,
    μg: 1e-6,
    mcg: 1e-6,
    microgram: 1e-6,
    micrograms: 1e-6,
    mg: 0.001,
    milligram: 0.001,
    milligrams: 0.001,
    g: 1,
    gram: 1,
    grams: 1,
    kg: 1000,
    kilogram: 1000,
    kilograms: 1000,
    kilo: 1000,
    kilos: 1000,
    t: 1e6,
    tonne: 1e6,
    tonnes: 1e6,
    lb: 453.59237,
    lbs: 453.59237,
    stone: 6350.29318,
    stones: 6350.29318,
    oz: 28.349523125,
    ounce: 28.349523125,
    ounces: 28.349523125,
  }),
  ...scales('@length-m', {
    µm: 1e-6,
    μm: 1e-6,
    micrometre: 1e-6,
    micrometres: 1e-6,
    micrometer: 1e-6,
    micrometers: 1e-6,
    micron: 1e-6,
    microns: 1e-6,
    mm: 0.001,
    millimetre: 0.001,
    millimetres: 0.001,
    millimeter: 0.001,
    millimeters: 0.001,
    cm: 0.01,
    centimetre: 0.01,
    centimetres: 0.01,
    centimeter: 0.01,
    centimeters: 0.01,
    m: 1,
    metre: 1,
    metres: 1,
    meter: 1,
    meters: 1,
    km: 1000,
    kilometre: 1000,
    kilometres: 1000,
    kilometer: 1000,
    kilometers: 1000,
    // Imperial units, compared in the claim's own unit ("6.2 miles" for "10 km").
    mile: 1609.344,
    miles: 1609.344,
    mi: 1609.344,
    yard: 0.9144,
    yards: 0.9144,
    yd: 0.9144,
    foot: 0.3048,
    feet: 0.3048,
    ft: 0.3048,
    inch: 0.0254,
    inches: 0.0254,
  }),
  ...scales('@area-m2', {
    ha: 10_000,
    hectare: 10_000,
    hectares: 10_000,
    acre: 4046.8564224,
    acres: 4046.8564224,
  }),
  // Speeds in metres per second; "km/h" and "kilometres per hour" are read from their length unit.
  ...scales('@speed-mps', {
    mph: 1609.344 / 3600,
    kph: 1000 / 3600,
    kmh: 1000 / 3600,
    knot: 1852 / 3600,
    knots: 1852 / 3600,
  }),
  // Rates written short, in the unit "frames per second" or "revolutions per minute" is read as.
  ...scales('@per-s:frame', { fps: 1 }),
  ...scales('@per-s:revolut', { rpm: 1 / 60 }),
  ...scales('@per-s:beat', { bpm: 1 / 60 }),
  ...scales('@charge-mah', { mah: 1, ah: 1000 }),
  ...scales('@power-w', {
    w: 1,
    watt: 1,
    watts: 1,
    kw: 1000,
    kilowatt: 1000,
    kilowatts: 1000,
    mw: 1e6,
    megawatt: 1e6,
    megawatts: 1e6,
    gw: 1e9,
    gigawatt: 1e9,
    gigawatts: 1e9,
    // Mechanical horsepower, as engines are rated in English ("150 kW" is about 200 hp).
    hp: 745.699872,
    bhp: 745.699872,
    horsepower: 745.699872,
  }),
  // Energy in watt-hours; joules and food calories too ("1 kWh" is "3.6 MJ", "2,000 kcal" about
  // "8,400 kJ"). "Calories" on food are kilocalories.
  ...scales('@energy-wh', {
    wh: 1,
    kwh: 1000,
    mwh: 1e6,
    gwh: 1e9,
    twh: 1e12,
    joule: 1 / 3600,
    joules: 1 / 3600,
    kj: 1000 / 3600,
    kilojoule: 1000 / 3600,
    kilojoules: 1000 / 3600,
    mj: 1e6 / 3600,
    megajoule: 1e6 / 3600,
    megajoules: 1e6 / 3600,
    kcal: 4184 / 3600,
    kilocalorie: 4184 / 3600,
    kilocalories: 4184 / 3600,
    calorie: 4184 / 3600,
    calories: 4184 / 3600,
  }),
  ...scales('@data-mb', {
    kb: 0.001,
    kilobyte: 0.001,
    kilobytes: 0.001,
    mb: 1,
    megabyte: 1,
    megabytes: 1,
    gb: 1000,
    gigabyte: 1000,
    gigabytes: 1000,
    tb: 1e6,
    terabyte: 1e6,
    terabytes: 1e6,
  }),
  // Frequencies in hertz: "4.2 GHz" is "4,200 MHz" (clock speeds, radio bands).
  ...scales('@frequency-hz', {
    hz: 1,
    hertz: 1,
    khz: 1e3,
    kilohertz: 1e3,
    mhz: 1e6,
    megahertz: 1e6,
    ghz: 1e9,
    gigahertz: 1e9,
  }),
  // Data rates in bits per second: "1 Gbps" is "1,000 Mbps".
  ...scales('@rate-bps', { bps: 1, kbps: 1e3, mbps: 1e6, gbps: 1e9 }),
  // Pressure in pascals: "2.4 bar" is "240 kPa" (tyres, weather, plumbing).
  ...scales('@pressure-pa', {
    pa: 1,
    pascal: 1,
    pascals: 1,
    hpa: 100,
    mbar: 100,
    millibar: 100,
    millibars: 100,
    kpa: 1000,
    bar: 1e5,
    bars: 1e5,
    mpa: 1e6,
    psi: 6894.757293168,
  }),
  // Voltage in volts: "25 kV" is "25,000 volts".
  ...scales('@voltage-v', {
    v: 1,
    volt: 1,
    volts: 1,
    kv: 1000,
    kilovolt: 1000,
    kilovolts: 1000,
  }),
  ...scales('@time-s', {
    // Response times and lap splits: "3 ms" is "0.003 seconds".
    ms: 0.001,
    millisecond: 0.001,
    milliseconds: 0.001,
    s: 1,
    sec: 1,
    secs: 1,
    second: 1,
    seconds: 1,
    min: 60,
    mins: 60,
    minute: 60,
    minutes: 60,
    h: 3600,
    hr: 3600,
    hrs: 3600,
    hour: 3600,
    hours: 3600,
  }),
]);

/** A US fluid ounce and gallon, and an imperial gallon, in millilitres. */
const US_FLUID_OUNCE = 29.5735295625;
const US_GALLON = 3785.411784;
const IMPERIAL_GALLON = 4546.09;

/**
 * Units written in two words, keyed by both lower-cased words as tokenised ("fl oz", "US gallons",
 * "megawatt-hours"). A plain "gallon" is left out: a US and an imperial gallon differ by a fifth.
 */
export const TWO_WORD_UNITS: ReadonlyMap<string, UnitScale> = new Map([
  ...scales('@volume-ml', {
    'fl oz': US_FLUID_OUNCE,
    'fluid ounce': US_FLUID_OUNCE,
    'fluid ounces': US_FLUID_OUNCE,
    'us gallon': US_GALLON,
    'us gallons': US_GALLON,
    'imperial gallon': IMPERIAL_GALLON,
    'imperial gallons': IMPERIAL_GALLON,
    'uk gallon': IMPERIAL_GALLON,
    'uk gallons': IMPERIAL_GALLON,
  }),
  ...scales('@length-m', {
    'nautical mile': 1852,
    'nautical miles': 1852,
  }),
  // A basis point is a hundredth of a percentage point: "25 basis points" is "0.25 percentage points".
  ...scales('%', { 'basis point': 0.01, 'basis points': 0.01 }),
  ...scales('@energy-wh', {
    'watt hour': 1,
    'watt hours': 1,
    'kilowatt hour': 1e3,
    'kilowatt hours': 1e3,
    'megawatt hour': 1e6,
    'megawatt hours': 1e6,
    'gigawatt hour': 1e9,
    'gigawatt hours': 1e9,
    'terawatt hour': 1e12,
    'terawatt hours': 1e12,
  }),
]);

/**
 * Durations whose units convert exactly, by the unit word as written: days and weeks in seconds
 * (the dimension of "hours" and "minutes" above: "2 weeks" = "14 days", "48 hours" = "2 days"),
 * months, years, decades and centuries in months ("24 months" = "2 years"). A month is no fixed
 * number of days, nor a year (leap years), so "a month" and "30 days" stay apart, as do "1 year"
 * and "365 days". The quantity keeps its own unit (so "about 10 days" still rounds 10.2 days);
 * this value is compared only across units.
 */
export const DURATION_SCALES: ReadonlyMap<string, UnitScale> = new Map([
  ...scales('@time-s', {
    day: 86_400,
    days: 86_400,
    week: 604_800,
    weeks: 604_800,
    fortnight: 1_209_600,
    fortnights: 1_209_600,
  }),
  ...scales('@time-month', {
    month: 1,
    months: 1,
    year: 12,
    years: 12,
    decade: 120,
    decades: 120,
    century: 1200,
    centuries: 1200,
  }),
]);

/**
 * Time words a slot may hold after a number ("up to 3 more business days"): a claim that says
 * "weeks" where its sentence says "days" changes the quantity even when the number is copied.
 * Keys are lower-cased words; the value groups the words that can replace each other.
 */
export const TIME_UNIT_WORDS: ReadonlyMap<string, string> = new Map(
  (
    'second seconds minute minutes hour hours day days week weeks fortnight fortnights month months ' +
    'year years decade decades century centuries'
  )
    .split(' ')
    .map((word) => [word, '@time']),
);

/**
 * The scale of a unit of time by its word as written, lower-cased ("hours", "week", "years"):
 * seconds for hours and minutes, days, weeks and fortnights; months for months, years and longer.
 */
export function timeScaleOf(word: string): UnitScale | undefined {
  const scale = DURATION_SCALES.get(word) ?? UNIT_SCALES.get(word);
  return scale?.dimension.startsWith('@time') ? scale : undefined;
}
