import { COMMON_TRANSLATIONS } from '@app/shared/common-translations';
import {
  DEFAULT_LANGUAGE,
  LANGUAGE_STORAGE_KEY,
  otherLanguage,
  SUPPORTED_LANGUAGES,
  type Language,
} from '@app/shared/languages';
import { ICON_PATHS } from '../features/landing/components/icon-paths';
import {
  FIRST_PAINT_ATTRIBUTE,
  INTENT_ATTRIBUTE,
  PENDING_INTENT_ATTRIBUTE,
} from '../features/landing/first-paint-marks';
import { ar } from '../i18n/ar';
import { en } from '../i18n/en';

// The landing page's first paint, before any script: its top bar and hero, in the visitor's
// language, as index.html's own markup. React then renders the same DOM in its place, so the
// largest paint (the hero title) happens with the HTML, not after ~190 KB of JavaScript.
// Build time only: shell/rspack.config.ts puts firstPaintScript() into index.html.

const SHELL_TEXTS = { en, ar } as const;
const LANGUAGE_NAMES = { ar: 'العربية', en: 'English' } as const;

interface CommonTexts {
  appName: string;
  language: { switchToArabic: string; switchToEnglish: string };
}

function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');
}

function translateIcon(): string {
  const paths = ICON_PATHS.translate.map((d) => `<path d="${d}"></path>`).join('');
  return `<svg class="ql-icon ql-btn-icon" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false">${paths}</svg>`;
}

/** What LandingPage renders for a visitor before the session check ends, in `language`. */
export function firstPaintMarkup(language: Language): string {
  const shell = SHELL_TEXTS[language].landing;
  const common = COMMON_TRANSLATIONS[language] as unknown as CommonTexts;
  const next = otherLanguage(language);
  const toggleLabel =
    next === 'ar' ? common.language.switchToArabic : common.language.switchToEnglish;
  const text = escapeHtml;
  return [
    `<div class="ql-page" ${FIRST_PAINT_ATTRIBUTE}><header class="ql-bar"><div class="ql-bar-inner">`,
    '<img class="ql-bar-logo" alt="" width="32" height="32" src="/icon-192x192.png">',
    `<span class="ql-bar-title">${text(common.appName)}</span>`,
    `<button type="button" class="ql-btn ql-btn--text" aria-label="${text(toggleLabel)}" ${INTENT_ATTRIBUTE}="language">`,
    `${translateIcon()}<span lang="${next}">${LANGUAGE_NAMES[next]}</span></button>`,
    '<div class="ql-bar-actions">',
    `<button type="button" class="ql-btn ql-btn--text" ${INTENT_ATTRIBUTE}="login">${text(shell.login)}</button>`,
    `<button type="button" class="ql-btn ql-btn--contained" ${INTENT_ATTRIBUTE}="register">${text(shell.register)}</button>`,
    '</div></div></header>',
    '<main id="main-content" class="ql-main"><div class="ql-hero">',
    `<h1 class="ql-hero-title">${text(shell.heroTitle)}</h1>`,
    `<p class="ql-hero-subtitle">${text(shell.heroSubtitle)}</p>`,
    '<div class="ql-hero-slot">',
    `<div class="ql-status" role="status" aria-label="${text(shell.loading)}">`,
    `<span class="ql-spinner" aria-hidden="true"></span><span class="ql-sr-only">${text(shell.loading)}</span>`,
    '</div></div></div></main></div>',
  ].join('');
}

/**
 * Any other page's first paint, in `language`: the top bar and a status, nothing to click. A
 * signed-in page renders over it once its parts are there (app/first-screen.ts), and a
 * signed-in reader must not meanwhile be offered Login and Register.
 */
export function firstPaintLoadingMarkup(language: Language): string {
  const shell = SHELL_TEXTS[language].landing;
  const common = COMMON_TRANSLATIONS[language] as unknown as CommonTexts;
  const text = escapeHtml;
  return [
    `<div class="ql-page" ${FIRST_PAINT_ATTRIBUTE}><header class="ql-bar"><div class="ql-bar-inner">`,
    '<img class="ql-bar-logo" alt="" width="32" height="32" src="/icon-192x192.png">',
    `<span class="ql-bar-title">${text(common.appName)}</span>`,
    '</div></header>',
    '<main id="main-content" class="ql-main"><div class="ql-hero-slot">',
    `<div class="ql-status" role="status" aria-label="${text(shell.loading)}">`,
    `<span class="ql-spinner" aria-hidden="true"></span><span class="ql-sr-only">${text(shell.loading)}</span>`,
    '</div></div></main></div>',
  ].join('');
}

/**
 * The inline script after `<div id="root">`: picks the language the way i18n will (stored
 * choice, then the browser's languages, then Arabic), sets lang and dir, and paints: the
 * landing page's top bar and hero on `/`, the loading bar on any other page. A click on
 * a button of the first paint is recorded for the app to replay (first-paint-intent.ts).
 */
export function firstPaintScript(): string {
  const markup = Object.fromEntries(
    SUPPORTED_LANGUAGES.map((language) => [language, firstPaintMarkup(language)]),
  );
  const loading = Object.fromEntries(
    SUPPORTED_LANGUAGES.map((language) => [language, firstPaintLoadingMarkup(language)]),
  );
  // JSON inside <script>: "</" must not close the element early.
  const data = JSON.stringify({
    markup,
    loading,
    key: LANGUAGE_STORAGE_KEY,
    fallback: DEFAULT_LANGUAGE,
    button: `[${FIRST_PAINT_ATTRIBUTE}] [${INTENT_ATTRIBUTE}]`,
    intent: INTENT_ATTRIBUTE,
    pending: PENDING_INTENT_ATTRIBUTE,
  }).replaceAll('</', '<\\/');
  return `(function(d){var l=null;try{l=localStorage.getItem(d.key)}catch(e){}
var c=[l].concat(Array.prototype.slice.call(navigator.languages||[]));
var p=d.fallback;for(var i=0;i<c.length;i++){var b=String(c[i]||'').toLowerCase().split('-')[0];if(d.markup[b]){p=b;break}}
var h=document.documentElement;h.lang=p;h.dir=p==='ar'?'rtl':'ltr';
var r=document.getElementById('root');if(r&&!r.firstChild)r.innerHTML=(location.pathname==='/'?d.markup:d.loading)[p];
document.addEventListener('click',function(e){var b=e.target&&e.target.closest&&e.target.closest(d.button);
if(b)h.setAttribute(d.pending,b.getAttribute(d.intent));},true);})(${data});`;
}
