import { firstMessage } from '@portal/shared/common/validation';
import type { FormRule } from 'antd';

type FieldSchema = Parameters<typeof firstMessage>[0];

/** An antd Form rule that validates with a shared zod field schema and shows its first message. */
export function schemaRule(schema: FieldSchema): FormRule {
  return {
    validator: async (_rule, value: unknown) => {
      const message = firstMessage(schema, value);
      if (message !== undefined) throw new Error(message);
    },
  };
}
