import { registerBodySchema } from '@portal/shared/auth/auth.schemas';
import { inviteBodySchema } from '@portal/shared/members/members.schemas';
import { profileBodySchema } from '@portal/shared/users/users.schemas';
import type { RuleObject } from 'antd/es/form';
import { describe, expect, it } from 'vitest';
import { fieldSchema, schemaRules } from './schema-rules';

/** What the form shows under the field for `value`: the rule's message, or undefined when valid. */
async function messageFor(rules: ReturnType<typeof schemaRules>, value: unknown): Promise<string | undefined> {
  const rule = rules[0] as RuleObject;
  try {
    await rule.validator?.(rule, value, () => undefined);
    return undefined;
  } catch (error) {
    return (error as Error).message;
  }
}

describe('schemaRules', () => {
  it("validates a field with its schema in the body, showing the schema's first message", async () => {
    const name = schemaRules(registerBodySchema, ['profile', 'name']);
    expect(await messageFor(name, '')).toBe('First name is required');
    expect(await messageFor(name, 'Ada')).toBeUndefined();
    const email = schemaRules(inviteBodySchema, ['data', 'email']);
    expect(await messageFor(email, 'not-an-email')).toBe('Must be a valid email address');
  });

  it('reads through optional and transformed fields', async () => {
    expect(await messageFor(schemaRules(profileBodySchema, ['company']), 'not a website')).toBe(
      'Must be a valid website address',
    );
    expect(await messageFor(schemaRules(profileBodySchema, ['company']), '')).toBeUndefined();
  });

  it('gives a field the same rules on every render', () => {
    expect(schemaRules(registerBodySchema, ['email'])).toBe(schemaRules(registerBodySchema, ['email']));
  });

  it('refuses a field the body does not have, so a typo cannot go unvalidated', () => {
    expect(() => fieldSchema(registerBodySchema, ['profile', 'nickname'])).toThrow(
      'The body schema has no field profile.nickname',
    );
  });
});
