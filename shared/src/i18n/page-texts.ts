import { DEFAULT_LANGUAGE, directionOf, toLanguage, type Language } from './languages';
import type { TextLoaders } from './text-loaders';
import { translate, type TextOptions, type TextSource, type TFunction } from './translate';

type Listener = () => void;

/**
 * The page's texts: every namespace's bundle in each language loaded so far, the language
 * shown, and who to tell when either changes. One instance per page (the federated
 * `@app/shared` singleton), shared by the shell and every remote.
 */
export class PageTexts {
  #language: Language = DEFAULT_LANGUAGE;
  #initialized = false;
  readonly #bundles = new Map<string, Record<string, unknown>>();
  /** The namespaces loaded a language at a time, on demand. */
  readonly #lazy = new Map<string, TextLoaders>();
  readonly #languageListeners = new Set<(language: Language) => void>();
  readonly #textListeners = new Set<Listener>();

  constructor(
    private readonly defaultNamespace: string,
    /** Applied to every value put into a text, with the page's language. */
    private readonly escape: (value: string, language: Language) => string,
  ) {}

  /** The language the page shows. */
  get language(): Language {
    return this.#language;
  }

  /** True once the first language's texts are in (see `initI18n`). */
  get isInitialized(): boolean {
    return this.#initialized;
  }

  markInitialized(): void {
    this.#initialized = true;
  }

  /** `rtl` for Arabic, `ltr` otherwise. */
  dir(language: string = this.#language): 'rtl' | 'ltr' {
    return directionOf(toLanguage(language) ?? DEFAULT_LANGUAGE);
  }

  hasResourceBundle(language: string, namespace: string): boolean {
    return this.#bundles.has(bundleKey(language, namespace));
  }

  /** Adds (or replaces) one namespace's texts in one language; what shows them re-renders. */
  addResourceBundle(language: string, namespace: string, texts: Record<string, unknown>): void {
    this.#bundles.set(bundleKey(language, namespace), texts);
    for (const listener of [...this.#textListeners]) listener();
  }

  /** Looks up in the default namespace, in the page's language. */
  t: TFunction = (key, options) =>
    this.#translate(this.#language, this.defaultNamespace, key, options);

  /** A lookup bound to one language (null: the page's, read at each call) and namespace. */
  getFixedT(language: string | null, namespace: string = this.defaultNamespace): TFunction {
    return (key, options) => this.#translate(language ?? this.#language, namespace, key, options);
  }

  /** A namespace whose texts are downloaded a language at a time, when that language is shown. */
  addLazyNamespace(namespace: string, loaders: TextLoaders): void {
    this.#lazy.set(namespace, loaders);
  }

  /**
   * Loads what a language still lacks; false if any of it could not be loaded (offline before
   * it was cached). A namespace that failed is asked for again next time: the network may be
   * back.
   */
  async loadLanguage(language: Language): Promise<boolean> {
    const missing = [...this.#lazy].filter(([ns]) => !this.hasResourceBundle(language, ns));
    const loaded = await Promise.all(
      missing.map(async ([namespace, loaders]) => {
        try {
          this.addResourceBundle(language, namespace, await loaders[language]());
          return true;
        } catch (error) {
          console.error(`The ${language} texts of ${namespace} could not be loaded`, error);
          return false;
        }
      }),
    );
    return loaded.every(Boolean);
  }

  /**
   * Shows another language once its texts are in; false (and nothing changes) if they could
   * not be loaded.
   */
  async changeLanguage(language: Language): Promise<boolean> {
    if (!(await this.loadLanguage(language))) return false;
    if (language !== this.#language) {
      this.#language = language;
      for (const listener of [...this.#languageListeners]) listener(language);
    }
    return true;
  }

  onLanguageChanged(listener: (language: Language) => void): () => void {
    this.#languageListeners.add(listener);
    return () => {
      this.#languageListeners.delete(listener);
    };
  }

  /** Told when texts arrive (a remote's namespace, a language loaded on a switch). */
  onTextsAdded(listener: Listener): () => void {
    this.#textListeners.add(listener);
    return () => {
      this.#textListeners.delete(listener);
    };
  }

  readonly #source: TextSource = {
    bundle: (language, namespace) => this.#bundles.get(bundleKey(language, namespace)),
    escape: (value) => this.escape(value, this.#language),
  };

  #translate(language: string, namespace: string, key: string, options?: TextOptions): string {
    return translate(this.#source, language, namespace, key, options);
  }
}

const bundleKey = (language: string, namespace: string) => `${language}\u0000${namespace}`;
