import { useState } from 'preact/hooks';
import type { FieldProblem, FieldValue, FormField } from './fields';
import { useTranslate } from './ui';

interface FieldInputProps {
  field: FormField;
  value: FieldValue;
  /** A problem found before sending, or the server's message for this field. */
  problem: FieldProblem | string | null;
  onChange: (value: FieldValue) => void;
}

/** A field's help text (the vendor's), which describes its input. */
function FieldHelp({ id, text }: { id: string | undefined; text: string | null }) {
  return text ? (
    <span class="help" id={id}>
      {text}
    </span>
  ) : null;
}

/** What is wrong with a field: a problem found before sending in the page's language, or the server's message. */
export function FieldProblemLine({
  id,
  field,
  problem,
}: {
  id: string | undefined;
  field: FormField;
  problem: FieldInputProps['problem'];
}) {
  const t = useTranslate();
  if (!problem) return null;
  const text =
    problem === 'required'
      ? t('fieldRequired', { field: field.title })
      : problem === 'invalid'
        ? t('fieldInvalid', { field: field.title })
        : problem;
  return (
    <span class="field-problem" id={id}>
      {text}
    </span>
  );
}

/** An eye (show the secret), crossed out while it is shown. */
function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false" class="icon">
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" fill="none" stroke="currentColor" stroke-width="2" />
      <circle cx="12" cy="12" r="3" fill="none" stroke="currentColor" stroke-width="2" />
      {crossed ? <path d="M3 3l18 18" stroke="currentColor" stroke-width="2" /> : null}
    </svg>
  );
}

/** One setting of the form: its label (the vendor's name), help text, input and problem, tied together for readers. */
export function FieldInput({ field, value, problem, onChange }: FieldInputProps) {
  const t = useTranslate();
  const [revealed, setRevealed] = useState(false);
  const id = `field-${field.name}`;
  const helpId = field.description ? `${id}-help` : undefined;
  const problemId = problem ? `${id}-problem` : undefined;
  const describedBy = [helpId, problemId].filter(Boolean).join(' ') || undefined;
  const common = {
    id,
    name: field.name,
    'aria-describedby': describedBy,
    'aria-invalid': problem ? true : undefined,
    'aria-required': field.required ? true : undefined,
  };
  const text = typeof value === 'string' ? value : '';
  const onText = (event: Event) => onChange((event.currentTarget as HTMLInputElement).value);

  if (field.kind === 'boolean')
    return (
      <div class="field">
        <label class="checkbox" for={id}>
          <input
            {...common}
            type="checkbox"
            checked={value === true}
            onChange={(event) => onChange((event.currentTarget as HTMLInputElement).checked)}
          />
          <span>{field.title}</span>
        </label>
        <FieldHelp id={helpId} text={field.description} />
        <FieldProblemLine id={problemId} field={field} problem={problem} />
      </div>
    );

  return (
    <div class="field">
      <label class="label" for={id}>
        {field.title}
        {field.required ? null : <span class="optional"> ({t('optional')})</span>}
      </label>
      <FieldHelp id={helpId} text={field.description} />
      {field.kind === 'choice' ? (
        <select {...common} value={text} onChange={onText}>
          {field.choices.map((choice) => (
            <option key={choice} value={choice}>
              {choice}
            </option>
          ))}
        </select>
      ) : field.kind === 'secret' ? (
        <div class="secret">
          {revealed ? (
            <input {...common} type="text" value={text} autoComplete="off" spellcheck={false} onInput={onText} />
          ) : (
            <input {...common} type="password" value={text} autoComplete="off" onInput={onText} />
          )}
          <button
            type="button"
            class="secondary small"
            aria-pressed={revealed}
            aria-label={t('showSecret', { field: field.title })}
            onClick={() => setRevealed(!revealed)}
          >
            <EyeIcon crossed={revealed} />
          </button>
        </div>
      ) : (
        <input
          {...common}
          type="text"
          inputMode={field.kind === 'number' ? 'decimal' : field.url ? 'url' : undefined}
          value={text}
          autoComplete="off"
          spellcheck={false}
          onInput={onText}
        />
      )}
      <FieldProblemLine id={problemId} field={field} problem={problem} />
    </div>
  );
}
