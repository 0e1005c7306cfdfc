import type { Integration } from '@portal/shared/integrations/integrations.schemas';
import { Card, Collapse, Typography } from 'antd';
import { QueryGate } from '../../../shared/ui/query-gate';
import { useGetUnifiedApisQuery } from '../../../shared/api/integrations';
import { ModelDetails } from './model-details';

interface ModelsSectionProps {
  integration: Integration;
  mayConfigure: boolean;
  notify: (kind: 'success' | 'error', text: string) => void;
}

/**
 * The models the integration exposes (001 §7 scope and remap): each with its operations, its schema and field mappings.
 */
export function ModelsSection({ integration, mayConfigure, notify }: ModelsSectionProps) {
  const apis = useGetUnifiedApisQuery();
  return (
    <Card title="Models" size="small" data-testid="models-section">
      <QueryGate query={apis} errorTitle="We could not load the models" testId="models">
        {(list) => {
          const models = list.find((api) => api.unifiedApi === integration.unifiedApi)?.models ?? [];
          return (
            <Collapse
              size="small"
              items={models.map((model) => ({
                key: model.key,
                label: (
                  <span>
                    <Typography.Text strong>{model.name}</Typography.Text>{' '}
                    <Typography.Text type="secondary">
                      {(integration.scope[model.key] ?? []).length > 0
                        ? `exposed: ${integration.scope[model.key]!.join(', ')}`
                        : 'not exposed'}
                    </Typography.Text>
                  </span>
                ),
                children: (
                  <ModelDetails integration={integration} model={model} mayConfigure={mayConfigure} notify={notify} />
                ),
              }))}
              data-testid="models-list"
            />
          );
        }}
      </QueryGate>
    </Card>
  );
}
