import { useRealtime } from '@suite/sdk/web';
import { AGILE_ROUTES } from '../../../shared/routes.js';
import { LiveRoom } from '../components/LiveRoom.js';
import { useRouteParam } from '../useRouteParam.js';

/** /poker/sessions/:id: the live room for a signed-in member of the account. */
export default function PokerSessionPage() {
  const id = useRouteParam([[AGILE_ROUTES.pokerSession.path, 'id']]);
  const client = useRealtime();
  return <LiveRoom key={id} sessionId={id} client={client} mode="live" />;
}
