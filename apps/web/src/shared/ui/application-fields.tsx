import { APPLICATION_NAME_MAX_LENGTH } from '@portal/shared/applications/applications.constants';
import type { Account } from '@portal/shared/accounts/accounts.schemas';
import { Form, Input, Select, type FormRule } from 'antd';

/**
 * The fields of a new application (000 §5, and the wizard's first step, 000 §2): the team, shown only when more than
 * one is eligible (with one it is used silently), and the name.
 */
export function ApplicationFields({
  eligible,
  rules,
  nameTour,
}: {
  eligible: readonly Account[];
  rules: (field: 'account' | 'name') => FormRule[];
  /** The onboarding tour's anchor on the name, where a tour points at it. */
  nameTour?: string;
}) {
  return (
    <>
      {eligible.length > 1 && (
        <Form.Item label="Team" name="account" rules={rules('account')}>
          <Select
            aria-label="Team"
            options={eligible.map((candidate) => ({ value: candidate.id, label: candidate.name }))}
          />
        </Form.Item>
      )}
      <Form.Item label="Name" name="name" rules={rules('name')} validateTrigger="onBlur">
        <Input
          autoComplete="off"
          maxLength={APPLICATION_NAME_MAX_LENGTH}
          placeholder="Ex: Payroll sync"
          data-tour={nameTour}
        />
      </Form.Item>
    </>
  );
}
