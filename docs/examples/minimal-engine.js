#!/usr/bin/env node
// A minimal engine for the Ogallala protocol (docs/protocol.md), in plain Node.js (v18+).
//
// It is not an engine of the game: it claims one edition, keeps the position it is given
// and hands it back, knows no legal action and refuses every action. What it shows is the
// shape of every reply, the error replies, and how to keep the 64-bit shuffle seed exact.
//
//   ogallala conformance --engine "node docs/examples/minimal-engine.js"
//
// Its scenarios fail (it refuses what they play) or are skipped (other editions); none
// should end in an engine error other than its own `unsupported` replies.

"use strict";

const readline = require("node:readline");

const HELLO = {
  name: "minimal-engine.js",
  version: "0.1.0",
  protocol: 1,
  editions: ["amigo"],
  variants: { amigo: [] },
  rulings: {},
  pipelining: true, // readline hands over one line at a time, however many were written
};

// A state's seed is an unsigned 64-bit integer; JSON.parse would round it to a double.
// Carry it as a string inside the engine and write it back as a bare number.
const parse = (line) => JSON.parse(line.replace(/"seed":\s*(\d+)/g, '"seed":"$1"'));
const write = (reply) =>
  process.stdout.write(JSON.stringify(reply).replace(/"seed":"(\d+)"/g, '"seed":$1') + "\n");

let game = null; // the current position, as the harness sent it

function error(id, code, message) {
  return { type: "error", id, code, message };
}

function answer(request) {
  const id = request.id;
  switch (request.cmd) {
    case "hello":
      return { type: "hello", id, ...HELLO };
    case "start": {
      if (!HELLO.editions.includes(request.edition)) {
        return error(id, "unsupported", `edition ${JSON.stringify(request.edition)} is not implemented here`);
      }
      if (!request.piles) return error(id, "unsupported", "this engine cannot shuffle; give the piles");
      game = {
        edition: request.edition,
        options: [...(request.options || [])].sort(),
        seed: String(request.seed ?? 0),
        players: request.players.map((name) => ({ name, display: [] })),
        piles: request.piles,
        turn: request.players[0],
        pending: [{ kind: "draw" }],
      };
      return { type: "state", id, state: game };
    }
    case "load":
      if (!HELLO.editions.includes(request.state.edition)) {
        return error(id, "unsupported", `edition ${JSON.stringify(request.state.edition)} is not implemented here`);
      }
      game = request.state;
      return { type: "state", id, state: game };
    case "legal":
      return game ? { type: "legal", id, actions: [] } : error(id, "no-game", "start or load a game first");
    case "apply":
      if (!game) return error(id, "no-game", "start or load a game first");
      return { type: "rejected", id, rule: "turn.order", reason: "this engine refuses every action" };
    case "state":
      return game ? { type: "state", id, state: game } : error(id, "no-game", "start or load a game first");
    case "score":
      if (!game) return error(id, "no-game", "start or load a game first");
      return {
        type: "score",
        id,
        score: {
          players: game.players.map((p) => ({ player: p.name, total: 0, lines: [] })),
          winners: game.players.map((p) => p.name),
        },
      };
    case "stop":
      return { type: "stopped", id };
    default:
      return error(Number.isInteger(id) ? id : null, "unknown-command", `unknown command ${JSON.stringify(request.cmd)}`);
  }
}

const input = readline.createInterface({ input: process.stdin, crlfDelay: Infinity });
input.on("line", (line) => {
  if (!line.trim()) return;
  let request;
  try {
    request = parse(line);
  } catch (e) {
    write(error(null, "bad-request", `the request is not JSON: ${e.message}`));
    return;
  }
  if (request === null || typeof request !== "object" || Array.isArray(request)) {
    write(error(null, "bad-request", "the request is not a JSON object"));
    return;
  }
  write(answer(request));
  if (request.cmd === "stop") process.exit(0);
});
input.on("close", () => process.exit(0));
