// Package events defines the example event the service's message brokers carry. Every broker client
// (NATS, RabbitMQ, MQTT, Kafka) publishes an Event as JSON and hands what it consumes to a Handler,
// so the code around each broker reads the same way and an event moves between them unchanged.
package events

import (
	"context"
	"crypto/rand"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"time"
)

// ServiceStarted is the type of the event the service publishes once at start, so that the first
// run shows a message going through each broker and back into the service's consumer.
const ServiceStarted = "service.started"

// Event is the example message: an envelope with an identity, a type and a small payload.
type Event struct {
	// ID is unique per event; consumers see it again when a broker redelivers the event.
	ID string `json:"id"`
	// Type says what happened, such as "service.started". The brokers route on it: it ends the
	// NATS subject, the RabbitMQ routing key, the MQTT topic and is the Kafka record key.
	Type string `json:"type"`
	// Time is when the event happened, in UTC.
	Time time.Time `json:"time"`
	// Data is the event's payload.
	Data map[string]string `json:"data,omitempty"`
}

// New returns an event of type typ with a fresh ID, stamped now.
func New(typ string, data map[string]string) Event {
	return Event{ID: rand.Text(), Type: typ, Time: time.Now().UTC(), Data: data}
}

// Encode returns the event as JSON, the form every broker carries.
func Encode(e Event) ([]byte, error) {
	if e.ID == "" || e.Type == "" {
		return nil, errors.New("an event needs an ID and a type")
	}
	return json.Marshal(e)
}

// Decode reads an event written by Encode. A message that is not one is an error: consumers drop it
// rather than ask for it again, since it would fail the same way every time.
func Decode(data []byte) (Event, error) {
	var e Event
	if err := json.Unmarshal(data, &e); err != nil {
		return Event{}, fmt.Errorf("decode event: %w", err)
	}
	if e.ID == "" || e.Type == "" {
		return Event{}, errors.New("decode event: the message has no ID or type")
	}
	return e, nil
}

// Publisher sends events to a broker. Each broker's client implements it, so code that emits events
// does not depend on which broker carries them.
type Publisher interface {
	Publish(ctx context.Context, e Event) error
}

// Handler processes one consumed event. An error asks the broker to deliver the event again where
// it can (NATS and RabbitMQ); handlers must therefore tolerate seeing an event twice.
type Handler func(ctx context.Context, e Event) error

// LogHandler returns the example handler: it logs each event it receives, naming the broker.
func LogHandler(logger *slog.Logger, broker string) Handler {
	return func(ctx context.Context, e Event) error {
		logger.LogAttrs(ctx, slog.LevelInfo, "event received",
			slog.String("broker", broker), slog.String("id", e.ID), slog.String("type", e.Type),
			slog.Time("time", e.Time), slog.Any("data", e.Data))
		return nil
	}
}
