import { useWorkspace } from '../../../shared/workspace/workspace';
import { useGetConsumerQuery } from '../../../shared/api/consumers';

/** Long names end in an ellipsis instead of pushing the header apart. */
const CRUMB_STYLE = {
  display: 'inline-block',
  maxWidth: 200,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  verticalAlign: 'bottom',
} as const;

/** The breadcrumb of a consumer page: the consumer's name ('Consumer' until it is there, or when it has none). */
export function ConsumerCrumb({ consumerId }: { consumerId: string }) {
  const { application, environment } = useWorkspace();
  const { data } = useGetConsumerQuery(
    { id: consumerId, applicationId: application?.id ?? '', environment },
    { skip: !application },
  );
  return (
    <span style={CRUMB_STYLE} data-testid="consumer-crumb">
      {data?.name || 'Consumer'}
    </span>
  );
}
