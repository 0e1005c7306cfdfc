/** A small deterministic random source (mulberry32): the same seed gives the same sandbox data everywhere. */
export function seededRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
    chance: (probability: number) => next() < probability,
    /** Hex digits, e.g. for serial numbers and sys_ids. */
    hex: (length: number) => Array.from({ length }, () => Math.floor(next() * 16).toString(16)).join(''),
    /** Upper-case letters and digits. */
    code: (length: number) =>
      Array.from({ length }, () => '0123456789ABCDEFGHJKLMNPQRSTUVWXYZ'[Math.floor(next() * 34)]).join(''),
  };
}
export type SeededRandom = ReturnType<typeof seededRandom>;

export const FIRST_NAMES = [
  'Astrid',
  'Björn',
  'Camille',
  'Dag',
  'Elin',
  'Farah',
  'Gustav',
  'Hanna',
  'Ibrahim',
  'Julia',
  'Karin',
  'Lars',
  'Maja',
  'Nils',
  'Olivia',
  'Per',
  'Rania',
  'Sofia',
  'Tobias',
  'Ulla',
  'Viktor',
  'Wilma',
  'Yusuf',
  'Zara',
] as const;
export const LAST_NAMES = [
  'Andersson',
  'Berg',
  'Carlsson',
  'Dahl',
  'Ek',
  'Falk',
  'Gran',
  'Holm',
  'Isaksson',
  'Johansson',
  'Karlsson',
  'Lind',
  'Magnusson',
  'Nilsson',
  'Olsson',
  'Persson',
  'Quist',
  'Rask',
  'Sandberg',
  'Törnqvist',
  'Ullberg',
  'Vik',
  'Wall',
] as const;
export const DEPARTMENTS = ['Engineering', 'Sales', 'Marketing', 'Finance', 'People', 'Support', 'Operations'] as const;
export const CITIES = ['Stockholm', 'Gothenburg', 'Malmö', 'Copenhagen', 'Oslo', 'Helsinki'] as const;
export const JOB_TITLES = [
  'Engineer',
  'Senior Engineer',
  'Account Executive',
  'Designer',
  'Analyst',
  'Manager',
  'Specialist',
] as const;

/** A person with a name and a work email at the sandbox company. */
export function person(random: SeededRandom, index: number) {
  const firstName = random.pick(FIRST_NAMES);
  const lastName = random.pick(LAST_NAMES);
  const ascii = (text: string) =>
    text
      .normalize('NFD')
      .replace(/[^A-Za-z]/g, '')
      .toLowerCase();
  return { firstName, lastName, email: `${ascii(firstName)}.${ascii(lastName)}${index}@sandbox.example` };
}

/** A date `YYYY-MM-DD` some days before a fixed day (fixed, so the data does not drift with the clock). */
export function daysBefore(days: number, from = Date.UTC(2026, 0, 15)): string {
  return new Date(from - days * 86_400_000).toISOString().slice(0, 10);
}

/** A date-time some minutes before the fixed day. */
export function minutesBefore(minutes: number, from = Date.UTC(2026, 0, 15, 12)): string {
  return new Date(from - minutes * 60_000).toISOString();
}
