// The conformance suite, from an ogallala export, as node:test tests: one test per run key.
//
//   ogallala export --format jsonl -o suite.jsonl
//   OGALLALA_EXPORT=suite.jsonl OGALLALA_ENGINE="node my-engine.js" node --test runners/js/
//
// OGALLALA_TIMEOUT overrides the seconds each reply may take (the export's, 10 by default);
// OGALLALA_VERDICTS=FILE writes {"run key": "passed" | "failed" | "skipped"} there at the end.
// Runs for another reading than the engine's (docs/export.md) are not tests for it.

import { after, test } from "node:test";
import { writeFileSync } from "node:fs";

import { Engine, choose, forSuite, play, readExport, split } from "./runner.mjs";

const path = process.env.OGALLALA_EXPORT;
const command = process.env.OGALLALA_ENGINE;
if (!path || !command) {
  throw new Error("set OGALLALA_EXPORT (a file written by `ogallala export`) and OGALLALA_ENGINE (the engine command)");
}
const suite = readExport(path);
const timeout = process.env.OGALLALA_TIMEOUT ? Number(process.env.OGALLALA_TIMEOUT) : undefined;
const engine = new Engine(split(command), suite, timeout);
const verdicts = {};
const hello = forSuite(suite, await engine.launch()); // a handshake that fails fails the file

after(async () => {
  await engine.stop();
  if (process.env.OGALLALA_VERDICTS) writeFileSync(process.env.OGALLALA_VERDICTS, JSON.stringify(verdicts, null, 1) + "\n");
});

for (const run of suite.runs) {
  const chosen = choose(suite, hello, run);
  if (chosen.leftOut) continue;
  test(run.key, async (t) => {
    if (chosen.skip) { verdicts[run.key] = "skipped"; t.skip(chosen.skip); return; }
    verdicts[run.key] = "failed";
    if (chosen.wrongReadings) throw new Error(chosen.wrongReadings);
    await play(engine, run);
    verdicts[run.key] = "passed";
  });
}
