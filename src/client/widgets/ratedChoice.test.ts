import { afterEach, describe, expect, it } from 'vitest';
import { momentText } from '../i18n';
import { me } from '../session/me';
import { mayOpenRated, ratedBlockedReason } from './RatedChoice';

afterEach(() => {
  me.value = null;
});

const player = { id: 'p1', name: 'Aiko', createdAt: 0 };

describe('whether rated may be chosen', () => {
  it('may until the server says otherwise', () => {
    expect(mayOpenRated()).toBe(true);
    expect(ratedBlockedReason()).toBeNull();
    me.value = { ...player, mayOpenRated: true, ratedAgainAt: null };
    expect(mayOpenRated()).toBe(true);
    expect(ratedBlockedReason()).toBeNull();
  });

  it('may not while a penalty for leaving lasts, saying until when', () => {
    const until = Date.now() + 3_600_000;
    me.value = { ...player, mayOpenRated: false, ratedAgainAt: until };
    expect(mayOpenRated()).toBe(false);
    expect(ratedBlockedReason()).toBe(
      `You left too many rated games unfinished: rated games again from ${momentText(until)}.`,
    );
    me.value = { ...player, mayOpenRated: false, ratedAgainAt: null };
    expect(ratedBlockedReason()).toMatch(/casual games only/);
  });
});
