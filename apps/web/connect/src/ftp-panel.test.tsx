import type { ConnectFtpResult, ConnectService } from '@portal/shared/connect/connect.schemas';
import { fireEvent, screen, waitFor } from '@testing-library/dom';
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ConnectApi } from './api';
import { translator } from './messages';
import { ServiceStep } from './service-step';
import { TranslateContext } from './ui';

const dustin: ConnectService = {
  serviceId: 'dustin',
  name: 'Dustin',
  description: 'IT reseller',
  unifiedApi: 'Distributor',
  logo: 'data:image/svg+xml;base64,PHN2Zy8+',
  docUrl: 'https://www.dustin.se',
  authKind: 'files',
  settingsSchema: { type: 'object', properties: {} },
  secretSettings: [],
  notes: [],
  sandboxSettings: null,
  serviceProvider: null,
  state: null,
};

const shown: ConnectFtpResult = {
  connectionId: 'c1',
  serviceId: 'dustin',
  status: 'connected',
  redirectTo: null,
  ftp: { endpoint: 'ftp://files.example.com:2121', username: 'dustin-ab12cd34', password: 'p4ssw0rd-once' },
};

const container = document.createElement('div');
document.body.append(container);
afterEach(() => render(null, container));

describe('the FTP step of a file connector', () => {
  it('in Swedish, on a reconnect: asks for a new password, shows the account once, then Done completes', async () => {
    const ftpAccount = vi.fn().mockResolvedValue(shown);
    const onDone = vi.fn();
    act(() =>
      render(
        <TranslateContext.Provider value={translator('sv')}>
          <ServiceStep
            appName="Acme"
            service={dustin}
            test={false}
            reconnect
            api={{ ftpAccount } as unknown as ConnectApi}
            onBack={null}
            onDone={onDone}
            onTokenFailure={vi.fn()}
          />
        </TranslateContext.Provider>,
        container,
      ),
    );
    expect(screen.getByText(/Ett nytt lösenord ersätter/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Skapa ett nytt lösenord' }));
    await waitFor(() => expect(screen.getByText('p4ssw0rd-once')).toBeTruthy());
    expect(ftpAccount).toHaveBeenCalledWith('dustin');
    expect(screen.getByText('dustin-ab12cd34')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Kopiera Lösenord' })).toBeTruthy();
    expect(screen.getByText(/blir dina Dustin-data i Acme/)).toBeTruthy();
    expect(onDone).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Klar' }));
    expect(onDone).toHaveBeenCalledWith({
      connectionId: 'c1',
      serviceId: 'dustin',
      status: 'connected',
      redirectTo: null,
    });
  });
});
