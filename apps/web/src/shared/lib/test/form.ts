import { fireEvent, screen } from '@testing-library/react';

/** Types `value` into the field labelled `label` and leaves it, as a user does: blur runs the field's rules. */
export function fillField(label: string, value: string) {
  const input = screen.getByLabelText(label);
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
}
