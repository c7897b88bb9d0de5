package resource

// MustDecimal is ParseDecimal of a decimal the project was generated with (a field's default), which
// the generator checked: it panics on anything else, as regexp.MustCompile does.
func MustDecimal(s string) Decimal {
	d, err := ParseDecimal(s)
	if err != nil {
		panic(err)
	}
	return d
}
