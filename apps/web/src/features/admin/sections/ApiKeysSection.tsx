import { ApiKeysPanel } from '../../api-keys/components/ApiKeysPanel';

/** /admin/api-keys: the administrator's own API keys (read-only or full). */
export function ApiKeysSection() {
  return <ApiKeysPanel admin />;
}
