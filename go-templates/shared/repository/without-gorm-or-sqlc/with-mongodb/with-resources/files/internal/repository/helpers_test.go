package repository

import (
	"context"
	"fmt"
	"os"
	"sync/atomic"
	"testing"
	"time"

	"go.mongodb.org/mongo-driver/v2/bson"
	"go.mongodb.org/mongo-driver/v2/mongo"
	"go.mongodb.org/mongo-driver/v2/mongo/options"
)

// testDB is a database of the test's own on the server of MONGODB_URI, dropped when the test ends;
// the test is skipped without MONGODB_URI.
type testDB = *mongo.Database

var databases atomic.Int64

func newTestDB(t *testing.T) testDB {
	t.Helper()
	uri := os.Getenv("MONGODB_URI")
	if uri == "" {
		t.Skip("MONGODB_URI is not set; skipping a MongoDB integration test")
	}
	client, err := mongo.Connect(options.Client().ApplyURI(uri))
	if err != nil {
		t.Fatal(err)
	}
	db := client.Database(fmt.Sprintf("repository_test_%d_%d_%d", os.Getpid(), time.Now().UnixNano(), databases.Add(1)))
	t.Cleanup(func() {
		ctx := context.Background()
		_ = db.Drop(ctx)
		_ = client.Disconnect(ctx)
	})
	return db
}

var samples atomic.Int64

// nextSample is a number no other input of the test binary had: unique fields stay apart.
func nextSample() int {
	return int(samples.Add(1))
}

// ptr is the address of a copy of v: an optional field's value.
func ptr[T any](v T) *T {
	return &v
}

// expectNull reports an optional field left out that was not read back empty.
func expectNull(t *testing.T, field string, null bool) {
	t.Helper()
	if !null {
		t.Errorf("%s was left out but is not empty when read back", field)
	}
}

// earlierDocument is doc as BSON, with the fields as edit leaves them: a document as an earlier
// version of the service could have written it.
func earlierDocument(t *testing.T, doc any, edit func(fields bson.M)) bson.Raw {
	t.Helper()
	data, err := bson.Marshal(doc)
	var fields bson.M
	if err == nil {
		err = bson.Unmarshal(data, &fields)
	}
	if err == nil {
		edit(fields)
		data, err = bson.Marshal(fields)
	}
	if err != nil {
		t.Fatal(err)
	}
	return data
}
