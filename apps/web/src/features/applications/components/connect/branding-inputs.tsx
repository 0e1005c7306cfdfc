import UploadOutlined from '@ant-design/icons/UploadOutlined';
import { CONNECT_LOGO_MAX_BYTES, CONNECT_MESSAGES as M } from '@portal/shared/connect/connect.constants';
import { Button, Flex, Input, Space, Typography, Upload } from 'antd';

const LOGO_TYPES = ['image/png', 'image/svg+xml'];
const HEX_COLOUR = /^#[0-9a-fA-F]{6}$/;
/**
 * What the hosted page uses without a primary colour (apps/web/connect/src/accent.ts): a darker blue than antd's, so
 * white button text keeps 4.5:1 contrast.
 */
export const DEFAULT_PRIMARY_COLOUR = '#0958d9';

/** A form control: Form.Item gives value, onChange and the label's id. */
interface ControlProps<T> {
  id?: string;
  value?: T;
  onChange?: (value: T) => void;
  disabled?: boolean;
}

/**
 * The logo: a PNG or SVG of at most 200 KB, read as a data URL (the server keeps it, and refuses an SVG with scripts);
 * a file of another type or size is refused here, with the server's own message, through `onRefused`.
 */
export function LogoInput({
  id,
  value,
  onChange,
  disabled,
  onRefused,
}: ControlProps<string | null> & { onRefused: (message: string) => void }) {
  const pick = (file: File) => {
    if (!LOGO_TYPES.includes(file.type)) onRefused(M.logoType);
    else if (file.size > CONNECT_LOGO_MAX_BYTES) onRefused(M.logoTooLarge);
    else {
      const reader = new FileReader();
      reader.onload = () => onChange?.(String(reader.result));
      reader.onerror = () => onRefused('The file could not be read');
      reader.readAsDataURL(file);
    }
    // Nothing is uploaded by antd: the data URL is saved with the form.
    return false;
  };
  return (
    <Flex gap={12} align="center" wrap data-testid="connect-logo-input">
      {value ? (
        <img className="connect-settings__logo" src={value} alt="Logo" data-testid="connect-logo-image" />
      ) : (
        <Typography.Text type="secondary">No logo: the page shows the application's name</Typography.Text>
      )}
      <Upload accept={LOGO_TYPES.join(',')} showUploadList={false} beforeUpload={pick} disabled={disabled}>
        <Button id={id} icon={<UploadOutlined aria-hidden />} disabled={disabled} data-testid="connect-logo-upload">
          {value ? 'Replace logo' : 'Upload logo'}
        </Button>
      </Upload>
      {value && (
        <Button onClick={() => onChange?.(null)} disabled={disabled} data-testid="connect-logo-remove">
          Remove logo
        </Button>
      )}
    </Flex>
  );
}

/** The primary colour: a hex code, typed or picked with the browser's colour picker. */
export function ColourInput({ id, value, onChange, disabled }: ControlProps<string | null>) {
  const colour = value && HEX_COLOUR.test(value) ? value : DEFAULT_PRIMARY_COLOUR;
  return (
    <Space.Compact>
      <input
        type="color"
        className="connect-settings__swatch"
        aria-label="Pick the primary colour"
        value={colour.toLowerCase()}
        onChange={(event) => onChange?.(event.target.value)}
        disabled={disabled}
      />
      <Input
        id={id}
        value={value ?? ''}
        onChange={(event) => onChange?.(event.target.value)}
        placeholder={DEFAULT_PRIMARY_COLOUR}
        disabled={disabled}
        style={{ width: 128 }}
        data-testid="connect-colour-input"
      />
    </Space.Compact>
  );
}
