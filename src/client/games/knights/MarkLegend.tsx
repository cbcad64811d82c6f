/** The key to the analysis marks on the board: a green ring wins, a red dot loses. */
import { t } from '../../i18n';

export function MarkLegend() {
  return (
    <ul class="mark-legend">
      <li>
        <svg viewBox="0 0 100 100" aria-hidden="true">
          <circle class="mark-win" cx={50} cy={50} r={30} />
        </svg>
        {t('knights.analysis.legendWin')}
      </li>
      <li>
        <svg viewBox="0 0 100 100" aria-hidden="true">
          <circle class="mark-lose" cx={50} cy={50} r={20} />
        </svg>
        {t('knights.analysis.legendLose')}
      </li>
    </ul>
  );
}
