import type { ConnectResult, ConnectService } from '@portal/shared/connect/connect.schemas';
import { useCallback, useMemo, useRef, useState } from 'preact/hooks';
import { type ConnectApi, isTokenFailure } from './api';
import { FieldInput } from './field-input';
import { fieldProblems, formFields, initialValues, settingsToSend, type FieldValue, type FieldValues } from './fields';
import { FtpPanel } from './ftp-panel';
import { OAuthPanel } from './oauth-panel';
import { refusalOf, settingsProblems, type Refusal } from './refusal';
import { MetadataInput, ServiceProviderValues } from './saml-panel';
import { Busy, Problem, StepHeading, useTranslate } from './ui';

interface ServiceStepProps {
  appName: string;
  service: ConnectService;
  test: boolean;
  reconnect: boolean;
  api: ConnectApi;
  onBack: (() => void) | null;
  onDone: (result: ConnectResult) => void;
  /** The link stopped working (expired, used, revoked): the page shows why instead of the form. */
  onTokenFailure: (error: unknown) => void;
}

/**
 * Step 2 and 3: the service's form from its settings schema (or Authorize, for an OAuth service), then the live
 * check with the vendor. A refusal is shown on the form with the vendor's reason; what was typed stays.
 */
export function ServiceStep({
  appName,
  service,
  test,
  reconnect,
  api,
  onBack,
  onDone,
  onTokenFailure,
}: ServiceStepProps) {
  const t = useTranslate();
  const fields = useMemo(() => formFields(service), [service]);
  const [values, setValues] = useState<FieldValues>(() => initialValues(fields, test ? service.sandboxSettings : null));
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [checking, setChecking] = useState(false);
  const [metadataUrl, setMetadataUrl] = useState('');
  const form = useRef<HTMLFormElement>(null);
  // In test every service connects its simulator with the settings form (no vendor to authorize with).
  const oauth = service.authKind === 'oauth2AuthorizationCode' && !test;

  const change = (name: string, value: FieldValue) => {
    setValues((current) => ({ ...current, [name]: value }));
    setProblems(({ [name]: _cleared, ...rest }) => rest);
  };

  const fail = useCallback(
    (error: unknown) => {
      if (isTokenFailure(error)) return onTokenFailure(error);
      setProblems(settingsProblems(error));
      setRefusal(refusalOf(error, t, service.name));
    },
    [onTokenFailure, t, service.name],
  );
  const refused = useCallback(
    (reason: string) => setRefusal({ title: t('authorizationFailed', { service: service.name }), detail: reason }),
    [t, service.name],
  );
  const clearRefusal = useCallback(() => setRefusal(null), []);

  const submit = async (event: Event) => {
    event.preventDefault();
    if (checking) return;
    const found = fieldProblems(fields, values);
    // A metadata address stands for the metadata itself: the server reads it.
    const url = metadataUrl.trim();
    if (url !== '') for (const field of fields) if (field.kind === 'metadata') delete found[field.name];
    setProblems(found);
    setRefusal(null);
    const first = fields.find((field) => found[field.name]);
    if (first) {
      form.current?.querySelector<HTMLElement>(`[name="${first.name}"]`)?.focus();
      return;
    }
    setChecking(true);
    try {
      const settings = settingsToSend(fields, values);
      onDone(await (url ? api.connect(service.serviceId, settings, url) : api.connect(service.serviceId, settings)));
    } catch (error) {
      setChecking(false);
      fail(error);
    }
  };

  const files = service.authKind === 'files';
  // OAuth, SAML and FTP say what to do in their own panels.
  const intro =
    oauth || files || service.authKind === 'samlMetadata'
      ? null
      : fields.length === 0
        ? t('noCredentials', { service: service.name })
        : reconnect
          ? t('reconnectIntro', { service: service.name })
          : t('formIntro', { service: service.name });

  return (
    <section aria-labelledby="service-heading">
      {onBack ? (
        <button type="button" class="link back" onClick={onBack}>
          ← {t('back')}
        </button>
      ) : null}
      <div class="service-title">
        <img class="service-logo" src={service.logo} alt="" />
        <StepHeading id="service-heading">{t('formTitle', { service: service.name })}</StepHeading>
      </div>
      {intro ? <p class="intro">{intro}</p> : null}
      {service.notes.length > 0 ? (
        <ul class="notes">
          {service.notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      ) : null}
      {test && !files ? <p class="notice">{t('testNote', { service: service.name })}</p> : null}
      {service.authKind === 'samlMetadata' ? <ServiceProviderValues appName={appName} service={service} /> : null}
      {refusal ? <Problem title={refusal.title} detail={refusal.detail} /> : null}
      {files ? (
        <FtpPanel appName={appName} service={service} reconnect={reconnect} api={api} onDone={onDone} onError={fail} />
      ) : oauth ? (
        <OAuthPanel
          appName={appName}
          service={service}
          api={api}
          onDone={onDone}
          onError={fail}
          onRefused={refused}
          clearRefusal={clearRefusal}
        />
      ) : (
        <form ref={form} class="form" noValidate onSubmit={submit} aria-busy={checking}>
          {fields.map((field) =>
            field.kind === 'metadata' ? (
              <MetadataInput
                key={field.name}
                service={service}
                field={field}
                value={String(values[field.name] ?? '')}
                problem={problems[field.name] ?? null}
                onChange={(value) => change(field.name, value)}
                url={metadataUrl}
                onUrlChange={(url) => {
                  setMetadataUrl(url);
                  setProblems(({ [field.name]: _cleared, ...rest }) => rest);
                }}
              />
            ) : (
              <FieldInput
                key={field.name}
                field={field}
                value={values[field.name] ?? ''}
                problem={problems[field.name] ?? null}
                onChange={(value) => change(field.name, value)}
              />
            ),
          )}
          <Busy text={checking ? t('checking', { service: service.name }) : null} />
          <div class="actions">
            <button type="submit" class="primary" aria-disabled={checking}>
              {t('submit')}
            </button>
            {service.docUrl && fields.length > 0 ? (
              <a href={service.docUrl} target="_blank" rel="noopener noreferrer">
                {t('docs')}
              </a>
            ) : null}
          </div>
        </form>
      )}
    </section>
  );
}
