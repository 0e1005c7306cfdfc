import type { ExplorerField, ExplorerItem } from './explorer.schemas';

/**
 * How the explorer turns a request item and its form into a call (001 §5): `{{name}}` and `:name` replaced from the
 * variables and the current environment, empty values dropped, Authorization 'Bearer ' when empty. The web runs it,
 * the code samples are made from it, and the server's test runs every item through it.
 */

/** The form of one item: the Authorization value, then each panel's values by key. */
export interface ExplorerForm {
  authorization: string;
  header: Record<string, string>;
  variable: Record<string, string>;
  query: Record<string, string>;
  body: Record<string, string>;
}

export interface ExplorerCall {
  method: string;
  url: string;
  headers: Record<string, string>;
  /** The body's fields (sent as JSON), or undefined when there are none. */
  body?: Record<string, string>;
}

const PLACEHOLDER = /\{\{\s*([\w.-]+)\s*\}\}/g;

/** `{{name}}` replaced by the variable's value; a name without a value stays as written. */
export function fillVariables(text: string, variables: Record<string, string | undefined>): string {
  return text.replace(PLACEHOLDER, (whole, name: string) => variables[name] ?? whole);
}

const shown = (fields: ExplorerField[] | undefined) => (fields ?? []).filter((field) => !field.disabled);
const valuesOf = (fields: ExplorerField[] | undefined) =>
  Object.fromEntries(shown(fields).map((field) => [field.key, field.value]));

/** The form an item starts with: its own values, Authorization from its bearer token. */
export function initialForm(item: ExplorerItem): ExplorerForm {
  const { request } = item;
  const token = request.auth.type === 'bearer' ? (request.auth.bearer[0]?.value ?? '') : '';
  return {
    authorization: token ? `Bearer ${token}` : '',
    header: valuesOf(request.header),
    variable: valuesOf(request.url.variable),
    query: valuesOf(request.url.query),
    body: valuesOf(request.body?.formData),
  };
}

/** A form value as text: a multi-select's values joined by commas, nothing for an unset field. */
const textOf = (value: unknown): string =>
  Array.isArray(value)
    ? value.join(',')
    : typeof value === 'string'
      ? value
      : value === undefined || value === null
        ? ''
        : String(value);

/** Values filled from the variables, with the empty ones dropped. */
function filled(
  values: Record<string, unknown> | undefined,
  variables: Record<string, string | undefined>,
): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [key, value] of Object.entries(values ?? {})) {
    const text = fillVariables(textOf(value), variables).trim();
    if (text !== '') result[key] = text;
  }
  return result;
}

/** The call an item's form makes, with the variables (the current environment's values under the global variables). */
export function buildExplorerCall(
  item: ExplorerItem,
  form: ExplorerForm,
  variables: Record<string, string | undefined>,
): ExplorerCall {
  const { request } = item;
  const pathVariables = filled(form.variable, variables);
  const path = request.url.path
    .map((segment) => {
      const name = /^:(\w+)$/.exec(segment)?.[1];
      const value = name ? (pathVariables[name] ?? segment) : fillVariables(segment, variables);
      // A passthrough path keeps its slashes; every other part is one segment.
      return name === 'path'
        ? value.split('/').map(encodeURIComponent).join('/')
        : name
          ? encodeURIComponent(value)
          : value;
    })
    .join('/');
  const host = request.url.host.map((part) => fillVariables(part, variables)).join('.');
  const query = new URLSearchParams(filled(form.query, variables)).toString();
  const headers = filled(form.header, variables);
  const written = textOf(form.authorization);
  const authorization = fillVariables(written.trim() === '' ? 'Bearer ' : written, variables);
  if (request.auth.type === 'bearer') headers.Authorization = authorization;
  const body = filled(form.body, variables);
  return {
    method: request.method,
    url: `${host.replace(/\/+$/, '')}/${path}${query ? `?${query}` : ''}`,
    headers,
    ...(request.body && Object.keys(body).length > 0 ? { body } : {}),
  };
}

/**
 * The item's script mapping: the last line of `event[0].script.exec`, JSON from response paths to variable names.
 * Throws when it does not parse.
 */
export function scriptMappingOf(item: ExplorerItem): Record<string, string> {
  const exec = item.event[0]?.script.exec ?? [];
  const last = exec.at(-1);
  if (!last) return {};
  const parsed: unknown = JSON.parse(last);
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed))
    throw new Error('The script mapping is not a JSON object');
  return Object.fromEntries(
    Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

/** The value at a path such as `data[0].id` in a response body, or undefined. */
export function valueAtPath(body: unknown, path: string): unknown {
  let current: unknown = body;
  for (const part of path.split(/\.|\[(\d+)\]/).filter((piece) => piece !== undefined && piece !== '')) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[part];
  }
  return current;
}

/** The variables after a run: each mapped response value that is a string or number, trimmed. */
export function variablesAfterRun(
  mapping: Record<string, string>,
  body: unknown,
  variables: Record<string, string>,
): Record<string, string> {
  const next = { ...variables };
  for (const [path, name] of Object.entries(mapping)) {
    const value = valueAtPath(body, path);
    if (typeof value === 'string' || typeof value === 'number') next[name] = String(value).trim();
  }
  return next;
}
