import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ConnectionIssues, ConsumerConnectionIssues } from './connection-issues';

describe('ConnectionIssues', () => {
  it('shows nothing for a healthy connection, the vendor reason when invalid and the start of a failing incident', () => {
    const { container, rerender } = render(
      <ConnectionIssues connection={{ state: 'callable', invalidReason: null, failingSince: null }} />,
    );
    expect(container).toBeEmptyDOMElement();

    rerender(
      <ConnectionIssues
        connection={{ state: 'invalid', invalidReason: 'The vendor refused the token', failingSince: null }}
      />,
    );
    expect(screen.getByTestId('connection-invalid')).toHaveTextContent('InvalidThe vendor refused the token');

    rerender(
      <ConnectionIssues
        connection={{ state: 'callable', invalidReason: null, failingSince: '2026-11-20T08:30:00.000Z' }}
      />,
    );
    const failing = screen.getByTestId('connection-failing');
    expect(failing).toHaveTextContent('Calls failing');
    expect(failing).toHaveTextContent(
      'most calls through this connection failed in more than half of the last 24 hours',
    );
    expect(screen.queryByTestId('connection-invalid')).toBeNull();
  });

  it("counts the consumers' connections with an issue on an integration, in words", () => {
    const { container, rerender } = render(<ConsumerConnectionIssues issues={{ invalid: 0, failing: 0 }} />);
    expect(container).toBeEmptyDOMElement();
    rerender(<ConsumerConnectionIssues issues={{ invalid: 1, failing: 3 }} />);
    expect(screen.getByTestId('consumer-connection-issues')).toHaveTextContent(
      "1 consumer's connection is invalid; 3 consumers' connections are failing. Each consumer's page shows what happened.",
    );
  });
});
