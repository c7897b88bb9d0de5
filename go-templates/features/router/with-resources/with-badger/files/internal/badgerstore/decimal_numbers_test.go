package badgerstore

import "testing"

func TestDecimalNumbers(t *testing.T) {
	for data, want := range map[string]string{
		`{"price":7,"count":7}`:      `{"count":7,"price":"7"}`, // only the keys named
		`{"price":-12.50}`:           `{"price":"-12.50"}`,      // the text as written
		`{"price":"7.00","count":7}`: `{"price":"7.00","count":7}`,
		`{"price":null}`:             `{"price":null}`,
		`not an object`:              `not an object`,
		`{"price":1e3}`:              `{"price":"1e3"}`, // which resource.Decimal refuses
	} {
		if got := decimalNumbers([]byte(data), "price"); string(got) != want {
			t.Errorf("decimalNumbers(%s) = %s, want %s", data, got, want)
		}
	}
}
