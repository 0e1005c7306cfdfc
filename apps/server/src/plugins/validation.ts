import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { UNSTORABLE_TEXT, UNSTORABLE_TEXT_MESSAGE } from '@portal/shared/common/validation';

/** Paths of every string (or object key) in `value` that PostgreSQL could not store. */
function unstorableText(value: unknown, path: PropertyKey[] = [], found: PropertyKey[][] = []): PropertyKey[][] {
  if (typeof value === 'string') {
    if (UNSTORABLE_TEXT.test(value)) found.push(path);
  } else if (Array.isArray(value)) {
    value.forEach((item, index) => unstorableText(item, [...path, index], found));
  } else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (UNSTORABLE_TEXT.test(key)) found.push([...path, key]);
      else unstorableText(item, [...path, key], found);
    }
  }
  return found;
}

const storableText = z.unknown().superRefine((value, context) => {
  for (const path of unstorableText(value))
    context.addIssue({ code: 'custom', path, message: UNSTORABLE_TEXT_MESSAGE, params: { rule: 'isText' } });
});

/**
 * The contract's validator (zod, fastify-type-provider-zod) with one check before it, for every
 * part of every request (body, query, path parameters): text PostgreSQL cannot store (U+0000)
 * is a 400 in the contract's format naming the field, never a 500 from the database.
 */
export const portalValidatorCompiler: FastifySchemaCompiler<z.ZodType> = (route) =>
  validatorCompiler({ ...route, schema: storableText.pipe(route.schema) });
