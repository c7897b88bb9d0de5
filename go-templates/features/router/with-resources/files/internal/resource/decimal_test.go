package resource

import (
	"encoding/json"
	"errors"
	"reflect"
	"strings"
	"testing"
)

// decimal parses s, which the test knows to be a decimal.
func decimal(t *testing.T, s string) Decimal {
	t.Helper()
	d, err := ParseDecimal(s)
	if err != nil {
		t.Fatalf("ParseDecimal(%q): %v", s, err)
	}
	return d
}

func TestParseDecimal(t *testing.T) {
	for s, want := range map[string]string{
		"0":                            "0",
		"12.30":                        "12.30",
		"007.50":                       "7.50",
		"-0.00":                        "0.00", // zero is unsigned
		"-000":                         "0",
		"-0.01":                        "-0.01",
		"0.5":                          "0.5",
		strings.Repeat("9", 64):        strings.Repeat("9", 64),
		"1." + strings.Repeat("0", 62): "1." + strings.Repeat("0", 62),
		"":                             "",
		"-":                            "",
		"1.":                           "",
		".5":                           "",
		"+1":                           "",
		"1e3":                          "",
		" 1":                           "",
		"1 ":                           "",
		"1,5":                          "",
		"1.2.3":                        "",
		"--1":                          "",
		"NaN":                          "",
		"Infinity":                     "",
		"١":                            "", // a digit, but not ASCII
		strings.Repeat("9", 67):        "", // past 66 characters
		"0." + strings.Repeat("0", 65): "", // leading zeros count too
	} {
		d, err := ParseDecimal(s)
		var invalid *ValidationError
		switch {
		case want == "" && (!errors.As(err, &invalid) || invalid.Problems[0].Message != decimalMessage):
			t.Errorf("ParseDecimal(%q) = %q, %v, want the decimal message", s, d, err)
		case want != "" && (err != nil || d.String() != want):
			t.Errorf("ParseDecimal(%q) = %q, %v, want %q", s, d, err, want)
		}
	}
}

func TestDecimalFits(t *testing.T) {
	for _, tc := range []struct {
		in               string
		precision, scale int
		want             bool
	}{
		{"12.30", 4, 2, true},
		{"123.4", 4, 2, false}, // three digits before the point
		{"1.234", 4, 2, false}, // three after it
		{"007.500", 3, 2, true},
		{"0.05", 2, 2, true},
		{"-1", 2, 2, false},
		{"0", 1, 1, true},
	} {
		if got := decimal(t, tc.in).Fits(tc.precision, tc.scale); got != tc.want {
			t.Errorf("%s.Fits(%d, %d) = %v, want %v", tc.in, tc.precision, tc.scale, got, tc.want)
		}
	}
}

func TestDecimalWithScale(t *testing.T) {
	for _, tc := range []struct {
		in    string
		scale int
		want  string
	}{
		{"12.3", 2, "12.30"},
		{"12", 2, "12.00"},
		{"12.30", 2, "12.30"},
		{"12.3000", 2, "12.30"},
		{"-12.300", 0, "-12.3"}, // needs a digit the scale has not: kept, not rounded
		{"12.345", 2, "12.345"}, // the same
		{"-0.000", 1, "0.0"},
		{"0", 3, "0.000"},
	} {
		if got := decimal(t, tc.in).WithScale(tc.scale).String(); got != tc.want {
			t.Errorf("%s.WithScale(%d) = %s, want %s", tc.in, tc.scale, got, tc.want)
		}
	}
	if got := (Decimal{}).WithScale(2).String(); got != "0.00" {
		t.Errorf("Decimal{}.WithScale(2) = %s, want 0.00", got)
	}
	if d, err := ParseDecimalScale("7.5", 2); err != nil || d.String() != "7.50" {
		t.Errorf(`ParseDecimalScale("7.5", 2) = %s, %v; want 7.50`, d, err)
	}
}

func TestDecimalCmp(t *testing.T) {
	for _, tc := range []struct {
		a, b string
		want int
	}{
		{"1.5", "1.50", 0},
		{"0", "0.00", 0},
		{"0", "-0.0", 0},
		{"1.5", "1.49", 1},
		{"2", "10", -1},
		{"10", "9.99", 1},
		{"0.1", "0.09", 1},
		{"-1", "1", -1},
		{"-2", "-10", 1},
		{"-1.5", "-1.50", 0},
		{"-0.01", "0", -1},
		{"0", "0.01", -1},
	} {
		a, b := decimal(t, tc.a), decimal(t, tc.b)
		if got, back := a.Cmp(b), b.Cmp(a); got != tc.want || back != -tc.want {
			t.Errorf("%s.Cmp(%s) = %d and back %d, want %d", tc.a, tc.b, got, back, tc.want)
		}
	}
	if got := (Decimal{}).Cmp(decimal(t, "0.0")); got != 0 {
		t.Errorf("Decimal{}.Cmp(0.0) = %d, want 0", got)
	}
}

func TestDecimalJSON(t *testing.T) {
	var in struct {
		Price Decimal  `json:"price"`
		Old   *Decimal `json:"old"`
	}
	if err := json.Unmarshal([]byte(`{"price":"-007.50","old":null}`), &in); err != nil {
		t.Fatal(err)
	}
	out, err := json.Marshal(in)
	if err != nil || string(out) != `{"price":"-7.50","old":null}` {
		t.Errorf("round trip = %s, %v", out, err)
	}
	if out, _ := json.Marshal(Decimal{}); string(out) != `"0"` {
		t.Errorf("Decimal{} = %s, want \"0\"", out)
	}
	d := decimal(t, "1.5")
	if err := d.UnmarshalJSON([]byte("null")); err != nil || d.String() != "1.5" {
		t.Errorf("null made it %s, %v; want it left as 1.5", d, err)
	}
	for _, b := range []string{`12.30`, `1e3`, `true`, `"1e3"`, `""`} {
		var invalid *ValidationError
		if err := json.Unmarshal([]byte(b), &d); !errors.As(err, &invalid) || invalid.Problems[0].Message != decimalMessage {
			t.Errorf("unmarshal %s: %v, want the decimal message", b, err)
		}
	}
	if got := expected(reflect.TypeFor[Decimal]()); got != `a decimal number written as a string, like "12.30"` {
		t.Errorf("expected = %s", got)
	}
}

func TestDecimalScanAndValue(t *testing.T) {
	for _, tc := range []struct {
		src  any
		want string
	}{
		{"12.30", "12.30"},
		{[]byte("-0.50"), "-0.50"},
		{int64(-42), "-42"},
		{"1e3", ""},
		{"NaN", ""},
		{1.5, ""}, // a float is not exact
		{nil, ""},
	} {
		var d Decimal
		err := d.Scan(tc.src)
		if tc.want == "" && err == nil || tc.want != "" && (err != nil || d.String() != tc.want) {
			t.Errorf("Scan(%#v) = %s, %v, want %q", tc.src, d, err, tc.want)
		}
	}
	if v, err := decimal(t, "-7.50").Value(); v != "-7.50" || err != nil {
		t.Errorf("Value() = %#v, %v", v, err)
	}
}
