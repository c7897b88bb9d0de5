package mongodb

import (
	"context"
	"fmt"
	"os"
	"strings"
	"testing"
	"time"

	"{{@module}}/internal/config"
)

func TestConnectFailsClearlyWithoutAServer(t *testing.T) {
	start := time.Now()
	_, _, err := Connect(context.Background(), config.MongoConfig{URI: "mongodb://user:secret@127.0.0.1:1", Database: "x", ConnectTimeout: 500 * time.Millisecond})
	if err == nil || !strings.Contains(err.Error(), "MongoDB at 127.0.0.1:1") {
		t.Fatalf("err = %v, want one naming MongoDB and the address", err)
	}
	if strings.Contains(err.Error(), "secret") {
		t.Fatal("the error reveals the password")
	}
	if elapsed := time.Since(start); elapsed > 5*time.Second {
		t.Fatalf("the check took %s, beyond its timeout", elapsed)
	}
	if _, _, err := Connect(context.Background(), config.MongoConfig{URI: "postgres://x", Database: "x", ConnectTimeout: time.Second}); err == nil || !strings.Contains(err.Error(), "MONGODB_URI") {
		t.Fatalf("a URI of another scheme: err = %v", err)
	}
}

// TestMongoRoundTrip runs against the server of MONGODB_URI, in a database of its own. Skipped without it.
func TestMongoRoundTrip(t *testing.T) {
	uri := os.Getenv("MONGODB_URI")
	if uri == "" {
		t.Skip("MONGODB_URI is not set")
	}
	ctx := context.Background()
	client, db, err := Connect(ctx, config.MongoConfig{URI: uri, Database: fmt.Sprintf("test_%d", time.Now().UnixNano()), ConnectTimeout: 5 * time.Second})
	if err != nil {
		t.Fatal(err)
	}
	defer func() { _ = db.Drop(ctx); _ = client.Disconnect(ctx) }()
	if _, err := db.Collection("things").InsertOne(ctx, map[string]any{"name": "a"}); err != nil {
		t.Fatal(err)
	}
	if n, err := db.Collection("things").CountDocuments(ctx, map[string]any{}); err != nil || n != 1 {
		t.Fatalf("count = %d, %v", n, err)
	}
}
