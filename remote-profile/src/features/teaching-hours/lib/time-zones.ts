import { formatLocaleOf } from '@app/shared';

/** This browser's IANA zone (`Asia/Riyadh`): where a Sheikh with no saved hours most likely is. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/**
 * The zones to choose from, with `current` among them: the browser's list leaves out some names
 * a zone may be saved under (`UTC`, older aliases), and a saved zone must stay shown.
 */
export function timeZoneChoices(current: string): string[] {
  const zones = Intl.supportedValuesOf('timeZone');
  return current && !zones.includes(current) ? [current, ...zones] : zones;
}

/** The zone's id as people read it: `America/New York`. */
export function zoneLabel(zone: string): string {
  return zone.replaceAll('_', ' ');
}

// Naming every zone builds a formatter each: done once per language, when the list opens.
const namesByLanguage = new Map<string, Map<string, string>>();

/**
 * The zone's name in the page's language ("Arabian Standard Time" / «توقيت السعودية»), or its
 * id when the browser has no name for it.
 */
export function zoneName(zone: string, language: string): string {
  let names = namesByLanguage.get(language);
  if (!names) {
    names = new Map();
    namesByLanguage.set(language, names);
  }
  const known = names.get(zone);
  if (known !== undefined) return known;
  let name = zone;
  try {
    const part = new Intl.DateTimeFormat(formatLocaleOf(language), {
      timeZone: zone,
      timeZoneName: 'longGeneric',
    })
      .formatToParts(new Date())
      .find((each) => each.type === 'timeZoneName');
    name = part?.value ?? zone;
  } catch {
    // A zone this browser does not know (saved from another device): its id is all there is.
  }
  names.set(zone, name);
  return name;
}
