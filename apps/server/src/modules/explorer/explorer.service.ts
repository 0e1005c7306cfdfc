import type { ExplorerLanguage } from '@portal/shared/explorer/explorer.constants';
import type { ExplorerCall } from '@portal/shared/explorer/explorer-request';
import type { ExplorerData } from '@portal/shared/explorer/explorer.schemas';
import { unifiedOpenApi } from '../unified/unified-openapi';
import { explorerCodeOf } from './explorer-code';
import { type OpenApiDocument, explorerDataOf } from './explorer-collection';

interface Deps {
  publicUrl: string;
}

/** The API explorer's data, generated once from the unified API's OpenAPI document (the one /unified/openapi.json serves). */
export function createExplorerService({ publicUrl }: Deps) {
  let built: ExplorerData | undefined;
  return {
    data(): ExplorerData {
      built ??= explorerDataOf(unifiedOpenApi(publicUrl) as OpenApiDocument, publicUrl);
      return built;
    },
    /** A code sample of a call in one of the seven languages. */
    async code(language: ExplorerLanguage, call: ExplorerCall): Promise<{ code: string }> {
      return { code: await explorerCodeOf(language, call) };
    },
  };
}

export type ExplorerService = ReturnType<typeof createExplorerService>;
