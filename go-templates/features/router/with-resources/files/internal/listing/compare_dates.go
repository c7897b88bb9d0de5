package listing

import "{{@module}}/internal/resource"

// compareDates orders two dates as time.Time.Compare orders times.
func compareDates(a, b resource.Date) int {
	return a.Compare(b.Time)
}
