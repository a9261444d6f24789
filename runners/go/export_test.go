package runner

// The conformance suite, from an ogallala export, as `go test` subtests: one per run key.
//
//	ogallala export --format jsonl -o suite.jsonl
//	OGALLALA_EXPORT=$PWD/suite.jsonl OGALLALA_ENGINE="./my-engine" go test -timeout 0 ./runners/go
//
// OGALLALA_TIMEOUT overrides the seconds each reply may take (the export's, 10 by default);
// OGALLALA_VERDICTS=FILE writes {"run key": "passed" | "failed" | "skipped"} there at the end.
// Runs for another reading than the engine's (docs/export.md) are not subtests for it.

import (
	"encoding/json"
	"os"
	"strconv"
	"testing"
	"time"
)

func TestExport(t *testing.T) {
	path, command := os.Getenv("OGALLALA_EXPORT"), os.Getenv("OGALLALA_ENGINE")
	if path == "" || command == "" {
		t.Skip("set OGALLALA_EXPORT (a file written by `ogallala export`) and OGALLALA_ENGINE (the engine command)")
	}
	suite, err := ReadExport(path)
	if err != nil {
		t.Fatal(err)
	}
	argv, err := Split(command)
	if err != nil {
		t.Fatal(err)
	}
	var timeout time.Duration
	if given := os.Getenv("OGALLALA_TIMEOUT"); given != "" {
		seconds, err := strconv.ParseFloat(given, 64)
		if err != nil || seconds <= 0 {
			t.Fatalf("OGALLALA_TIMEOUT=%s is not a number of seconds", given)
		}
		timeout = time.Duration(seconds * float64(time.Second))
	}
	engine := NewEngine(argv, suite, timeout)
	said, err := engine.Launch()
	if err != nil {
		t.Fatalf("the engine could not be started: %v", err)
	}
	defer engine.Stop()
	hello := ForSuite(suite, said)
	verdicts := map[string]string{}
	for _, run := range suite.Runs {
		run := run
		chosen := Choose(suite, hello, run)
		if chosen.LeftOut {
			continue
		}
		t.Run(run.Key, func(t *testing.T) {
			if chosen.Skip != "" {
				verdicts[run.Key] = "skipped"
				t.Skip(chosen.Skip)
			}
			verdicts[run.Key] = "failed"
			if chosen.WrongReadings != "" {
				t.Fatal(chosen.WrongReadings)
			}
			if err := Play(engine, run); err != nil {
				t.Fatal(err)
			}
			verdicts[run.Key] = "passed"
		})
	}
	if out := os.Getenv("OGALLALA_VERDICTS"); out != "" {
		data, _ := json.MarshalIndent(verdicts, "", " ")
		if err := os.WriteFile(out, append(data, '\n'), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}
