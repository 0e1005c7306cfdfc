import { Modal, type FormInstance, type ModalProps } from 'antd';

export type FormModalProps = Omit<ModalProps, 'onOk' | 'confirmLoading'> & {
  /** The form inside: OK submits it, so its rules and onFinish run as on Enter. */
  form: FormInstance;
  /** OK spins while the form's request runs. */
  loading: boolean;
};

/** A modal around one form (create, invite, rename): OK submits the form, the other button says Cancel. */
export function FormModal({ form, loading, ...modal }: FormModalProps) {
  return <Modal cancelText="Cancel" {...modal} confirmLoading={loading} onOk={() => form.submit()} />;
}
