/**
 * Finds, in a migration's SQL, the changes that the previous release's code cannot survive
 * while it still runs beside the new one during a rolling restart (docs/database-upgrades.md).
 */

export type DestructiveKind =
  | 'drop table'
  | 'drop column'
  | 'rename table'
  | 'rename column'
  | 'change column type'
  | 'set not null without a default'
  | 'add not null column without a default';

export interface DestructiveChange {
  kind: DestructiveKind;
  /** `table` or `table.column`, as the contract steps' register names it. */
  target: string;
  /** The statement, on one line, for the message. */
  statement: string;
}

interface Token {
  kind: 'word' | 'identifier' | 'literal' | 'symbol';
  text: string;
  start: number;
  end: number;
}

const DOLLAR_QUOTE = /\$([A-Za-z_][A-Za-z0-9_]*)?\$/y;
const WORD = /[A-Za-z_][A-Za-z0-9_$]*/y;
const NUMBER = /[0-9][0-9.]*/y;

function matchAt(pattern: RegExp, sql: string, at: number): string | null {
  pattern.lastIndex = at;
  return pattern.exec(sql)?.[0] ?? null;
}

/** The end of a quoted run opened at `at` by `quote`, where a doubled quote stands for itself. */
function quotedEnd(sql: string, at: number, quote: string): number {
  let index = at + 1;
  for (;;) {
    const close = sql.indexOf(quote, index);
    if (close === -1) return sql.length;
    if (sql[close + 1] !== quote) return close + 1;
    index = close + 2;
  }
}

/** Words, identifiers, literals and symbols; comments and the text of literals are left out. */
function tokenize(sql: string): Token[] {
  const tokens: Token[] = [];
  let at = 0;
  while (at < sql.length) {
    const char = sql[at]!;
    if (/\s/.test(char)) {
      at += 1;
    } else if (sql.startsWith('--', at)) {
      const newline = sql.indexOf('\n', at);
      at = newline === -1 ? sql.length : newline + 1;
    } else if (sql.startsWith('/*', at)) {
      const close = sql.indexOf('*/', at + 2);
      at = close === -1 ? sql.length : close + 2;
    } else if (char === "'" || char === '"') {
      const end = quotedEnd(sql, at, char);
      const text = sql.slice(at + 1, end - 1).replaceAll(char + char, char);
      tokens.push({ kind: char === '"' ? 'identifier' : 'literal', text, start: at, end });
      at = end;
    } else {
      const dollar = matchAt(DOLLAR_QUOTE, sql, at);
      const word = dollar ? null : (matchAt(WORD, sql, at) ?? matchAt(NUMBER, sql, at));
      let end = at + 1;
      if (dollar) {
        const close = sql.indexOf(dollar, at + dollar.length);
        end = close === -1 ? sql.length : close + dollar.length;
      } else if (word) {
        end = at + word.length;
      }
      const kind = dollar ? 'literal' : word ? (/^\d/.test(word) ? 'literal' : 'word') : 'symbol';
      tokens.push({ kind, text: sql.slice(at, end), start: at, end });
      at = end;
    }
  }
  return tokens;
}

/** Splits at `separator` symbols outside parentheses. */
function splitAt(tokens: Token[], separator: string): Token[][] {
  const parts: Token[][] = [[]];
  let depth = 0;
  for (const token of tokens) {
    if (token.kind === 'symbol' && token.text === '(') depth += 1;
    if (token.kind === 'symbol' && token.text === ')') depth -= 1;
    if (depth === 0 && token.kind === 'symbol' && token.text === separator) parts.push([]);
    else parts.at(-1)!.push(token);
  }
  return parts.filter((part) => part.length > 0);
}

/** Reads tokens as a keyword-aware cursor. */
class Cursor {
  constructor(
    private readonly tokens: Token[],
    public at = 0,
  ) {}

  keyword(offset = 0): string | null {
    const token = this.tokens[this.at + offset];
    return token?.kind === 'word' ? token.text.toUpperCase() : null;
  }

  /** Steps over `words` when they come next, and says whether they did. */
  skip(...words: string[]): boolean {
    if (!words.every((word, offset) => this.keyword(offset) === word)) return false;
    this.at += words.length;
    return true;
  }

  /** A possibly schema-qualified name: its last part (unquoted names fold to lower case). */
  name(): string {
    let name = '';
    for (;;) {
      const token = this.tokens[this.at];
      if (!token || (token.kind !== 'word' && token.kind !== 'identifier')) return name;
      name = token.kind === 'word' ? token.text.toLowerCase() : token.text;
      this.at += 1;
      const dot = this.tokens[this.at];
      if (dot?.kind !== 'symbol' || dot.text !== '.') return name;
      this.at += 1;
    }
  }

  /** The keywords from here on outside parentheses, in order. */
  topLevelKeywords(): string[] {
    const words: string[] = [];
    let depth = 0;
    for (const token of this.tokens.slice(this.at)) {
      if (token.kind === 'symbol' && token.text === '(') depth += 1;
      if (token.kind === 'symbol' && token.text === ')') depth -= 1;
      if (depth === 0 && token.kind === 'word') words.push(token.text.toUpperCase());
    }
    return words;
  }
}

function hasSequence(words: string[], ...sequence: string[]): boolean {
  return words.some((_, at) => sequence.every((word, offset) => words[at + offset] === word));
}

const TABLE_CONSTRAINTS = new Set([
  'CONSTRAINT',
  'PRIMARY',
  'UNIQUE',
  'FOREIGN',
  'CHECK',
  'EXCLUDE',
]);

type Found = { kind: DestructiveKind | 'set not null' | 'set default'; target: string };

/** What one action of `ALTER TABLE <table>` does to existing readers and writers. */
function alterAction(table: string, action: Token[]): Found | null {
  const cursor = new Cursor(action);
  const column = () => `${table}.${cursor.name()}`;
  if (cursor.skip('RENAME')) {
    if (cursor.skip('TO')) return { kind: 'rename table', target: table };
    if (cursor.skip('CONSTRAINT')) return null;
    cursor.skip('COLUMN');
    return { kind: 'rename column', target: column() };
  }
  if (cursor.skip('DROP')) {
    if (cursor.skip('CONSTRAINT')) return null;
    cursor.skip('COLUMN');
    cursor.skip('IF', 'EXISTS');
    return { kind: 'drop column', target: column() };
  }
  if (cursor.skip('ALTER')) {
    cursor.skip('COLUMN');
    const target = column();
    const words = cursor.topLevelKeywords();
    if (words[0] === 'TYPE' || hasSequence(words, 'SET', 'DATA', 'TYPE'))
      return { kind: 'change column type', target };
    if (hasSequence(words, 'SET', 'NOT', 'NULL')) return { kind: 'set not null', target };
    if (hasSequence(words, 'SET', 'DEFAULT')) return { kind: 'set default', target };
    return null;
  }
  if (cursor.skip('ADD')) {
    if (TABLE_CONSTRAINTS.has(cursor.keyword() ?? '')) return null;
    cursor.skip('COLUMN');
    cursor.skip('IF', 'NOT', 'EXISTS');
    const target = column();
    const words = cursor.topLevelKeywords();
    // A generated column fills itself, as a default would.
    const filled = words.includes('DEFAULT') || words.includes('GENERATED');
    if (hasSequence(words, 'NOT', 'NULL') && !filled)
      return { kind: 'add not null column without a default', target };
  }
  return null;
}

function statementChanges(statement: Token[]): Found[] {
  const cursor = new Cursor(statement);
  if (cursor.skip('DROP', 'TABLE')) {
    cursor.skip('IF', 'EXISTS');
    const names = splitAt(statement.slice(cursor.at), ',');
    return names.map((name) => ({ kind: 'drop table', target: new Cursor(name).name() }));
  }
  if (cursor.skip('ALTER', 'TABLE')) {
    cursor.skip('IF', 'EXISTS');
    cursor.skip('ONLY');
    const table = cursor.name();
    const actions = splitAt(statement.slice(cursor.at), ',');
    return actions.flatMap((action) => alterAction(table, action) ?? []);
  }
  return [];
}

/** The destructive changes in one migration's SQL, in the order they appear. */
export function destructiveChanges(sql: string): DestructiveChange[] {
  const found = splitAt(tokenize(sql), ';').flatMap((statement) => {
    const text = sql.slice(statement[0]!.start, statement.at(-1)!.end).replace(/\s+/g, ' ');
    return statementChanges(statement).map((change) => ({ ...change, statement: text }));
  });
  // SET NOT NULL is harmless to old code when the same migration gives the column a default.
  const defaulted = new Set(found.filter((c) => c.kind === 'set default').map((c) => c.target));
  return found.flatMap(({ kind, target, statement }) => {
    if (kind === 'set default') return [];
    if (kind === 'set not null') {
      if (defaulted.has(target)) return [];
      return [{ kind: 'set not null without a default' as const, target, statement }];
    }
    return [{ kind, target, statement }];
  });
}
