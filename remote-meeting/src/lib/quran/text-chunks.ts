import type { PageText, SurahEntry } from './page-text';

// The mushaf's text, built by scripts/build-mushaf-pages.ts into generated/mushaf/. Each page is
// a lazy chunk of its own (a content-hashed file of this remote, cached by the PWA), so opening
// a page downloads that page only; the surah list is one more small chunk.

const pages = new Map<number, Promise<PageText>>();
let surahs: Promise<SurahEntry[]> | null = null;

const defaultOf = <T>(module: unknown): T => ((module as { default?: T }).default ?? module) as T;

/** A page's text, fetched once per page. */
export function loadPageText(page: number): Promise<PageText> {
  let loading = pages.get(page);
  if (!loading) {
    loading = import(
      /* webpackChunkName: "mushaf-page-[request]" */ `../../../generated/mushaf/pages/${page}.json`
    ).then((module: unknown) => defaultOf<PageText>(module));
    // A failed download may be retried.
    loading.catch(() => pages.delete(page));
    pages.set(page, loading);
  }
  return loading;
}

/** The 114 surahs with their Arabic and English names and ayah counts. */
export function loadSurahs(): Promise<SurahEntry[]> {
  // A template path, so the type check does not need the generated file to exist.
  const name = 'surahs';
  surahs ??= import(
    /* webpackChunkName: "mushaf-surahs" */ `../../../generated/mushaf/index/${name}.json`
  ).then((module: unknown) => defaultOf<SurahEntry[]>(module));
  return surahs;
}
