package ratelimit

import (
	"context"
	"testing"
	"time"
)

// testLimiter is a Memory limiter on a clock the test moves.
type testLimiter struct {
	*Memory
}

func newTestLimiter(requests int, window time.Duration) (testLimiter, *time.Time) {
	now := time.Date(2025, 1, 1, 0, 0, 0, 0, time.UTC)
	l := NewMemory(requests, window)
	l.now = func() time.Time { return now }
	return testLimiter{l}, &now
}

// Allow is Memory.Allow without a context or an error, which it never returns.
func (l testLimiter) Allow(key string) (bool, time.Duration) {
	ok, wait, _ := l.Memory.Allow(context.Background(), key)
	return ok, wait
}

func TestAKeyGetsItsAllowanceThenWaits(t *testing.T) {
	l, _ := newTestLimiter(3, time.Minute)
	for i := range 3 {
		if ok, _ := l.Allow("10.0.0.1"); !ok {
			t.Fatalf("request %d was refused, want allowed", i+1)
		}
	}
	ok, wait := l.Allow("10.0.0.1")
	if ok {
		t.Fatal("request 4 was allowed, want refused")
	}
	if wait <= 0 || wait > 20*time.Second {
		t.Fatalf("wait = %s, want about 20s (one request every 20s)", wait)
	}
}

func TestKeysAreLimitedSeparately(t *testing.T) {
	l, _ := newTestLimiter(1, time.Minute)
	if ok, _ := l.Allow("a"); !ok {
		t.Fatal("first request of a was refused")
	}
	if ok, _ := l.Allow("b"); !ok {
		t.Fatal("first request of b was refused although only a used its allowance")
	}
}

func TestTheAllowanceRefillsOverTime(t *testing.T) {
	l, now := newTestLimiter(2, time.Minute)
	l.Allow("a")
	l.Allow("a")
	if ok, _ := l.Allow("a"); ok {
		t.Fatal("third request was allowed, want refused")
	}
	*now = now.Add(30 * time.Second)
	if ok, _ := l.Allow("a"); !ok {
		t.Fatal("request after 30s was refused, want allowed (one request per 30s)")
	}
}

func TestIdleKeysAreForgotten(t *testing.T) {
	l, now := newTestLimiter(1, time.Minute)
	l.Allow("a")
	*now = now.Add(2 * time.Minute)
	l.Allow("b")
	if _, kept := l.clients["a"]; kept {
		t.Fatal("a key idle for two windows is still tracked")
	}
}

func TestRetryAfterRoundsUpToWholeSeconds(t *testing.T) {
	for wait, want := range map[time.Duration]string{time.Millisecond: "1", 20 * time.Second: "20", 20*time.Second + time.Millisecond: "21"} {
		if got := RetryAfter(wait); got != want {
			t.Errorf("RetryAfter(%s) = %s, want %s", wait, got, want)
		}
	}
}
