import type { ConnectFtpResult, ConnectResult, ConnectService } from '@portal/shared/connect/connect.schemas';
import { useState } from 'preact/hooks';
import type { ConnectApi } from './api';
import { Busy, CopyValue, useTranslate } from './ui';

interface FtpPanelProps {
  appName: string;
  service: ConnectService;
  reconnect: boolean;
  api: ConnectApi;
  onDone: (result: ConnectResult) => void;
  onError: (error: unknown) => void;
}

/**
 * A file connector: the vendor sends files to an FTP folder of the consumer's own. One press makes (or finds) it and
 * completes the session; the endpoint, user name and password are shown once, with copy buttons, until Done.
 */
export function FtpPanel({ appName, service, reconnect, api, onDone, onError }: FtpPanelProps) {
  const t = useTranslate();
  const [busy, setBusy] = useState(false);
  const [shown, setShown] = useState<ConnectFtpResult | null>(null);
  const create = async () => {
    if (busy) return;
    setBusy(true);
    try {
      setShown(await api.ftpAccount(service.serviceId));
    } catch (error) {
      onError(error);
    } finally {
      setBusy(false);
    }
  };
  if (!shown)
    return (
      <div class="panel" data-testid="ftp-panel">
        <p>{t(reconnect ? 'ftpReconnectIntro' : 'ftpIntro', { service: service.name })}</p>
        <Busy text={busy ? t('ftpCreating') : null} />
        <div class="actions">
          <button type="button" class="primary" aria-disabled={busy} onClick={() => void create()}>
            {t(reconnect ? 'ftpRotate' : 'ftpCreate')}
          </button>
        </div>
      </div>
    );
  const { ftp, ...result } = shown;
  return (
    <div class="panel" data-testid="ftp-account">
      <p class="notice" role="status">
        {t('ftpOnce')}
      </p>
      {ftp.endpoint ? (
        <CopyValue label={t('ftpEndpoint')} value={ftp.endpoint} />
      ) : (
        <p class="notice">{t('ftpOff', { app: appName })}</p>
      )}
      <CopyValue label={t('ftpUsername')} value={ftp.username} />
      <CopyValue label={t('ftpPassword')} value={ftp.password} />
      <p>{t('ftpNote', { service: service.name, app: appName })}</p>
      <div class="actions">
        <button type="button" class="primary" onClick={() => onDone(result)}>
          {t('ftpDone')}
        </button>
      </div>
    </div>
  );
}
