#!/usr/bin/env node
// `npm run i18n:check`: the PWA's Lingui catalogs are complete and up to date.
//
//  1. Every locale in lingui.config.ts has locales/<locale>/messages.po with the same set of
//     messages; every message has a non-empty translation in every locale but the source locale
//     (ko, whose msgstr may stay empty: the msgid is the Korean text). Obsolete (`#~`) entries
//     and the header are ignored; a `#, fuzzy` translation counts as missing.
//  2. Translations keep the source's ICU placeholders ({name}) and rich-text tags (<0>...</0>).
//  3. `lingui extract` over src/, run into a temporary copy of the catalogs (the committed files
//     are never touched), finds no message that the committed catalogs lack.
//
// Options: --dir <path>  check the catalogs in <path>/<locale>/messages.po instead
//          --no-extract  skip step 3
// Exit code 1 with a list of problems, else one summary line.
import { spawnSync } from "node:child_process";
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const args = process.argv.slice(2);
const optDir = args.includes("--dir") ? args[args.indexOf("--dir") + 1] : undefined;
const runExtract = !args.includes("--no-extract");

const SEP = "\u0004"; // gettext's msgctxt separator

// ---------------------------------------------------------------- PO parsing

function unescapePo(s) {
  return s.replace(/\\(x[0-9a-fA-F]{1,2}|[0-7]{1,3}|.)/g, (_, e) => {
    switch (e[0]) {
      case "n":
        return "\n";
      case "t":
        return "\t";
      case "r":
        return "\r";
      case "a":
        return "\x07";
      case "b":
        return "\b";
      case "f":
        return "\f";
      case "v":
        return "\v";
      case "x":
        return String.fromCharCode(parseInt(e.slice(1), 16));
      default:
        return /^[0-7]/.test(e) ? String.fromCharCode(parseInt(e, 8)) : e; // \" \\ \?
    }
  });
}

/**
 * Parses a .po file into entries { key, msgctxt, msgid, msgstr: string[], fuzzy, obsolete, line }.
 * Handles multi-line strings, msgctxt, plurals (msgid_plural / msgstr[n]) and `#~` obsolete entries.
 */
export function parsePo(text, file = "<po>") {
  const entries = [];
  let cur;
  let field; // [name, index] of the field that continuation lines append to
  const start = (lineNo) => {
    cur = {
      msgctxt: undefined,
      msgid: undefined,
      msgstr: [],
      fuzzy: false,
      obsolete: false,
      line: lineNo,
    };
    field = undefined;
  };
  const finish = () => {
    if (cur && cur.msgid !== undefined) {
      cur.key = (cur.msgctxt ?? "") + SEP + cur.msgid;
      entries.push(cur);
    }
    cur = undefined;
    field = undefined;
  };
  const append = (value) => {
    const [name, index] = field;
    if (name === "msgstr") cur.msgstr[index] = (cur.msgstr[index] ?? "") + value;
    else cur[name] = (cur[name] ?? "") + value;
  };
  const lines = text.replace(/^\uFEFF/, "").split(/\r?\n/);
  lines.forEach((raw, i) => {
    const lineNo = i + 1;
    let line = raw.trim();
    if (line === "") return finish();
    let obsolete = false;
    if (line.startsWith("#~")) {
      obsolete = true;
      line = line.slice(2).trim();
      if (line.startsWith("|")) return; // #~| previous msgid of an obsolete entry
    } else if (line.startsWith("#")) {
      // A comment starts a new entry when the previous one already has its strings.
      if (cur?.msgid !== undefined && cur.msgstr.length > 0) finish();
      if (!cur) start(lineNo);
      if (line.startsWith("#,") && /\bfuzzy\b/.test(line)) cur.fuzzy = true;
      return;
    }
    const kw = /^(msgctxt|msgid_plural|msgid|msgstr(?:\[(\d+)\])?)\s+"(.*)"$/.exec(line);
    if (kw) {
      const [, keyword, idx, value] = kw;
      // msgctxt or msgid after a complete entry (no blank line between) starts the next one.
      if ((keyword === "msgctxt" || keyword === "msgid") && cur?.msgstr.length > 0) finish();
      if (!cur) start(lineNo);
      if (obsolete) cur.obsolete = true;
      if (keyword === "msgctxt") field = ["msgctxt"];
      else if (keyword === "msgid") field = ["msgid"];
      else if (keyword === "msgid_plural") field = ["msgid_plural"];
      else field = ["msgstr", idx === undefined ? 0 : Number(idx)];
      if (field[0] === "msgstr") cur.msgstr[field[1]] = "";
      else cur[field[0]] = "";
      append(unescapePo(value));
      return;
    }
    const cont = /^"(.*)"$/.exec(line);
    if (cont && cur && field) {
      append(unescapePo(cont[1]));
      return;
    }
    throw new Error(`${file}:${lineNo}: cannot parse: ${raw}`);
  });
  finish();
  return entries;
}

/** Live messages of a catalog: no header, no obsolete entries. Map key -> entry. */
function liveMessages(entries) {
  const map = new Map();
  for (const e of entries) {
    if (e.obsolete) continue;
    if (e.msgid === "" && e.msgctxt === undefined) continue; // header
    map.set(e.key, e);
  }
  return map;
}

const label = (key) => {
  const [ctx, id] = key.split(SEP);
  const shown = JSON.stringify(id.length > 80 ? `${id.slice(0, 77)}...` : id);
  return ctx ? `${shown} (context ${JSON.stringify(ctx)})` : shown;
};

/** ICU argument names and rich-text tags a translation must keep. */
function tokens(text) {
  const out = new Set();
  for (const m of text.matchAll(/\{\s*([\p{L}\p{N}_]+)\s*[,}]/gu)) out.add(`{${m[1]}}`);
  for (const m of text.matchAll(/<(\/?)(\d+)\s*(\/?)>/g)) out.add(`<${m[1]}${m[2]}${m[3]}>`);
  return out;
}

// ---------------------------------------------------------------- config

async function loadConfig() {
  const { getConfig } = await import("@lingui/conf");
  return getConfig({ cwd: root, skipValidation: false });
}

function catalogFile(pathPattern, locale) {
  return `${pathPattern.replace("{locale}", locale)}.po`;
}

// ---------------------------------------------------------------- checks

async function main() {
  const config = await loadConfig();
  const { locales, sourceLocale } = config;
  if (config.catalogs.length !== 1)
    throw new Error("expected exactly one catalog in lingui.config.ts");
  const catalog = config.catalogs[0];
  const pattern = optDir ? join(resolve(optDir), "{locale}", "messages") : catalog.path;

  const problems = [];
  const warnings = [];
  const byLocale = new Map();
  for (const locale of locales) {
    const file = catalogFile(pattern, locale);
    if (!existsSync(file)) {
      problems.push(`${locale}: ${relative(root, file)} is missing (run npm run i18n:extract)`);
      continue;
    }
    byLocale.set(locale, liveMessages(parsePo(readFileSync(file, "utf8"), relative(root, file))));
  }

  // The union of all ids; every locale must have each of them.
  const all = new Set();
  for (const msgs of byLocale.values()) for (const k of msgs.keys()) all.add(k);
  const source = byLocale.get(sourceLocale);
  for (const [locale, msgs] of byLocale) {
    for (const key of all) {
      if (!msgs.has(key))
        problems.push(`${locale}: message ${label(key)} is missing from the catalog`);
    }
    if (locale === sourceLocale) continue;
    for (const [key, e] of msgs) {
      const translated =
        e.msgstr.length > 0 && e.msgstr.every((s) => s !== undefined && s.trim() !== "");
      if (!translated || e.fuzzy) {
        problems.push(`${locale}: ${label(key)} has no translation${e.fuzzy ? " (fuzzy)" : ""}`);
        continue;
      }
      // Source text: ko's msgstr when filled (explicit ids), else the msgid itself.
      const src = source?.get(key);
      const sourceText = src && src.msgstr[0] ? src.msgstr[0] : e.msgid;
      const need = tokens(sourceText);
      const have = tokens(e.msgstr.join("\n"));
      const lost = [...need].filter((t) => !have.has(t));
      if (lost.length > 0)
        problems.push(`${locale}: ${label(key)} drops ${lost.join(" ")} in its translation`);
    }
  }

  let extractNote = "extraction skipped";
  if (runExtract && problems.length === 0) {
    const included = catalog.include.some((p) => existsSync(resolve(root, p)));
    if (!included) {
      extractNote = `extraction skipped (no ${catalog.include.join(", ")} yet)`;
    } else {
      const { missing, unused } = extractInto(config, catalog, pattern);
      for (const key of missing) {
        problems.push(
          `catalog out of date: run npm run i18n:extract (${label(key)} is used in the code)`,
        );
      }
      if (unused.length > 0) {
        warnings.push(
          `${unused.length} message(s) in the catalogs are no longer used in the code ` +
            `(npm run i18n:extract removes them): ${unused.slice(0, 5).map(label).join(", ")}` +
            (unused.length > 5 ? ", ..." : ""),
        );
      }
      extractNote = "up to date with the code";
    }
  }

  for (const w of warnings) console.warn(`warning: ${w}`);
  if (problems.length > 0) {
    for (const p of problems) console.error(`error: ${p}`);
    console.error(`catalogs: ${problems.length} problem(s) in ${locales.length} locales`);
    process.exit(1);
  }
  console.log(
    `catalogs: ${locales.length} locales, ${all.size} messages, all translated, ${extractNote}`,
  );
}

/**
 * Runs `lingui extract` into a temporary copy of the catalogs and compares the live message ids
 * with the committed ones. The committed files are left alone.
 */
function extractInto(config, catalog, pattern) {
  const tmp = mkdtempSync(join(tmpdir(), "catalog-check-"));
  try {
    const tmpPattern = join(tmp, "{locale}", "messages");
    for (const locale of config.locales) {
      mkdirSync(join(tmp, locale), { recursive: true });
      copyFileSync(catalogFile(pattern, locale), catalogFile(tmpPattern, locale));
    }
    const tmpConfig = join(tmp, "lingui.config.json");
    writeFileSync(
      tmpConfig,
      JSON.stringify({
        rootDir: root,
        sourceLocale: config.sourceLocale,
        locales: config.locales,
        fallbackLocales: config.fallbackLocales,
        format: "po",
        orderBy: config.orderBy,
        catalogs: [{ path: tmpPattern, include: catalog.include, exclude: catalog.exclude }],
      }),
    );
    const bin = join(root, "node_modules", ".bin", "lingui");
    const run = spawnSync(bin, ["extract", "--config", tmpConfig, "--workers", "1"], {
      cwd: root,
      encoding: "utf8",
    });
    if (run.status !== 0) {
      process.stderr.write(run.stdout + run.stderr);
      throw new Error(`lingui extract failed (exit ${run.status ?? run.signal})`);
    }
    const committed = new Set();
    for (const locale of config.locales) {
      const file = catalogFile(pattern, locale);
      for (const k of liveMessages(parsePo(readFileSync(file, "utf8"), file)).keys())
        committed.add(k);
    }
    const sourceFile = catalogFile(tmpPattern, config.sourceLocale);
    const extracted = new Set(
      liveMessages(parsePo(readFileSync(sourceFile, "utf8"), sourceFile)).keys(),
    );
    return {
      missing: [...extracted].filter((k) => !committed.has(k)),
      unused: [...committed].filter((k) => !extracted.has(k)),
    };
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((err) => {
    console.error(`check-catalogs: ${err instanceof Error ? err.message : err}`);
    process.exit(1);
  });
}
