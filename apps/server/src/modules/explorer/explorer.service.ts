import type { ExplorerLanguage } from '@portal/shared/explorer/explorer.constants';
import type { ExplorerCall } from '@portal/shared/explorer/explorer-request';
import type { ExplorerData } from '@portal/shared/explorer/explorer.schemas';
import { unifiedOpenApi } from '../unified/unified-openapi';
import { codeSampleJobOf, createCodeSamplePool } from './explorer-code';
import { type OpenApiDocument, explorerDataOf } from './explorer-collection';

interface Deps {
  publicUrl: string;
}

/**
 * The API explorer's data, generated once from the unified API's OpenAPI document (the one /unified/openapi.json
 * serves).
 */
export function createExplorerService({ publicUrl }: Deps) {
  let built: ExplorerData | undefined;
  const samples = createCodeSamplePool();
  return {
    data(): ExplorerData {
      built ??= explorerDataOf(unifiedOpenApi(publicUrl) as OpenApiDocument, publicUrl);
      return built;
    },
    /** A code sample of a call in one of the seven languages, made in a worker thread (explorer-code.ts). */
    async code(language: ExplorerLanguage, call: ExplorerCall): Promise<{ code: string }> {
      return { code: await samples.make(codeSampleJobOf(language, call)) };
    },
    close: () => samples.close(),
  };
}

export type ExplorerService = ReturnType<typeof createExplorerService>;
