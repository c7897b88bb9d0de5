// Package mqtt connects the service to an MQTT broker with the Eclipse Paho client: a connection that
// reconnects on its own, a Publisher of the events and a Consumer subscribed to them.
package mqtt

import (
	"context"
	"crypto/rand"
	"errors"
	"fmt"
	"log/slog"
	"net/url"
	"sync"
	"sync/atomic"
	"time"

	paho "github.com/eclipse/paho.mqtt.golang"

	"{{@module}}/internal/config"
	"{{@module}}/internal/events"
)

// qos 1, at least once: the broker keeps resending an event until the client acknowledges it, which
// Paho does once the handler has returned.
const qos = 1

// Client is a connection to an MQTT broker.
type Client struct {
	client paho.Client
	topic  string
	addr   string
	logger *slog.Logger

	connects atomic.Int32
	mu       sync.Mutex
	subs     map[string]paho.MessageHandler // subscribed again after each reconnection
}

// Connect connects to cfg.URL within cfg.ConnectTimeout. Once connected, the client reconnects on its
// own after a loss and subscribes again to what it was subscribed to. The caller closes it.
func Connect(cfg config.MQTTConfig, logger *slog.Logger) (*Client, error) {
	u, err := url.Parse(cfg.URL)
	if err != nil || u.Host == "" {
		// The parse error may quote the URL, password included: do not wrap it.
		return nil, errors.New("MQTT_URL is not a valid MQTT URL (tcp://[user:password@]host:port)")
	}
	c := &Client{topic: cfg.Topic, addr: u.Host, logger: logger, subs: map[string]paho.MessageHandler{}}
	opts := paho.NewClientOptions().
		AddBroker(cfg.URL).
		// A broker disconnects the older of two clients with one ID, so each instance takes its own;
		// with a clean session nothing is tied to the ID across restarts.
		SetClientID("{{@imageName}}-" + rand.Text()[:12]).
		SetCleanSession(true).
		SetConnectTimeout(cfg.ConnectTimeout).
		SetAutoReconnect(true).
		SetMaxReconnectInterval(30 * time.Second).
		// Handlers run in goroutines of their own, so a slow one does not stall the connection.
		SetOrderMatters(false).
		SetConnectionLostHandler(func(_ paho.Client, err error) {
			logger.Warn("MQTT connection lost, reconnecting", "broker", c.addr, "error", err)
		}).
		SetOnConnectHandler(func(paho.Client) { c.resubscribe() })
	c.client = paho.NewClient(opts)
	token := c.client.Connect()
	if !token.WaitTimeout(cfg.ConnectTimeout) {
		c.client.Disconnect(0)
		return nil, fmt.Errorf("MQTT broker at %s did not answer within %s", c.addr, cfg.ConnectTimeout)
	}
	if err := token.Error(); err != nil {
		return nil, fmt.Errorf("MQTT broker at %s did not answer within %s: %w", c.addr, cfg.ConnectTimeout, err)
	}
	return c, nil
}

// resubscribe renews the subscriptions after a reconnection: with a clean session the broker has
// forgotten them. Paho calls it on every connection, the first included, which has nothing to renew.
func (c *Client) resubscribe() {
	if c.connects.Add(1) == 1 {
		return
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	for filter, handler := range c.subs {
		token := c.client.Subscribe(filter, qos, handler)
		if token.WaitTimeout(10*time.Second) && token.Error() == nil {
			c.logger.Info("MQTT subscribed again", "filter", filter)
			continue
		}
		c.logger.Warn("MQTT subscription failed after a reconnection", "filter", filter, "error", token.Error())
	}
}

func (c *Client) subscribe(ctx context.Context, filter string, handler paho.MessageHandler) error {
	c.mu.Lock()
	defer c.mu.Unlock()
	if err := wait(ctx, c.client.Subscribe(filter, qos, handler)); err != nil {
		return fmt.Errorf("subscribe to %s on the MQTT broker at %s: %w", filter, c.addr, err)
	}
	c.subs[filter] = handler
	return nil
}

func (c *Client) unsubscribe(ctx context.Context, filter string) error {
	c.mu.Lock()
	defer c.mu.Unlock()
	delete(c.subs, filter)
	return wait(ctx, c.client.Unsubscribe(filter))
}

// wait waits for a Paho token, or for ctx.
func wait(ctx context.Context, token paho.Token) error {
	select {
	case <-token.Done():
		return token.Error()
	case <-ctx.Done():
		return ctx.Err()
	}
}

// Ping reports whether the connection is open: the /health check.
func (c *Client) Ping(context.Context) error {
	if !c.client.IsConnectionOpen() {
		return fmt.Errorf("the connection to the MQTT broker at %s is down, reconnecting", c.addr)
	}
	return nil
}

// Close disconnects, giving work under way a quarter of a second, after the consumers have stopped.
func (c *Client) Close() {
	c.client.Disconnect(250)
}

// Publisher publishes events to the broker.
type Publisher struct {
	client *Client
}

var _ events.Publisher = (*Publisher)(nil)

// NewPublisher returns a publisher on c.
func NewPublisher(c *Client) *Publisher {
	return &Publisher{client: c}
}

// Publish sends e to <topic>/<type> with QoS 1 and returns once the broker has acknowledged it.
func (p *Publisher) Publish(ctx context.Context, e events.Event) error {
	data, err := events.Encode(e)
	if err != nil {
		return err
	}
	if err := wait(ctx, p.client.client.Publish(p.client.topic+"/"+e.Type, qos, false, data)); err != nil {
		return fmt.Errorf("publish %s to MQTT: %w", e.Type, err)
	}
	return nil
}

// HandlerTimeout bounds one call of the handler.
const HandlerTimeout = 30 * time.Second

// Consumer hands the events of the subscription <topic>/# to a handler.
type Consumer struct {
	client *Client
	filter string
	handle events.Handler
	logger *slog.Logger

	mu       sync.Mutex
	stopped  bool
	inflight sync.WaitGroup
}

// NewConsumer subscribes at once: a broker keeps nothing for a clean session that has not
// subscribed yet, so an event published before would be lost. Run then waits for the shutdown.
func NewConsumer(ctx context.Context, c *Client, handle events.Handler, logger *slog.Logger) (*Consumer, error) {
	consumer := &Consumer{client: c, filter: c.topic + "/#", handle: handle, logger: logger}
	if err := c.subscribe(ctx, consumer.filter, consumer.process); err != nil {
		return nil, err
	}
	return consumer, nil
}

// Run returns once ctx is done, after unsubscribing and waiting for the events in hand.
func (c *Consumer) Run(ctx context.Context) error {
	<-ctx.Done()
	stopCtx, cancel := context.WithTimeout(context.WithoutCancel(ctx), 5*time.Second)
	defer cancel()
	if err := c.client.unsubscribe(stopCtx, c.filter); err != nil {
		c.logger.Warn("MQTT unsubscribe", "filter", c.filter, "error", err)
	}
	c.mu.Lock()
	c.stopped = true
	c.mu.Unlock()
	c.inflight.Wait()
	return nil
}

func (c *Consumer) process(_ paho.Client, msg paho.Message) {
	c.mu.Lock()
	if c.stopped {
		c.mu.Unlock()
		return
	}
	c.inflight.Add(1)
	c.mu.Unlock()
	defer c.inflight.Done()

	e, err := events.Decode(msg.Payload())
	if err != nil {
		c.logger.Warn("dropping an MQTT message that is not an event", "topic", msg.Topic(), "error", err)
		return
	}
	ctx, cancel := context.WithTimeout(context.Background(), HandlerTimeout)
	defer cancel()
	if err := c.handle(ctx, e); err != nil {
		// MQTT cannot hand a message back: once the handler returns, Paho acknowledges it.
		c.logger.Warn("event handler failed", "id", e.ID, "type", e.Type, "error", err)
	}
}
