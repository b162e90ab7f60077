import { useParams, useRealtime } from '@suite/sdk/web';
import { LiveRetro } from '../components/LiveRetro.js';

/** /retro/sessions/:id: the live retrospective for a signed-in member of the account. */
export default function RetroSessionPage() {
  const { id = '' } = useParams();
  const client = useRealtime();
  return <LiveRetro key={id} sessionId={id} client={client} />;
}
