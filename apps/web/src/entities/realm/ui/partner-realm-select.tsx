import { ServerSearchSelect, type ServerSearchSelectProps } from '../../../components/server-search-select';
import { useAuthStore } from '../../../lib/auth-store';
import { useRealmOptions } from '../api/get-realm-options';
import { realmOption } from '../realm-option';

function usePartnerRealmOptions(search: string, enabled: boolean) {
  const partnerId = useAuthStore((s) => s.partnerId);
  const query = useRealmOptions(partnerId, search, enabled);
  return { options: (query.data?.results ?? []).map(realmOption), isFetching: query.isFetching };
}

/**
 * A pick among the signed-in partner's realms, its own and its SMEs', searched on the server
 * (GET realms/?partner={id}). The texts are the form's own.
 */
export function PartnerRealmSelect(props: Omit<ServerSearchSelectProps, 'useOptions'>) {
  return <ServerSearchSelect {...props} useOptions={usePartnerRealmOptions} />;
}
