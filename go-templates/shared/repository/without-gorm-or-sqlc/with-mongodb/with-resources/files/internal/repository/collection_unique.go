package repository

import (
	"context"
	"fmt"

	"go.mongodb.org/mongo-driver/v2/bson"
	"go.mongodb.org/mongo-driver/v2/mongo"
	"go.mongodb.org/mongo-driver/v2/mongo/options"
)

// uniqueIndex creates, if missing, the unique index of field. It is partial, over the documents
// holding the field: an optional field left out is absent from its document, and any number of
// documents may lack it.
func (c collection[D]) uniqueIndex(ctx context.Context, field string) error {
	_, err := c.items.Indexes().CreateOne(ctx, mongo.IndexModel{
		Keys: bson.D{{Key: field, Value: 1}},
		Options: options.Index().SetName(c.name + "_" + field + "_key").SetUnique(true).
			SetPartialFilterExpression(bson.D{{Key: field, Value: bson.D{{Key: "$exists", Value: true}}}}),
	})
	if err != nil {
		return fmt.Errorf("create the unique index of %s.%s: %w", c.name, field, err)
	}
	return nil
}
