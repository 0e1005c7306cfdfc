import { firstMessage } from '@portal/shared/common/validation';
import type { FormRule } from 'antd';
import { z } from 'zod';
import type { FieldPath } from './server-form-errors';

/** The field paths of a body, three levels deep at most: ['email'], ['profile', 'name']. */
type NestedPaths<T, Depth extends unknown[] = []> = Depth['length'] extends 3
  ? never
  : T extends readonly unknown[]
    ? never
    : T extends object
      ? {
          [K in keyof T & string]-?:
            [K] | (NonNullable<T[K]> extends object ? [K, ...NestedPaths<NonNullable<T[K]>, [...Depth, K]>] : never);
        }[keyof T & string]
      : never;

/** A field of a body as a form names it: 'email', or a path into nested objects such as ['profile', 'name']. */
export type FieldName<S extends z.ZodType> = (keyof z.input<S> & string) | NestedPaths<z.input<S>>;

/** The object shape inside optional, nullable, default and transform wrappers, to walk into nested bodies. */
function shapeOf(schema: z.ZodType): Record<string, z.ZodType> | undefined {
  if (schema instanceof z.ZodObject) return schema.shape as Record<string, z.ZodType>;
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodNullable || schema instanceof z.ZodDefault) {
    return shapeOf(schema.unwrap() as z.ZodType);
  }
  if (schema instanceof z.ZodPipe) return shapeOf(schema.in as z.ZodType);
  return undefined;
}

/** The schema of one field of a body schema. */
export function fieldSchema(body: z.ZodType, path: FieldPath): z.ZodType {
  let schema = body;
  for (const key of path) {
    const next = shapeOf(schema)?.[key];
    if (!next) throw new Error(`The body schema has no field ${path.join('.')}`);
    schema = next;
  }
  return schema;
}

const cache = new WeakMap<z.ZodType, Map<string, FormRule[]>>();

/**
 * antd rules that validate a field with its schema in the body the server validates,
 * showing the first message: the form and the server say the same thing. Cached, so a
 * field gets the same rules on every render.
 */
export function schemaRules(body: z.ZodType, path: FieldPath): FormRule[] {
  const byPath = cache.get(body) ?? new Map<string, FormRule[]>();
  cache.set(body, byPath);
  const key = path.join('.');
  let rules = byPath.get(key);
  if (!rules) {
    const schema = fieldSchema(body, path);
    rules = [
      {
        validator: async (_rule, value: unknown) => {
          const message = firstMessage(schema, value);
          if (message !== undefined) throw new Error(message);
        },
      },
    ];
    byPath.set(key, rules);
  }
  return rules;
}
