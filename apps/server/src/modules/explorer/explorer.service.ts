import type { ExplorerData } from '@portal/shared/explorer/explorer.schemas';
import { unifiedOpenApi } from '../unified/unified-openapi';
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
  };
}

export type ExplorerService = ReturnType<typeof createExplorerService>;
