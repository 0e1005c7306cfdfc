import { useEffect, useState } from 'react';
import { type ApplicationToken, type ExplorerConsumer, applicationToken, explorerConsumers } from './data-plane';

/**
 * The application token and consumers of the chosen application and key (001 §4, §7): a token from POST /api/auth
 * when both are set, then the consumers with it; a 401 gets a new token with the application's first key and tries
 * once more; any other failure empties the list without a message.
 */
export function useExplorerAccess(applicationId: string | undefined, apiKey: string | undefined, firstKey: string | undefined) {
  const [token, setToken] = useState<ApplicationToken | null>(null);
  const [consumers, setConsumers] = useState<ExplorerConsumer[]>([]);
  useEffect(() => {
    let live = true;
    setToken(null);
    setConsumers([]);
    if (!applicationId || !apiKey) return;
    void (async () => {
      let current = await applicationToken(apiKey, applicationId);
      try {
        let list = current ? await explorerConsumers(current, applicationId) : [];
        if (list === 'expired' && firstKey) {
          current = await applicationToken(firstKey, applicationId);
          list = current ? await explorerConsumers(current, applicationId) : [];
        }
        if (live) setConsumers(list === 'expired' ? [] : list);
      } catch {
        if (live) setConsumers([]);
      }
      if (live) setToken(current);
    })();
    return () => {
      live = false;
    };
  }, [applicationId, apiKey, firstKey]);
  return { token, consumers };
}
