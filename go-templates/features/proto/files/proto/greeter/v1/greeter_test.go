package greeterv1

import (
	"testing"

	"google.golang.org/protobuf/proto"
)

func TestMessagesSurviveTheWireFormat(t *testing.T) {
	data, err := proto.Marshal(&SayHelloRequest{Name: "Ada"})
	if err != nil {
		t.Fatal(err)
	}
	var got SayHelloRequest
	if err := proto.Unmarshal(data, &got); err != nil || got.GetName() != "Ada" {
		t.Fatalf("round trip = %q, %v", got.GetName(), err)
	}
	if name := File_greeter_v1_greeter_proto.Services().Get(0).FullName(); name != "greeter.v1.Greeter" {
		t.Fatalf("service = %s", name)
	}
}
