// Package runner plays an ogallala export (docs/export.md) against an engine over the
// protocol, with Go's standard library alone (Go 1.19 or newer). export_test.go makes each
// run a subtest of `go test`.
//
// What it does, in the order docs/export.md gives it: read the export; start the engine and
// read its hello; choose the runs for that engine (skips and rows for other readings, as
// harness/select.py chooses them); play each run's exchange, checking every reply against the
// protocol's schema (carried in the export's header) and then the run's checks.
package runner

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math/big"
	"os"
	"os/exec"
	"regexp"
	"sort"
	"strings"
	"syscall"
	"time"
	"unicode/utf8"
)

// -- the export ----------------------------------------------------------------------------

type Ruling struct {
	Decisions    map[string]string `json:"decisions"`
	Alternatives map[string]bool   `json:"alternatives"`
}

type Limits struct {
	Timeout     float64 `json:"timeout"`
	Handshake   float64 `json:"handshake"`
	MaxLine     int     `json:"max_line"`
	MaxRestarts int     `json:"max_restarts"`
}

type Export struct {
	Format         string              `json:"format"`
	Version        int                 `json:"version"`
	Protocol       json.Number         `json:"protocol"`
	Readings       map[string]string   `json:"readings"`
	Editions       []string            `json:"editions"`
	Rulings        map[string]Ruling   `json:"rulings"`
	Answers        map[string][]string `json:"answers"`
	Limits         Limits              `json:"limits"`
	ProtocolSchema map[string]any      `json:"protocol_schema"`
	Runs           []Run               `json:"runs"`
}

type Run struct {
	Key            string            `json:"key"`
	Edition        string            `json:"edition"`
	Rulings        []string          `json:"rulings"`
	Options        []string          `json:"options"`
	ReadingColumns Pairs             `json:"reading_columns"`
	Readings       map[string]string `json:"readings"`
	Steps          []Step            `json:"steps"`
}

// Pairs is a JSON object of strings with its keys in the order written (a run's reading
// columns are gone through in their order, as the harness goes through them).
type Pairs [][2]string

func (p *Pairs) UnmarshalJSON(data []byte) error {
	d := json.NewDecoder(bytes.NewReader(data))
	if _, err := d.Token(); err != nil {
		return err
	}
	for d.More() {
		key, err := d.Token()
		if err != nil {
			return err
		}
		var value string
		if err := d.Decode(&value); err != nil {
			return err
		}
		*p = append(*p, [2]string{key.(string), value})
	}
	return nil
}

type Step struct {
	Text     string `json:"text"`
	Exchange []Item `json:"exchange"`
}

type Expect struct {
	Type string  `json:"type"`
	Rule *string `json:"rule"`
	Code *string `json:"code"`
}

type BoatRules struct {
	Bows        []string `json:"bows"`
	Sterns      []string `json:"sterns"`
	Kinds       []string `json:"kinds"`
	GapSplitsAt int      `json:"gap_splits_at"`
	JoinsEnds   bool     `json:"joins_ends"`
	WholeRow    bool     `json:"whole_row"`
}

// Item is a request to send (Send set) or a check (Check set).
type Item struct {
	Send        json.RawMessage      `json:"send"`
	Reply       int                  `json:"reply"`
	Expect      *Expect              `json:"expect"`
	Check       string               `json:"check"`
	Path        []any                `json:"path"`
	Missing     *struct{ Value any } `json:"missing"`
	Value       any                  `json:"value"`
	Assumes     map[string]any       `json:"assumes"`
	AsReply     int                  `json:"as_reply"`
	AsPath      []any                `json:"as_path"`
	Fields      any                  `json:"fields"`
	Counted     bool                 `json:"counted"`
	Field       string               `json:"field"`
	Where       map[string]any       `json:"where"`
	EditionPath []any                `json:"edition_path"`
	Rules       map[string]BoatRules `json:"rules"`
}

func decode(data []byte, into any) error {
	d := json.NewDecoder(bytes.NewReader(data))
	d.UseNumber()
	return d.Decode(into)
}

// ReadExport reads either format: one document, or a header line and a run a line.
func ReadExport(path string) (*Export, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	first, rest, _ := bytes.Cut(data, []byte("\n"))
	var found Export
	if !json.Valid(first) {
		first, rest = data, nil // --format json: the document spans lines
	}
	if err := decode(first, &found); err != nil {
		return nil, fmt.Errorf("%s: %v", path, err)
	}
	if found.Format != "ogallala-export" {
		return nil, fmt.Errorf("%s is not an ogallala export", path)
	}
	if found.Version != 1 {
		return nil, fmt.Errorf("%s is format version %d; this runner reads version 1", path, found.Version)
	}
	if found.Runs == nil {
		for _, line := range bytes.Split(rest, []byte("\n")) {
			if len(bytes.TrimSpace(line)) == 0 {
				continue
			}
			var run Run
			if err := decode(line, &run); err != nil {
				return nil, fmt.Errorf("%s: %v", path, err)
			}
			found.Runs = append(found.Runs, run)
		}
	}
	return &found, nil
}

// -- JSON values ---------------------------------------------------------------------------

func number(v any) (json.Number, bool) { n, ok := v.(json.Number); return n, ok }

func integer(n json.Number) (*big.Int, bool) {
	if strings.ContainsAny(string(n), ".eE") {
		return nil, false
	}
	i, ok := new(big.Int).SetString(string(n), 10)
	return i, ok
}

func compareNumbers(a, b json.Number) int {
	if x, ok := integer(a); ok {
		if y, ok := integer(b); ok {
			return x.Cmp(y)
		}
	}
	x, _ := new(big.Float).SetString(string(a))
	y, _ := new(big.Float).SetString(string(b))
	if x == nil || y == nil {
		return strings.Compare(string(a), string(b))
	}
	return x.Cmp(y)
}

// Same is JSON equality: true is not 1, key order does not count, list order does.
func Same(a, b any) bool {
	switch x := a.(type) {
	case json.Number:
		y, ok := number(b)
		return ok && compareNumbers(x, y) == 0
	case []any:
		y, ok := b.([]any)
		if !ok || len(x) != len(y) {
			return false
		}
		for k := range x {
			if !Same(x[k], y[k]) {
				return false
			}
		}
		return true
	case map[string]any:
		y, ok := b.(map[string]any)
		if !ok || len(x) != len(y) {
			return false
		}
		for k, v := range x {
			w, ok := y[k]
			if !ok || !Same(v, w) {
				return false
			}
		}
		return true
	default:
		return a == b
	}
}

func canonical(v any) string {
	data, _ := json.Marshal(v) // maps come out with their keys sorted; numbers as written
	return string(data)
}

func show(v any) string {
	text := canonical(v)
	if len(text) > 2000 {
		text = text[:2000] + " ..."
	}
	return text
}

func copyValue(v any) any {
	var out any
	_ = decode([]byte(canonical(v)), &out)
	return out
}

// -- replies: the protocol's schema, and the normal form --------------------------------------
// A reply is checked against #/$defs/Reply of the schema the export carries (the keywords that
// schema uses) and comes back in its normal form: every absent field that has a "default"
// filled in, and each position's options and out sorted and its readings equal to the
// decision left out (docs/export.md, "normal form").

type invalid struct{ why string }

func (e invalid) Error() string { return e.why }

type validator struct {
	schema   map[string]any
	rulings  map[string]Ruling
	patterns map[string]*regexp.Regexp
}

var unicodeEscape = regexp.MustCompile(`\\u([0-9a-fA-F]{4})`)

func (v *validator) pattern(p string) *regexp.Regexp {
	if r, ok := v.patterns[p]; ok {
		return r
	}
	r := regexp.MustCompile(unicodeEscape.ReplaceAllString(p, `\x{$1}`)) // RE2 writes \uXXXX so
	v.patterns[p] = r
	return r
}

func (v *validator) resolve(s map[string]any) map[string]any {
	for {
		ref, ok := s["$ref"].(string)
		if !ok {
			return s
		}
		node := any(v.schema)
		for _, part := range strings.Split(strings.TrimPrefix(ref, "#/"), "/") {
			node = node.(map[string]any)[part]
		}
		s = node.(map[string]any)
	}
}

func where(path []string) string {
	if len(path) == 0 {
		return "(the reply)"
	}
	return strings.Join(path, ".")
}

func fail(path []string, format string, args ...any) error {
	return invalid{where(path) + ": " + fmt.Sprintf(format, args...)}
}

func isType(value any, t string) bool {
	switch t {
	case "object":
		_, ok := value.(map[string]any)
		return ok
	case "array":
		_, ok := value.([]any)
		return ok
	case "string":
		_, ok := value.(string)
		return ok
	case "integer":
		n, ok := number(value)
		if ok {
			_, ok = integer(n)
		}
		return ok
	case "number":
		_, ok := number(value)
		return ok
	case "boolean":
		_, ok := value.(bool)
		return ok
	case "null":
		return value == nil
	}
	return false
}

func (v *validator) check(value any, raw map[string]any, path []string) (any, error) {
	isState := raw["$ref"] == "#/$defs/State"
	s := v.resolve(raw)
	if disc, ok := s["discriminator"].(map[string]any); ok && s["oneOf"] != nil {
		if object, ok := value.(map[string]any); ok {
			name, _ := disc["propertyName"].(string)
			tag, _ := object[name].(string)
			target, ok := disc["mapping"].(map[string]any)[tag].(string)
			if !ok {
				return nil, fail(path, "%s %s is not one of the kinds", name, show(object[name]))
			}
			return v.check(value, map[string]any{"$ref": target}, path)
		}
	}
	for _, key := range []string{"anyOf", "oneOf"} {
		branches, ok := s[key].([]any)
		if !ok {
			continue
		}
		var fits []any
		var why error
		for _, branch := range branches {
			got, err := v.check(value, branch.(map[string]any), path)
			if err != nil {
				if why == nil {
					why = err
				}
				continue
			}
			fits = append(fits, got)
			if key == "anyOf" {
				break
			}
		}
		if len(fits) == 0 {
			return nil, why
		}
		if len(fits) > 1 {
			return nil, fail(path, "fits more than one of its forms")
		}
		value = fits[0]
	}
	if c, ok := s["const"]; ok && !Same(value, c) {
		return nil, fail(path, "must be %s", show(c))
	}
	if e, ok := s["enum"].([]any); ok {
		found := false
		for _, x := range e {
			found = found || Same(x, value)
		}
		if !found {
			return nil, fail(path, "%s is not one of %s", show(value), show(e))
		}
	}
	if t, ok := s["type"]; ok {
		types := []any{t}
		if list, ok := t.([]any); ok {
			types = list
		}
		fits := false
		for _, x := range types {
			fits = fits || isType(value, x.(string))
		}
		if !fits {
			return nil, fail(path, "%s is not of type %s", show(value), show(t))
		}
	}
	if text, ok := value.(string); ok {
		if n, ok := number(s["maxLength"]); ok {
			if limit, _ := n.Int64(); int64(utf8.RuneCountInString(text)) > limit {
				return nil, fail(path, "longer than %s characters", n)
			}
		}
		if p, ok := s["pattern"].(string); ok && !v.pattern(p).MatchString(text) {
			return nil, fail(path, "does not match %s", p)
		}
	}
	if n, ok := number(value); ok {
		if low, ok := number(s["minimum"]); ok && compareNumbers(n, low) < 0 {
			return nil, fail(path, "below %s", low)
		}
		if high, ok := number(s["maximum"]); ok && compareNumbers(n, high) > 0 {
			return nil, fail(path, "above %s", high)
		}
	}
	switch x := value.(type) {
	case []any:
		if n, ok := number(s["minItems"]); ok {
			if limit, _ := n.Int64(); int64(len(x)) < limit {
				return nil, fail(path, "fewer than %s items", n)
			}
		}
		if n, ok := number(s["maxItems"]); ok {
			if limit, _ := n.Int64(); int64(len(x)) > limit {
				return nil, fail(path, "more than %s items", n)
			}
		}
		prefix, _ := s["prefixItems"].([]any)
		items, _ := s["items"].(map[string]any)
		out := make([]any, len(x))
		for k, item := range x {
			var err error
			out[k] = item
			if k < len(prefix) {
				out[k], err = v.check(item, prefix[k].(map[string]any), append(path, fmt.Sprint(k)))
			} else if items != nil {
				out[k], err = v.check(item, items, append(path, fmt.Sprint(k)))
			}
			if err != nil {
				return nil, err
			}
		}
		value = out
	case map[string]any:
		props, _ := s["properties"].(map[string]any)
		if n, ok := number(s["maxProperties"]); ok {
			if limit, _ := n.Int64(); int64(len(x)) > limit {
				return nil, fail(path, "more than %s fields", n)
			}
		}
		required, _ := s["required"].([]any)
		for _, name := range required {
			if _, ok := x[name.(string)]; !ok {
				return nil, fail(path, "%s is missing", name)
			}
		}
		out := map[string]any{}
		for name, item := range x {
			var err error
			if p, ok := props[name]; ok {
				out[name], err = v.check(item, p.(map[string]any), append(path, name))
			} else if extra, ok := s["additionalProperties"].(map[string]any); ok {
				out[name], err = v.check(item, extra, append(path, name))
			} else if s["additionalProperties"] == false {
				return nil, fail(path, "unknown field %s", name)
			} else {
				out[name] = item
			}
			if err != nil {
				return nil, err
			}
		}
		for name, p := range props {
			if _, ok := out[name]; !ok {
				if d, ok := p.(map[string]any)["default"]; ok {
					out[name] = copyValue(d)
				}
			}
		}
		value = out
	}
	if isState {
		value = v.asPlayed(value.(map[string]any))
	}
	return value, nil
}

func texts(v any) []string {
	list, _ := v.([]any)
	out := []string{}
	for _, x := range list {
		s, _ := x.(string)
		out = append(out, s)
	}
	return out
}

func anys(list []string) []any {
	out := make([]any, len(list))
	for k, s := range list {
		out[k] = s
	}
	return out
}

// A position as the reference engine's model holds it: options and out sorted; readings that
// repeat the edition's decision dropped, when every reading names a played alternative.
func (v *validator) asPlayed(state map[string]any) map[string]any {
	for _, name := range []string{"options", "out"} {
		list := texts(state[name])
		sort.Strings(list) // bytes of UTF-8 sort as code points
		state[name] = anys(list)
	}
	edition, _ := state["edition"].(string)
	readings, _ := state["readings"].(map[string]any)
	known := true
	for rid, aid := range readings {
		r, ok := v.rulings[rid]
		alt, _ := aid.(string)
		_, decides := r.Decisions[edition]
		known = known && ok && decides && r.Alternatives[alt]
	}
	if known {
		kept := map[string]any{}
		for rid, aid := range readings {
			if v.rulings[rid].Decisions[edition] != aid {
				kept[rid] = aid
			}
		}
		state["readings"] = kept
	}
	return state
}

// -- the checks ------------------------------------------------------------------------------

var errOutside = errors.New("an index outside its list")
var errAbsent = errors.New("nothing there")

func at(value any, path []any) (any, error) {
	for _, part := range path {
		switch p := part.(type) {
		case json.Number:
			list, ok := value.([]any)
			if !ok {
				return nil, errAbsent
			}
			k, err := p.Int64()
			if err != nil || k < 0 || k >= int64(len(list)) {
				return nil, errOutside
			}
			value = list[k]
		case string:
			object, ok := value.(map[string]any)
			if !ok {
				return nil, errAbsent
			}
			if value, ok = object[p]; !ok {
				return nil, errAbsent
			}
		case map[string]any:
			list, ok := value.([]any)
			if !ok {
				return nil, errAbsent
			}
			fields, _ := p["first"].(map[string]any)
			found := false
			for _, x := range list {
				if has(x, fields) {
					value, found = x, true
					break
				}
			}
			if !found {
				return nil, errAbsent
			}
		default:
			return nil, errAbsent
		}
	}
	return value, nil
}

func has(value any, fields map[string]any) bool {
	object, ok := value.(map[string]any)
	if !ok {
		return false
	}
	for k, want := range fields {
		got, ok := object[k]
		if !ok || !Same(got, want) {
			return false
		}
	}
	return true
}

func project(value any, fields any) any {
	names, ok := fields.([]any)
	object, isObject := value.(map[string]any)
	if !ok || !isObject {
		return value
	}
	out := map[string]any{}
	for _, name := range names {
		out[name.(string)] = object[name.(string)] // an absent field as null
	}
	return out
}

func counts(values []any, fields any) map[string]int {
	out := map[string]int{}
	for _, v := range values {
		out[canonical(project(v, fields))]++
	}
	return out
}

// CompleteBoats counts the complete boats of a display's rows (rule boats.composition).
func CompleteBoats(display any, rules BoatRules) (int, error) {
	set := func(list []string) map[string]bool {
		out := map[string]bool{}
		for _, s := range list {
			out[s] = true
		}
		return out
	}
	bows, sterns, kinds := set(rules.Bows), set(rules.Sterns), set(rules.Kinds)
	count := 0
	rows, _ := display.([]any)
	for _, r := range rows {
		row, _ := r.([]any)
		first, last, cards := -1, -1, 0
		firstBow, lastStern := false, false
		close := func() {
			if cards >= 2 && cards == last-first+1 && firstBow && lastStern {
				count++
			}
		}
		for col, c := range row {
			if c == nil {
				continue
			}
			card, _ := c.(string)
			kind := card
			if !kinds[kind] {
				kind, _, _ = strings.Cut(card, ".")
			}
			if !kinds[kind] {
				return 0, errAbsent
			}
			bow, stern := bows[kind], sterns[kind]
			if first >= 0 {
				gap := col - last - 1
				bridged := rules.JoinsEnds && gap > 0 && gap < rules.GapSplitsAt
				if !rules.WholeRow && !bridged && (lastStern || bow || (rules.GapSplitsAt > 0 && gap >= rules.GapSplitsAt)) {
					close()
					first = -1
				}
			}
			if first < 0 {
				first, firstBow, cards = col, bow, 0
			}
			last, lastStern = col, stern
			cards++
		}
		if first >= 0 {
			close()
		}
	}
	return count, nil
}

func reply(replies []map[string]any, n int, path []any) (any, error) {
	if n < 1 || n > len(replies) || replies[n-1] == nil {
		return nil, errAbsent
	}
	return at(replies[n-1], path)
}

// Holds says whether a check holds; the replies by number from 1, each in its normal form.
func Holds(c Item, replies []map[string]any) bool {
	found, err := reply(replies, c.Reply, c.Path)
	if err == errOutside && c.Missing != nil {
		found, err = c.Missing.Value, nil
	}
	if err != nil {
		return false
	}
	switch c.Check {
	case "equal":
		if len(c.Assumes) > 0 {
			head, err := reply(replies, c.Reply, c.Path[:1])
			if err != nil || !has(head, c.Assumes) {
				return false
			}
		}
		return Same(found, c.Value)
	case "same":
		other, err := reply(replies, c.AsReply, c.AsPath)
		return err == nil && Same(found, other)
	case "match":
		fields, _ := c.Fields.(map[string]any)
		return has(found, fields)
	}
	list, ok := found.([]any)
	if !ok {
		return false
	}
	want, _ := c.Value.([]any)
	switch c.Check {
	case "count":
		n, _ := number(c.Value)
		return compareNumbers(json.Number(fmt.Sprint(len(list))), n) == 0
	case "items":
		have, wanted := counts(list, c.Fields), counts(want, nil)
		if len(have) != len(wanted) {
			return false
		}
		for k, n := range wanted {
			if have[k] != n {
				return false
			}
		}
		return true
	case "includes":
		have := counts(list, c.Fields)
		for k, n := range counts(want, nil) {
			if have[k] == 0 || (c.Counted && have[k] < n) {
				return false
			}
		}
		return true
	case "excludes":
		have := counts(list, c.Fields)
		for _, x := range want {
			if have[canonical(x)] > 0 {
				return false
			}
		}
		return true
	case "total":
		total := 0
		for _, x := range list {
			inner, ok := x.([]any)
			if !ok {
				return false
			}
			total += len(inner)
		}
		n, _ := number(c.Value)
		return compareNumbers(json.Number(fmt.Sprint(total)), n) == 0
	case "sum":
		total := new(big.Int)
		for _, x := range list {
			if has(x, c.Where) {
				n, ok := number(x.(map[string]any)[c.Field])
				i, isInt := integer(n)
				if !ok || !isInt {
					return false
				}
				total.Add(total, i)
			}
		}
		n, _ := number(c.Value)
		i, _ := integer(n)
		return i != nil && total.Cmp(i) == 0
	case "any":
		fields, _ := c.Fields.(map[string]any)
		for _, x := range list {
			if has(x, fields) {
				return true
			}
		}
		return false
	case "boats":
		edition, err := reply(replies, c.Reply, c.EditionPath)
		name, isText := edition.(string)
		rules, known := c.Rules[name]
		if err != nil || !isText || !known {
			return false
		}
		count, err := CompleteBoats(list, rules)
		n, _ := number(c.Value)
		return err == nil && compareNumbers(json.Number(fmt.Sprint(count)), n) == 0
	}
	panic(fmt.Sprintf("unknown check %q: this runner reads format version 1", c.Check))
}

// -- which runs, under which readings --------------------------------------------------------
// The rules of harness/select.py: skipped when the engine does not claim the run's edition or a
// variant it plays with, or reads a ruling it depends on in a way the register does not list;
// left out (not a run for it) when the row is for another reading than the engine's.

type Hello struct {
	Editions      []string            `json:"editions"`
	Variants      map[string][]string `json:"variants"`
	Rulings       map[string]string   `json:"rulings"`
	PlaysReadings bool                `json:"plays_readings"`
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// ForSuite keeps of a hello what names something in the suite (harness.select.for_suite).
func ForSuite(e *Export, said map[string]any) Hello {
	var h Hello
	_ = decode([]byte(canonical(said)), &h)
	out := Hello{Variants: map[string][]string{}, Rulings: map[string]string{}, PlaysReadings: h.PlaysReadings}
	for _, ed := range h.Editions {
		if contains(e.Editions, ed) && !contains(out.Editions, ed) {
			out.Editions = append(out.Editions, ed)
		}
	}
	for ed, v := range h.Variants {
		if contains(e.Editions, ed) {
			out.Variants[ed] = v
		}
	}
	for key, aid := range h.Rulings {
		rid, edition, scoped := strings.Cut(key, "@")
		if _, ok := e.Rulings[rid]; ok && (!scoped || contains(e.Editions, edition)) {
			if len(aid) > 200 {
				aid = aid[:200]
			}
			out.Rulings[key] = aid
		}
	}
	return out
}

func unplayable(e *Export, rid, aid string) string {
	r := e.Rulings[rid]
	plays, listed := r.Alternatives[aid]
	if !listed {
		return "which the register does not list"
	}
	if !plays {
		return "which the register marks as not played"
	}
	return ""
}

func engineReading(h Hello, rid, edition string) (string, bool) {
	if aid, ok := h.Rulings[rid+"@"+edition]; ok {
		return aid, true
	}
	aid, ok := h.Rulings[rid]
	return aid, ok
}

func declared(e *Export, h Hello, edition string) map[string]string {
	found := map[string]string{}
	for key, aid := range h.Rulings {
		rid, only, scoped := strings.Cut(key, "@")
		r, known := e.Rulings[rid]
		_, decides := r.Decisions[edition]
		_, both := h.Rulings[rid+"@"+edition]
		if known && decides && (!scoped || only == edition) && (scoped || !both) {
			found[rid] = aid
		}
	}
	for rid, aid := range found {
		if aid == e.Rulings[rid].Decisions[edition] {
			delete(found, rid)
		}
	}
	return found
}

// Choice says what a run is for an engine: left out, skipped (and why), or played.
type Choice struct {
	LeftOut       bool
	Skip          string
	WrongReadings string
}

func Choose(e *Export, h Hello, run Run) Choice {
	readings := map[string]string{}
	for _, pair := range run.ReadingColumns {
		readings[pair[0]] = pair[1]
	}
	if contains(h.Editions, run.Edition) && !h.PlaysReadings {
		mine := map[string]string{}
		for rid, aid := range declared(e, h, run.Edition) {
			if unplayable(e, rid, aid) == "" {
				mine[rid] = aid
			}
		}
		kept := false
		for _, pair := range run.ReadingColumns {
			rid, aid := pair[0], pair[1]
			theirs, said := engineReading(h, rid, run.Edition)
			if !said || theirs == "" {
				theirs = e.Rulings[rid].Decisions[run.Edition]
			}
			if unplayable(e, rid, theirs) != "" {
				kept = true // played under the row's own readings, to be skipped below
				break
			}
			if theirs != aid {
				return Choice{LeftOut: true}
			}
		}
		if !kept {
			readings = map[string]string{}
			for k, v := range mine {
				readings[k] = v
			}
			for _, pair := range run.ReadingColumns {
				// a row's reading that is the edition's decision goes unsaid to such an engine
				if pair[1] != e.Rulings[pair[0]].Decisions[run.Edition] {
					readings[pair[0]] = pair[1]
				}
			}
		}
	}
	if !contains(h.Editions, run.Edition) {
		return Choice{Skip: "the engine does not implement edition " + run.Edition}
	}
	var missing []string
	for _, o := range run.Options {
		if !contains(h.Variants[run.Edition], o) {
			missing = append(missing, o)
		}
	}
	if len(missing) > 0 {
		return Choice{Skip: fmt.Sprintf("the engine does not implement variant %s of %s", strings.Join(missing, ", "), run.Edition)}
	}
	for _, rid := range run.Rulings {
		r, known := e.Rulings[rid]
		reading, said := engineReading(h, rid, run.Edition)
		_, decides := r.Decisions[run.Edition]
		if !known || !said || !decides {
			continue
		}
		if why := unplayable(e, rid, reading); why != "" {
			return Choice{Skip: fmt.Sprintf("the engine reads ruling %s as '%s', %s", rid, reading, why)}
		}
	}
	if canonical(readings) != canonical(run.Readings) && !(len(readings) == 0 && len(run.Readings) == 0) {
		return Choice{WrongReadings: fmt.Sprintf("the engine plays this run under %s, the export has it under %s: make the "+
			"export with `ogallala export --reading RULING=ALT` for each reading the engine declares", canonical(readings), canonical(run.Readings))}
	}
	return Choice{}
}

// -- the engine ----------------------------------------------------------------------------------

// EngineFailure is an engine that misbehaved: it is killed, and the next run starts another.
type EngineFailure struct{ Kind, Message string }

func (e *EngineFailure) Error() string { return e.Kind + ": " + e.Message }

// Split splits a command line as a shell would (quotes and backslashes); it runs without one.
func Split(command string) ([]string, error) {
	var words []string
	var word []rune
	in, quote := false, rune(0)
	text := []rune(command)
	for k := 0; k < len(text); k++ {
		c := text[k]
		switch {
		case quote == '\'':
			if c == '\'' {
				quote = 0
			} else {
				word = append(word, c)
			}
		case quote == '"':
			if c == '"' {
				quote = 0
			} else if c == '\\' && k+1 < len(text) && strings.ContainsRune("\"\\$`\n", text[k+1]) {
				k++
				word = append(word, text[k])
			} else {
				word = append(word, c)
			}
		case c == ' ' || c == '\t' || c == '\n':
			if in {
				words = append(words, string(word))
			}
			word, in = nil, false
		case c == '\'' || c == '"':
			quote, in = c, true
		case c == '\\':
			in = true
			if k+1 < len(text) {
				k++
				word = append(word, text[k])
			}
		default:
			in = true
			word = append(word, c)
		}
	}
	if quote != 0 {
		return nil, fmt.Errorf("unbalanced quote in the engine command: %s", command)
	}
	if in {
		words = append(words, string(word))
	}
	if len(words) == 0 {
		return nil, errors.New("the engine command is empty")
	}
	return words, nil
}

type line struct {
	text string
	err  error
}

type session struct {
	cmd   *exec.Cmd
	stdin io.WriteCloser
	lines chan line
	done  chan struct{} // closed when the engine is killed: its reader stops
}

type Engine struct {
	argv             []string
	export           *Export
	timeout          time.Duration
	check            *validator
	nextID           int64
	session          *session
	starts, restarts int
	greeting         map[string]any
}

func NewEngine(argv []string, e *Export, timeout time.Duration) *Engine {
	if timeout <= 0 {
		timeout = time.Duration(e.Limits.Timeout * float64(time.Second))
	}
	v := &validator{schema: e.ProtocolSchema, rulings: e.Rulings, patterns: map[string]*regexp.Regexp{}}
	return &Engine{argv: argv, export: e, timeout: timeout, check: v, nextID: 1}
}

func (g *Engine) Alive() bool { return g.session != nil }

// Launch starts the engine and reads its hello (what it says, without type, id and pipelining).
func (g *Engine) Launch() (map[string]any, error) {
	if g.starts > 0 && g.restarts >= g.export.Limits.MaxRestarts {
		return nil, &EngineFailure{"gave-up", fmt.Sprintf("the engine failed and was restarted %d times; giving up on it", g.restarts)}
	}
	if g.starts > 0 {
		g.restarts++
	}
	g.starts++
	cmd := exec.Command(g.argv[0], g.argv[1:]...)
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
	stdin, _ := cmd.StdinPipe()
	stdout, _ := cmd.StdoutPipe()
	cmd.Stderr = io.Discard
	if err := cmd.Start(); err != nil {
		return nil, &EngineFailure{"start", fmt.Sprintf("cannot run '%s': %v", g.argv[0], err)}
	}
	s := &session{cmd: cmd, stdin: stdin, lines: make(chan line, 64), done: make(chan struct{})}
	g.session = s
	go func() {
		defer close(s.lines)
		send := func(l line) bool {
			select {
			case s.lines <- l:
				return true
			case <-s.done:
				return false
			}
		}
		reader := bufio.NewReaderSize(stdout, 1<<16)
		for {
			var text []byte
			for {
				chunk, more, err := reader.ReadLine()
				text = append(text, chunk...)
				if err != nil {
					send(line{err: &EngineFailure{"crash", "the engine closed its output"}})
					return
				}
				if len(text) > g.export.Limits.MaxLine {
					send(line{err: &EngineFailure{"limit", fmt.Sprintf("a reply is longer than %d bytes", g.export.Limits.MaxLine)}})
					return
				}
				if !more {
					break
				}
			}
			if !send(line{text: string(text)}) {
				return
			}
		}
	}()
	handshake := time.Duration(g.export.Limits.Handshake * float64(time.Second))
	if handshake < g.timeout {
		handshake = g.timeout
	}
	hello, err := g.Exchange(map[string]any{"cmd": "hello", "protocol": g.export.Protocol}, nil, handshake)
	if err != nil {
		return nil, &EngineFailure{"start", "no valid hello: " + err.Error()}
	}
	if hello["type"] != "hello" {
		g.Kill()
		return nil, &EngineFailure{"start", fmt.Sprintf("the engine refused the handshake: %v: %v", hello["code"], hello["message"])}
	}
	if !Same(hello["protocol"], g.export.Protocol) {
		g.Kill()
		return nil, &EngineFailure{"start", fmt.Sprintf("the engine speaks protocol version %s", show(hello["protocol"]))}
	}
	said := map[string]any{}
	for k, v := range hello {
		if k != "type" && k != "id" && k != "pipelining" {
			said[k] = v
		}
	}
	if g.greeting == nil {
		g.greeting = said
	} else if !Same(said, g.greeting) {
		g.Kill()
		return nil, &EngineFailure{"start", "the restarted engine's hello differs from the first one"}
	}
	return said, nil
}

// Exchange sends a request (given as an object, or as the export's raw JSON without id) and
// reads its reply in its normal form. An engine whose reply is not valid is killed.
func (g *Engine) Exchange(request map[string]any, raw json.RawMessage, wait time.Duration) (map[string]any, error) {
	if wait <= 0 {
		wait = g.timeout
	}
	id := g.nextID
	g.nextID++
	var text string
	if raw != nil {
		request = map[string]any{}
		if err := decode(raw, &request); err != nil {
			return nil, err
		}
	}
	cmd, _ := request["cmd"].(string)
	head, _ := json.Marshal(cmd)
	prefix := `{"cmd":` + string(head)
	if raw != nil && bytes.HasPrefix(raw, []byte(prefix)) {
		// the export's request as written, its id put after `cmd` as the harness puts it
		text = prefix + fmt.Sprintf(`,"id":%d`, id) + string(raw[len(prefix):])
	} else {
		request["id"] = id
		data, _ := json.Marshal(request)
		text = string(data)
	}
	reply, err := g.answer(text, id, cmd, wait)
	if err != nil {
		g.Kill()
	}
	return reply, err
}

func (g *Engine) answer(text string, id int64, cmd string, wait time.Duration) (map[string]any, error) {
	s := g.session
	if _, err := io.WriteString(s.stdin, text+"\n"); err != nil {
		return nil, &EngineFailure{"crash", fmt.Sprintf("the engine ended before reading the `%s` request", cmd)}
	}
	var got line
	select {
	case l, ok := <-s.lines:
		if !ok {
			return nil, &EngineFailure{"crash", fmt.Sprintf("the engine ended while answering `%s`", cmd)}
		}
		got = l
	case <-time.After(wait):
		return nil, &EngineFailure{"timeout", fmt.Sprintf("no reply to `%s` within %v", cmd, wait)}
	}
	if got.err != nil {
		return nil, got.err
	}
	var data any
	d := json.NewDecoder(strings.NewReader(got.text))
	d.UseNumber()
	if err := d.Decode(&data); err != nil || d.More() {
		return nil, &EngineFailure{"malformed", fmt.Sprintf("the reply to `%s` is not JSON: %.200s", cmd, got.text)}
	}
	if _, err := d.Token(); err != io.EOF {
		return nil, &EngineFailure{"malformed", fmt.Sprintf("the reply to `%s` is not JSON: %.200s", cmd, got.text)}
	}
	normal, err := g.check.check(data, map[string]any{"$ref": "#/$defs/Reply"}, nil)
	if err != nil {
		return nil, &EngineFailure{"schema", fmt.Sprintf("the reply to `%s` is not a valid reply: %v; got %.200s", cmd, err, got.text)}
	}
	reply := normal.(map[string]any)
	kind, _ := reply["type"].(string)
	if !Same(reply["id"], json.Number(fmt.Sprint(id))) && !(kind == "error" && reply["id"] == nil) {
		return nil, &EngineFailure{"wrong-id", fmt.Sprintf("the reply to `%s` #%d has id %s", cmd, id, show(reply["id"]))}
	}
	if kind != "error" && !contains(g.export.Answers[cmd], kind) {
		return nil, &EngineFailure{"schema", fmt.Sprintf("`%s` was answered with a `%s` reply", cmd, kind)}
	}
	return reply, nil
}

// Kill ends the engine's process group.
func (g *Engine) Kill() {
	s := g.session
	if s == nil {
		return
	}
	g.session = nil
	close(s.done)
	_ = syscall.Kill(-s.cmd.Process.Pid, syscall.SIGKILL)
	_ = s.stdin.Close()
	go func() { _ = s.cmd.Wait() }()
}

// Stop asks the engine to stop, then ends it.
func (g *Engine) Stop() {
	if g.session != nil {
		_, _ = g.Exchange(map[string]any{"cmd": "stop"}, nil, time.Second)
	}
	g.Kill()
}

// -- a run ---------------------------------------------------------------------------------------

// Play plays one run: nil when it passes, else why not.
func Play(g *Engine, run Run) error {
	if !g.Alive() {
		if _, err := g.Launch(); err != nil {
			return err
		}
	}
	var replies []map[string]any
	for _, step := range run.Steps {
		for _, item := range step.Exchange {
			if item.Send != nil {
				got, err := g.Exchange(nil, item.Send, 0)
				if err != nil {
					return fmt.Errorf("%s\n  %v", step.Text, err)
				}
				want := item.Expect
				kind, _ := got["type"].(string)
				if kind != want.Type || (want.Rule != nil && got["rule"] != *want.Rule) || (want.Code != nil && got["code"] != *want.Code) {
					return fmt.Errorf("%s\n  the reply should be %s%s; it is %s", step.Text, want.Type, expectation(want), said(got))
				}
				for len(replies) < item.Reply {
					replies = append(replies, nil)
				}
				replies[item.Reply-1] = got
			} else if !Holds(item, replies) {
				found := "(nothing there)"
				if value, err := reply(replies, item.Reply, item.Path); err == nil {
					found = show(value)
				}
				want := item.Value
				if want == nil {
					want = item.Fields
				}
				return fmt.Errorf("%s\n  %s at reply %d %s\n  expected: %s\n  found:    %s", step.Text, item.Check, item.Reply,
					show(item.Path), show(want), found)
			}
		}
	}
	return nil
}

func expectation(e *Expect) string {
	switch {
	case e.Rule != nil:
		return " by rule " + *e.Rule
	case e.Code != nil:
		return " (" + *e.Code + ")"
	}
	return ""
}

func said(reply map[string]any) string {
	switch reply["type"] {
	case "error":
		return fmt.Sprintf("error %v: %v", reply["code"], reply["message"])
	case "rejected":
		return fmt.Sprintf("rejected by rule %v: %v", reply["rule"], reply["reason"])
	}
	return fmt.Sprint(reply["type"])
}
