import { INTEGRATION_REQUEST_TEXTS as T } from '@portal/shared/integration-requests/integration-requests.schemas';
import { Alert } from 'antd';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../shared/lib/paths';
import { QueryGate } from '../../../shared/ui/query-gate';
import { useGetExternalRequestFormQuery } from '../../../shared/api/integration-requests';
import { RequestIntro } from './request-intro';

type Crm = { scriptUrl: string; portalId: string; formId: string; region: string };
type FormsApi = { forms: { create(options: Record<string, string>): void } };

/** Loads the CRM's embed script once and creates its form in the target (the HubSpot-style `hbspt.forms.create`). */
function CrmForm({ crm }: { crm: Crm }) {
  const target = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const create = () =>
      (window as unknown as { hbspt?: FormsApi }).hbspt?.forms.create({
        region: crm.region,
        portalId: crm.portalId,
        formId: crm.formId,
        target: '#crm-request-form',
      });
    const existing = document.querySelector<HTMLScriptElement>(`script[src="${crm.scriptUrl}"]`);
    if (existing) {
      create();
      return;
    }
    const script = document.createElement('script');
    script.src = crm.scriptUrl;
    script.async = true;
    script.addEventListener('load', create);
    document.body.append(script);
  }, [crm]);
  return <div id="crm-request-form" ref={target} data-testid="crm-form" style={{ maxWidth: 600 }} />;
}

/**
 * The external request route (000 §2): the operator's CRM form when one is configured; otherwise it says so and links
 * to ours.
 */
export function ExternalRequestPage() {
  return (
    <div data-testid="external-request">
      <RequestIntro />
      <QueryGate
        query={useGetExternalRequestFormQuery()}
        errorTitle="We could not load the request form"
        testId="external-form"
      >
        {({ crm }) =>
          crm ? (
            <CrmForm crm={crm} />
          ) : (
            <Alert
              type="info"
              showIcon
              message={T.noCrm}
              description={<Link to={paths.requestIntegration}>{T.useInternal}</Link>}
              data-testid="no-crm"
              style={{ maxWidth: 600 }}
            />
          )
        }
      </QueryGate>
    </div>
  );
}
