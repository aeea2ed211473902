/**
 * Labels as a list, exactly as the shared formatList writes them (a test compares them):
 * "Tajweed, Qiraat" in English, «التجويد والقراءات» and «العربية، والإنجليزية، والفرنسية» in
 * Arabic. Written by hand, as the landing page's first paint carries no Intl.ListFormat.
 */
export function joinLabels(labels: readonly string[], language: string): string {
  if (!language.startsWith('ar')) return labels.join(', ');
  const [first = '', ...rest] = labels;
  if (rest.length === 1) return `${first} و${rest[0]}`;
  return [first, ...rest.map((label) => `، و${label}`)].join('');
}
