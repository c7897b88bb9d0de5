package resource

// CompareDates orders two dates as time.Time.Compare orders times.
func CompareDates(a, b Date) int {
	return a.Compare(b.Time)
}
