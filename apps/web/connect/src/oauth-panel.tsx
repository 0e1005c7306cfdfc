import type { ConnectResult, ConnectService } from '@portal/shared/connect/connect.schemas';
import { useEffect, useRef, useState } from 'preact/hooks';
import { ConnectApiError, type ConnectApi } from './api';
import { openAuthorizationWindow, POPUP_NAME, readPopupMessage } from './authorization-popup';
import { Busy, useTranslate } from './ui';

interface OAuthPanelProps {
  appName: string;
  service: ConnectService;
  api: ConnectApi;
  onDone: (result: ConnectResult) => void;
  /** Any failure of the authorization, its start or its completion (the form shows it, or the page ends). */
  onError: (error: unknown) => void;
  /** The vendor's refusal, as our callback passed it on. */
  onRefused: (reason: string) => void;
  clearRefusal: () => void;
}

type Phase = { kind: 'idle' } | { kind: 'authorizing' } | { kind: 'blocked'; url: string } | { kind: 'completing' };

const CLOSED_POLL_MS = 800;

/**
 * Authorize: the vendor's page in a popup (opened in the click itself, so the browser allows it, then sent to the
 * authorization URL), our callback sends it to /connect/authorized, which posts the outcome back here; then the
 * completion saves the connection.
 */
export function OAuthPanel({ appName, service, api, onDone, onError, onRefused, clearRefusal }: OAuthPanelProps) {
  const t = useTranslate();
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const popup = useRef<Window | null>(null);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      const message = readPopupMessage(event, window.location.origin);
      if (!message) return;
      popup.current = null;
      if ('authorizationError' in message) {
        setPhase({ kind: 'idle' });
        onRefused(message.authorizationError);
        return;
      }
      if (message.authorized !== service.serviceId) return;
      setPhase({ kind: 'completing' });
      api.complete(service.serviceId).then(onDone, (error: unknown) => {
        setPhase({ kind: 'idle' });
        onError(error);
      });
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [api, service.serviceId, onDone, onError, onRefused]);

  // The popup closed without a message. Either the user closed it, or the vendor's page cut it from this one (a
  // Cross-Origin-Opener-Policy severs the opener, so our landing page could not post back and the popup reads as
  // closed): the completion tells which. Not authorized (409): Authorize again, without an error.
  useEffect(() => {
    if (phase.kind !== 'authorizing') return;
    const timer = window.setInterval(() => {
      if (!popup.current?.closed) return;
      popup.current = null;
      setPhase({ kind: 'completing' });
      api.complete(service.serviceId).then(onDone, (error: unknown) => {
        setPhase({ kind: 'idle' });
        if (!(error instanceof ConnectApiError && error.status === 409)) onError(error);
      });
    }, CLOSED_POLL_MS);
    return () => window.clearInterval(timer);
  }, [phase.kind, api, service.serviceId, onDone, onError]);

  const authorize = async () => {
    clearRefusal();
    popup.current = openAuthorizationWindow(window, 'about:blank');
    setPhase({ kind: 'authorizing' });
    try {
      const { authorizeUrl } = await api.authorize(service.serviceId);
      if (popup.current && !popup.current.closed) popup.current.location.href = authorizeUrl;
      else setPhase({ kind: 'blocked', url: authorizeUrl });
    } catch (error) {
      popup.current?.close();
      popup.current = null;
      setPhase({ kind: 'idle' });
      onError(error);
    }
  };

  return (
    <div class="panel">
      <p>{t('oauthIntro', { service: service.name, app: appName })}</p>
      <Busy
        text={
          phase.kind === 'authorizing'
            ? t('authorizing', { service: service.name })
            : phase.kind === 'completing'
              ? t('checking', { service: service.name })
              : null
        }
      />
      {phase.kind === 'blocked' ? (
        <div class="notice" role="alert">
          <p>{t('popupBlocked', { service: service.name })}</p>
          <a
            class="button"
            href={phase.url}
            target={POPUP_NAME}
            rel="opener"
            onClick={() => setPhase({ kind: 'authorizing' })}
          >
            {t('openPopup', { service: service.name })}
          </a>
        </div>
      ) : null}
      {phase.kind === 'idle' ? (
        <button type="button" class="primary" onClick={authorize}>
          {t('authorize', { service: service.name })}
        </button>
      ) : null}
    </div>
  );
}
