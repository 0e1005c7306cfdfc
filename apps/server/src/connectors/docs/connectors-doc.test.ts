import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CONNECTORS } from '../catalog/catalog';
import { renderConnectorsDoc } from './connectors-doc';

const docFile = fileURLToPath(new URL('../../../../../docs/connectors.md', import.meta.url));

describe('docs/connectors.md', () => {
  it('is the catalog as generated (regenerate with `npm run docs:connectors`)', () => {
    expect(readFileSync(docFile, 'utf8')).toBe(renderConnectorsDoc());
  });

  it('lists every connector with its auth and settings', () => {
    const doc = renderConnectorsDoc();
    for (const connector of CONNECTORS) expect(doc).toContain(`### ${connector.name} (\`${connector.serviceId}\`)`);
    expect(doc).toContain('| `bamboohr` | BambooHR | HRIS | API | basic | HTTP Basic | yes | yes | — |');
    expect(doc).toContain('| `apiKey` | API key | yes | yes |');
    expect(doc).toContain('| `dustin` | Dustin | Distributor | files | none | Files (FTP) | yes | — | yes |');
  });
});
