/** This browser's IANA time zone (`Asia/Riyadh`): a revision reminder's time is read in it. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}
