// Package kafka connects the service to Kafka with franz-go: a Publisher that produces the events
// and a Consumer, member of a consumer group, that hands them to an events.Handler.
package kafka

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"strings"
	"time"

	"github.com/twmb/franz-go/pkg/kadm"
	"github.com/twmb/franz-go/pkg/kerr"
	"github.com/twmb/franz-go/pkg/kgo"

	"{{@module}}/internal/config"
	"{{@module}}/internal/events"
)

// Client is the producing client, connected to the brokers.
type Client struct {
	client *kgo.Client
	topic  string
	addr   string
}

// Connect checks, within cfg.ConnectTimeout, that the brokers answer and creates the topic when it
// is missing (with the broker's default partitions and replication), so that neither the producer
// nor the consumer depends on the broker creating topics on first use. The caller closes the client.
func Connect(ctx context.Context, cfg config.KafkaConfig) (*Client, error) {
	addr := strings.Join(cfg.Brokers, ",")
	client, err := kgo.NewClient(
		kgo.SeedBrokers(cfg.Brokers...),
		kgo.DefaultProduceTopic(cfg.Topic),
		kgo.ClientID("{{@imageName}}"),
	)
	if err != nil {
		return nil, fmt.Errorf("KAFKA_BROKERS: %w", err)
	}
	checkCtx, cancel := context.WithTimeout(ctx, cfg.ConnectTimeout)
	defer cancel()
	if err := client.Ping(checkCtx); err != nil {
		client.Close()
		return nil, fmt.Errorf("no answer from Kafka at %s within %s: %w", addr, cfg.ConnectTimeout, err)
	}
	if err := createTopic(checkCtx, client, cfg.Topic); err != nil {
		client.Close()
		return nil, fmt.Errorf("create the topic %s on Kafka at %s: %w", cfg.Topic, addr, err)
	}
	return &Client{client: client, topic: cfg.Topic, addr: addr}, nil
}

func createTopic(ctx context.Context, client *kgo.Client, topic string) error {
	resp, err := kadm.NewClient(client).CreateTopic(ctx, -1, -1, nil, topic)
	if err == nil {
		err = resp.Err
	}
	if errors.Is(err, kerr.TopicAlreadyExists) {
		return nil
	}
	return err
}

// Ping reports whether a broker answers: the /health check.
func (c *Client) Ping(ctx context.Context) error {
	return c.client.Ping(ctx)
}

// Close flushes what is being produced and closes the client, after the consumers have stopped.
func (c *Client) Close() {
	c.client.Close()
}

// Publisher produces events to the topic.
type Publisher struct {
	client *kgo.Client
}

var _ events.Publisher = (*Publisher)(nil)

// NewPublisher returns a publisher on c.
func NewPublisher(c *Client) *Publisher {
	return &Publisher{client: c.client}
}

// Publish produces e with its type as the key, so events of one type keep their order in one
// partition, and returns once the brokers have it.
func (p *Publisher) Publish(ctx context.Context, e events.Event) error {
	data, err := events.Encode(e)
	if err != nil {
		return err
	}
	record := &kgo.Record{Key: []byte(e.Type), Value: data, Timestamp: e.Time}
	if err := p.client.ProduceSync(ctx, record).FirstErr(); err != nil {
		return fmt.Errorf("publish %s to Kafka: %w", e.Type, err)
	}
	return nil
}

// HandlerTimeout bounds one call of the handler.
const HandlerTimeout = 30 * time.Second

// Consumer is a member of a consumer group that hands the topic's events to a handler.
type Consumer struct {
	client *kgo.Client
	handle events.Handler
	logger *slog.Logger
}

// NewConsumer joins cfg.Group on cfg.Topic once Run polls. A group new to the topic starts at its
// oldest event; afterwards each instance resumes where the group committed.
func NewConsumer(cfg config.KafkaConfig, handle events.Handler, logger *slog.Logger) (*Consumer, error) {
	client, err := kgo.NewClient(
		kgo.SeedBrokers(cfg.Brokers...),
		kgo.ClientID("{{@imageName}}"),
		kgo.ConsumerGroup(cfg.Group),
		kgo.ConsumeTopics(cfg.Topic),
		kgo.ConsumeResetOffset(kgo.NewOffset().AtStart()),
		// Commit only what the handler has finished, never what was merely fetched.
		kgo.AutoCommitMarks(),
	)
	if err != nil {
		return nil, fmt.Errorf("KAFKA_BROKERS: %w", err)
	}
	return &Consumer{client: client, handle: handle, logger: logger}, nil
}

// Run polls until ctx is done, handling each record in turn and marking it for the next commit.
func (c *Consumer) Run(ctx context.Context) error {
	for {
		fetches := c.client.PollFetches(ctx)
		if ctx.Err() != nil || fetches.IsClientClosed() {
			return nil
		}
		fetches.EachError(func(topic string, partition int32, err error) {
			c.logger.Warn("Kafka fetch", "topic", topic, "partition", partition, "error", err)
		})
		fetches.EachRecord(func(r *kgo.Record) {
			c.process(r)
			c.client.MarkCommitRecords(r)
		})
	}
}

func (c *Consumer) process(r *kgo.Record) {
	e, err := events.Decode(r.Value)
	if err != nil {
		c.logger.Warn("skipping a Kafka record that is not an event", "topic", r.Topic, "partition", r.Partition, "offset", r.Offset, "error", err)
		return
	}
	// The handler's context is not the runner's: on shutdown the event in hand is finished, not cut short.
	ctx, cancel := context.WithTimeout(context.Background(), HandlerTimeout)
	defer cancel()
	if err := c.handle(ctx, e); err != nil {
		// A partition is read in order: retrying here would hold up every event behind this one.
		c.logger.Warn("event handler failed", "id", e.ID, "type", e.Type, "offset", r.Offset, "error", err)
	}
}

// Close commits what was handled, leaves the group (so its partitions move to the other members at
// once) and closes the client, after Run has returned.
func (c *Consumer) Close() {
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	if err := c.client.CommitMarkedOffsets(ctx); err != nil {
		c.logger.Warn("Kafka commit on shutdown", "error", err)
	}
	c.client.Close()
}
