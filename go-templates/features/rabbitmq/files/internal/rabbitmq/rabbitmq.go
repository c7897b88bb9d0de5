// Package rabbitmq connects the service to RabbitMQ with amqp091-go: a connection that reconnects
// when it is lost, a topic exchange and a durable queue for the events, a Publisher that waits for
// the broker's confirms and a Consumer that acknowledges each event once it is handled.
package rabbitmq

import (
	"context"
	"crypto/rand"
	"errors"
	"fmt"
	"log/slog"
	"sync"
	"time"

	amqp "github.com/rabbitmq/amqp091-go"

	"{{@module}}/internal/config"
	"{{@module}}/internal/events"
)

// ErrClosed is returned by a Conn that was closed.
var ErrClosed = errors.New("rabbitmq: connection closed")

// Conn is a connection to RabbitMQ that dials again, with backoff, whenever the broker or the
// network drops it. amqp091-go leaves reconnecting to the application: channels die with their
// connection, so users of a Conn open theirs through Channel and open new ones after a loss.
type Conn struct {
	url     string
	addr    string
	timeout time.Duration
	logger  *slog.Logger

	mu    sync.Mutex
	conn  *amqp.Connection
	ready chan struct{} // closed while conn is open; replaced by an open one while reconnecting

	closeOnce sync.Once
	closing   chan struct{} // closed by Close
	watched   chan struct{} // closed when the watching goroutine has returned
}

// Connect connects to cfg.URL within cfg.ConnectTimeout and declares the exchange and the queue of
// the events (both durable, so they outlive a broker restart), the queue bound to every event. The
// caller closes the Conn.
func Connect(cfg config.RabbitMQConfig, logger *slog.Logger) (*Conn, error) {
	uri, err := amqp.ParseURI(cfg.URL)
	if err != nil {
		// The parse error may quote the URL, password included: do not wrap it.
		return nil, errors.New("RABBITMQ_URL is not a valid AMQP URL (amqp://user:password@host:port/vhost)")
	}
	c := &Conn{
		url:     cfg.URL,
		addr:    fmt.Sprintf("%s:%d", uri.Host, uri.Port),
		timeout: cfg.ConnectTimeout,
		logger:  logger,
		ready:   make(chan struct{}),
		closing: make(chan struct{}),
		watched: make(chan struct{}),
	}
	conn, closed, err := c.dial()
	if err != nil {
		return nil, fmt.Errorf("RabbitMQ at %s did not answer within %s: %w", c.addr, c.timeout, err)
	}
	if err := declare(conn, cfg.Exchange, cfg.Queue); err != nil {
		_ = conn.Close()
		return nil, fmt.Errorf("RabbitMQ at %s: %w", c.addr, err)
	}
	c.conn = conn
	close(c.ready)
	go c.watch(conn, closed)
	return c, nil
}

func (c *Conn) dial() (*amqp.Connection, chan *amqp.Error, error) {
	conn, err := amqp.DialConfig(c.url, amqp.Config{
		Dial:       amqp.DefaultDial(c.timeout),
		Properties: amqp.Table{"connection_name": "{{@projectName}}"},
	})
	if err != nil {
		return nil, nil, err
	}
	return conn, conn.NotifyClose(make(chan *amqp.Error, 1)), nil
}

func declare(conn *amqp.Connection, exchange, queue string) error {
	ch, err := conn.Channel()
	if err != nil {
		return fmt.Errorf("open a channel: %w", err)
	}
	defer func() { _ = ch.Close() }()
	if err := ch.ExchangeDeclare(exchange, amqp.ExchangeTopic, true, false, false, false, nil); err != nil {
		return fmt.Errorf("declare the exchange %s: %w", exchange, err)
	}
	if _, err := ch.QueueDeclare(queue, true, false, false, false, nil); err != nil {
		return fmt.Errorf("declare the queue %s: %w", queue, err)
	}
	if err := ch.QueueBind(queue, "#", exchange, false, nil); err != nil {
		return fmt.Errorf("bind the queue %s to %s: %w", queue, exchange, err)
	}
	return nil
}

// watch owns the connection: it redials after each loss until Close, then closes the last one.
func (c *Conn) watch(conn *amqp.Connection, closed chan *amqp.Error) {
	defer close(c.watched)
	for {
		select {
		case <-c.closing:
			_ = conn.Close()
			return
		case reason := <-closed:
			msg := "closed"
			if reason != nil {
				msg = reason.Error()
			}
			c.logger.Warn("RabbitMQ connection lost, reconnecting", "address", c.addr, "reason", msg)
		}
		c.mu.Lock()
		c.ready = make(chan struct{})
		c.mu.Unlock()

		var err error
		for wait := 500 * time.Millisecond; ; wait = min(2*wait, 30*time.Second) {
			select {
			case <-c.closing:
				return
			case <-time.After(wait):
			}
			if conn, closed, err = c.dial(); err == nil {
				break
			}
			c.logger.Warn("RabbitMQ reconnection failed", "address", c.addr, "error", err, "retry_in", min(2*wait, 30*time.Second))
		}
		c.mu.Lock()
		c.conn = conn
		close(c.ready)
		c.mu.Unlock()
		c.logger.Info("RabbitMQ reconnected", "address", c.addr)
	}
}

// Channel opens a channel on the current connection, waiting while a reconnection is under way.
func (c *Conn) Channel(ctx context.Context) (*amqp.Channel, error) {
	for {
		c.mu.Lock()
		conn, ready := c.conn, c.ready
		c.mu.Unlock()
		select {
		case <-ready:
		case <-c.closing:
			return nil, ErrClosed
		case <-ctx.Done():
			return nil, ctx.Err()
		}
		ch, err := conn.Channel()
		if err == nil || !conn.IsClosed() {
			return ch, err
		}
		// The connection has just dropped and the watcher has not marked it yet: let it catch up.
		select {
		case <-time.After(50 * time.Millisecond):
		case <-ctx.Done():
			return nil, ctx.Err()
		}
	}
}

// Ping reports whether the connection is open: the /health check. It does not talk to the broker,
// because amqp091-go's calls cannot be bounded by the check's deadline.
func (c *Conn) Ping(context.Context) error {
	c.mu.Lock()
	conn := c.conn
	c.mu.Unlock()
	if conn.IsClosed() {
		return fmt.Errorf("the connection to RabbitMQ at %s is down, reconnecting", c.addr)
	}
	return nil
}

// Close closes the connection and stops reconnecting, after the consumers have stopped.
func (c *Conn) Close() {
	c.closeOnce.Do(func() { close(c.closing) })
	<-c.watched
}

// Publisher publishes events to the exchange and waits for RabbitMQ to confirm each one.
type Publisher struct {
	conn     *Conn
	exchange string

	mu sync.Mutex    // one publish at a time: simple, and plenty for an example
	ch *amqp.Channel // in confirm mode; opened again after a loss
}

var _ events.Publisher = (*Publisher)(nil)

// NewPublisher returns a publisher to exchange on conn.
func NewPublisher(conn *Conn, exchange string) *Publisher {
	return &Publisher{conn: conn, exchange: exchange}
}

// Publish sends e, persistent, with its type as the routing key, and returns once RabbitMQ has
// confirmed it: after that the broker holds the event (on disk, for a durable queue).
func (p *Publisher) Publish(ctx context.Context, e events.Event) error {
	body, err := events.Encode(e)
	if err != nil {
		return err
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.ch == nil || p.ch.IsClosed() {
		ch, err := p.conn.Channel(ctx)
		if err != nil {
			return fmt.Errorf("publish %s to RabbitMQ: %w", e.Type, err)
		}
		if err := ch.Confirm(false); err != nil {
			_ = ch.Close()
			return fmt.Errorf("publish %s to RabbitMQ: confirm mode: %w", e.Type, err)
		}
		p.ch = ch
	}
	confirm, err := p.ch.PublishWithDeferredConfirmWithContext(ctx, p.exchange, e.Type, false, false, amqp.Publishing{
		ContentType:  "application/json",
		DeliveryMode: amqp.Persistent,
		MessageId:    e.ID,
		Type:         e.Type,
		Timestamp:    e.Time,
		Body:         body,
	})
	if err != nil {
		return fmt.Errorf("publish %s to RabbitMQ: %w", e.Type, err)
	}
	acked, err := confirm.WaitContext(ctx)
	if err != nil {
		return fmt.Errorf("publish %s to RabbitMQ: waiting for the confirm: %w", e.Type, err)
	}
	if !acked {
		return fmt.Errorf("publish %s to RabbitMQ: the broker refused the event", e.Type)
	}
	return nil
}

// Close closes the publisher's channel.
func (p *Publisher) Close() {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.ch != nil {
		_ = p.ch.Close()
	}
}

// HandlerTimeout bounds one call of the handler.
const HandlerTimeout = 30 * time.Second

// Consumer hands the events of a queue to a handler and acknowledges each once handled.
type Consumer struct {
	conn     *Conn
	queue    string
	prefetch int
	handle   events.Handler
	logger   *slog.Logger
}

// NewConsumer returns a consumer of queue on conn holding at most prefetch unacknowledged events.
func NewConsumer(conn *Conn, queue string, prefetch int, handle events.Handler, logger *slog.Logger) *Consumer {
	return &Consumer{conn: conn, queue: queue, prefetch: prefetch, handle: handle, logger: logger}
}

// Run consumes until ctx is done, subscribing again after a lost connection. On shutdown it finishes
// the event in hand; RabbitMQ gives the unacknowledged rest to another consumer, or to the next start.
func (c *Consumer) Run(ctx context.Context) error {
	for {
		err := c.consume(ctx)
		if ctx.Err() != nil {
			return nil
		}
		c.logger.WarnContext(ctx, "RabbitMQ consumer interrupted, subscribing again", "queue", c.queue, "error", err)
		select {
		case <-ctx.Done():
			return nil
		case <-time.After(time.Second):
		}
	}
}

// consume reads deliveries from one channel until ctx is done or the channel closes.
func (c *Consumer) consume(ctx context.Context) error {
	ch, err := c.conn.Channel(ctx)
	if err != nil {
		return err
	}
	// Closing the channel hands its unacknowledged deliveries back to the queue.
	defer func() { _ = ch.Close() }()
	if err := ch.Qos(c.prefetch, 0, false); err != nil {
		return fmt.Errorf("set the prefetch: %w", err)
	}
	tag := "{{@imageName}}-" + rand.Text()
	deliveries, err := ch.Consume(c.queue, tag, false, false, false, false, nil)
	if err != nil {
		return fmt.Errorf("consume %s: %w", c.queue, err)
	}
	for {
		select {
		case <-ctx.Done():
			_ = ch.Cancel(tag, false)
			return nil
		case d, ok := <-deliveries:
			if !ok {
				return errors.New("the channel closed")
			}
			c.process(d)
		}
	}
}

func (c *Consumer) process(d amqp.Delivery) {
	e, err := events.Decode(d.Body)
	if err != nil {
		c.logger.Warn("dropping a RabbitMQ message that is not an event", "routing_key", d.RoutingKey, "error", err)
		_ = d.Reject(false) // never deliver it again: it would fail the same way
		return
	}
	// The handler's context is not the runner's: on shutdown the event in hand is finished, not cut short.
	ctx, cancel := context.WithTimeout(context.Background(), HandlerTimeout)
	defer cancel()
	if err := c.handle(ctx, e); err != nil {
		// Requeued once: an event that fails again is dropped (or dead-lettered, when the queue has a
		// dead-letter exchange) instead of coming back in a tight loop.
		requeue := !d.Redelivered
		c.logger.Warn("event handler failed", "id", e.ID, "type", e.Type, "requeued", requeue, "error", err)
		_ = d.Nack(false, requeue)
		return
	}
	if err := d.Ack(false); err != nil {
		c.logger.Warn("acknowledge a RabbitMQ delivery", "id", e.ID, "error", err)
	}
}
