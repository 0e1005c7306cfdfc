import EyeInvisibleOutlined from '@ant-design/icons/EyeInvisibleOutlined';
import EyeOutlined from '@ant-design/icons/EyeOutlined';
import CopyOutlined from '@ant-design/icons/CopyOutlined';
import { EXPLORER_LANGUAGE_LABELS, type ExplorerLanguage } from '@portal/shared/explorer/explorer.constants';
import type { ExplorerCall } from '@portal/shared/explorer/explorer-request';
import { Alert, Button, Card, Flex, Select, Skeleton, Tooltip, message } from 'antd';
import { useState } from 'react';
import { toApiError } from '../../../shared/lib/api-error';
import { useGetExplorerCodeQuery, useLazyGetExplorerCodeQuery } from '../../../shared/api/explorer';

/** The call with each secret (API key, access token) shown as its first and last characters. */
function masked(call: ExplorerCall, secrets: string[]): ExplorerCall {
  const hide = (text: string) =>
    secrets.reduce(
      (result, secret) =>
        secret.length > 8 ? result.split(secret).join(`${secret.slice(0, 3)}••••${secret.slice(-4)}`) : result,
      text,
    );
  return {
    ...call,
    url: hide(call.url),
    headers: Object.fromEntries(Object.entries(call.headers).map(([key, value]) => [key, hide(value)])),
  };
}

/**
 * The code sample of the current call (001 §9): seven languages, cURL first; secrets masked until revealed; Copy copies
 * the working code.
 */
export function CodeSample({ call, secrets }: { call: ExplorerCall; secrets: string[] }) {
  const [language, setLanguage] = useState<ExplorerLanguage>('cURL');
  const [revealed, setRevealed] = useState(false);
  const shown = revealed ? call : masked(call, secrets);
  const code = useGetExplorerCodeQuery({ language, call: shown });
  const [readCode] = useLazyGetExplorerCodeQuery();
  const [toast, toastHolder] = message.useMessage();
  const copy = async () => {
    try {
      const { code: text } = await readCode({ language, call }, true).unwrap();
      await navigator.clipboard.writeText(text);
      void toast.success('Code copied');
    } catch (failure) {
      void toast.error(toApiError(failure).message);
    }
  };
  return (
    <Card
      size="small"
      title="Code sample"
      className="explorer__code-card"
      extra={
        <Flex gap={4}>
          <Select
            aria-label="Language"
            value={language}
            onChange={setLanguage}
            options={EXPLORER_LANGUAGE_LABELS.map((label) => ({ value: label, label }))}
            className="explorer__language"
            data-testid="explorer-language"
          />
          <Tooltip title={revealed ? 'Hide secrets' : 'Show secrets'}>
            <Button
              aria-label={revealed ? 'Hide secrets' : 'Show secrets'}
              icon={revealed ? <EyeInvisibleOutlined /> : <EyeOutlined />}
              onClick={() => setRevealed(!revealed)}
            />
          </Tooltip>
          <Tooltip title="Copy">
            <Button
              aria-label="Copy code"
              icon={<CopyOutlined />}
              onClick={() => void copy()}
              data-testid="explorer-copy"
            />
          </Tooltip>
        </Flex>
      }
    >
      {toastHolder}
      {code.isError ? (
        <Alert
          type="error"
          showIcon
          message="We could not make the code sample"
          description={toApiError(code.error).message}
          action={<Button onClick={() => void code.refetch()}>Try again</Button>}
        />
      ) : code.data ? (
        <pre className="explorer__code explorer__code--request" data-testid="explorer-code">
          {code.data.code}
        </pre>
      ) : (
        <Skeleton active paragraph={{ rows: 4 }} />
      )}
    </Card>
  );
}
