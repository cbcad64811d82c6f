import type { Bundle } from '../../i18n/types';
import { en } from './en';
import { ja } from './ja';
import { zh } from './zh';

export const accountMessages: Bundle<typeof en> = { en, ja, zh };
