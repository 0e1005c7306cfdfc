import type { ValidationErrorItem } from '@portal/shared/common/validation';
import type { ApiError } from './api-error';

export type FieldPath = string[];

/** A field as a form names it: 'email', or a path into nested objects such as ['profile', 'name']. */
export const toFieldPath = (name: unknown): FieldPath => (Array.isArray(name) ? name.map(String) : [String(name)]);

export interface FieldErrors {
  name: FieldPath;
  errors: string[];
}

export interface ServerErrorMapping {
  /** The field that shows messages that belong to no known field (000 §8: the email field on login and sign-up). */
  fallback: FieldPath;
  /** The form's fields, as paths (`['profile', 'name']`). */
  known: FieldPath[];
}

const key = (path: FieldPath): string => path.join('.');

/** Flattens the contract's error tree into messages per property path, nested by children. */
export function flattenValidationErrors(items: ValidationErrorItem[], parent: FieldPath = []): FieldErrors[] {
  const out: FieldErrors[] = [];
  for (const item of items) {
    const path = [...parent, ...item.property.split('.').filter(Boolean)];
    const messages = Object.values(item.constraints ?? {});
    if (messages.length > 0) out.push({ name: path, errors: messages });
    out.push(...flattenValidationErrors(item.children ?? [], path));
  }
  return out;
}

/**
 * Maps a server error onto form fields: validation messages go to the field of their
 * property path; messages of unknown properties, and a message without field errors,
 * go to the fallback field.
 */
export function serverErrorsToFields(error: ApiError, mapping: ServerErrorMapping): FieldErrors[] {
  const known = new Set(mapping.known.map(key));
  const byField = new Map<string, FieldErrors>();
  const add = (name: FieldPath, messages: string[]) => {
    const existing = byField.get(key(name));
    if (existing) existing.errors.push(...messages.filter((m) => !existing.errors.includes(m)));
    else byField.set(key(name), { name, errors: [...new Set(messages)] });
  };
  for (const field of flattenValidationErrors(error.errors)) {
    add(known.has(key(field.name)) ? field.name : mapping.fallback, field.errors);
  }
  if (byField.size === 0) add(mapping.fallback, [error.message]);
  return [...byField.values()];
}

/** Every leaf path of a (nested) changed-values object, as antd's onValuesChange reports it. */
export function changedPaths(changed: unknown, parent: FieldPath = []): FieldPath[] {
  if (typeof changed !== 'object' || changed === null || Array.isArray(changed)) return [parent];
  const entries = Object.entries(changed as Record<string, unknown>);
  if (entries.length === 0) return [parent];
  return entries.flatMap(([name, value]) => changedPaths(value, [...parent, name]));
}
