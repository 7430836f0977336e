// Which module writes each table (issue 28 §1, "Tables live with their owner"): a table has exactly one
// writing module, the one whose schema.ts declares it (decision 048); the few core tables in db/schema are
// no module's and only lib/ (or a trigger) writes them. This script scans the server's code for writes,
// Drizzle calls and raw SQL alike, and
// - `node scripts/table-owners.mjs` rewrites the owner table in docs/architecture.md (between the
//   table-owners markers, nothing else) and prints the violations;
// - `node scripts/table-owners.mjs --check` writes nothing and exits 1 when that block is stale or there are
//   violations. tools/docs/table-owners.test.ts runs the same check with the tests.
// Plain Node, no dependencies: a small lexer finds the code, the strings and the template literals; it is
// not a TypeScript parser, so the forms it understands are listed below and the tests pin them.
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { isCommand, root, sourceFiles } from './lib.mjs';
import { schemaFiles } from './schema-index.mjs';

export { root };
export const DOC = 'docs/architecture.md';
export const START = '<!-- table-owners:start -->';
export const END = '<!-- table-owners:end -->';

/** Writers that generate demo data: they may write any table and own none. */
export const NOT_OWNERS = new Set(['seed', 'simulator']);

/**
 * The core tables, declared in db/schema beside the generated barrel: infrastructure no module owns, written
 * by a lib/ helper or by triggers only. Keep it short, each with its reason; any other table in db/schema is
 * a violation (it belongs in its module's schema.ts), and so is lib/ writing a module's table.
 */
export const CORE_TABLES = {
  rate_limit_counters: 'the fixed-window counters of lib/rate-limit.ts, shared by every rate-limited route',
  list_counts:
    "every list's row counts per scope, kept by each list's triggers (decision 019) and read by lib/list",
};

/** Who may write a core table: a lib/ helper, or the triggers declared in db/schema/*.sql. */
const CORE_WRITERS = ['lib', 'db'];

/** The module whose schema.ts declares a table (modules/x/schema.ts → x), or `core` for db/schema. */
export const holderOf = (file) => /(?:^|\/)modules\/([\w-]+)\/schema\.ts$/.exec(file)?.[1] ?? 'core';

/**
 * Raw SQL whose target table is computed at run time (`insert into ${sql.raw(name)}`) and cannot be read
 * from the code: each such file declares the tables it may reach here, with its reason. A dynamic write in a
 * file not listed is a violation, and so is an entry whose file has no such write any more. Targets the scan can read (a schema constant, `sql.raw('name')`, a
 * template such as `${x}_hourly`, which matches every `*_hourly` table) need no entry.
 */
export const DYNAMIC_WRITES = {
  'modules/analytics/rollup.ts': {
    tables: ['reading_delta'],
    reason: 'drops the pending deltas of the rollup sources that have a delta table (rollup-sources.ts)',
  },
  'modules/analytics/rollup-deltas.ts': {
    tables: ['reading_delta'],
    reason: 'takes the pending deltas off the delta table of a rollup source (rollup-sources.ts)',
  },
};

/**
 * Known violations, to fix (each names its table and its writers, sorted). They are reported by name and
 * kept out of the failing list, so the list cannot grow silently; an entry that no longer happens is itself
 * a violation, so it shrinks when one is fixed.
 */
export const KNOWN_VIOLATIONS = [];

const PLACEHOLDER = '\u0001';
const PLACEHOLDERS = new RegExp(`${PLACEHOLDER}\\d+${PLACEHOLDER}`);

/**
 * Splits TypeScript source into its code (comments and string contents blanked, offsets kept) and its
 * string literals: quoted strings and template literals, the latter with each `${…}` replaced by a
 * placeholder `\u0001n\u0001` and its expression kept ({ text, start }). Each string has its text (escapes
 * read), the source offset of each text character, and its start (the quote). Strings nested in an
 * expression are listed too.
 */
export function lex(src) {
  const code = src.split('');
  const strings = [];
  let i = 0;
  const blank = (from, to) => {
    for (let k = from; k < to; k++) if (code[k] !== '\n') code[k] = ' ';
  };
  const previousToken = () => {
    let k = i - 1;
    while (k >= 0 && /\s/.test(code[k])) k--;
    if (k < 0) return '';
    if (!/[\w$]/.test(code[k])) return code[k];
    let start = k;
    while (start > 0 && /[\w$]/.test(code[start - 1])) start--;
    return code.slice(start, k + 1).join('');
  };
  const regexAllowed = () => {
    const token = previousToken();
    if (token === '') return true;
    if (/^[\w$]+$/.test(token))
      return /^(return|typeof|case|do|else|in|of|new|delete|void|throw|yield|await|instanceof)$/.test(token);
    return !/[)\]}]/.test(token);
  };
  const quoted = (quote) => {
    const entry = { start: i, text: '', offsets: [], exprs: [] };
    i++;
    while (i < src.length && src[i] !== quote && src[i] !== '\n') {
      entry.offsets.push(i);
      if (src[i] === '\\') {
        entry.text += src[i + 1] ?? '';
        i += 2;
      } else entry.text += src[i++];
    }
    i++;
    blank(entry.start + 1, Math.min(i - 1, src.length));
    strings.push(entry);
  };
  const regex = () => {
    const start = i;
    i++;
    let inClass = false;
    while (i < src.length && src[i] !== '\n') {
      const c = src[i];
      if (c === '/' && !inClass) break;
      if (c === '[') inClass = true;
      else if (c === ']') inClass = false;
      i += c === '\\' ? 2 : 1;
    }
    i++;
    blank(start + 1, i - 1);
  };
  const template = () => {
    const entry = { start: i, text: '', offsets: [], exprs: [] };
    strings.push(entry);
    i++;
    let from = i;
    while (i < src.length && src[i] !== '`') {
      if (src[i] === '\\') {
        entry.offsets.push(i);
        entry.text += src[i + 1] ?? '';
        i += 2;
      } else if (src[i] === '$' && src[i + 1] === '{') {
        blank(from, i);
        const mark = `${PLACEHOLDER}${entry.exprs.length}${PLACEHOLDER}`;
        for (let k = 0; k < mark.length; k++) entry.offsets.push(i);
        entry.text += mark;
        i += 2;
        const exprStart = i;
        codeUntilBrace(true);
        entry.exprs.push({ text: src.slice(exprStart, i - 1), start: exprStart });
        from = i;
      } else {
        entry.offsets.push(i);
        entry.text += src[i++];
      }
    }
    blank(from, i);
    i++;
  };
  function codeUntilBrace(stopAtBrace) {
    let depth = 0;
    while (i < src.length) {
      const c = src[i];
      const n = src[i + 1];
      if (c === '/' && n === '/') {
        const end = src.indexOf('\n', i);
        const stop = end < 0 ? src.length : end;
        blank(i, stop);
        i = stop;
      } else if (c === '/' && n === '*') {
        const end = src.indexOf('*/', i + 2);
        const stop = end < 0 ? src.length : end + 2;
        blank(i, stop);
        i = stop;
      } else if (c === "'" || c === '"') quoted(c);
      else if (c === '`') template();
      else if (c === '/' && regexAllowed()) regex();
      else {
        if (c === '{') depth++;
        else if (c === '}') {
          if (depth === 0 && stopAtBrace) {
            i++;
            return;
          }
          depth--;
        }
        i++;
      }
    }
  }
  codeUntilBrace(false);
  return { code: code.join(''), strings };
}

/** Every table of the schema: its TypeScript constant, its SQL name and its file. */
export function readTables(root) {
  const tables = [];
  for (const path of schemaFiles(root)) {
    const file = `apps/server/src/${path}`;
    const { code, strings } = lex(readFileSync(join(root, file), 'utf8'));
    const calls = [...code.matchAll(/\bpgTable\s*\(/g)];
    for (const call of calls) {
      const head = code.slice(0, call.index);
      const constant = /(?:export\s+)?const\s+([\w$]+)\s*=\s*$/.exec(head)?.[1];
      const nameString = strings.find((s) => s.start > call.index && s.exprs.length === 0);
      const between = nameString ? code.slice(call.index + call[0].length, nameString.start) : 'x';
      if (!constant || !nameString || between.trim() !== '')
        throw new Error(
          `${file}: a pgTable( call the scan cannot read (want \`const x = pgTable('name', …)\`)`,
        );
      tables.push({ constant, name: nameString.text, file });
    }
  }
  return tables;
}

/** Who a source file writes as: its module, `lib`, or its top-level directory or file. */
export function writerOf(path) {
  const parts = path.split('/');
  if (parts[0] === 'modules' && parts.length > 2) return parts[1];
  return parts[0];
}

const lineOf = (src, offset) => src.slice(0, offset).split('\n').length;

const SCHEMA_IMPORT = /import\s+(type\s+)?(\{[^}]*\}|\*\s+as\s+[\w$]+)\s+from\s+['"]([^'"]+)['"]/g;
// The barrel, a core table file, a module's own `./schema` or another's `../x/schema`.
const isSchemaPath = (p) => /(^|\/)(db\/schema(\/[\w-]+)?|schema)$/.test(p);

/** The local names under which a file imports schema tables: alias → constant, and namespace names. */
function schemaImports(code, src) {
  const aliases = new Map();
  const namespaces = new Set();
  // `code` has the string contents blanked: read the module path from the source at the same offsets.
  for (const m of code.matchAll(SCHEMA_IMPORT)) {
    const whole = src.slice(m.index, m.index + m[0].length);
    const path = /['"]([^'"]+)['"]\s*$/.exec(whole)?.[1] ?? '';
    if (!isSchemaPath(path) || m[1]) continue;
    if (m[2].startsWith('*')) namespaces.add(m[2].replace(/^\*\s+as\s+/, ''));
    else
      for (const part of m[2].slice(1, -1).split(',')) {
        const [imported, local] = part.trim().split(/\s+as\s+/);
        if (imported) aliases.set(local ?? imported, imported);
      }
  }
  return { aliases, namespaces };
}

// A table name in SQL: optionally quoted, optionally `public.`, or a `${…}` placeholder.
const TARGET = String.raw`(?:"?public"?\s*\.\s*)?(?:"([^"]+)"|([A-Za-z_][\w$]*)|${PLACEHOLDER}(\d+)${PLACEHOLDER})`;
const SQL_WRITES = [
  { verb: 'insert', re: new RegExp(String.raw`\binsert\s+into\s+${TARGET}`, 'gi') },
  { verb: 'delete', re: new RegExp(String.raw`\bdelete\s+from\s+(?:only\s+)?${TARGET}`, 'gi') },
  { verb: 'merge', re: new RegExp(String.raw`\bmerge\s+into\s+(?:only\s+)?${TARGET}`, 'gi') },
  { verb: 'truncate', re: new RegExp(String.raw`\btruncate\s+(?:table\s+)?(?:only\s+)?${TARGET}`, 'gi') },
  // `update t [as] [alias] set`: the `set` keeps prose out; `do update set` (an upsert's conflict arm) and
  // `for [no key] update` (a row lock) are not table writes and are dropped below.
  {
    verb: 'update',
    re: new RegExp(String.raw`\bupdate\s+(?:only\s+)?${TARGET}(?:\s+(?:as\s+)?[A-Za-z_]\w*)?\s+set\b`, 'gi'),
    skip: (before) => /\b(do|for|key)\s*$/i.test(before),
  },
];

// A table read by name: `from t`, `join t` (quoted or `public.`-qualified too).
const SQL_READ = /\b(?:from|join)\s+(?:"?public"?\s*\.\s*)?(?:"([^"]+)"|([A-Za-z_]\w*))/gi;

/**
 * Scans apps/server/src (tests excluded) for table writes, and for modules naming another module's table
 * in SQL text (`reads`: table, holder, file, line, reader). Returns the tables and, per write, its table
 * (null when the target is computed at run time), verb, file (relative to apps/server/src), line, writer,
 * and how it was found (`drizzle`, `sql`, or `declared` for a dynamic target listed in DYNAMIC_WRITES).
 */
export function scanWrites(root, options = {}) {
  const tables = options.tables ?? readTables(root);
  const byConstant = new Map(tables.map((t) => [t.constant, t.name]));
  const byName = new Set(tables.map((t) => t.name));
  const dynamicWrites = options.dynamicWrites ?? DYNAMIC_WRITES;
  const holders = new Map(tables.map((t) => [t.name, holderOf(t.file)]));
  const srcDir = join(root, 'apps/server/src');
  const writes = [];
  const reads = [];
  for (const path of sourceFiles(srcDir)) {
    const file = relative(srcDir, path).split(sep).join('/');
    if (file.startsWith('db/schema/') || /^modules\/[\w-]+\/schema\.ts$/.test(file)) continue;
    const src = readFileSync(path, 'utf8');
    const { code, strings } = lex(src);
    const { aliases, namespaces } = schemaImports(code, src);
    const constantOf = (expr) => {
      const m = /^([\w$]+)(?:\.([\w$]+))?$/.exec(expr.trim());
      if (!m) return null;
      if (m[2]) return namespaces.has(m[1]) ? (byConstant.get(m[2]) ?? null) : null;
      return byConstant.get(aliases.get(m[1]) ?? m[1]) ?? null;
    };
    const writer = writerOf(file);
    const add = (table, verb, offset, via) =>
      writes.push({ table, verb, file, line: lineOf(src, offset), writer, via });

    // Drizzle: db.insert(t), tx.update(t), db.delete(t), with t a schema table (or schema.t).
    for (const m of code.matchAll(/\.\s*(insert|update|delete)\s*\(\s*([\w$]+(?:\s*\.\s*[\w$]+)?)\s*\)/g)) {
      const table = constantOf(m[2].replace(/\s+/g, ''));
      if (table) add(table, m[1], m.index, 'drizzle');
    }

    // Another module's table named in a module's SQL text (issue 28 §1): it is read through its schema
    // object, interpolated (`from ${routers} r`), so a renamed table fails to compile and the import shows
    // the dependency. Only SQL text counts (a string with `select`), so prose is left alone.
    if (file.startsWith('modules/'))
      for (const s of strings) {
        if (!/\bselect\b/i.test(s.text)) continue;
        for (const m of s.text.matchAll(SQL_READ)) {
          const name = m[1] ?? m[2];
          const holder = holders.get(name);
          if (holder && holder !== 'core' && holder !== writer)
            reads.push({
              table: name,
              holder,
              file,
              line: lineOf(src, s.offsets[m.index] ?? s.start),
              reader: writer,
            });
        }
      }

    // Raw SQL in strings and template literals (Drizzle's sql`…`, preparedSql, sql.raw).
    for (const s of strings) {
      for (const { verb, re, skip } of SQL_WRITES) {
        for (const m of s.text.matchAll(re)) {
          if (skip?.(s.text.slice(0, m.index))) continue;
          const offset = s.offsets[m.index] ?? s.start;
          const [quotedName, bare, placeholder] = [m[1], m[2], m[3]];
          if (placeholder === undefined) {
            const name = quotedName ?? bare;
            if (byName.has(name)) add(name, verb, offset, 'sql');
            continue;
          }
          const expr = s.exprs[Number(placeholder)];
          const targets = resolveExpr(expr.text, expr.start, { code, src, strings, constantOf, tables });
          if (targets) for (const table of targets) add(table, verb, offset, 'sql');
          else if (dynamicWrites[file])
            for (const table of dynamicWrites[file].tables) add(table, verb, offset, 'declared');
          else add(null, verb, offset, 'dynamic');
        }
      }
    }
  }
  // The declared triggers and functions (a module's triggers.sql, db/schema/*.sql for the core tables):
  // what they write is their directory's, like its code's (decision 048).
  for (const path of sqlFiles(srcDir)) {
    const file = relative(srcDir, path).split(sep).join('/');
    const src = readFileSync(path, 'utf8');
    const text = src.replace(/--[^\n]*/g, (comment) => ' '.repeat(comment.length));
    for (const { verb, re, skip } of SQL_WRITES)
      for (const m of text.matchAll(re)) {
        if (skip?.(text.slice(0, m.index))) continue;
        const name = m[1] ?? m[2];
        if (byName.has(name))
          writes.push({
            table: name,
            verb,
            file,
            line: lineOf(src, m.index),
            writer: writerOf(file),
            via: 'sql',
          });
      }
  }
  writes.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line);
  reads.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line);
  return { tables, writes, reads, dynamicWrites };
}

/** The SQL files under `dir`, sorted. */
function sqlFiles(dir) {
  return readdirSync(dir, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sqlFiles(path);
      return entry.name.endsWith('.sql') ? [path] : [];
    });
}

/**
 * The tables a `${…}` in SQL names, when the code says: a schema constant, `sql.raw('name')`,
 * `sql.identifier('name')`, a template (`${x}_hourly` matches every `*_hourly` table), or a local `const`
 * (the nearest one declared before) holding one of these. `start` is the source offset of `expr`. Null when
 * the target is computed at run time.
 */
function resolveExpr(expr, start, context, depth = 0) {
  if (depth > 3) return null;
  const { constantOf, tables, code, src, strings } = context;
  const constant = constantOf(expr);
  if (constant) return [constant];
  const wrapped = /^(\s*sql\s*\.\s*(?:raw|identifier)\s*\(\s*)([\s\S]*?)\s*\)\s*$/.exec(expr);
  const innerStart = start + (wrapped ? wrapped[1].length : expr.length - expr.trimStart().length);
  const inner = (wrapped ? wrapped[2] : expr).trim();
  if (/^['"`]/.test(inner)) {
    const literal = strings.find((s) => s.start === innerStart);
    if (!literal || literal.start + stringLength(src, literal) !== innerStart + inner.length) return null;
    const re = new RegExp(`^${literal.text.split(PLACEHOLDERS).map(escapeRegExp).join('.+')}$`);
    const found = tables.filter((t) => re.test(t.name)).map((t) => t.name);
    return found.length ? found : null;
  }
  if (/^[\w$]+$/.test(inner)) {
    const declarations = [
      ...code.matchAll(new RegExp(String.raw`\bconst\s+${escapeRegExp(inner)}\s*=\s*`, 'g')),
    ];
    const declaration = declarations.filter((d) => d.index < start).at(-1);
    if (!declaration) return null;
    const from = declaration.index + declaration[0].length;
    const to = code.indexOf(';', from);
    return resolveExpr(src.slice(from, to < 0 ? undefined : to), from, context, depth + 1);
  }
  return null;
}

const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The length in the source of a string literal, quotes included. */
function stringLength(src, entry) {
  const last = entry.offsets.at(-1);
  if (last === undefined) return 2;
  return last + (src[last] === '\\' ? 2 : 1) + 1 - entry.start;
}

/**
 * Per table: its schema file, the module holding it (`core` for db/schema), its writers (owners and demo
 * data apart) and its owner (its one writer).
 */
export function owners(scan) {
  return scan.tables.map((t) => {
    const mine = scan.writes.filter((w) => w.table === t.name);
    const writers = [...new Set(mine.filter((w) => !NOT_OWNERS.has(w.writer)).map((w) => w.writer))].sort();
    const demo = [...new Set(mine.filter((w) => NOT_OWNERS.has(w.writer)).map((w) => w.writer))].sort();
    const owner = writers.length === 1 ? writers[0] : null;
    return { table: t.name, file: t.file, holder: holderOf(t.file), writers, demo, owner };
  });
}

/**
 * What breaks the rule, as { table, writers, kind, where, message }: a table with more than one writer
 * (demo data apart), a table written by a module other than the one whose schema.ts declares it (`foreign`;
 * lib/ writing a module's table is one), a core table not listed in CORE_TABLES or written by a module, a
 * write whose target the code does not say and no DYNAMIC_WRITES entry declares, a DYNAMIC_WRITES entry no
 * longer needed. Known violations (KNOWN_VIOLATIONS) are returned apart, and one that no longer happens is a
 * violation.
 */
export function violations(scan, options = {}) {
  const known = options.known ?? KNOWN_VIOLATIONS;
  const coreTables = options.coreTables ?? CORE_TABLES;
  const found = [];
  const whereOf = (table, writers) =>
    scan.writes
      .filter((w) => w.table === table && writers.includes(w.writer))
      .map((w) => `${w.file}:${w.line}`);
  for (const o of owners(scan)) {
    if (o.writers.length > 1)
      found.push({
        table: o.table,
        writers: o.writers,
        kind: 'shared',
        where: whereOf(o.table, o.writers),
        message: 'written by more than one module',
      });
    else if (o.holder === 'core' && !coreTables[o.table])
      found.push({
        table: o.table,
        writers: o.writers,
        kind: 'core',
        where: [o.file.replace(/^apps\/server\/src\//, '')],
        message: "declared in db/schema but no core table: move it to its module's schema.ts",
      });
    else if (
      o.writers.length === 1 &&
      !(o.holder === 'core' ? CORE_WRITERS : [o.holder]).includes(o.writers[0])
    )
      found.push({
        table: o.table,
        writers: o.writers,
        kind: 'foreign',
        where: whereOf(o.table, o.writers),
        message:
          o.holder === 'core'
            ? 'a core table written by a module: only lib/ or db/schema/*.sql triggers write the core tables'
            : `declared in ${o.holder}'s schema.ts: only ${o.holder} writes it (move the table or the write)`,
      });
  }
  for (const r of scan.reads ?? [])
    found.push({
      table: r.table,
      writers: [r.reader],
      kind: 'named',
      where: [`${r.file}:${r.line}`],
      message: `${r.holder}'s table named in ${r.reader}'s SQL text: interpolate it from '../${r.holder}/schema' (or call ${r.holder}'s read function)`,
    });
  for (const w of scan.writes.filter((x) => x.via === 'dynamic'))
    found.push({
      table: '?',
      writers: [w.writer],
      kind: 'dynamic',
      where: [`${w.file}:${w.line}`],
      message: `${w.verb} into a table computed at run time: make it readable or declare it in DYNAMIC_WRITES`,
    });
  for (const [file, entry] of Object.entries(scan.dynamicWrites ?? {}))
    if (!scan.writes.some((w) => w.file === file && w.via === 'declared'))
      found.push({
        table: entry.tables.join(', '),
        writers: [writerOf(file)],
        kind: 'stale',
        where: [file],
        message:
          'declared in DYNAMIC_WRITES but the file has no write into a computed table: remove the entry',
      });
  const isKnown = (v) => known.some((k) => k.table === v.table && k.writers.join() === v.writers.join());
  const stale = known
    .filter((k) => !found.some((v) => v.table === k.table && v.writers.join() === k.writers.join()))
    .map((k) => ({
      table: k.table,
      writers: k.writers,
      kind: 'fixed',
      where: [],
      message: 'listed in KNOWN_VIOLATIONS but no longer happens: remove the entry',
    }));
  return { violations: [...found.filter((v) => !isKnown(v)), ...stale], known: found.filter(isKnown) };
}

/** One line per violation: table, writers, file:line… */
export const formatViolation = (v) =>
  `${v.table}\t${v.writers.join(', ')}\t${v.message}${v.where.length ? `\t${v.where.join(' ')}` : ''}`;

/** The markdown that goes between the markers: what the scan covers, then the table. */
export function renderOwnerTable(scan, options = {}) {
  const known = options.known ?? KNOWN_VIOLATIONS;
  const rows = owners(scan).map((o) => {
    const isKnown = known.some((k) => k.table === o.table);
    const owner =
      o.writers.length === 0
        ? NONE
        : `${o.writers.join(', ')}${isKnown || o.writers.length > 1 ? ' (violation, to fix)' : ''}`;
    return {
      table: o.table,
      owner,
      file: o.file.replace(/^apps\/server\/src\//, ''),
      none: !o.writers.length,
    };
  });
  rows.sort(
    (a, b) =>
      Number(a.none) - Number(b.none) || a.owner.localeCompare(b.owner) || a.table.localeCompare(b.table),
  );
  const cells = [
    ['table', 'owner (writing module)', 'schema file'],
    ...rows.map((r) => [`\`${r.table}\``, r.owner, `\`${r.file}\``]),
  ];
  return [
    'Scanned: `apps/server/src/**/*.ts` except tests, for Drizzle writes (`.insert(t)`, `.update(t)`,',
    '`.delete(t)`) and raw SQL (`insert into`, `update … set`, `delete from`, `merge into`, `truncate`). The',
    'demo data generators (`seed/`, `simulator/`) may write any table and own none. Triggers and functions in',
    '`apps/server/drizzle/*.sql` are not scanned. Each table has at most one writer, the module whose',
    '`schema.ts` declares it (core tables in `db/schema`: `lib`), or the test `tools/docs/table-owners.test.ts`',
    'fails.',
    '',
    ...markdownTable(cells),
  ].join('\n');
}

const NONE = '(none: read-only here, or written by triggers)';

function markdownTable(cells) {
  const widths = cells[0].map((_, c) => Math.max(3, ...cells.map((row) => row[c].length)));
  const line = (row) => `| ${row.map((cell, c) => cell.padEnd(widths[c])).join(' | ')} |`;
  // Prettier's layout (it aligns the columns even past its print width), so `prettier --check` passes.
  return [line(cells[0]), line(widths.map((w) => '-'.repeat(w))), ...cells.slice(1).map(line)];
}

/** The document with its owner block replaced, or an error when the markers are missing. */
export function withOwnerBlock(doc, block) {
  const start = doc.indexOf(START);
  const end = doc.indexOf(END);
  if (start < 0 || end < start) throw new Error(`${DOC}: the markers ${START} … ${END} are missing`);
  return `${doc.slice(0, start + START.length)}\n\n${block}\n\n${doc.slice(end)}`;
}

function main(args) {
  const check = args.includes('--check');
  const scan = scanWrites(root);
  const { violations: bad, known } = violations(scan);
  const path = join(root, DOC);
  if (!existsSync(path)) throw new Error(`${DOC} is missing`);
  // Read and rewrite in one go: other people edit the rest of this file.
  const doc = readFileSync(path, 'utf8');
  const next = withOwnerBlock(doc, renderOwnerTable(scan));
  let failed = bad.length > 0;
  if (next !== doc) {
    if (check) {
      console.error(`${DOC}: the table owners block is stale: run npm run docs:owners`);
      failed = true;
    } else {
      writeFileSync(path, next);
      console.log(`${DOC}: table owners block updated`);
    }
  }
  for (const v of known) console.log(`known violation (to fix): ${formatViolation(v)}`);
  if (bad.length) console.error(`table owner violations:\n${bad.map(formatViolation).join('\n')}`);
  return failed ? 1 : 0;
}

if (isCommand(import.meta.url)) process.exitCode = main(process.argv.slice(2));
