import ApiOutlined from '@ant-design/icons/ApiOutlined';
import BookOutlined from '@ant-design/icons/BookOutlined';
import DashboardOutlined from '@ant-design/icons/DashboardOutlined';
import TeamOutlined from '@ant-design/icons/TeamOutlined';
import { CONSUMER_MESSAGES } from '@portal/shared/consumers/consumers.constants';
import { Typography } from 'antd';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { usePublicConfig } from '../../../shared/api/system';
import { paths } from '../../../shared/lib/paths';
import { SuccessToast } from '../../../shared/ui/success-toast';
import { SetupFrame } from '../components/setup-frame';

/**
 * One option: a real link (a router link, or the docs in a new tab) that is the whole card, so a click anywhere on it
 * and Enter on it both go there; its name is the option's title.
 */
function Option({
  to,
  external,
  icon,
  title,
  text,
  testId,
}: {
  to: string;
  external?: boolean;
  icon: ReactNode;
  title: string;
  text: string;
  testId: string;
}) {
  const content = (
    <>
      <span className="setup__option-icon" aria-hidden>
        {icon}
      </span>
      <span className="setup__option-text">
        <Typography.Text strong>{title}</Typography.Text>
        <Typography.Text type="secondary">{text}</Typography.Text>
      </span>
    </>
  );
  return external ? (
    <a
      className="setup__option"
      href={to}
      target="_blank"
      rel="noreferrer"
      aria-label={`${title} (opens in a new tab)`}
      data-testid={testId}
    >
      {content}
    </a>
  ) : (
    <Link className="setup__option" to={to} aria-label={title} data-testid={testId}>
      {content}
    </Link>
  );
}

/** Wizard step 4 (000 §2): Dashboard; Invite team members; Enable integrations; Read Documentation (a new tab). */
export function SetupNextPage() {
  const { state } = useLocation() as { state: { consumerAdded?: boolean } | null };
  const { docsUrl } = usePublicConfig();
  return (
    <SetupFrame step={3} title="Get started" intro="Your application is ready. Where to next?">
      {state?.consumerAdded && <SuccessToast text={CONSUMER_MESSAGES.added} />}
      <nav className="setup__options" aria-label="Where to next" data-testid="setup-options">
        <Option
          to={paths.dashboard}
          icon={<DashboardOutlined />}
          title="Dashboard"
          text="Your application's numbers, requests and latest calls."
          testId="setup-option-dashboard"
        />
        <Option
          to={`${paths.accountSettings}?tab=team`}
          icon={<TeamOutlined />}
          title="Invite team members"
          text="Work on your applications together."
          testId="setup-option-invite"
        />
        <Option
          to={paths.integrations}
          icon={<ApiOutlined />}
          title="Enable integrations"
          text="Add and configure the services you connect to."
          testId="setup-option-integrations"
        />
        <Option
          to={docsUrl}
          external
          icon={<BookOutlined />}
          title="Read Documentation"
          text="Guides and the API reference, in a new tab."
          testId="setup-option-docs"
        />
      </nav>
      <Typography.Paragraph type="secondary" style={{ marginTop: 16, marginBottom: 0 }}>
        Make your first call with an API key from Credentials and your consumer's ID.
      </Typography.Paragraph>
    </SetupFrame>
  );
}
