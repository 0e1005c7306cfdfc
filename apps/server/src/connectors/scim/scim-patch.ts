import { SCIM } from '@portal/shared/directory/scim.schemas';
import { ScimFailure, invalidPath, invalidValue } from './scim-error';
import { matchesScimFilter, parseScimFilter, type ScimComparison } from './scim-filter';

type Attributes = Record<string, unknown>;
export interface ScimOperation {
  op: string;
  path?: string | undefined;
  value?: unknown;
}

interface Path {
  /** The extension schema holding the attribute (the enterprise user), or null for the core schema. */
  extension: string | null;
  attribute: string;
  filter: ScimComparison[] | null;
  sub: string | null;
}

const CORE = [SCIM.user, SCIM.group];
const PATH = /^([A-Za-z][\w$-]*)(?:\[(.+)\])?(?:\.([A-Za-z][\w$-]*))?$/;

/** RFC 7644 §3.5.2's path: `attr`, `attr.sub`, `attr[filter]`, `attr[filter].sub`, optionally after a schema URN. */
function parsePath(path: string): Path {
  let rest = path.trim();
  let extension: string | null = null;
  if (rest.toLowerCase().startsWith('urn:')) {
    const core = CORE.find((urn) => rest.toLowerCase().startsWith(`${urn.toLowerCase()}:`));
    if (core) rest = rest.slice(core.length + 1);
    else if (rest.toLowerCase().startsWith(`${SCIM.enterpriseUser.toLowerCase()}:`)) {
      extension = SCIM.enterpriseUser;
      rest = rest.slice(SCIM.enterpriseUser.length + 1);
    } else throw invalidPath(`Unknown schema in path ${path}`);
  }
  const match = PATH.exec(rest);
  if (!match) throw invalidPath(`Cannot read the path ${path}`);
  let filter: ScimComparison[] | null = null;
  if (match[2] !== undefined) {
    try {
      filter = parseScimFilter(match[2]);
    } catch {
      throw invalidPath(`Unsupported filter in path ${path}`);
    }
  }
  return { extension, attribute: match[1]!, filter, sub: match[3] ?? null };
}

/** The key an object already uses for a name (attribute names are case-insensitive), or the name as given. */
const keyIn = (object: Attributes, name: string) =>
  Object.keys(object).find((key) => key.toLowerCase() === name.toLowerCase()) ?? name;

const isObject = (value: unknown): value is Attributes =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** Two values of a multi-valued attribute are the same one when their `value`s are (members, emails). */
const sameValue = (a: unknown, b: unknown) =>
  isObject(a) && isObject(b) && 'value' in a && 'value' in b
    ? a.value === b.value
    : JSON.stringify(a) === JSON.stringify(b);

function addTo(target: Attributes, name: string, value: unknown) {
  const key = keyIn(target, name);
  const current = target[key];
  if (Array.isArray(value)) {
    const list = Array.isArray(current) ? [...current] : [];
    for (const item of value) if (!list.some((existing) => sameValue(existing, item))) list.push(item);
    target[key] = list;
  } else if (isObject(value) && isObject(current)) target[key] = { ...current, ...value };
  else target[key] = value;
}

function containerOf(resource: Attributes, path: Path): Attributes {
  if (!path.extension) return resource;
  const key = keyIn(resource, path.extension);
  if (!isObject(resource[key])) resource[key] = {};
  return resource[key] as Attributes;
}

/** The values of `attr[filter]` (matched case-insensitively as a filter is), and the list they are in. */
function matching(target: Attributes, path: Path): { list: unknown[]; found: Attributes[] } {
  const key = keyIn(target, path.attribute);
  const list = Array.isArray(target[key]) ? (target[key] as unknown[]) : [];
  target[key] = list;
  return {
    list,
    found: list.filter((item): item is Attributes => isObject(item) && matchesScimFilter(item, path.filter!)),
  };
}

/** An item a filtered add or replace creates when none matches: the filter's values and the sub-attribute. */
function itemFrom(path: Path, value: unknown): Attributes {
  const item: Attributes = Object.fromEntries(path.filter!.map((one) => [one.attribute, one.value]));
  return path.sub ? { ...item, [path.sub]: value } : { ...item, ...(isObject(value) ? value : { value }) };
}

function addOrReplace(resource: Attributes, op: 'add' | 'replace', path: Path, value: unknown) {
  const target = containerOf(resource, path);
  if (path.filter) {
    const { list, found } = matching(target, path);
    if (found.length === 0) list.push(itemFrom(path, value));
    for (const item of found) {
      if (path.sub) item[keyIn(item, path.sub)] = value;
      else if (isObject(value)) Object.assign(item, value);
    }
    return;
  }
  if (path.sub) {
    const key = keyIn(target, path.attribute);
    if (!isObject(target[key])) target[key] = {};
    (target[key] as Attributes)[keyIn(target[key] as Attributes, path.sub)] = value;
    return;
  }
  if (op === 'add') addTo(target, path.attribute, value);
  else target[keyIn(target, path.attribute)] = value;
}

function remove(resource: Attributes, path: Path, value: unknown) {
  const target = containerOf(resource, path);
  const key = keyIn(target, path.attribute);
  if (path.filter) {
    const { list, found } = matching(target, path);
    if (path.sub) for (const item of found) delete item[keyIn(item, path.sub)];
    else target[key] = list.filter((item) => !found.includes(item as Attributes));
    return;
  }
  if (path.sub) {
    if (isObject(target[key])) delete (target[key] as Attributes)[keyIn(target[key] as Attributes, path.sub)];
    return;
  }
  // Entra removes members with a value list instead of a filter: `{ op: remove, path: members, value: [{value}] }`.
  if (Array.isArray(value) && Array.isArray(target[key])) {
    target[key] = (target[key] as unknown[]).filter((item) => !value.some((gone) => sameValue(item, gone)));
    return;
  }
  delete target[key];
}

/** Entra sends booleans as text (`"False"`): `active` is read as the boolean it means. */
function normalise(resource: Attributes) {
  const key = keyIn(resource, 'active');
  const active = resource[key];
  if (typeof active === 'string') {
    if (!/^(true|false)$/i.test(active)) throw invalidValue('active must be true or false');
    resource[key] = active.toLowerCase() === 'true';
  }
}

const READ_ONLY = new Set(['id', 'meta', 'schemas']);

/**
 * Applies RFC 7644 §3.5.2 operations to a copy of a resource's attributes and answers it: add, replace and remove,
 * with or without a path, filtered paths (`members[value eq "…"]`, `emails[type eq "work"].value`) and the
 * enterprise extension's attributes.
 */
export function applyScimPatch(attributes: Attributes, operations: ScimOperation[]): Attributes {
  const resource = structuredClone(attributes);
  for (const operation of operations) {
    const op = operation.op.toLowerCase() as 'add' | 'replace' | 'remove';
    if (!operation.path) {
      if (op === 'remove') throw new ScimFailure(400, 'remove needs a path', 'noTarget');
      if (!isObject(operation.value)) throw invalidValue(`${op} without a path needs an object of attributes`);
      for (const [name, value] of Object.entries(operation.value)) {
        if (READ_ONLY.has(name.toLowerCase())) continue;
        if (name.toLowerCase().startsWith('urn:') && isObject(value)) {
          for (const [sub, one] of Object.entries(value)) addOrReplace(resource, op, parsePath(`${name}:${sub}`), one);
        } else addOrReplace(resource, op, parsePath(name), value);
      }
      continue;
    }
    const path = parsePath(operation.path);
    if (!path.extension && READ_ONLY.has(path.attribute.toLowerCase()))
      throw new ScimFailure(400, `${path.attribute} cannot be changed`, 'mutability');
    if (op === 'remove') remove(resource, path, operation.value);
    else {
      if (operation.value === undefined) throw invalidValue(`${op} needs a value`);
      addOrReplace(resource, op, path, operation.value);
    }
  }
  normalise(resource);
  return resource;
}
