package resource

import (
	"strconv"
	"strings"
	"unicode/utf16"
	"unicode/utf8"
)

// MaxDepth is how deeply a JSON value may nest objects and arrays: MySQL refuses JSON past 100
// levels, and no document a client means to send comes near this.
const MaxDepth = 32

const (
	nulMessage       = "must not contain a NUL character (U+0000), which cannot be stored"
	surrogateMessage = "must not contain a lone UTF-16 surrogate, which is not text"
)

// checkText says what is wrong with the text of a JSON value (raw, valid JSON), or "" when nothing
// is: a NUL character (PostgreSQL cannot store it), a lone UTF-16 surrogate (encoding/json would
// read it as U+FFFD: the client's text would change), objects and arrays nested past MaxDepth. It
// reads every string of the value, object keys included.
func checkText(raw []byte) string {
	depth := 0
	inString := false
	for i := 0; i < len(raw); i++ {
		c := raw[i]
		switch {
		case inString && c == '\\':
			i++
			if raw[i] != 'u' {
				continue
			}
			r := escaped(raw, i+1)
			i += 4
			switch {
			case r == 0:
				return nulMessage
			case utf16.IsSurrogate(r):
				// A high surrogate must be followed by an escaped low one: together they are one rune.
				if r >= 0xDC00 || i+2 >= len(raw) || raw[i+1] != '\\' || raw[i+2] != 'u' || utf16.DecodeRune(r, escaped(raw, i+3)) == utf8.RuneError {
					return surrogateMessage
				}
				i += 6
			}
		case c == '"':
			inString = !inString
		case inString:
		case c == '{' || c == '[':
			if depth++; depth > MaxDepth {
				return "must nest objects and arrays at most " + strconv.Itoa(MaxDepth) + " levels deep"
			}
		case c == '}' || c == ']':
			depth--
		}
	}
	return ""
}

// escaped is the rune of the four hex digits at raw[i:] (a \u escape of valid JSON).
func escaped(raw []byte, i int) rune {
	if i+4 > len(raw) {
		return utf8.RuneError
	}
	n, err := strconv.ParseUint(string(raw[i:i+4]), 16, 32)
	if err != nil {
		return utf8.RuneError
	}
	return rune(n)
}

// checkString says what is wrong with a query parameter's text, or "": bytes that are not UTF-8 (a
// lone surrogate among them) or a NUL character.
func checkString(s string) string {
	switch {
	case !utf8.ValidString(s):
		return "must be UTF-8 text (a lone surrogate is not)"
	case strings.ContainsRune(s, 0):
		return nulMessage
	default:
		return ""
	}
}
