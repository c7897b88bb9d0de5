package resource

import (
	"encoding/binary"
	"encoding/hex"
	"math"
	"strings"
	"testing"
)

// decimal128Vectors are Decimal128s as the MongoDB driver writes them (bson.ParseDecimal128), in hex.
var decimal128Vectors = map[string]string{
	"0":                                  "00000000000000000000000000004030",
	"0.00":                               "00000000000000000000000000003c30",
	"-0.01":                              "01000000000000000000000000003cb0",
	"12.30":                              "ce040000000000000000000000003c30",
	"9999999999999999999999999999999999": "ffffffff638e8d37c087adbe09ed4130",
	"-1234567890.123456789":              "1581e97df41022110000000000002eb0",
	"18446744073709551616":               "00000000000000000100000000004030", // 2^64: the carry into the high half
}

func TestDecimalBSON(t *testing.T) {
	for s, want := range decimal128Vectors {
		d, err := ParseDecimal(s)
		if err != nil {
			t.Fatal(err)
		}
		typ, data, err := d.MarshalBSONValue()
		if err != nil || typ != bsonDecimal128 || hex.EncodeToString(data) != want {
			t.Errorf("%s: %#x %x, %v, want %s", s, typ, data, err, want)
		}
		var back Decimal
		if err := back.UnmarshalBSONValue(typ, data); err != nil || back != d {
			t.Errorf("%s read back as %s, %v", s, back, err)
		}
	}
	if _, _, err := (Decimal{text: strings.Repeat("9", 35)}).MarshalBSONValue(); err == nil {
		t.Error("35 digits written to a Decimal128")
	}
}

func TestDecimalBSONReadsOtherWriters(t *testing.T) {
	for data, want := range map[string]string{
		"01000000000000000000000000004630": "1000",      // 1E+3
		"05000000000000000000000000003a30": "0.005",     // 5E-3
		"00000000000000000000000000003cb0": "0.00",      // -0.00: zero is unsigned
		"00000000000000000000000000004630": "0",         // 0E+3
		"0f000000000000000000000000004cb0": "-15000000", // -15E+6
		"0000000000000000000000000000007c": "",          // NaN
		"00000000000000000000000000000078": "",          // Infinity
		"01000000000000000000000000000060": "",          // the second form
		"010000000000000000000000000000":   "",          // 15 bytes
		"0100000000000000000000000000fe5f": "",          // 1E+6111: past 64 digits
		"01000000000000000000000000000000": "",          // 1E-6176: past 64 digits
	} {
		b, _ := hex.DecodeString(data)
		var d Decimal
		err := d.UnmarshalBSONValue(bsonDecimal128, b)
		if want == "" && err == nil || want != "" && (err != nil || d.String() != want) {
			t.Errorf("%s read as %s, %v, want %q", data, d, err, want)
		}
	}
}

// TestDecimalBSONReadsIntegers: an integer field widened to a decimal since holds int32s, int64s or
// (written by the mongo shell) doubles; a double is read only when it is exactly an integer.
func TestDecimalBSONReadsIntegers(t *testing.T) {
	for _, tc := range []struct {
		typ  byte
		data []byte
		want string // "" when refused
	}{
		{bsonInt32, binary.LittleEndian.AppendUint32(nil, uint32(0xfffffff9)), "-7"},
		{bsonInt64, binary.LittleEndian.AppendUint64(nil, 1<<63), "-9223372036854775808"},
		{bsonDouble, binary.LittleEndian.AppendUint64(nil, math.Float64bits(-7)), "-7"},
		{bsonDouble, binary.LittleEndian.AppendUint64(nil, math.Float64bits(1<<53)), "9007199254740992"},
		{bsonDouble, binary.LittleEndian.AppendUint64(nil, math.Float64bits(1<<53+2)), ""},
		{bsonDouble, binary.LittleEndian.AppendUint64(nil, math.Float64bits(0.5)), ""},
		{bsonDouble, binary.LittleEndian.AppendUint64(nil, math.Float64bits(math.NaN())), ""},
		{bsonInt64, make([]byte, 4), ""},
		{0x02, []byte("\x02\x00\x00\x007\x00"), ""}, // a string
	} {
		var d Decimal
		err := d.UnmarshalBSONValue(tc.typ, tc.data)
		if tc.want == "" && err == nil || tc.want != "" && (err != nil || d.String() != tc.want) {
			t.Errorf("%#x %x read as %s, %v, want %q", tc.typ, tc.data, d, err, tc.want)
		}
	}
}
