import { createContext } from 'preact';
import { useContext, useEffect, useRef, useState } from 'preact/hooks';
import type { Translate } from './messages';

/** The page's texts in its chosen language. */
export const TranslateContext = createContext<Translate>((key) => key);
export const useTranslate = () => useContext(TranslateContext);

/** A step's heading, focused when the step appears, so keyboard and screen reader users start at the new step. */
export function StepHeading({ children, id }: { children: string; id?: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <h1 ref={heading} id={id} tabIndex={-1} class="step-heading">
      {children}
    </h1>
  );
}

/**
 * A status line that is always there (a live region added with its text may not be read out): the spinner and its
 * text appear in it while `text` is set. No motion when the system asks for less (styles.css).
 */
export function Busy({ text }: { text: string | null }) {
  return (
    <p class="busy" role="status" aria-live="polite">
      {text ? <span class="spinner" aria-hidden="true" /> : null}
      {text}
    </p>
  );
}

/** A refusal shown where the user looks: announced at once. */
export function Problem({ title, detail }: { title: string; detail?: string | null }) {
  return (
    <div class="problem" role="alert">
      <strong>{title}</strong>
      {detail ? <p>{detail}</p> : null}
    </div>
  );
}

async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/** A value to copy into another system (ACS URL, FTP password): shown in full, with a Copy button. */
export function CopyValue({ label, value }: { label: string; value: string }) {
  const t = useTranslate();
  const [copied, setCopied] = useState(false);
  const code = useRef<HTMLElement>(null);
  const copy = async () => {
    if (await copyText(value)) setCopied(true);
    else if (code.current) {
      // No clipboard (an insecure context, a refused permission): select the value for Ctrl+C.
      const selection = window.getSelection();
      selection?.selectAllChildren(code.current);
    }
  };
  return (
    <div class="copy-value">
      <span class="copy-label">{label}</span>
      <div class="copy-row">
        <code ref={code}>{value}</code>
        <button type="button" class="secondary small" onClick={copy} aria-label={t('copyLabel', { label })}>
          {t('copy')}
        </button>
      </div>
      <span class="copied" aria-live="polite">
        {copied ? t('copied') : ''}
      </span>
    </div>
  );
}
