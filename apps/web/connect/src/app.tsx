import { CONNECT_TOKEN_PATTERN, type ConnectLocale } from '@portal/shared/connect/connect.constants';
import type { ConnectPage, ConnectResult, ConnectService } from '@portal/shared/connect/connect.schemas';
import { useCallback, useEffect, useMemo, useState } from 'preact/hooks';
import { applyAccent } from './accent';
import { ConnectApiError, connectApi, failureOf, type Failure } from './api';
import { ChooseStep } from './choose-step';
import { DoneStep } from './done-step';
import { FailurePage } from './failure-page';
import { Layout } from './layout';
import { chooseLocale } from './locale';
import { translator } from './messages';
import { createMessenger, failureMessenger, reportHeight } from './messenger';
import type { PageAddress } from './page-address';
import { ServiceStep } from './service-step';
import { Busy, TranslateContext } from './ui';

type View =
  | { kind: 'loading' }
  | { kind: 'failed'; failure: Failure }
  | { kind: 'choose' }
  | { kind: 'service'; service: ConnectService }
  | { kind: 'done'; service: ConnectService; leaving: boolean };

/** Where the page opens: the connection to re-authorize, the one service offered, else the list. */
function firstView(page: ConnectPage): View {
  const reconnect = page.services.find((service) => service.serviceId === page.reconnect);
  if (reconnect) return { kind: 'service', service: reconnect };
  if (page.services.length === 1) return { kind: 'service', service: page.services[0]! };
  return { kind: 'choose' };
}

/** The hosted Connect page: loads the session its token names, then choose → form → check → done. */
export function App({ address }: { address: PageAddress }) {
  const api = useMemo(() => connectApi(address.token), [address.token]);
  const [session, setSession] = useState<ConnectPage | null>(null);
  const [view, setView] = useState<View>({ kind: 'loading' });
  const [pickedLocale, setPickedLocale] = useState<ConnectLocale | null>(null);
  const locale = pickedLocale ?? chooseLocale(session?.locale, address.locale, navigator.languages);
  const t = useMemo(() => translator(locale), [locale]);
  const messenger = useMemo(
    () =>
      session
        ? createMessenger(window, address.origin, session.allowedOrigins)
        : failureMessenger(window, address.origin),
    [session, address.origin],
  );

  useEffect(() => {
    document.documentElement.lang = locale;
    document.title = session ? `${t('pageTitle')} · ${session.application.name}` : t('pageTitle');
  }, [locale, session, t]);
  useEffect(() => reportHeight(window, messenger), [messenger]);

  const fail = useCallback(
    (error: unknown) => {
      const failure = failureOf(error);
      setView({ kind: 'failed', failure });
      const code = error instanceof ConnectApiError ? error.code : failure === 'network' ? 'NETWORK_ERROR' : 'ERROR';
      messenger.post({ type: 'error', code, message: error instanceof Error ? error.message : String(error) });
    },
    [messenger],
  );

  const load = useCallback(async () => {
    setView({ kind: 'loading' });
    if (!CONNECT_TOKEN_PATTERN.test(address.token)) {
      fail(new ConnectApiError(401, 'CONNECT_TOKEN_INVALID', 'This connect link is not valid'));
      return;
    }
    try {
      const page = await api.session();
      applyAccent(document.documentElement, page.application.primaryColour);
      setSession(page);
      setView(firstView(page));
    } catch (error) {
      fail(error);
    }
  }, [api, address.token, fail]);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on load; Try again calls it again
  useEffect(() => void load(), []);
  useEffect(() => {
    if (session) messenger.post({ type: 'ready' });
  }, [session, messenger]);

  /** Tells the app the connection is made: a message to it, else its redirect URL, else the done step says it. */
  const done = useCallback(
    (service: ConnectService, result: ConnectResult) => {
      const leaving = !messenger.connected && result.redirectTo !== null;
      setView({ kind: 'done', service, leaving });
      if (messenger.connected)
        messenger.post({
          type: 'success',
          connectionId: result.connectionId,
          serviceId: result.serviceId,
          status: result.status,
        });
      else if (result.redirectTo) window.location.assign(result.redirectTo);
    },
    [messenger],
  );

  const onClose = useMemo(() => (messenger.connected ? () => messenger.post({ type: 'exit' }) : null), [messenger]);
  // Escape closes, as it does a dialog: the embedding app shows the page as one, but keys go to the page's frame.
  useEffect(() => {
    if (!onClose) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) onClose();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);
  const servicesOffered = session?.services.length ?? 0;

  return (
    <TranslateContext.Provider value={t}>
      <Layout
        branding={session?.application ?? null}
        test={session?.environment === 'test'}
        onClose={onClose}
        locale={locale}
        onLocale={setPickedLocale}
      >
        {view.kind === 'loading' ? <Busy text={t('loading')} /> : null}
        {view.kind === 'failed' ? <FailurePage failure={view.failure} onRetry={load} /> : null}
        {view.kind === 'choose' && session ? (
          <ChooseStep
            appName={session.application.name}
            services={session.services}
            onChoose={(service) => setView({ kind: 'service', service })}
          />
        ) : null}
        {view.kind === 'service' && session ? (
          <ServiceStep
            key={view.service.serviceId}
            appName={session.application.name}
            service={view.service}
            test={session.environment === 'test'}
            reconnect={session.reconnect === view.service.serviceId}
            api={api}
            onBack={servicesOffered > 1 ? () => setView({ kind: 'choose' }) : null}
            onDone={(result) => done(view.service, result)}
            onTokenFailure={fail}
          />
        ) : null}
        {view.kind === 'done' && session ? (
          <DoneStep serviceName={view.service.name} appName={session.application.name} leaving={view.leaving} />
        ) : null}
      </Layout>
    </TranslateContext.Provider>
  );
}
