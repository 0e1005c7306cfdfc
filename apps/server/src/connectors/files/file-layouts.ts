import dustin from '../dustin/file-layout';
import inrego from '../inrego/file-layout';
import netset from '../netset/file-layout';
import velory from '../velory/file-layout';
import webmercs from '../webmercs/file-layout';
import type { FileLayout } from './file-layout';

/** The file layout of each connector that answers from delivered files (`connectors/<serviceId>/file-layout.ts`). */
const FILE_LAYOUTS: Record<string, FileLayout> = { dustin, inrego, netset, velory, webmercs };

export function getFileLayout(serviceId: string): FileLayout | undefined {
  return FILE_LAYOUTS[serviceId];
}
