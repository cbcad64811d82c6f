import { describe, expect, it } from 'vitest';
import { clockLimit, LISTED_SETUP_SECONDS, tableSettings } from './table-settings';

describe('table settings', () => {
  it('have no setup clock between friends, and one of 3 minutes at a listed table', () => {
    expect(tableSettings({}).setupSeconds).toBeNull();
    expect(tableSettings(undefined).setupSeconds).toBeNull();
    expect(tableSettings({ listed: true }).setupSeconds).toBe(LISTED_SETUP_SECONDS);
    expect(LISTED_SETUP_SECONDS).toBe(180);
    // What the creator chose stands, off included.
    expect(tableSettings({ listed: true, setupSeconds: null }).setupSeconds).toBeNull();
    expect(tableSettings({ listed: false, setupSeconds: 60 }).setupSeconds).toBe(60);
  });

  it('give each kind of clock its own limit', () => {
    const settings = tableSettings({ moveSeconds: 30, setupSeconds: 120 });
    expect(clockLimit(settings, 'move')).toBe(30);
    expect(clockLimit(settings, 'setup')).toBe(120);
    expect(clockLimit(settings, null)).toBeNull();
  });
});
