// Package mongodb connects the service to MongoDB with the official driver.
package mongodb

import (
	"context"
	"errors"
	"fmt"
	"net/url"

	"go.mongodb.org/mongo-driver/v2/mongo"
	"go.mongodb.org/mongo-driver/v2/mongo/options"

	"{{@module}}/internal/config"
)

// Connect opens a client and checks, within cfg.ConnectTimeout, that MongoDB answers. The caller
// disconnects the client.
func Connect(ctx context.Context, cfg config.MongoConfig) (*mongo.Client, *mongo.Database, error) {
	hosts := "the server of MONGODB_URI"
	if u, err := url.Parse(cfg.URI); err == nil && u.Host != "" {
		hosts = u.Host // without the user and password
	}
	opts := options.Client().ApplyURI(cfg.URI).SetServerSelectionTimeout(cfg.ConnectTimeout).SetConnectTimeout(cfg.ConnectTimeout)
	if err := opts.Validate(); err != nil {
		// The error may quote the URI, password included: do not wrap it.
		return nil, nil, errors.New("MONGODB_URI is not a valid MongoDB connection string (mongodb://host:port)")
	}
	client, err := mongo.Connect(opts)
	if err != nil {
		return nil, nil, fmt.Errorf("create the MongoDB client for %s: %w", hosts, err)
	}
	pingCtx, cancel := context.WithTimeout(ctx, cfg.ConnectTimeout)
	defer cancel()
	if err := client.Ping(pingCtx, nil); err != nil {
		_ = client.Disconnect(context.WithoutCancel(ctx))
		return nil, nil, fmt.Errorf("MongoDB at %s did not answer within %s: %w", hosts, cfg.ConnectTimeout, err)
	}
	return client, client.Database(cfg.Database), nil
}
