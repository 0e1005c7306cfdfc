import { Checkbox, Form } from 'antd';
import { usePublicConfig } from '../../../shared/api/system';

interface AgreementTextProps {
  /** The document agreed to besides the Privacy Policy. */
  document: 'Subscriber Agreement' | 'Terms and Conditions';
}

/**
 * The label of an agreement checkbox: 'I agree to the … and have read the Privacy Policy', both linked to the policy
 * page.
 */
export function AgreementText({ document }: AgreementTextProps) {
  const { policyUrl } = usePublicConfig();
  return (
    <>
      I agree to the{' '}
      <a href={policyUrl} target="_blank" rel="noopener noreferrer">
        {document}
      </a>{' '}
      and have read the{' '}
      <a href={policyUrl} target="_blank" rel="noopener noreferrer">
        Privacy Policy
      </a>
    </>
  );
}

/** The agreement checkbox of a form, as its `isAccepted` field. */
export function AgreementCheckbox({ document }: AgreementTextProps) {
  return (
    <Form.Item name="isAccepted" valuePropName="checked">
      <Checkbox>
        <AgreementText document={document} />
      </Checkbox>
    </Form.Item>
  );
}
