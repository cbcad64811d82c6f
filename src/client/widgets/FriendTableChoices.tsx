/**
 * How a table between people at two browsers is run, for a two-player game's new-game form: the
 * clock per move, how long it waits for a player who leaves, and whether anyone may join it.
 */
import { t } from '../i18n';
import { CheckOption } from './Choices';
import { ClockChoice } from './ClockChoice';
import type { FriendTableSetting } from './friendTable';
import { GraceChoice } from './GraceChoice';

export function FriendTableChoices({
  value,
  onChange,
}: {
  value: FriendTableSetting;
  onChange: (patch: Partial<FriendTableSetting>) => void;
}) {
  return (
    <>
      <ClockChoice value={value.clock} onChange={(clock) => onChange({ clock })} />
      <div class="form-row">
        <GraceChoice
          value={value.graceSeconds}
          onChange={(graceSeconds) => onChange({ graceSeconds })}
        />
      </div>
      <CheckOption
        name="listed"
        checked={value.listed}
        onChange={(listed) => onChange({ listed })}
        label={t('newGame.listed')}
        hint={t('newGame.listedHint')}
      />
    </>
  );
}
