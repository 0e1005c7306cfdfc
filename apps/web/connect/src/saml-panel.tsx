import type { ConnectService } from '@portal/shared/connect/connect.schemas';
import { useState } from 'preact/hooks';
import { FieldProblemLine } from './field-input';
import type { FieldProblem, FormField } from './fields';
import { CopyValue, useTranslate } from './ui';

/** Our side of the SAML trust, for the identity provider's admin: ACS URL, entity id, metadata URL. */
export function ServiceProviderValues({ appName, service }: { appName: string; service: ConnectService }) {
  const t = useTranslate();
  const provider = service.serviceProvider;
  if (!provider) return null;
  const values = [
    { label: t('acsUrl'), value: provider.acsUrl },
    { label: t('entityId'), value: provider.spEntityId },
    { label: t('metadataUrl'), value: provider.metadataUrl },
  ].filter((entry): entry is { label: string; value: string } => Boolean(entry.value));
  return (
    <div class="panel">
      <p>{t('samlIntro', { app: appName, service: service.name })}</p>
      {values.map((entry) => (
        <CopyValue key={entry.label} label={entry.label} value={entry.value} />
      ))}
    </div>
  );
}

interface MetadataInputProps {
  service: ConnectService;
  field: FormField;
  value: string;
  problem: FieldProblem | string | null;
  onChange: (value: string) => void;
  /** The metadata's published address: the server reads it instead of the XML. */
  url: string;
  onUrlChange: (url: string) => void;
}

/**
 * The identity provider's metadata XML: a file read in the browser, or pasted (both fill the same setting), or the
 * address the provider publishes it at (read by the server: the browser may not fetch another origin's XML).
 */
export function MetadataInput({ service, field, value, problem, onChange, url, onUrlChange }: MetadataInputProps) {
  const t = useTranslate();
  const [fileNote, setFileNote] = useState<string | null>(null);
  const id = `field-${field.name}`;
  const problemId = problem ? `${id}-problem` : undefined;
  const readFile = async (event: Event) => {
    const file = (event.currentTarget as HTMLInputElement).files?.[0];
    if (!file) return;
    try {
      onChange(await file.text());
      setFileNote(t('metadataFileRead', { file: file.name }));
    } catch {
      setFileNote(t('metadataFileUnreadable'));
    }
  };
  return (
    <fieldset class="panel metadata">
      <legend>{t('metadataTitle')}</legend>
      <p class="help">{t('metadataHelp', { service: service.name })}</p>
      <div class="field">
        <label class="label" for={`${id}-file`}>
          {t('metadataFile')}
        </label>
        <input id={`${id}-file`} type="file" accept=".xml,application/xml,text/xml" onChange={readFile} />
        <span class="help" aria-live="polite">
          {fileNote ?? ''}
        </span>
      </div>
      <div class="field">
        <label class="label" for={id}>
          {t('metadataPaste')}
        </label>
        <textarea
          id={id}
          name={field.name}
          rows={5}
          spellcheck={false}
          value={value}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problemId}
          onInput={(event) => onChange((event.currentTarget as HTMLTextAreaElement).value)}
        />
        <FieldProblemLine id={problemId} field={field} problem={problem} />
      </div>
      <div class="field">
        <label class="label" for={`${id}-url`}>
          {t('metadataUrlField')}
        </label>
        <input
          id={`${id}-url`}
          name="metadataUrl"
          type="url"
          inputMode="url"
          autoComplete="off"
          spellcheck={false}
          value={url}
          aria-describedby={problemId}
          onInput={(event) => onUrlChange((event.currentTarget as HTMLInputElement).value)}
        />
      </div>
    </fieldset>
  );
}
