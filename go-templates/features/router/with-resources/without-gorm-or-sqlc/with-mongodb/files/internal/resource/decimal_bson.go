package resource

import (
	"encoding/binary"
	"errors"
	"fmt"
	"math"
	"math/bits"
	"slices"
	"strconv"
	"strings"
)

// BSON's Decimal128 is an IEEE 754-2008 decimal128 in its binary integer encoding, the low 64 bits
// first, each half little-endian (https://bsonspec.org/spec.html): a sign bit, a 14-bit exponent
// biased by 6176, then a coefficient under 10^34 (the first form: its top 49 bits in the high half).
const (
	bsonDouble             = 0x01
	bsonInt32              = 0x10
	bsonInt64              = 0x12
	bsonDecimal128         = 0x13
	decimal128Bias         = 6176
	decimal128Digits       = 34
	decimal128HighMask     = 1<<49 - 1
	decimal128ExponentMask = 1<<14 - 1
)

// MarshalBSONValue writes the decimal to MongoDB as a Decimal128 that keeps its scale (12.30 stays
// 12.30), which queries compare and sort as numbers. (The driver calls it; the package does not import
// the driver.)
func (d Decimal) MarshalBSONValue() (byte, []byte, error) {
	negative, integer, fraction := d.parts()
	coefficient := strings.TrimLeft(integer+fraction, "0")
	if len(coefficient) > decimal128Digits || len(fraction) > decimal128Bias {
		return 0, nil, fmt.Errorf("resource: %s does not fit a BSON Decimal128 (34 digits)", d)
	}
	var high, low uint64 // the coefficient, times 10 plus each digit
	for _, c := range []byte(coefficient) {
		var carry uint64
		carry, low = bits.Mul64(low, 10)
		high = high*10 + carry
		low, carry = bits.Add64(low, uint64(c-'0'), 0)
		high += carry
	}
	high |= uint64(decimal128Bias-len(fraction)) << 49
	if negative {
		high |= 1 << 63
	}
	return bsonDecimal128, binary.LittleEndian.AppendUint64(binary.LittleEndian.AppendUint64(nil, low), high), nil
}

// UnmarshalBSONValue reads a Decimal128 exactly, whoever wrote it: a positive exponent writes out its
// zeros (1E+3 is 1000). NaN, infinities and the second form (coefficients past 10^34) are refused.
// An integer is read too: a field widened from an integer to a decimal holds one in the documents
// written before (MongoDB has no migration).
func (d *Decimal) UnmarshalBSONValue(typ byte, data []byte) error {
	if typ != bsonDecimal128 {
		return d.unmarshalBSONInteger(typ, data)
	}
	if len(data) != 16 {
		return errors.New("resource: a BSON Decimal128 is 16 bytes")
	}
	low, high := binary.LittleEndian.Uint64(data[:8]), binary.LittleEndian.Uint64(data[8:])
	if high>>61&3 == 3 {
		return errors.New("resource: a decimal is a finite BSON Decimal128, not NaN, an infinity or a coefficient past 10^34")
	}
	negative := high>>63 == 1
	exponent := int(high>>49&decimal128ExponentMask) - decimal128Bias
	high &= decimal128HighMask
	var digits []byte // the coefficient's, last first
	for high != 0 || low != 0 {
		var r uint64
		high, r = high/10, high%10
		low, r = bits.Div64(r, low, 10)
		digits = append(digits, byte('0'+r))
	}
	for len(digits) < 1-min(exponent, 0) { // a digit before the point: 5E-3 is 0.005
		digits = append(digits, '0')
	}
	slices.Reverse(digits)
	text := string(digits)
	if exponent > 0 {
		text += strings.Repeat("0", exponent)
	} else if exponent < 0 {
		cut := len(text) + exponent
		text = text[:cut] + "." + text[cut:]
	}
	if negative {
		text = "-" + text
	}
	parsed, err := ParseDecimal(text)
	if err != nil {
		return fmt.Errorf("resource: a decimal holds at most %d digits", maxDecimalDigits)
	}
	*d = parsed
	return nil
}

// unmarshalBSONInteger reads an int32, an int64, or a double holding a whole number no larger than
// 2^53 (the mongo shell's numbers are doubles), every one of them exactly the integer written: a
// double past it, or with a fraction, may not be the number its writer meant.
func (d *Decimal) unmarshalBSONInteger(typ byte, data []byte) error {
	var text string
	switch {
	case typ == bsonInt32 && len(data) == 4:
		text = strconv.FormatInt(int64(int32(binary.LittleEndian.Uint32(data))), 10)
	case typ == bsonInt64 && len(data) == 8:
		text = strconv.FormatInt(int64(binary.LittleEndian.Uint64(data)), 10)
	case typ == bsonDouble && len(data) == 8:
		f := math.Float64frombits(binary.LittleEndian.Uint64(data))
		if f != math.Trunc(f) || math.Abs(f) > 1<<53 {
			return fmt.Errorf("resource: the double %v is no exact decimal", f)
		}
		text = strconv.FormatFloat(f, 'f', 0, 64)
	default:
		return fmt.Errorf("resource: a decimal is a BSON Decimal128 or an integer, not type %#x", typ)
	}
	parsed, err := ParseDecimal(text)
	if err != nil {
		return err
	}
	*d = parsed
	return nil
}
