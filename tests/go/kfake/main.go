// Command kfake serves an in-process Kafka cluster (franz-go's kfake) on a loopback port, for the
// boot of generated projects with Kafka (tests/go/services.ts): no Kafka broker runs on this machine.
package main

import (
	"flag"
	"fmt"
	"log"
	"net"
	"os"
	"os/signal"
	"syscall"

	"github.com/twmb/franz-go/pkg/kfake"
)

func main() {
	port := flag.Int("port", 9092, "port to listen on (127.0.0.1)")
	flag.Parse()
	cluster, err := kfake.NewCluster(
		kfake.Ports(*port),
		kfake.ListenFn(func(network, _ string) (net.Listener, error) {
			return net.Listen(network, fmt.Sprintf("127.0.0.1:%d", *port))
		}),
		kfake.AllowAutoTopicCreation(),
	)
	if err != nil {
		log.Fatalf("kfake: %v", err)
	}
	defer cluster.Close()
	log.Printf("kfake listening on %v", cluster.ListenAddrs())
	stop := make(chan os.Signal, 1)
	signal.Notify(stop, syscall.SIGINT, syscall.SIGTERM)
	<-stop
}
