import { EXPLORER_FIXED_VARIABLES, EXPLORER_TEXTS as T } from '@portal/shared/explorer/explorer.constants';
import { Button, Card, Flex, Form, Input, Select } from 'antd';
import { useState } from 'react';
import type { ExplorerConsumer } from '../lib/data-plane';
import type { Variables } from '../lib/variables';

interface GlobalVariablesProps {
  variables: Variables;
  onChange: (change: Variables) => void;
  /** The API keys of the chosen application. */
  apiKeys: string[];
  consumers: ExplorerConsumer[];
}

const masked = (key: string) => `${key.slice(0, 3)}…${key.slice(-4)}`;

/**
 * The 'Global variables' card (001 §2, §3): API key, Consumer ID, and under 'Show more' every other variable, editable,
 * with a new one.
 */
export function GlobalVariables({ variables, onChange, apiKeys, consumers }: GlobalVariablesProps) {
  const [more, setMore] = useState(false);
  const [name, setName] = useState('');
  const others = Object.keys(variables)
    .filter((key) => !(EXPLORER_FIXED_VARIABLES as readonly string[]).includes(key))
    .sort();
  const keyOptions = apiKeys.map((key) => ({ value: key, label: masked(key) }));
  return (
    <Card title={T.globalVariables} size="small" className="explorer__variables" data-testid="explorer-variables">
      <Form layout="vertical" component="div">
        <Flex gap={16} wrap>
          <Form.Item label="API key" className="explorer__variable">
            <Select
              aria-label="API key"
              placeholder="Select API key"
              value={variables.apiKey || undefined}
              options={keyOptions}
              onChange={(apiKey: string) => onChange({ apiKey })}
              notFoundContent="No credentials"
              data-testid="explorer-api-key"
            />
          </Form.Item>
          <Form.Item label="Consumer ID" className="explorer__variable">
            <Select
              aria-label="Consumer ID"
              placeholder="Select consumer"
              showSearch
              value={variables.consumerId || undefined}
              options={consumers.map((consumer) => ({
                value: consumer.id,
                label: `${consumer.name} (${consumer.id})`,
              }))}
              onChange={(consumerId: string) => onChange({ consumerId })}
              notFoundContent="No consumers"
              data-testid="explorer-consumer"
            />
          </Form.Item>
        </Flex>
        {more && (
          <div data-testid="explorer-more-variables">
            {others.map((key) => (
              <Form.Item key={key} label={key} className="explorer__variable">
                <Input
                  value={variables[key]}
                  aria-label={key}
                  onChange={(event) => onChange({ [key]: event.target.value })}
                />
              </Form.Item>
            ))}
            <Flex gap={8} className="explorer__new-variable">
              <Input
                placeholder="New variable name"
                aria-label="New variable name"
                value={name}
                onChange={(event) => setName(event.target.value)}
              />
              <Button
                disabled={name.trim() === '' || name.trim() in variables}
                onClick={() => {
                  onChange({ [name.trim()]: '' });
                  setName('');
                }}
              >
                Add variable
              </Button>
            </Flex>
          </div>
        )}
        <Button type="link" className="explorer__more" onClick={() => setMore(!more)}>
          {more ? T.showLess : T.showMore}
        </Button>
      </Form>
    </Card>
  );
}
