import { message } from 'antd';
import { useOnce } from '../lib/use-once';

/**
 * A success toast (antd message) shown once, for a screen that shows one only now and then: it loads this
 * module lazily, so antd's message layer is not part of the screen's first load.
 */
export function SuccessToast({ text }: { text: string }) {
  const [toast, holder] = message.useMessage();
  useOnce(() => void toast.success(text));
  return holder;
}
