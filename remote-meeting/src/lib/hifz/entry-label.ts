import { isolate, type HifzEntry, type TFunction } from '@app/shared';
import { portionLabel } from './portion-label';

/** One lane entry in a line: "Sabaq · 67:1-10 · Good". */
export function entryLabel(
  entry: Pick<HifzEntry, 'lane' | 'portion' | 'grade'>,
  t: TFunction,
): string {
  return [
    t(`hifz:lanes.${entry.lane}`),
    // Isolated, so "67:1-10" stays one left-to-right run inside an Arabic line.
    isolate(portionLabel(entry.portion, t)),
    t(`hifz:grades.${entry.grade}`),
  ].join(' · ');
}
