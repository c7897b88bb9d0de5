package listing

// comparePointers orders nil before any value, and values with compare.
func comparePointers[T any](a, b *T, compare func(x, y T) int) int {
	switch {
	case a == nil && b == nil:
		return 0
	case a == nil:
		return -1
	case b == nil:
		return 1
	default:
		return compare(*a, *b)
	}
}
