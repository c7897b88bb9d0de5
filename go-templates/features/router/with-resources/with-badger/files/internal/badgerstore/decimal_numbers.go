package badgerstore

import (
	"encoding/json"
	"strconv"
)

// decimalNumbers is data, an item's JSON object, with the numbers under keys written as strings. A
// decimal field widened from an integer holds a JSON number in the items written before (Badger has
// no migration), which a decimal refuses from a client, whose parser may have rounded it; this number
// is the integer the service wrote, so its text is the value. The text is then read as any
// decimal's (an exponent is refused). data comes back as it is when nothing changes, or when it is no
// object (decoding it says why).
func decimalNumbers(data []byte, keys ...string) []byte {
	var fields map[string]json.RawMessage
	if json.Unmarshal(data, &fields) != nil {
		return data
	}
	changed := false
	for _, key := range keys {
		if v := fields[key]; len(v) > 0 && (v[0] == '-' || '0' <= v[0] && v[0] <= '9') {
			fields[key] = json.RawMessage(strconv.Quote(string(v)))
			changed = true
		}
	}
	if !changed {
		return data
	}
	out, err := json.Marshal(fields)
	if err != nil {
		return data
	}
	return out
}
