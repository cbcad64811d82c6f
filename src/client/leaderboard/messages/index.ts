import type { Bundle } from '../../i18n/types';
import { en } from './en';
import { ja } from './ja';
import { zh } from './zh';

export const leaderboardMessages: Bundle<typeof en> = { en, ja, zh };
