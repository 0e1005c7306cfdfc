import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { SEQUENCE_TEXTS as T } from '@portal/shared/sequences/sequences.schemas';
import { Alert, Button, Empty, Flex, Table, Typography } from 'antd';
import { Link } from 'react-router';
import { paths } from '../../../shared/lib/paths';

/** Sequences (001 §2): an empty table, since sequences are a preview and none is ever saved (001 §1). */
export function SequencesPage() {
  return (
    <Flex vertical gap={16} data-testid="sequences">
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Title level={2} style={{ margin: 0 }}>
          Sequences
        </Typography.Title>
        <Link to={paths.newSequence}>
          <Button type="primary" icon={<PlusOutlined />} data-testid="new-sequence">
            New sequence
          </Button>
        </Link>
      </Flex>
      <Alert type="info" showIcon message={T.preview} data-testid="sequences-preview" />
      <Table
        rowKey="name"
        dataSource={[]}
        columns={[
          { title: 'Name', dataIndex: 'name', key: 'name' },
          { title: 'Service', dataIndex: 'serviceId', key: 'serviceId' },
          { title: 'Actions', dataIndex: 'actions', key: 'actions' },
          { title: 'Delivery URL', dataIndex: 'deliveryUrl', key: 'deliveryUrl' },
        ]}
        locale={{ emptyText: <Empty description={T.empty} /> }}
        scroll={{ x: 'max-content' }}
        pagination={false}
        data-testid="sequences-table"
      />
    </Flex>
  );
}
