import type { Account } from '@portal/shared/accounts/accounts.schemas';
import { useGetAccountsQuery } from '../features/accounts/api';
import { useGetMeQuery } from '../features/users/api';

/**
 * The team the user works in: users/meta accountId when it is one of their
 * (active) teams, else their first team. Its role is the user's role there.
 */
export function useCurrentTeam() {
  const { data: user } = useGetMeQuery();
  const accounts = useGetAccountsQuery();
  const teams = accounts.data;
  const team: Account | undefined = teams?.find((account) => account.id === user?.meta.accountId) ?? teams?.[0];
  return { team, teams, user, isLoading: accounts.isLoading, error: accounts.error, isFetching: accounts.isFetching, refetch: accounts.refetch };
}
