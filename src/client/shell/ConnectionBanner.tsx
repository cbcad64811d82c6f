/** Says so while the socket is down; socket.io keeps trying and the page catches up after. */
import { t } from '../i18n';
import { connection } from '../session/socket';

export function ConnectionBanner() {
  if (connection.value !== 'reconnecting') return null;
  return (
    <div class="connection" role="status">
      {t('conn.reconnecting')}
    </div>
  );
}
