import { DEPARTMENTS, JOB_TITLES, person, seededRandom } from './seeded-data';

/** A person of a generated directory, before a simulator writes it in its vendor's shape. */
export interface SeededPerson {
  index: number;
  firstName: string;
  lastName: string;
  /** The sign-in name and primary address, on the directory's domain. */
  email: string;
  department: string;
  jobTitle: string;
  enabled: boolean;
  admin: boolean;
}

/** A group of a generated directory: its members are indexes of the people (and at most one nested group). */
export interface SeededGroup {
  index: number;
  name: string;
  email: string;
  description: string;
  people: number[];
  groups: number[];
}

export const DIRECTORY_DOMAIN = 'sandbox.example';

/** People of a sandbox directory (deterministic for a seed), numbered from `first`. */
export function seededPeople(seed: number, size: number, first = 0): SeededPerson[] {
  const random = seededRandom(seed);
  return Array.from({ length: size }, (_, offset) => {
    const index = first + offset;
    const who = person(random, index);
    return {
      index,
      ...who,
      department: random.pick(DEPARTMENTS),
      jobTitle: random.pick(JOB_TITLES),
      enabled: random.chance(0.92),
      admin: index === 0,
    };
  });
}

/** Groups of a sandbox directory: one per department and a few teams, each with some of the `people`. */
export function seededGroups(seed: number, count: number, people: number): SeededGroup[] {
  const random = seededRandom(seed + 7);
  return Array.from({ length: count }, (_, index) => {
    const base = DEPARTMENTS[index % DEPARTMENTS.length]!;
    const name = index < DEPARTMENTS.length ? base : `${base} team ${Math.floor(index / DEPARTMENTS.length) + 1}`;
    const members = new Set<number>();
    const size = Math.min(people, random.int(2, 8));
    while (members.size < size) members.add(random.int(0, people - 1));
    return {
      index,
      name,
      email: `${name.toLowerCase().replace(/\W+/g, '-')}@${DIRECTORY_DOMAIN}`,
      description: `Everyone in ${name}`,
      people: [...members],
      // The teams of a department are nested in the department's group.
      groups:
        index < DEPARTMENTS.length
          ? Array.from({ length: count }, (_, other) => other).filter(
              (other) => other >= DEPARTMENTS.length && other % DEPARTMENTS.length === index,
            )
          : [],
    };
  });
}
