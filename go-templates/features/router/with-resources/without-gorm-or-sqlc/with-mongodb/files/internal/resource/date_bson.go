package resource

import (
	"encoding/binary"
	"fmt"
	"time"
)

// bsonDateTime is BSON's type of a date-time: milliseconds since the Unix epoch, 8 bytes little-endian
// (https://bsonspec.org/spec.html).
const bsonDateTime = 0x09

// MarshalBSONValue writes the date to MongoDB as a date-time at midnight UTC, which queries compare
// and sort as dates. (The driver calls it; the package does not import the driver.)
func (d Date) MarshalBSONValue() (byte, []byte, error) {
	return bsonDateTime, binary.LittleEndian.AppendUint64(nil, uint64(d.UnixMilli())), nil
}

// UnmarshalBSONValue reads a date-time written by MarshalBSONValue.
func (d *Date) UnmarshalBSONValue(typ byte, data []byte) error {
	if typ != bsonDateTime || len(data) != 8 {
		return fmt.Errorf("resource: a date is a BSON date-time, not type %#x", typ)
	}
	d.Time = time.UnixMilli(int64(binary.LittleEndian.Uint64(data))).UTC()
	return nil
}
