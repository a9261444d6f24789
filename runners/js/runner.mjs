// The ogallala export (docs/export.md) played against an engine over the protocol, in plain
// Node.js: no packages, no Python. export.test.mjs makes each run a node:test test.
//
// What it does, in the order docs/export.md gives it: read the export; start the engine and
// read its hello; choose the runs for that engine (skips and rows for other readings, as
// harness/select.py chooses them); play each run's exchange, checking every reply against
// the protocol's schema (carried in the export's header) and then the run's checks.

import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";

// -- JSON that keeps 64-bit integers -------------------------------------------------------
// JSON.parse reads every number as a double, and a seed of 2^64 - 1 would lose its low bits:
// integers beyond 2^53 become BigInt here, and a number written with a fraction or an exponent
// becomes a Decimal (no protocol field holds one; the schema's "integer" refuses it).

export class Decimal {
  constructor(text) { this.text = text; this.value = Number(text); }
}

export function parseJSON(text) {
  let i = 0;
  const fail = (what) => { throw new SyntaxError(`${what} at character ${i}`); };
  const space = () => {
    for (let c = text.charCodeAt(i); c === 32 || c === 9 || c === 10 || c === 13; c = text.charCodeAt(++i));
  };
  const value = () => {
    space();
    const c = text[i];
    if (c === "{") {
      i++; const out = {}; space();
      if (text[i] === "}") { i++; return out; }
      for (;;) {
        space(); if (text[i] !== '"') fail("a key expected");
        const key = string(); space();
        if (text[i++] !== ":") fail("':' expected");
        const item = value();
        if (key === "__proto__") Object.defineProperty(out, key, { value: item, enumerable: true, writable: true, configurable: true });
        else out[key] = item;
        space();
        if (text[i] === ",") { i++; continue; }
        if (text[i++] === "}") return out;
        fail("',' or '}' expected");
      }
    }
    if (c === "[") {
      i++; const out = []; space();
      if (text[i] === "]") { i++; return out; }
      for (;;) {
        out.push(value()); space();
        if (text[i] === ",") { i++; continue; }
        if (text[i++] === "]") return out;
        fail("',' or ']' expected");
      }
    }
    if (c === '"') return string();
    if (text.startsWith("true", i)) { i += 4; return true; }
    if (text.startsWith("false", i)) { i += 5; return false; }
    if (text.startsWith("null", i)) { i += 4; return null; }
    const start = i;
    if (text[i] === "-") i++;
    const digits = () => { const from = i; while (i < text.length && text[i] >= "0" && text[i] <= "9") i++; return i > from; };
    if (!digits() || (text[start + (text[start] === "-" ? 1 : 0)] === "0" && i - start > (text[start] === "-" ? 2 : 1))) fail("a value expected");
    let whole = true;
    if (text[i] === ".") { i++; whole = false; if (!digits()) fail("digits expected"); }
    if (text[i] === "e" || text[i] === "E") { i++; whole = false; if (text[i] === "+" || text[i] === "-") i++; if (!digits()) fail("digits expected"); }
    const literal = text.slice(start, i);
    if (!whole) return new Decimal(literal);
    const n = Number(literal);
    return Number.isSafeInteger(n) ? n : BigInt(literal);
  };
  const string = () => {
    const start = ++i;
    let plain = true;
    while (i < text.length && text[i] !== '"') {
      const code = text.charCodeAt(i);
      if (code === 92) { plain = false; i++; } else if (code < 0x20) fail("a control character in a string");
      i++;
    }
    if (i >= text.length) fail("an unterminated string");
    i++;
    return plain ? text.slice(start, i - 1) : JSON.parse(text.slice(start - 1, i));
  };
  const out = value();
  space();
  if (i !== text.length) fail("text after the value");
  return out;
}

export function stringify(v) {
  if (v === null) return "null";
  if (typeof v === "bigint") return v.toString();
  if (v instanceof Decimal) return v.text;
  if (typeof v === "number" || typeof v === "boolean") return String(v);
  if (typeof v === "string") return JSON.stringify(v);
  if (Array.isArray(v)) return "[" + v.map(stringify).join(",") + "]";
  return "{" + Object.keys(v).map((k) => JSON.stringify(k) + ":" + stringify(v[k])).join(",") + "}";
}

// One text per value, keys sorted: to count values as a multiset.
export function canonical(v) {
  if (v !== null && typeof v === "object" && !Array.isArray(v) && !(v instanceof Decimal)) {
    return "{" + Object.keys(v).sort(byCodePoint).map((k) => JSON.stringify(k) + ":" + canonical(v[k])).join(",") + "}";
  }
  if (Array.isArray(v)) return "[" + v.map(canonical).join(",") + "]";
  return stringify(v);
}

const isNumber = (v) => typeof v === "number" || typeof v === "bigint" || v instanceof Decimal;
const numeric = (v) => (v instanceof Decimal ? v.value : v);

// JSON equality: true is not 1, key order does not count, list order does.
export function same(a, b) {
  if (isNumber(a) && isNumber(b)) {
    const x = numeric(a), y = numeric(b);
    if (typeof x === "bigint" || typeof y === "bigint") {
      try { return BigInt(x) === BigInt(y); } catch { return false; } // a fraction is no 64-bit integer
    }
    return x === y;
  }
  if (Array.isArray(a) || Array.isArray(b)) {
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((x, k) => same(x, b[k]));
  }
  if (a !== null && b !== null && typeof a === "object" && typeof b === "object") {
    const ka = Object.keys(a), kb = Object.keys(b);
    return ka.length === kb.length && ka.every((k) => Object.hasOwn(b, k) && same(a[k], b[k]));
  }
  return a === b;
}

export function byCodePoint(a, b) {
  const x = [...a].map((c) => c.codePointAt(0)), y = [...b].map((c) => c.codePointAt(0));
  for (let k = 0; k < Math.min(x.length, y.length); k++) if (x[k] !== y[k]) return x[k] - y[k];
  return x.length - y.length;
}

// -- replies: the protocol's schema, and the normal form -----------------------------------
// A reply is checked against #/$defs/Reply of the schema the export carries (the keywords
// that schema uses), and comes back in its normal form: every absent field that has a
// "default" filled in, and each position's options and out sorted and its readings equal to
// the decision left out (docs/export.md, "normal form").

// A reply that is not valid: thrown as a plain object (no stack trace to capture: the
// checker tries each form of a union, and most tries fail).
export class Invalid {
  constructor(message) { this.message = message; }
}

export function validator(schema, rulings) {
  const patterns = new Map();
  const pattern = (p) => { if (!patterns.has(p)) patterns.set(p, new RegExp(p, "u")); return patterns.get(p); };
  const resolve = (s) => {
    while (s && s.$ref) {
      const parts = s.$ref.replace(/^#\//, "").split("/");
      s = parts.reduce((node, part) => node[part], schema);
    }
    return s;
  };
  // a path as a chain {up, key}, written out only for a message
  const where = (path) => { const keys = []; for (let p = path; p; p = p.up) keys.unshift(p.key); return keys.join(".") || "(the reply)"; };
  const bad = (path, why) => new Invalid(`${where(path)}: ${why}`);
  const check = (value, s, path) => {
    const isState = s && s.$ref === "#/$defs/State";
    s = resolve(s);
    if (s.discriminator && s.oneOf && value !== null && typeof value === "object" && !Array.isArray(value)) {
      const tag = value[s.discriminator.propertyName];
      const target = typeof tag === "string" && Object.hasOwn(s.discriminator.mapping, tag) ? s.discriminator.mapping[tag] : undefined;
      if (target === undefined) throw bad(path, `${s.discriminator.propertyName} ${stringify(tag ?? null)} is not one of ${Object.keys(s.discriminator.mapping).join(", ")}`);
      return check(value, { $ref: target }, path);
    }
    for (const key of ["anyOf", "oneOf"]) {
      if (!s[key]) continue;
      const fits = [];
      let why = null;
      for (const branch of s[key]) {
        try { fits.push(check(value, branch, path)); } catch (e) { if (!(e instanceof Invalid)) throw e; why = why || e; }
        if (fits.length && key === "anyOf") break;
      }
      if (fits.length === 0) throw why || bad(path, "fits none of its forms");
      if (key === "oneOf" && fits.length > 1) throw bad(path, "fits more than one of its forms");
      value = fits[0];
    }
    if (s.const !== undefined && !same(value, s.const)) throw bad(path, `must be ${stringify(s.const)}`);
    if (s.enum && !s.enum.some((x) => same(x, value))) throw bad(path, `${stringify(value)} is not one of ${s.enum.map(stringify).join(", ")}`);
    if (s.type) {
      const types = Array.isArray(s.type) ? s.type : [s.type];
      if (!types.some((t) => isType(value, t))) throw bad(path, `${stringify(value).slice(0, 80)} is not of type ${types.join(" or ")}`);
    }
    if (typeof value === "string") {
      // a string's length in code points: no more than its length in UTF-16 units
      if (s.maxLength !== undefined && value.length > s.maxLength && [...value].length > s.maxLength) throw bad(path, `longer than ${s.maxLength} characters`);
      if (s.pattern !== undefined && !pattern(s.pattern).test(value)) throw bad(path, `does not match ${s.pattern}`);
    }
    if (isNumber(value)) {
      const n = typeof value === "bigint" ? value : numeric(value);
      if (s.minimum !== undefined && compare(n, s.minimum) < 0) throw bad(path, `below ${stringify(s.minimum)}`);
      if (s.maximum !== undefined && compare(n, s.maximum) > 0) throw bad(path, `above ${stringify(s.maximum)}`);
    }
    if (Array.isArray(value)) {
      if (s.minItems !== undefined && value.length < s.minItems) throw bad(path, `fewer than ${s.minItems} items`);
      if (s.maxItems !== undefined && value.length > s.maxItems) throw bad(path, `more than ${s.maxItems} items`);
      if (s.prefixItems || s.items) {
        value = value.map((x, k) => {
          if (s.prefixItems && k < s.prefixItems.length) return check(x, s.prefixItems[k], { up: path, key: k });
          return s.items ? check(x, s.items, { up: path, key: k }) : x;
        });
      }
    } else if (value !== null && typeof value === "object" && !(value instanceof Decimal)) {
      const out = {};
      const props = s.properties || {};
      if (s.maxProperties !== undefined && Object.keys(value).length > s.maxProperties) throw bad(path, `more than ${s.maxProperties} fields`);
      for (const name of s.required || []) if (!Object.hasOwn(value, name)) throw bad(path, `${name} is missing`);
      for (const name of Object.keys(value)) {
        const v = value[name];
        if (Object.hasOwn(props, name)) out[name] = check(v, props[name], { up: path, key: name });
        else if (s.additionalProperties === false) throw bad(path, `unknown field ${name}`);
        else if (s.additionalProperties && typeof s.additionalProperties === "object") out[name] = check(v, s.additionalProperties, { up: path, key: name });
        else out[name] = v;
      }
      for (const name of Object.keys(props)) {
        if (!Object.hasOwn(out, name) && props[name].default !== undefined) out[name] = parseJSON(stringify(props[name].default));
      }
      value = out;
    }
    return isState ? asPlayed(value, rulings) : value;
  };
  return (value) => check(value, { $ref: "#/$defs/Reply" }, null);
}

function isType(v, t) {
  switch (t) {
    case "object": return v !== null && typeof v === "object" && !Array.isArray(v) && !(v instanceof Decimal);
    case "array": return Array.isArray(v);
    case "string": return typeof v === "string";
    case "integer": return typeof v === "bigint" || (typeof v === "number" && Number.isInteger(v));
    case "number": return isNumber(v);
    case "boolean": return typeof v === "boolean";
    case "null": return v === null;
    default: return false;
  }
}

function compare(a, b) {
  if (typeof a === "bigint" || typeof b === "bigint") {
    const x = typeof a === "bigint" ? a : BigInt(Math.trunc(a)), y = typeof b === "bigint" ? b : BigInt(Math.trunc(b));
    return x < y ? -1 : x > y ? 1 : 0;
  }
  return a < b ? -1 : a > b ? 1 : 0;
}

// A position as the reference engine's model holds it: options and out sorted; readings that
// repeat the edition's decision dropped, when every reading names a played alternative.
function asPlayed(state, rulings) {
  const out = { ...state, options: [...state.options].sort(byCodePoint), out: [...state.out].sort(byCodePoint) };
  const readings = Object.entries(state.readings || {});
  const known = readings.every(([rid, aid]) => {
    const r = rulings[rid];
    return r && Object.hasOwn(r.decisions, state.edition) && r.alternatives[aid] === true;
  });
  if (known) {
    out.readings = Object.fromEntries(readings.filter(([rid, aid]) => rulings[rid].decisions[state.edition] !== aid)
      .sort((a, b) => byCodePoint(a[0], b[0])));
  }
  return out;
}

// -- the checks ---------------------------------------------------------------------------------

class Outside extends Error {}
class Absent extends Error {}

function at(value, path) {
  for (const part of path) {
    if (typeof part === "number") {
      if (!Array.isArray(value)) throw new Absent();
      if (part < 0 || part >= value.length) throw new Outside();
      value = value[part];
    } else if (typeof part === "string") {
      if (value === null || typeof value !== "object" || Array.isArray(value) || !Object.hasOwn(value, part)) throw new Absent();
      value = value[part];
    } else {
      if (!Array.isArray(value)) throw new Absent();
      const found = value.find((x) => has(x, part.first));
      if (found === undefined) throw new Absent();
      value = found;
    }
  }
  return value;
}

function has(value, fields) {
  return value !== null && typeof value === "object" && !Array.isArray(value)
    && Object.entries(fields).every(([k, v]) => Object.hasOwn(value, k) && same(value[k], v));
}

function project(value, fields) {
  if (!fields || value === null || typeof value !== "object" || Array.isArray(value)) return value;
  return Object.fromEntries(fields.map((f) => [f, Object.hasOwn(value, f) ? value[f] : null]));
}

function counts(values) {
  const m = new Map();
  for (const v of values) { const k = canonical(v); m.set(k, (m.get(k) || 0) + 1); }
  return m;
}

export function completeBoats(display, rules) {
  const bows = new Set(rules.bows), sterns = new Set(rules.sterns), kinds = new Set(rules.kinds);
  let count = 0;
  for (const row of Array.isArray(display) ? display : []) {
    let first = -1, last = -1, cards = 0, firstBow = false, lastStern = false;
    const close = () => { if (cards >= 2 && cards === last - first + 1 && firstBow && lastStern) count++; };
    (Array.isArray(row) ? row : []).forEach((card, col) => {
      if (card === null) return;
      const kind = kinds.has(card) ? card : String(card).split(".")[0];
      if (!kinds.has(kind)) throw new Absent();
      const bow = bows.has(kind), stern = sterns.has(kind);
      if (first >= 0) {
        const gap = col - last - 1;
        const bridged = rules.joins_ends && gap > 0 && gap < rules.gap_splits_at;
        if (!rules.whole_row && !bridged && (lastStern || bow || (rules.gap_splits_at && gap >= rules.gap_splits_at))) { close(); first = -1; }
      }
      if (first < 0) { first = col; firstBow = bow; cards = 0; }
      last = col; lastStern = stern; cards++;
    });
    if (first >= 0) close();
  }
  return count;
}

// Whether a check holds; the replies by number from 1, each in its normal form.
export function holds(check, replies) {
  try { return holdsOrThrow(check, replies); } catch (e) { if (e instanceof Outside || e instanceof Absent) return false; throw e; }
}

function reply(replies, number, path) {
  const r = replies[number - 1];
  if (r === undefined || r === null) throw new Absent();
  return at(r, path);
}

function holdsOrThrow(c, replies) {
  let found;
  try { found = reply(replies, c.reply, c.path); } catch (e) {
    if (!(e instanceof Outside) || !c.missing) throw e;
    found = c.missing.value;
  }
  switch (c.check) {
    case "equal":
      if (c.assumes && Object.keys(c.assumes).length && !has(reply(replies, c.reply, c.path.slice(0, 1)), c.assumes)) return false;
      return same(found, c.value);
    case "same": return same(found, reply(replies, c.as_reply, c.as_path));
    case "match": return has(found, c.fields);
  }
  if (!Array.isArray(found)) return false;
  switch (c.check) {
    case "count": return found.length === c.value;
    case "items": {
      const have = counts(found.map((x) => project(x, c.fields))), want = counts(c.value);
      return have.size === want.size && [...want].every(([k, n]) => have.get(k) === n);
    }
    case "includes": {
      const have = counts(found.map((x) => project(x, c.fields))), want = counts(c.value);
      return [...want].every(([k, n]) => (c.counted ? (have.get(k) || 0) >= n : have.has(k)));
    }
    case "excludes": {
      const have = counts(found.map((x) => project(x, c.fields)));
      return c.value.every((x) => !have.has(canonical(x)));
    }
    case "total": return found.every(Array.isArray) && found.reduce((n, x) => n + x.length, 0) === c.value;
    case "sum": {
      const picked = found.filter((x) => has(x, c.where)).map((x) => x[c.field]);
      return picked.every((p) => typeof p === "number" || typeof p === "bigint")
        && picked.reduce((n, p) => n + BigInt(p), 0n) === BigInt(c.value);
    }
    case "any": return found.some((x) => has(x, c.fields));
    case "boats": {
      const edition = reply(replies, c.reply, c.edition_path);
      const rules = typeof edition === "string" && Object.hasOwn(c.rules, edition) ? c.rules[edition] : null;
      return rules !== null && completeBoats(found, rules) === c.value;
    }
    default: throw new Error(`unknown check ${c.check}: this runner reads format version 1`);
  }
}

// -- which runs, under which readings -------------------------------------------------------
// The rules of harness/select.py: skipped when the engine does not claim the run's edition or
// a variant it plays with, or reads a ruling it depends on in a way the register does not
// list; left out (not a run for it) when the row is for another reading than the engine's.

function unplayable(header, rid, aid) {
  const r = header.rulings[rid];
  if (!Object.hasOwn(r.alternatives, aid)) return `which the register does not list (its alternatives: ${Object.keys(r.alternatives).join(", ")})`;
  if (!r.alternatives[aid]) return "which the register marks as not played";
  return null;
}

// The hello with only what names something in the suite (harness.select.for_suite).
export function forSuite(header, hello) {
  const editions = [...new Set(hello.editions)].filter((e) => header.editions.includes(e));
  const variants = Object.fromEntries(Object.entries(hello.variants || {}).filter(([e]) => header.editions.includes(e)));
  const rulings = Object.fromEntries(Object.entries(hello.rulings || {}).filter(([key]) => {
    const [rid, edition] = key.split(/@(.*)/s);
    return Object.hasOwn(header.rulings, rid) && (edition === undefined || header.editions.includes(edition));
  }).map(([k, v]) => [k, v.slice(0, 200)]));
  return { ...hello, editions, variants, rulings };
}

function engineReading(hello, rid, edition) {
  const both = `${rid}@${edition}`;
  return Object.hasOwn(hello.rulings, both) ? hello.rulings[both] : Object.hasOwn(hello.rulings, rid) ? hello.rulings[rid] : null;
}

function declared(header, hello, edition) {
  const found = {};
  for (const [key, aid] of Object.entries(hello.rulings)) {
    const at = key.indexOf("@");
    const rid = at < 0 ? key : key.slice(0, at), only = at < 0 ? "" : key.slice(at + 1);
    const r = header.rulings[rid];
    if (r && Object.hasOwn(r.decisions, edition) && (!only || only === edition) && (only || !Object.hasOwn(hello.rulings, `${rid}@${edition}`))) found[rid] = aid;
  }
  return Object.fromEntries(Object.entries(found).filter(([rid, aid]) => aid !== header.rulings[rid].decisions[edition]));
}

// {leftOut} | {skip: reason} | {play: true}, and the readings it is played under.
export function choose(header, hello, run) {
  let readings = run.reading_columns;
  if (hello.editions.includes(run.edition) && !hello.plays_readings) {
    const mine = Object.fromEntries(Object.entries(declared(header, hello, run.edition)).filter(([rid, aid]) => !unplayable(header, rid, aid)));
    let kept = false;
    for (const [rid, aid] of Object.entries(run.reading_columns)) {
      const theirs = engineReading(hello, rid, run.edition) || header.rulings[rid].decisions[run.edition];
      if (unplayable(header, rid, theirs)) { kept = true; break; }
      if (theirs !== aid) return { leftOut: true };
    }
    // a row's reading that is the edition's decision goes unsaid to such an engine
    const rows = Object.entries(run.reading_columns).filter(([rid, aid]) => aid !== header.rulings[rid].decisions[run.edition]);
    if (!kept) readings = { ...mine, ...Object.fromEntries(rows) };
  }
  if (!hello.editions.includes(run.edition)) return { skip: `the engine does not implement edition ${run.edition}` };
  const missing = run.options.filter((o) => !((hello.variants || {})[run.edition] || []).includes(o));
  if (missing.length) return { skip: `the engine does not implement variant ${missing.join(", ")} of ${run.edition}` };
  for (const rid of run.rulings) {
    const r = header.rulings[rid];
    const reading = engineReading(hello, rid, run.edition);
    if (!r || reading === null || !Object.hasOwn(r.decisions, run.edition)) continue;
    const why = unplayable(header, rid, reading);
    if (why) return { skip: `the engine reads ruling ${rid} as '${reading}', ${why}` };
  }
  const same_ = Object.keys(readings).length === Object.keys(run.readings).length
    && Object.entries(readings).every(([k, v]) => run.readings[k] === v);
  if (!same_) {
    return { wrongReadings: `the engine plays this run under ${stringify(readings)}, the export has it under ${stringify(run.readings)}: `
      + "make the export with `ogallala export --reading RULING=ALT` for each reading the engine declares" };
  }
  return { play: true };
}

// -- the engine -----------------------------------------------------------------------------

export class EngineFailure extends Error {
  constructor(kind, message) { super(`${kind}: ${message}`); this.kind = kind; }
}

// A command line split as a shell would split it (quotes and backslashes), run without one.
export function split(command) {
  const words = [];
  let word = null, quote = null;
  for (let k = 0; k < command.length; k++) {
    const c = command[k];
    if (quote === "'") { if (c === "'") quote = null; else word += c; continue; }
    if (quote === '"') {
      if (c === '"') quote = null;
      else if (c === "\\" && '"\\$`\n'.includes(command[k + 1])) word += command[++k];
      else word += c;
      continue;
    }
    if (/\s/.test(c)) { if (word !== null) words.push(word); word = null; continue; }
    word = word ?? "";
    if (c === "'" || c === '"') quote = c;
    else if (c === "\\") word += command[++k] ?? "";
    else word += c;
  }
  if (quote) throw new Error(`unbalanced quote in the engine command: ${command}`);
  if (word !== null) words.push(word);
  return words;
}

export class Engine {
  constructor(argv, header, timeout) {
    this.argv = argv;
    this.header = header;
    this.timeout = timeout ?? header.limits.timeout;
    this.validate = validator(header.protocol_schema, header.rulings);
    this.nextId = 1;
    this.session = null;
    this.starts = 0;
    this.restarts = 0;
    this.greeting = null;
  }

  get alive() { return this.session !== null; }

  async launch() {
    if (this.starts && this.restarts >= this.header.limits.max_restarts) {
      throw new EngineFailure("gave-up", `the engine failed and was restarted ${this.restarts} times; giving up on it`);
    }
    if (this.starts) this.restarts++;
    this.starts++;
    const child = spawn(this.argv[0], this.argv.slice(1), { stdio: ["pipe", "pipe", "pipe"], detached: true });
    // one session per process: what an engine killed earlier still reports goes to its own
    const s = { child, buffer: Buffer.alloc(0), lines: [], waiting: null, ended: false, tooLong: false, stderr: "" };
    const wake = () => { if (s.waiting) { const w = s.waiting; s.waiting = null; w(); } };
    s.wake = wake;
    this.session = s;
    child.on("error", (e) => { s.ended = `could not be started: ${e.message}`; wake(); });
    child.on("exit", (code, signal) => { s.ended = signal ? `was killed by signal ${signal}` : `exited with code ${code}`; wake(); });
    child.stdin.on("error", () => {});
    child.stderr.on("data", (d) => { s.stderr = (s.stderr + d.toString()).slice(-16384); });
    child.stdout.on("data", (chunk) => {
      s.buffer = Buffer.concat([s.buffer, chunk]);
      let end;
      while ((end = s.buffer.indexOf(10)) >= 0) {
        s.lines.push(s.buffer.subarray(0, end).toString("utf8"));
        s.buffer = s.buffer.subarray(end + 1);
      }
      if (s.buffer.length > this.header.limits.max_line) s.tooLong = true;
      wake();
    });
    child.stdout.on("end", () => { s.ended = s.ended || "closed its output"; wake(); });
    let hello;
    try {
      hello = await this.exchange({ cmd: "hello", protocol: this.header.protocol }, Math.max(this.header.limits.handshake, this.timeout));
    } catch (e) {
      throw new EngineFailure("start", `no valid hello: ${e.message}`);
    }
    if (hello.type !== "hello") { this.kill(); throw new EngineFailure("start", `the engine refused the handshake: ${hello.code}: ${hello.message}`); }
    if (!same(hello.protocol, this.header.protocol)) { this.kill(); throw new EngineFailure("start", `the engine speaks protocol version ${stringify(hello.protocol)}`); }
    const { type, id, pipelining, ...said } = hello;
    if (this.greeting === null) this.greeting = said;
    else if (!same(said, this.greeting)) { this.kill(); throw new EngineFailure("start", "the restarted engine's hello differs from the first one"); }
    return said;
  }

  async line(seconds, cmd) {
    const s = this.session;
    const deadline = Date.now() + seconds * 1000;
    for (;;) {
      if (s.lines.length) return s.lines.shift();
      if (s.tooLong) throw new EngineFailure("limit", `the reply to \`${cmd}\` is longer than ${this.header.limits.max_line} bytes`);
      if (s.ended) throw new EngineFailure("crash", `the engine ${s.ended} while answering \`${cmd}\``);
      const left = deadline - Date.now();
      if (left <= 0) throw new EngineFailure("timeout", `no reply to \`${cmd}\` within ${seconds} s`);
      await new Promise((resolve) => {
        const timer = setTimeout(resolve, left);
        s.waiting = () => { clearTimeout(timer); resolve(); };
      });
    }
  }

  // Send a request (the export's, without id) and read its reply in its normal form. An
  // engine whose reply is not valid is killed (the next run starts a new one).
  async exchange(request, seconds) {
    const id = this.nextId++;
    const { cmd, ...rest } = request;
    const text = stringify({ cmd, id, ...rest });
    try {
      if (this.session.ended) throw new EngineFailure("crash", `the engine ${this.session.ended} before reading the \`${cmd}\` request`);
      this.session.child.stdin.write(text + "\n");
      const raw = await this.line(seconds ?? this.timeout, cmd);
      let data;
      try { data = parseJSON(raw); } catch { throw new EngineFailure("malformed", `the reply to \`${cmd}\` is not JSON: ${raw.slice(0, 200)}`); }
      let reply;
      try { reply = this.validate(data); } catch (e) {
        if (!(e instanceof Invalid)) throw e;
        throw new EngineFailure("schema", `the reply to \`${cmd}\` is not a valid reply: ${e.message}; got ${raw.slice(0, 200)}`);
      }
      if (!same(reply.id, id) && !(reply.type === "error" && reply.id === null)) throw new EngineFailure("wrong-id", `the reply to \`${cmd}\` #${id} has id ${stringify(reply.id)}`);
      if (reply.type !== "error" && !this.header.answers[cmd].includes(reply.type)) throw new EngineFailure("schema", `\`${cmd}\` was answered with a \`${reply.type}\` reply`);
      return reply;
    } catch (e) {
      this.kill();
      throw e;
    }
  }

  kill() {
    const s = this.session;
    if (s === null) return;
    this.session = null;
    try { process.kill(-s.child.pid, "SIGKILL"); } catch { /* already gone */ }
    s.child.stdout.destroy();
    s.child.stderr.destroy();
    s.child.stdin.destroy();
  }

  async stop() {
    if (!this.session) return;
    try { await this.exchange({ cmd: "stop" }, 1); } catch { /* killed below */ }
    this.kill();
  }
}

// -- a run ----------------------------------------------------------------------------------

export class RunFailed extends Error {}

// Play one run; resolves when it passes, throws RunFailed (or an EngineFailure) when not.
export async function play(engine, run) {
  if (!engine.alive) await engine.launch();
  const replies = [];
  for (const step of run.steps) {
    for (const item of step.exchange) {
      if (item.send) {
        const got = await engine.exchange(item.send);
        const want = item.expect;
        if (got.type !== want.type || (want.rule != null && got.rule !== want.rule) || (want.code != null && got.code !== want.code)) {
          const said = got.type === "error" ? `error ${got.code}: ${got.message}` : got.type === "rejected" ? `rejected by rule ${got.rule}: ${got.reason}` : got.type;
          throw new RunFailed(`${step.text}\n  the reply to \`${item.send.cmd}\` should be ${want.type}${want.rule ? ` by rule ${want.rule}` : ""}${want.code ? ` (${want.code})` : ""}; it is ${said}`);
        }
        replies[item.reply - 1] = got;
      } else if (!holds(item, replies)) {
        let found;
        try { found = stringify(at(replies[item.reply - 1], item.path)); } catch { found = "(nothing there)"; }
        const want = item.value !== undefined ? stringify(item.value) : stringify(item.fields ?? null);
        throw new RunFailed(`${step.text}\n  ${item.check} at reply ${item.reply} ${stringify(item.path)}\n  expected: ${want.slice(0, 2000)}\n  found:    ${found.slice(0, 2000)}`);
      }
    }
  }
}

export function readExport(path) {
  const text = readFileSync(path, "utf8");
  const first = text.indexOf("\n");
  let head = null;
  try { head = parseJSON(first < 0 ? text : text.slice(0, first)); } catch { /* --format json: the document spans lines */ }
  const whole = head === null || Object.hasOwn(head, "runs");
  const found = whole ? head ?? parseJSON(text) : head;
  if (found.format !== "ogallala-export") throw new Error(`${path} is not an ogallala export`);
  if (found.version !== 1) throw new Error(`${path} is format version ${found.version}; this runner reads version 1`);
  if (whole) return found;
  const runs = text.slice(first + 1).split("\n").filter((line) => line.trim()).map(parseJSON);
  return { ...found, runs };
}
