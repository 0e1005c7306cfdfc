import { useEffect, useState } from 'react';
import { type ApplicationToken, type ExplorerConsumer, applicationToken, explorerConsumers } from './data-plane';

/**
 * The application token and consumers of the chosen application and key (001 §4, §7): a token from POST /api/auth
 * when both are set, then the consumers with it; a 401 gets a new token with the application's first key and tries
 * once more. Any other failure empties the list and says why (issue 25: never a silent "No consumers").
 */
export function useExplorerAccess(
  applicationId: string | undefined,
  apiKey: string | undefined,
  firstKey: string | undefined,
) {
  const [token, setToken] = useState<ApplicationToken | null>(null);
  const [consumers, setConsumers] = useState<ExplorerConsumer[]>([]);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    setToken(null);
    setConsumers([]);
    setError(null);
    if (!applicationId || !apiKey) return;
    void (async () => {
      let current: ApplicationToken | null = null;
      try {
        current = await applicationToken(apiKey, applicationId);
        let list = await explorerConsumers(current, applicationId);
        if (list === 'expired' && firstKey) {
          current = await applicationToken(firstKey, applicationId);
          list = await explorerConsumers(current, applicationId);
        }
        if (list === 'expired') throw new Error('The access token was refused');
        if (live) setConsumers(list);
      } catch (failure) {
        console.error('The explorer could not load the consumers', failure);
        if (live) setError(failure instanceof Error ? failure.message : String(failure));
      }
      if (live) setToken(current);
    })();
    return () => {
      live = false;
    };
  }, [applicationId, apiKey, firstKey]);
  return { token, consumers, error };
}
