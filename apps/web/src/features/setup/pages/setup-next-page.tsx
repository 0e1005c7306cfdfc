import ApiOutlined from '@ant-design/icons/ApiOutlined';
import BookOutlined from '@ant-design/icons/BookOutlined';
import DashboardOutlined from '@ant-design/icons/DashboardOutlined';
import TeamOutlined from '@ant-design/icons/TeamOutlined';
import { CONSUMER_MESSAGES } from '@portal/shared/consumers/consumers.constants';
import { Card, Typography } from 'antd';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { usePublicConfig } from '../../../shared/api/public-config-api';
import { paths } from '../../../shared/lib/paths';
import { SuccessToast } from '../../../shared/ui/success-toast';
import { SetupFrame } from '../components/setup-frame';

function Option({ icon, title, text }: { icon: ReactNode; title: string; text: string }) {
  return (
    <Card hoverable size="small">
      <Card.Meta avatar={icon} title={title} description={text} />
    </Card>
  );
}

/** Wizard step 4 (000 §2): Dashboard; Invite team members; Enable integrations; Read Documentation (a new tab). */
export function SetupNextPage() {
  const { state } = useLocation() as { state: { consumerAdded?: boolean } | null };
  const { docsUrl } = usePublicConfig();
  return (
    <SetupFrame step={3} title="Get started" intro="Your application is ready. Where to next?">
      {state?.consumerAdded && <SuccessToast text={CONSUMER_MESSAGES.added} />}
      <div className="setup__options" data-testid="setup-options">
        <Link to={paths.dashboard} data-testid="setup-option-dashboard">
          <Option icon={<DashboardOutlined />} title="Dashboard" text="Your application's numbers, requests and latest calls." />
        </Link>
        <Link to={`${paths.accountSettings}?tab=team`} data-testid="setup-option-invite">
          <Option icon={<TeamOutlined />} title="Invite team members" text="Work on your applications together." />
        </Link>
        <Link to={paths.integrations} data-testid="setup-option-integrations">
          <Option icon={<ApiOutlined />} title="Enable integrations" text="Add and configure the services you connect to." />
        </Link>
        <a href={docsUrl} target="_blank" rel="noreferrer" data-testid="setup-option-docs">
          <Option icon={<BookOutlined />} title="Read Documentation" text="Guides and the API reference, in a new tab." />
        </a>
      </div>
      <Typography.Paragraph type="secondary" style={{ marginTop: 16, marginBottom: 0 }}>
        Make your first call with an API key from Credentials and your consumer's ID.
      </Typography.Paragraph>
    </SetupFrame>
  );
}
