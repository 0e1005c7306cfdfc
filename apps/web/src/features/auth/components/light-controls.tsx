import { useId, useState, type ButtonHTMLAttributes, type InputHTMLAttributes, type ReactNode } from 'react';
import './light-controls.css';

/**
 * The controls of the Login screen without antd: plain elements drawn like antd's large controls with the theme's
 * CSS variables (app/providers.tsx). antd's Form, Input, Button, Checkbox, Divider and Alert were 60 KB of the
 * 204 KB the screen loaded (docs/decisions.md, "Login screen without antd's controls"); the other sign-in screens
 * keep antd, and load it with their own chunk.
 */

/** An antd-like icon: a 1em square path in a 1024 box. */
function Icon({ paths, className }: { paths: string[]; className?: string }) {
  return (
    <svg
      className={`light-icon${className ? ` ${className}` : ''}`}
      viewBox="64 64 896 896"
      width="1em"
      height="1em"
      fill="currentColor"
      aria-hidden
      focusable="false"
    >
      {paths.map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}

const EYE = [
  'M942.2 486.2C847.4 286.5 704.1 186 512 186c-192.2 0-335.4 100.5-430.2 300.3a60.3 60.3 0 000 51.5C176.6 737.5 319.9 838 512 838c192.2 0 335.4-100.5 430.2-300.3 7.7-16.2 7.7-35 0-51.5zM512 766c-161.3 0-279.4-81.8-362.7-254C232.6 339.8 350.7 258 512 258c161.3 0 279.4 81.8 362.7 254C791.5 684.2 673.4 766 512 766zm-4-430c-97.2 0-176 78.8-176 176s78.8 176 176 176 176-78.8 176-176-78.8-176-176-176zm0 288c-61.9 0-112-50.1-112-112s50.1-112 112-112 112 50.1 112 112-50.1 112-112 112z',
];
const EYE_INVISIBLE = [
  'M942.2 486.2Q889.47 375.11 816.7 305l-50.88 50.88C807.31 395.53 843.45 447.4 874.7 512 791.5 684.2 673.4 766 512 766q-72.67 0-133.87-22.38L323 798.75Q408 838 512 838q288.3 0 430.2-300.3a60.29 60.29 0 000-51.5zm-63.57-320.64L836 122.88a8 8 0 00-11.32 0L715.31 232.2Q624.86 186 512 186q-288.3 0-430.2 300.3a60.3 60.3 0 000 51.5q56.69 119.4 136.5 191.41L112.48 835a8 8 0 000 11.31L155.17 889a8 8 0 0011.31 0l712.15-712.12a8 8 0 000-11.32zM149.3 512C232.6 339.8 350.7 258 512 258c54.54 0 104.13 9.36 149.12 28.39l-70.3 70.3a176 176 0 00-238.13 238.13l-83.42 83.42C223.1 637.49 183.3 582.28 149.3 512zm246.7 0a112.11 112.11 0 01146.2-106.69L401.31 546.2A112 112 0 01396 512z',
  'M508 624c-3.46 0-6.87-.16-10.25-.47l-52.82 52.82a176.09 176.09 0 00227.42-227.42l-52.82 52.82c.31 3.38.47 6.79.47 10.25a111.94 111.94 0 01-112 112z',
];
const ERROR = [
  'M512 64c247.4 0 448 200.6 448 448S759.4 960 512 960 64 759.4 64 512 264.6 64 512 64zm127.98 274.82h-.04l-.08.06L512 466.75 384.14 338.88c-.04-.05-.06-.06-.08-.06a.12.12 0 00-.07 0c-.03 0-.05.01-.09.05l-45.02 45.02a.2.2 0 00-.05.09.12.12 0 000 .07v.02a.27.27 0 00.06.06L466.75 512 338.88 639.86c-.05.04-.06.06-.06.08a.12.12 0 000 .07c0 .03.01.05.05.09l45.02 45.02a.2.2 0 00.09.05.12.12 0 00.07 0c.02 0 .04-.01.08-.05L512 557.25l127.86 127.87c.04.04.06.05.08.05a.12.12 0 00.07 0c.03 0 .05-.01.09-.05l45.02-45.02a.2.2 0 00.05-.09.12.12 0 000-.07v-.02a.27.27 0 00-.05-.06L557.25 512l127.87-127.86c.04-.04.05-.06.05-.08a.12.12 0 000-.07c0-.03-.01-.05-.05-.09l-45.02-45.02a.2.2 0 00-.09-.05.12.12 0 00-.07 0z',
];
const INFO = [
  'M512 64C264.6 64 64 264.6 64 512s200.6 448 448 448 448-200.6 448-448S759.4 64 512 64zm32 664c0 4.4-3.6 8-8 8h-48c-4.4 0-8-3.6-8-8V456c0-4.4 3.6-8 8-8h48c4.4 0 8 3.6 8 8v272zm-32-344a48.01 48.01 0 010-96 48.01 48.01 0 010 96z',
];
const CLOSE = [
  'M799.86 166.31c.02 0 .04.02.08.06l57.69 57.7c.04.03.05.05.06.08a.12.12 0 010 .06c0 .03-.02.05-.06.09L569.93 512l287.7 287.7c.04.04.05.06.06.09a.12.12 0 010 .07c0 .02-.02.04-.06.08l-57.7 57.69c-.03.04-.05.05-.07.06a.12.12 0 01-.07 0c-.03 0-.05-.02-.09-.06L512 569.93l-287.7 287.7c-.04.04-.06.05-.09.06a.12.12 0 01-.07 0c-.02 0-.04-.02-.08-.06l-57.69-57.7c-.04-.03-.05-.05-.06-.07a.12.12 0 010-.07c0-.03.02-.05.06-.09L454.07 512l-287.7-287.7c-.04-.04-.05-.06-.06-.09a.12.12 0 010-.07c0-.02.02-.04.06-.08l57.7-57.69c.03-.04.05-.05.07-.06a.12.12 0 01.07 0c.03 0 .05.02.09.06L512 454.07l287.7-287.7c.04-.04.06-.05.09-.06a.12.12 0 01.07 0z',
];
export const GOOGLE = [
  'M881 442.4H519.7v148.5h206.4c-8.9 48-35.9 88.6-76.6 115.8-34.4 23-78.3 36.6-129.9 36.6-99.9 0-184.4-67.5-214.6-158.2-7.6-23-12-47.6-12-72.9s4.4-49.9 12-72.9c30.3-90.6 114.8-158.1 214.7-158.1 56.3 0 106.8 19.4 146.6 57.4l110-110.1c-66.5-62-153.2-100-256.6-100-149.9 0-279.6 86-342.7 211.4-26 51.8-40.8 110.4-40.8 172.4S151 632.8 177 684.6C240.1 810 369.8 896 519.7 896c103.6 0 190.4-34.4 253.8-93 72.5-66.8 114.4-165.2 114.4-282.1 0-27.2-2.4-53.3-6.9-78.5z',
];
export const GITHUB = [
  'M511.6 76.3C264.3 76.2 64 276.4 64 523.5 64 718.9 189.3 885 363.8 946c23.5 5.9 19.9-10.8 19.9-22.2v-77.5c-135.7 15.9-141.2-73.9-150.3-88.9C215 726 171.5 718 184.5 703c30.9-15.9 62.4 4 98.9 57.9 26.4 39.1 77.9 32.5 104 26 5.7-23.5 17.9-44.5 34.7-60.8-140.6-25.2-199.2-111-199.2-213 0-49.5 16.3-95 48.3-131.7-20.4-60.5 1.9-112.3 4.9-120 58.1-5.2 118.5 41.6 123.2 45.3 33-8.9 70.7-13.6 112.9-13.6 42.4 0 80.2 4.9 113.5 13.9 11.3-8.6 67.3-48.8 121.3-43.9 2.9 7.7 24.7 58.3 5.5 118 32.4 36.8 48.9 82.7 48.9 132.3 0 102.2-59 188.1-200 212.9a127.5 127.5 0 0138.1 91v112.5c.8 9 0 17.9 15 17.9 177.1-59.7 304.6-227 304.6-424.1 0-247.2-200.4-447.3-447.5-447.3z',
];

export { Icon as LightIcon };

interface LightButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  primary?: boolean;
  loading?: boolean;
  icon?: ReactNode;
}

/**
 * A large full-width button (antd's `block size="large"`), primary or default; loading shows a spinner and ignores
 * clicks.
 */
export function LightButton({
  primary = false,
  loading = false,
  icon,
  children,
  className,
  onClick,
  ...rest
}: LightButtonProps) {
  const classes = [
    'light-button',
    primary ? 'light-button--primary' : '',
    loading ? 'light-button--loading' : '',
    className ?? '',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <button
      type="button"
      {...rest}
      className={classes}
      aria-busy={loading || undefined}
      onClick={loading ? (event) => event.preventDefault() : onClick}
    >
      {loading ? <span className="light-button__spinner" aria-hidden /> : icon}
      <span>{children}</span>
    </button>
  );
}

interface LightFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange'> {
  label: string;
  value: string;
  error?: string | undefined;
  onChange: (value: string) => void;
}

/** A labelled large input with its message below (antd's vertical Form.Item); a password can be shown. */
export function LightField({ label, value, error, onChange, type = 'text', ...rest }: LightFieldProps) {
  const id = useId();
  const [visible, setVisible] = useState(false);
  const password = type === 'password';
  const input = (
    <input
      {...rest}
      id={id}
      className="light-input"
      type={password && visible ? 'text' : type}
      value={value}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? `${id}-error` : undefined}
      onChange={(event) => onChange(event.target.value)}
    />
  );
  return (
    <div className={`light-field${error ? ' light-field--error' : ''}`}>
      <label className="light-field__label" htmlFor={id}>
        {label}
      </label>
      {password ? (
        <span className="light-affix">
          {input}
          <button
            type="button"
            className="light-affix__toggle"
            aria-label={visible ? 'Hide the characters' : 'Show the characters'}
            onClick={() => setVisible(!visible)}
          >
            <Icon paths={visible ? EYE : EYE_INVISIBLE} />
          </button>
        </span>
      ) : (
        input
      )}
      <div className="light-field__message" id={`${id}-error`}>
        {error && <div role="alert">{error}</div>}
      </div>
    </div>
  );
}

/** A checkbox with its label, ticked in the theme's primary colour. */
export function LightCheckbox({
  checked,
  onChange,
  children,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  children: ReactNode;
}) {
  return (
    <label className="light-checkbox">
      <input type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} />
      <span>{children}</span>
    </label>
  );
}

/** A horizontal rule with a word in its middle ('or'). */
export function LightDivider({ children }: { children: ReactNode }) {
  return (
    <div className="light-divider" role="separator">
      <span>{children}</span>
    </div>
  );
}

interface LightAlertProps {
  type: 'error' | 'info';
  title: ReactNode;
  description?: ReactNode;
  onClose?: () => void;
  'data-testid'?: string;
}

/** antd's Alert with `showIcon`: an error or a piece of information, closable when `onClose` is given. */
export function LightAlert({ type, title, description, onClose, 'data-testid': testId }: LightAlertProps) {
  return (
    <div
      className={`light-alert light-alert--${type}${description ? ' light-alert--with-description' : ''}`}
      role="alert"
      data-testid={testId}
    >
      <Icon paths={type === 'error' ? ERROR : INFO} className="light-alert__icon" />
      <div className="light-alert__content">
        <div className="light-alert__title">{title}</div>
        {description && <div className="light-alert__description">{description}</div>}
      </div>
      {onClose && (
        <button type="button" className="light-alert__close" aria-label="Close" onClick={onClose}>
          <Icon paths={CLOSE} />
        </button>
      )}
    </div>
  );
}
