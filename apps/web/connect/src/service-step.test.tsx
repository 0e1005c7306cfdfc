import type { ConnectResult, ConnectService } from '@portal/shared/connect/connect.schemas';
import { fireEvent, screen, waitFor, within } from '@testing-library/dom';
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConnectApiError, type ConnectApi } from './api';
import { translator } from './messages';
import { ServiceStep } from './service-step';
import { TranslateContext } from './ui';

const bamboohr: ConnectService = {
  serviceId: 'bamboohr',
  name: 'BambooHR',
  description: 'HR software',
  unifiedApi: 'HRIS',
  logo: 'data:image/svg+xml;base64,PHN2Zy8+',
  docUrl: 'https://documentation.bamboohr.com/docs/getting-started',
  authKind: 'basic',
  settingsSchema: {
    type: 'object',
    properties: {
      companyDomain: { type: 'string', title: 'Company domain', description: 'The part before .bamboohr.com.' },
      apiKey: { type: 'string', title: 'API key', description: 'An API key.', writeOnly: true },
    },
    required: ['companyDomain', 'apiKey'],
  },
  secretSettings: ['apiKey'],
  notes: [],
  sandboxSettings: { companyDomain: 'sandbox', apiKey: 'sandbox-key' },
  serviceProvider: null,
  state: null,
};

const connected: ConnectResult = {
  connectionId: 'c1',
  serviceId: 'bamboohr',
  status: 'connected',
  redirectTo: null,
};

const container = document.createElement('div');
document.body.append(container);
afterEach(() => render(null, container));

function renderStep(
  api: Partial<ConnectApi>,
  options: { test: boolean; locale?: 'en' | 'de' },
  service: ConnectService = bamboohr,
) {
  const onDone = vi.fn();
  const onTokenFailure = vi.fn();
  act(() =>
    render(
      <TranslateContext.Provider value={translator(options.locale ?? 'en')}>
        <ServiceStep
          appName="Acme HR"
          service={service}
          test={options.test}
          reconnect={false}
          api={api as ConnectApi}
          onBack={null}
          onDone={onDone}
          onTokenFailure={onTokenFailure}
        />
      </TranslateContext.Provider>,
      container,
    ),
  );
  return { onDone, onTokenFailure };
}

const oktaSaml: ConnectService = {
  ...bamboohr,
  serviceId: 'okta-saml',
  name: 'Okta SAML',
  unifiedApi: 'SSO',
  authKind: 'samlMetadata',
  settingsSchema: {
    type: 'object',
    properties: {
      idpMetadata: { type: 'string', title: 'IdP metadata', contentMediaType: 'application/samlmetadata+xml' },
    },
    required: ['idpMetadata'],
  },
  secretSettings: [],
  sandboxSettings: null,
  serviceProvider: {
    acsUrl: 'https://portal.example/connections/saml/c.1.okta-saml/acs',
    spEntityId: 'https://portal.example/connections/saml/c.1.okta-saml',
  },
};

describe('the SAML form', () => {
  it('takes the metadata by its address instead of the XML, and sends the address for the server to read', async () => {
    const connect = vi.fn().mockResolvedValue({ ...connected, serviceId: 'okta-saml' });
    const { onDone } = renderStep({ connect }, { test: false }, oktaSaml);
    const url = screen.getByLabelText('Or the address of its metadata (URL)') as HTMLInputElement;
    act(() => void fireEvent.input(url, { target: { value: ' https://acme.okta.com/app/sso/saml/metadata ' } }));
    act(() => void fireEvent.submit(url.form!));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(connect).toHaveBeenCalledWith('okta-saml', {}, 'https://acme.okta.com/app/sso/saml/metadata');
  });

  it('asks for the metadata when neither the XML nor its address is given', () => {
    const connect = vi.fn();
    renderStep({ connect }, { test: false }, oktaSaml);
    act(() => void fireEvent.submit((screen.getByLabelText('Metadata XML') as HTMLTextAreaElement).form!));
    expect(connect).not.toHaveBeenCalled();
  });
});

describe('the service form', () => {
  it("shows the vendor's reason on the form, keeps what was typed, and connects on the next try", async () => {
    const connect = vi
      .fn()
      .mockRejectedValueOnce(new ConnectApiError(422, 'CONNECTION_CHECK_FAILED', 'BambooHR answered 401: invalid key'))
      .mockResolvedValueOnce(connected);
    const { onDone } = renderStep({ connect }, { test: true });

    const apiKey = screen.getByLabelText('API key') as HTMLInputElement;
    expect(apiKey.type).toBe('password');
    expect(screen.getByLabelText('Company domain')).toHaveProperty('value', 'sandbox');
    expect(screen.getByText(/connects to the BambooHR sandbox/)).toBeTruthy();
    // The field's help text is the vendor's, and it describes the input.
    expect(apiKey.getAttribute('aria-describedby')).toBe('field-apiKey-help');

    act(() => void fireEvent.input(apiKey, { target: { value: 'wrong-key' } }));
    act(() => void fireEvent.submit(apiKey.form!));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('BambooHR did not accept these details.')).toBeTruthy();
    expect(within(alert).getByText('BambooHR answered 401: invalid key')).toBeTruthy();
    expect(connect).toHaveBeenLastCalledWith('bamboohr', { companyDomain: 'sandbox', apiKey: 'wrong-key' });
    expect((screen.getByLabelText('API key') as HTMLInputElement).value).toBe('wrong-key');

    act(() => void fireEvent.click(screen.getByRole('button', { name: 'Show API key' })));
    expect((screen.getByLabelText('API key') as HTMLInputElement).type).toBe('text');

    act(() => void fireEvent.input(screen.getByLabelText('API key'), { target: { value: 'sandbox-key' } }));
    act(() => void fireEvent.submit(apiKey.form!));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith(connected));
  });

  it('asks for an empty required field before calling the server, in the page’s language', () => {
    const connect = vi.fn();
    renderStep({ connect }, { test: false, locale: 'de' });
    const domain = screen.getByLabelText('Company domain') as HTMLInputElement;
    expect(domain.value).toBe('');
    act(() => void fireEvent.submit(domain.form!));
    expect(screen.getByText('Geben Sie Company domain ein.')).toBeTruthy();
    expect(domain.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(domain);
    expect(connect).not.toHaveBeenCalled();
  });

  it('hands a link that stopped working to the page instead of the form', async () => {
    const expired = new ConnectApiError(410, 'CONNECT_TOKEN_EXPIRED', 'This connect link has expired');
    const { onTokenFailure } = renderStep({ connect: vi.fn().mockRejectedValue(expired) }, { test: true });
    act(() => void fireEvent.submit((screen.getByLabelText('API key') as HTMLInputElement).form!));
    await waitFor(() => expect(onTokenFailure).toHaveBeenCalledWith(expired));
  });
});
