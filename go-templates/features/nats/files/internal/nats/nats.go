// Package nats connects the service to NATS with JetStream: a stream keeps the events, a Publisher
// writes them and a durable Consumer hands them to an events.Handler.
package nats

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"net/url"
	"strings"
	"time"

	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"

	"{{@module}}/internal/config"
	"{{@module}}/internal/events"
)

// Client is a connection to NATS with the JetStream stream of the events.
type Client struct {
	conn    *nats.Conn
	js      jetstream.JetStream
	stream  jetstream.Stream
	subject string
}

// Connect connects to cfg.URL within cfg.ConnectTimeout and creates the stream cfg.Stream, or
// updates it to this configuration. Once connected, the client reconnects on its own for as long as
// the service runs, so a restart of NATS costs a few retries, not the service. The caller closes it.
func Connect(ctx context.Context, cfg config.NATSConfig, logger *slog.Logger) (*Client, error) {
	servers, err := serverAddresses(cfg.URL)
	if err != nil {
		return nil, err
	}
	conn, err := nats.Connect(cfg.URL,
		nats.Name("{{@projectName}}"),
		nats.Timeout(cfg.ConnectTimeout),
		nats.MaxReconnects(-1),
		nats.DisconnectErrHandler(func(_ *nats.Conn, err error) {
			if err != nil {
				logger.Warn("NATS connection lost, reconnecting", "error", err)
			}
		}),
		nats.ReconnectHandler(func(c *nats.Conn) { logger.Info("NATS reconnected", "server", c.ConnectedAddr()) }),
	)
	if err != nil {
		return nil, fmt.Errorf("NATS at %s did not answer within %s: %w", servers, cfg.ConnectTimeout, err)
	}
	js, err := jetstream.New(conn)
	if err != nil {
		conn.Close()
		return nil, fmt.Errorf("JetStream on NATS at %s: %w", servers, err)
	}
	setupCtx, cancel := context.WithTimeout(ctx, cfg.ConnectTimeout)
	defer cancel()
	stream, err := js.CreateOrUpdateStream(setupCtx, jetstream.StreamConfig{
		Name:     cfg.Stream,
		Subjects: []string{cfg.Subject + ".>"},
		Storage:  jetstream.FileStorage,
		// Events nobody consumed within a week are dropped rather than kept forever.
		MaxAge: 7 * 24 * time.Hour,
	})
	if err != nil {
		conn.Close()
		return nil, fmt.Errorf("create the JetStream stream %s on NATS at %s (does the server run with JetStream, nats-server -js?): %w", cfg.Stream, servers, err)
	}
	return &Client{conn: conn, js: js, stream: stream, subject: cfg.Subject}, nil
}

// serverAddresses returns the host:port of each server of rawURL, without user or password, for
// messages; an invalid URL is reported without quoting it, since it may hold a password.
func serverAddresses(rawURL string) (string, error) {
	var hosts []string
	for _, s := range strings.Split(rawURL, ",") {
		s = strings.TrimSpace(s)
		if !strings.Contains(s, "://") {
			s = "nats://" + s // nats.go accepts host:port alone too
		}
		u, err := url.Parse(s)
		if err != nil || u.Host == "" {
			return "", errors.New("NATS_URL is not a valid NATS URL (nats://[user:password@]host:port)")
		}
		hosts = append(hosts, u.Host)
	}
	return strings.Join(hosts, ","), nil
}

// Ping reports whether the connection is up and the server answers: the /health check.
func (c *Client) Ping(ctx context.Context) error {
	if status := c.conn.Status(); status != nats.CONNECTED {
		return fmt.Errorf("NATS connection is %s", status)
	}
	return c.conn.FlushWithContext(ctx)
}

// Close closes the connection, after the consumers have stopped.
func (c *Client) Close() {
	c.conn.Close()
}

// Publisher publishes events to the stream.
type Publisher struct {
	js      jetstream.JetStream
	subject string
}

var _ events.Publisher = (*Publisher)(nil)

// NewPublisher returns a publisher writing to the stream of c.
func NewPublisher(c *Client) *Publisher {
	return &Publisher{js: c.js, subject: c.subject}
}

// Publish stores e in the stream under <subject>.<type> and returns once JetStream has it. The
// event's ID is the message ID, so JetStream drops a retried publish it already stored.
func (p *Publisher) Publish(ctx context.Context, e events.Event) error {
	data, err := events.Encode(e)
	if err != nil {
		return err
	}
	if _, err := p.js.Publish(ctx, p.subject+"."+e.Type, data, jetstream.WithMsgID(e.ID)); err != nil {
		return fmt.Errorf("publish %s to NATS: %w", e.Type, err)
	}
	return nil
}

// Consumer hands the events of a durable JetStream consumer to a handler.
type Consumer struct {
	consumer jetstream.Consumer
	handle   events.Handler
	logger   *slog.Logger
}

// HandlerTimeout bounds one call of the handler; JetStream redelivers an event it did not see
// acknowledged within AckWait, which is longer.
const HandlerTimeout = 30 * time.Second

// NewConsumer creates the durable consumer name on the stream of c, or updates it. Being durable, it
// keeps its place while the service is down: events published meanwhile arrive at the next start.
func NewConsumer(ctx context.Context, c *Client, name string, handle events.Handler, logger *slog.Logger) (*Consumer, error) {
	consumer, err := c.stream.CreateOrUpdateConsumer(ctx, jetstream.ConsumerConfig{
		Durable:   name,
		AckPolicy: jetstream.AckExplicitPolicy,
		AckWait:   HandlerTimeout + 10*time.Second,
		// An event whose handler keeps failing is given up after this many deliveries.
		MaxDeliver: 5,
	})
	if err != nil {
		return nil, fmt.Errorf("create the NATS consumer %s: %w", name, err)
	}
	return &Consumer{consumer: consumer, handle: handle, logger: logger}, nil
}

// Run consumes until ctx is done, then stops fetching and waits for the event in hand; events
// fetched but not yet handled are redelivered later, to this or another instance.
func (c *Consumer) Run(ctx context.Context) error {
	cc, err := c.consumer.Consume(c.process, jetstream.ConsumeErrHandler(func(_ jetstream.ConsumeContext, err error) {
		c.logger.Warn("NATS consumer", "error", err)
	}))
	if err != nil {
		return fmt.Errorf("consume from NATS: %w", err)
	}
	<-ctx.Done()
	cc.Stop()
	<-cc.Closed()
	return nil
}

func (c *Consumer) process(msg jetstream.Msg) {
	e, err := events.Decode(msg.Data())
	if err != nil {
		c.logger.Warn("dropping a NATS message that is not an event", "subject", msg.Subject(), "error", err)
		_ = msg.Term() // never deliver it again: it would fail the same way
		return
	}
	// The handler's context is not the runner's: on shutdown the event in hand is finished, not cut short.
	ctx, cancel := context.WithTimeout(context.Background(), HandlerTimeout)
	defer cancel()
	if err := c.handle(ctx, e); err != nil {
		c.logger.Warn("event handler failed, NATS will deliver the event again", "id", e.ID, "type", e.Type, "error", err)
		_ = msg.Nak()
		return
	}
	if err := msg.Ack(); err != nil {
		c.logger.Warn("acknowledge a NATS message", "id", e.ID, "error", err)
	}
}
