import type { FormInstance } from 'antd';
import { useCallback } from 'react';
import type { z } from 'zod';
import { schemaRules, type FieldName } from './schema-rules';
import type { FieldPath } from './server-form-errors';
import { useServerForm } from './use-server-form';

/**
 * A form validated with the body schema the server validates (000 §5): `useServerForm` (use-server-form.ts)
 * with each field's rules from its schema in the body, so the form and the server say the same thing.
 */
export function useSchemaForm<S extends z.ZodType>(form: FormInstance, body: S, options: { fallback: FieldName<S> }) {
  const rulesOf = useCallback((path: FieldPath) => schemaRules(body, path), [body]);
  return useServerForm<FieldName<S>>(form, rulesOf, options);
}
