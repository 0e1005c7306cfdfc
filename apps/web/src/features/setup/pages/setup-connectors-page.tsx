import { Alert, Button, Card, Switch, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { combineQueries } from '../../../shared/lib/combine-queries';
import { toApiError } from '../../../shared/lib/api-error';
import { paths } from '../../../shared/lib/paths';
import { QueryGate } from '../../../shared/ui/query-gate';
import { SuccessToast } from '../../../shared/ui/success-toast';
import { useWorkspace } from '../../../shared/workspace/workspace';
import {
  useGetConnectorsQuery,
  useGetIntegrationsQuery,
  useUpdateIntegrationMutation,
} from '../../../shared/api/integrations';
import { useUpdateMetaMutation } from '../../../shared/api/users';
import { SetupFrame } from '../components/setup-frame';

/** Wizard step 2 (000 §2): enable integrations from the catalog, then CONTINUE to the consumer. */
export function SetupConnectorsPage() {
  const { applicationId = '' } = useParams();
  const { state } = useLocation() as { state: { added?: boolean } | null };
  const navigate = useNavigate();
  const { team, environment } = useWorkspace();
  const query = combineQueries(
    useGetConnectorsQuery(),
    useGetIntegrationsQuery({ application: applicationId, environment }),
    (connectors, integrations) => ({ connectors, integrations }),
  );
  const [setIntegration, { isLoading: saving }] = useUpdateIntegrationMutation();
  const [saveStep, { isLoading: continuing }] = useUpdateMetaMutation();
  const [refusal, setRefusal] = useState<string | null>(null);

  const toggle = async (serviceId: string, accountId: string, isEnabled: boolean) => {
    setRefusal(null);
    await setIntegration({ accountId, serviceId, application: applicationId, environment, isEnabled })
      .unwrap()
      .catch((error: unknown) => setRefusal(toApiError(error).message));
  };
  const onContinue = async () => {
    await saveStep({ step: 'connectors', applicationId })
      .unwrap()
      .catch(() => undefined);
    await navigate(paths.setupWizard.consumer({ applicationId }));
  };

  return (
    <SetupFrame
      step={1}
      title="Enable integrations"
      intro="Choose the services your product connects to; you can change them later under Integrations."
    >
      {state?.added && <SuccessToast text="Application was successfully added" />}
      {refusal && (
        <Alert
          type="error"
          showIcon
          title={refusal}
          style={{ marginBottom: 12 }}
          data-testid="setup-connectors-error"
        />
      )}
      <QueryGate
        query={query}
        errorTitle="We could not load the integrations"
        testId="setup-connectors"
        skeletonRows={6}
      >
        {({ connectors, integrations }) => {
          const byService = new Map(integrations.map((integration) => [integration.serviceId, integration]));
          return (
            <div className="setup__connectors" data-tour="setup-connectors">
              {connectors.map((connector) => {
                const integration = byService.get(connector.serviceId);
                return (
                  <Card key={connector.serviceId} size="small" data-testid={`setup-connector-${connector.serviceId}`}>
                    <div className="setup__connector">
                      <img src={connector.logo} alt="" loading="lazy" />
                      <div className="setup__connector-name">
                        <Typography.Text strong ellipsis>
                          {connector.name}
                        </Typography.Text>
                        <br />
                        {/* The API's name as the spec and the Integrations page write it ('Shipment', 'HRIS'). */}
                        <Tag style={{ marginInlineEnd: 0 }} data-testid="setup-connector-api">
                          {connector.unifiedApi}
                        </Tag>
                      </div>
                      <Switch
                        aria-label={`Enable ${connector.name}`}
                        checked={integration?.isEnabled ?? false}
                        disabled={saving}
                        onChange={(checked) =>
                          void toggle(connector.serviceId, integration?.accountId ?? team?.id ?? '', checked)
                        }
                      />
                    </div>
                  </Card>
                );
              })}
            </div>
          );
        }}
      </QueryGate>
      <div className="setup__actions">
        <Button
          type="primary"
          onClick={() => void onContinue()}
          loading={continuing}
          data-testid="setup-continue"
          data-tour="setup-continue"
        >
          CONTINUE
        </Button>
      </div>
    </SetupFrame>
  );
}
